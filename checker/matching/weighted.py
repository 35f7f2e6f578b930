"""Edmonds' weighted blossom algorithm on exact Python ints (internal: use ``checker.matching``).

Two implementations of the same algorithm, step for step: the compiled core ``_blossom`` (C, exact
multi-limb integers; built by ``pip install`` where a C compiler is found) and the pure-Python
``_blossom_python`` below, the fallback when the core is missing or ``SWISSCHECK_PURE_PYTHON`` is
set (to any value but empty or ``0``). Both return the same matching, ties included.
"""

from __future__ import annotations

import importlib
import os
import sys
from array import array
from collections.abc import Iterable, Mapping, Sequence
from importlib import util
from itertools import chain, compress, starmap
from operator import eq
from types import ModuleType

from checker.deferred import loaded


_NON_NEGATIVE = (-1).__lt__
"""x >= 0 for an int x: a mate or a support level that exists (-1 stands for none)."""


def _load_core() -> ModuleType | None:
    """The compiled core: next to this file (an editable or in-place build), else the one ``pip install``
    put in site-packages, for the tests run from a clone whose source tree holds no binary; None
    when neither exists (no compiler at install time: the pure-Python matcher, same results)."""
    try:
        return importlib.import_module("checker.matching._blossom")
    except ImportError:
        pass
    # Every installed copy (a clone's own swisscheck.egg-info on sys.path lists no binary); importlib.metadata
    # (email, socket, zipfile...) imported only then (checker.deferred, start-up: issue 34).
    for distribution in loaded("importlib.metadata", "distributions")(name="swisscheck"):
        for file in distribution.files or []:
            if file.parent.as_posix() == "checker/matching" and file.name.startswith("_blossom.") \
                    and file.suffix in (".so", ".pyd"):
                spec = util.spec_from_file_location("checker.matching._blossom", str(file.locate()))
                if spec is not None and spec.loader is not None:
                    module = util.module_from_spec(spec)
                    spec.loader.exec_module(module)
                    return module
    return None


COMPILED = _load_core()
"""The compiled core (checker/matching/_blossom.c), or None."""

PURE_PYTHON_VARIABLE = "SWISSCHECK_PURE_PYTHON"
"""Set (not empty, not ``0``) to force the pure-Python matcher, e.g. to cross-check the compiled core."""


def compiled_core_used() -> bool:
    """True when ``max_weight_matching`` runs the compiled core (built, and not switched off)."""
    return COMPILED is not None and os.environ.get(PURE_PYTHON_VARIABLE, "") in ("", "0")


def max_weight_matching(
    weights: Mapping[tuple[int, int], int] | Iterable[tuple[int, int, int]],
    maxcardinality: bool = False,
) -> dict[int, int]:
    """Maximum-weight matching: returns ``mate`` with ``mate[u] == v`` and ``mate[v] == u``.

    ``weights`` maps vertex pairs to positive int weights (or is an iterable of ``(u, v, w)``);
    a missing pair is no edge. With ``maxcardinality`` the matching is maximum-weight among the
    maximum-cardinality ones. Exact: Python ints, or the compiled core's multi-limb integers.
    """
    return _matching(weights, maxcardinality, False)[0]


def max_weight_matching_with_support(
    weights: Mapping[tuple[int, int], int] | Iterable[tuple[int, int, int]],
) -> tuple[dict[int, int], dict[tuple[int, int], int]]:
    """A maximum-weight matching, and the edges that may belong to one (the support) with their levels.

    The support is the set of edges of zero reduced cost under the optimal duals the algorithm ends
    with (complementary slackness): every maximum-weight matching lies inside it, so a later
    tie-break among the optima can drop every other edge. An edge's level (``_support``) is a small
    weight with the same optima among the support's matchings, to stand in for its weight there.
    Edges keep the input's order and form. The support may hold more than the optima use (here
    ``(2, 3)``, tight but in no optimum with ``(1, 4)``).

    >>> max_weight_matching_with_support({(1, 2): 4, (2, 3): 4, (3, 4): 4, (1, 4): 1})
    ({1: 2, 2: 1, 3: 4, 4: 3}, {(1, 2): 2, (2, 3): 2, (3, 4): 2})
    """
    return _matching(weights, False, True)


def _matching(
    weights: Mapping[tuple[int, int], int] | Iterable[tuple[int, int, int]],
    maxcardinality: bool,
    support: bool,
) -> tuple[dict[int, int], dict[tuple[int, int], int]]:
    """The shared front of the two public functions: checks, relabelling, the chosen core."""
    pairs, values = checked_lists(weights)
    mate, tight, levels = solve_lists(pairs, values, maxcardinality, support)
    return mate, dict(zip(tight, levels))


def checked_lists(weights: Mapping[tuple[int, int], int] | Iterable[tuple[int, int, int]],
                  ) -> tuple[list[tuple[int, int]], list[int]]:
    """The edges and their weights as parallel lists, loops dropped; TypeError for a weight that is
    not an int (the input checks of the public functions, for :func:`solve_lists`)."""
    if isinstance(weights, Mapping):
        pairs: list[tuple[int, int]] = list(weights)
        values: list[int] = list(weights.values())
    else:
        triples = list(weights)
        pairs = [(u, v) for u, v, _ in triples]
        values = [w for _, _, w in triples]
    if not set(map(type, values)) <= {int}:
        (u, v), w = next(((u, v), w) for (u, v), w in zip(pairs, values) if type(w) is not int)
        raise TypeError(f"weight of edge {u}-{v} must be a Python int, got {type(w).__name__}")
    if any(starmap(eq, pairs)):
        kept = [i for i, (u, v) in enumerate(pairs) if u != v]
        pairs, values = [pairs[i] for i in kept], [values[i] for i in kept]
    return pairs, values


def solve_lists(pairs: list[tuple[int, int]], values: list[int], maxcardinality: bool = False,
                support: bool = True) -> tuple[dict[int, int], list[tuple[int, int]], list[int]]:
    """The solve behind :func:`max_weight_matching_with_support` on checked input (int weights, no
    loops) as parallel lists: the mate, and the support's edges (input order) and their levels (empty
    without ``support``). Internal to the package: ``lexicographic`` keeps its support as lists, no
    dict built and read again for each tier (issue 34)."""
    # Vertices numbered in order of first appearance (the algorithm's tie-breaking depends on it).
    levels: list[int] | bytes
    if compiled_core_used():
        labels, ends = _relabel(pairs)
        mates, levels = _blossom_compiled_raw(len(labels), ends, values, maxcardinality, support)
    else:
        labels, ends = _relabel_python(pairs)
        edges = list(zip(ends[0::2], ends[1::2], values))
        mates, levels = _blossom_python(len(labels), edges, maxcardinality, support)
    # Built by iterators rather than comprehensions (a few thousand solves per second): a vertex's
    # mate where it has one (mates[i] >= 0), an edge's level where it is in the support (>= 0).
    mate = dict(compress(zip(labels, map(labels.__getitem__, mates)), map(_NON_NEGATIVE, mates)))
    if not levels:
        return mate, [], []
    return (mate, *_support_lists(pairs, levels))


def solve_shaped(pairs: list[tuple[int, int]], values: list[int],
                 start: tuple[Mapping[int, int], Mapping[int, int]] | None = None, support: bool = True,
                 doubled: bool = False,
                 ) -> tuple[dict[int, int], list[tuple[int, int]], list[int], dict[int, int]]:
    """:func:`solve_lists` (no ``maxcardinality``) that also returns each vertex's *form* (``_forms``:
    its doubled dual for the support's levels, so ``bound * form`` are feasible duals for
    ``level * bound``, tight on every optimum's edges but those leaving a blossom); and that,
    with ``start`` (a partner per vertex and a doubled dual per vertex, feasible: each edge's two
    duals at least twice its weight), starts from those duals and the start's pairs tight under them
    (a warm start: ``lexicographic``'s next tier). The same optimum value as the cold solve; among
    tied optima another may come out (another path of the algorithm). ``doubled``: with ``start``,
    ``values`` are already twice the weights (the caller built them so, no second pass to double)."""
    form: list[int] = []
    if compiled_core_used():
        labels, ends = _relabel(pairs)
    else:
        labels, ends = _relabel_python(pairs)
    begin = None
    if start is not None:
        index = dict(zip(labels, range(len(labels))))
        partner, dual = start
        # Weights and duals doubled: every dual even, so the slack of an edge between two S-vertices
        # stays even and halves exactly (the cold start's duals all share the largest weight's parity).
        if not doubled:
            values = [2 * x for x in values]
        begin = ([index[partner[v]] if partner.get(v) in index else -1 for v in labels],
                 [2 * dual[v] for v in labels])
    levels: list[int] | bytes
    if compiled_core_used():
        mates, levels = _blossom_compiled_raw(len(labels), ends, values, False, support, begin, form)
    else:
        edges = list(zip(ends[0::2], ends[1::2], values))
        mates, levels = _blossom_python(len(labels), edges, False, support, begin, form)
    mate = dict(compress(zip(labels, map(labels.__getitem__, mates)), map(_NON_NEGATIVE, mates)))
    forms = dict(zip(labels, form))
    if not levels:
        return mate, [], [], forms
    return (mate, *_support_lists(pairs, levels), forms)


def _relabel_python(pairs: list[tuple[int, int]]) -> tuple[list[int], array[int]]:
    """The vertices numbered 0.. in order of first appearance (``labels[i]`` is vertex i), and every
    pair's two ends by those numbers."""
    flat = list(chain.from_iterable(pairs))
    labels = list(dict.fromkeys(flat))
    index = dict(zip(labels, range(len(labels))))
    return labels, array("i", map(index.__getitem__, flat))


def _relabel(pairs: list[tuple[int, int]]) -> tuple[list[int], Sequence[int]]:
    """``_relabel_python`` by the compiled core where it has ``relabel`` (a core built before it did
    not) and the pairs are tuples; the ends as a buffer of native ints for ``solve``."""
    relabel = getattr(COMPILED, "relabel", None)
    if relabel is not None and type(pairs) is list:
        try:
            labels, ends = relabel(pairs)
        except TypeError:
            return _relabel_python(pairs)
        return labels, array("i", ends)
    return _relabel_python(pairs)


def _even_side(j: int, nchilds: int) -> tuple[int, int, int]:
    """Where to walk round a blossom from sub-blossom ``j`` to its base: the side with an even path.

    Returns ``(j, jstep, endptrick)``: the start index (made negative when walking forward from an
    odd ``j``), the step (+1 or -1) and the parity that picks the edge endpoint to follow.
    """
    if j & 1:
        return j - nchilds, 1, 0
    return j, -1, 1


HEADROOM_BITS = 8
"""Bits above the widest weight in the compiled core's limbs: the doubled duals and slacks stay
within a few times the largest weight (vertex duals in [0, 2W], blossom duals and slacks below
4W). The core checks every addition; should one overflow, the solve is repeated wider."""


def _blossom_compiled(nvertex: int, ends: Sequence[int], values: list[int], maxcardinality: bool,
                      support: bool = False, start: tuple[list[int], list[int]] | None = None,
                      form: list[int] | None = None) -> tuple[list[int], list[int]]:
    """The compiled core on the same input as ``_blossom_python`` (edge k joins ``ends[2k]`` and
    ``ends[2k+1]``, weight ``values[k]``; ``start`` and ``form`` as there): weights as fixed-width
    two's complement numbers of 64-bit limbs, ``HEADROOM_BITS`` wider than the widest weight (or
    starting dual); on an overflow (never seen: a safeguard), again with 64 + log2(n) more bits."""
    mates, levels = _blossom_compiled_raw(nvertex, ends, values, maxcardinality, support, start, form)
    return mates, levels if isinstance(levels, list) else array("i", levels).tolist()


def _blossom_compiled_raw(nvertex: int, ends: Sequence[int], values: list[int], maxcardinality: bool,
                          support: bool = False, start: tuple[list[int], list[int]] | None = None,
                          form: list[int] | None = None) -> tuple[list[int], list[int] | bytes]:
    """:func:`_blossom_compiled` with the levels as the core returns them (native int32s in bytes, for
    :func:`_support_lists`), or a list when the pure-Python matcher stood in."""
    if not values or COMPILED is None:
        return _blossom_python(nvertex, list(zip(ends[0::2], ends[1::2], values)), maxcardinality, support,
                               start, form)
    widest = max(max(values).bit_length(), (-min(values)).bit_length(), 1)
    if start is not None:
        widest = max(widest, max(start[1], default=0).bit_length())
    buffer = ends if isinstance(ends, array) else array("i", ends)
    tail: tuple[object, ...] = () if start is None and form is None else (
        (None, None) if start is None else start) + (form is not None,)
    try:
        result = COMPILED.solve(nvertex, buffer, values, (widest + HEADROOM_BITS) // 64 + 1, maxcardinality,
                                support, *tail)
    except TypeError:
        if not tail:
            raise
        # a core built before warm starts (fewer arguments): the pure-Python matcher, same results
        return _blossom_python(nvertex, list(zip(ends[0::2], ends[1::2], values)), maxcardinality, support,
                               start, form)
    except OverflowError:
        limbs = (widest + nvertex.bit_length() + 72) // 64 + 1
        result = COMPILED.solve(nvertex, buffer, values, limbs, maxcardinality, support, *tail)
    if form is not None:
        form[:] = array("i", result[2]).tolist()
    return result[0], result[1]


_KEEP = bytes([1] + [0] * 255)
"""A byte table: 1 for the byte 0, else 0 (``bytes.translate``): an int32 level's high byte, 0 for a
level in the support (0-255), 0xff for -1."""


def _support_lists(pairs: list[tuple[int, int]], levels: list[int] | bytes,
                   ) -> tuple[list[tuple[int, int]], list[int]]:
    """The support's edges (input order) and their levels, from every edge's level (-1: not in it), as
    the core returns them: native int32s in bytes, read without an int object per edge where every
    level is -1 or below 256 (three equal upper bytes, 0 or 0xff: checked at C speed; issue 34, the
    first solve of a 1,600-player bracket returns 195,000 levels), else as a list."""
    if isinstance(levels, bytes) and array("i").itemsize == 4:
        high = levels[3::4] if sys.byteorder == "little" else levels[0::4]
        low = levels[0::4] if sys.byteorder == "little" else levels[3::4]
        if levels[1::4] == high and levels[2::4] == high and not high.translate(None, b"\x00\xff"):
            keep = high.translate(_KEEP)
            return list(compress(pairs, keep)), list(compress(low, keep))
    every = array("i", levels).tolist() if isinstance(levels, bytes) else levels
    kept = list(map(_NON_NEGATIVE, every))
    return list(compress(pairs, kept)), list(compress(every, kept))


def _blossom_python(nvertex: int, edges: list[tuple[int, int, int]], maxcardinality: bool,
                    support: bool = False, start: tuple[list[int], list[int]] | None = None,
                    form: list[int] | None = None) -> tuple[list[int], list[int]]:
    """Edmonds' weighted blossom algorithm, primal-dual, O(n^3) (Galil 1986), on int weights.

    The classic formulation (vertex duals and slacks doubled so everything stays integral;
    S-S slacks are even), written on flat lists for speed: each vertex keeps
    (remote endpoint, edge, doubled weight) triples so that the inner scan computes a slack
    without any lookup. Returns ``mate`` as a list (-1 = unmatched) and, with ``support``, the level
    of each edge under the final duals (``_support``; -1: not in the support), else an empty list.
    ``start`` (a partner per vertex, -1, and a doubled dual per vertex, feasible): a warm start
    (:func:`solve_shaped`); ``form``, when given, is filled with each vertex's form (``_forms``).
    """
    nedge = len(edges)
    if nedge == 0:
        if form is not None:
            form[:] = [0] * nvertex
        return [-1] * nvertex, []
    maxweight = max(0, max(w for _, _, w in edges))
    endpoint = [0] * (2 * nedge)
    w2 = [0] * nedge
    neighbend: list[list[int]] = [[] for _ in range(nvertex)]
    for k, (i, j, w) in enumerate(edges):
        endpoint[2 * k] = i
        endpoint[2 * k + 1] = j
        w2[k] = 2 * w
        neighbend[i].append(2 * k + 1)
        neighbend[j].append(2 * k)
    # Per vertex: (remote endpoint p, remote vertex, edge, doubled weight), for the inner scan.
    scan: list[list[tuple[int, int, int, int]]] = [
        [(p, endpoint[p], p >> 1, w2[p >> 1]) for p in neighbend[v]] for v in range(nvertex)
    ]
    mate = [-1] * nvertex
    label = [0] * (2 * nvertex)
    labelend = [-1] * (2 * nvertex)
    inblossom = list(range(nvertex))
    blossomparent = [-1] * (2 * nvertex)
    blossomchilds: list[list[int] | None] = [None] * (2 * nvertex)
    blossombase = list(range(nvertex)) + [-1] * nvertex
    blossomendps: list[list[int] | None] = [None] * (2 * nvertex)
    bestedge = [-1] * (2 * nvertex)
    blossombestedges: list[list[int] | None] = [None] * (2 * nvertex)
    unusedblossoms = list(range(nvertex, 2 * nvertex))
    dualvar = [maxweight] * nvertex + [0] * nvertex
    warm = start is not None and not maxcardinality
    if start is not None:
        # A warm start: the given duals, and the given pairs that are tight under them, in edge order.
        partner, dualvar[:nvertex] = start
        for k, (i, j, w) in enumerate(edges):
            if mate[i] == -1 and mate[j] == -1 and partner[i] == j and dualvar[i] + dualvar[j] == 2 * w:
                mate[i] = 2 * k + 1
                mate[j] = 2 * k
    allowedge = [False] * nedge
    queue: list[int] = []
    # Slack of bestedge[b] cached with the dual-update count it was computed at: duals change
    # only in the delta step, so within one labelling phase the cached value is exact.
    bestslack = [0] * (2 * nvertex)
    beststamp = [-1] * (2 * nvertex)
    epoch = 0

    def slack(k: int) -> int:
        """Doubled slack of edge k under the current duals (0 = tight)."""
        return dualvar[endpoint[2 * k]] + dualvar[endpoint[2 * k + 1]] - w2[k]

    def leaves(b: int) -> list[int]:
        """The vertices inside (possibly nested) blossom b."""
        if b < nvertex:
            return [b]
        out: list[int] = []
        stack = [b]
        while stack:
            t = stack.pop()
            if t < nvertex:
                out.append(t)
            else:
                stack.extend(blossomchilds[t])  # type: ignore[arg-type]
        return out

    def assign_label(w: int, t: int, p: int) -> None:
        """Label w's top blossom S (t=1) or T (t=2) via endpoint p; a T blossom labels its mate S."""
        while True:
            b = inblossom[w]
            label[w] = label[b] = t
            labelend[w] = labelend[b] = p
            bestedge[w] = bestedge[b] = -1
            if t == 1:
                queue.extend(leaves(b))
                return
            base = blossombase[b]
            w, t, p = endpoint[mate[base]], 1, mate[base] ^ 1

    def scan_blossom(v: int, w: int) -> int:
        """Trace back from S-vertices v and w: the base of a new blossom, or -1 (augmenting path)."""
        path = []
        base = -1
        while v != -1 or w != -1:
            b = inblossom[v]
            if label[b] & 4:
                base = blossombase[b]
                break
            path.append(b)
            label[b] = 5
            if labelend[b] == -1:
                v = -1
            else:
                v = endpoint[labelend[b]]
                b = inblossom[v]
                v = endpoint[labelend[b]]
            if w != -1:
                v, w = w, v
        for b in path:
            label[b] = 1
        return base

    def add_blossom(base: int, k: int) -> None:
        """Shrink the odd cycle closed by edge k into a new S-blossom with the given base."""
        v, w = endpoint[2 * k], endpoint[2 * k + 1]
        bb = inblossom[base]
        bv = inblossom[v]
        bw = inblossom[w]
        b = unusedblossoms.pop()
        blossombase[b] = base
        blossomparent[b] = -1
        blossomparent[bb] = b
        path: list[int] = []
        endps: list[int] = []
        blossomchilds[b] = path
        blossomendps[b] = endps
        while bv != bb:
            blossomparent[bv] = b
            path.append(bv)
            endps.append(labelend[bv])
            v = endpoint[labelend[bv]]
            bv = inblossom[v]
        path.append(bb)
        path.reverse()
        endps.reverse()
        endps.append(2 * k)
        while bw != bb:
            blossomparent[bw] = b
            path.append(bw)
            endps.append(labelend[bw] ^ 1)
            w = endpoint[labelend[bw]]
            bw = inblossom[w]
        label[b] = 1
        labelend[b] = labelend[bb]
        dualvar[b] = 0
        for v in leaves(b):
            if label[inblossom[v]] == 2:
                queue.append(v)
            inblossom[v] = b
        bestedgeto: dict[int, int] = {}
        for bv in path:
            if blossombestedges[bv] is None:
                nblists = [[p // 2 for p in neighbend[v]] for v in leaves(bv)]
            else:
                nblists = [blossombestedges[bv]]  # type: ignore[list-item]
            for nblist in nblists:
                for kk in nblist:
                    i, j = endpoint[2 * kk], endpoint[2 * kk + 1]
                    if inblossom[j] == b:
                        i, j = j, i
                    bj = inblossom[j]
                    if bj != b and label[bj] == 1:
                        cur = bestedgeto.get(bj, -1)
                        if cur == -1 or slack(kk) < slack(cur):
                            bestedgeto[bj] = kk
            blossombestedges[bv] = None
            bestedge[bv] = -1
        blossombestedges[b] = list(bestedgeto.values())
        best = -1
        for kk in blossombestedges[b]:  # type: ignore[union-attr]
            if best == -1 or slack(kk) < slack(best):
                best = kk
        bestedge[b] = best
        beststamp[b] = -1

    def expand_blossom(b: int, endstage: bool) -> None:
        """Undo blossom b (at a stage end, or a T-blossom whose dual reached zero), relabelling inside."""
        childs = blossomchilds[b]
        assert childs is not None
        for s in childs:
            blossomparent[s] = -1
            if s < nvertex:
                inblossom[s] = s
            elif endstage and dualvar[s] == 0:
                expand_blossom(s, endstage)
            else:
                for v in leaves(s):
                    inblossom[v] = s
        if (not endstage) and label[b] == 2:
            endps = blossomendps[b]
            assert endps is not None
            entrychild = inblossom[endpoint[labelend[b] ^ 1]]
            j, jstep, endptrick = _even_side(childs.index(entrychild), len(childs))
            p = labelend[b]
            while j != 0:
                label[endpoint[p ^ 1]] = 0
                label[endpoint[endps[j - endptrick] ^ endptrick ^ 1]] = 0
                assign_label(endpoint[p ^ 1], 2, p)
                allowedge[endps[j - endptrick] // 2] = True
                j += jstep
                p = endps[j - endptrick] ^ endptrick
                allowedge[p // 2] = True
                j += jstep
            bv = childs[j]
            label[endpoint[p ^ 1]] = label[bv] = 2
            labelend[endpoint[p ^ 1]] = labelend[bv] = p
            bestedge[bv] = -1
            j += jstep
            while childs[j] != entrychild:
                bv = childs[j]
                if label[bv] == 1:
                    j += jstep
                    continue
                reached = -1
                for v in leaves(bv):
                    if label[v] != 0:
                        reached = v
                        break
                if reached != -1:
                    label[reached] = 0
                    label[endpoint[mate[blossombase[bv]]]] = 0
                    assign_label(reached, 2, labelend[reached])
                j += jstep
        label[b] = labelend[b] = -1
        blossomchilds[b] = blossomendps[b] = None
        blossombase[b] = -1
        blossombestedges[b] = None
        bestedge[b] = -1
        unusedblossoms.append(b)

    def augment_blossom(b: int, v: int) -> None:
        """Swap matched/unmatched edges along the even path from v to the base of blossom b."""
        t = v
        while blossomparent[t] != b:
            t = blossomparent[t]
        if t >= nvertex:
            augment_blossom(t, v)
        childs = blossomchilds[b]
        endps = blossomendps[b]
        assert childs is not None and endps is not None
        i = childs.index(t)
        j, jstep, endptrick = _even_side(i, len(childs))
        while j != 0:
            j += jstep
            t = childs[j]
            p = endps[j - endptrick] ^ endptrick
            if t >= nvertex:
                augment_blossom(t, endpoint[p])
            j += jstep
            t = childs[j]
            if t >= nvertex:
                augment_blossom(t, endpoint[p ^ 1])
            mate[endpoint[p]] = p ^ 1
            mate[endpoint[p ^ 1]] = p
        blossomchilds[b] = childs[i:] + childs[:i]
        blossomendps[b] = endps[i:] + endps[:i]
        blossombase[b] = blossombase[blossomchilds[b][0]]  # type: ignore[index]

    def swap_path(s: int, p: int) -> None:
        """Swap the matched and unmatched edges of the alternating path from S-vertex s up to its tree's
        root, s taking endpoint p as its mate (-1: s becomes free): one side of an augmenting path."""
        while True:
            bs = inblossom[s]
            if bs >= nvertex:
                augment_blossom(bs, s)
            mate[s] = p
            if labelend[bs] == -1:
                break
            t = endpoint[labelend[bs]]
            bt = inblossom[t]
            s = endpoint[labelend[bt]]
            j = endpoint[labelend[bt] ^ 1]
            if bt >= nvertex:
                augment_blossom(bt, j)
            mate[j] = labelend[bt]
            p = labelend[bt] ^ 1

    def augment_matching(k: int) -> None:
        """Augment along the path through edge k between two S-vertices of different trees."""
        swap_path(endpoint[2 * k], 2 * k + 1)
        swap_path(endpoint[2 * k + 1], 2 * k)

    def root_of(s: int) -> int:
        """Warm start only: the free vertex at the root of S-vertex s's alternating tree."""
        while True:
            bs = inblossom[s]
            if labelend[bs] == -1:
                return blossombase[bs]
            s = endpoint[labelend[inblossom[endpoint[labelend[bs]]]]]

    def flip_to_root(s: int) -> None:
        """Warm start only: S-vertex s (matched, dual 0) freed and its tree's root matched, by
        swapping the even alternating path between them."""
        swap_path(s, -1)

    for _stage in range(nvertex + warm):
        label[:] = [0] * (2 * nvertex)
        bestedge[:] = [-1] * (2 * nvertex)
        blossombestedges[nvertex:] = [None] * nvertex
        allowedge[:] = [False] * nedge
        queue[:] = []
        if warm:
            labelend[:] = [-1] * (2 * nvertex)
        for v in range(nvertex):
            if mate[v] == -1 and label[inblossom[v]] == 0 and (not warm or dualvar[v] > 0):
                assign_label(v, 1, -1)
        # Warm: the roots are the free vertices of positive dual; none left, the matching is optimal.
        if warm and not queue:
            break
        augmented = event = False
        while True:
            while queue and not augmented:
                v = queue.pop()
                bv_ = inblossom[v]
                dv = dualvar[v]
                for p, w, k, wk in scan[v]:
                    bw_ = inblossom[w]
                    if bv_ == bw_:
                        continue
                    kslack = 0
                    if not allowedge[k]:
                        kslack = dv + dualvar[w] - wk
                        if kslack <= 0:
                            allowedge[k] = True
                    if allowedge[k]:
                        lw = label[bw_]
                        if lw == 0:
                            if warm and mate[blossombase[bw_]] == -1:
                                # Warm: a free vertex of dual 0 reached: an augmenting path.
                                augment_matching(k)
                                augmented = True
                                break
                            assign_label(w, 2, p ^ 1)
                        elif lw == 1:
                            base = scan_blossom(v, w)
                            if base >= 0:
                                add_blossom(base, k)
                                bv_ = inblossom[v]
                            else:
                                augment_matching(k)
                                augmented = True
                                break
                        elif label[w] == 0:
                            label[w] = 2
                            labelend[w] = p ^ 1
                    else:
                        if label[bw_] == 1:
                            b = inblossom[v]
                        elif label[w] == 0:
                            b = w
                        else:
                            continue
                        be = bestedge[b]
                        if be == -1:
                            bestedge[b] = k
                            bestslack[b] = kslack
                            beststamp[b] = epoch
                            continue
                        cur = bestslack[b] if beststamp[b] == epoch else slack(be)
                        if kslack < cur:
                            bestedge[b] = k
                            bestslack[b] = kslack
                        else:
                            bestslack[b] = cur
                        beststamp[b] = epoch
            if augmented:
                break
            deltatype = -1
            delta = 0
            deltaedge = deltablossom = -1
            if not maxcardinality and not warm:
                deltatype = 1
                delta = min(dualvar[:nvertex])
            elif not maxcardinality:
                # Warm: the least dual of an S-vertex (cold, the free vertices hold the least of all).
                for v in range(nvertex):
                    if label[inblossom[v]] == 1 and (deltatype == -1 or dualvar[v] < delta):
                        delta = dualvar[v]
                        deltatype = 1
            for v in range(nvertex):
                if label[inblossom[v]] == 0 and bestedge[v] != -1:
                    if beststamp[v] == epoch:
                        d = bestslack[v]
                    else:
                        d = bestslack[v] = slack(bestedge[v])
                        beststamp[v] = epoch
                    if deltatype == -1 or d < delta:
                        delta = d
                        deltatype = 2
                        deltaedge = bestedge[v]
            for b in range(2 * nvertex):
                if blossomparent[b] == -1 and label[b] == 1 and bestedge[b] != -1:
                    if beststamp[b] == epoch:
                        kslack = bestslack[b]
                    else:
                        kslack = bestslack[b] = slack(bestedge[b])
                        beststamp[b] = epoch
                    d = kslack // 2
                    if deltatype == -1 or d < delta:
                        delta = d
                        deltatype = 3
                        deltaedge = bestedge[b]
            for b in range(nvertex, 2 * nvertex):
                if (
                    blossombase[b] >= 0
                    and blossomparent[b] == -1
                    and label[b] == 2
                    and (deltatype == -1 or dualvar[b] < delta)
                ):
                    delta = dualvar[b]
                    deltatype = 4
                    deltablossom = b
            if deltatype == -1:
                deltatype = 1
                delta = max(0, min(dualvar[:nvertex]))
            epoch += 1
            for v in range(nvertex):
                lb = label[inblossom[v]]
                if lb == 1:
                    dualvar[v] -= delta
                elif lb == 2:
                    dualvar[v] += delta
            for b in range(nvertex, 2 * nvertex):
                if blossombase[b] >= 0 and blossomparent[b] == -1:
                    if label[b] == 1:
                        dualvar[b] += delta
                    elif label[b] == 2:
                        dualvar[b] -= delta
            if deltatype == 1:
                if warm:
                    # An S-vertex reached dual 0: matched under a root of positive dual, it frees itself
                    # and matches the root; the stage ends while a free vertex has a positive dual.
                    for v in range(nvertex):
                        if label[inblossom[v]] == 1 and dualvar[v] == 0 and mate[v] != -1 \
                                and dualvar[root_of(v)] > 0:
                            flip_to_root(v)
                            break
                    event = any(mate[v] == -1 and dualvar[v] > 0 for v in range(nvertex))
                break
            if deltatype == 2:
                allowedge[deltaedge] = True
                i, j = endpoint[2 * deltaedge], endpoint[2 * deltaedge + 1]
                if label[inblossom[i]] == 0:
                    i, j = j, i
                queue.append(i)
            elif deltatype == 3:
                allowedge[deltaedge] = True
                queue.append(endpoint[2 * deltaedge])
            else:
                expand_blossom(deltablossom, False)
        if not augmented and not event:
            break
        for b in range(nvertex, 2 * nvertex):
            if blossomparent[b] == -1 and blossombase[b] >= 0 and label[b] == 1 and dualvar[b] == 0:
                expand_blossom(b, True)
    mates = [endpoint[m] if m >= 0 else -1 for m in mate]
    if form is not None:
        form[:] = _forms(dualvar, blossomparent, nvertex)
    if not support:
        return mates, []
    return mates, _support(endpoint, w2, dualvar, blossomparent)


def _forms(dualvar: list[int], blossomparent: list[int], nvertex: int) -> list[int]:
    """Per vertex: 2 if its final dual is positive, plus the number of blossoms of positive dual holding
    it: its doubled dual for the support's levels, each blossom's spread over its vertices (what the
    next tier's warm start reads, :func:`solve_shaped`)."""
    forms = []
    for v in range(nvertex):
        count = 0
        b = blossomparent[v]
        while b != -1:
            count += dualvar[b] > 0
            b = blossomparent[b]
        forms.append(2 * (dualvar[v] > 0) + count)
    return forms


def _support(endpoint: list[int], w2: list[int], dualvar: list[int], blossomparent: list[int]) -> list[int]:
    """Per edge: -1 where its reduced cost under the final duals is positive (doubled, with the duals
    of every blossom holding both ends), else its *level*: how many of its ends have a positive dual,
    plus how many blossoms with a positive dual hold both ends.

    By complementary slackness every maximum-weight matching uses only edges of zero reduced cost,
    matches every vertex of positive dual and fills every blossom of positive dual; a matching of
    those edges is optimal exactly when it does so. The levels, as weights, have the same optima
    among the support's matchings (the dual 1 per positive vertex or blossom makes them all tight):
    a small stand-in for the weights when a tie-break is solved on the support.
    """
    levels = [-1] * len(w2)
    for k, wk in enumerate(w2):
        i, j = endpoint[2 * k], endpoint[2 * k + 1]
        s = dualvar[i] + dualvar[j] - wk
        level = (dualvar[i] > 0) + (dualvar[j] > 0)
        above = set()
        b = blossomparent[i]
        while b != -1:
            above.add(b)
            b = blossomparent[b]
        b = blossomparent[j]
        while b != -1:
            if b in above:
                s += 2 * dualvar[b]
                level += dualvar[b] > 0
            b = blossomparent[b]
        if s == 0:
            levels[k] = level
    return levels

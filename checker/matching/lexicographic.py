"""Lexicographic maximum-weight matching: the best on a first weight, then among those on a tie-break.

Packing every tie-break into one weight makes the numbers as wide as all its digits together (the
Dutch 4.2.2 transposition order alone takes about n·log2(n) bits), and the blossom algorithm's
cost grows with that width. Here each tie-break (a *tier*) is solved on the *support* of the
previous optimum instead: the edges of zero reduced cost under its optimal duals, which hold every
maximum-weight matching (complementary slackness). A tier sees that support, so it can number only
the choices still open (a few per player instead of n), and its values are appended below the
support's *levels* (small weights with the same optima there), on the support alone: a narrower
and sparser problem than the packed weight.

>>> first = {(1, 2): 2, (3, 4): 2, (1, 3): 2, (2, 4): 2}
>>> prefer_1_3 = lambda support, mate: TierValues(values={(1, 3): 1}, bound=2)
>>> lexicographic_matching(first, [prefer_1_3])
{1: 3, 2: 4, 3: 1, 4: 2}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import accumulate, compress, repeat
from operator import add, mul
from typing import NamedTuple

from checker.matching.weighted import (checked_lists, max_weight_matching, max_weight_matching_with_support,
                                       solve_lists, solve_shaped)

Edge = tuple[int, int]


class EdgeLists(NamedTuple):
    """Weights as two parallel lists (a caller that builds them so, no dict of every pair made and read
    back: issue 34), trusted as :func:`weighted.checked_lists` would return them: int weights, no loop."""

    pairs: list[Edge]
    values: list[int]


class TierValues(NamedTuple):
    """A tie-break's values on the support's edges (missing edges: 0) and a bound on their sum."""

    values: Mapping[Edge, int]
    """Non-negative value of an edge: the larger the total over the matching, the better."""
    bound: int
    """Larger than the total of ``values`` over any matching of the support."""
    settles: frozenset[int] = frozenset()
    """Vertices whose partner (or being unpaired) is the same in every optimum of this tier: once it
    is solved, their pairs are fixed and leave the later solves, partners included."""
    leaves: frozenset[int] = frozenset()
    """Vertices whose partner (or being unpaired) in the optimum the tier was given is the same in every
    optimum so far: their pairs are fixed and leave the graph before this tier is solved, not after."""
    then: Tier | None = None
    """A tie-break to solve right after this one: a long tie-break cut into pieces, each narrow and
    each on a smaller graph than the last (with ``settles``)."""
    places: Mapping[int, int] | None = None
    """The same values by their edge's position in the support the tier was given, when the tier has
    them (it scanned that list): a warm solve adds them at their places, no lookup per edge."""
    charges: Mapping[int, int] | None = None
    """For a warm solve: a share of the values per vertex, every valued edge's two shares at least its
    value (feasible), chosen by the tier to be tight on the pairs it expects (``_warm_duals``);
    None: each edge's value charged to its first vertex."""
    exact: Callable[[Mapping[int, int]], bool] | None = None
    """Given this tier's optimum: False when ``values`` (cut short to be narrow) may have kept fewer
    optima than the tie-break they stand for; the tier's support is then dropped, the one before it
    kept with this optimum (an optimum of every tier before), and ``then`` goes on from there. None:
    the values are exact."""


Tier = Callable[[Sequence[Edge], Mapping[int, int]], TierValues | None]
"""A tie-break, given the support of the optima so far and one of them; None when it cannot tell
the optima apart."""


ROW_BITS = 128
"""About how many bits of rows one tier of :func:`row_digits` takes: a few limbs of the compiled core,
so that the later rows are solved on a smaller graph, without the settled ones."""


def row_digits(rows: Sequence[int], columns: Mapping[int, Mapping[int, Edge]],
               bits: int = ROW_BITS) -> tuple[list[int], dict[Edge, int], int]:
    """A transposition order's first rows as one tier in a mixed radix: the rows taken in order up to
    about ``bits`` bits, the first the most significant; row r values its columns (ascending: the first
    is best) from their number down to 1. Returns the rows taken, the edges' values and the bound (the
    radix's product), as the Dutch 4.2.2 and the top-scoregroup identifier tiers use it.

    >>> row_digits([1, 2], {1: {5: (1, 5), 6: (1, 6)}, 2: {5: (2, 5), 6: (2, 6)}})
    ([1, 2], {(2, 5): 2, (2, 6): 1, (1, 5): 6, (1, 6): 3}, 9)
    """
    chunk: list[int] = []
    used = 0
    for row in rows:
        width = len(columns[row]).bit_length()
        if chunk and used + width > bits:
            break
        chunk.append(row)
        used += width
    values: dict[Edge, int] = {}
    place = 1
    for row in reversed(chunk):
        ordered = sorted(columns[row])
        for rank, column in enumerate(ordered):
            values[columns[row][column]] = place * (len(ordered) - rank)
        place *= len(ordered) + 1
    return chunk, values, place


def lexicographic_matching(weights: Mapping[Edge, int] | EdgeLists, tiers: Sequence[Tier], warm: bool = False,
                           start: tuple[Mapping[int, int], Mapping[int, int]] | None = None) -> dict[int, int]:
    """A maximum-weight matching for ``weights``, and among those the best for each tier in turn.

    The result is the matching a single solve on ``weights[e] * B + tier values`` would give for a
    large enough B (same optimum set at every tier); only the arithmetic is narrower. A tier's
    ``then`` is solved right after it; the vertices it ``settles`` keep their pairs from then on and
    leave the graph (those it ``leaves``, before it is solved): every optimum holds those pairs, so
    the best level sum on what is left is reached exactly by the rest of the optima.

    With ``warm`` each tier's solve starts from the optimum before it (``_warm_duals``) instead of
    from scratch: the same optima at every tier, but where a tier leaves a tie, another of the tied
    matchings may come out than the cold solves give (issue 34: for a caller that reads only what the
    tiers decide, as Burstein's pairer, tests/systems/burstein/test_burstein_tie_path.py). ``start``
    (with ``warm``): the first solve's warm start, doubled duals feasible for ``weights`` and a partner
    per vertex (``weighted.solve_shaped``): the same optimum value, perhaps another tied optimum.
    ``weights`` may come as :class:`EdgeLists` (read as they are by a warm solve).
    """
    if warm and tiers:
        # EdgeLists as they are: no dict of every pair (the solve reads them so)
        pairs, values = weights if isinstance(weights, EdgeLists) else checked_lists(weights)
        mate, pairs, levels, forms = solve_shaped(pairs, values, start)
        return _tiers(mate, pairs, levels, forms, tiers, warm)
    mapping = dict(zip(*weights)) if isinstance(weights, EdgeLists) else weights
    if not tiers:
        return max_weight_matching(mapping)
    mate, support = max_weight_matching_with_support(mapping)
    # The support as parallel lists (edges in input order, levels), not a dict: each tier's weights
    # are one pass over them (issue 34: 100,000 support edges a tier at 1,600 Burstein players).
    return _tiers(mate, list(support), list(support.values()), {}, tiers, warm)


def _tiers(mate: dict[int, int], pairs: list[Edge], levels: list[int], forms: dict[int, int], tiers: Sequence[Tier],
           warm: bool) -> dict[int, int]:
    """:func:`lexicographic_matching` after its first solve: ``mate`` an optimum, ``pairs`` and ``levels``
    its support, ``forms`` its vertices' forms (with ``warm``); each tier solved in turn."""
    fixed: dict[int, int] = {}
    pending = list(reversed(tiers))
    while pending:
        tie_break = pending.pop()(pairs, {**fixed, **mate})
        if tie_break is None:
            continue
        if tie_break.then is not None:
            pending.append(tie_break.then)
        keep = None
        if tie_break.leaves:
            mate, pairs, levels, keep = _fix(tie_break.leaves, mate, pairs, levels, fixed)
        bound, value = tie_break.bound, tie_break.values.get
        if warm:
            # Doubled here, as solve_shaped's warm start takes them (issue 34: one pass over the
            # support's weights, not a second one to double them): 2 * (level * bound + value).
            current = _doubled_weights(pairs, levels, bound, tie_break, keep)
            start = (mate, _warm_duals(forms, bound, tie_break.values, tie_break.charges))
            if not pending:
                return {**fixed, **solve_shaped(pairs, current, start, support=False, doubled=True)[0]}
            solved = solve_shaped(pairs, current, start, doubled=True)
            if not _kept(tie_break, solved[0], fixed):
                mate = solved[0]
                continue
            mate, pairs, levels, forms = solved
            if tie_break.settles:
                mate, pairs, levels, _ = _fix(tie_break.settles, mate, pairs, levels, fixed)
            continue
        # level * bound + the tier's value (0 off its edges), by C-level maps: no bytecode per edge
        current = list(map(add, map(mul, levels, repeat(bound)), map(value, pairs, repeat(0))))
        if not pending:
            return {**fixed, **solve_lists(pairs, current, support=False)[0]}
        cold = solve_lists(pairs, current)
        if not _kept(tie_break, cold[0], fixed):
            mate = cold[0]
            continue
        mate, pairs, levels = cold
        if tie_break.settles:
            mate, pairs, levels, _ = _fix(tie_break.settles, mate, pairs, levels, fixed)
    return {**fixed, **mate}


def _doubled_weights(pairs: list[Edge], levels: list[int], bound: int, tie_break: TierValues,
                     keep: list[bool] | None) -> list[int]:
    """``2 * (level * bound + value)`` for every support edge (the tier's values, 0 off its edges;
    ``keep``: which edges of the support the tier was given are still there, after ``leaves``).
    Levels are small (a few per edge): each level's weight is made once and looked up, then the
    tier's few valued edges (a piece's rows, a few hundred of 30,000) are added at their places
    (``places`` moved past the edges that left, else found by edge) (issue 34: a big int product
    and a tuple lookup per edge were most of a warm piece's Python)."""
    scale = [2 * bound * level for level in range(max(levels, default=0) + 1)]
    current = list(map(scale.__getitem__, levels))
    if tie_break.places is not None:
        if keep is None:
            for k, x in tie_break.places.items():
                current[k] += 2 * x
        else:
            # an edge's new place: how many kept edges come up to it, itself included, less one
            shift = list(accumulate(keep))
            for k, x in tie_break.places.items():
                if keep[k]:
                    current[shift[k] - 1] += 2 * x
    elif tie_break.values:
        place = dict(zip(pairs, range(len(pairs))))
        for e, x in tie_break.values.items():
            found = place.get(e)
            if found is not None:
                current[found] += 2 * x
    return current


def _kept(tie_break: TierValues, mate: dict[int, int], fixed: dict[int, int]) -> bool:
    """Whether the tier's solve stands (its support replaces the one before): ``exact`` on its optimum."""
    return tie_break.exact is None or tie_break.exact({**fixed, **mate})


def _warm_duals(forms: Mapping[int, int], bound: int, values: Mapping[Edge, int],
                charges: Mapping[int, int] | None = None) -> dict[int, int]:
    """Doubled vertex duals for ``level * bound + value`` on the support, at every vertex of the
    solve before (the support's vertices and those ``_fix`` took out), from that solve: its
    forms (``weighted.solve_shaped``) times the bound cover ``level * bound``, and each edge's value is
    charged to its first vertex (twice the largest value charged to a vertex: feasible). The optimum
    before stays tight but where a value was not its first vertex's largest or an edge leaves a
    blossom (a Burstein 4.3 row's BSN comes first in its edges: only the rows not at their best
    column and their partners start unmatched). ``charges``: the tier's own shares instead (feasible
    the same way: Burstein's, tight on the pairs its rows are expected to take)."""
    charge: dict[int, int] = {}
    if charges is not None:
        charge = dict(charges)
    else:
        for (u, _), x in values.items():
            if x > charge.get(u, 0):
                charge[u] = x
    # By the solve before's vertices (a few hundred), not a scan of the support (100,000 edges at
    # 1,600 players, issue 34): solve_shaped reads only its edges' vertices, whose duals are the same.
    return {v: bound * form + 2 * charge.get(v, 0) for v, form in forms.items()}


def _fix(vertices: frozenset[int], mate: dict[int, int], pairs: list[Edge], levels: list[int],
         fixed: dict[int, int]) -> tuple[dict[int, int], list[Edge], list[int], list[bool]]:
    """Move ``vertices`` and their partners in ``mate`` into ``fixed`` (in place): the mate and the
    support (``pairs`` with their ``levels``) without them, and which of its edges stayed."""
    gone = set(vertices) | {mate[v] for v in vertices if v in mate}
    fixed.update((v, mate[v]) for v in gone if v in mate)
    keep = list(map(gone.isdisjoint, pairs))
    rest = {u: v for u, v in mate.items() if u not in gone}
    return rest, list(compress(pairs, keep)), list(compress(levels, keep)), keep

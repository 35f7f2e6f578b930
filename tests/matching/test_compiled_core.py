"""The compiled matching core (checker/matching/_blossom.c) against the pure-Python matcher it replaces.

Both run the same algorithm step for step, so they must return the same matching, ties included:
on random graphs with weights far beyond 64 bits (hypothesis), and on every matching the pairing
systems ask for while pairing corpus rounds (a slice by default, the whole corpus under ``slow``).
``SWISSCHECK_PURE_PYTHON`` switches the core off: the fallback of an install without a compiler.
"""

from __future__ import annotations

from array import array

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.errors import PairingImpossible
from checker.matching import max_weight_matching, weighted
from checker.models import Pairing
from checker.systems.registry import choose
from checker.trf import load
from tests.paths import DATA

needs_core = pytest.mark.skipif(weighted.COMPILED is None,
                                reason="the compiled core is not built here (no C compiler at install)")

# Weights shaped as the systems pack them: a few huge digits far apart, many equal (ties), or wide random.
WEIGHT = st.one_of(
    st.integers(-5, 8),
    st.builds(lambda a, s, b: (a << s) + b, st.integers(1, 3), st.integers(0, 640), st.integers(0, 3)),
    st.integers(0, 2**700),
)


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, list[tuple[int, int, int]]]:
    """A random graph on up to 16 vertices (indices 0..n-1) with huge integer weights."""
    n = draw(st.integers(1, 16))
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=len(pairs))) if pairs else []
    return n, [(i, j, draw(WEIGHT)) for i, j in sorted(chosen)]


def _compiled(n: int, edges: list[tuple[int, int, int]], maxcardinality: bool,
              support: bool = False) -> tuple[list[int], list[int]]:
    """The compiled core on ``_blossom_python``'s input."""
    ends = [x for i, j, _ in edges for x in (i, j)]
    return weighted._blossom_compiled(n, ends, [w for _, _, w in edges], maxcardinality, support)


def _same_mates(graph: tuple[int, list[tuple[int, int, int]]]) -> None:
    n, edges = graph
    for maxcardinality in (False, True):
        assert _compiled(n, edges, maxcardinality) == weighted._blossom_python(n, edges, maxcardinality)
    # The support and its levels too: the tiers of lexicographic_matching use them.
    assert _compiled(n, edges, False, True) == weighted._blossom_python(n, edges, False, True)


@needs_core
@settings(max_examples=300, deadline=None)
@given(graphs())
def test_compiled_core_returns_the_pure_python_matching_on_huge_weights(graph: tuple[int, list[tuple[int, int, int]]]) -> None:
    _same_mates(graph)


@needs_core
@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(-3, 40), st.integers(-3, 40)), max_size=60))
def test_compiled_relabel_numbers_vertices_as_the_python_one(pairs: list[tuple[int, int]]) -> None:
    # The matching's tie-breaking depends on the vertex numbers: first appearance, in both.
    labels, ends = weighted._relabel(pairs)
    python_labels, python_ends = weighted._relabel_python(pairs)
    assert (labels, list(ends)) == (python_labels, list(python_ends))
    assert [labels[i] for i in ends] == [v for pair in pairs for v in pair]


@needs_core
def test_compiled_relabel_refuses_a_pair_that_is_not_a_tuple_and_python_takes_over() -> None:
    with pytest.raises(TypeError, match="2-tuple"):
        weighted.COMPILED.relabel([(1, 2), [2, 3]])  # type: ignore[union-attr]
    assert weighted._relabel([(1, 2), [2, 3]])[0] == [1, 2, 3]  # type: ignore[list-item]


@needs_core
@pytest.mark.slow
@settings(max_examples=2000, deadline=None)
@given(graphs())
def test_compiled_core_returns_the_pure_python_matching_2000_examples(graph: tuple[int, list[tuple[int, int, int]]]) -> None:
    _same_mates(graph)


@needs_core
def test_compiled_core_is_exact_where_64_bit_floats_or_ints_would_not_be() -> None:
    # Two heavy edges against three that sum 1 more: only the exact sum picks the three.
    big = 2**400
    weights = {(1, 2): big, (3, 4): big, (1, 5): big - 1, (2, 3): big + 1, (4, 6): big + 1}
    assert max_weight_matching(weights) == {1: 5, 5: 1, 2: 3, 3: 2, 4: 6, 6: 4}
    assert weighted.compiled_core_used()


def test_the_variable_forces_the_pure_python_matcher(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = weighted._blossom_python

    def counting(nvertex: int, edges: list[tuple[int, int, int]], maxcardinality: bool,
                 support: bool = False) -> tuple[list[int], list[int]]:
        calls.append(nvertex)
        return real(nvertex, edges, maxcardinality, support)

    monkeypatch.setattr(weighted, "_blossom_python", counting)
    monkeypatch.setenv(weighted.PURE_PYTHON_VARIABLE, "1")
    assert not weighted.compiled_core_used()
    assert max_weight_matching({(1, 2): 5, (2, 3): 7, (3, 4): 5}) == {1: 2, 2: 1, 3: 4, 4: 3}
    assert calls == [4]
    monkeypatch.setenv(weighted.PURE_PYTHON_VARIABLE, "0")
    assert weighted.compiled_core_used() == (weighted.COMPILED is not None)


def _pairings(path: Path) -> Iterator[Pairing | None]:
    """The reference pairing of every round of a corpus file (None where the pairer finds none)."""
    tournament, _ = load(path)
    system = choose(tournament)
    for r in range(1, system.next_round(tournament)):
        try:
            yield system.pair(system.build_state(tournament, r, None))
        except PairingImpossible:
            yield None


def _cross_checked(paths: list[Path], monkeypatch: pytest.MonkeyPatch) -> int:
    """Pair every round of ``paths`` with both matchers compared on every solve; the number of solves."""
    solves: list[int] = []
    compiled_core = weighted._blossom_compiled_raw

    def both(nvertex: int, ends: list[int], values: list[int], maxcardinality: bool, support: bool = False,
             start: tuple[list[int], list[int]] | None = None,
             form: list[int] | None = None) -> tuple[list[int], list[int] | bytes]:
        # warm starts (Burstein's 4.3 pieces) and the forms they read compared too; the levels as the
        # core gives them (bytes) handed on, so the solves read them as they do without the test
        forms: tuple[list[int], list[int]] = ([], [])
        compiled = compiled_core(nvertex, ends, values, maxcardinality, support, start,
                                 None if form is None else forms[0])
        levels = compiled[1] if isinstance(compiled[1], list) else array("i", compiled[1]).tolist()
        edges = list(zip(ends[0::2], ends[1::2], values))
        python = weighted._blossom_python(nvertex, edges, maxcardinality, support, start,
                                          None if form is None else forms[1])
        assert (compiled[0], levels, forms[0]) == (*python, forms[1]), (nvertex, edges, start)
        if form is not None:
            form[:] = forms[0]
        solves.append(nvertex)
        return compiled

    monkeypatch.setattr(weighted, "_blossom_compiled_raw", both)
    monkeypatch.delenv(weighted.PURE_PYTHON_VARIABLE, raising=False)
    for path in paths:
        list(_pairings(path))
    return len(solves)


SLICE = [DATA / "dutch-2026" / "p33r7-s17.trf", DATA / "dutch-2026" / "p25r11-s40.trf",
         DATA / "double-swiss" / "dsw-p12r6-s5001.trf", DATA / "dubov" / "jvf-dubov-p16r8-s2103.trf",
         DATA / "burstein" / "jvf-burstein-p10r9-s5016.trf",
         DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf"]


@needs_core
def test_every_solve_of_a_corpus_slice_is_the_same_with_both_matchers(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _cross_checked(SLICE, monkeypatch) > 50


def test_a_corpus_round_pairs_the_same_with_the_pure_python_matcher(monkeypatch: pytest.MonkeyPatch) -> None:
    path = DATA / "dutch-2026" / "p33r7-s17.trf"
    default = list(_pairings(path))
    monkeypatch.setenv(weighted.PURE_PYTHON_VARIABLE, "1")
    assert list(_pairings(path)) == default
    assert all(p is not None and p.pairs for p in default)


@needs_core
@pytest.mark.slow
@pytest.mark.parametrize("folder", ["dutch-2026", "double-swiss", "team", "dubov", "burstein"])
def test_every_solve_of_the_corpus_is_the_same_with_both_matchers(folder: str, corpus_dir: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    assert _cross_checked(sorted((corpus_dir / folder).glob("*.trf")), monkeypatch) > 0


@needs_core
def test_duals_outgrowing_narrow_limbs_are_caught_and_solved_again_wider(monkeypatch: pytest.MonkeyPatch) -> None:
    # One bit of headroom: weights just below 2**62 fill a single limb, and the duals (up to twice
    # the largest weight) overflow it. The core must notice, and the matcher solve again wider.
    import random

    core = weighted.COMPILED
    assert core is not None
    overflows: list[int] = []

    def spy(*args: object) -> object:
        try:
            return core.solve(*args)
        except OverflowError:
            overflows.append(1)
            raise

    monkeypatch.setattr(weighted, "HEADROOM_BITS", 1)
    monkeypatch.setattr(weighted, "COMPILED", type("Spy", (), {"solve": staticmethod(spy)}))
    rng = random.Random(1)
    for _ in range(60):
        n = rng.randint(4, 12)
        weights = {(i, j): rng.randint(2**61, 2**62 - 1) for i in range(n) for j in range(i + 1, n) if rng.random() < 0.6}
        compiled = max_weight_matching(weights)
        monkeypatch.setenv(weighted.PURE_PYTHON_VARIABLE, "1")
        assert compiled == max_weight_matching(weights)
        monkeypatch.delenv(weighted.PURE_PYTHON_VARIABLE)
    assert overflows, "no overflow provoked: the test no longer exercises the safeguard"


@pytest.mark.parametrize("top", [3, 255, 256, 70000])
def test_support_read_off_the_cores_bytes_equals_the_support_read_off_a_list(top: int) -> None:
    # Issue 34: the levels as native int32 bytes, read at C speed when every level is -1 or below
    # 256 and through a list otherwise (``top``: the largest level): the same edges and levels.
    levels = [-1, 0, 2, -1, top, 1, -1, -1, 0]
    pairs = [(i, i + 1) for i in range(len(levels))]
    expected = ([p for p, x in zip(pairs, levels) if x >= 0], [x for x in levels if x >= 0])
    assert weighted._support_lists(pairs, array("i", levels).tobytes()) == expected
    assert weighted._support_lists(pairs, levels) == expected

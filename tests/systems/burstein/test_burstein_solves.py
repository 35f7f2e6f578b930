"""The fast pairer's shortcut (each bracket solved with the next scoregroup only, the rest checked for
completion) gives what one solve over every unpaired player gives, bracket by bracket, on rounds larger
than the literal reading can walk."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import pytest

from checker.systems.burstein import pairer, tiers
from checker.systems.burstein.criteria import Bracket, PairWeights, pair_weights
from checker.systems.burstein.pairer import walk
from checker.systems.burstein.rules import RoundData
from checker.systems.burstein.state import build_state
from checker.systems.burstein.system import BURSTEIN
from tests.support import generate


@pytest.mark.parametrize(("players", "rounds", "seed"), [
    (30, 8, 11), pytest.param(57, 7, 12, marks=pytest.mark.slow), pytest.param(90, 9, 13, marks=pytest.mark.slow)])
def test_local_solves_equal_the_full_solves_on_every_burstein_round(players: int, rounds: int, seed: int) -> None:
    tournament = generate(BURSTEIN, players, rounds, seed, absence_rate=0.08, forfeit_rate=0.08)
    for r in range(5, rounds + 1):
        state = build_state(tournament, r)
        assert walk(state, shortcut=True)[1] == walk(state, shortcut=False)[1]


@pytest.mark.parametrize(("players", "rounds", "seed", "shortcut"), [
    (30, 8, 11, True), (31, 8, 21, False), (44, 9, 22, True),
    pytest.param(80, 9, 23, True, marks=pytest.mark.slow), pytest.param(61, 9, 24, False, marks=pytest.mark.slow)])
def test_burstein_4_3_as_tiers_gives_the_pairing_of_the_4_3_digits_packed_in_the_weight(
        players: int, rounds: int, seed: int, shortcut: bool) -> None:
    tournament = generate(BURSTEIN, players, rounds, seed, absence_rate=0.08, forfeit_rate=0.08)
    for r in range(5, rounds + 1):
        state = build_state(tournament, r)
        assert walk(state, shortcut, packed=False)[1] == walk(state, shortcut, packed=True)[1]


def _solves(players: int, rounds: int, seed: int) -> Iterator[tuple[RoundData, Bracket, frozenset[int], frozenset[int],
                                                                      frozenset[int], bool]]:
    """Every first solve of a generated tournament's Burstein rounds: (round data, bracket, its members,
    the members and the next scoregroup, the solve's vertices, whether it is the full one), local then full."""
    tournament = generate(BURSTEIN, players, rounds, seed, absence_rate=0.08, forfeit_rate=0.08)
    for r in range(5, rounds + 1):
        data, brackets = walk(build_state(tournament, r))
        for bracket, _ in brackets:
            members = frozenset(bracket.members)
            side = members | frozenset(bracket.next_group)
            for vertices, full in ((side, False), (bracket.free, True)):
                yield data, bracket, members, side, vertices, full


def _pair_by_pair(weigh: PairWeights, vertices: frozenset[int], adjacency: tuple[frozenset[int], ...],
                  members: frozenset[int], side: frozenset[int], others: bool) -> dict[tuple[int, int], int]:
    """The pairer's weights as they were written before ``PairWeights.edges``: one call per pair."""
    out: dict[tuple[int, int], int] = {}
    for a in vertices:
        for b in adjacency[a] & vertices:
            if b <= a:
                continue
            if a in members and b in members:
                out[(a, b)] = weigh.own(a, b)
            elif a in side and b in side:
                out[(a, b)] = weigh.next(a, b)
            elif others:
                out[(a, b)] = weigh.card
    return out


@pytest.mark.parametrize(("players", "rounds", "seed"), [(30, 8, 11), (44, 9, 22)])
def test_burstein_c4_c8_weights_row_by_row_equal_the_pair_by_pair_weights_in_the_same_order(
        players: int, rounds: int, seed: int) -> None:
    # Burstein C4-C8 (and 4.3 when packed): PairWeights.edges gives own/next/card's values, edge order
    # kept; edge_lists the same values, by first and second player.
    seen = 0
    for data, bracket, members, side, vertices, full in _solves(players, rounds, seed):
        for packed in (False, True):
            weigh = pair_weights(data, bracket, full, packed)
            expected = _pair_by_pair(weigh, vertices, data.adjacency, members, side, full)
            got = weigh.edges(vertices, data.adjacency, members, side, full)
            assert list(got.items()) == list(expected.items())
            pairs, values = weigh.edge_lists(vertices, data.adjacency, members, side, full)
            assert dict(zip(pairs, values)) == expected and len(pairs) == len(expected)
            assert packed or pairs == sorted(pairs)
            seen += len(got)
    assert seen > 1000


@pytest.mark.parametrize(("players", "rounds", "seed"), [(30, 8, 11), (44, 9, 22)])
def test_burstein_c4_c8_warm_start_duals_are_feasible_and_its_pairs_tight(players: int, rounds: int, seed: int) -> None:
    # PairWeights.start (issue 34): every edge's two doubled duals at least twice its C4-C8 weight, the
    # start's pairs compatible and exactly tight, local and full solves; a same-colour pair (C8) is slack.
    tight = slack = 0
    for data, bracket, members, side, vertices, full in _solves(players, rounds, seed):
        weigh = pair_weights(data, bracket, full, False)
        weights = weigh.edges(vertices, data.adjacency, members, side, full)
        start = weigh.start(vertices, data.adjacency, bracket.members, side, full)
        assert start is not None
        partner, dual = start
        for (a, b), w in weights.items():
            assert dual[a] + dual[b] >= 2 * w
            slack += dual[a] + dual[b] > 2 * w
        for a, b in partner.items():
            assert partner[b] == a and (min(a, b), max(a, b)) in weights
            assert dual[a] + dual[b] == 2 * weights[(min(a, b), max(a, b))]
            tight += 1
    assert tight > 500 and slack > 500


@pytest.mark.parametrize(("slack", "bits"), [(0, 12), (1, 24), (0, 170)])
@pytest.mark.parametrize(("players", "rounds", "seed"), [(30, 8, 11), (44, 9, 22)])
def test_burstein_4_3_narrow_rows_give_the_pairing_of_the_4_3_digits_packed_in_the_weight(
        monkeypatch: pytest.MonkeyPatch, slack: int, bits: int, players: int, rounds: int, seed: int) -> None:
    # Burstein 4.3 (issue 34): rows valued on their position + SLACK largest columns only, pieces of a
    # few rows; with no slack many pieces are not exact (their support dropped, the failing row under a
    # ceiling), and rows the optimum already holds at their digit leave unsolved: the pairing is the
    # packed digits' in every round, and both paths are taken; every piece's warm shares are feasible.
    calls = {"exact": 0, "rejected": 0, "greedy": 0, "charges": 0}
    exact, greedy, charges = tiers._exact, tiers._greedy_prefix, tiers._charges

    def checked_charges(*args: Any) -> dict[int, int] | None:
        # the warm solve's shares: feasible by their construction (never the fallback)
        found = charges(*args)
        assert found is not None
        calls["charges"] += 1
        return found

    def counted_exact(*args: Any) -> bool:
        calls["exact"] += 1
        kept = exact(*args)
        calls["rejected"] += not kept
        return kept

    def counted_greedy(*args: Any) -> tuple[list[int], set[int]]:
        walked, taken = greedy(*args)
        calls["greedy"] += len(walked)
        return walked, taken

    monkeypatch.setattr(tiers, "SLACK", slack)
    monkeypatch.setattr(tiers, "ROW_BITS", bits)
    monkeypatch.setattr(tiers, "_exact", counted_exact)
    monkeypatch.setattr(tiers, "_greedy_prefix", counted_greedy)
    monkeypatch.setattr(tiers, "_charges", checked_charges)
    tournament = generate(BURSTEIN, players, rounds, seed, absence_rate=0.08, forfeit_rate=0.08)
    for r in range(5, rounds + 1):
        state = build_state(tournament, r)
        assert walk(state, packed=False)[1] == walk(state, packed=True)[1], f"round {r}"
    assert calls["rejected"] > 0 and calls["exact"] > calls["rejected"] and calls["greedy"] > 0
    assert calls["charges"] > calls["exact"]


def test_burstein_round_is_paired_with_the_cycle_collector_paused_and_switched_back_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 34 (speed): pairer.pair runs with gc off and leaves it as it found it, the same pairing.
    tournament = generate(BURSTEIN, 30, 8, 11, absence_rate=0.08, forfeit_rate=0.08)
    state = build_state(tournament, 6)
    expected = pairer.pair(state)
    seen: list[bool] = []
    inner = pairer.walk

    def recording(*args: Any, **kwargs: Any) -> Any:
        seen.append(gc.isenabled())
        return inner(*args, **kwargs)

    monkeypatch.setattr(pairer, "walk", recording)
    assert gc.isenabled()
    assert pairer.pair(state) == expected
    assert seen == [False] and gc.isenabled()

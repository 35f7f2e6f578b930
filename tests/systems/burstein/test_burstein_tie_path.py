"""The Burstein pairing (3.2.2, 4.3) does not depend on the blossom algorithm's tie path (issue 34).

Among the optima of a tier, the matcher returns the one its path reaches first (vertex numbering,
edge order). The pairer reads only what 4.3 and C4-C8 decide: the pairs inside the bracket and who
floats. So the pairing is the same when every solve gets its edges shuffled and turned, the
precondition for solving a 4.3 piece from the last one's matching (a warm start takes another path
among the same optima): ``bench/burstein_warm.py --shuffles`` measures it on the large files.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence

import pytest

import checker.matching.lexicographic as lexicographic
import checker.matching.weighted as weighted
from checker.matching import Tier
from checker.systems.burstein import pairer
from checker.systems.burstein.state import BursteinState
from checker.systems.burstein.system import BURSTEIN
from checker.trf import load
from tests.paths import DATA

COLD = weighted.solve_lists
SHAPED = weighted.solve_shaped

FILES = ("jvf-burstein-p10r9-s5016.trf", "xgen-burstein-p6r5-s8100.trf", "xgen-burstein-p9r5-s8133.trf")


class ShuffledSolves:
    """``solve_lists`` with every solve's edges in a random order and turned at random: another tie
    path; counts the solves whose matching the new path changed (so the test is not vacuous)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.moved = 0

    def __call__(self, pairs: list[tuple[int, int]], values: list[int], maxcardinality: bool = False,
                 support: bool = True) -> tuple[dict[int, int], list[tuple[int, int]], list[int]]:
        order = list(range(len(pairs)))
        self.rng.shuffle(order)
        turned = [(v, u) if self.rng.random() < 0.5 else (u, v) for u, v in (pairs[i] for i in order)]
        result = COLD(turned, [values[i] for i in order], maxcardinality, support)
        self.moved += result[0] != COLD(pairs, values, maxcardinality, False)[0]
        return result


class ShuffledShaped(ShuffledSolves):
    """``solve_shaped`` (the warm pieces) with its edges shuffled and turned, as ``ShuffledSolves``."""

    def __call__(self, pairs: list[tuple[int, int]], values: list[int],  # type: ignore[override]
                 start: tuple[Mapping[int, int], Mapping[int, int]] | None = None, support: bool = True,
                 doubled: bool = False,
                 ) -> tuple[dict[int, int], list[tuple[int, int]], list[int], dict[int, int]]:
        order = list(range(len(pairs)))
        self.rng.shuffle(order)
        turned = [(v, u) if self.rng.random() < 0.5 else (u, v) for u, v in (pairs[i] for i in order)]
        result = SHAPED(turned, [values[i] for i in order], start, support, doubled)
        self.moved += result[0] != SHAPED(pairs, values, start, False, doubled)[0]
        return result


def burstein_rounds() -> Iterator[tuple[str, int]]:
    """Every round after the seeding rounds (1.6) of the files copied into tests/data/burstein."""
    for name in FILES:
        tournament, _ = load(DATA / "burstein" / name)
        for number in range(1, tournament.round_columns + 1):
            if isinstance(BURSTEIN.build_state(tournament, number), BursteinState):
                yield name, number


def test_burstein_3_2_2_pairing_is_the_same_on_every_tie_path_of_the_matcher(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Burstein 3.2.2 / 4.3: five shuffled tie paths per round give the published engine's pairing
    unchanged, while at least one solve's matching moved with the path."""
    moved = 0
    for name, number in burstein_rounds():
        tournament, _ = load(DATA / "burstein" / name)
        state = BURSTEIN.build_state(tournament, number)
        expected = BURSTEIN.pair(state)
        for seed in range(1, 6):
            solves, shaped = ShuffledSolves(seed), ShuffledShaped(seed)
            with monkeypatch.context() as patch:
                patch.setattr(weighted, "solve_lists", solves)
                patch.setattr(lexicographic, "solve_lists", solves)
                patch.setattr(lexicographic, "solve_shaped", shaped)
                assert BURSTEIN.pair(state) == expected, f"{name} round {number}, tie path {seed}"
            moved += solves.moved + shaped.moved
    assert moved > 0


def cold_tiers(weights: Mapping[tuple[int, int], int], tiers: Sequence[Tier], warm: bool = False,
               start: tuple[Mapping[int, int], Mapping[int, int]] | None = None) -> dict[int, int]:
    """``lexicographic_matching`` with every solve cold (the C4-C8 one and every tier), whatever the
    caller asks."""
    return lexicographic.lexicographic_matching(weights, tiers, warm=False)


def test_burstein_4_3_pieces_solved_warm_give_the_pairing_of_the_cold_solves(monkeypatch: pytest.MonkeyPatch) -> None:
    """Burstein 3.2.2 / 4.3: the pairer's warm solves (C4-C8 from ``PairWeights.start``, each piece from
    the last optimum) and cold ones (each from scratch) pair every round alike."""
    rounds = list(burstein_rounds())
    for name, number in rounds:
        tournament, _ = load(DATA / "burstein" / name)
        state = BURSTEIN.build_state(tournament, number)
        warm = BURSTEIN.pair(state)
        with monkeypatch.context() as patch:
            patch.setattr(pairer, "lexicographic_matching", cold_tiers)
            assert BURSTEIN.pair(state) == warm, f"{name} round {number}"
    assert len(rounds) == 11

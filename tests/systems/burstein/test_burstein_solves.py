"""The fast pairer's shortcut (each bracket solved with the next scoregroup only, the rest checked for
completion) gives what one solve over every unpaired player gives, bracket by bracket, on rounds larger
than the literal reading can walk."""

from __future__ import annotations

import pytest

from checker.systems.burstein.pairer import walk
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

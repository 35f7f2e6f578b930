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

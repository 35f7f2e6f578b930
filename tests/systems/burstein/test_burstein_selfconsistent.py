"""Self-consistency: Burstein tournaments paired by swisscheck itself check CONSISTENT in every round.

``BURSTEIN.generate`` pairs round after round (Dutch seeding rounds, then Burstein rounds) with random
Elo results, zero- and half-point byes, PABs and forfeits; the file is written with ``dumps`` and read
back, so the check runs the whole path. Some tournaments use Baku acceleration (FIDE_BURSTEIN_BAKU).
"""

from __future__ import annotations

from collections import Counter

import pytest

from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.burstein.system import BURSTEIN
from checker.trf import dumps, loads
from tests.support import generate

CASES = [(9, 6, 1), (14, 7, 2), (21, 9, 3)]
"""(players, rounds, seed) of the default run."""


def round_trip(tournament: Tournament) -> Tournament:
    """The tournament written as TRF and read back (no warnings expected)."""
    back, warnings = loads(dumps(tournament))
    assert warnings == ()
    return back


def tournament_for(players: int, rounds: int, seed: int) -> Tournament:
    """A generated Burstein tournament with absences, half-point byes and forfeits; every third one with Baku."""
    code = "FIDE_BURSTEIN_BAKU" if seed % 3 == 0 else None
    return round_trip(generate(BURSTEIN, players, rounds, seed, absence_rate=0.05, half_bye_rate=0.03,
                               forfeit_rate=0.05, code=code))


def inconsistent(tournament: Tournament) -> list[tuple[int, str]]:
    """(round, verdict) of every round that does not check CONSISTENT."""
    paired = BURSTEIN.next_round(tournament) - 1
    verdicts = [check_round(tournament, k, BURSTEIN) for k in range(1, paired + 1)]
    return [(v.round, v.verdict) for v in verdicts if v.verdict != "CONSISTENT"]


@pytest.mark.parametrize(("players", "rounds", "seed"), CASES)
def test_generated_burstein_tournament_is_consistent_in_every_round(players: int, rounds: int, seed: int) -> None:
    tournament = tournament_for(players, rounds, seed)
    assert BURSTEIN.next_round(tournament) - 1 == rounds
    assert inconsistent(tournament) == []


def test_generated_tournaments_hold_byes_forfeits_and_absences() -> None:
    codes: Counter[str] = Counter()
    for players, rounds, seed in CASES:
        codes.update(e.result for p in tournament_for(players, rounds, seed).players for e in p.rounds)
    assert all(codes[c] > 0 for c in ("U", "Z", "H", "+", "-", "1", "0", "="))


def test_generate_writes_the_burstein_192_code() -> None:
    assert generate(BURSTEIN, 6, 3, 1).system_code == "FIDE_BURSTEIN"
    assert generate(BURSTEIN, 6, 3, 1, code="FIDE_BURSTEIN_BAKU").system_code == "FIDE_BURSTEIN_BAKU"
    with pytest.raises(ValueError, match="not one of the burstein system's codes"):
        generate(BURSTEIN, 6, 3, 1, code="FIDE_DUTCH")


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 200))
def test_100_generated_burstein_tournaments_are_consistent_in_every_round(seed: int) -> None:
    players, rounds = 8 + seed % 23, 5 + seed % 7
    assert inconsistent(tournament_for(players, rounds, seed)) == []

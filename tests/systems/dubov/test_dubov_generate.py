"""Self-consistency: Dubov tournaments paired by swisscheck itself check CONSISTENT in every round.

``generate`` pairs round after round with the reference pairer (random Elo results, zero- and half-point
byes, PABs, forfeits); the file is written with ``dumps`` and read back, so the check runs the whole path.
The default run checks a few tournaments (one accelerated by Baku); 100 of them are ``slow``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.dubov.system import DUBOV
from checker.trf import dumps, loads
from tests.support import generate

CASES = [(9, 5, 1), (14, 7, 2), (21, 9, 3), (30, 11, 4)]
"""(players, rounds, seed) of the default run."""
MANY = [(2 * (5 + seed % 7) + (seed * 7) % 25, 5 + seed % 7, 1000 + seed) for seed in range(100)]
"""100 tournaments of 5-11 rounds and at least twice as many players as rounds (10-46) for the slow run."""


def round_trip(tournament: Tournament) -> Tournament:
    """The tournament written as TRF and read back (no warnings expected)."""
    back, warnings = loads(dumps(tournament))
    assert warnings == ()
    return back


def verdicts(tournament: Tournament) -> list[tuple[int, str]]:
    """(round, verdict) of every paired round of the file."""
    paired = DUBOV.next_round(tournament) - 1
    return [(k, check_round(tournament, k, DUBOV).verdict) for k in range(1, paired + 1)]


@pytest.mark.parametrize(("players", "rounds", "seed"), CASES)
def test_generated_tournament_is_consistent_in_every_round(players: int, rounds: int, seed: int) -> None:
    tournament = round_trip(generate(DUBOV, players, rounds, seed, absence_rate=0.05, forfeit_rate=0.06))
    assert DUBOV.next_round(tournament) - 1 == rounds
    assert verdicts(tournament) == [(k, "CONSISTENT") for k in range(1, rounds + 1)]


def test_a_baku_tournament_is_consistent_and_accelerated() -> None:
    """C.04.7 from the _BAKU 192 code: round 2's top bracket mixes GA's losers (1 + 0 virtual) with GB's winners."""
    tournament = round_trip(generate(DUBOV, 16, 7, 5, code="FIDE_DUBOV_BAKU"))
    assert tournament.system_code == "FIDE_DUBOV_BAKU"
    state = DUBOV.build_state(tournament, 2)
    assert state.acceleration_method == "baku" and state.player(1).acceleration == 1
    assert verdicts(tournament) == [(k, "CONSISTENT") for k in range(1, 8)]


def test_generated_tournaments_hold_byes_forfeits_and_pabs() -> None:
    codes: Counter[str] = Counter()
    for players, rounds, seed in CASES:
        t = generate(DUBOV, players, rounds, seed, absence_rate=0.05, forfeit_rate=0.06)
        codes.update(e.result for p in t.players for e in p.rounds)
    assert all(codes[c] > 0 for c in ("U", "Z", "H", "+", "-", "1", "0", "="))


@pytest.mark.slow
@pytest.mark.parametrize(("players", "rounds", "seed"), MANY)
def test_100_generated_tournaments_are_consistent_in_every_round(players: int, rounds: int, seed: int) -> None:
    tournament = round_trip(generate(DUBOV, players, rounds, seed, absence_rate=0.04, half_bye_rate=0.03,
                                     forfeit_rate=0.05))
    paired = DUBOV.next_round(tournament) - 1
    assert paired == rounds
    assert verdicts(tournament) == [(k, "CONSISTENT") for k in range(1, rounds + 1)]

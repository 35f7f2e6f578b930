"""Self-consistency: Double-Swiss tournaments paired by swisscheck itself check CONSISTENT in every round.

``checker.generation.generate`` pairs match after match with the reference pairer (random Elo results,
zero- and half-point byes, PABs, one-sided and double match forfeits, single forfeited games); the
file is written with ``checker.trf.dumps`` and read back with ``loads``, so the check runs the whole
path: TRF reading, the two-columns-per-match state, the published match, the pairer and the audit.
"""

from __future__ import annotations

from collections import Counter

import pytest

from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.registry import lookup
from checker.systems.double_swiss.system import DOUBLE_SWISS
from checker.trf import dumps, loads
from tests.support import generate

CASES = [(8, 5, 1), (9, 6, 2), (12, 7, 3), (15, 7, 4), (20, 9, 5), (25, 9, 6), (30, 11, 7), (11, 8, 8)]
"""(players, Double-Swiss rounds, seed)."""


def round_trip(tournament: Tournament) -> Tournament:
    """The tournament written as TRF and read back (no warnings expected)."""
    back, warnings = loads(dumps(tournament))
    assert warnings == ()
    return back


@pytest.mark.parametrize(("players", "rounds", "seed"), CASES)
def test_dsw_generated_tournament_is_consistent_in_every_round(players: int, rounds: int, seed: int) -> None:
    tournament = round_trip(generate(DOUBLE_SWISS, players, rounds, seed, absence_rate=0.05, forfeit_rate=0.08))
    paired = DOUBLE_SWISS.next_round(tournament) - 1
    assert paired >= 3
    verdicts = [check_round(tournament, k, DOUBLE_SWISS) for k in range(1, paired + 1)]
    assert [(v.round, v.verdict) for v in verdicts] == [(k, "CONSISTENT") for k in range(1, paired + 1)]


def test_dsw_generated_tournaments_hold_byes_forfeits_and_absences() -> None:
    # Over the cases above, every kind of entry the state must read appears: PAB (U U), zero- and
    # half-point byes (Z Z, H H), forfeited games (+, -).
    codes: Counter[str] = Counter()
    for players, rounds, seed in CASES:
        t = generate(DOUBLE_SWISS, players, rounds, seed, absence_rate=0.05, forfeit_rate=0.08)
        codes.update(e.result for p in t.players for e in p.rounds)
    assert all(codes[c] > 0 for c in ("U", "Z", "H", "+", "-", "1", "0", "="))


def test_generate_is_the_same_for_the_same_seed_and_two_columns_per_match() -> None:
    a, b = generate(DOUBLE_SWISS, 10, 4, 99), generate(DOUBLE_SWISS, 10, 4, 99)
    assert dumps(a) == dumps(b)
    assert a.declared_rounds == 8 and a.system_code == "FIDE_DOUBLESWISS"
    for p in a.players:
        for first, second in zip(p.rounds[::2], p.rounds[1::2]):
            assert (second.round, second.opponent) == (first.round + 1, first.opponent)
            if first.colour is not None:
                assert {first.colour, second.colour} == {"w", "b"}  # 4.4: colours alternate in a match


def test_generate_dutch_one_column_per_round_reproduces_its_own_pairings() -> None:

    dutch = lookup("dutch")
    t = round_trip(generate(dutch, 12, 5, 3))
    assert t.declared_rounds == 5
    for r in range(1, dutch.next_round(t)):
        ours = dutch.pair(dutch.build_state(t, r, None))
        assert (ours.as_set(), ours.pab) == (dutch.published(t, r).as_set(), dutch.published(t, r).pab)


def test_generate_refuses_too_few_players() -> None:
    # (generate writes Team tournaments now: tests/team/test_team_check_generate.py)
    with pytest.raises(ValueError, match="^generate: need 2 or more players and 1 or more rounds, got 1 and 3$"):
        generate(DOUBLE_SWISS, 1, 3, 1)


@pytest.mark.slow
def test_dsw_300_generated_tournaments_are_consistent_in_every_round() -> None:
    # 8-30 players, 3-11 rounds, absence, half-point bye and forfeit rates drawn per seed.
    import random

    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        t = round_trip(generate(
            DOUBLE_SWISS, rng.randint(8, 30), rng.randint(3, 11), seed, absence_rate=rng.choice((0, 0.03, 0.1)),
            forfeit_rate=rng.choice((0, 0.03, 0.15)), half_bye_rate=rng.choice((0, 0.02, 0.08)),
        ))
        for k in range(1, DOUBLE_SWISS.next_round(t)):
            v = check_round(t, k, DOUBLE_SWISS)
            assert v.verdict == "CONSISTENT", (seed, k, v.message)
            checked += 1
    assert checked > 2000


def test_dsw_xxc_rank_start_numbers_times_ten_check_and_pair_by_line_order(
    tmp_path: object, capsys: pytest.CaptureFixture[str]
) -> None:
    # The same generated event with start numbers x10 and XXC rank (TPN = 001 line order): the
    # pairer works on TPNs, check and pair print the file's ids.
    from pathlib import Path

    from checker.cli import main

    t = generate(DOUBLE_SWISS, 9, 4, 5)

    def times_ten(s: int | None) -> int | None:
        return None if s is None else 10 * s

    renumbered = t.model_copy(update={"pair_by_rank": True, "players": tuple(
        p.model_copy(update={"start_number": 10 * p.start_number, "rounds": tuple(
            e.model_copy(update={"opponent": times_ten(e.opponent)}) for e in p.rounds)})
        for p in t.players
    )})
    back = round_trip(renumbered)
    assert [check_round(back, k, DOUBLE_SWISS).verdict for k in range(1, 5)] == ["CONSISTENT"] * 4
    path = Path(str(tmp_path)) / "rank.trf"
    path.write_text(dumps(renumbered))
    assert main(["pair", str(path), "--round", "4", "--format", "bbp"]) == 0
    published = DOUBLE_SWISS.published(back, 4)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == str(len(published.pairs) + 1)
    assert set(lines[1:]) == {f"{p.white} {p.black}" for p in published.pairs} | {f"{published.pab} 0"}
    assert all(p.white % 10 == 0 and p.black % 10 == 0 for p in published.pairs)

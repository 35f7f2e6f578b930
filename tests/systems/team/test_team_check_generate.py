"""``checker.generation.generate`` writes Swiss Team tournaments (C.04.6), and they check CONSISTENT in every round.

A generated team file is complete TRF-2026: 310 team records with final match and game points,
001 board lines, 240 absences and half-point byes, the 320 PAB record, 330 forfeited matches, 352
board colours. Self-consistency runs the whole file path: ``dumps``, ``loads``, the team state,
the published round, the reference pairer and the shared audit (``checker.check.round.check_round``).
"""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from checker.cli import main
from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.team.matches import published_team_pairing, team_history, team_records
from checker.systems.registry import lookup
from checker.trf import dumps, loads
from tests.support import generate

TEAM = lookup("team")
TYPE_A, TYPE_B = "FIDE_TEAM_TYPEA_MP_GP", "FIDE_TEAM_TYPEB_MP_GP"
CASES = [(8, 5, 1, TYPE_A), (11, 7, 2, TYPE_B), (13, 7, 3, TYPE_A), (20, 9, 4, TYPE_B), (27, 9, 5, TYPE_A),
         (40, 10, 6, TYPE_A), (31, 11, 7, TYPE_B)]
"""(teams, rounds, seed, 192 code): 8-40 teams, Type A and Type B."""


def round_trip(tournament: Tournament) -> Tournament:
    """The tournament written as TRF and read back (no warnings expected)."""
    back, warnings = loads(dumps(tournament))
    assert warnings == ()
    return back


def records(text: str, code: str) -> list[str]:
    """The lines of a TRF text that start with ``code``."""
    return [line for line in text.splitlines() if line.startswith(code)]


SMALL = generate(TEAM, 9, 5, 4, absence_rate=0.08, half_bye_rate=0.05, forfeit_rate=0.2)
"""Nine teams of four, five rounds: absences, a half-point bye, PABs and forfeited matches."""


def test_generate_team_writes_every_team_record() -> None:
    text = dumps(SMALL)
    assert records(text, "142") == ["142 5"] and records(text, "152") == ["152 W"]
    assert records(text, "192") == ["192 FIDE_TEAM"] and records(text, "352") == ["352 WBWB"]
    assert records(text, "362") == ["362 TW 2.0   TD 1.0   TL 0.0"]
    assert len(records(text, "310")) == 9 and len(records(text, "001")) == 36
    assert records(text, "240 Z") and records(text, "240 H") and records(text, "330")
    (pab,) = records(text, "320")
    assert pab.startswith("320  1.0  2.0")  # 1.4: a drawn match, 1 MP and half of 4 boards' points


def test_generate_team_board_lines_follow_the_pairing_and_352() -> None:
    # Each team's four players play the four boards of its match against the same team's boards in
    # order; the team with White on board 1 has WBWB down the boards (352), its opponent BWBW. A
    # team on a bye, absent or losing a match by forfeit (330) has 0000 - - on every board; the
    # winner of a forfeited match 0000 - + (the TEC example's way of writing it).
    t = SMALL
    members = {team.number: team.players for team in t.teams}
    forfeits = {(f.round, f.white): f for f in t.forfeited_matches}
    for k in range(1, 6):
        published = published_team_pairing(t, k)
        for pair in published.pairs:
            f = forfeits.get((k, pair.white))
            for i, (pw, pb) in enumerate(zip(members[pair.white], members[pair.black])):
                w, b = t.player(pw).entry(k), t.player(pb).entry(k)
                assert w is not None and b is not None
                if f is not None:
                    expected = {"+-": ("+", "-"), "-+": ("-", "+"), "--": ("-", "-")}[f.outcome]
                    assert (w.opponent, b.opponent, w.result, b.result) == (None, None, *expected)
                else:
                    assert (w.opponent, b.opponent) == (pb, pw)
                    assert (w.colour, b.colour) == (("w", "b") if i % 2 == 0 else ("b", "w"))
        resting = [published.pab] if published.pab else []
        resting += [n for bye in t.byes if bye.round == k for n in bye.ids]
        for n in resting:
            assert {(e.opponent, e.result) for s in members[n] if (e := t.player(s).entry(k))} == {(None, "-")}


def test_generate_team_310_totals_are_what_the_reader_adds_up() -> None:
    # The generator keeps its own match and game points (362 2/1/0, 162 1/0.5/0; PAB and 240 H a
    # drawn match, 240 Z nothing, a forfeited match 2 MP and four boards' points to the winner);
    # the reader adds them up from the board lines and team records: they must agree. Rank: MP,
    # then GP, then TPN.
    for teams, rounds, seed, code in CASES[:4]:
        t = round_trip(generate(TEAM, teams, rounds, seed, code=code, absence_rate=0.05, forfeit_rate=0.1))
        history = team_history(t)
        for team in team_records(t):
            mp = sum((m.match_points for m in history[team.number]), Decimal(0))
            gp = sum((m.game_points for m in history[team.number]), Decimal(0))
            assert (team.number, mp, gp) == (team.number, team.match_points, team.game_points)
        order = sorted(t.teams, key=lambda x: (-(x.match_points or 0), -(x.game_points or 0), x.number))
        assert [x.rank for x in order] == list(range(1, teams + 1))


def test_generate_team_is_the_same_for_the_same_seed_and_writes_the_code_and_boards_asked_for() -> None:
    assert dumps(generate(TEAM, 10, 4, 99)) == dumps(generate(TEAM, 10, 4, 99))
    t = generate(TEAM, 7, 3, 1, boards=3, code=TYPE_B)
    assert (t.system_code, t.board_colours, len(t.players)) == (TYPE_B, "WBW", 21)
    assert [team.players for team in t.teams][:2] == [(1, 2, 3), (4, 5, 6)]


def test_generate_team_refuses_a_code_of_another_system_and_no_boards() -> None:
    with pytest.raises(ValueError, match="^generate: 192 code 'FIDE_DUTCH_2025' is not one of the team system's codes$"):
        generate(TEAM, 8, 3, 1, code="FIDE_DUTCH_2025")
    with pytest.raises(ValueError, match="^generate: a team needs 1 or more boards, got 0$"):
        generate(TEAM, 8, 3, 1, boards=0)


def test_generated_team_tournaments_hold_every_kind_of_round() -> None:
    # Over the cases: PABs, 240 Z and H, 330 forfeits by one team and by both, single boards
    # forfeited inside a played match (a board with an opponent and a + or - result).
    kinds: Counter[str] = Counter()
    for teams, rounds, seed, code in CASES:
        t = generate(TEAM, teams, rounds, seed, code=code, absence_rate=0.05, forfeit_rate=0.1)
        kinds["pab"] += sum(1 for n in t.team_pab.teams if n) if t.team_pab else 0
        kinds.update(f"240 {b.kind}" for b in t.byes)
        kinds.update(f"330 {'--' if f.outcome == '--' else 'one'}" for f in t.forfeited_matches)
        kinds["board forfeit"] += sum(1 for p in t.players for e in p.rounds if e.is_forfeit)
    assert all(kinds[k] > 0 for k in ("pab", "240 Z", "240 H", "330 --", "330 one", "board forfeit")), kinds


@pytest.mark.parametrize(("teams", "rounds", "seed", "code"), CASES)
def test_team_generated_tournament_is_consistent_in_every_round(teams: int, rounds: int, seed: int, code: str) -> None:
    t = round_trip(generate(TEAM, teams, rounds, seed, code=code, absence_rate=0.05, forfeit_rate=0.1))
    paired = TEAM.next_round(t) - 1
    assert paired == rounds
    verdicts = [check_round(t, k, TEAM) for k in range(1, paired + 1)]
    assert [(v.round, v.verdict, v.message) for v in verdicts] == [
        (k, "CONSISTENT", "same pairs, colours and PAB as the rules' pairing") for k in range(1, paired + 1)
    ]


def test_team_generated_file_checks_consistent_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The 192 code chooses the Team system; every round consistent, exit 0.
    path = tmp_path / "team.trf"
    path.write_text(dumps(generate(TEAM, 15, 6, 11, code=TYPE_B, absence_rate=0.05, forfeit_rate=0.1)))
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("6 of 6 rounds consistent.")


@pytest.mark.slow
def test_team_100_generated_tournaments_are_consistent_in_every_round() -> None:
    # 8-40 teams of 2-6 boards, 3-11 rounds, Type A or B, absence, half-point bye and forfeit rates
    # drawn per seed.
    checked = 0
    for seed in range(100):
        rng = random.Random(seed)
        t = round_trip(generate(
            TEAM, rng.randint(8, 40), rng.randint(3, 11), seed, code=rng.choice((TYPE_A, TYPE_B)),
            boards=rng.choice((2, 3, 4, 4, 6)), absence_rate=rng.choice((0, 0.03, 0.1)),
            forfeit_rate=rng.choice((0, 0.03, 0.15)), half_bye_rate=rng.choice((0, 0.02, 0.08)),
        ))
        for k in range(1, TEAM.next_round(t)):
            v = check_round(t, k, TEAM)
            assert v.verdict == "CONSISTENT", (seed, k, v.message)
            checked += 1
    assert checked > 600

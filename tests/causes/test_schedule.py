"""Issue 24, hypothesis 1: a file that is not a Swiss (an all-play-all) is not judged as one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.causes.schedule import berger_round, not_swiss
from checker.cli import main
from checker.trf import load
from tests.causes.builders import Game, tournament, write
from tests.paths import DATA

ARMSTRONG = DATA / "real" / "icu_armstrong_2011.tab"
SWISS = DATA / "dutch-2026" / "p9r5-s48.trf"
BURSTEIN_ALL_MET = DATA / "burstein" / "jvf-burstein-p10r9-s5016.trf"


def berger(n: int, rounds: int) -> list[list[Game]]:
    """The first ``rounds`` rounds of the Berger table for ``n`` players, every game a white win."""
    return [[(min(p), max(p), "1") for p in sorted(berger_round(n, r), key=min)] for r in range(1, rounds + 1)]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """The exit code, stdout and stderr of ``swisscheck argv``."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_berger_table_for_six_is_c05_annex_1() -> None:
    # C.05 Annex 1, 5-6 players: round 1 1-6 2-5 3-4, round 2 6-4 5-3 1-2.
    assert berger_round(6, 1) == {frozenset((1, 6)), frozenset((2, 5)), frozenset((3, 4))}
    assert berger_round(6, 2) == {frozenset((6, 4)), frozenset((5, 3)), frozenset((1, 2))}
    assert berger_round(5, 1) == {frozenset((2, 5)), frozenset((3, 4))}  # 1 has the bye


def test_not_swiss_092_team_league_armstrong() -> None:
    t, _ = load(ARMSTRONG)
    cause = not_swiss(t)
    assert cause is not None and cause.kind == "not-swiss"
    assert "092 record 'Team League' names a league" in cause.message


def test_not_swiss_armstrong_schedule_every_pair_once_without_its_092() -> None:
    # The league's schedule alone decides too: 12 teams, 11 rounds, every pair of teams met once.
    t, _ = load(ARMSTRONG)
    t = t.model_copy(update={"headers": tuple(h for h in t.headers if h.code != "092")})
    cause = not_swiss(t)
    assert cause is not None and "every pair of its 12 participants met once over 11 rounds" in cause.message


@pytest.mark.parametrize("text", ["Club Round-Robin 2025", "Spring round robin", "County League", "Berger A"])
def test_not_swiss_092_names_a_round_robin_after_two_rounds(text: str) -> None:
    # A Swiss-looking partial schedule (two rounds of 8) is not a Swiss when 092 says so.
    t = tournament(8, [[(1, 5, "1"), (6, 2, "0"), (3, 7, "="), (8, 4, "1")], [(1, 2, "1"), (3, 4, "0")]],
                   headers=(("092", text),))
    cause = not_swiss(t)
    assert cause is not None and "names a " in cause.message and text in cause.message


def test_not_swiss_192_round_robin_code() -> None:
    t = tournament(4, berger(4, 1)).model_copy(update={"system_code": "FIDE_ROUNDROBIN"})
    cause = not_swiss(t)
    assert cause is not None and "192 code FIDE_ROUNDROBIN" in cause.message


def test_not_swiss_partial_berger_table_of_the_file_numbers() -> None:
    # Three rounds of the 8-player Berger table, no 092: the schedule decides.
    cause = not_swiss(tournament(8, berger(8, 3)))
    assert cause is not None and "Berger table for 8 participants" in cause.message


def test_a_swiss_is_judged_as_a_swiss() -> None:
    t, _ = load(SWISS)
    assert not_swiss(t) is None


def test_a_swiss_named_by_092_that_met_everyone_stays_a_swiss() -> None:
    # 10 players, 9 rounds, every pair met once, but 092 "Individual FIDE Burstein" names the system.
    t, _ = load(BURSTEIN_ALL_MET)
    assert not_swiss(t) is None


def test_a_swiss_192_code_outweighs_a_league_092() -> None:
    t = tournament(8, berger(8, 3), headers=(("092", "League"),)).model_copy(update={"system_code": "FIDE_DUTCH_2025"})
    assert not_swiss(t) is None


def test_check_cli_not_swiss_exit_4_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "check", str(ARMSTRONG))
    assert code == 4
    assert " ".join(out.split()) == (f"{ARMSTRONG}: not a Swiss: its 092 record 'Team League' names a league; not "
                                     "judged as a Swiss (--system S checks it as one anyway)")
    assert max(len(line) for line in out.splitlines()) <= 100  # wrapped for a terminal


def test_check_cli_not_swiss_json_has_the_file_cause(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", str(ARMSTRONG), "--format", "json")
    report = json.loads(out)
    assert code == 4 and report["rounds"] == []
    assert report["cause"]["kind"] == "not-swiss" and "league" in report["cause"]["message"]


def test_check_cli_system_forces_the_swiss_check(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", str(ARMSTRONG), "--system", "team")
    assert code == 1 and "Round 2" in out and "not a Swiss" not in out


def test_check_cli_hand_built_round_robin_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, tournament(6, berger(6, 2), headers=(("092", "Round Robin"),)))
    code, out, _ = run(capsys, "check", str(path))
    assert code == 4 and "its 092 record 'Round Robin' names a round robin" in " ".join(out.split())


def test_check_batch_not_swiss_row(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    league = write(tmp_path, tournament(6, berger(6, 2), headers=(("092", "League"),)), "league.trf")
    code, out, _ = run(capsys, "check", str(league), str(SWISS), "--quiet")
    assert code == 4
    assert "NOT SWISS" in out and "names a league" in out


def test_check_cli_not_swiss_html_page_says_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "league.html"
    code, _, _ = run(capsys, "check", str(ARMSTRONG), "--format", "html", "-o", str(out))
    page = out.read_text()
    assert code == 4 and page.startswith("<!DOCTYPE html>") and "names a league; not judged as a Swiss" in page

"""``pair --absent`` / ``--half-point-bye`` (General Handling 3.3) and the probably withdrawn players (3.2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from tests.paths import DATA, ROOT

SAMPLE = str(ROOT / "samples" / "dutch-12p-5r.trf")
"""Five rounds played, 12 players; player 6 lost round 5 by forfeit (``2 w -``): no game, no bye."""

WITHDRAWN_6 = ("round 6: 1 player had no game and no bye in round 5 and is probably withdrawn "
               "(General Handling 3.2); still paired unless --absent names them: 6 Test0006 Player0006")
"""The warning as the JSON's ``warnings`` field carries it; text and bbp print it on stderr after ``warning: ``."""
LAST_6 = ("round 6 is paired as the last round (topscorers, Dutch 1.8): no number of rounds is declared (142, XXR "
          "or --rounds), so the last round is assumed; give --rounds N if more rounds follow")
"""The sample declares no number of rounds: round 6 is paired as the last one, and said so (issue 31 item 4)."""


def paired(out: str) -> tuple[set[int], int | None]:
    """The start numbers a ``--format json`` pairing seats, and its PAB."""
    data = json.loads(out)
    return {n for p in data["pairs"] for n in (p["white"], p["black"])}, data["pab"]


def test_general_handling_3_2_a_player_without_game_or_bye_is_warned_about_and_still_paired(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pair", SAMPLE, "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and json.loads(out)["warnings"] == [WITHDRAWN_6, LAST_6]
    seated, pab = paired(out)
    assert seated == set(range(1, 13)) and pab is None


@pytest.mark.parametrize("form", ["text", "bbp"])
def test_general_handling_3_2_the_withdrawn_warning_of_text_and_bbp_is_a_stderr_line(
        form: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pair", SAMPLE, "--format", form]) == 0
    out, err = capsys.readouterr()
    # the warnings, wrapped at 100 columns (issue 31 item 9)
    assert err.replace("\n  ", " ") == f"warning: {WITHDRAWN_6}\nwarning: {LAST_6}\n" and "warning" not in out
    assert max(map(len, err.splitlines())) <= 100


def test_general_handling_3_3_absent_players_are_not_paired_and_not_warned_about(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pair", SAMPLE, "--format", "json", "--absent", "6,9"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and json.loads(out)["warnings"] == [LAST_6]
    seated, pab = paired(out)
    assert seated == set(range(1, 13)) - {6, 9} and pab is None


def test_general_handling_3_3_a_half_point_bye_is_not_paired_and_the_pab_goes_elsewhere(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Player 6 absent and player 3 on a half-point bye: 10 players paired, none of them 3 or 6."""
    assert main(["pair", SAMPLE, "--format", "json", "--absent", "6", "--half-point-bye", "3"]) == 0
    seated, pab = paired(capsys.readouterr().out)
    assert seated == set(range(1, 13)) - {3, 6} and pab is None
    assert main(["pair", SAMPLE, "--format", "json", "--half-point-bye", "3"]) == 0
    out, err = capsys.readouterr()
    seated, pab = paired(out)
    assert 3 not in seated and pab not in (None, 3) and len(seated) == 10
    assert json.loads(out)["warnings"] == [WITHDRAWN_6, LAST_6]


def test_absent_numbers_the_file_does_not_hold_are_refused_naming_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pair", SAMPLE, "--absent", "13,2,40"]) == 2
    assert capsys.readouterr() == ("", "swisscheck: error: --absent 13, 40: no participant of the file has these "
                                       "start numbers\n")
    assert main(["pair", SAMPLE, "--half-point-bye", "99"]) == 2
    assert capsys.readouterr().err == ("swisscheck: error: --half-point-bye 99: no participant of the file has this "
                                       "start number\n")


def test_one_player_cannot_be_absent_and_on_a_half_point_bye(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pair", SAMPLE, "--absent", "4,5", "--half-point-bye", "5"]) == 2
    assert capsys.readouterr().err == ("swisscheck: error: --absent and --half-point-bye both name 5: one bye per "
                                       "player and round\n")


def test_absent_applies_only_to_the_round_after_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    """Round 3's absences are in the file; the command line cannot change a round already played."""
    assert main(["pair", SAMPLE, "--round", "3", "--absent", "4"]) == 2
    assert capsys.readouterr().err == ("swisscheck: error: --absent applies to the round to pair after the file's "
                                       "last one (round 6); round 3's absences are the file's\n")


@pytest.mark.parametrize("text", ["4;5", "x", "0"])
def test_absent_that_is_no_list_of_start_numbers_is_a_usage_error(text: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pair", SAMPLE, "--absent", text]) == 2
    assert "swisscheck pair: error: argument --absent: " in capsys.readouterr().err


@pytest.mark.parametrize("round_number, absent, pab", [(6, "27,89,114", 153), (8, "27,37,45,89,114,118,176", 160)])
def test_absent_reproduces_a_real_round_whose_organisers_left_players_out(
        round_number: int, absent: str, pab: int, corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Spring 2026 Chesshouse (176 players): the file before round 6 (8) and the players the organisers left out,
    as published; the rules' pairing is the published one, pairs and PAB (the PAB read from the next file's U)."""
    folder = corpus_dir / "real-2026" / "spring_2026_chesshouse"
    published = json.loads((folder / "published_pairings.json").read_text())["rounds"][round_number - 1]
    trf = folder / f"spring_2026_chesshouse_r{round_number:02d}.trf"
    assert main(["pair", str(trf), "--rounds", "9", "--absent", absent, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {frozenset((p["white"], p["black"])) for p in data["pairs"]} == {
        frozenset(map(int, p)) for p in published["published_pairings"] if p[1] is not None}
    assert data["pab"] == pab
    byes = {int(p[0]) for p in published["published_pairings"] if p[1] is None}
    assert byes == {*map(int, absent.split(",")), pab}


def test_general_handling_2_4_a_late_entry_without_any_round_is_not_called_withdrawn(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Player 13 joins for round 6 (his line holds no round yet): paired, and no warning names him."""
    trf = tmp_path / "late.trf"
    text = Path(SAMPLE).read_text()
    trf.write_text(text.rstrip("\n") + "\n001   13      Late Entry                        1700                             0.0   13\n")
    assert main(["pair", str(trf), "--format", "json", "--absent", "6"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    seated, pab = paired(out)
    assert seated == set(range(1, 14)) - {6} and pab is None


def test_general_handling_3_2_the_warning_names_the_chesshouse_players_without_a_game_in_round_7(
        corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Before round 8: a Z in round 7 (4, 27, 89, 114) or a forfeit loss (45, 176); all still paired."""
    trf = corpus_dir / "real-2026" / "spring_2026_chesshouse" / "spring_2026_chesshouse_r08.trf"
    assert main(["pair", str(trf), "--rounds", "9", "--format", "json"]) == 0
    out, err = capsys.readouterr()
    warning = json.loads(out)["warnings"][0]  # then the edition assumed from the file's date
    assert err == "" and warning.startswith("round 8: 6 players had no game and no bye in round 7 and are probably withdrawn")
    assert [w.split()[0] for w in warning.split(": ")[-1].split(", ")] == ["4", "27", "45", "89", "114", "176"]
    seated, _ = paired(out)
    assert {4, 27, 45, 89, 114, 176} <= seated


GRANDMOMMYS_CUP = str(DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf")
"""The FIDE TRF-2026 team example (Grandmommy's Cup, 50 teams, 14 rounds), a real event's file."""
GONE_IN_ROUND_14 = (7, 10, 14, 15, 17, 23, 24, 25, 26, 27, 28, 29, 33, 36, 37, 38, 41, 42, 44, 45, 46, 47, 48, 49, 50)
"""Its teams with no match (no line-up, a forfeited or double-forfeited match) and no bye in round 14."""


def test_general_handling_3_2_swiss_team_c04_6_teams_without_match_or_bye_are_named_and_still_paired(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Team 7 fielded no line-up from round 9 on, team 14 lost round 14 by forfeit: both named, by team name."""
    assert main(["pair", GRANDMOMMYS_CUP, "--format", "json", "--rounds", "15"]) == 0
    out, err = capsys.readouterr()
    warning, = json.loads(out)["warnings"]
    assert err == "" and warning.startswith(
        "round 15: 25 teams had no match and no bye in round 14 and are probably withdrawn (General Handling 3.2); "
        "still paired unless --absent names them: 7 United States of America, 10 Kazakhstan, 14 Cuba, ")
    assert tuple(int(who.split()[0]) for who in warning.rsplit(": ", 1)[1].split(", ")) == GONE_IN_ROUND_14
    seated, pab = paired(out)
    assert seated == set(range(1, 51)) and pab is None


def test_general_handling_3_3_swiss_team_absent_teams_are_not_paired_and_not_named(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The 25 teams marked absent: the other 25 paired, one of them with the PAB (C.04.6 1.4), no warning."""
    assert main(["pair", GRANDMOMMYS_CUP, "--rounds", "15", "--absent", ",".join(map(str, GONE_IN_ROUND_14))]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.startswith("Round 15: 12 matches, 1 PAB\n")
    assert main(["pair", GRANDMOMMYS_CUP, "--format", "bbp", "--rounds", "15"]) == 0
    out, err = capsys.readouterr()
    assert err.startswith("warning: round 15: 25 teams had no match") and err.count("\nwarning") == 0


def test_general_handling_3_2_double_swiss_a_match_forfeited_in_both_games_names_the_player(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Double-Swiss 0: a match is forfeited only when both games are; player 6 forfeited both of match 5."""
    trf = str(DATA / "double-swiss" / "dsw-p8r5-s5008.trf")
    assert main(["pair", trf, "--format", "json", "--rounds", "6"]) == 0
    out = capsys.readouterr().out
    assert json.loads(out)["warnings"] == [
        "round 6: 1 player had no game and no bye in round 5 and is probably withdrawn (General Handling 3.2); "
        "still paired unless --absent names them: 6 Test0006 Player0006"]
    assert paired(out) == (set(range(1, 9)), None)


def test_the_withdrawn_warning_is_printed_before_the_round_that_cannot_be_paired(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Four players, every pair met but 1-4 (a forfeit, no game): round 4 has no legal pairing (Dutch C1,
    1.9.3), and 4, who lost round 3 by forfeit, is still named before the error."""
    rounds = {1: "   2 w 1     3 b 1     4 w +", 2: "   1 b 0     4 w 1     3 b 1",
              3: "   4 w 1     1 w 0     2 w 0", 4: "   3 b 0     2 b 0     1 b -"}
    points = {1: "3.0", 2: "2.0", 3: "1.0", 4: "0.0"}
    lines = [f"001 {n:4d}      Test000{n} Player000{n}               {2700 - n:4d}{'':28}{points[n]:>4} {n:4d}  "
             f"{rounds[n]}" for n in rounds]
    trf = tmp_path / "four.trf"
    trf.write_text("012 Four players\n092 FIDE_DUTCH_2026\n" + "\n".join(lines) + "\n")
    assert main(["pair", str(trf), "--format", "json"]) == 2
    err = capsys.readouterr().err.replace("\n  ", " ").splitlines()
    assert err[0].startswith("warning: round 4: 1 player had no game and no bye in round 3 and is probably withdrawn")
    assert err[0].endswith(": 4 Test0004 Player0004")
    assert err[1].startswith("warning: round 4 is paired as the last round (topscorers, Dutch 1.8)")
    assert err[2].startswith("swisscheck: error: ") and "round 4 cannot be paired" in err[2]

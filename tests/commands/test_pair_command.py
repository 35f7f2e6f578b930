"""`swisscheck pair`: the bbp -p format byte for byte, board order (General Handling 3.6), errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from tests.paths import DATA, ROOT

ENGINE_TESTS = DATA / "real" / "engine-tests"
SAMPLES = ROOT / "samples"



@pytest.mark.parametrize("case", ["bbp_dutch_2025_C5", "bbp_dutch_2025_C9", "bbp_issue_7"])
def test_bbp_format_reproduces_bbppairings_expected_output(case: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Dutch C5 / C9 regression cases and issue 7 (60 players, round 15): bbpPairings' own -p output."""
    assert main(["pair", str(ENGINE_TESTS / f"{case}.input.trf"), "--format", "bbp"]) == 0
    expected = (ENGINE_TESTS / f"{case}.output.expected").read_text()
    assert capsys.readouterr().out.split() == expected.split()


def test_sample_c5_pab_goes_to_the_lowest_score(capsys: pytest.CaptureFixture[str]) -> None:
    """Dutch C5: player 6 (0 points, PAB-eligible) gets the PAB; the PAB line comes last in bbp format."""
    assert main(["pair", str(SAMPLES / "dutch-c5-pab.trf"), "--format", "bbp"]) == 0
    assert capsys.readouterr().out == "3\n1 5\n3 2\n6 0\n"


def test_text_format_sorts_boards_by_general_handling_3_6(capsys: pytest.CaptureFixture[str]) -> None:
    """Round 5 of the 12-player sample as published: board 1 is 1-5 (3.0 vs 2.5), board 2 6-2 (2 has 3.0)."""
    assert main(["pair", str(SAMPLES / "dutch-12p-5r.trf"), "--round", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Round 5: 6 boards"
    boards = [line.split() for line in lines[3:]]  # board, no. first last score, no. first last score
    assert [(b[0], b[1], b[5]) for b in boards[:2]] == [("1", "1", "5"), ("2", "6", "2")]
    assert boards[0][4] == "3.0" and boards[1][8] == "3.0"


def test_json_format_matches_the_published_round(capsys: pytest.CaptureFixture[str]) -> None:
    """`--format json` gives the boards with start numbers; round 5 of the sample as bbpPairings paired it."""
    assert main(["pair", str(SAMPLES / "dutch-12p-5r.trf"), "--round", "5", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["round"] == 5 and data["pab"] is None
    pairs = {(p["white"], p["black"]) for p in data["pairs"]}
    assert pairs == {(1, 5), (6, 2), (4, 7), (3, 11), (9, 10), (8, 12)}


def test_round_out_of_range_is_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    """A round beyond the next one cannot be paired: the rounds before it are missing."""
    assert main(["pair", str(SAMPLES / "dutch-12p-5r.trf"), "--round", "9"]) == 2
    assert capsys.readouterr().err == (
        "swisscheck: error: --round 9: the file holds rounds 1..5; pair a round from 1 to 6\n"
    )


def test_unknown_system_is_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    """`--system` must name a registered system or a 192 code."""
    assert main(["pair", str(SAMPLES / "dutch-12p-5r.trf"), "--system", "keizer"]) == 2
    assert capsys.readouterr().err == (
        "swisscheck: error: --system keizer: unknown pairing system (known: burstein, double-swiss, dubov, dutch, dutch-2009, dutch-2012, dutch-2017, lim, team)\n")


XXC_RANK = """012 Dutch 2025 C5 test, start numbers x10, paired by line order (XXC rank)
001   10      Test0001 Player0001               2720                             2.0    1    40 w 1    20 b 1
001   20      Test0002 Player0002               2701                             1.0    3    50 b 1    10 w 0
001   30      Test0003 Player0003               2697                             2.0    2    60 w 1    40 b 1
001   40      Test0004 Player0004               2689                             0.0    5    10 b 0    30 w 0  0000 - Z
001   50      Test0005 Player0005               2673                             1.0    4    20 w 0    60 b 1
001   60      Test0006 Player0006               2664                             0.0    6    30 b 0    50 w 0
XXR 3
XXC rank
"""


def test_xxc_rank_pairs_by_line_order_and_prints_start_numbers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """JaVaFo XXC rank: TPN = 001 line order; output keeps the file's ids (bbp C5 case with ids x10)."""
    trf = tmp_path / "rank.trf"
    trf.write_text(XXC_RANK)
    assert main(["pair", str(trf), "--format", "bbp"]) == 0
    assert capsys.readouterr().out == "3\n10 50\n30 20\n60 0\n"
    assert main(["check", str(trf)]) == 0
    assert "2 of 2 rounds consistent." in capsys.readouterr().out


REAL = DATA / "real"


def test_gros_2010_round_5_as_javafo_paired_it(capsys: pytest.CaptureFixture[str]) -> None:
    """JaVaFo AUM sample (52 players, absentees 22, 28, 43 entered as round-5 Z/H): 25 boards and the PAB to 47."""
    assert main(["pair", str(REAL / "echecsjs_javafo_sample2_gros_2010.trf"), "--format", "bbp"]) == 0
    expected = (REAL / "echecsjs_javafo_sample2_gros_2010.javafo_round5_expected.txt").read_text()
    assert capsys.readouterr().out.split() == expected.split()


def test_092_naming_burstein_checks_the_file_under_burstein_not_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    """A Burstein file (092 free text) is checked under the Burstein rules, never silently as Dutch."""
    assert main(["check", str(DATA / "burstein" / "xgen-burstein-p9r5-s8133.trf"), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["system"] == "FIDE Burstein System, C.04.4.2 (2026)"


def test_092_team_swiss_selects_the_team_system(capsys: pytest.CaptureFixture[str]) -> None:
    """Heraklion 2024 (Swiss-Manager export, 092 "Team Swiss System", no 192): checked as teams."""
    main(["check", str(DATA / "real" / "heltour_friendship_cup_heraklion_2024_team.trf"), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert report["system"] == "FIDE Swiss Team Pairing System, C.04.6 (2026)"
    assert len(report["rounds"]) == 7


def test_192_code_of_a_system_without_a_pairer_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """192 FIDE_LIM names a FIDE system swisscheck cannot pair yet: say so, exit 2."""
    trf = tmp_path / "lim.trf"
    trf.write_text((SAMPLES / "dutch-c5-pab.trf").read_text().replace("XXR 3", "XXR 3\n192 FIDE_LIM"))
    assert main(["pair", str(trf)]) == 2
    assert capsys.readouterr().err == (  # at the 192 record, the line after XXR 3
        f"swisscheck: error: {trf}:9:5: tournament type: 'FIDE_LIM': swisscheck has no reference pairer for it "
        "yet (systems: burstein, double-swiss, dubov, dutch, dutch-2009, dutch-2012, dutch-2017, lim, team; give --system to check it under one of them anyway)\n")


FRESH = """012 Before round 1
001    1      A                                 2000
001    2      B                                 1900
001    3      C                                 1800
"""


def test_round_1_of_a_fresh_file_and_round_0_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Before round 1: 1-2 (5.2.5: TPN 1 odd gets the initial colour, White), PAB to 3 (C5, lowest ranked);
    --round 0 is no round; check has nothing to check and says so."""
    trf = tmp_path / "fresh.trf"
    trf.write_text(FRESH)
    assert main(["pair", str(trf), "--format", "bbp"]) == 0
    assert capsys.readouterr().out == "2\n1 2\n3 0\n"
    assert main(["pair", str(trf), "--round", "0"]) == 2
    assert capsys.readouterr().err == (
        "swisscheck: error: --round 0: rounds are numbered from 1\n"
    )
    assert main(["check", str(trf)]) == 0
    assert capsys.readouterr().out.endswith("The file holds no paired round yet: nothing to check.\n")

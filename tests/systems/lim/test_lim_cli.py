"""The command line on Lim files: the 092 record (or ``--system lim``) chooses Lim, ``--maxi`` the
Maxi-tournament provisos; pair, check and explain print the procedure's outcome and its articles."""

from __future__ import annotations

import pytest

from checker.cli import main
from tests.paths import DATA

P10 = str(DATA / "lim" / "lim-p10r5-s12005.trf")


def test_lim_pair_round_4_bbp(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pair", P10, "--round", "4", "--format", "bbp"]) == 0
    assert capsys.readouterr().out == "5\n2 1\n4 5\n3 7\n9 6\n10 8\n"


def test_lim_check_every_round_consistent(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", P10]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith("FIDE Lim System, C.04.4.3 (2026)")
    assert out.rstrip().endswith("5 of 5 rounds consistent.")


def test_lim_check_maxi_names_3_2_3_and_5_7(capsys: pytest.CaptureFixture[str]) -> None:
    # The corpus was not paired as a Maxi-tournament: round 2's colour exchange 1-4 spans 566 points
    # (5.7), round 3's floater 1 is 1074 points from 5, the lowest numbered of scoregroup 2 (3.2.3).
    assert main(["check", P10, "--maxi", "--format", "json"]) == 1
    out = capsys.readouterr().out
    assert '"article": "Lim 5.7"' in out and '"article": "Lim 3.2.3"' in out


def test_lim_system_option_on_a_file_without_092(capsys: pytest.CaptureFixture[str]) -> None:
    # A Dutch corpus file paired under the Lim rules: pair works, round 1 is 7.2's.
    path = str(DATA / "dutch-2026" / "p12r5-s1.trf")
    assert main(["pair", path, "--system", "lim", "--round", "1", "--format", "bbp"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "6"
    assert {frozenset(line.split()) for line in lines[1:]} == {frozenset((str(i), str(i + 6))) for i in range(1, 7)}


def test_lim_explain_round_4_names_the_articles(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", P10, "--round", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Lim round 4 of 5, 10 players, median score 1.5\n")
    assert "  2.3.4: 7 floats to make the number even (3.9.2, 3.10, 3.2.2, 3.2.4)\n" in out
    assert "  3.2.1, 3.5: 7 floats to scoregroup 1.5\n" in out
    assert "scoregroup 1.5: Median Scoregroup, paired last and downward (2.2); residents none; floaters in 7, 3" in out
    assert "  Lim 3.8: 7 - 3; 3 White (Lim 5.2: both colours granted: 7 is due Black, 3 White)\n" in out

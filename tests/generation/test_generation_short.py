"""Issue 25: ``generate`` never writes a file claiming more rounds than it holds. A round that cannot be
paired (Dutch 1.9.3, Double-Swiss 3.3.3) is exit 2 naming the round and why; with ``--allow-short`` the
rounds paired are written, 142/XXR set to their number, with a warning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.systems.registry import lookup
from checker.trf import load

DUTCH_10X15 = ["generate", "--system", "dutch", "--players", "10", "--rounds", "15"]
WHY = "round 10 of 15 cannot be paired: Dutch C4: no round-pairing complies with C1-C3 (1.9.3)"


def test_dutch_1_9_3_round_that_cannot_be_paired_is_exit_2_naming_it_and_nothing_is_written(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "g.trf"
    assert main([*DUTCH_10X15, "-o", str(out)]) == 2
    assert capsys.readouterr().err == (f"swisscheck: error: generate: {WHY}; ask for fewer rounds or more players, "
                                       "or --allow-short to write the 9 rounds paired\n")
    assert not out.exists()


@pytest.mark.parametrize(("dialect", "record"), [("2026", "142"), ("16", "XXR")])
def test_dutch_allow_short_writes_the_rounds_paired_and_says_so(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, dialect: str, record: str) -> None:
    out = tmp_path / "g.trf"
    assert main([*DUTCH_10X15, "--trf", dialect, "--allow-short", "-o", str(out)]) == 0
    assert capsys.readouterr().err == (f"swisscheck: warning: {WHY}; the file holds the 9 rounds paired and its "
                                       f"{record} says 9 (--allow-short)\n")
    assert f"\n{record} 9\n" in out.read_text()
    tournament, warnings = load(out)
    assert (tournament.declared_rounds, warnings, lookup("dutch").next_round(tournament)) == (9, (), 10)
    assert main(["check", str(out), "--format", "json"]) == 0
    assert [r["verdict"] for r in json.loads(capsys.readouterr().out)["rounds"]] == ["CONSISTENT"] * 9


def test_double_swiss_3_3_3_short_file_declares_two_columns_per_match(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "g.trf"
    args = ["generate", "--system", "double-swiss", "--players", "6", "--rounds", "9", "-o", str(out)]
    assert main(args) == 2
    assert "generate: round 5 of 9 cannot be paired: 3.3.3: no round-pairing complies with C1" in capsys.readouterr().err
    assert main([*args, "--allow-short"]) == 0
    assert "the file holds the 4 rounds paired and its 142 says 8 (--allow-short)" in capsys.readouterr().err
    tournament, _ = load(out)
    assert tournament.declared_rounds == 8 and lookup("double-swiss").next_round(tournament) == 5

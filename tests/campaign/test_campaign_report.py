"""Issue 25: the campaign report's endorsement line against C.04.A (at most 10 discrepancies in 5,000
tournaments), the tournaments with a discrepancy and their rate, failure kinds apart from the criteria,
plurals; a faulty engine FAILs with the counts; the engine's file carries 142/XXR and 152/XXC."""

from __future__ import annotations

import contextlib
import json
import os
import sys
from pathlib import Path

import pytest

from checker.campaign.endorsement import endorsement, wilson
from checker.cli import main
from checker.generation.output import engine_text
from checker.generation.settings import GeneratorSettings
from checker.systems.registry import lookup
from checker.trf import loads

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
NAIVE = f"{sys.executable} {HERE / 'naive_engine.py'} {{trf}} {{out}}"
BBP = Path(os.environ.get("SWISSCHECK_BBP", "/work/tools/bbp/bbpPairings.exe"))


@pytest.mark.parametrize(("tournaments", "discrepant", "verdict", "line"), [
    (5000, 3, "PASS", "PASS: 3 of 5,000 tournaments with a discrepancy (limit 10)"),
    (5000, 10, "PASS", "PASS: 10 of 5,000 tournaments with a discrepancy (limit 10)"),
    (5000, 11, "FAIL", "FAIL: 11 of 5,000 tournaments with a discrepancy (limit 10)"),
    (5000, 1, "PASS", "PASS: 1 of 5,000 tournaments with a discrepancy (limit 10)"),
    (10000, 20, "PASS", "PASS: 20 of 10,000 tournaments with a discrepancy, 10.0 per 5,000 (limit 10 in 5,000)"),
    (10000, 21, "FAIL", "FAIL: 21 of 10,000 tournaments with a discrepancy, 10.5 per 5,000 (limit 10 in 5,000)"),
    (300, 11, "FAIL", "FAIL: 11 of 300 tournaments with a discrepancy, 183.3 per 5,000 (limit 10 in 5,000)"),
    (4999, 0, "UNDECIDED", "too few tournaments to decide: 0 of 4,999 tournaments with a discrepancy; "
                           "C.04.A allows 10 in 5,000 tournaments"),
    (200, 1, "UNDECIDED", "too few tournaments to decide: 1 of 200 tournaments with a discrepancy; "
                          "C.04.A allows 10 in 5,000 tournaments"),
])
def test_c04a_endorsement_line(tournaments: int, discrepant: int, verdict: str, line: str) -> None:
    found = endorsement(tournaments, discrepant)
    assert (found.verdict, found.line) == (verdict, line)


def test_c04a_fail_is_decided_early_when_the_whole_95_interval_is_above_the_limit() -> None:
    # 3 in 100 is 150 per 5,000, interval 51-423: no 5,000-tournament run could bring it under 10.
    assert endorsement(100, 3).verdict == "FAIL" and endorsement(100, 3).interval_per_5000[0] > 10
    assert endorsement(100, 0).verdict == "UNDECIDED"


def test_the_95_interval_is_wilsons() -> None:
    low, high = wilson(3, 5000)
    assert (round(5000 * low, 2), round(5000 * high, 2)) == (1.02, 8.81)
    assert wilson(0, 5000)[0] == 0.0


def test_a_faulty_engine_fails_the_endorsement_with_the_counts(capsys: pytest.CaptureFixture[str],
                                                              tmp_path: Path) -> None:
    # The naive engine pairs by start number: wrong from round 1 in every tournament.
    with contextlib.chdir(ROOT):
        code = main(["campaign", "--system", "dutch", "--engine", NAIVE, "--tournaments", "12", "--players", "9-12",
                     "--rounds", "2", "--seed", "4", "--jobs", "1", "--quiet", "--report", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 1
    assert "\nTournaments with a discrepancy: 12 of 12, 5000.0 per 5,000 tournaments (95% interval 3787.5-5000.0)\n" in out
    assert "\nEndorsement (C.04.A): FAIL: 12 of 12 tournaments with a discrepancy, 5000.0 per 5,000 (limit 10 in 5,000)\n" in out
    assert "Criterion / article" in out and "Engine failure" not in out  # rules' criteria only
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["endorsement"]["verdict"] == "FAIL" and report["endorsement"]["discrepant"] == 12
    assert sum(report["by_criterion"].values()) == len(report["discrepancies"]) >= 12 and report["by_failure"] == {}


def test_one_of_each_is_singular_and_failures_have_their_own_table(capsys: pytest.CaptureFixture[str]) -> None:
    garbage = f"{sys.executable} {HERE / 'engines.py'} garbage 0 {{trf}} {{out}}"
    with contextlib.chdir(ROOT):
        assert main(["campaign", "--system", "dutch", "--engine", garbage, "--tournaments", "1", "--players", "8",
                     "--rounds", "1", "--quiet"]) == 1
    out = capsys.readouterr().out
    assert "\n1 tournament, 1 round, 1 discrepancy (" in out
    assert "\nEngine failure      Rounds\n----------------  --------\nUNREADABLE               1\n" in out
    assert "Criterion / article" not in out.split("Tournament    Seed")[0]  # no criteria table, only the list


@pytest.mark.parametrize("dialect", ["2026", "16"])
def test_the_engines_file_carries_142_and_xxr_152_and_xxc_whatever_the_dialect(dialect: str) -> None:
    # bbpPairings reads either; JaVaFo needs XXR ("Total number of rounds must be defined") and XXC.
    tournament = lookup("dutch").generate(10, 4, 3, GeneratorSettings(initial_colour="b"))
    text = engine_text(tournament, "2026" if dialect == "2026" else "16")
    assert {"142 4", "XXR 4", "152 B", "XXC black1"} <= set(text.splitlines())
    read, warnings = loads(text)
    assert (read.declared_rounds, read.initial_colour, warnings) == (4, "b", ())


@pytest.mark.skipif(not BBP.is_file(), reason=f"bbpPairings is not built at {BBP} (set SWISSCHECK_BBP)")
def test_bbppairings_has_no_discrepancy(capsys: pytest.CaptureFixture[str]) -> None:
    with contextlib.chdir(ROOT):
        code = main(["campaign", "--system", "dutch", "--engine", f"{BBP} --dutch {{trf}} -p {{out}}",
                     "--tournaments", "6", "--players", "15-40", "--rounds", "5-7", "--seed", "25", "--jobs", "1",
                     "--quiet", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert (code, report["tournaments"], report["discrepancies"]) == (0, 6, [])
    assert report["endorsement"]["verdict"] == "UNDECIDED"  # PASS needs 5,000 tournaments (bench/README.md)

"""``swisscheck campaign``: tournaments paired by an external engine, every round checked as ``check`` would.

The engines are scripts next to this file: ``engines.py`` (swisscheck's own pairing, spoilt on purpose
in one round: colours flipped, a rematch, a second PAB, a player twice; or a crash, a timeout, garbage in
every round) and ``naive_engine.py`` (a fast engine that pairs by start number: wrong in most rounds).
Campaigns against swisscheck itself cost about a second per round (a Python start), so they stay small.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import checker.campaign.play as play_module
from checker.cli import main

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PYTHON = sys.executable
SELF = f"{PYTHON} -m checker.cli pair {{trf}} --format bbp > {{out}}"
NAIVE = f"{PYTHON} {HERE / 'naive_engine.py'} {{trf}} {{out}}"
QUIET_EVENT = ["--set", "ZeroPointByeRate=0", "--set", "HalfPointByeRate=0", "--set", "ForfeitRate=0"]


def faulty(mode: str, round_number: int) -> str:
    """The command of ``engines.py`` spoiling round ``round_number`` (0: every round) with ``mode``."""
    return f"{PYTHON} {HERE / 'engines.py'} {mode} {round_number} {{trf}} {{out}}"


def campaign(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, Any]]:
    """Run ``swisscheck campaign ... --format json --quiet`` from the clone; the exit code and the report."""
    with contextlib.chdir(ROOT):
        code = main(["campaign", *argv, "--format", "json", "--quiet"])
    out = capsys.readouterr().out
    return code, json.loads(out)


def test_campaign_against_swisscheck_itself_has_no_discrepancy(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = campaign(capsys, "--system", "dutch", "--engine", SELF, "--tournaments", "2",
                            "--players", "9-12", "--rounds", "3", "--seed", "5", "--jobs", "2")
    assert (code, report["tournaments"], report["rounds"]) == (0, 2, 6)
    assert report["discrepancies"] == [] and report["by_verdict"] == {"CONSISTENT": 6}


@pytest.mark.parametrize("system", ["double-swiss", "team"])
def test_double_swiss_and_team_engines_get_the_match_and_team_pairing(capsys: pytest.CaptureFixture[str],
                                                                      system: str) -> None:
    # Double-Swiss: the engine gets two TRF columns per match and answers the match (white = game 1's);
    # Team: TRF-2026 with 310/240/320/330, the answer by team numbers. `pair --format bbp` is such an engine.
    code, report = campaign(capsys, "--system", system, "--engine", SELF, "--tournaments", "1",
                            "--players", "8", "--rounds", "2", "--seed", "3")
    assert (code, report["rounds"], report["by_verdict"]) == (0, 2, {"CONSISTENT": 2})


@pytest.mark.parametrize(("mode", "verdict", "rule"), [
    ("colours", "COLOURS", "Dutch 5.2"),
    ("rematch", "VIOLATION", "C1"),
    ("pab", "VIOLATION", "C2"),
    ("twice", "ILLEGAL", "Basic Rules 3"),
])
def test_a_spoilt_round_is_caught_with_its_verdict_and_the_campaign_goes_on(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, mode: str, verdict: str, rule: str) -> None:
    # 7 players, no byes or forfeits: round 1 gives a PAB, round 2 is spoilt, round 3 is played on.
    code, report = campaign(capsys, "--system", "dutch", "--engine", faulty(mode, 2), "--tournaments", "1",
                            "--players", "7", "--rounds", "3", "--seed", "2", *QUIET_EVENT, "--report", str(tmp_path))
    assert code == 1
    assert report["rounds"] == 3 and report["by_verdict"]["CONSISTENT"] == 2
    [found] = report["discrepancies"]
    assert (found["round"], found["verdict"]) == (2, verdict)
    assert (found["criterion"] or found["article"]).startswith(rule)
    if verdict == "ILLEGAL":  # a failure kind: its own table, not a criterion (issue 25)
        assert (report["by_failure"], report["by_criterion"]) == ({"ILLEGAL": 1}, {})
    else:
        assert (report["by_failure"], report["by_criterion"]) == ({}, {found["criterion"] or found["article"]: 1})
    assert set(found["files"]) == {"tournament", "input", "output"}


def test_a_discrepancy_replays_with_check_and_pair(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, report = campaign(capsys, "--system", "dutch", "--engine", faulty("rematch", 2), "--tournaments", "1",
                            "--players", "7", "--rounds", "2", "--seed", "2", *QUIET_EVENT, "--report", str(tmp_path))
    [found] = report["discrepancies"]
    files = {k: tmp_path / v for k, v in found["files"].items()}
    assert main(["check", str(files["tournament"]), "--round", "2", "--format", "json"]) == 1
    replayed = json.loads(capsys.readouterr().out)["rounds"][0]
    assert (replayed["verdict"], replayed["criterion"], replayed["message"]) == (
        found["verdict"], found["criterion"], found["message"])
    assert main(["pair", str(files["input"]), "--format", "bbp"]) == 0  # swisscheck's pairing of what the engine got
    ours = capsys.readouterr().out.split()
    assert ours != files["output"].read_text().split()
    assert json.loads((tmp_path / "report.json").read_text())["discrepancies"][0]["round"] == 2


@pytest.mark.parametrize(("mode", "verdict", "words"), [
    ("crash", "CRASH", "the engine exited with status 3: engine: simulated failure"),
    ("garbage", "UNREADABLE", "line 1: expected the number of pairs, got 'Pairing of round"),
    ("timeout", "TIMEOUT", "the engine did not answer within 1.0 s"),
])
def test_an_engine_failure_is_a_discrepancy_of_its_kind_counted_apart_from_the_criteria(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, mode: str, verdict: str, words: str) -> None:
    # The campaign plays each failed round with swisscheck's pairing instead and finishes. One tournament:
    # an engine failing alike on the first round of two tournaments stops the campaign (test_campaign_refusals).
    code, report = campaign(capsys, "--system", "dutch", "--engine", faulty(mode, 0), "--tournaments", "1",
                            "--players", "8", "--rounds", "2", "--seed", "2", "--timeout", "1", "--report", str(tmp_path))
    assert (code, report["tournaments"], report["rounds"]) == (1, 1, 2)
    assert report["by_verdict"] == {verdict: 2}
    assert (report["by_failure"], report["by_criterion"]) == ({verdict: 2}, {})
    assert [(d["tournament"], d["round"]) for d in report["discrepancies"]] == [(1, 1), (1, 2)]
    assert all(d["verdict"] == verdict and d["message"].startswith(words) for d in report["discrepancies"])
    assert (report["endorsement"]["discrepant"], report["endorsement"]["verdict"]) == (1, "FAIL")
    if mode == "crash":
        first = report["discrepancies"][0]
        assert first["exit_code"] == 3 and (tmp_path / first["files"]["stderr"]).read_text() == "engine: simulated failure\n"


def test_an_internal_error_ends_its_tournament_only_named_with_its_seed_and_counted(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # issue 29: a bug in swisscheck on one round (here: the check of the first round 2 played) is that
    # tournament's INTERNAL failure; the other tournament is still played and the campaign reports both.
    real = play_module.check_pairing
    calls: list[int] = []

    def failing(state: Any, pairing: Any, system: Any, round_number: int) -> Any:
        calls.append(round_number)
        if calls.count(2) == 1 and round_number == 2:
            raise ValueError("simulated bug")
        return real(state, pairing, system, round_number)

    monkeypatch.setattr(play_module, "check_pairing", failing)
    code, report = campaign(capsys, "--system", "dutch", "--engine", SELF, "--tournaments", "2", "--players", "7",
                            "--rounds", "3", "--seed", "2", *QUIET_EVENT, "--jobs", "1", "--report", str(tmp_path))
    assert (code, report["tournaments"]) == (1, 2)
    assert report["by_verdict"] == {"CONSISTENT": 4, "INTERNAL": 1}  # 1-2 of the first, 1-3 of the second
    assert (report["by_failure"], report["by_criterion"]) == ({"INTERNAL": 1}, {})
    [found] = report["discrepancies"]
    assert (found["tournament"], found["seed"], found["round"], found["verdict"]) == (1, 2000001, 2, "INTERNAL")
    assert found["message"].startswith("swisscheck failed on round 2 (a bug in swisscheck, not the engine's): "
                                       "ValueError: simulated bug")
    assert "simulated bug" in (tmp_path / found["files"]["traceback"]).read_text()
    assert main(["pair", str(tmp_path / found["files"]["input"]), "--format", "bbp"]) == 0  # the round replays
    assert report["endorsement"]["discrepant"] == 1


def _essentials(report: dict[str, Any]) -> tuple[Any, ...]:
    return report["tournaments"], report["rounds"], report["by_verdict"], report["by_criterion"], report["discrepancies"]


def test_results_are_the_same_whatever_the_backend_and_the_workers(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("distributed", reason="the dask extra is not installed (pip install 'swisscheck[dask]')")
    args = ["--system", "dutch", "--engine", NAIVE, "--tournaments", "4", "--players", "9-14", "--rounds", "2-4",
            "--seed", "11"]
    reports = [campaign(capsys, *args, *extra) for extra in (["--jobs", "1"], ["--jobs", "2"],
                                                            ["--backend", "dask", "--jobs", "2"])]
    assert [code for code, _ in reports] == [1, 1, 1]
    first = _essentials(reports[0][1])
    assert first[0] == 4 and len(first[4]) > 4  # the naive engine is wrong in most rounds
    assert all(_essentials(report) == first for _, report in reports)


def test_tournament_seeds_and_sizes_do_not_depend_on_the_campaign_size(capsys: pytest.CaptureFixture[str]) -> None:
    # Tournament i of seed K has the seed K*1000000+i: a longer campaign only adds tournaments.
    short = campaign(capsys, "--system", "dutch", "--engine", NAIVE, "--tournaments", "2", "--seed", "3",
                     "--players", "8-12", "--rounds", "2", "--jobs", "1")[1]
    longer = campaign(capsys, "--system", "dutch", "--engine", NAIVE, "--tournaments", "3", "--seed", "3",
                      "--players", "8-12", "--rounds", "2", "--jobs", "1")[1]
    assert [d for d in longer["discrepancies"] if d["tournament"] <= 2] == short["discrepancies"]
    assert {d["seed"] for d in longer["discrepancies"]} <= {3000001, 3000002, 3000003}


def test_ctrl_c_stops_the_campaign_and_prints_the_partial_report(tmp_path: Path) -> None:
    # Each round waits for an engine that sleeps until the 10 s timeout; SIGINT once it has started.
    started = tmp_path / "started"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ENGINE_STARTED": str(started)}
    process = subprocess.Popen(
        [PYTHON, "-m", "checker.cli", "campaign", "--system", "dutch", "--engine", faulty("timeout", 0),
         "--tournaments", "3", "--players", "8", "--rounds", "2", "--timeout", "10", "--jobs", "1"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + 60
    while not started.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130
    assert "Interrupted: 0 of 3 tournaments played to the end." in out
    assert "Traceback" not in err and "campaign interrupted (Ctrl-C)" in err


def test_bad_campaign_options_are_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["campaign", "--system", "team", "--engine", NAIVE, "--trf", "16"]) == 2
    assert "a Team tournament is written in TRF-2026 only" in capsys.readouterr().err
    assert main(["campaign", "--system", "dutch", "--engine", NAIVE, "--set", "Players=9"]) == 2
    assert "--set Players=9: unknown key 'Players'" in capsys.readouterr().err
    assert main(["campaign", "--system", "dutch", "--engine", NAIVE, "--tournaments", "1000000"]) == 2
    assert "at most 999999 per campaign" in capsys.readouterr().err

"""``swisscheck check`` and ``swisscheck explain`` through ``checker.cli.main``: exit codes and output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.systems.dutch.state import build_state
from checker.systems.dutch.round import round_data
from checker.trf import dumps
from tests.check.tamper import DUTCH, boards, corpus, rewrite_round


def test_clean_file_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(DUTCH / "p9r5-s48.trf")]) == 0
    out = capsys.readouterr().out
    assert "5 of 5 rounds consistent." in out


def test_tampered_file_exits_1_and_names_the_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """p9r5-s48 round 3 with the PAB moved from 5 to 7 (more unplayed games): WORSE, C9."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(6, 1), (2, 3), (4, 9), (8, 5)], 7)
    path = tmp_path / "tampered.trf"
    path.write_text(dumps(t))
    assert main(["check", str(path), "--verbose"]) == 1
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("3 "))
    assert row.split() == ["3", "WORSE", "C9", "/", "Dutch", "2.4.4", "2"]
    assert ("WORSE [C9 / Dutch 2.4.4] in score group 0: the pairs: the PAB goes to its downfloater 7, who has "
            "1 unplayed game in the published pairing") in " ".join(out.split())  # wrapped at 100 columns
    assert max(len(line) for line in out.splitlines()[1:]) <= 100


def test_bad_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.trf"
    path.write_text("001 this is not a player line\n")
    assert main(["check", str(path)]) == 2
    assert capsys.readouterr().err.startswith("swisscheck: error: ")


def test_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "none.trf")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_json_has_round_and_verdict_per_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    t = corpus("p12r5-s1")
    pairs, pab = boards(t, 2)
    t = rewrite_round(t, 2, [p for p in pairs if p not in ((6, 3), (4, 5))] + [(6, 4), (5, 3)], pab)
    path = tmp_path / "t.trf"
    path.write_text(dumps(t))
    assert main(["check", str(path), "--format", "json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [(r["round"], r["verdict"]) for r in report["rounds"]][:2] == [(1, "CONSISTENT"), (2, "WORSE")]
    second = report["rounds"][1]
    assert second["criterion"] == "C12"
    assert second["findings"][0]["published_value"] == "2" and second["findings"][0]["reference_value"] == "0"
    assert all({"round", "verdict"} <= set(r) for r in report["rounds"])


def test_explain_prints_every_bracket(capsys: pytest.CaptureFixture[str]) -> None:
    path = DUTCH / "p25r11-s40.trf"
    assert main(["explain", str(path), "--round", "10"]) == 0
    out = capsys.readouterr().out
    from checker.trf import load

    state = build_state(load(path)[0], 10)
    data, _ = round_data(state)
    headers = [line for line in out.splitlines() if line.startswith("Bracket ")]
    assert len(headers) == len(data.groups)
    assert out.count("  first candidate (3.3): ") == len(data.groups)
    assert "PAB: 25 players to pair is odd" in out

"""Issue 31, finding 11: ``info`` and ``check`` take one decision on a league (issue 24 hypothesis 1)."""

from __future__ import annotations

import json

import pytest

from checker.cli import main
from tests.paths import DATA

LEAGUE = DATA / "real" / "icu_armstrong_2011.tab"
"""092 'Team League': 12 teams, 11 rounds, an all-play-all."""


def test_info_says_not_a_swiss_where_check_exits_4(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(LEAGUE)]) == 4
    said = " ".join(capsys.readouterr().out.split())
    assert "not a Swiss: its 092 record 'Team League' names a league" in said
    assert main(["info", str(LEAGUE), "--format", "json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["not_swiss"] == "its 092 record 'Team League' names a league"
    assert main(["info", str(LEAGUE)]) == 0
    text = capsys.readouterr().out
    assert "checked under       not a Swiss: its 092 record 'Team League' names a league; check exits 4" in text


def test_with_system_both_check_the_league_as_a_team_swiss(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["info", str(LEAGUE), "--system", "team", "--format", "json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["not_swiss"] is None and info["system_name"] == "team"
    assert main(["check", str(LEAGUE), "--system", "team", "--format", "json", "--no-causes"]) in (0, 1)
    report = json.loads(capsys.readouterr().out)
    assert report["cause"] is None and len(report["rounds"]) == 11


def test_a_swiss_file_has_no_not_swiss_in_info(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["info", str(DATA / "team" / "team-t10r5-A-s6006.trf"), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["not_swiss"] is None

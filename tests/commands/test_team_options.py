"""`--team-colours` / `--team-score` override the 192 code's Team options (C.04.6 1.2, 1.7)."""

from __future__ import annotations

import json

import pytest

from checker.cli import main
from tests.paths import DATA

TEAM = DATA / "team"


def _verdicts(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[tuple[int, str, str | None]]]:
    code = main(["check", *argv, "--format", "json"])
    rounds = json.loads(capsys.readouterr().out)["rounds"]
    return code, [(r["round"], r["verdict"], r["article"]) for r in rounds]


def test_type_b_file_is_consistent_as_declared(capsys: pytest.CaptureFixture[str]) -> None:
    """FIDE_TEAM_TYPEB file paired by Gacrux: every round CONSISTENT under its own 192 code."""
    code, verdicts = _verdicts(capsys, str(TEAM / "team-t20r7-B-s6005.trf"))
    assert code == 0 and {v for _, v, _ in verdicts} == {"CONSISTENT"}


def test_type_b_file_read_as_type_a_diverges_where_c9_decided(capsys: pytest.CaptureFixture[str]) -> None:
    """Without Type B's C9 (1.7.2, 2.4 C9) rounds 3-5 are equal on C1-C8 but later in the 3.6.3 order."""
    code, verdicts = _verdicts(capsys, str(TEAM / "team-t20r7-B-s6005.trf"), "--team-colours", "A")
    assert code == 1
    assert [(r, v, a) for r, v, a in verdicts if v != "CONSISTENT"] == [
        (3, "DIVERGES", "Team 3.6.3"), (4, "DIVERGES", "Team 3.6.3"), (5, "DIVERGES", "Team 3.6.3"),
    ]


def test_game_points_primary_changes_the_scoregroups(capsys: pytest.CaptureFixture[str]) -> None:
    """Match points are primary by default (1.2.2); with game points primary some round differs."""
    code, verdicts = _verdicts(capsys, str(TEAM / "team-t10r5-A-s6006.trf"), "--team-score", "GP")
    assert code == 1 and any(v != "CONSISTENT" for _, v, _ in verdicts)


def test_team_options_are_rejected_when_not_one_of_the_types(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse refuses an unknown preference type: exit 2, no traceback."""
    assert main(["check", str(TEAM / "team-t10r5-A-s6006.trf"), "--team-colours", "C"]) == 2
    assert "invalid choice: 'C'" in capsys.readouterr().err

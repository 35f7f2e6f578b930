"""Team reports in team words (issue 31 item 12): matches, not boards; match points and game points
labelled (C.04.6 1.2), no empty rating column for teams."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from checker.systems.registry import lookup
from checker.trf import dumps
from tests.support import generate
from tests.systems.team.builders import rewrite_round

EIGHT = generate(lookup("team"), 8, 5, 1, absence_rate=0.0, half_bye_rate=0.0, forfeit_rate=0.0)  # type: ignore[arg-type]
"""8 teams, 5 rounds; round 3 as published is 2-1, 5-3, 6-4, 7-8 (tests/systems/team/test_team_check_tampered.py)."""


@pytest.fixture
def rematch(tmp_path: Path) -> Path:
    """Round 3 rewritten with 1-3, who met in round 2 (C1), and 2-5."""
    path = tmp_path / "team-rematch.trf"
    path.write_text(dumps(rewrite_round(EIGHT, 3, [(1, 3), (2, 5), (6, 4), (7, 8)])))
    return path


def test_team_text_report_speaks_of_matches_with_match_and_game_points(
        rematch: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(rematch)]) == 1
    lines = capsys.readouterr().out.splitlines()
    summary = next(line for line in lines if line.startswith("Round    Verdict"))
    assert summary.split()[-3:] == ["Matches", "that", "differ"]
    head = next(line for line in lines if line.lstrip().startswith("Match  Pairing"))
    assert head.split() == ["Match", "Pairing", "White", "(team", "no.,", "name)", "MP", "GP",
                            "Black", "(team", "no.,", "name)", "MP", "GP"]
    text = " ".join(" ".join(lines).split())
    assert "Rtg" not in text and "Matches that differ: 2 published matches, 2 matches of the rules' pairing" in text
    assert "MP: match points; GP: game points before the round." in text
    # team 1 before round 3: 4 match points, 7 game points (the state worked by hand in the tampered tests)
    row = next(line for line in lines if line.split()[:3] == ["1", "published", "1"])
    assert row.split()[5:7] == ["4", "7"]


def test_team_html_boards_have_match_and_game_points_not_ratings(rematch: Path, tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    assert main(["check", str(rematch), "--format", "html", "-o", str(out)]) == 1
    page = out.read_text()
    table = page[page.index('id="boards-3"'):]
    table = table[:table.index("</table>")]
    assert "<th class=n>Match<th>White<th class=n>MP<th class=n>GP<th>Black<th class=n>MP<th class=n>GP" in table
    assert "Rtg" not in table and "<th class=n>Matches that differ" in page

"""A round paired but without its results yet (issue 31 item 10): ``info`` counts its games apart, neither played
nor forfeited, and ``pair`` says the round is not finished instead of calling its players withdrawn."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from tests.commands.test_info import column_headers
from tests.paths import ROOT


def without_results(sample: str, column: int, tmp_path: Path) -> Path:
    """The sample with every paired game of round column ``column`` left without a result (blank, column 99+10k)."""
    lines = []
    for line in (ROOT / "samples" / sample).read_text(encoding="utf-8").splitlines():
        at = 98 + 10 * (column - 1)
        if line.startswith("001") and len(line) > at and line[at - 7:at - 3].strip() not in ("", "0000"):
            line = line[:at] + " " + line[at + 1:]
        lines.append(line)
    path = tmp_path / f"unfinished-{sample}"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_info_counts_the_games_without_a_result_apart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = without_results("dutch-12p-5r.trf", 5, tmp_path)
    assert main(["info", str(path)]) == 0
    out = capsys.readouterr().out
    assert column_headers(out)[:4] == ["round", "pairs played", "pairs with no result yet", "pairs forfeited"]
    assert [line.split()[:4] for line in out.splitlines()[-2:]] == [["4", "5", "0", "1"], ["5", "0", "6", "0"]]


def test_team_info_no_longer_calls_an_unfinished_round_forfeited(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Every board of round 5 without a result: 5 matches not finished, none forfeited (330 names none)."""
    path = without_results("team-10t-5r.trf", 5, tmp_path)
    assert main(["info", str(path)]) == 0
    out = capsys.readouterr().out
    assert column_headers(out)[:4] == ["round", "matches played", "matches with no result yet",
                                       "matches forfeited (330)"]
    assert out.splitlines()[-1].split()[:4] == ["5", "0", "5", "0"]


@pytest.mark.parametrize(("sample", "games"), [("dutch-12p-5r.trf", 6), ("team-10t-5r.trf", 20)])
def test_pair_says_the_round_before_is_not_finished(sample: str, games: int, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = without_results(sample, 5, tmp_path)
    # the samples declare 5 rounds (142 / XXR): a sixth is paired when --rounds declares it (Basic Rules 1)
    assert main(["pair", str(path), "--format", "json", "--rounds", "6"]) == 0
    out = capsys.readouterr().out
    assert f'"round 5 is not finished: {games} games have no result in the file; round 6 is paired as if they' in out
    assert "probably withdrawn" not in out


def test_a_finished_round_gives_no_such_warning(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pair", str(ROOT / "samples" / "team-10t-5r.trf"), "--format", "json", "--rounds", "6"]) == 0
    assert "not finished" not in capsys.readouterr().out

"""``swisscheck check --format html`` (issue 23): one self-contained page, escaped, checked in a real browser."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from checker.trf import dumps
from tests.check.tamper import corpus
from tests.paths import DATA, ROOT
from tests.report.dom import Tables, dump_dom, screenshot

MASTERS = DATA / "real" / "icu_bunratty_masters_2011.tab"
"""A real event (Bunratty Masters 2011, 34 players, 6 rounds), no round consistent with the 2026 Dutch rules."""
SCRIPT = "<script>alert(1)</script>"
IMG = "<img src=x onerror=alert(1)>"


def _html(tmp_path: Path, capsys: pytest.CaptureFixture[str], trf: Path, *argv: str) -> tuple[int, Path]:
    """Exit code and the page written by ``check FILE --format html -o``."""
    out = tmp_path / "report.html"
    code = main(["check", str(trf), "--format", "html", "-o", str(out), *argv])
    capsys.readouterr()
    return code, out


def test_general_handling_3_6_real_event_renders_differing_boards_and_standings_in_chromium(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, page = _html(tmp_path, capsys, MASTERS)
    assert code == 1
    text = page.read_text(encoding="utf-8")
    assert "<script" not in text and "http" not in text and "@import" not in text and "url(" not in text
    dom = Tables(dump_dom(page))
    boards = dom.tables["boards-2"]
    differing = [row for row, cls in zip(boards, dom.row_classes["boards-2"]) if cls == "d"]
    assert differing and all(row[0].isdigit() and row[1] for row in differing)
    assert any(row[1] != row[8] or row[4] != row[11] for row in differing)
    standings = dom.tables["standings-6"]
    assert standings[0] == ["Rank", "Player (start no., name)", "Rating", "Points"]
    assert standings[1][0] in ("1", "1=") and standings[1][3] == "5"
    assert dom.tables["standings-1"][1][0].startswith("1")
    png = tmp_path / "report.png"
    screenshot(page, png)
    assert png.stat().st_size > 10_000


def test_names_from_the_file_are_escaped_and_run_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A tournament file is untrusted: names like <script> and <img onerror> show as text."""
    t = corpus("p9r5-s48")
    players = list(t.players)
    players[0] = players[0].model_copy(update={"name": SCRIPT})
    players[1] = players[1].model_copy(update={"name": IMG})
    trf = tmp_path / "hostile.trf"
    trf.write_text(dumps(t.model_copy(update={"players": tuple(players), "name": "<b>Open & co</b>"})))
    code, page = _html(tmp_path, capsys, trf)
    assert code == 0
    text = page.read_text(encoding="utf-8")
    assert SCRIPT not in text and IMG not in text and "<b>Open" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text and "&lt;img src=x onerror=alert(1)&gt;" in text
    dom = Tables(dump_dom(page))
    assert not {"script", "img", "b"} & dom.tags
    crosstable = dom.tables["crosstable"]
    assert any(SCRIPT in " ".join(row) for row in crosstable) and any(IMG in " ".join(row) for row in crosstable)


def test_html_page_holds_event_crosstable_and_a_section_per_player(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, page = _html(tmp_path, capsys, MASTERS)
    text = page.read_text(encoding="utf-8")
    assert code == 1 and "<dt>Dates<dd>" in text and "@media print" in text
    dom = Tables(text)
    assert len(dom.tables["crosstable"]) == 35 and dom.tables["crosstable"][0][3:9] == [f"R{r}" for r in range(1, 7)]
    assert text.count('<section class=player id="player-') == 34
    assert text.count('<section class=round id="round-') == 6 and 'href="#round-6"' in text


def test_batch_html_writes_an_index_and_one_page_per_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "site"
    files = [str(DATA / "dutch-2026" / "p9r5-s48.trf"), str(MASTERS)]
    assert main(["check", *files, "--format", "html", "-o", str(out), "--quiet", "--jobs", "1"]) == 1
    capsys.readouterr()
    assert sorted(p.name for p in out.iterdir()) == ["icu_bunratty_masters_2011.html", "index.html", "p9r5-s48.html"]
    index = (out / "index.html").read_text(encoding="utf-8")
    assert 'href="p9r5-s48.html"' in index and 'href="icu_bunratty_masters_2011.html"' in index


def test_batch_html_without_output_folder_is_an_input_error(capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(DATA / "dutch-2026" / "p9r5-s48.trf"), str(MASTERS)]
    assert main(["check", *files, "--format", "html"]) == 2
    assert "-o DIR" in capsys.readouterr().err


def test_unwritable_output_is_an_input_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(MASTERS), "--format", "html", "-o", str(tmp_path / "missing" / "r.html")])
    assert code == 2 and "cannot write the report" in capsys.readouterr().err


@pytest.mark.parametrize("sample", ["samples/team-10t-5r.trf", "samples/double-swiss-10p-4r.trf"])
def test_team_and_double_swiss_pages_show_boards_without_player_standings(
        sample: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A round of these systems is not one TRF column of players: no standings or crosstable are made up."""
    code, page = _html(tmp_path, capsys, ROOT / sample)
    text = page.read_text(encoding="utf-8")
    dom = Tables(text)
    assert code == 0 and "boards-1" in dom.tables and "crosstable" not in dom.tables
    assert "<dt>Rounds<dd>" in text and not any(name.startswith("standings-") for name in dom.tables)

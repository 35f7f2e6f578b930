"""``swisscheck check --format html`` (issue 23): one self-contained page, escaped, checked in a real browser."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from checker.cli import main
from checker.trf import dumps, load
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
    assert standings[0] == ["Rank", "Player (start no., name)", "Rating", "Points", "Published rank"]
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


GRANDMOMMY = DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf"
"""FIDE's TRF-2026 team example: 50 teams, 14 rounds, 310 records with final match and game points, and
``202 EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP``."""


def test_team_standings_match_and_game_points_from_the_team_records(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, page = _html(tmp_path, capsys, ROOT / "samples" / "team-10t-5r.trf")
    dom = Tables(page.read_text(encoding="utf-8"))
    standings = dom.tables["standings-5"]
    assert code == 0 and standings[0] == ["Rank", "Team (no., name)", "Match points", "Game points", "Published rank"]
    assert standings[1] == ["1", "1 Team 001", "10", "17.5", "1"] and standings[3][0] == "3="
    assert dom.tables["crosstable"][1] == ["1", "1 Team 001", "6w 4", "4b 4", "3w 3", "2b 3", "5w 3.5", "10"]


def test_team_final_standings_equal_the_310_records_and_declared_tie_breaks_are_columns(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every team's match and game points after round 14 are the totals its 310 record declares; the four
    declared tie-breaks are all computed (EDET/P, C.07 13.3, since issue 30's team tie-breaks): India 3 and
    Slovakia, on 20 match points, are not separated by EDET/P and rank by EMGSB/C1/P, 528 against 504.5."""
    code, page = _html(tmp_path, capsys, GRANDMOMMY)
    text = page.read_text(encoding="utf-8")
    standings = Tables(text).tables["standings-14"]
    assert code == 1 and standings[0][:4] == ["Rank", "Team (no., name)", "Match points", "Game points"]
    assert standings[0][4:] == ["EDET/P", "EMGSB/C1/P", "BH:MP/C1/P", "MPvGP"]
    declared = {t.number: (t.match_points, t.game_points) for t in load(GRANDMOMMY)[0].teams if t.source == "310"}
    shown = {int(row[1].split()[0]): (Decimal(row[2]), Decimal(row[3])) for row in standings[1:]}
    assert len(shown) == 50 and shown == declared
    assert not any(cell in ("not computed", "not applied") for row in standings[1:] for cell in row)
    assert [(row[0], row[1], row[4], row[5]) for row in standings[1:3]] == [
        ("1", "16 India 3", "0", "528"), ("2", "22 Slovakia", "0", "504.5")]
    assert "EDET/P: extended direct encounter, then the top boards; EMGSB/C1/P: extended Sonneborn-Berger" in text


def test_double_swiss_standings_count_matches_of_two_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, page = _html(tmp_path, capsys, ROOT / "samples" / "double-swiss-10p-4r.trf")
    dom = Tables(page.read_text(encoding="utf-8"))
    assert code == 0 and dom.tables["standings-4"][1] == ["1", "2 Test0002 Player0002", "2624", "7.5", "1"]
    assert dom.tables["crosstable"][0][3:7] == ["R1", "R2", "R3", "R4"]
    assert dom.tables["crosstable"][1][3:8] == ["7b 1 1", "4w 1 1", "3b 1 ½", "1b 1 1", "7.5"]


def test_declared_individual_tie_breaks_are_standings_columns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    trf = tmp_path / "declared.trf"
    trf.write_text("202 BH/C1,SB,XYZ\n" + (ROOT / "samples" / "dutch-12p-5r.trf").read_text(encoding="utf-8"))
    code, page = _html(tmp_path, capsys, trf)
    standings = Tables(page.read_text(encoding="utf-8")).tables["standings-5"]
    assert code == 0 and standings[0] == ["Rank", "Player (start no., name)", "Rating", "Points", "BH/C1", "SB", "XYZ",
                                          "Published rank"]
    assert all(row[6] == "not computed" and Decimal(row[4]) >= 0 for row in standings[1:])
    keys = [(Decimal(row[3]), Decimal(row[4]), Decimal(row[5])) for row in standings[1:]]
    assert keys == sorted(keys, reverse=True)

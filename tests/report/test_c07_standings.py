"""``tournament.standings_table`` and ``swisscheck standings``: the C.07 edition in force by the event's date, the
published ranks checked, the text / JSON / HTML outputs showing the same numbers."""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from checker.api import read
from checker.cli import main
from checker.models import Record, Tournament
from checker.tournament.c07 import E2024, E2026, E2009, edition_on
from checker.tournament.standings import individual_results
from checker.tournament.standings_table import StandingsTable, standings_table
from checker.trf import dumps
from tests.paths import DATA
from tests.report.dom import Tables

CODES = "BH/C1,BH,SB,ARO,WIN,PS,BH/M1,FB,TPR"
"""The issue's list (issue 30, "Must show")."""


def _generated(tmp_path: Path, capsys: pytest.CaptureFixture[str], start: str | None, seed: int = 7,
               codes: str = CODES, size: str = "16", rounds: str = "6") -> Path:
    """A generated Dutch event with byes, forfeits, withdrawals and late entries, its 042 and 202 set."""
    raw = tmp_path / f"raw-{seed}.trf"
    assert main(["generate", "--system", "dutch", "--players", size, "--rounds", rounds, "--seed", str(seed),
                 "--set", "ForfeitRate=8", "--set", "HalfPointByeRate=8", "--set", "RetiredRate=8",
                 "--set", "LateEntryRate=8", "-o", str(raw)]) == 0
    capsys.readouterr()
    lines = raw.read_text(encoding="utf-8").splitlines()
    head = ([f"042 {start}"] if start else []) + [f"202 {codes}"]
    out = tmp_path / f"event-{seed}-{(start or 'undated').replace('/', '-')}.trf"
    out.write_text("\n".join(lines[:1] + head + lines[1:]) + "\n", encoding="utf-8")
    return out


def _table(path: Path, today: date = date(2026, 11, 28)) -> StandingsTable:
    """The standings after the last round of a file."""
    t = read(path)
    return standings_table(t, individual_results(t, t.round_columns), t.round_columns, file=str(path), today=today)


@pytest.mark.parametrize(("day", "edition"), [(date(2023, 6, 1), E2009), (date(2024, 3, 31), E2009),
                                              (date(2024, 4, 1), E2024), (date(2026, 2, 28), E2024),
                                              (date(2026, 3, 1), E2026)])
def test_c07_edition_in_force_at_the_start_date(day: date, edition: object) -> None:
    assert edition_on(day) == edition


def test_c07_an_undated_file_takes_todays_edition_and_says_so(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    table = _table(_generated(tmp_path, capsys, None))
    assert table.edition == "2026" and table.start_date is None
    assert table.rules == "FIDE Tie-Break Regulations (C.07), applied from 1 March 2026"
    assert any("no start date (042)" in n and "2026-11-28" in n for n in table.notes)


def test_c07_2026_16_4_caps_change_buchholz_of_opponents_of_unplayed_rounds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same event dated 2025 and 2026: only BH/SB-family values move, none upwards (16.4 takes a minimum)."""
    older, newer = (_table(_generated(tmp_path, capsys, day, seed=3, size="30", rounds="7"))
                    for day in ("2025/06/01", "2026/06/01"))
    assert (older.edition, newer.edition) == ("2024", "2026")
    before = {r.start_number: r.tiebreaks for r in older.rows}
    moved = {(n, c) for r in newer.rows for c, v in r.tiebreaks.items() if (n := r.start_number)
             and v != before[n][c]}
    assert moved and {c for _, c in moved} <= {"BH/C1", "BH", "SB", "BH/M1", "FB"}
    assert all((newer_v := next(r for r in newer.rows if r.start_number == n).tiebreaks[c]) is not None
               and (old_v := before[n][c]) is not None and newer_v < old_v for n, c in moved)


def test_before_the_2023_rewrite_the_virtual_opponent_of_2009_and_the_reader_is_told(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An event of 2023 with unplayed rounds: its Buchholz values are the 2009 rules', not the 2024 text's."""
    path = _generated(tmp_path, capsys, "2023/05/01", seed=3, size="30", rounds="7")
    table = _table(path)
    assert table.edition == "2009" and table.computed == tuple(CODES.split(","))
    assert table.rules == "FIDE tie-break rules before the 2023 rewrite (virtual opponent, Congress 2009)"
    assert any("before 1 April 2024" in n and "virtual opponent" in n for n in table.notes)
    t = read(path)
    newer = standings_table(t, individual_results(t, t.round_columns), t.round_columns, edition=E2024)
    assert {r.start_number: r.tiebreaks["BH"] for r in table.rows} != {r.start_number: r.tiebreaks["BH"]
                                                                         for r in newer.rows}


def _with_ranks(path: Path, ranks: dict[int, int]) -> Path:
    """The file with the 001 rank column filled."""
    t = read(path)
    players = tuple(p.model_copy(update={"rank": ranks[p.start_number]}) for p in t.players)
    out = path.with_name(path.stem + "-ranked.trf")
    out.write_text(dumps(t.model_copy(update={"players": players})), encoding="utf-8")
    return out


def test_c07_published_ranks_as_the_regulations_give_show_no_difference_and_two_swapped_show_those_two(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _generated(tmp_path, capsys, "2025/06/01", seed=5, size="24", rounds="7")
    table = _table(path)
    order = {r.start_number: i for i, r in enumerate(table.rows, start=1)}
    assert _table(_with_ranks(path, order)).differences == ()
    # two players apart on points and tie-breaks: the 2nd and the 6th swapped
    second, sixth = table.rows[1], table.rows[5]
    assert not second.shared and not sixth.shared
    swapped = dict(order) | {second.start_number: 6, sixth.start_number: 2}
    found = _table(_with_ranks(path, swapped)).differences
    assert [(d.start_number, d.published_rank, d.rank) for d in found] == [(second.start_number, 6, 2),
                                                                            (sixth.start_number, 2, 6)]
    assert found[0].reason.startswith("published 6th, the regulations give 2nd: ")
    assert f"for {sixth.start_number} " in found[0].reason and " against " in found[0].reason


def test_c07_a_shared_place_is_not_a_difference(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Equal on points and every tie-break declared: any rank the shared place spans is right."""
    path = _generated(tmp_path, capsys, "2025/06/01", seed=5, size="24", rounds="7", codes="WIN")
    table = _table(path)
    shared = [r for r in table.rows if r.shared]
    assert len(shared) >= 2
    order = {r.start_number: i for i, r in enumerate(table.rows, start=1)}
    group = [r.start_number for r in shared if r.rank == shared[0].rank]
    reversed_group = dict(order) | {n: order[m] for n, m in zip(group, reversed(group))}
    assert _table(_with_ranks(path, reversed_group)).differences == ()


def test_c07_an_unknown_code_is_named_and_ends_the_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    table = _table(_generated(tmp_path, capsys, "2025/06/01", codes="BH,XYZ,SB"))
    assert table.tiebreaks == ("BH", "XYZ", "SB") and table.computed == ("BH",)
    assert any(n.startswith("XYZ is not a tie-break swisscheck computes") for n in table.notes)


def test_standings_command_text_json_and_html_show_the_same_numbers(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _generated(tmp_path, capsys, "2026/04/02", seed=9, size="20", rounds="6")
    assert main(["standings", str(path), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema"] == "swisscheck/1" and data["round"] == 6 and data["tiebreaks"] == CODES.split(",")
    assert data["rules"] == "FIDE Tie-Break Regulations (C.07), applied from 1 March 2026"
    first = data["rows"][0]
    assert isinstance(first["points"], (int, float)) and isinstance(first["tiebreaks"]["SB"], (int, float))
    assert first["published_rank"] is None and data["differences"] == []
    assert main(["standings", str(path)]) == 0
    text = capsys.readouterr().out
    assert all(len(line) <= 100 for line in text.splitlines())
    assert "Rules: FIDE Tie-Break Regulations (C.07), applied from 1 March 2026; start date 2026-04-02" in text
    page = tmp_path / "standings.html"
    assert main(["standings", str(path), "--format", "html", "-o", str(page)]) == 0
    html_rows = Tables(page.read_text(encoding="utf-8")).tables["standings-6"]
    assert html_rows[0][4:] == CODES.split(",")
    shown = {int(row[1].split()[0]): [None if v == "–" else Decimal(v) for v in row[4:]] for row in html_rows[1:]}
    assert shown == {r["start_number"]: [None if (v := r["tiebreaks"][c]) is None else Decimal(str(v))
                                         for c in CODES.split(",")] for r in data["rows"]}
    check_page = tmp_path / "check.html"
    main(["check", str(path), "--format", "html", "-o", str(check_page)])
    capsys.readouterr()
    assert Tables(check_page.read_text(encoding="utf-8")).tables["standings-6"][1:] == [
        [row[0], *row[1:]] for row in html_rows[1:]]


def test_standings_command_round_and_tiebreaks_options(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _generated(tmp_path, capsys, "2025/06/01", seed=9, size="20", rounds="6")
    assert main(["standings", str(path), "--round", "3", "--tiebreaks", "BH,SB", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["round"] == 3 and data["tiebreaks"] == ["BH", "SB"] and data["edition"] == "2024"
    assert main(["standings", str(path), "--round", "9"]) == 2
    assert "--round 9" in capsys.readouterr().err


def test_standings_say_whether_the_tie_breaks_are_the_files_202_or_given_on_the_command_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The head line names where the list comes from: the file's 202 (C.07 as declared), or --tiebreaks."""
    path = _generated(tmp_path, capsys, "2025/06/01", seed=9, size="20", rounds="6", codes="BH,SB")
    assert main(["standings", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Tie-breaks declared (202): BH (Buchholz); SB (Sonneborn-Berger)" in out
    assert main(["standings", str(path), "--tiebreaks", "SB,BH", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["tiebreaks_from"] == "--tiebreaks"
    assert main(["standings", str(path), "--tiebreaks", "SB"]) == 0
    out = capsys.readouterr().out
    assert "Tie-breaks given (--tiebreaks): SB (Sonneborn-Berger)" in out and "declared" not in out


def test_standings_of_a_team_event_rank_by_match_points_and_team_tie_breaks(
        capsys: pytest.CaptureFixture[str]) -> None:
    """FIDE's TRF-2026 team example (dated 1 December 2024): BH:MP/C1/P is computed, EDEC (not computed) ends
    the list."""
    path = DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf"
    assert main(["standings", str(path), "--tiebreaks", "BH:MP/C1/P,SB:MP,EDEC", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["edition"] == "2024" and data["computed"] == ["BH:MP/C1/P", "SB:MP"]
    rows = data["rows"]
    assert len(rows) == 50 and all(isinstance(r["game_points"], (int, float)) for r in rows)
    keys = [(r["points"], r["tiebreaks"]["BH:MP/C1/P"], r["tiebreaks"]["SB:MP"]) for r in rows]
    assert keys == sorted(keys, reverse=True)


def test_standings_of_a_tournament_model_without_a_file() -> None:
    """The API's one computation works on a model built in code (no 042: today's edition)."""
    t = Tournament(headers=(Record(code="202", text="202 BH"),))
    table = standings_table(t, {}, 1, today=date(2025, 1, 1))
    assert table.edition == "2024" and table.rows == ()


def test_standings_refuse_a_file_without_a_round_played_and_empty_tiebreaks(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.trf"
    empty.write_text("012 Empty\n001    1      A                                 2000\n"
                     "001    2      B                                 1900\n", encoding="utf-8")
    assert main(["standings", str(empty)]) == 2
    assert capsys.readouterr().err.strip() == (f"swisscheck: error: {empty}: no round has been played: there are no "
                                               "standings yet")
    path = _generated(tmp_path, capsys, "2025/06/01")
    assert main(["standings", str(path), "--tiebreaks", ","]) == 2
    assert "--tiebreaks: give the codes separated by commas" in capsys.readouterr().err


def test_c07_16_5_1_a_half_point_bye_written_0000_equals_is_a_vur_cut_first() -> None:
    """icu_valid.tab (2008): player 1's round-1 bye ``0000 - =`` is a requested bye (16.1.1), so Cut-1 takes its
    own-score contribution (4) first, not the opponent on 2 points (16.5.1): BH 14.5, BH/C1 10.5."""
    t = read(DATA / "real" / "icu_valid.tab")
    table = standings_table(t, individual_results(t, 5), 5, codes=["BH", "BH/C1"], edition=E2024)
    player = next(r for r in table.rows if r.start_number == 1)
    assert player.tiebreaks == {"BH": Decimal("14.5"), "BH/C1": Decimal("10.5")}

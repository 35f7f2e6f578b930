"""``swisscheck info``: what a user sees on corpus files, in JSON, and on bad input."""

from __future__ import annotations

import json
import shutil
import subprocess
import sysconfig
from decimal import Decimal
from pathlib import Path

import pytest

from checker.cli import main
from checker.commands.info import summarise
from checker.report.info import render
from checker.tournament.summary import RoundSummary, TournamentInfo
from checker.models import ByeRecord, ForfeitedMatch, Player, RoundEntry, Team, TeamPAB, Tournament
from checker.systems.team.matches import team_history
from checker.trf import TRFError, dumps, load
from tests.paths import DATA, ROOT

P9 = DATA / "dutch-2026" / "p9r5-s48.trf"
C5 = DATA / "real" / "engine-tests" / "bbp_dutch_2025_C5.input.trf"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``main(argv)`` in-process: exit code, stdout, stderr."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def parsed(out: str) -> TournamentInfo:
    """``info --json`` read back into its model, once its ``schema`` version (docs/json.md) is checked off."""
    data = json.loads(out)
    assert data.pop("schema") == "swisscheck/1"
    return TournamentInfo.model_validate(data)


def table_row(text: str, first: str) -> list[str]:
    """The cells of the rounds-table line whose first cell is ``first``."""
    for line in text.splitlines():
        cells = line.split()
        if cells and cells[0] == first and all(c.isdigit() for c in cells):
            return cells
    raise AssertionError(f"no table row {first!r} in:\n{text}")


# p9r5-s48 by hand (9 players, 5 rounds, no XXR):
#   R1: 1-5 2-6 3-7 4-8 played, 9 PAB            -> 4 pairs, 0 forfeits, 1 PAB
#   R2: 1-4 2-9 3-5 played, 6-7 forfeit, 8 PAB    -> 3 pairs, 1 forfeit, 1 PAB
#   R3: 1-6 4-9 played, 2-3 and 7-8 forfeit, 5 PAB -> 2 pairs, 2 forfeits, 1 PAB
#   R4: 3-1 2-4 5-8 6-9 played, 7 PAB             -> 4 pairs, 0 forfeits, 1 PAB
#   R5: 1-8 3-4 5-6 7-9 played, 2 PAB             -> 4 pairs, 0 forfeits, 1 PAB
P9_ROUNDS = [(1, 4, 0, 1), (2, 3, 1, 1), (3, 2, 2, 1), (4, 4, 0, 1), (5, 4, 0, 1)]


def test_info_text_shows_the_key_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "info", str(P9))
    assert code == 0
    assert "9 players" in out
    assert "FIDE_DUTCH_2025" in out  # the 092 record of the file
    # Dutch 5.2.5 read backwards: 1 (odd TPN, best ranked with a game) had Black in round 1
    assert "black (inferred from round 1)" in out
    assert "win 1, draw 0.5, loss 0, PAB 1" in out
    for rnd, pairs, forfeits, pabs in P9_ROUNDS:
        assert table_row(out, str(rnd)) == [str(rnd), str(pairs), str(forfeits), str(pabs), "0", "0", "0"]


def test_info_json_parses_back_with_scores_as_json_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "info", str(P9), "--format", "json")
    assert code == 0
    info = parsed(out)
    assert (info.players, info.teams, info.rounds_played, info.rounds_declared) == (9, 0, 5, None)
    assert (info.initial_colour, info.initial_colour_source) == ("b", "inferred")
    assert [(r.round, r.pairs, r.forfeits, r.pabs) for r in info.rounds] == P9_ROUNDS
    assert json.loads(out)["scoring"] == {"win": 1, "draw": 0.5, "loss": 0, "pab": 1}
    assert main(["info", str(P9), "--json"]) == 0  # --json: the alias of --format json, the same bytes
    assert capsys.readouterr().out == out


@pytest.mark.parametrize("argv, name, reason, assumed", [
    ([str(P9)], "dutch", "192", None),  # 192 FIDE_DUTCH_2025 names system and edition
    ([str(P9), "--system", "dutch-2017"], "dutch-2017", "option", None),
    ([str(DATA / "burstein" / "jvf-burstein-p10r9-s5016.trf")], "burstein", "092", None),
    ([str(DATA / "real" / "icu_bunratty_masters_2011.tab")], "dutch-2009", "default", "date"),  # 042 2011-02-25: the 2009 text
    ([str(C5)], "dutch", "default", "default"),  # no 192, 092 or 042
])
def test_info_names_the_system_and_edition_check_would_use_and_why(
        argv: list[str], name: str, reason: str, assumed: str | None, capsys: pytest.CaptureFixture[str]) -> None:
    """The system check uses (``registry.choose``: --system, 192, 092, else Dutch) and, for Dutch, the edition
    assumed when nothing names it (the start date 042, else the text in force)."""
    code, out, _ = run(capsys, "info", *argv, "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert (data["system_name"], data["system_reason"], data["edition_assumed"]) == (name, reason, assumed)
    assert (data["edition_note"] is None) == (assumed is None)
    code, out, _ = run(capsys, "info", *argv)
    assert f"(--system {name}), chosen by " in head_value(out, "checked under")


def test_info_options_override_rounds_and_system(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "info", str(P9), "--json", "--rounds", "9", "--system", "dutch")
    info = parsed(out)
    assert code == 0
    assert (info.rounds_declared, info.rounds_declared_source) == (9, "option")
    assert (info.system, info.system_source) == ("dutch", "option")


def test_info_pre_entered_bye_column_is_not_a_played_round(capsys: pytest.CaptureFixture[str]) -> None:
    # bbp C5: XXR 3, two rounds played, round 3 holds only 4's pre-entered 0000 - Z.
    code, out, _ = run(capsys, "info", str(C5), "--json")
    info = parsed(out)
    assert code == 0
    assert (info.rounds_played, info.round_columns, info.rounds_declared, info.rounds_declared_source) == (2, 3, 3, "XXR")
    assert info.rounds[2] == RoundSummary(round=3, pairs=0, forfeits=0, pabs=0, half_byes=0, full_byes=0, absences=1)


def test_info_prints_reader_warnings_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    # An Irish 2011 export whose points column disagrees with the results: a warning, not an error.
    path = DATA / "real" / "icu_irish_intermediate_champs_2011.tab"
    _, warnings = load(path)
    assert warnings
    code, out, err = run(capsys, "info", str(path))
    assert code == 0
    # one paragraph per warning, its lines at most 100 columns beside the file's path (issue 31 item 9)
    paragraphs = err.replace("\n  ", " ").splitlines()
    assert paragraphs == [f"warning: {w}" for w in warnings]
    assert err.startswith(f"warning: {path}:")
    assert max(len(line.replace(str(path), "")) for line in err.splitlines()) <= 100
    # the 092 free text names the system when there is no 192 code
    assert "system Individual: swiss-system (standard)" in [" ".join(line.split()) for line in out.splitlines()]


def test_info_bad_file_exit_2_with_the_reader_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("012 Bad\n001   XY      Someone                           2x41\n")
    with pytest.raises(TRFError) as expected:
        load(bad)
    code, out, err = run(capsys, "info", str(bad))
    assert code == 2
    assert out == ""
    assert err == f"swisscheck: error: {expected.value}\n"
    assert err.startswith(f"swisscheck: error: {bad}:2:")
    assert "Traceback" not in err


def test_info_missing_file_and_directory_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.trf"
    assert run(capsys, "info", str(missing)) == (2, "", f"swisscheck: error: {missing}: no such file\n")
    assert run(capsys, "info", str(tmp_path)) == (2, "", f"swisscheck: error: {tmp_path}: is a directory, not a TRF file\n")


def test_baku_with_three_one_zero_scoring_is_an_error_not_a_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # info describes the file; pairing it needs the Baku virtual points, which C.04.7 1.1 forbids here.
    path = tmp_path / "baku310.trf"
    path.write_text("\n".join([
        "012 Baku 3-1-0",
        "001    1      Player 1                          2000                             3.0    1     2 w 1",
        "001    2      Player 2                          1900                             0.0    2     1 b 0",
        "192 FIDE_DUTCH_2025_BAKU",
        "BBW  3.0",
        "BBD  1.0",
        "XXR 3",
    ]) + "\n")
    code, out, _ = run(capsys, "info", str(path))
    assert code == 0 and "win 3, draw 1, loss 0, PAB 3" in out
    code, out, err = run(capsys, "pair", str(path), "--round", "2")
    assert (code, out) == (2, "")
    assert err.endswith(  # at the 192 record that asks for Baku
        f"swisscheck: error: {path}:4:5: tournament type: C.04.7 1.1: the Baku Acceleration Method needs a win "
        "worth two draws and a loss worth zero (this file: win 3, draw 1, loss 0)\n"
    )


def test_no_subcommand_prints_help_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys)
    assert code == 2
    assert "usage: swisscheck" in err and "info" in err


def test_bad_rounds_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "info", str(P9), "--rounds", "0")
    assert code == 2
    assert "the number of rounds must be 1 or more, got 0" in err


def test_summary_of_a_team_file_and_old_style_byes() -> None:
    # Two teams of two; round 1: 1-3 played, 2-4 forfeited; round 2: 1 has 0000 - + (TRF06 bye),
    # 2 0000 - -, 3 and 4 no block while round 2 is paired -> absent.
    t = Tournament(
        players=(
            Player(start_number=1, rounds=(RoundEntry(round=1, opponent=3, colour="w", result="1"), RoundEntry(round=2, result="+"))),
            Player(start_number=2, rounds=(RoundEntry(round=1, opponent=4, colour="b", result="+"), RoundEntry(round=2, result="-"))),
            Player(start_number=3, rounds=(RoundEntry(round=1, opponent=1, colour="b", result="0"),)),
            Player(start_number=4, rounds=(RoundEntry(round=1, opponent=2, colour="w", result="-"),)),
        ),
        teams=(Team(number=1, players=(1, 2)), Team(number=2, players=(3, 4))),
    )
    info = summarise(t, "teams.trf")
    assert (info.players, info.teams, info.initial_colour, info.initial_colour_source) == (4, 2, None, "unknown")
    assert info.rounds[0] == RoundSummary(round=1, pairs=1, forfeits=1, pabs=0, half_byes=0, full_byes=0, absences=0)
    # round 2 has no game at all, so it is not "paired": the two missing blocks are not counted
    assert info.rounds[1] == RoundSummary(round=2, pairs=0, forfeits=0, pabs=0, half_byes=0, full_byes=0, absences=0, other=2)
    text = render(info)
    assert "2 teams (4 players)" in text and column_headers(text)[-1] == "other unpaired"
    assert "unknown (team file without 152/XXC)" in text


def test_installed_console_script(tmp_path: Path) -> None:
    # The script of the environment running the tests (pip puts it beside the interpreter, and
    # `.venv/bin/python -m pytest` need not have that folder on PATH), else the one on PATH.
    exe = shutil.which("swisscheck", path=sysconfig.get_path("scripts")) or shutil.which("swisscheck")
    assert exe is not None, "the swisscheck console script is not installed (pip install -e .)"
    done = subprocess.run([exe, "info", str(ROOT / "samples" / "dutch-12p-5r.trf")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "12 players" in done.stdout
    missing = subprocess.run([exe, "info", str(tmp_path / "x.trf")], capture_output=True, text=True, timeout=60)
    assert (missing.returncode, missing.stderr) == (2, f"swisscheck: error: {tmp_path / 'x.trf'}: no such file\n")


def corpus_files(corpus: Path) -> list[Path]:
    """Every file of the shared corpus that is a tournament (not the README/expected outputs)."""
    skip_suffixes = {".md", ".json", ".expected", ".txt"}
    return sorted(p for p in corpus.rglob("*") if p.is_file() and p.suffix not in skip_suffixes)


def test_every_corpus_file_gives_info_exit_0(corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # In-process over 200 files: about 3 s, so it runs by default (not marked slow).
    files = corpus_files(corpus_dir)
    assert len(files) >= 200  # 189 .trf + 11 .tab today
    failures = []
    for path in files:
        code, out, err = run(capsys, "info", str(path))
        if code != 0 or "round" not in out:
            failures.append(f"{path.relative_to(corpus_dir)}: exit {code}: {err.strip()[:200]}")
    assert failures == []


# --- The system's own rounds: Team (C.04.6) and Double-Swiss (C.04.5) ---------------------------

TEAM_6001 = DATA / "team" / "team-t29r10-A-s6001.trf"
DSW_5012 = DATA / "double-swiss" / "dsw-p8r4-s5012.trf"
DSW_5006 = DATA / "double-swiss" / "dsw-p9r5-s5006.trf"


def system_row(text: str, first: str) -> list[str]:
    """The cells of the system-rounds table line whose first cell is ``first`` (PAB may be ``-``)."""
    for line in text.splitlines():
        cells = line.split()
        if cells and cells[0] == first and all(c.isdigit() or c == "-" or "-" in c for c in cells):
            return cells
    raise AssertionError(f"no table row {first!r} in:\n{text}")


def head_value(text: str, label: str) -> str:
    """The value of a line of the tournament table (``label`` then spaces then the value), with the lines it
    is wrapped onto (issue 31 item 9: no line over 100 columns) joined."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(label + " "):
            indent = len(line) - len(line[len(label):].lstrip())
            more = []
            for follow in lines[i + 1:]:
                if not follow.strip() or not follow.startswith(" " * indent) or follow[:indent].strip():
                    break
                more.append(follow.strip())
            return " ".join([line[len(label):].strip(), *more])
    raise AssertionError(f"no {label!r} line in:\n{text}")


def column_headers(text: str) -> list[str]:
    """The headers of the round table, each written on several lines (issue 31 item 9) read back as one."""
    lines = text.splitlines()
    rule = next(i for i, line in enumerate(lines) if line.startswith("---"))
    top = next(i for i in range(rule, 0, -1) if not lines[i - 1].strip())
    spans, start = [], 0
    for part in lines[rule].split("  "):
        spans.append((start, start + len(part)))
        start += len(part) + 2
    return [" ".join(w for w in (line[a:b].strip() for line in lines[top:rule]) if w) for a, b in spans]


# team-t29r10-A-s6001 by hand: 29 teams of 4 (310), 142 10. The 320 record (1 MP, 2 GP) names the PAB
# team of rounds 2, 6, 8, 9 (29, 28, 27, 22); the 240 Z records name one absent team in rounds 1, 3,
# 4, 5, 7, 10 (22, 6, 9, 22, 25, 21). Each round 28 teams play: 14 matches, no 330 forfeits.
TEAM_6001_ROUNDS = {
    1: "-", 2: "29", 3: "-", 4: "-", 5: "-", 6: "28", 7: "-", 8: "27", 9: "22", 10: "-",
}


def test_team_info_counts_matches_per_round_not_board_games(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "info", str(TEAM_6001))
    assert (code, err) == (0, "")
    assert head_value(out, "entrants") == "29 teams (116 players)"
    assert head_value(out, "rounds played") == "10"
    assert head_value(out, "system") == "FIDE_TEAM_TYPEA_MP_GP: FIDE Swiss Team Pairing System, C.04.6 (2026)"
    assert head_value(out, "match points") == "win 2, draw 1, loss 0 (362)"
    assert head_value(out, "game points") == "win 1, draw 0.5, loss 0 per board (162)"
    assert head_value(out, "team PAB") == "1 match point, 2 game points (320)"
    assert head_value(out, "colour preferences") == "Type A (C.04.6 1.7.1)"
    assert head_value(out, "primary score") == "match points; secondary game points (C.04.6 1.2)"
    # The file's path (first line) may contain "pairs" (a checkout under .../pairspeed/): look below it.
    body = out.split("\n", 1)[1]
    assert column_headers(body) == ["round", "matches played", "matches forfeited (330)", "PAB to team no. (320)",
                                    "half-point byes (H)", "full-point byes (F)", "absent (240 Z / no match)"]
    assert "pairs" not in body
    for rnd, pab in TEAM_6001_ROUNDS.items():
        absent = "0" if pab != "-" else "1"
        assert system_row(out, str(rnd)) == [str(rnd), "14", "0", pab, "0", "0", absent]


def test_team_info_json_carries_the_same_rounds(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "info", str(TEAM_6001), "--json")
    info = parsed(out)
    assert code == 0
    assert (info.view, info.teams, info.players, info.rounds_played, info.warning) == ("team", 29, 116, 10, None)
    assert info.team is not None
    assert (info.team.boards, info.team.match_win, info.team.pab_match_points, info.team.pab_game_points) == (4, 2, 1, 2)
    assert (info.team.colour_preferences, info.team.primary, info.team.secondary) == ("A", "MP", "GP")
    assert [(r.round, r.matches, r.forfeited, r.pab, r.absences) for r in info.system_rounds] == [
        (k, 14, 0, None if pab == "-" else int(pab), 1 if pab == "-" else 0) for k, pab in TEAM_6001_ROUNDS.items()
    ]
    # the per-column view stays in the JSON: 14 matches x 4 boards = 56 board games a round
    assert {r.pairs for r in info.rounds} == {56}


def five_teams(pab_points: bool) -> Tournament:
    """5 teams of 2 boards (352 WB), 192 FIDE_TEAM_TYPEB_GP. Round 1: T1-T2 played, T3-T4 forfeited
    (330 +-, both boards + / -), T5 the PAB (320). Round 2: T3-T5 played; 240 H T1, F T2, Z T4."""
    def e(rnd: int, opp: int, colour: str, result: str) -> RoundEntry:
        return RoundEntry(round=rnd, opponent=opp, colour=colour, result=result)  # type: ignore[arg-type]

    def bye(rnd: int, code: str) -> RoundEntry:
        return RoundEntry(round=rnd, result=code)  # type: ignore[arg-type]

    players = (
        Player(start_number=1, name="A1", rounds=(e(1, 3, "w", "1"), bye(2, "H"))),
        Player(start_number=2, name="A2", rounds=(e(1, 4, "b", "="), bye(2, "H"))),
        Player(start_number=3, name="B1", rounds=(e(1, 1, "b", "0"), bye(2, "F"))),
        Player(start_number=4, name="B2", rounds=(e(1, 2, "w", "="), bye(2, "F"))),
        Player(start_number=5, name="C1", rounds=(e(1, 7, "w", "+"), e(2, 9, "w", "1"))),
        Player(start_number=6, name="C2", rounds=(e(1, 8, "b", "+"), e(2, 10, "b", "="))),
        Player(start_number=7, name="D1", rounds=(e(1, 5, "b", "-"), bye(2, "Z"))),
        Player(start_number=8, name="D2", rounds=(e(1, 6, "w", "-"), bye(2, "Z"))),
        Player(start_number=9, name="E1", rounds=(bye(1, "-"), e(2, 5, "b", "0"))),
        Player(start_number=10, name="E2", rounds=(bye(1, "-"), e(2, 6, "w", "="))),
    )
    return Tournament(
        name="Five teams",
        players=players,
        teams=tuple(Team(number=n, name=f"T{n}", players=(2 * n - 1, 2 * n)) for n in range(1, 6)),
        declared_rounds=2,
        rounds_source="142",
        initial_colour="w",
        system_code="FIDE_TEAM_TYPEB_GP",
        board_colours="WB",
        byes=(ByeRecord(kind="H", round=2, ids=(1,)), ByeRecord(kind="F", round=2, ids=(2,)),
              ByeRecord(kind="Z", round=2, ids=(4,))),
        team_pab=TeamPAB(match_points=Decimal("1") if pab_points else None,
                         game_points=Decimal("1") if pab_points else None, teams=(5, 0)),
        forfeited_matches=(ForfeitedMatch(outcome="+-", round=1, white=3, black=4),),
    )


@pytest.mark.parametrize("pab_points", [True, False], ids=["320 points", "C.04.6 1.4 default"])
def test_team_info_forfeited_match_pab_and_240_byes(pab_points: bool, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "five.trf"
    path.write_text(dumps(five_teams(pab_points)))
    code, out, err = run(capsys, "info", str(path))
    assert (code, err) == (0, "")
    assert head_value(out, "entrants") == "5 teams (10 players)"
    assert head_value(out, "boards") == "2"
    # a drawn 2-board match is 1 match point and 1 game point either way (C.04.6 1.4)
    reading = "320" if pab_points else "a drawn match, C.04.6 1.4"
    assert head_value(out, "team PAB") == f"1 match point, 1 game point ({reading})"
    assert head_value(out, "colour preferences") == "Type B (C.04.6 1.7.2)"
    assert head_value(out, "primary score") == "game points; secondary match points (C.04.6 1.2)"
    #                                  round matches forfeited PAB  H    F    absent
    assert system_row(out, "1") == ["1", "1", "1", "5", "0", "0", "0"]
    assert system_row(out, "2") == ["2", "1", "0", "-", "1", "1", "1"]


def test_team_pab_points_shown_are_the_ones_the_team_reader_gives(corpus_dir: Path) -> None:
    # The PAB value info prints is what team_history scores for each PAB of the corpus files.
    checked = 0
    for path in sorted((corpus_dir / "team").glob("*.trf")):
        tournament, _ = load(path)
        info = summarise(tournament, str(path))
        assert info.team is not None
        for matches in team_history(tournament).values():
            for m in matches:
                if m.kind == "pab":
                    assert (m.match_points, m.game_points) == (info.team.pab_match_points, info.team.pab_game_points)
                    checked += 1
    assert checked == 26  # the corpus README: 26 PABs


# dsw-p8r4-s5012 by hand: XXR 8 = 4 matches of two columns; match 2 (columns 3-4) has one match
# whose games were both forfeited (the README's one double forfeit), every other match is played.
def test_double_swiss_info_counts_matches_of_two_columns(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "info", str(DSW_5012))
    assert (code, err) == (0, "")
    assert head_value(out, "rounds played") == "4 matches (8 columns)"
    assert head_value(out, "rounds declared") == "4 matches (XXR 8 columns)"
    assert head_value(out, "scoring") == "win 1, draw 0.5, loss 0 per game; PAB 1.5 (a win plus a draw, Double-Swiss 1.4)"
    assert system_row(out, "1") == ["1", "1-2", "4", "0", "-", "0", "0", "0"]
    assert system_row(out, "2") == ["2", "3-4", "3", "1", "-", "0", "0", "0"]
    assert system_row(out, "3") == ["3", "5-6", "4", "0", "-", "0", "0", "0"]
    assert system_row(out, "4") == ["4", "7-8", "4", "0", "-", "0", "0", "0"]
    assert "\n5 " not in out


# dsw-p9r5-s5006 by hand: 9 players; the PAB (U U) goes to 9, -, 8, 6, 7 in matches 1-5; in match 2
# player 8 has Z Z (absent) and 9 plays, so every match has four pairs.
def test_double_swiss_info_json_pab_and_absence(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "info", str(DSW_5006), "--json")
    info = parsed(out)
    assert code == 0
    assert (info.view, info.rounds_played, info.round_columns, info.rounds_declared) == ("double-swiss", 5, 10, 5)
    assert (info.scoring.pab, info.pab_reading) == (Decimal("1.5"), "a win plus a draw, Double-Swiss 1.4")
    assert [(r.round, r.columns, r.matches, r.forfeited, r.pab, r.absences) for r in info.system_rounds] == [
        (1, (1, 2), 4, 0, 9, 0), (2, (3, 4), 4, 0, None, 1), (3, (5, 6), 4, 0, 8, 0),
        (4, (7, 8), 4, 0, 6, 0), (5, (9, 10), 4, 0, 7, 0),
    ]


def test_double_swiss_pab_value_given_by_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # XXS PAB=2: "unless the rules of the tournament state otherwise" (Double-Swiss 1.4)
    path = tmp_path / "pab2.trf"
    path.write_text(DSW_5006.read_text().replace("XXC white1\n", "XXC white1\nXXS PAB=2\n"))
    code, out, _ = run(capsys, "info", str(path))
    assert code == 0
    assert head_value(out, "scoring") == (
        "win 1, draw 0.5, loss 0 per game; PAB 2 (the file's PAB value (Double-Swiss 1.4: unless the rules "
        "of the tournament state otherwise))"
    )


def test_double_swiss_file_off_the_layout_is_counted_per_column_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Player 9's PAB of match 1 in column 1 only: a bye in one game (C.04.5 Preface), not a match.
    line = next(x for x in DSW_5006.read_text().splitlines() if x.startswith("001    9"))
    path = tmp_path / "half-bye.trf"
    path.write_text(DSW_5006.read_text().replace(line, line.replace("0000 - U  0000 - U", "0000 - U  0000 - Z", 1)))
    code, out, err = run(capsys, "info", str(path))
    assert code == 0
    assert "points: player 9 has 2.0 points but the results add up to 1.25" in err  # the reader's own warning
    assert head_value(out, "warning") == (  # at player 9's game 1 (line 13, column 92)
        f"{path}:13:92: round 1: Double-Swiss: player 9, match 1 (columns 1-2): a pairing-allocated bye in one game "
        "only; byes apply only to matches, never to individual games (C.04.5 Preface); rounds counted per round column"
    )
    assert head_value(out, "rounds played") == "10"
    assert table_row(out, "1") == ["1", "4", "0", "1", "0", "0", "0"]
    assert table_row(out, "2") == ["2", "4", "0", "0", "0", "0", "1"]


def test_burstein_file_named_by_its_092_record_is_counted_per_round(capsys: pytest.CaptureFixture[str]) -> None:
    path = DATA / "burstein" / "jvf-burstein-p10r9-s5016.trf"
    code, out, _ = run(capsys, "info", str(path))
    assert code == 0
    assert head_value(out, "system") == "Individual FIDE Burstein"
    assert not any(line.startswith("warning") for line in out.splitlines())  # the path may hold the word
    assert table_row(out, "9") == ["9", "5", "0", "0", "0", "0", "0"]


def test_system_option_team_on_an_individual_file_warns(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "info", str(P9), "--system", "team", "--json")
    info = parsed(out)
    assert code == 0
    assert (info.view, info.system_title) == ("columns", "FIDE Swiss Team Pairing System, C.04.6 (2026)")
    assert info.warning == (
        f"{P9}: no teams in the file (no 310 or 013 records): not a team tournament (with --system team); "
        "rounds counted per round column"
    )
    assert [(r.round, r.pairs, r.forfeits, r.pabs) for r in info.rounds] == P9_ROUNDS


def test_dutch_file_keeps_the_per_column_view(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "info", str(P9), "--json")
    info = parsed(out)
    assert code == 0
    assert (info.view, info.system_title, info.warning, info.system_rounds, info.team) == (
        "columns", "FIDE (Dutch) System, C.04.3 (2026)", None, (), None,
    )

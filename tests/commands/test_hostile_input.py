"""Tracker issue 12, each reproducer: hostile input ends with exit 2 and one message naming the file and
the line (and column, record, field) to blame, or the option; never a traceback, never a hang.

Every case goes through the ``swisscheck`` entry point in-process, on a small file of tests/data
with one line changed or added, and asserts the exact message.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from checker.cli import main
from checker.commands import info
from tests.paths import DATA, ROOT

TEAM = DATA / "team" / "team-t10r5-A-s6006.trf"
"""10 teams of 4 boards, 5 rounds: 142 5 on line 10, 192 FIDE_TEAM_TYPEA_MP_GP on line 13, 65 lines."""
DSW = DATA / "double-swiss" / "dsw-p8r4-s5012.trf"
"""8 players, 4 matches in 8 round columns: XXR 8 on line 2, 192 FIDE_DOUBLESWISS on line 4, 12 lines."""
DUTCH = DATA / "dutch-2026" / "p9r5-s48.trf"
"""9 players, 5 rounds, bare CR line endings, no 192: Dutch."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of ``swisscheck ARGV``."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, base: Path, change: dict[int, str] | None = None, add: str = "", name: str = "t.trf") -> Path:
    """A copy of ``base`` with lines replaced (1-based line -> text) and a line added at the end."""
    data = base.read_bytes()
    newline = b"\r" if b"\n" not in data else b"\n"
    lines = data.decode("utf-8").split(newline.decode())
    if lines[-1] == "":
        lines.pop()
    for number, text in (change or {}).items():
        lines[number - 1] = text
    if add:
        lines.append(add)
    path = tmp_path / name
    path.write_bytes((newline.decode().join(lines) + newline.decode()).encode("utf-8"))
    return path


def error_line(err: str) -> str:
    """The one ``swisscheck: error:`` line of stderr (warnings come before it)."""
    errors = [line for line in err.splitlines() if line.startswith("swisscheck: error:")]
    assert len(errors) == 1, err
    assert "Traceback" not in err
    return errors[0]


# ----- tracebacks ---------------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [("info",), ("check",), ("pair",), ("explain", "--round", "2")])
def test_300_lineup_naming_a_team_without_a_310_record_is_exit_2_at_its_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    # Was a KeyError in the Team state's game_points (info, check, pair, explain).
    path = write(tmp_path, TEAM, add="300   1   1  99    1    2    3    4")
    code, out, err = run(capsys, argv[0], str(path), *argv[1:])
    assert (code, out) == (2, "")
    assert error_line(err) == f"swisscheck: error: {path}:66:13: opponent team: team 99 has no 310 record"


@pytest.mark.parametrize("argv", [("info",), ("check",), ("pair",)])
def test_330_forfeited_match_naming_a_team_without_a_310_record_is_exit_2_at_its_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    # Was a KeyError in info's team view, and silently accepted by check and pair.
    path = write(tmp_path, TEAM, add="330 +-   1   1  99")
    code, out, err = run(capsys, argv[0], str(path))
    assert (code, out) == (2, "")
    assert error_line(err) == f"swisscheck: error: {path}:66:16: black team: team 99 has no 310 record"


def test_a_reader_that_closes_the_pipe_ends_info_json_quietly() -> None:
    """``swisscheck info --json F | head -n 1``: exit 141 (SIGPIPE's), nothing on stderr. The reader is gone
    before anything is written (with a reader still there, a short output fits in the pipe and exits 0)."""
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run([sys.executable, "-m", "checker.cli", "info", str(TEAM), "--json"], cwd=ROOT,
                              stdout=write, stderr=subprocess.PIPE, timeout=120)
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (141, b"")


def test_ctrl_c_ends_quietly_with_exit_130(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(info, "summarise", interrupted)
    assert run(capsys, "info", str(TEAM)) == (130, "", "")


# ----- hangs ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("base", "add", "expected"), [
    (TEAM, "240 H 999    1", "66:7: round: round 999 is past the tournament's rounds (142 declares 5 and the "
     "player records hold 5 round columns)"),
    (DSW, "240 H 999    1", "13:7: round: round 999 is past the tournament's rounds (XXR declares 8 and the "
     "player records hold 8 round columns)"),
])
def test_a_bye_in_round_999_is_refused_at_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], base: Path,
                                                   add: str, expected: str) -> None:
    # Was 80 s of info rebuilding the history of every round up to 999 (10 teams).
    path = write(tmp_path, base, add=add)
    start = time.perf_counter()
    code, out, err = run(capsys, "info", str(path))
    assert time.perf_counter() - start < 5
    assert (code, out) == (2, "")
    assert error_line(err) == f"swisscheck: error: {path}:{expected}"


@pytest.mark.parametrize(("base", "change", "add", "rounds"), [
    (TEAM, {10: "142 999"}, "240 H 999    1", 999),
    (DSW, {2: "XXR 998"}, "240 H 997    1", 499),
])
def test_a_declared_round_far_ahead_is_read_in_linear_time(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          base: Path, change: dict[int, str], add: str,
                                                          rounds: int) -> None:
    """A bye pre-entered for round 999 of a 999-round event is legal: info lists every round, each read once."""
    path = write(tmp_path, base, change, add)
    start = time.perf_counter()
    code, out, err = run(capsys, "info", str(path), "--json")
    assert time.perf_counter() - start < 10
    assert code == 0 and "Traceback" not in err
    assert f'"round": {rounds},' in out and f'"round": {rounds + 1},' not in out
    assert '"half_byes": 1' in out


# ----- exit 2 without the file or the line ------------------------------------------------------------

def test_double_swiss_layout_error_names_the_line_and_column(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Player 2 meets 6 in game 1 of match 1 and 7 in game 2 (columns 92 and 102 of line 6).
    line = DSW.read_text().splitlines()[5]
    path = write(tmp_path, DSW, {6: line[:101] + "   7" + line[105:]})
    code, out, err = run(capsys, "check", str(path))
    assert (code, out) == (2, "")
    assert error_line(err) == (
        f"swisscheck: error: {path}:6:102: round 2: Double-Swiss: player 2, match 1 (columns 1-2): different "
        "opponents in the two games (6 and 7); both games of a match are against the same opponent (C.04.5 Preface)")


def test_an_input_error_in_a_round_checked_by_a_worker_keeps_its_line(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    # check --jobs 2 checks rounds in worker processes: the error still names the record's line and column.
    line = DSW.read_text().splitlines()[5]
    path = write(tmp_path, DSW, {6: line[:101] + "   7" + line[105:]})
    sequential = run(capsys, "check", str(path), "--jobs", "1")
    parallel = run(capsys, "check", str(path), "--jobs", "2")
    assert parallel == sequential and parallel[0] == 2
    assert error_line(parallel[2]).startswith(f"swisscheck: error: {path}:6:102: round 2: Double-Swiss: player 2")


@pytest.mark.parametrize(("code", "options", "expected"), [
    ("FIDE_ROUNDROBIN", (), "'FIDE_ROUNDROBIN': swisscheck has no reference pairer for it yet (systems: burstein, double-swiss, dubov, dutch, dutch-2009, dutch-2012, dutch-2017, lim, team; "
     "give --system to check it under one of them anyway)"),
    ("SWISS", (), "'SWISS': not a tournament type swisscheck knows (192 codes such as FIDE_DUTCH, FIDE_DUTCH_2017, FIDE_DOUBLESWISS, "
     "FIDE_TEAM, FIDE_BURSTEIN, FIDE_DUBOV, each may end in _BAKU; give --system "
     "burstein|double-swiss|dubov|dutch|dutch-2009|dutch-2012|dutch-2017|lim|team to choose one)"),
    ("FIDE_TEAM_XX", ("--system", "team", "--team-score", "GP"),
     "192 code 'FIDE_TEAM_XX': expected FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]"),
])
def test_a_192_code_without_a_pairer_names_the_192_record(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          code: str, options: tuple[str, ...], expected: str) -> None:
    # Was worded as if --system had been typed, without the file or the line.
    path = write(tmp_path, TEAM, {13: f"192 {code}"})
    result, out, err = run(capsys, "pair", str(path), *options)
    assert (result, out) == (2, "")
    assert error_line(err) == f"swisscheck: error: {path}:13:5: tournament type: {expected}"


@pytest.mark.parametrize(("system", "expected"), [
    ("BERGER_ROUNDROBIN", "--system BERGER_ROUNDROBIN: swisscheck has no reference pairer for it yet (systems: "
     "burstein, double-swiss, dubov, dutch, dutch-2009, dutch-2012, dutch-2017, lim, team)"),
    ("keizer", "--system keizer: unknown pairing system (known: burstein, double-swiss, dubov, dutch, dutch-2009, dutch-2012, dutch-2017, lim, team)"),
])
def test_a_system_option_without_a_pairer_names_the_option(capsys: pytest.CaptureFixture[str], system: str,
                                                           expected: str) -> None:
    code, out, err = run(capsys, "check", str(DUTCH), "--system", system)
    assert (code, out) == (2, "")
    assert error_line(err) == f"swisscheck: error: {expected}"


@pytest.mark.parametrize(("line", "record"), [(2, "XXR 7"), (2, "142 7")])
def test_an_odd_number_of_round_columns_in_a_double_swiss_file_names_its_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], line: int, record: str) -> None:
    path = write(tmp_path, DSW, {line: record})
    code, out, err = run(capsys, "pair", str(path))
    assert (code, out) == (2, "")
    field = record[:3]
    assert error_line(err) == (f"swisscheck: error: {path}:2:5: {field}: Double-Swiss: {field} 7 is odd; a "
                               "Double-Swiss file declares two round columns per match")
    code, out, err = run(capsys, "info", str(path))
    assert code == 0
    assert f"warning          {path}:2:5: {field}: Double-Swiss: {field} 7 is odd;" in out


@pytest.mark.parametrize("record", ["250    1  1.0   1   2    1    8", "XXA    1  1.0"])
def test_acceleration_in_a_double_swiss_file_is_read_per_match(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               record: str) -> None:
    # C.04.7 applies to any system (issue 21): a 250 / XXA record is read on a match's first column.
    path = write(tmp_path, DSW, add=record)
    code, out, err = run(capsys, "check", str(path))
    assert code in (0, 1) and "error" not in err
    code, out, err = run(capsys, "info", str(path))
    source = "the 250 records" if record.startswith("250") else "the XXA lines"
    assert code == 0 and f"acceleration     virtual points (C.04.7), read from {source}" in out


@pytest.mark.parametrize(("code", "options"), [("FIDE_TEAM_GP_BAKU", ()), ("FIDE_TEAM_BAKU", ("--team-score", "GP"))])
def test_baku_acceleration_with_game_points_primary_names_the_192_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], code: str, options: tuple[str, ...]) -> None:
    path = write(tmp_path, TEAM, {13: f"192 {code}"})
    result, out, err = run(capsys, "pair", str(path), *options)
    assert (result, out) == (2, "")
    assert error_line(err) == (
        f"swisscheck: error: {path}:13:5: tournament type: C.04.7 1.4.4 note: the Baku acceleration cannot be used "
        "when game points are the primary score (192 code with _BAKU and GP primary, from the code or --team-score GP)")


def test_a_team_file_without_team_records_names_the_192_record(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.trf"
    path.write_text("".join(line for line in TEAM.read_text().splitlines(keepends=True) if not line.startswith("310")))
    code, out, err = run(capsys, "check", str(path))
    assert (code, out) == (2, "")
    assert error_line(err) == (f"swisscheck: error: {path}:13:5: tournament type: no teams in the file (no 310 or "
                               "013 records): not a team tournament")


def test_the_team_system_forced_on_an_individual_file_names_the_file_and_the_option(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "pair", str(DUTCH), "--system", "team")
    assert (code, out) == (2, "")
    assert error_line(err) == (f"swisscheck: error: {DUTCH}: no teams in the file (no 310 or 013 records): not a "
                               "team tournament (with --system team)")


# ----- wrong or silent ------------------------------------------------------------------------------

def test_a_bad_byte_on_line_4_of_a_utf8_file_is_an_error_at_line_4(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    lines = DUTCH.read_bytes().split(b"\r")
    lines[0] += " Café".encode("utf-8")
    lines[3] = lines[3][:20] + b"\xff" + lines[3][21:]
    path = tmp_path / "t.trf"
    path.write_bytes(b"\r".join(lines))
    code, out, err = run(capsys, "info", str(path))
    assert (code, out) == (2, "")
    assert err == (f"swisscheck: error: {path}:4:21: encoding: byte 0xFF is not UTF-8, and the file is UTF-8 (UTF-8 "
                   "text elsewhere in the file): re-export it, or fix that character\n")


def test_a_file_without_utf8_is_read_as_windows_1252_with_a_warning(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    lines = DUTCH.read_bytes().split(b"\r")
    lines[3] = lines[3][:20] + "é".encode("cp1252") + lines[3][21:]
    path = tmp_path / "t.trf"
    path.write_bytes(b"\r".join(lines))
    code, out, err = run(capsys, "info", str(path))
    assert code == 0
    assert err == f"warning: {path}:4:21: encoding: not UTF-8 (byte 0xE9); the file is read as Windows-1252\n"


@pytest.mark.parametrize("space", ["\u00a0".encode("utf-8"), b"\xa0"])
def test_a_no_break_space_in_a_field_is_shown_escaped(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      space: bytes) -> None:
    lines = DUTCH.read_bytes().split(b"\r")
    lines[4] = lines[4][:96] + space + lines[4][97:]  # the colour of round 1, column 97
    path = tmp_path / "t.trf"
    path.write_bytes(b"\r".join(lines))
    code, out, err = run(capsys, "check", str(path))
    assert (code, out) == (2, "")
    assert err == f"swisscheck: error: {path}:5:97: colour: expected w, b, - or blank, got '<U+00A0>'\n"


@pytest.mark.parametrize(("junk", "shown"), [(b" ", "' '"), ("\u00a0".encode("utf-8"), "'<U+00A0>'"),
                                             (b"\xef\xbb\xbf", None)])
def test_junk_before_a_record_code_is_an_error_at_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          junk: bytes, shown: str | None) -> None:
    # Was: the player silently vanished (exit 0, no warning).
    lines = DUTCH.read_bytes().split(b"\r")
    lines[4] = junk + lines[4]
    path = tmp_path / "t.trf"
    path.write_bytes(b"\r".join(lines))
    code, out, err = run(capsys, "check", str(path))
    assert (code, out) == (2, "")
    if shown is None:
        assert err == (f"swisscheck: error: {path}:5:1: a byte-order mark (U+FEFF) inside the file: only the very "
                       "start of a file may hold one\n")
    else:
        assert err == f"swisscheck: error: {path}:5:1: {shown} before the record code 001: a record code starts in column 1\n"


def test_the_input_file_is_never_modified(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, TEAM)
    before = path.read_bytes()
    # every declared round is played: pair goes on with --rounds (issue 31 item 4)
    for argv in (("info",), ("check",), ("pair", "--rounds", "99"), ("explain", "--round", "3")):
        assert run(capsys, argv[0], str(path), *argv[1:])[0] == 0
    assert path.read_bytes() == before
    with contextlib.suppress(OSError):
        os.chmod(path, 0o444)  # a read-only file reads as well
    assert run(capsys, "check", str(path))[0] == 0


@pytest.mark.parametrize("argv", [("explain", "--round", "2"), ("pair",)])
def test_a_round_no_pairing_satisfies_is_exit_2_naming_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               argv: tuple[str, ...]) -> None:
    # Found by the fuzzer: explain let PairingImpossible through as an internal error (exit 3).
    path = tmp_path / "t.trf"
    path.write_text("\n".join([
        "012 Two teams that met",
        "001    1      A                                 2000                             1.0    1     2 w 1",
        "001    2      B                                 1900                             0.0    2     1 b 0",
        "192 FIDE_TEAM",
        "310   1 Alpha                            A                                  1",
        "310   2 Beta                             B                                  2",
    ]) + "\n")
    code, out, err = run(capsys, argv[0], str(path), *argv[1:])
    assert (code, out) == (2, "")
    assert error_line(err) == (f"swisscheck: error: {path}: round 2 cannot be paired under FIDE Swiss Team Pairing "
                               "System, C.04.6 (2026): 3.3.3: no round-pairing complies with C1 (the Chief Arbiter "
                               "decides)")

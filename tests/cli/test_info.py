"""``swisscheck info``: what a user sees on corpus files, in JSON, and on bad input."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from checker.cli import main
from checker.info import RoundSummary, TournamentInfo, render, summarise
from checker.models import Player, RoundEntry, Team, Tournament
from checker.trf import TRFError, load

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus"
P9 = CORPUS / "dutch-2026" / "p9r5-s48.trf"
C5 = CORPUS / "real" / "engine-tests" / "bbp_dutch_2025_C5.input.trf"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``main(argv)`` in-process: exit code, stdout, stderr."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


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


def test_info_json_parses_back(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "info", str(P9), "--json")
    assert code == 0
    info = TournamentInfo.model_validate_json(out)
    assert (info.players, info.teams, info.rounds_played, info.rounds_declared) == (9, 0, 5, None)
    assert (info.initial_colour, info.initial_colour_source) == ("b", "inferred")
    assert [(r.round, r.pairs, r.forfeits, r.pabs) for r in info.rounds] == P9_ROUNDS
    assert json.loads(out)["scoring"] == {"win": "1", "draw": "0.5", "loss": "0", "pab": "1"}


def test_info_options_override_rounds_and_system(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "info", str(P9), "--json", "--rounds", "9", "--system", "dutch")
    info = TournamentInfo.model_validate_json(out)
    assert code == 0
    assert (info.rounds_declared, info.rounds_declared_source) == (9, "option")
    assert (info.system, info.system_source) == ("dutch", "option")


def test_info_pre_entered_bye_column_is_not_a_played_round(capsys: pytest.CaptureFixture[str]) -> None:
    # bbp C5: XXR 3, two rounds played, round 3 holds only 4's pre-entered 0000 - Z.
    code, out, _ = run(capsys, "info", str(C5), "--json")
    info = TournamentInfo.model_validate_json(out)
    assert code == 0
    assert (info.rounds_played, info.round_columns, info.rounds_declared, info.rounds_declared_source) == (2, 3, 3, "XXR")
    assert info.rounds[2] == RoundSummary(round=3, pairs=0, forfeits=0, pabs=0, half_byes=0, full_byes=0, absences=1)


def test_info_prints_reader_warnings_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    # An Irish 2011 export whose points column disagrees with the results: a warning, not an error.
    path = CORPUS / "real" / "icu_irish_intermediate_champs_2011.tab"
    _, warnings = load(path)
    assert warnings
    code, out, err = run(capsys, "info", str(path))
    assert code == 0
    assert err == "".join(f"warning: {w}\n" for w in warnings)
    assert err.startswith(f"warning: {path}:")
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
    assert err.endswith(
        "swisscheck: error: C.04.7 1.1: the Baku Acceleration Method needs a win worth two draws and a "
        "loss worth zero (this file: win 3, draw 1, loss 0)\n"
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
    assert "2 teams (4 players)" in text and "other unpaired" in text
    assert "unknown (team file without 152/XXC)" in text


def test_installed_console_script(tmp_path: Path) -> None:
    exe = shutil.which("swisscheck")
    assert exe is not None, "the swisscheck console script is not installed (pip install -e .)"
    done = subprocess.run([exe, "info", str(ROOT / "samples" / "dutch-12p-5r.trf")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "12 players" in done.stdout
    missing = subprocess.run([exe, "info", str(tmp_path / "x.trf")], capture_output=True, text=True, timeout=60)
    assert (missing.returncode, missing.stderr) == (2, f"swisscheck: error: {tmp_path / 'x.trf'}: no such file\n")


def corpus_files() -> list[Path]:
    """Every file of the shared corpus that is a tournament (not the README/expected outputs)."""
    skip_suffixes = {".md", ".json", ".expected", ".txt"}
    return sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.suffix not in skip_suffixes)


def test_every_corpus_file_gives_info_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    # In-process over 200 files: about 3 s, so it runs by default (not marked slow).
    files = corpus_files()
    assert len(files) >= 200  # 189 .trf + 11 .tab today
    failures = []
    for path in files:
        code, out, err = run(capsys, "info", str(path))
        if code != 0 or "round" not in out:
            failures.append(f"{path.relative_to(CORPUS)}: exit {code}: {err.strip()[:200]}")
    assert failures == []

"""``swisscheck check FILE_OR_DIR...``: several files or folders, a summary per file and overall, --jobs, JSON list."""

from __future__ import annotations

import contextlib
import json
import pickle
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from checker.cli import main
from checker.service import round_pool as check_command
from checker.service.request import CheckRequest
from checker.trf.reader import load
from checker.parallel.progress import ProgressBar
from tests.commands.tables import rows_of

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ["dutch-12p-5r.trf", "dutch-12p-5r-rematch.trf", "team-10t-5r.trf"]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """The samples, one of them in a subfolder, and a file that cannot be read."""
    (tmp_path / "sub").mkdir()
    for name in SAMPLES[:2]:
        shutil.copy(ROOT / "samples" / name, tmp_path / name)
    shutil.copy(ROOT / "samples" / SAMPLES[2], tmp_path / "sub" / SAMPLES[2])
    (tmp_path / "broken.trf").write_text("012 x\n001    1      A Player                          2x41\n")
    (tmp_path / "notes.txt").write_text("not a tournament\n")
    return tmp_path


def test_a_folder_is_walked_for_trf_files_and_summed_up(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with contextlib.chdir(folder):
        code = main(["check", ".", "--jobs", "1"])
    out = capsys.readouterr().out
    assert code == 2  # the highest of the files': the broken file cannot be read
    rows = rows_of(out)
    assert sorted(rows) == ["broken.trf", "dutch-12p-5r-rematch.trf", "dutch-12p-5r.trf", "sub/team-10t-5r.trf"]
    assert "ERROR" in rows["broken.trf"] and "rating: expected up to 4 digits, got" in rows["broken.trf"]
    assert "VIOLATION" in rows["dutch-12p-5r-rematch.trf"] and "round 5: VIOLATION [C1" in rows["dutch-12p-5r-rematch.trf"]
    assert rows["dutch-12p-5r.trf"].split() == ["dutch-12p-5r.trf", "dutch", "5", "of", "5", "CONSISTENT"]
    assert out.endswith("4 files: 2 consistent in every round, 1 not, 1 not checked; "
                        "15 rounds: 14 CONSISTENT, 1 VIOLATION.\n")
    assert max(len(line) for line in out.splitlines()) <= 100


def test_json_is_one_object_per_file_and_jobs_do_not_change_it(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(folder / n) for n in SAMPLES[:2]] + [str(folder / "sub")]
    outputs = []
    for jobs in ("1", "2"):
        assert main(["check", *files, "--format", "json", "--jobs", jobs]) == 1
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1]
    items = json.loads(outputs[0])
    assert [(Path(i["file"]).name, i["exit_code"], len(i["rounds"])) for i in items] == [
        ("dutch-12p-5r.trf", 0, 5), ("dutch-12p-5r-rematch.trf", 1, 5), ("team-10t-5r.trf", 0, 5)]
    assert items[1]["rounds"][4]["criterion"] == "C1"


def test_one_file_prints_the_report_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    with contextlib.chdir(ROOT):
        assert main(["check", "samples/dutch-12p-5r.trf"]) == 0
    assert capsys.readouterr().out == (ROOT / "samples/expected/dutch-12p-5r.check.txt").read_text()


def test_round_applies_to_one_file_and_an_empty_folder_is_an_error(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(ROOT / "samples/dutch-12p-5r.trf"), str(ROOT / "samples/team-10t-5r.trf"),
                 "--round", "2"]) == 2
    assert capsys.readouterr().err == "swisscheck: error: --round applies to one file only\n"
    assert main(["check", str(tmp_path)]) == 2
    assert capsys.readouterr().err == (f"swisscheck: error: {tmp_path}: the folder holds no tournament file "
                                       "(.trf, .tab, or a .txt holding TRF records)\n")


def test_the_progress_bar_is_drawn_only_on_a_terminal_and_without_quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("rich", reason="the progress extra is not installed")
    assert not ProgressBar("files", 3).drawn  # stderr is captured here, not a terminal
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    assert ProgressBar("files", 3).drawn and not ProgressBar("files", 3, quiet=True).drawn


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_one_files_rounds_checked_by_two_workers_give_the_same_bytes(fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    outputs = []
    for jobs in ("1", "2"):
        code = main(["check", str(ROOT / "samples/dutch-12p-5r-rematch.trf"), "--format", fmt, "--jobs", jobs])
        assert code == 1  # round 5 repeats a game (C1)
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1]
    assert "C1" in outputs[0]


def test_a_worker_without_the_shared_tournament_unpickles_the_tasks_copy_once() -> None:
    # A spawned worker (no fork) holds nothing under the task's key: it reads the pickled tournament
    # the task carries, keeps it, and checks the round as the main process would (round 5: C1).
    tournament, _ = load(ROOT / "samples/dutch-12p-5r-rematch.trf")
    request = CheckRequest(path=str(ROOT / "samples/dutch-12p-5r-rematch.trf"), causes=False)
    task = check_command.RoundTask(file="f", key="not-forked", tournament=pickle.dumps(tournament),
                                   request=request, round=5)
    try:
        outcome = check_command.check_one_round(task)
        assert check_command._SHARED["not-forked"] == tournament
    finally:
        check_command._SHARED.pop("not-forked", None)
    assert outcome.verdict is not None and outcome.verdict.verdict == "VIOLATION"
    assert outcome.verdict.findings[0].criterion == "C1"


def test_a_round_that_fails_in_a_worker_is_reported_as_in_a_sequential_run(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(task: check_command.RoundTask) -> check_command.RoundOutcome:
        """Rounds 3 and 4 hit a bug (round 4 reaches the main process first): round 3's error is reported."""
        if task.round in (3, 4):
            return check_command.RoundOutcome(round=task.round, error=f"f, round {task.round}: boom",
                                              error_kind="internal")
        return check_command.check_one_round(task)

    def in_process(function: object, tasks: list[check_command.RoundTask],
                   received: Callable[[check_command.RoundOutcome], None], jobs: int, start_method: str) -> bool:
        """The pool's contract, here: every outcome handed over, not interrupted."""
        for task in tasks:
            received(broken(task))
        return False

    monkeypatch.setattr(check_command, "run_tasks", in_process)
    assert main(["check", str(ROOT / "samples/dutch-12p-5r.trf"), "--jobs", "2"]) == 3
    assert "internal error: f, round 3: boom" in capsys.readouterr().err


FRESH = "012 Before round 1\n001    1      A                                 2000\n001    2      B                                 1900\n"
"""A tournament file before round 1: nothing paired, so nothing to check."""


def test_a_folder_walk_takes_tab_and_trf_text_files_but_not_notes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The reader reads a TRF whatever its name: .trf, .tab (Irish exports) and a .txt holding TRF records
    are walked; a .txt of notes or an engine's output is not."""
    shutil.copy(ROOT / "samples" / SAMPLES[0], tmp_path / "a.trf")
    shutil.copy(ROOT / "tests" / "data" / "real" / "icu_latin-1.tab", tmp_path / "b.TAB")
    shutil.copy(ROOT / "samples" / SAMPLES[0], tmp_path / "c.txt")
    (tmp_path / "notes.txt").write_text("not a tournament\n001 is a number\n")
    (tmp_path / "engine-output.txt").write_text("6\n1 5\n6 2\n")
    assert main(["check", str(tmp_path), "--jobs", "1", "--quiet", "--format", "json"]) == 0
    items = json.loads(capsys.readouterr().out)
    assert [Path(i["file"]).name for i in items] == ["a.trf", "b.TAB", "c.txt"]
    assert [i["status"] for i in items] == ["consistent"] * 3


def test_a_file_with_no_round_to_check_is_reported_as_such_not_as_consistent(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Exit code 0 (readable, nothing wrong found), but the row, the totals and the JSON status say
    "no rounds to check"; it is not counted among the files consistent in every round."""
    shutil.copy(ROOT / "samples" / SAMPLES[0], tmp_path / "played.trf")
    (tmp_path / "fresh.trf").write_text(FRESH)
    assert main(["check", str(tmp_path), "--jobs", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert rows_of(out)["fresh.trf"].split() == ["fresh.trf", "dutch", "-", "-", "no", "rounds", "to", "check"]
    assert " ".join(out.split("\n\n")[-1].split()) == (
        "2 files: 1 consistent in every round, 0 not, 1 with no rounds to check, 0 not checked; 5 rounds: 5 CONSISTENT.")
    assert main(["check", str(tmp_path), "--jobs", "1", "--quiet", "--format", "json"]) == 0
    items = {Path(i["file"]).name: i for i in json.loads(capsys.readouterr().out)}
    assert (items["fresh.trf"]["status"], items["fresh.trf"]["rounds"], items["fresh.trf"]["exit_code"]) == (
        "no rounds to check", [], 0)


def test_the_batch_table_fits_100_columns_and_names_files_relative_to_the_folder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deep = tmp_path / "a-folder-with-a-rather-long-name" / "and-another-one-below-it"
    deep.mkdir(parents=True)
    for name in SAMPLES:
        shutil.copy(ROOT / "samples" / name, deep / f"an-uncommonly-long-tournament-file-name-{name}")
    assert main(["check", str(tmp_path), "--jobs", "1", "--quiet"]) == 1
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 100
    assert str(tmp_path) not in out
    rows = rows_of(out)
    below = "a-folder-with-a-rather-long-name/and-another-one-below-it/an-uncommonly-long-tournament-file-name-"
    # issue 31 item 9: a name too long for its column is shortened in its middle, never split over two lines
    assert len(rows) == 3 and all(name.startswith("a-folder-") and "…" in name for name in rows)
    body = out.split("\n\n")[0].splitlines()[2:]
    assert all(line.startswith(" ") or line.split()[5] in ("CONSISTENT", "VIOLATION") for line in body)
    full = {next(below + s for s in SAMPLES if (below + s).endswith(name.split("…")[1])): name for name in rows}
    assert sorted(full) == [below + name for name in sorted(SAMPLES)]
    assert rows[full[below + SAMPLES[1]]].endswith("4 of 5 VIOLATION round 5: VIOLATION [C1 / Basic Rules 2]")

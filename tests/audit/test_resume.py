"""An audit killed at any moment loses at most the files in flight: rerun, it completes with every file
stored once and the database of an uninterrupted run; a worker process that dies costs its file only."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from checker.parallel.pool import stream_tasks
from tests.audit.helpers import ARCHIVE, build_archive, content
from tests.paths import DATA, ROOT

MORE = tuple(str(p.relative_to(ROOT)) for p in sorted((DATA / "dutch-2026").glob("*.trf")))
"""More files, so that the audit is still running when it is killed."""


def _command(archive: Path, db: Path) -> list[str]:
    """The audit as a user runs it (one worker: the kill falls between two stored files or inside one)."""
    return [sys.executable, "-m", "checker.cli", "audit", str(archive), "--db", str(db), "--jobs", "1", "--quiet"]


def _stored(db: Path) -> int:
    """Files stored so far (0 before the database exists)."""
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(db, timeout=5) as connection:
            return int(connection.execute("SELECT COUNT(*) FROM files").fetchone()[0])
    except sqlite3.OperationalError:  # the tables are not created yet
        return 0


def test_sigkill_mid_run_then_rerun_equals_an_uninterrupted_audit(tmp_path: Path) -> None:
    archive = build_archive(tmp_path, ARCHIVE + MORE)
    whole, killed = tmp_path / "whole.db", tmp_path / "killed.db"
    subprocess.run(_command(archive, whole), cwd=ROOT, check=True, capture_output=True)
    total = _stored(whole)
    process = subprocess.Popen(_command(archive, killed), cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while _stored(killed) < 3 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    process.send_signal(signal.SIGKILL)
    assert process.wait() == -signal.SIGKILL
    assert 3 <= _stored(killed) < total  # killed half way: some files stored, not all
    subprocess.run(_command(archive, killed), cwd=ROOT, check=True, capture_output=True)
    assert content(killed) == content(whole)
    with sqlite3.connect(killed) as connection:
        runs = connection.execute("SELECT checked, skipped FROM runs ORDER BY run").fetchall()
    assert runs[0] == (0, 0)  # the killed run never wrote its end
    assert runs[1][0] < total  # the rerun checked only what the killed run had not stored


def crash_on_seven(number: int) -> int:
    """A task that kills its worker process when given 7 (a file that crashes the interpreter)."""
    if number == 7:
        os.kill(os.getpid(), signal.SIGKILL)
    return number * 10


def test_a_task_that_kills_its_worker_costs_that_task_only() -> None:
    results: list[int] = []
    lost: list[tuple[int, str]] = []
    interrupted = stream_tasks(crash_on_seven, iter(range(20)), results.append,
                               lambda task, why: lost.append((task, why)), jobs=2, window=4)
    assert not interrupted
    assert sorted(results) == [n * 10 for n in range(20) if n != 7]  # the tasks beside it were run again
    assert [task for task, _ in lost] == [7] and "died 2 times" in lost[0][1]


def sleep_a_while(number: int) -> int:
    """A task long enough to be running when its main process is killed."""
    time.sleep(30)
    return number


STREAM = ("import sys; from checker.parallel.pool import stream_tasks; from tests.audit.test_resume import "
          "sleep_a_while\nif __name__ == '__main__':\n    stream_tasks(sleep_a_while, iter(range(4)), print, "
          "print, jobs=2)")
"""A main process streaming tasks to 2 workers (spawned workers need the ``__main__`` guard)."""


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid``."""
    found = set()
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            fields = dict(line.split(":\t", 1) for line in status.read_text().splitlines() if ":\t" in line)
        except OSError:
            continue
        if fields.get("PPid", "").strip() == str(pid):
            found.add(int(status.parent.name))
    return found


def test_workers_end_when_their_main_process_is_killed() -> None:
    """A main process killed with SIGKILL cannot stop its workers: they see it gone and exit."""
    process = subprocess.Popen([sys.executable, "-c", STREAM], cwd=ROOT, stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    workers = _children(process.pid)
    while len(workers) < 3 and time.monotonic() < deadline:  # 2 workers and the resource tracker
        time.sleep(0.2)
        workers = _children(process.pid)
    time.sleep(3)  # the workers started and took a task
    process.send_signal(signal.SIGKILL)
    process.wait()
    deadline = time.monotonic() + 20
    while any(Path(f"/proc/{pid}").exists() for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [pid for pid in workers if Path(f"/proc/{pid}").exists()]
    for pid in left:  # the test's own processes, not left behind when it fails
        os.kill(pid, signal.SIGKILL)
    assert workers and not left

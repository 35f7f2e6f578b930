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

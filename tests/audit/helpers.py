"""What the audit tests share: a small archive built in a temporary folder, a database's content."""

from __future__ import annotations

import shutil
import sqlite3
import time
from pathlib import Path
from unittest import mock

from checker.audit import task as audit_task
from checker.audit.adapter import Checked
from checker.audit.task import AuditResult, AuditTask, audit_one
from checker.service.request import CheckRequest
from tests.paths import DATA, ROOT

ARCHIVE = (
    "samples/dutch-12p-5r.trf",
    "samples/dutch-12p-5r-rematch.trf",
    "samples/team-10t-5r.trf",
    "samples/double-swiss-10p-4r.trf",
    "tests/data/dubov/jvf-dubov-p10r5-s2100.trf",
    "tests/data/burstein/xgen-burstein-p6r5-s8100.trf",
    "tests/data/dutch-2017/p12r9-s112.trf",
)
"""Small files of several systems (one with a VIOLATION in round 5), copied into a test's archive."""

BROKEN = "001 this is not a player record\n"
"""A file the reader refuses (an input error)."""


def build_archive(folder: Path, files: tuple[str, ...] = ARCHIVE) -> Path:
    """``folder/archive`` holding the files (flat), a copy of the first one (same content twice) and a
    broken ``.trf``; the archive folder."""
    archive = folder / "archive"
    archive.mkdir(parents=True)
    for name in files:
        shutil.copy(ROOT / name, archive / Path(name).name)
    shutil.copy(ROOT / files[0], archive / "zz-copy.trf")
    (archive / "broken.trf").write_text(BROKEN, encoding="utf-8")
    return archive


def content(db: Path) -> tuple[list[tuple[object, ...]], ...]:
    """A database's rows that an audit decides (every table but the ``runs`` log, the seconds left out)."""
    with sqlite3.connect(db) as connection:
        files = connection.execute("SELECT sha256, version, path, size, system, edition, status, worst, message, "
                                   "warnings, report FROM files ORDER BY sha256, version").fetchall()
        rounds = connection.execute("SELECT * FROM rounds ORDER BY sha256, version, round").fetchall()
        paths = connection.execute("SELECT * FROM paths ORDER BY path").fetchall()
    return files, rounds, paths


SLOW = "slow"
"""A file whose name starts with this never finishes its check under :func:`slow_audit_one`."""
HANG_SECONDS = 120.0
"""How long a slow file's check runs when no time limit stops it (the test then fails, it does not hang)."""


def _hanging(name: str, data: bytes, options: CheckRequest) -> Checked:
    """A check that runs (in Python, so a time limit can stop it) for :data:`HANG_SECONDS`."""
    end = time.monotonic() + HANG_SECONDS
    while time.monotonic() < end:
        time.sleep(0.01)
    return Checked("checked", "not stopped by the time limit", (), None)


def slow_audit_one(task: AuditTask) -> AuditResult:
    """``audit_one`` in a worker, with the check of a file named ``slow*`` made to hang (a deliberately slow
    task: a process pool imports this function by name, so the patch is made in the worker)."""
    if not Path(task.path).name.startswith(SLOW):
        return audit_one(task)
    with mock.patch.object(audit_task, "check_content", _hanging):
        return audit_one(task)


__all__ = ["ARCHIVE", "BROKEN", "DATA", "SLOW", "build_archive", "content", "slow_audit_one"]

"""What the audit tests share: a small archive built in a temporary folder, a database's content."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

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


__all__ = ["ARCHIVE", "BROKEN", "DATA", "build_archive", "content"]

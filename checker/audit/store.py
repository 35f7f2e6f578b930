"""The audit's SQLite database: its schema (versioned, docs/audit.md), the rows written as results arrive.

One file row per distinct content (sha256) and swisscheck version, its rounds beside it, written in one
transaction: a run killed at any moment leaves every stored file whole, and the next run skips it. The
journal is WAL (a reader, the web page or a notebook, reads while the audit writes) with full
synchronisation (a committed file survives a power cut). Rows are keyed by content, never by arrival
order, so two audits of one archive store the same rows (the seconds and the ``runs`` log aside).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from checker.audit.task import AuditResult, RoundRow
from checker.errors import InputError

SCHEMA_VERSION = 1
"""The version of the tables below (``meta.schema``); a database of another version is refused."""

TABLES = """
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS files (
    sha256 TEXT NOT NULL,
    version TEXT NOT NULL,
    path TEXT NOT NULL,
    size INTEGER NOT NULL,
    system TEXT,
    edition TEXT,
    status TEXT NOT NULL,
    worst TEXT,
    message TEXT NOT NULL,
    warnings TEXT NOT NULL,
    seconds REAL NOT NULL,
    report TEXT,
    PRIMARY KEY (sha256, version)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rounds (
    sha256 TEXT NOT NULL,
    version TEXT NOT NULL,
    round INTEGER NOT NULL,
    verdict TEXT NOT NULL,
    criterion TEXT,
    article TEXT,
    cause TEXT,
    cause_message TEXT,
    differing INTEGER NOT NULL,
    PRIMARY KEY (sha256, version, round),
    FOREIGN KEY (sha256, version) REFERENCES files (sha256, version) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS paths (
    path TEXT PRIMARY KEY,
    sha256 TEXT NOT NULL,
    size INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS runs (
    run INTEGER PRIMARY KEY AUTOINCREMENT,
    version TEXT NOT NULL,
    started TEXT NOT NULL,
    finished TEXT,
    backend TEXT NOT NULL,
    jobs INTEGER NOT NULL,
    files INTEGER NOT NULL DEFAULT 0,
    checked INTEGER NOT NULL DEFAULT 0,
    skipped INTEGER NOT NULL DEFAULT 0,
    lost INTEGER NOT NULL DEFAULT 0,
    seconds REAL,
    peak_memory_kib INTEGER,
    interrupted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS files_path ON files (path);
"""
"""The schema (docs/audit.md explains every column)."""


PATHS_AT_ONCE = 500
"""Paths of skipped files written in one transaction (a file row writes those before it with it)."""


@dataclass(frozen=True)
class RunEnd:
    """What a run did, for its ``runs`` row."""

    files: int
    checked: int
    skipped: int
    lost: int
    seconds: float
    peak_memory_kib: int
    interrupted: bool


class Store:
    """An open audit database (a context manager): ``with Store.open(path) as store: ...``."""

    def __init__(self, connection: sqlite3.Connection, path: str) -> None:
        self.connection = connection
        self.path = path
        self.unwritten: list[tuple[str, str, int]] = []

    @classmethod
    def open(cls, path: str, create: bool = True) -> Store:
        """The database at ``path``, created with the schema when new (``create``); an input error naming
        ``--db`` when it cannot be opened, is not an audit database or is of another schema version."""
        if not create and not Path(path).is_file():
            raise InputError(f"--db {path}: no such database", option="--db")
        try:
            connection = sqlite3.connect(path, isolation_level=None)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=FULL")
            connection.execute("PRAGMA foreign_keys=ON")
            connection.execute("PRAGMA busy_timeout=10000")
            with connection:
                connection.execute("BEGIN IMMEDIATE")
                found = _schema_version(connection)
                if found is None:
                    for statement in TABLES.split(";"):
                        if statement.strip():
                            connection.execute(statement)
                    connection.execute("INSERT OR REPLACE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        except sqlite3.Error as exc:
            raise InputError(f"--db {path}: cannot open the audit database ({exc})", option="--db") from None
        if found is not None and found != str(SCHEMA_VERSION):
            connection.close()
            raise InputError(f"--db {path}: an audit database of schema {found}; this swisscheck writes schema "
                             f"{SCHEMA_VERSION} (audit into a new file)", option="--db")
        return cls(connection, path)

    def __enter__(self) -> Store:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if kind is None:
            self.flush()
        self.connection.close()

    def stored(self, sha256: str, version: str) -> bool:
        """True when this content was audited by this swisscheck version."""
        row = self.connection.execute("SELECT 1 FROM files WHERE sha256 = ? AND version = ?", (sha256, version))
        return row.fetchone() is not None

    def seen(self, path: str, sha256: str, size: int) -> None:
        """Record that the archive holds this content at ``path`` (a changed file: its new content); written
        with the next file row, or by :meth:`flush` (a run killed before loses these: the next walk
        records them again)."""
        self.unwritten.append((path, sha256, size))
        if len(self.unwritten) >= PATHS_AT_ONCE:
            self.flush()

    def flush(self) -> None:
        """Write the paths recorded since the last write."""
        with self.connection:
            self.connection.execute("BEGIN IMMEDIATE")
            self._write_paths()

    def _write_paths(self) -> None:
        """The paths recorded, written inside the caller's transaction."""
        self.connection.executemany("INSERT OR REPLACE INTO paths VALUES (?, ?, ?)", self.unwritten)
        self.unwritten.clear()

    def put(self, result: AuditResult, version: str) -> None:
        """Store a file's row and its rounds in one transaction, replacing an earlier row of that content."""
        with self.connection:
            self.connection.execute("BEGIN IMMEDIATE")
            self._write_paths()
            self.connection.execute("DELETE FROM files WHERE sha256 = ? AND version = ?", (result.sha256, version))
            self.connection.execute(
                "INSERT INTO files VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (result.sha256, version, result.path, result.size, result.system, result.edition, result.status,
                 result.worst, result.message, "\n".join(result.warnings), result.seconds, result.report))
            self.connection.executemany(
                "INSERT INTO rounds VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(result.sha256, version, r.round, r.verdict, r.criterion, r.article, r.cause, r.cause_message,
                  r.differing) for r in result.rounds])

    def start_run(self, version: str, started: str, backend: str, jobs: int) -> int:
        """A new row of the ``runs`` log; its number."""
        cursor = self.connection.execute("INSERT INTO runs (version, started, backend, jobs) VALUES (?, ?, ?, ?)",
                                         (version, started, backend, jobs))
        return int(cursor.lastrowid or 0)

    def end_run(self, run: int, finished: str, end: RunEnd) -> None:
        """Complete a run's row."""
        self.connection.execute(
            "UPDATE runs SET finished = ?, files = ?, checked = ?, skipped = ?, lost = ?, seconds = ?, "
            "peak_memory_kib = ?, interrupted = ? WHERE run = ?",
            (finished, end.files, end.checked, end.skipped, end.lost, end.seconds, end.peak_memory_kib,
             int(end.interrupted), run))

    def files(self, version: str) -> Iterator[sqlite3.Row]:
        """Every file row of this version, by path (a cursor: one row at a time)."""
        cursor = self.connection.cursor()
        cursor.row_factory = sqlite3.Row
        return iter(cursor.execute("SELECT * FROM files WHERE version = ? ORDER BY path, sha256", (version,)))

    def rounds(self, sha256: str, version: str) -> tuple[RoundRow, ...]:
        """A file's rounds, in order."""
        rows = self.connection.execute(
            "SELECT round, verdict, criterion, article, cause, cause_message, differing FROM rounds "
            "WHERE sha256 = ? AND version = ? ORDER BY round", (sha256, version))
        return tuple(RoundRow(*row) for row in rows)

    def count(self, query: str, *parameters: object) -> list[tuple[str | None, int]]:
        """The (key, count) rows of a grouping query."""
        return [(row[0], int(row[1])) for row in self.connection.execute(query, parameters)]


def _schema_version(connection: sqlite3.Connection) -> str | None:
    """The schema version of an open database, None when it has no audit tables yet."""
    exists = connection.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").fetchone()
    if exists is None:
        return None
    row = connection.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    return str(row[0]) if row else "unknown"

"""The audit's progress: files done of the archive, files per second and the time left.

On a terminal it is the bar of the other long commands (``parallel.progress``) with the rate and the
time left as its note; elsewhere (a log, a background job) one line every :data:`EVERY` seconds.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

from checker.parallel.progress import ProgressBar

EVERY = 15.0
"""Seconds between two progress lines when standard error is not a terminal."""


def duration(seconds: float) -> str:
    """``42 s``, ``7 min``, ``2 h 05 min``."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 5400:
        return f"{seconds / 60:.0f} min"
    return f"{int(seconds // 3600)} h {int(seconds % 3600 // 60):02d} min"


class AuditProgress:
    """``with AuditProgress(total, quiet) as progress: progress.advance()`` once per file (checked or skipped)."""

    def __init__(self, total: int, quiet: bool, stream: TextIO | None = None) -> None:
        self.total = total
        self.quiet = quiet
        self.stream = stream or sys.stderr
        self.done = 0
        self.start = time.monotonic()
        self.last_line = self.start
        self.bar = ProgressBar("files", total, quiet)

    def __enter__(self) -> AuditProgress:
        self.bar.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.bar.__exit__(None, None, None)

    def note(self) -> str:
        """``8.2 files/s, 7 min left``."""
        elapsed = max(time.monotonic() - self.start, 1e-9)
        rate = self.done / elapsed
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        return f"{rate:.1f} files/s, {duration(left)} left"

    def advance(self) -> None:
        """One more file done."""
        self.done += 1
        if self.bar.drawn:
            self.bar.advance(self.note())
            return
        now = time.monotonic()
        if not self.quiet and now - self.last_line >= EVERY:
            self.last_line = now
            print(f"audit: {self.done:,} of {self.total:,} files, {self.note()}", file=self.stream, flush=True)

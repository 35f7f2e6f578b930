"""A progress bar on stderr for the long runs (campaign, batch check, audit), drawn by rich when it can be.

The bar is drawn only when stderr is a terminal, ``--quiet`` is not given and rich is installed
(``pip install 'swisscheck[progress]'``); otherwise nothing is drawn and the command's output is
the same. rich is loaded only then (``importlib``), so the other commands do not pay for it.
"""

from __future__ import annotations

import importlib
import sys
from types import TracebackType
from typing import Protocol


class _RichProgress(Protocol):
    """What the bar uses of ``rich.progress.Progress`` (loaded only when drawn)."""

    def start(self) -> None:
        """Draw the bar."""

    def stop(self) -> None:
        """Leave the bar as it is on the terminal."""

    def add_task(self, description: str, *, total: float | None, note: str) -> int:
        """A new task of ``total`` steps; its id."""
        ...

    def update(self, task_id: int, *, advance: float, note: str) -> None:
        """``advance`` more steps done."""


class ProgressBar:
    """``with ProgressBar("tournaments", total, quiet) as bar: bar.advance(note="3 discrepancies")``."""

    def __init__(self, what: str, total: int, quiet: bool = False) -> None:
        self.what = what
        self.total = total
        self._progress: _RichProgress | None = None
        self._task = 0
        if not quiet and sys.stderr.isatty():
            try:
                rich_progress = importlib.import_module("rich.progress")
                rich_console = importlib.import_module("rich.console")
            except ImportError:
                return
            self._progress = rich_progress.Progress(
                rich_progress.TextColumn("{task.description}"), rich_progress.BarColumn(),
                rich_progress.MofNCompleteColumn(), rich_progress.TimeElapsedColumn(),
                rich_progress.TimeRemainingColumn(), rich_progress.TextColumn("{task.fields[note]}"),
                console=rich_console.Console(stderr=True), transient=False,
            )

    @property
    def drawn(self) -> bool:
        """True when a bar is on the terminal."""
        return self._progress is not None

    def __enter__(self) -> ProgressBar:
        if self._progress is not None:
            self._progress.start()
            self._task = self._progress.add_task(self.what, total=self.total, note="")
        return self

    def advance(self, note: str = "") -> None:
        """One more task done; ``note`` is shown after the bar."""
        if self._progress is not None:
            self._progress.update(self._task, advance=1, note=note)

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if self._progress is not None:
            self._progress.stop()

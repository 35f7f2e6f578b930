"""A tournament file opened for a caller (a command, the Python API): clear input errors, and the
place of an error raised after reading.

Reading a path that is missing, a folder, or unreadable is an :class:`checker.errors.InputError`
naming the file; a file that is read but wrong is the reader's ``TRFError`` (``file:line:column``).
An input error raised later (a system, the registry) is given its place by :func:`place`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from os import PathLike
from pathlib import Path

from checker.errors import InputError
from checker.models import Tournament
from checker.trf.errors import TRFWarning
from checker.trf.reader import load_located
from checker.trf.source import SourceMap


def open_file(path: str | PathLike[str]) -> tuple[Tournament, tuple[TRFWarning, ...], SourceMap]:
    """Read the tournament file at ``path`` with its warnings and the line of every record;
    InputError for a missing file, a folder, or bytes that cannot be read (TRFError for bad content)."""
    file = Path(path)
    if not file.exists():
        raise InputError(f"{path}: no such file")
    if file.is_dir():
        raise InputError(f"{path}: is a directory, not a TRF file")
    try:
        return load_located(path)
    except (OSError, UnicodeError) as exc:
        raise InputError(f"{path}: cannot read the file: {exc}") from exc


def place(source: SourceMap, error: InputError, system: str | None = None) -> str:
    """The message of an input error with its place (``SourceMap.locate``); an error about the whole
    file under a system forced by ``--system`` names that option too."""
    message = source.locate(error)
    if error.record is None and error.option is None and system and message != str(error):
        message += f" (with --system {system})"
    return message


@contextmanager
def placed(source: SourceMap | None, system: str | None = None) -> Iterator[None]:
    """Run steps on a file read with ``source``: an input error they raise gets its place (:func:`place`);
    without a source (a tournament built in memory) it goes through as raised."""
    try:
        yield
    except InputError as exc:
        message = str(exc) if source is None else place(source, exc, system)
        if message == str(exc):
            raise
        raise InputError(message, record=exc.record, option=exc.option) from exc

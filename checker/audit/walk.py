"""The files of an archive: those ``check`` takes under the folders named, and the members of ``.zip`` archives.

A folder is walked as ``check`` walks it (``trf.folders``: ``.trf``, ``.tab``, a ``.txt`` that reads as
TRF), and a ``.zip`` file (named, or found in a folder) is read in place: its members that the walk would
take are entries too, named ``archive.zip/member``. Listing reads no content but the head of a ``.txt``;
:func:`contents` then reads each entry once, keeping one archive open while its members are read.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from checker.trf.folders import SNIFF, SUFFIXES, TEXT, head_reads_as_trf, reads_as_trf
from checker.errors import InputError

ZIP = ".zip"
"""The archives read in place."""


@dataclass(frozen=True)
class Entry:
    """One tournament file of the archive: a file (``member`` None) or a member of the ``.zip`` at ``file``."""

    file: str
    member: str | None = None

    @property
    def path(self) -> str:
        """How the audit names it: the file's path as walked, ``archive.zip/member`` for a member."""
        return self.file if self.member is None else f"{self.file}/{self.member}"


def _takes(name: str, head: bytes | None) -> bool:
    """Whether the walk takes a file of this name (``head``: the first bytes of a ``.txt``, read on demand)."""
    suffix = PurePosixPath(name).suffix.lower()
    return suffix in SUFFIXES or (suffix == TEXT and head is not None and head_reads_as_trf(head))


def _members(file: str) -> list[Entry]:
    """The members of a ``.zip`` that the walk takes (sorted); an input error for a file that is not one."""
    try:
        with zipfile.ZipFile(file) as archive:
            found = []
            for info in sorted(archive.infolist(), key=lambda i: i.filename):
                if info.is_dir():
                    continue
                suffix = PurePosixPath(info.filename).suffix.lower()
                head = None
                if suffix == TEXT:
                    with archive.open(info) as handle:
                        head = handle.read(SNIFF)
                if _takes(info.filename, head):
                    found.append(Entry(file, info.filename))
            return found
    except (OSError, zipfile.BadZipFile, RuntimeError) as exc:  # RuntimeError: an encrypted member
        raise InputError(f"{file}: cannot read the zip archive: {exc}") from None


def entries(names: Sequence[str]) -> list[Entry]:
    """Every tournament file under ``names`` (files, folders, ``.zip`` archives), in walk order: each name
    in turn, a folder's files sorted at any depth, a zip's members sorted. An input error for a name that
    does not exist or a folder that holds no tournament file."""
    found: list[Entry] = []
    for name in names:
        path = Path(name)
        if path.is_dir():
            inside: list[Entry] = []
            for p in sorted(q for q in path.rglob("*") if q.is_file()):
                if p.suffix.lower() == ZIP:
                    inside += _members(str(p))
                elif p.suffix.lower() in SUFFIXES or (p.suffix.lower() == TEXT and reads_as_trf(p)):
                    inside.append(Entry(str(p)))
            if not inside:
                raise InputError(f"{name}: the folder holds no tournament file (.trf, .tab, a .txt holding TRF "
                                 "records, or a .zip of them)")
            found += inside
        elif path.suffix.lower() == ZIP and path.is_file():
            found += _members(name)
        elif path.exists():
            found.append(Entry(name))
        else:
            raise InputError(f"{name}: no such file or folder")
    return found


def contents(walked: Sequence[Entry]) -> Iterator[tuple[Entry, bytes | str]]:
    """Each entry with its bytes, or why they cannot be read (a message naming it); one zip is kept open
    while its members follow one another."""
    archive: zipfile.ZipFile | None = None
    try:
        for entry in walked:
            try:
                if entry.member is None:
                    yield entry, Path(entry.file).read_bytes()
                    continue
                if archive is None or archive.filename != entry.file:
                    if archive is not None:
                        archive.close()
                    archive = zipfile.ZipFile(entry.file)
                yield entry, archive.read(entry.member)
            except (OSError, zipfile.BadZipFile, RuntimeError, KeyError) as exc:
                yield entry, f"{entry.path}: cannot read the file: {exc}"
    finally:
        if archive is not None:
            archive.close()


def read(path: str) -> bytes:
    """The bytes of an entry by its audit name (a file, or ``archive.zip/member``): for a report page."""
    if Path(path).is_file():
        return Path(path).read_bytes()
    parts = PurePosixPath(path).parts
    for i in range(len(parts) - 1, 0, -1):
        file = str(PurePosixPath(*parts[:i]))
        if file.lower().endswith(ZIP) and Path(file).is_file():
            with zipfile.ZipFile(file) as archive:
                return archive.read(str(PurePosixPath(*parts[i:])))
    raise OSError(f"{path}: no such file")

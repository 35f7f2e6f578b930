"""The tournament files a folder walk takes (a batch check, ``check FILE_OR_DIR...``, and the audit).

The reader reads a TRF whatever its file is called; a folder walk takes what tournament programs and
federations name such files: ``.trf`` (TRF16, TRF-2026, the JaVaFo and bbpPairings inputs), ``.tab``
(the Irish Chess Union's Krause exports) and a ``.txt`` whose first record is a TRF record and which
holds a player record (``001``): several programs export TRF as text, and a folder of ``.txt`` files
also holds notes and engine outputs, which are no tournaments.
"""

from __future__ import annotations

import re
from pathlib import Path

from checker.errors import InputError
from checker.models import Frozen

SUFFIXES = (".trf", ".tab")
"""Extensions a folder walk always takes (any case)."""
TEXT = ".txt"
"""The extension a folder walk takes when the file reads as TRF (:func:`reads_as_trf`)."""
RECORD = re.compile(r"(\d{3}|XX[A-Z]|BB[A-Z]) ")
"""The start of a TRF line: a three-digit record code or a JaVaFo/bbpPairings extension, then a space."""
SNIFF = 65536
"""Bytes of a ``.txt`` file read to decide whether it is a tournament."""


class TournamentFile(Frozen):
    """A file to check: its path, and how the batch table shows it (relative to the folder named)."""

    path: str
    shown: str


def reads_as_trf(path: Path) -> bool:
    """A text file whose first line that is not blank is a TRF record and which holds a player record (001)."""
    try:
        with path.open("rb") as handle:
            return head_reads_as_trf(handle.read(SNIFF))
    except OSError:
        return True  # the reader will say why it cannot be read


def head_reads_as_trf(data: bytes) -> bool:
    """:func:`reads_as_trf` on the first bytes of a file (a ``.txt`` member of a ``.zip`` archive, read in place)."""
    head = data[:SNIFF].decode("latin-1").lstrip("\xef\xbb\xbf")  # a UTF-8 byte-order mark
    lines = [line for line in re.split(r"\r\n|\r|\n", head) if line.strip()]
    return bool(lines) and RECORD.match(lines[0]) is not None and any(line.startswith("001 ") for line in lines)


def _takes(path: Path) -> bool:
    """Whether a folder walk takes the file."""
    suffix = path.suffix.lower()
    return suffix in SUFFIXES or (suffix == TEXT and reads_as_trf(path))


def tournament_files(names: list[str]) -> list[TournamentFile]:
    """The files named, and the tournament files under the folders named (sorted, any depth), each shown
    relative to its folder (prefixed with the folder's own name when several are named); an input error
    for a folder that holds none."""
    files: list[TournamentFile] = []
    for name in names:
        folder = Path(name)
        if not folder.is_dir():
            files.append(TournamentFile(path=name, shown=name))
            continue
        found = sorted(p for p in folder.rglob("*") if p.is_file() and _takes(p))
        if not found:
            raise InputError(f"{name}: the folder holds no tournament file (.trf, .tab, or a .txt holding TRF records)")
        base = Path(folder.resolve().name) if len(names) > 1 else Path()
        files += [TournamentFile(path=str(p), shown=(base / p.relative_to(folder)).as_posix()) for p in found]
    return files

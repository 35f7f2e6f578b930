"""Bytes to numbered text lines: the normalisation done before any record is parsed.

TRF16 Remark 1 asks for a CR at the end of each line; real files end lines with LF, CRLF or a
bare CR (bbpPairings), and come in UTF-8 (with or without a byte-order mark) or Latin-1.

>>> split_lines("012 A\\r001    1\\r\\n\\n")
('012 A', '001    1', '')
"""

from __future__ import annotations

import re

from checker.trf.errors import TRFError

BOM = "\ufeff"
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f]")
"""Characters that never occur in a text file: C0 controls but TAB/LF/CR, DEL, C1 controls."""


def decode(data: bytes) -> tuple[str, str]:
    """The text of ``data`` and the encoding used: UTF-8 (BOM stripped), else Windows-1252, else Latin-1.

    Windows-1252 is Latin-1 with printable characters where Latin-1 has the C1 controls
    0x80-0x9F; bytes it leaves undefined fall back to Latin-1 (and are then rejected as binary).
    """
    if data.startswith(BOM.encode("utf-8")):
        data = data[3:]
    for encoding in ("utf-8", "cp1252"):
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1"), "latin-1"


def split_lines(text: str) -> tuple[str, ...]:
    """The lines of ``text`` split on CRLF, CR or LF; a final line break does not add a line."""
    if text.startswith(BOM):
        text = text[1:]
    if text.endswith("\x1a"):  # MS-DOS end-of-file marker
        text = text[:-1]
    lines = _LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return tuple(lines)


def check_text(lines: tuple[str, ...], filename: str) -> None:
    """Raise :class:`TRFError` at the first control character (the file is binary, not TRF text) or at
    a byte-order mark inside the file (files joined together: the record behind it would be lost)."""
    for number, line in enumerate(lines, start=1):
        mark = line.find(BOM)
        if mark >= 0:
            raise TRFError(filename, number, mark + 1, None,
                           "a byte-order mark (U+FEFF) inside the file: only the very start of a file may hold one")
        found = _CONTROL.search(line)
        if found:
            code = ord(found.group())
            raise TRFError(
                filename,
                number,
                found.start() + 1,
                None,
                f"binary data (control character U+{code:04X}): not a TRF text file",
            )


def normalise(data: bytes | str, filename: str) -> tuple[str, ...]:
    """Decode (if bytes), split into lines and reject binary content; line i is ``lines[i - 1]``."""
    text = decode(data)[0] if isinstance(data, bytes) else data
    lines = split_lines(text)
    check_text(lines, filename)
    return lines

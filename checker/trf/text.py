"""Bytes to numbered text lines: the normalisation done before any record is parsed.

TRF16 Remark 1 asks for a CR at the end of each line; real files end lines with LF, CRLF or a
bare CR (bbpPairings), and come in UTF-8 (with or without a byte-order mark) or in a Windows
code page (Latin-1 / Windows-1252: the Irish exports).

The encoding is decided once per file (trf-formats 5.2): a byte-order mark, or any well-formed
UTF-8 sequence of two or more bytes, makes it a UTF-8 file, and then a byte that is not UTF-8 is
an error at its own line and column (one bad byte must not turn the whole file into Windows-1252
and garble every name). A file with non-ASCII bytes and no UTF-8 sequence at all is read as
Windows-1252, with a warning naming the first such byte.

>>> split_lines("012 A\\r001    1\\r\\n\\n")
('012 A', '001    1', '')
>>> str(decode(b"012 Caf\\xe9\\n", "t.trf").warning)
't.trf:1:8: encoding: not UTF-8 (byte 0xE9); the file is read as Windows-1252'
"""

from __future__ import annotations

import re
from typing import NamedTuple

from checker.trf.errors import TRFError, TRFWarning

BOM = "\ufeff"
_BOM_BYTES = BOM.encode("utf-8")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_LINE_BREAK_BYTES = re.compile(rb"\r\n|\r|\n")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\x9f]")
"""Characters that never occur in a text file: C0 controls but TAB/LF/CR, DEL, C1 controls."""
_UTF8_SEQUENCE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}|\xed[\x80-\x9f][\x80-\xbf]"
    rb"|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}|\xf4[\x80-\x8f][\x80-\xbf]{2}"
)
"""A well-formed UTF-8 sequence of two to four bytes (RFC 3629): Windows-1252 text practically never
holds one (``Ã©`` is the only way), so one of them says the file was written as UTF-8."""
_NON_ASCII = re.compile(rb"[\x80-\xff]")
_CP1252_UNDEFINED = re.compile(rb"([\x81\x8d\x8f\x90\x9d])")
"""The five bytes Windows-1252 leaves undefined (read as Latin-1: C1 controls)."""


class Decoded(NamedTuple):
    """A file's text, the encoding it was read with, and the warning to give (None for UTF-8)."""

    text: str
    encoding: str
    warning: TRFWarning | None = None


def _where(data: bytes, position: int, start: int = 0) -> tuple[int, int]:
    """The 1-based line and column (in characters, as the reader counts them) of byte ``position``."""
    line = len(_LINE_BREAK_BYTES.findall(data, start, position)) + 1
    breaks = [m.end() for m in _LINE_BREAK_BYTES.finditer(data, start, position)]
    line_start = breaks[-1] if breaks else start
    return line, len(data[line_start:position].decode("utf-8", errors="replace")) + 1


def decode(data: bytes, filename: str = "<string>") -> Decoded:
    """The text of ``data``: UTF-8 when it has a byte-order mark or a UTF-8 sequence (TRFError at the
    first byte that is not UTF-8), else Windows-1252 with a warning (bytes it leaves undefined read
    as Latin-1, C1 controls that :func:`check_text` then rejects as binary)."""
    start = len(_BOM_BYTES) if data.startswith(_BOM_BYTES) else 0
    try:
        return Decoded(data[start:].decode("utf-8"), "utf-8")
    except UnicodeDecodeError as err:
        bad = start + err.start
    if start or _UTF8_SEQUENCE.search(data):
        line, column = _where(data, bad, start)
        why = "a byte-order mark" if start else "UTF-8 text elsewhere in the file"
        raise TRFError(filename, line, column, "encoding",
                       f"byte 0x{data[bad]:02X} is not UTF-8, and the file is UTF-8 ({why}): "
                       "re-export it, or fix that character") from None
    first = _NON_ASCII.search(data)
    assert first is not None  # ASCII is UTF-8
    line, column = _where(data, first.start())
    text = "".join(chunk.decode("latin-1" if _CP1252_UNDEFINED.fullmatch(chunk) else "cp1252")
                   for chunk in _CP1252_UNDEFINED.split(data))
    warning = TRFWarning(file=filename, line=line, column=column, field="encoding",
                         message=f"not UTF-8 (byte 0x{data[first.start()]:02X}); the file is read as Windows-1252")
    return Decoded(text, "cp1252", warning)


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
    return normalised(data, filename)[0]


def normalised(data: bytes | str, filename: str) -> tuple[tuple[str, ...], TRFWarning | None]:
    """:func:`normalise`, with the warning of a file read in a fallback encoding."""
    decoded = decode(data, filename) if isinstance(data, bytes) else Decoded(data, "str")
    lines = split_lines(decoded.text)
    check_text(lines, filename)
    return lines, decoded.warning

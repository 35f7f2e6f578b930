"""Errors and warnings of the TRF reader, located by file, line, column and field.

>>> str(TRFError("t.trf", 4, 49, "rating", "expected up to 4 digits, got '2x41'"))
"t.trf:4:49: rating: expected up to 4 digits, got '2x41'"
>>> str(TRFWarning(file="t.trf", line=5, message="round 3: player 4 lists opponent 9 (line 10), who lists 7"))
't.trf:5: round 3: player 4 lists opponent 9 (line 10), who lists 7'
>>> shown("1\xa041")
"'1<U+00A0>41'"
"""

from __future__ import annotations

from checker.errors import InputError
from checker.models import Frozen


def escaped(text: str) -> str:
    """``text`` with every character that is not printable ASCII written ``<U+XXXX>``: a no-break
    space, a TAB, a byte-order mark or an accented letter in a field look alike or like nothing."""
    return "".join(c if " " <= c <= "~" else f"<U+{ord(c):04X}>" for c in text)


def shown(text: str) -> str:
    """``text`` quoted for a message, its invisible and non-ASCII characters escaped (:func:`escaped`)."""
    return f"'{escaped(text)}'"


def format_location(file: str, line: int | None, column: int | None, field: str | None, message: str) -> str:
    """``file:line:column: field: message``, leaving out the parts that are unknown."""
    where = file
    if line is not None:
        where += f":{line}"
        if column is not None:
            where += f":{column}"
    return f"{where}: {field}: {message}" if field else f"{where}: {message}"


class TRFError(InputError):
    """A TRF file that cannot be read: where (file, line, column, field) and what was expected."""

    def __init__(
        self,
        file: str,
        line: int | None,
        column: int | None,
        field: str | None,
        message: str,
    ) -> None:
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.message = message
        super().__init__(format_location(file, line, column, field, message))

    def __reduce__(self) -> tuple[type[TRFError], tuple[str, int | None, int | None, str | None, str]]:
        """Pickle with the five location arguments (the default would pass only the text)."""
        return (TRFError, (self.file, self.line, self.column, self.field, self.message))


class TRFWarning(Frozen):
    """An inconsistency that does not stop a check (points column, one-sided pairing, ...)."""

    file: str
    line: int | None = None
    column: int | None = None
    field: str | None = None
    message: str
    round: int | None = None
    """The round whose entries disagree (a one-sided pairing), not printed: the message names it."""

    def __str__(self) -> str:
        """The same ``file:line:column: field: message`` layout as :class:`TRFError`."""
        return format_location(self.file, self.line, self.column, self.field, self.message)

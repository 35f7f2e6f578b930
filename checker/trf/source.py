"""Where each record of a tournament came from: the file name and the line of every record.

The reader fills a :class:`SourceMap` while it reads; an input error raised later by a system
(a Double-Swiss match in one column, a 192 code without a pairer, a Team file without teams) names
the record to blame as a :class:`checker.errors.RecordRef`, and :meth:`SourceMap.locate` turns it
into the ``file:line:column: field: message`` the reader's own errors have.

>>> from checker.errors import InputError, RecordRef
>>> source = SourceMap(file="t.trf", lines={"system_code": (3,), "players": (5, 6)})
>>> source.locate(InputError("no pairer", record=RecordRef(kind="system_code", column=5, field="tournament type")))
't.trf:3:5: tournament type: no pairer'
>>> source.locate(InputError("round 2 cannot be paired"))
't.trf: round 2 cannot be paired'
>>> source.locate(InputError("--round 9: no such round", option="--round"))
'--round 9: no such round'
"""

from __future__ import annotations

from checker.errors import InputError, RecordRef
from checker.models import Frozen
from checker.trf.errors import TRFError, format_location


class SourceMap(Frozen):
    """The file a tournament was read from and the line of each of its records.

    ``lines`` maps a field of :class:`checker.models.Tournament` to the lines of its records in the
    order the tuple holds them (``players``, ``teams``, ``headers``, ``byes``, ...), or, for a
    single-valued field (``system_code``, ``declared_rounds``, ``initial_colour``, ``team_pab``,
    ``board_colours``), to the one line whose value the tournament uses.
    """

    file: str
    lines: dict[str, tuple[int, ...]] = {}

    def line_of(self, record: RecordRef) -> int | None:
        """The line of a record, None when the map does not know it."""
        lines = self.lines.get(record.kind, ())
        index = 0 if record.index is None else record.index
        return lines[index] if 0 <= index < len(lines) else None

    def locate(self, error: InputError) -> str:
        """The message of ``error`` with its place: ``file:line:column: field:`` for an error that blames
        a record, the option's own message for an option error, ``file:`` for the whole file."""
        if isinstance(error, TRFError) or error.option is not None:
            return str(error)
        if error.record is None:
            return f"{self.file}: {error}"
        line = self.line_of(error.record)
        column = error.record.column if line is not None else None
        return format_location(self.file, line, column, error.record.field, str(error))

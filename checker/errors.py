"""The exceptions of swisscheck: one root, input errors apart from the rest.

Every exception swisscheck raises on purpose derives from :class:`SwissCheckError`. The command
line maps them to exit codes: :class:`InputError` (a file that cannot be read, or does not fit
what it claims to be, or a bad option) is exit code 2 with its message; anything else escaping a
command is a bug in swisscheck, exit code 3 (:class:`InternalError`).

An input error raised where the file name and line numbers are not known (a system reading a
tournament) says which record is to blame (:class:`RecordRef`) or which option; the command that
read the file turns that into ``file:line:column``.

>>> issubclass(InputError, ValueError), issubclass(InputError, SwissCheckError)
(True, True)
>>> InputError("odd", record=RecordRef(kind="system_code", column=5)).record.kind
'system_code'
"""

from __future__ import annotations

from checker.frozen import frozen


class SwissCheckError(Exception):
    """Root of every exception swisscheck raises on purpose."""


@frozen
class RecordRef:
    """The record of a tournament file an input error comes from, by what the Tournament holds.

    ``kind`` is a field of :class:`checker.models.Tournament` (``players``, ``teams``, ``headers``,
    ``byes``, ``lineups``, ...) with ``index`` the position in that tuple, or a single-valued field
    (``system_code``, ``declared_rounds``, ``initial_colour``, ``team_pab``, ``board_colours``,
    ``scoring``, ``team_scoring``) with ``index`` None. ``column`` (1-based) and ``field`` say where
    in the line. The reader's source map (``checker.trf.source``) gives the line.
    """

    kind: str
    index: int | None = None
    column: int | None = None
    field: str | None = None


class InputError(SwissCheckError, ValueError):
    """Input that cannot be read or used as given; ``str()`` is the message for the user (exit code 2).

    ``record``: the record of the file to blame, when one record is the cause; ``option``: the
    command-line option to blame (the message then starts with it). Also a ``ValueError``, so
    callers that only know the built-in class still catch it.
    """

    def __init__(self, message: str, *, record: RecordRef | None = None, option: str | None = None) -> None:
        super().__init__(message)
        self.record = record
        self.option = option


class PairingImpossible(SwissCheckError):
    """No round-pairing complies with the absolute criteria: the arbiter decides (Dutch 1.9.3,
    Double-Swiss and Team 3.3.3)."""


class InternalError(SwissCheckError):
    """A state the rules make impossible was reached: a bug in swisscheck, never the input's fault."""

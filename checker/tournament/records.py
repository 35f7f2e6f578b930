"""Which record of a tournament file an input error blames: :class:`checker.errors.RecordRef` by
what a system knows (a start number, a round column, the 192 code), for the reader's source map to
turn into ``file:line:column``.

>>> from checker.models import Player, Tournament
>>> t = Tournament(players=(Player(start_number=4), Player(start_number=9)))
>>> player_record(t, 9, round_column=3)
RecordRef(kind='players', index=1, column=112, field='round 3')
"""

from __future__ import annotations

from checker.errors import RecordRef
from checker.models import Tournament


def block_column(round_column: int) -> int:
    """The first column (1-based) of round column ``round_column``'s block in a 001 line (TRF16: 92 + 10(r-1))."""
    return 92 + 10 * (round_column - 1)


def player_record(tournament: Tournament, start_number: int, round_column: int | None = None,
                  field: str | None = None) -> RecordRef | None:
    """The 001 record of a player, at its block of ``round_column`` when given (None: no such player)."""
    for index, player in enumerate(tournament.players):
        if player.start_number == start_number:
            if round_column is None:
                return RecordRef(kind="players", index=index, column=5, field=field or "start number")
            return RecordRef(kind="players", index=index, column=block_column(round_column),
                             field=field or f"round {round_column}")
    return None


def system_record(tournament: Tournament) -> RecordRef | None:
    """The record that names the tournament's system: the 192 code (or the 092 record holding a code)."""
    if tournament.system_code is None:
        return None
    return RecordRef(kind="system_code", column=5, field="tournament type")


def header_record(index: int, code: str) -> RecordRef:
    """Header record ``index`` of the tournament (092 free text, ...), at its text (column 5)."""
    return RecordRef(kind="headers", index=index, column=5, field=code)


def rounds_record(tournament: Tournament) -> RecordRef | None:
    """The 142 or XXR record that gives the number of rounds."""
    if tournament.declared_rounds is None:
        return None
    return RecordRef(kind="declared_rounds", column=5, field=tournament.rounds_source)


def first_record(kind: str, column: int | None = None, field: str | None = None) -> RecordRef:
    """The first record of a tournament field (``acceleration``: the first 250; ``scoring``: the first 162/XXS/BB?)."""
    return RecordRef(kind=kind, index=0, column=column, field=field)

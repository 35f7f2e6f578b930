"""The pairing-allocated bye of the files of the 2012 edition's era, read for this edition only.

JaVaFo 1.4 and the programs of 2013-2017 write a round without a game as ``0000 - +`` (the bye and a
forfeit win alike), ``0000 - =`` and ``0000 - -``; the reader takes a ``+`` without an opponent for an
absence known before the pairing (General Handling 3.3), so the PAB would go unchecked. Here a round
column with exactly one ``0000 - +`` and no ``U`` is read as one whose ``+`` is the PAB (A.5: "one
player ends up unpaired"); two or more leave the column as the reader took it. A small reading, kept
in this package until the general reading of era files (issue 29 item 5) makes it a no-op.
"""

from __future__ import annotations

from checker.models import Player, RoundEntry, Tournament


def _plus_bye(entry: RoundEntry | None) -> bool:
    """``0000 - +``: a point without an opponent."""
    return entry is not None and entry.opponent is None and entry.result == "+"


def era_byes(tournament: Tournament) -> Tournament:
    """The tournament with each round column's single ``0000 - +`` written as the PAB ``U``."""
    columns = max((e.round for p in tournament.players for e in p.rounds), default=0)
    pab: set[tuple[int, int]] = set()
    for r in range(1, columns + 1):
        entries = [(p.start_number, p.entry(r)) for p in tournament.players]
        plus = [start for start, e in entries if _plus_bye(e)]
        if len(plus) == 1 and not any(e is not None and e.result == "U" for _, e in entries):
            pab.add((plus[0], r))
    if not pab:
        return tournament

    def player(p: Player) -> Player:
        if not any(start == p.start_number for start, _ in pab):
            return p
        rounds = tuple(e.model_copy(update={"result": "U"}) if (p.start_number, e.round) in pab else e
                       for e in p.rounds)
        return p.model_copy(update={"rounds": rounds})

    return tournament.model_copy(update={"players": tuple(player(p) for p in tournament.players)})

"""Blank rounds that the points column counts: the requested byes of some old exports (issue 24).

TRF16 reads a blank result as a zero-point bye, but some exports (the Irish 2011 files) write a
requested half-point bye that way and count it in the points column (81-84). When the column exceeds
the results by the same half or whole point for every blank round of a line, those blank rounds are
read as the byes the column counts (``H`` or ``F``); otherwise they stay blank (0). Every system that
reads one TRF column per round reads a file so (``state.individual.read_rounds``); the reader's
points warning still says that the column and the results, as TRF16 defines them, differ.
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Player, ResultCode, Tournament


def blank_byes(tournament: Tournament) -> dict[int, dict[int, Decimal]]:
    """Start number -> round -> points of the rounds a player's line leaves blank (no opponent, no result)
    when the points column counts them the same for every blank round of the line (a half or a whole point)."""
    out: dict[int, dict[int, Decimal]] = {}
    scoring = tournament.scoring
    for player in tournament.players:
        blanks = [e.round for e in player.rounds if e.opponent is None and e.result == ""]
        if not blanks or player.points is None:
            continue
        excess = player.points - sum((scoring.points(e) for e in player.rounds), Decimal(0))
        each = excess / len(blanks)
        if excess > 0 and each in (scoring.half_bye, scoring.full_bye):
            out[player.start_number] = {k: each for k in blanks}
    return out


def with_blank_byes(tournament: Tournament) -> Tournament:
    """The tournament with the blank rounds the points column counts written as the byes they were
    (``H`` for a half point, ``F`` for a whole one: :func:`blank_byes`); the same tournament when there are none."""
    byes = blank_byes(tournament)
    if not byes:
        return tournament
    half = tournament.scoring.half_bye

    def read(player: Player) -> Player:
        """The player's line with its counted blank rounds as byes."""
        counted = byes.get(player.start_number)
        if counted is None:
            return player
        code: ResultCode = "H" if next(iter(counted.values())) == half else "F"
        rounds = tuple(e.model_copy(update={"result": code}) if e.round in counted else e for e in player.rounds)
        return player.model_copy(update={"rounds": rounds})

    return tournament.model_copy(update={"players": tuple(read(p) for p in tournament.players)})

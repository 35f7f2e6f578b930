"""The pairing of a round as published in a tournament file (what ``check`` compares against)."""

from __future__ import annotations

from checker.errors import InputError
from checker.models import Pair, Pairing, Tournament
from checker.tournament.records import player_record


class PublishedRoundError(InputError):
    """The round's blocks do not form a pairing (one-sided or colourless pairs, two PABs...)."""


def published_pairing(tournament: Tournament, round_number: int) -> Pairing:
    """Round ``round_number`` as published: every pair with an opponent (played or forfeited: a
    forfeit was still paired) with the colours written, and the PAB (the ``U`` block), by start number.

    Double forfeits without colours are kept with the lower start number as white.
    """
    pairs: dict[frozenset[int], Pair] = {}
    pabs: list[int] = []
    for player in tournament.players:
        entry = player.entry(round_number)
        if entry is None:
            continue
        if entry.opponent is None:
            if entry.result == "U":
                pabs.append(player.start_number)
            continue
        key = frozenset((player.start_number, entry.opponent))
        if key in pairs:
            continue
        if entry.colour == "w":
            pair = Pair(white=player.start_number, black=entry.opponent)
        elif entry.colour == "b":
            pair = Pair(white=entry.opponent, black=player.start_number)
        else:
            low, high = sorted((player.start_number, entry.opponent))
            pair = Pair(white=low, black=high)
        pairs[key] = pair
    if len(pabs) > 1:
        raise PublishedRoundError(f"round {round_number}: {len(pabs)} pairing-allocated byes ({', '.join(map(str, pabs))})",
                                  record=player_record(tournament, pabs[1], round_number, "result"))
    return Pairing(round=round_number, pairs=tuple(pairs.values()), pab=pabs[0] if pabs else None)

"""Lim colour allocation (art. 5, 7.2): who plays White in a pair, the article that decides, and why.

Readings 6-9 of docs/interpretations-lim.md: each player is due a colour (``rules.due``); both dues
are granted when they differ; otherwise the stronger due wins (must > equalising > alternating),
then 5.4's history (the latest game, counted back from the end of both played sequences, in which
they had different colours), then the rank: in a scoregroup at or above the median the higher
ranked, below it the lower ranked gets his due colour. Two players without a game: 7.2 carried
over (the higher ranked gets the drawn colour when his TPN is odd).
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.models import Colour
from checker.systems.lim.rules import STRENGTH_WORDS, due
from checker.systems.lim.state import LimPlayer
from checker.tournament.colours import COLOUR_NAME, latest_difference, opposite


@dataclass(frozen=True)
class Allocation:
    """The colours of one pair: who has White, the article that decides, and why (players by TPN)."""

    white: int
    black: int
    article: str
    reason: str


def _give(player: LimPlayer, colour: Colour, other: LimPlayer, article: str, reason: str) -> Allocation:
    """``player`` gets ``colour``."""
    white, black = (player, other) if colour == "w" else (other, player)
    return Allocation(white=white.tpn, black=black.tpn, article=article, reason=reason)


def allocate(a: LimPlayer, b: LimPlayer, upper: bool, initial: Colour, sn: dict[int, int] | None = None) -> Allocation:
    """The colours of the pair ``a``-``b`` made in a scoregroup at or above the median (``upper``) or below.

    ``initial`` is the colour drawn for #1 (7.2); ``sn`` maps TPNs to start numbers for the reason.
    """
    def name(p: LimPlayer) -> int:
        return (sn or {}).get(p.tpn, p.tpn)

    higher, lower = (a, b) if a.rank_key < b.rank_key else (b, a)
    da, db = due(a), due(b)
    if da.colour is None and db.colour is None:
        colour = initial if higher.tpn % 2 == 1 else opposite(initial)
        return _give(higher, colour, lower, "Lim 7.2",
                     f"neither has played a game: {name(higher)}, the higher ranked, has an "
                     f"{'odd' if higher.tpn % 2 else 'even'} number and gets {COLOUR_NAME[colour]}")
    ca, cb = da.colour, db.colour
    if ca is None or cb is None:
        player, d = (a, da) if ca is not None else (b, db)
        other = b if player is a else a
        assert d.colour is not None
        return _give(player, d.colour, other, d.article,
                     f"{name(other)} has not played yet; {name(player)} is due {COLOUR_NAME[d.colour]}")
    if ca != cb:
        return _give(a, ca, b, "Lim 5.2",
                     f"both colours granted: {name(a)} is due {COLOUR_NAME[ca]}, {name(b)} {COLOUR_NAME[cb]}")
    if da.strength != db.strength:
        strong, d = (a, da) if da.strength > db.strength else (b, db)
        other = b if strong is a else a
        return _give(strong, ca, other, d.article,
                     f"both are due {COLOUR_NAME[ca]}; {name(strong)}'s is the stronger "
                     f"({STRENGTH_WORDS[d.strength]} against {STRENGTH_WORDS[min(da.strength, db.strength)]})")
    difference = latest_difference(a.colours, b.colours)
    if difference is not None:
        # Each gets the colour opposite to the one he had in the latest game in which they differed.
        back, had_a, had_b = difference
        return _give(a, opposite(had_a), b, "Lim 5.4",
                     f"both are due {COLOUR_NAME[ca]}; {back} game(s) back {name(a)} had "
                     f"{COLOUR_NAME[had_a]} and {name(b)} {COLOUR_NAME[had_b]}")
    chosen = higher if upper else lower
    other = lower if upper else higher
    where = "at or above the median" if upper else "below the median"
    return _give(chosen, ca, other, "Lim 5.4",
                 f"both are due {COLOUR_NAME[ca]} with identical histories; {where} the "
                 f"{'higher' if upper else 'lower'} ranked, {name(chosen)}, gets it")

"""The Lim definitions every step reads: compatibility (2.1, 6), the colour a player is due (5.1-5.6).

A player's due colour has a strength: a colour he must have (5.1.1, 5.1.2, 5.3) is stronger than
the equalising colour (5.5, 5.6), which is stronger than the alternating colour (5.1, 5.4).
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.models import Colour
from checker.systems.lim.state import LimPlayer
from checker.tournament.colours import opposite

MUST, EQUALISE, ALTERNATE, NONE = 3, 2, 1, 0
"""Strengths of a due colour: must (5.1.1, 5.1.2, 5.3), equalising (5.5, 5.6), alternating (5.1), none."""

STRENGTH_WORDS: dict[int, str] = {MUST: "must have", EQUALISE: "equalising", ALTERNATE: "alternating", NONE: "none"}


def allowed(player: LimPlayer, colour: Colour) -> bool:
    """Lim 5.1.1 and 5.1.2: the colour gives the player neither a third in a row nor three more of one colour."""
    played = player.colours
    if len(played) >= 2 and played[-1] == played[-2] == colour:
        return False
    return abs(player.colour_difference + (1 if colour == "w" else -1)) < 3


def met(a: LimPlayer, b: LimPlayer) -> bool:
    """Basic Rules 2 (with General Handling 3.5): the two have played each other, or may not meet (260/XXP)."""
    return b.tpn in a.opponents or a.tpn in b.opponents or b.tpn in a.forbidden or a.tpn in b.forbidden


def compatible(a: LimPlayer, b: LimPlayer, last_round: bool) -> bool:
    """Lim 2.1: not yet met, and some colour allocation respects 5.1.1 and 5.1.2 for both; in the last
    round (6) only 'not yet met' remains."""
    if met(a, b):
        return False
    if last_round:
        return True
    return any(allowed(a, c) and allowed(b, opposite(c)) for c in ("w", "b"))


@dataclass(frozen=True)
class Due:
    """The colour a player is due and how strongly (None, NONE: no game played yet)."""

    colour: Colour | None
    strength: int
    article: str
    """The article that makes him due it (``Lim 5.3``)."""


def due(player: LimPlayer) -> Due:
    """Lim 5.1-5.6: the colour the player must have (5.1.1/5.3, 5.1.2), else the equalising colour
    (5.5, 5.6), else the alternating colour (5.1); none without a game played."""
    played = player.colours
    if not played:
        return Due(None, NONE, "Lim 5.1")
    d = player.colour_difference
    if len(played) >= 2 and played[-1] == played[-2]:
        return Due(opposite(played[-1]), MUST, "Lim 5.3")
    if d >= 2:
        return Due("b", MUST, "Lim 5.1.2")
    if d <= -2:
        return Due("w", MUST, "Lim 5.1.2")
    if d == 1:
        return Due("b", EQUALISE, "Lim 5.5")
    if d == -1:
        return Due("w", EQUALISE, "Lim 5.5")
    return Due(opposite(played[-1]), ALTERNATE, "Lim 5.1")

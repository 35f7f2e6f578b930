"""Colour difference, colour preference (Dutch 1.6, 1.7) and colour allocation (Dutch 5.2), read literally.

Independent of ``DutchPlayer.preference`` on purpose: the literal engine is a second reading.
Colour histories hold played games only (General Handling 3.4), so "the last two games" and
"the most recent time" (5.2.3) are read from the end of each history.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.models import Colour, Frozen, Pair
from checker.systems.dutch.state import DutchPlayer

Strength = Literal["absolute", "strong", "mild", "none"]
STRENGTH_ORDER: dict[str, int] = {"none": 0, "mild": 1, "strong": 2, "absolute": 3}
"""How strong a preference is, for Dutch 5.2.2 ("grant the stronger colour preference")."""


class Preference(Frozen):
    """A player's colour preference (Dutch 1.7): the colour and how strong it is."""

    colour: Colour | None
    strength: Strength


def other(colour: Colour) -> Colour:
    """The opposite colour."""
    return "b" if colour == "w" else "w"


def colour_difference(colours: tuple[Colour, ...]) -> int:
    """Dutch 1.6: games with White minus games with Black."""
    return colours.count("w") - colours.count("b")


def preference(colours: tuple[Colour, ...]) -> Preference:
    """Dutch 1.7.1-1.7.4 on a played-games colour history (oldest first).

    When 1.7.1's two triggers point to opposite colours (difference beyond ±1 and the last two games
    with the colour the difference asks for), the colour difference decides: it is named first in
    1.7.1 and it is the Basic Rules 6 limit.
    """
    if not colours:
        return Preference(colour=None, strength="none")  # 1.7.4
    diff = colour_difference(colours)
    repeated = len(colours) >= 2 and colours[-1] == colours[-2]
    if diff < -1:
        return Preference(colour="w", strength="absolute")  # 1.7.1
    if diff > 1:
        return Preference(colour="b", strength="absolute")  # 1.7.1
    if repeated:
        return Preference(colour=other(colours[-1]), strength="absolute")  # 1.7.1
    if diff == -1:
        return Preference(colour="w", strength="strong")  # 1.7.2
    if diff == 1:
        return Preference(colour="b", strength="strong")  # 1.7.2
    return Preference(colour=other(colours[-1]), strength="mild")  # 1.7.3


def rank_key(player: DutchPlayer) -> tuple[Decimal, int]:
    """Dutch 1.2: score (descending), then TPN (ascending)."""
    return (-player.pairing_score, player.tpn)


def _as_pair(first: DutchPlayer, first_colour: Colour, second: DutchPlayer) -> Pair:
    """A board where ``first`` gets ``first_colour``."""
    if first_colour == "w":
        return Pair(white=first.tpn, black=second.tpn)
    return Pair(white=second.tpn, black=first.tpn)


def allocate(a: DutchPlayer, b: DutchPlayer, initial_colour: Colour) -> tuple[Pair, str]:
    """Dutch 5.2: the colours of one pair, and the article that decided them (e.g. ``"5.2.3"``)."""
    higher, lower = sorted((a, b), key=rank_key)
    ph, pl = preference(higher.colours), preference(lower.colours)
    # 5.2.1 grant both colour preferences (a player without preference takes either, 1.7.4)
    if ph.colour is not None and ph.colour != pl.colour:
        return _as_pair(higher, ph.colour, lower), "5.2.1"
    if ph.colour is None and pl.colour is not None:
        return _as_pair(lower, pl.colour, higher), "5.2.1"
    if ph.colour is not None:  # both prefer the same colour
        # 5.2.2 grant the stronger preference; both absolute: the wider colour difference
        sh, sl = STRENGTH_ORDER[ph.strength], STRENGTH_ORDER[pl.strength]
        if sh != sl:
            winner = higher if sh > sl else lower
            return _as_pair(winner, ph.colour, lower if winner is higher else higher), "5.2.2"
        if ph.strength == "absolute":
            dh, dl = abs(colour_difference(higher.colours)), abs(colour_difference(lower.colours))
            if dh != dl:
                winner = higher if dh > dl else lower
                return _as_pair(winner, ph.colour, lower if winner is higher else higher), "5.2.2"
    # 5.2.3 alternate to the most recent time one had White and the other Black
    for k in range(1, min(len(higher.colours), len(lower.colours)) + 1):
        ch, cl = higher.colours[-k], lower.colours[-k]
        if ch != cl:
            return _as_pair(higher, other(ch), lower), "5.2.3"
    # 5.2.4 grant the preference of the higher ranked player
    if ph.colour is not None:
        return _as_pair(higher, ph.colour, lower), "5.2.4"
    # 5.2.5 odd TPN: the initial colour; even TPN: the other one (the effective pairing number,
    # General Handling 2.4/2.5, as the state gives it)
    colour = initial_colour if higher.parity_tpn % 2 == 1 else other(initial_colour)
    return _as_pair(higher, colour, lower), "5.2.5"

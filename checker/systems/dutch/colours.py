"""Dutch colour rules: absolute-preference clashes (C3), colour criteria C10-C13, allocation 5.2.

Everything here works on ``PlayerState`` (colour history of played games only, General Handling
3.4) and needs no knowledge of brackets.
"""

from __future__ import annotations

from checker.models import Colour
from checker.state.individual import PlayerState

_STRENGTH = {"none": 0, "mild": 1, "strong": 2, "absolute": 3}


def other(colour: Colour) -> Colour:
    """The opposite colour."""
    return "b" if colour == "w" else "w"


def strength(player: PlayerState) -> int:
    """Dutch 1.7: 3 absolute, 2 strong, 1 mild, 0 no preference (1.7.4)."""
    return _STRENGTH[player.preference_strength]


def same_absolute_preference(a: PlayerState, b: PlayerState) -> bool:
    """True when both have an absolute preference (1.7.1) for the same colour (C3's clash)."""
    return (
        a.preference_strength == "absolute"
        and b.preference_strength == "absolute"
        and a.preference == b.preference
    )


def allocate(higher: PlayerState, lower: PlayerState, initial_colour: Colour) -> Colour:
    """Dutch 5.2.1-5.2.5: the colour of ``higher`` (the higher ranked by 1.2) in a pair."""
    ph, pl = higher.preference, lower.preference
    # 5.2.1 grant both colour preferences (1.7.4: a player without one takes what is left).
    if ph is not None and pl is not None and ph != pl:
        return ph
    if ph is not None and pl is None:
        return ph
    if ph is None and pl is not None:
        return other(pl)
    if ph is not None and pl is not None:
        # 5.2.2 grant the stronger preference; both absolute (topscorers): the wider difference.
        sh, sl = strength(higher), strength(lower)
        if sh != sl:
            return ph if sh > sl else other(pl)
        if sh == _STRENGTH["absolute"]:
            dh, dl = abs(higher.colour_difference), abs(lower.colour_difference)
            if dh != dl:
                return ph if dh > dl else other(pl)
        # 5.2.3 alternate to the most recent time one had White and the other Black
        # (played games only, aligned from the latest, General Handling 3.4).
        for ch, cl in zip(reversed(higher.colours), reversed(lower.colours)):
            if ch != cl:
                return cl
        # 5.2.4 grant the preference of the higher ranked player.
        return ph
    # 5.2.5 neither has a preference: odd TPN gets the initial colour.
    return initial_colour if higher.tpn % 2 == 1 else other(initial_colour)


def colour_violations(higher: PlayerState, lower: PlayerState, initial_colour: Colour) -> tuple[int, int, int, int]:
    """Counts of C10, C11, C12, C13 breaches of one pair under the 5.2 allocation.

    C10: players getting a colour difference beyond +-2; C11: the same colour three times in a row;
    C12: players not getting their preference; C13: players not getting a strong (or absolute)
    preference. C10 and C11 only count when C3's topscorer exception let the pair exist.
    """
    white_higher = allocate(higher, lower, initial_colour) == "w"
    c10 = c11 = c12 = c13 = 0
    for player, gets in ((higher, "w" if white_higher else "b"), (lower, "b" if white_higher else "w")):
        pref = player.preference
        if pref is None or pref == gets:
            continue
        c12 += 1
        if player.preference_strength in ("strong", "absolute"):
            c13 += 1
        diff = player.colour_difference + (1 if gets == "w" else -1)
        if abs(diff) > 2:
            c10 += 1
        if len(player.colours) >= 2 and player.colours[-1] == player.colours[-2] == gets:
            c11 += 1
    return c10, c11, c12, c13

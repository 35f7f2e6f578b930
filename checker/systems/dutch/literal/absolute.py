"""The absolute criteria of the Dutch system, [C1]-[C3] (Dutch 2.1), for one pair or one PAB."""

from __future__ import annotations

from checker.systems.dutch.literal.colours import preference
from checker.systems.dutch.state import DutchPlayer, DutchState


def is_topscorer(player: DutchPlayer, state: DutchState) -> bool:
    """Dutch 1.8: topscorers exist only when pairing the final round."""
    return state.is_last_round and player.topscorer


def absolute_violation(a: DutchPlayer, b: DutchPlayer, state: DutchState) -> str | None:
    """The absolute criterion the pair a-b breaks ("C1" or "C3"), or None if they may meet.

    C1 also covers the participants the tournament forbids to meet (260/XXP in ``forbidden``).
    C3 forbids the meeting of two non-topscorers with the same absolute preference: a pair with a
    topscorer in it is not a pair of non-topscorers, so it may meet.
    """
    if b.tpn in a.opponents or a.tpn in b.opponents or b.tpn in a.forbidden or a.tpn in b.forbidden:
        return "C1"
    pa, pb = preference(a.colours), preference(b.colours)
    both_absolute = pa.strength == "absolute" and pb.strength == "absolute"
    if both_absolute and pa.colour == pb.colour:
        if not (is_topscorer(a, state) or is_topscorer(b, state)):
            return "C3"
    return None


def may_get_pab(player: DutchPlayer) -> bool:
    """[C2]: no PAB for a player who already had one or scored a win's points without playing."""
    return player.pab_eligible

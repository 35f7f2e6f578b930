"""The reference pairer of the 2009 rating-based system: C.1-C.14 with the fast walk, colours by E, F.1's order."""

from __future__ import annotations

from checker.models import Pair, Pairing
from checker.systems.dutch_procedural.colours import allocate
from checker.systems.dutch_procedural.procedure import RoundResult, pair_round
from checker.systems.dutch_procedural.search import first_choice
from checker.systems.dutch_procedural.state import RatingState


def board_order(state: RatingState, pairs: tuple[Pair, ...]) -> tuple[Pair, ...]:
    """F.1: the higher player's score, the sum of both scores, the higher player's rank (A.2)."""

    def key(pair: Pair) -> tuple[object, ...]:
        a, b = state.player(pair.white), state.player(pair.black)
        high = min((a, b), key=lambda p: (-p.score, p.tpn))
        return (-high.score, -(a.score + b.score), high.tpn)

    return tuple(sorted(pairs, key=key))


def pairing_of(state: RatingState, result: RoundResult) -> Pairing:
    """The procedure's pairs with their colours (E), in F.1's order, and the bye."""
    pairs = tuple(allocate(state, a, b) for a, b in result.pairs)
    return Pairing(round=state.round, pairs=board_order(state, pairs), pab=result.bye)


def pair(state: RatingState) -> Pairing:
    """The rules' pairing of the round (PairingImpossible when C.13 finds nothing left to join)."""
    return pairing_of(state, pair_round(state, first_choice))

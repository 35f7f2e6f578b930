"""Literal Double-Swiss (C.04.5): the enumerating core plus art. 4 read rule by rule.

For small rounds only; tests demand that the fast pairer (``checker.systems.double_swiss.pairer``) gives
the same pairs, first-game colours and PAB.
"""

from __future__ import annotations

from checker.models import Colour, Pair, Pairing
from checker.systems.double_swiss.state import DoubleSwissPlayer, DoubleSwissState
from checker.systems.top_scoregroup.literal import PairingCriteria, Pairs, literal_pair_round
from checker.systems.top_scoregroup.procedure import Entrant


def first_game_colour(hrp: DoubleSwissPlayer, opponent: DoubleSwissPlayer, initial: Colour) -> Colour:
    """Art. 4.3: the colour the HRP (4.2) gets in game 1, rules applied in descending priority."""
    other: dict[str, Colour] = {"w": "b", "b": "w"}
    h, o = "".join(hrp.colours), "".join(opponent.colours)  # played matches only (GHR 3.4)
    # 4.3.1 both have yet to play a match: odd TPN -> initial-colour
    if not h and not o:
        return initial if hrp.tpn % 2 == 1 else other[initial]
    # 4.3.2 White to the one with fewer Whites
    if h.count("w") < o.count("w"):
        return "w"
    if o.count("w") < h.count("w"):
        return "b"
    # 4.3.3 alternate to the most recent time one had White and the other Black
    i = 1
    while i <= min(len(h), len(o)):
        if h[-i] != o[-i]:
            return other[h[-i]]
        i += 1
    # 4.3.4 alternate the HRP's colour from its last played round
    if h:
        return other[h[-1]]
    # 4.3.5 alternate the opponent's colour from its last played round
    return opponent.colours[-1]


def _hrp(a: DoubleSwissPlayer, b: DoubleSwissPlayer) -> tuple[DoubleSwissPlayer, DoubleSwissPlayer]:
    """4.2: the higher score, or the smaller TPN on equal scores, is the HRP."""
    if a.pairing_score > b.pairing_score or (a.pairing_score == b.pairing_score and a.tpn < b.tpn):
        return a, b
    return b, a


def c8_criteria(state: DoubleSwissState) -> PairingCriteria:
    """C8 on a whole bracket pairing: upfloaters' opponents who were floaters in the previous round."""
    floaters = {p.tpn for p in state.players if p.float_before(1) is not None}

    def criteria(pairs: Pairs, ups: frozenset[int]) -> tuple[int, ...]:
        if state.is_last_round:
            return (0,)
        count = 0
        for a, b in pairs:
            for up, opponent in ((a, b), (b, a)):
                if up in ups and opponent in floaters:
                    count += 1
        return (count,)

    return criteria


def pair(state: DoubleSwissState) -> Pairing:
    """Pair a Double-Swiss round by enumeration (PairingImpossible when 3.3.3 applies); players by TPN."""
    entrants = [
        Entrant(
            tpn=p.tpn,
            score=p.pairing_score,
            pab_eligible=p.pab_eligible,
            matches_played=p.matches_played,
            floater=p.float_before(1) is not None,
            incompatible=p.opponents | p.forbidden,
        )
        for p in state.players
    ]
    result = literal_pair_round(entrants, not state.is_last_round, c8_criteria(state))
    by_tpn = {p.tpn: p for p in state.players}
    pairs = []
    for a, b in result.pairs:
        hrp, opponent = _hrp(by_tpn[a], by_tpn[b])
        if first_game_colour(hrp, opponent, state.initial_colour) == "w":
            white, black = hrp, opponent
        else:
            white, black = opponent, hrp
        pairs.append(Pair(white=white.tpn, black=black.tpn))
    return Pairing(
        round=state.round,
        pairs=tuple(pairs),
        pab=result.pab,
    )

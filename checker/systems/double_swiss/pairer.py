"""The Double-Swiss System, C.04.5 applied from 1 Feb 2026: the reference pairer.

A thin system on the top-scoregroup procedure: each player becomes an :class:`Entrant` (score from
game points, PAB worth a win plus a draw, 1.4), the upfloater criterion C7 and the bracket
criterion C8 apply except in the last round, and colours follow 4.3.1-4.3.5. The white of a pair
plays White in game 1 and Black in game 2 (4.4).
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Pair, Pairing
from checker.systems.double_swiss.colours import ColourDecision, allocate
from checker.systems.double_swiss.state import DoubleSwissState
from checker.systems.top_scoregroup.procedure import CoreResult, Entrant, PairCosts, pair_round, upfloater_opponent_floaters


def entrants(state: DoubleSwissState) -> tuple[Entrant, ...]:
    """The players as the procedure sees them: score, C2, matches played, floater (1.5), C1."""
    return tuple(
        Entrant(
            tpn=p.tpn,
            score=p.pairing_score,
            pab_eligible=p.pab_eligible,
            matches_played=p.matches_played,
            floater=p.is_floater,
            incompatible=p.opponents | p.forbidden,
        )
        for p in state.players
    )


def c8_costs(state: DoubleSwissState) -> PairCosts:
    """3.6.4 criteria of a pair: C8, upfloaters' opponents who floated last match (none in the last round)."""
    floaters = frozenset(p.tpn for p in state.players if p.is_floater)
    last = state.is_last_round

    def costs(top: int, bottom: int, upfloaters: frozenset[int]) -> tuple[int, ...]:
        if last:
            return (0,)
        return (upfloater_opponent_floaters(top, bottom, upfloaters, floaters),)

    return costs


def pair_core(state: DoubleSwissState) -> CoreResult:
    """The round-pairing without colours: PAB (3.4) and brackets (3.5, 3.6) by the shared procedure."""
    return pair_round(entrants(state), not state.is_last_round, c8_costs(state))


def colours(state: DoubleSwissState, result: CoreResult) -> tuple[ColourDecision, ...]:
    """Art. 4 for every pair of a core result, in bracket order."""
    return tuple(allocate(state.player(t), state.player(b), state.initial_colour) for t, b in result.pairs)


def pair(state: DoubleSwissState) -> Pairing:
    """Pair a Double-Swiss round (C.04.5, 2026); PairingImpossible when 3.3.3 applies.

    Boards are sorted as General Handling 3.6 recommends; white = White in game 1 (4.4). Players
    by TPN, like every pairer (printing and ``check`` map them to start numbers: ``XXC rank``).
    """
    result = pair_core(state)
    score = {p.tpn: p.pairing_score for p in state.players}
    boards: list[tuple[tuple[Decimal, Decimal, int], Pair]] = []
    for decision in colours(state, result):
        w, b = decision.white, decision.black
        higher = min((w, b), key=lambda t: (-score[t], t))
        key = (-score[higher], -(score[w] + score[b]), higher)
        boards.append((key, Pair(white=w, black=b)))
    boards.sort(key=lambda item: item[0])
    return Pairing(round=state.round, pairs=tuple(p for _, p in boards), pab=result.pab)

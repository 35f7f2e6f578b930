"""The literal FIDE (Dutch) system: an executable reading of C.04.3 (2026) for small rounds.

Brackets are paired from the top scoregroup down (1.9.2), each by walking its candidates in the
text's order (3.6, 3.7, 4.2-4.4) and accepting the first perfect or the best one (3.4, 3.8);
downfloaters become the MDPs of the next bracket; the one left after the last bracket gets the
PAB (1.9.1). Under the 2017 text the brackets follow A.9's outlook instead: a bracket above the last
one is paired without [C4], and the first whose downfloaters leave the round incomplete is the PPB,
re-paired for completion without [C8] (2017 C.4, C.7), its downfloaters and every player below it
forming the collapsed last bracket (CLB). Colours follow 5.2. It is the reference the fast engine is property-tested against:
clarity over speed, brute force wherever the text says "the first ... in this order".
Readings taken where the text is open are in docs/interpretations-dutch-literal.md.
"""

from __future__ import annotations

from decimal import Decimal

from checker.systems.dutch.literal.bracket import BracketOutcome, pair_bracket
from checker.systems.dutch.literal.colours import allocate
from checker.systems.dutch.literal.feasible import CLB, PPB, RoundContext
from checker.models import Pair, Pairing
from checker.systems.dutch.state import DutchPlayer, DutchState
from checker.errors import PairingImpossible

MAX_PLAYERS = 16
"""The look-ahead ([C4], [C5]) is brute force over subsets: rounds larger than this are refused."""


def pair_with_trace(state: DutchState) -> tuple[Pairing, tuple[BracketOutcome, ...]]:
    """Pair the round and also return how every bracket was paired (for tests and explanations)."""
    if len(state.players) > MAX_PLAYERS:
        raise ValueError(
            f"literal Dutch engine: {len(state.players)} players to pair, more than {MAX_PLAYERS}; "
            "the literal enumerator is meant for small rounds only"
        )
    ctx = RoundContext(state)
    if not ctx.look.completes(ctx.everyone):
        raise PairingImpossible(
            "Dutch 1.9.3: no round-pairing complies with the absolute criteria [C1]-[C3] (1.9.1)"
        )
    outcomes: list[BracketOutcome] = []
    mdps: tuple[DutchPlayer, ...] = ()
    for group_index in range(len(ctx.groups)):
        outcome = pair_bracket(ctx, group_index, mdps, ctx.route(group_index))
        if not ctx.look.completes(ctx.look.mask(outcome.candidate.downfloaters) | ctx.below(group_index)):
            # Dutch 2017 A.9: the bracket just paired is the PPB, re-paired for completion (C.4); its
            # downfloaters and the collapsed scoregroup (every player below) form the CLB, the last bracket.
            outcomes.append(pair_bracket(ctx, group_index, mdps, PPB))
            mdps = _floating(ctx, outcomes[-1])
            outcome = pair_bracket(ctx, group_index + 1, mdps, CLB)
            outcomes.append(outcome)
            mdps = _floating(ctx, outcome)
            break
        outcomes.append(outcome)
        mdps = _floating(ctx, outcome)
    if len(mdps) > 1:
        raise PairingImpossible(
            f"Dutch 1.9.1: {len(mdps)} players left unpaired after the last bracket "
            f"({', '.join(str(p.tpn) for p in mdps)})"
        )
    boards = [
        allocate(state.player(a), state.player(b), state.initial_colour)[0]
        for outcome in outcomes
        for a, b in outcome.candidate.pairs
    ]
    pairing = Pairing(
        round=state.round,
        pairs=tuple(sorted(boards, key=lambda pair: _board_key(state, pair))),
        pab=mdps[0].tpn if mdps else None,
    )
    return pairing, tuple(outcomes)


def _floating(ctx: RoundContext, outcome: BracketOutcome) -> tuple[DutchPlayer, ...]:
    """The bracket's downfloaters in Dutch 1.2 order: the next bracket's MDPs (the PAB after the last)."""
    floating = set(outcome.candidate.downfloaters)
    return tuple(p for p in ctx.players if p.tpn in floating)


def pair(state: DutchState) -> Pairing:
    """Dutch pairing of the round, read literally from the text (small rounds only: ValueError beyond)."""
    return pair_with_trace(state)[0]


def _board_key(state: DutchState, pair: Pair) -> tuple[Decimal, Decimal, int]:
    """General Handling 3.6: higher score of the higher ranked player, then sum of scores, then TPN."""
    a, b = state.player(pair.white), state.player(pair.black)
    higher = min((a, b), key=lambda p: (-p.pairing_score, p.tpn))
    return (-higher.pairing_score, -(a.pairing_score + b.pairing_score), higher.tpn)

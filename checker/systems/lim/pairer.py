"""The Lim pairing of a round: the procedure's pairs (``procedure.run``) with their colours (art. 5, 7.2)."""

from __future__ import annotations

from checker.models import Pair, Pairing
from checker.systems.lim.colours import Allocation, allocate
from checker.systems.lim.feasibility import Feasibility
from checker.systems.lim.procedure import RoundTrace, run
from checker.systems.lim.state import LimState
from checker.tournament.colours import COLOUR_NAME, opposite


def first_round_colours(state: LimState, trace: RoundTrace, a: int, b: int) -> Allocation:
    """Lim 7.2: the players present (without the PAB) numbered 1, 2, ... in pairing-number order; the
    odd-numbered of the top half get the colour drawn for #1, the even-numbered the other one."""
    listed = sorted(p.tpn for p in state.players if p.tpn != trace.pab)
    top = min(a, b)
    position = listed.index(top) + 1
    colour = state.initial_colour if position % 2 == 1 else opposite(state.initial_colour)
    white, black = (top, max(a, b)) if colour == "w" else (max(a, b), top)
    sn = state.start_number_of
    return Allocation(white=white, black=black, article="Lim 7.2",
                      reason=f"round one: {sn(top)} is number {position} of the pairing list and gets "
                             f"{COLOUR_NAME[colour]} ({COLOUR_NAME[state.initial_colour]} drawn for #1)")


def colours_of(state: LimState, trace: RoundTrace, a: int, b: int) -> Allocation:
    """The colours of the pair ``a``-``b`` (by TPN): 7.2 in round one, else art. 5 as allocated in the
    scoregroup where the pair is made (at or above the median, or below it: 5.4)."""
    if trace.first_round:
        return first_round_colours(state, trace, a, b)
    group = trace.group_of(a, b)
    pa, pb = state.player(a), state.player(b)
    score = group.score if group is not None else max(pa.pairing_score, pb.pairing_score)
    sn = {p.tpn: state.start_number_of(p.tpn) for p in (pa, pb)}
    return allocate(pa, pb, score >= trace.median, state.initial_colour, sn)


def pairing_of(state: LimState, trace: RoundTrace) -> Pairing:
    """The trace's pairs with their colours, and its PAB."""
    pairs = []
    for a, b in trace.pairs:
        allocation = colours_of(state, trace, a, b)
        pairs.append(Pair(white=allocation.white, black=allocation.black))
    return Pairing(round=state.round, pairs=tuple(pairs), pab=trace.pab)


def pair(state: LimState, tests: Feasibility | None = None) -> Pairing:
    """The rules' pairing of the round (by TPN); PairingImpossible when the procedure reaches none."""
    return pairing_of(state, run(state, tests))

"""The FIDE Dubov System, C.04.4.1 applied from 1 Feb 2026: the reference pairer.

The round starts with the PAB (3.1), then pairs the scoregroups in descending order of score
(1.9.2): the remaining residents of the top scoregroup take the first best set of upfloaters
(3.2.1-3.2.2, ``upfloaters``) and that bracket is paired by G1/G2, the shifts, S1 and T2
(3.2.3-3.2.6, ``bracket``); colours by 5.2. Everything is exact matchings on Python ints, decisions
fixed in the text's order: no set, shift or transposition is enumerated. The readings taken where
the text is open are in docs/interpretations-dubov.md.
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Frozen, Pair, Pairing
from checker.systems.dubov.bracket import Plan, plan_bracket
from checker.systems.dubov.colours import colour_rule, higher_first
from checker.systems.dubov.round import pab, round_graph
from checker.systems.dubov.state import DubovState
from checker.systems.dubov.upfloaters import choose_upfloaters, ranked


class BracketStep(Frozen):
    """One bracket of the round: the scoregroup's remaining residents, its upfloaters and how it was paired."""

    score: Decimal
    residents: tuple[int, ...]
    """TPNs, ascending."""
    upfloaters: tuple[int, ...]
    """In the order of 4.2.2 (score descending, then TPN)."""
    plan: Plan


class RoundPlan(Frozen):
    """The rules' round: the PAB assignee and every bracket, top scoregroup first."""

    pab: int | None
    brackets: tuple[BracketStep, ...]

    @property
    def pairs(self) -> tuple[tuple[int, int], ...]:
        """Every pair of the round (S1 player first)."""
        return tuple(p for b in self.brackets for p in b.plan.pairs)


def plan_round(state: DubovState) -> RoundPlan:
    """Dubov 1.9.2: the PAB (3.1), then every scoregroup from the top (3.2); PairingImpossible for 1.9.3."""
    rnd = round_graph(state)
    players = state.by_tpn
    assignee, witness = pab(rnd)
    free = frozenset(rnd.by_tpn) - {assignee}
    # The scoregroups listed once, top first, TPNs ascending (rnd.tpns): a bracket's residents are the
    # members of the highest group still unpaired (upfloaters leave lower groups only).
    groups: dict[Decimal, list[int]] = {}
    for t in rnd.tpns:
        if t in free:
            groups.setdefault(rnd.score[t], []).append(t)
    order = ranked(rnd)
    steps: list[BracketStep] = []
    while free:
        best = max(rnd.score[t] for t in free)
        residents = tuple(t for t in groups[best] if t in free)
        ups, witness = choose_upfloaters(state, rnd, residents, free, witness, order)
        members = (*residents, *ups)
        steps.append(BracketStep(score=best, residents=residents, upfloaters=ups,
                                 plan=plan_bracket(players, members, rnd.adj)))
        free = free - frozenset(members)
    return RoundPlan(pab=assignee, brackets=tuple(steps))


def pairing_of(state: DubovState, pairs: tuple[tuple[int, int], ...], assignee: int | None) -> Pairing:
    """Colours by 5.2 and boards sorted as General Handling 3.6 recommends (by TPN)."""
    boards = []
    players = state.by_tpn
    for a, b in pairs:
        higher, lower = higher_first(players[a], players[b])
        colour, _ = colour_rule(higher, lower, state.initial_colour)
        white, black = (higher, lower) if colour == "w" else (lower, higher)
        key = (-higher.pairing_score, -(higher.pairing_score + lower.pairing_score), higher.tpn)
        boards.append((key, Pair(white=white.tpn, black=black.tpn)))
    boards.sort(key=lambda b: b[0])
    return Pairing(round=state.round, pairs=tuple(b for _, b in boards), pab=assignee)


def pair(state: DubovState) -> Pairing:
    """Pair a round by the FIDE Dubov System (C.04.4.1, 2026); PairingImpossible if 1.9.3 applies."""
    plan = plan_round(state)
    return pairing_of(state, plan.pairs, plan.pab)

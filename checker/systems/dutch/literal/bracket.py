"""Pairing one bracket exactly as Dutch 3 and 4 describe: S1/S2/Limbo, candidates, alterations, choice.

Candidates are generated in the text's order (3.6 for homogeneous brackets and remainders, 3.7 for
heterogeneous brackets); the first perfect candidate is accepted (3.4.1), otherwise the best one,
the earliest among equals (3.8.1).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from checker.systems.dutch.literal.criteria import NO_PAB, BracketView, Candidate, Criteria, evaluate, following_bracket_value
from checker.systems.dutch.literal.feasible import COMPLETED, Route, RoundContext, ScoreList
from checker.systems.dutch.literal.sequences import Exchange, apply_exchange, mdp_sets, resident_exchanges, transpositions
from checker.models import Frozen
from checker.systems.dutch.state import DutchPlayer
from checker.errors import PairingImpossible

MAX_BRACKET = 12
"""The literal engine walks every candidate: brackets larger than this are refused (ValueError)."""


class BracketOutcome(Frozen):
    """How a bracket was paired: Dutch 3.1 parameters, the Limbo and the accepted candidate."""

    group_index: int
    mdps: tuple[int, ...]
    residents: tuple[int, ...]
    m0: int
    m1: int
    max_pairs: int
    limbo: tuple[int, ...]
    candidate: Candidate
    criteria: Criteria
    position: int
    """0-based position of the accepted candidate in the generation sequence."""
    perfect: bool
    """True when accepted by 3.4.1 (perfect), False when chosen by 3.8.1."""
    route: Route = COMPLETED
    """How the bracket was paired: 2026 C4, or the 2017 A.9 step (ordinary, PPB re-paired, CLB)."""


@cache
def _transpositions(s2: tuple[int, ...], n1: int) -> list[tuple[int, ...]]:
    """Memoised Dutch 4.2.2 sequence."""
    return transpositions(s2, n1)


@cache
def _exchanges(s1: tuple[int, ...], s2: tuple[int, ...]) -> list[Exchange]:
    """Memoised Dutch 4.3.2 sequence."""
    return resident_exchanges(s1, s2)


def homogeneous_candidates(players: tuple[DutchPlayer, ...], n1: int) -> Iterator[Candidate]:
    """Dutch 3.6: the candidates of a homogeneous bracket or remainder, in generation order.

    BSNs are 1..k in the order of Dutch 1.2 (4.1.1, renumbered inside a remainder); S1 holds the first
    N1 BSNs (3.2.2). All transpositions of S2 (4.2) come first, then each exchange (4.3) in turn.
    """
    by_bsn = {bsn: p.tpn for bsn, p in enumerate(players, start=1)}
    s1 = tuple(range(1, n1 + 1))
    s2 = tuple(range(n1 + 1, len(players) + 1))
    exchanges: list[Exchange | None] = [None, *_exchanges(s1, s2)]
    for exchange in exchanges:
        cur1, cur2 = (s1, s2) if exchange is None else apply_exchange(s1, s2, exchange)
        for order in _transpositions(cur2, n1):
            yield Candidate(
                pairs=tuple((by_bsn[a], by_bsn[b]) for a, b in zip(cur1, order[:n1])),
                downfloaters=tuple(by_bsn[b] for b in sorted(order[n1:])),
            )


def heterogeneous_candidates(
    mdps: tuple[DutchPlayer, ...],
    residents: tuple[DutchPlayer, ...],
    m1: int,
    max_pairs: int,
    valid_limbo: frozenset[tuple[int, ...]],
) -> Iterator[tuple[tuple[int, ...], Candidate]]:
    """Dutch 3.7: (Limbo, candidate) of a heterogeneous bracket, in generation order.

    For each valid set of M1 MDPs (4.4) as S1, each transposition of S2 (4.2) gives an MDP-Pairing
    (3.3.3), and the remainder then runs through all its own candidates (3.7.1) before the next one.
    ``valid_limbo`` holds the Limbos (TPNs, 1.2 order) that comply with [C7] (4.4.1).
    """
    bracket = mdps + residents
    by_bsn = {bsn: p.tpn for bsn, p in enumerate(bracket, start=1)}
    mdp_bsns = tuple(range(1, len(mdps) + 1))
    resident_bsns = tuple(range(len(mdps) + 1, len(bracket) + 1))

    def limbo_of(chosen: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(by_bsn[b] for b in mdp_bsns if b not in chosen)

    for chosen in mdp_sets(mdp_bsns, m1, lambda c: limbo_of(c) in valid_limbo):
        limbo = limbo_of(chosen)
        for order in _transpositions(resident_bsns, m1):
            mdp_pairing = tuple((by_bsn[a], by_bsn[b]) for a, b in zip(chosen, order[:m1]))
            remainder = tuple(bracket[b - 1] for b in sorted(order[m1:]))
            for rest in homogeneous_candidates(remainder, max_pairs - m1):
                yield limbo, Candidate(
                    pairs=mdp_pairing + rest.pairs,
                    downfloaters=limbo + rest.downfloaters,
                )


def pair_bracket(ctx: RoundContext, group_index: int, mdps: tuple[DutchPlayer, ...],
                 route: Route = COMPLETED) -> BracketOutcome:
    """Pair the bracket made of ``mdps`` (from the bracket above) and scoregroup ``group_index`` (on a
    2017 CLB route, the collapsed scoregroup: every player from it down)."""
    residents = ctx.residents(group_index, route)
    size = len(mdps) + len(residents)
    if size > MAX_BRACKET:
        raise ValueError(
            f"literal Dutch engine: bracket of {size} players (scoregroup {residents[0].pairing_score}) "
            f"is larger than {MAX_BRACKET}; the literal enumerator is meant for small brackets only"
        )
    best = ctx.optimum(mdps, group_index, route)
    if best is None:
        raise PairingImpossible(
            f"Dutch 1.9.3: no pairing of the bracket with score {residents[0].pairing_score} "
            f"complies with [C1]-[C5] (players {', '.join(str(p.tpn) for p in mdps + residents)})"
        )
    m0 = len(mdps)
    mdp_scores = set(p.pairing_score for p in mdps)
    # Dutch 3.1.3 M1: the MDPs paired in the [C6]/[C7]-best pairing; its other MDPs float again.
    limbo_scores = tuple(s for s in best.downfloater_scores if s in mdp_scores)
    m1 = m0 - len(limbo_scores)
    # Dutch 4.4.1: a set of MDPs is valid when its Limbo complies with [C7] (has the optimal scores).
    valid_limbo = frozenset(tuple(t for t in (p.tpn for p in mdps) if t in down) for down in best.downfloater_sets)
    view = BracketView(group_index=group_index, mdps=tuple(p.tpn for p in mdps), residents=tuple(p.tpn for p in residents),
                       route=route)
    # A CLB of several scores has no perfect value known beforehand (A.8's PSD): B.8 walks it whole.
    perfect = None if view.collapsed_scores(ctx) else _perfect_criteria(
        ctx, view, best.max_pairs, size, best.downfloater_scores, best.downfloater_sets)

    if m0 == 0:
        sequence: Iterator[tuple[tuple[int, ...], Candidate]] = (
            ((), c) for c in homogeneous_candidates(residents, best.max_pairs)
        )
    else:
        sequence = heterogeneous_candidates(mdps, residents, m1, best.max_pairs, valid_limbo)

    below = ctx.below(group_index, route)
    partners, index = ctx.look.partners, ctx.look.index
    seen: dict[frozenset[frozenset[int]], Criteria | None] = {}
    chosen: tuple[int, tuple[int, ...], Candidate, Criteria] | None = None
    for position, (limbo, candidate) in enumerate(sequence):
        key = candidate.key()
        if key in seen:  # the same pairing again: it cannot be generated earlier than its first time
            continue
        # [C1]-[C3] for every pair, [C4] for everyone not yet paired (2017 A.9: on the routes that complete)
        legal = all(partners[index[a]] >> index[b] & 1 for a, b in candidate.pairs) and (
            not route.complete or ctx.look.completes(ctx.look.mask(candidate.downfloaters) | below))
        seen[key] = evaluate(ctx, view, candidate) if legal else None
        criteria = seen[key]
        if criteria is None:
            continue
        if criteria == perfect:  # 3.4.1: perfect, accepted immediately
            return _outcome(view, m0, m1, best.max_pairs, limbo, candidate, criteria, position, True)
        if chosen is None or criteria.vector() < chosen[3].vector():  # 3.8.1: earlier wins ties
            chosen = (position, limbo, candidate, criteria)
    if chosen is None:
        raise PairingImpossible(
            f"Dutch 1.9.3: no candidate of the bracket with score {residents[0].pairing_score} complies with [C1]-[C4]"
        )
    position, limbo, candidate, criteria = chosen
    return _outcome(view, m0, m1, best.max_pairs, limbo, candidate, criteria, position, False)


def _outcome(
    view: BracketView,
    m0: int,
    m1: int,
    max_pairs: int,
    limbo: tuple[int, ...],
    candidate: Candidate,
    criteria: Criteria,
    position: int,
    perfect: bool,
) -> BracketOutcome:
    """Package the accepted candidate."""
    return BracketOutcome(
        group_index=view.group_index,
        mdps=view.mdps,
        residents=view.residents,
        m0=m0,
        m1=m1,
        max_pairs=max_pairs,
        limbo=limbo,
        candidate=candidate,
        criteria=criteria,
        position=position,
        perfect=perfect,
        route=view.route,
    )


def _perfect_criteria(
    ctx: RoundContext,
    view: BracketView,
    max_pairs: int,
    size: int,
    downfloater_scores: ScoreList,
    downfloater_sets: frozenset[frozenset[int]],
) -> Criteria:
    """Dutch 3.4.1 "perfect": [C5]-[C8] at the best value the bracket can reach, [C9]-[C21] all zero.

    A perfect candidate is at least as good as every other on 3.8.1's comparison, so accepting the
    first one gives the same result as 3.8.1 would.
    """
    c8 = min(
        following_bracket_value(ctx, view, tuple(t for t in (p.tpn for p in ctx.players) if t in down))
        for down in downfloater_sets
    )
    return Criteria(
        c5=NO_PAB if ctx.pab_score is None else ctx.pab_score,
        c6=size - 2 * max_pairs,
        c7=downfloater_scores,
        c8=c8,
        c9=0,
        c10=0,
        c11=0,
        c12=0,
        c13=0,
        c14=0,
        c15=0,
        c16=0,
        c17=0,
        c18=(),
        c19=(),
        c20=(),
        c21=(),
    )

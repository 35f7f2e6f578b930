"""The Dubov text word for word, for small rounds: every order walked, every candidate tried.

A second implementation for the property tests (the fast engine must pair every small round as
this one does) and for ``explain``'s lists of candidates. Nothing here is polynomial; it is meant
for rounds of about a dozen players and brackets of up to about ten:

- 3.1: the candidates in the order of 3.1.3-3.1.5, the first whose removal leaves a legal pairing
  (every pairing of the others tried);
- 3.2.1-3.2.2: the sizes of the sets of upfloaters from 0 up, the sets of each size in the order of
  4.1.3 on the sequence numbers of 4.2, each valued on C5-C10 by trying every pairing of the bracket;
- 3.2.4: the number of pairs the smaller subgroup must unavoidably form (every pairing tried), then
  the sets of shifters in the order of 4.1.3 on the middle-out sequence numbers of 4.3, each tried
  with every later set and transposition;
- 3.2.6: the transpositions of G2 in the order of 4.4 (lexicographic by TPN), the first legal one.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence, Set
from itertools import combinations, permutations

from checker.errors import InternalError, PairingImpossible
from checker.evaluation.evaluation import Rank
from checker.models import Pairing
from checker.systems.dubov.bracket import Group, Plan, initial_groups, s1_order, shifter_order
from checker.systems.dubov.colours import c7_misses
from checker.systems.dubov.pairer import BracketStep, RoundPlan, pairing_of
from checker.systems.dubov.round import round_graph
from checker.systems.dubov.state import DubovPlayer, DubovState

Adjacency = Mapping[int, Set[int]]
"""Whom each player may meet (C1, C3): the round graph's neighbour sets."""


def pairings(members: tuple[int, ...], adj: Adjacency) -> Iterator[tuple[tuple[int, int], ...]]:
    """Every legal pairing (C1, C3) of ``members``: the first player with each legal partner, recursively."""
    if not members:
        yield ()
        return
    first, rest = members[0], members[1:]
    for i, other in enumerate(rest):
        if other in adj[first]:
            for tail in pairings(rest[:i] + rest[i + 1:], adj):
                yield ((first, other), *tail)


def pairable(members: Sequence[int], adj: Adjacency) -> bool:
    """C4: the players have a legal pairing."""
    return next(pairings(tuple(sorted(members)), adj), None) is not None


def pab_literal(players: Mapping[int, DubovPlayer], adj: Adjacency) -> int | None:
    """3.1.1-3.1.5: the first eligible player, by lowest score, most games, largest TPN, who leaves a legal pairing."""
    if len(players) % 2 == 0:
        if not pairable(tuple(players), adj):
            raise PairingImpossible("Dubov C4: no round-pairing complies with C1 and C3 (1.9.3)")
        return None
    for p in sorted((p for p in players.values() if p.pab_eligible), key=lambda p: (p.pairing_score, -p.games, -p.tpn)):
        if pairable(tuple(t for t in players if t != p.tpn), adj):
            return p.tpn
    raise PairingImpossible("Dubov 3.1: no player allowed the PAB leaves a complete pairing (1.9.3)")


def set_rank(state: DubovState, players: Mapping[int, DubovPlayer], residents: Sequence[int],
             ups: Sequence[int], adj: Adjacency) -> Rank | None:
    """C5-C10 of a set of upfloaters as one comparable value (smaller is better; C6 is the negated
    scores, ascending, of as many upfloaters as the size tried); None if the bracket is not legal."""
    members = tuple(sorted((*residents, *ups)))
    c7 = min((sum(c7_misses(players[a], players[b]) for a, b in p) for p in pairings(members, adj)), default=None)
    if c7 is None:
        return None
    c6 = tuple(-s for s in sorted(players[t].pairing_score for t in ups))
    if state.is_last_round:
        return (len(ups), *c6, c7)
    maximum = [t for t in ups if players[t].upfloats >= state.max_upfloats]
    return (len(ups), *c6, c7, len(maximum), sum(players[t].upfloats for t in maximum),
            sum(1 for t in ups if players[t].upfloated_last_round))


def upfloaters_literal(state: DubovState, players: Mapping[int, DubovPlayer], residents: Sequence[int],
                       free: frozenset[int], adj: Adjacency) -> tuple[int, ...]:
    """3.2.1-3.2.2, 4.2: the first set of upfloaters of the smallest legal size that complies at best with C5-C10."""
    score = players[residents[0]].pairing_score
    pool = sorted((t for t in free if players[t].pairing_score < score), key=lambda t: (-players[t].pairing_score, t))
    for size in range(len(pool) + 1):
        if (len(residents) + size) % 2:
            continue
        best: tuple[Rank, tuple[int, ...]] | None = None
        for ups in combinations(pool, size):
            left = free - set(residents) - set(ups)
            if not pairable(tuple(left), adj):
                continue
            rank = set_rank(state, players, residents, ups, adj)
            if rank is not None and (best is None or rank < best[0]):
                best = (rank, ups)
        if best is not None:
            return best[1]
    raise InternalError("Dubov 3.2.1: the residents have no legal pairing with any set of upfloaters")


def first_transposition_literal(s1: Sequence[int], g2: Sequence[int], adj: Adjacency) -> tuple[int, ...] | None:
    """4.4: the transpositions of G2 in lexicographic TPN order; the first that pairs S1 legally (3.2.6)."""
    for t2 in permutations(sorted(g2)):
        if all(b in adj[a] for a, b in zip(s1, t2)):
            return t2
    return None


def plan_literal(players: Mapping[int, DubovPlayer], members: Sequence[int], adj: Adjacency) -> Plan:
    """3.2.3-3.2.6 word for word on a small bracket."""
    g1, g2, all_new = initial_groups([players[t] for t in members])
    smaller: Group = "G1" if len(g1) <= len(g2) else "G2"
    small, large = (g1, g2) if smaller == "G1" else (g2, g1)
    ordered = tuple(sorted(members))
    every = list(pairings(ordered, adj))
    best_c7 = min(sum(c7_misses(players[a], players[b]) for a, b in p) for p in every)
    # 3.2.4.1: the pairs the smaller subgroup must unavoidably form (as few as any legal pairing has).
    k = min(sum(1 for a, b in p if a in small and b in small) for p in every)

    def finish(xs: tuple[int, ...], ys: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        new_small = [t for t in small if t not in xs] + list(ys)
        new_large = [t for t in large if t not in ys] + list(xs)
        new_g1, new_g2 = (new_small, new_large) if smaller == "G1" else (new_large, new_small)
        if len(new_g1) != len(new_g2):
            return None
        s1 = s1_order(players, new_g1)
        t2 = first_transposition_literal(s1, new_g2, adj)
        if t2 is None or sum(c7_misses(players[a], players[b]) for a, b in zip(s1, t2)) != best_c7:
            return None
        return s1, t2

    j = (len(large) + k - (len(small) - k)) // 2
    for xs in combinations(shifter_order(players, small), k):
        for ys in combinations(shifter_order(players, large), j):
            done = finish(xs, ys)
            if done is not None:
                return Plan(all_new=all_new, g1=g1, g2=g2, smaller=smaller, first=xs, second=ys,
                            s1=done[0], t2=done[1])
    raise InternalError("Dubov 3.2.4: no shift yields a legal pairing")


def plan_round_literal(state: DubovState) -> RoundPlan:
    """The whole round word for word: the PAB, then every scoregroup from the top."""
    players = {p.tpn: p for p in state.players}
    adj = round_graph(state).adj
    assignee = pab_literal(players, adj)
    free = frozenset(players) - {assignee}
    steps: list[BracketStep] = []
    while free:
        best = max(players[t].pairing_score for t in free)
        residents = tuple(sorted(t for t in free if players[t].pairing_score == best))
        ups = upfloaters_literal(state, players, residents, free, adj)
        members = (*residents, *ups)
        steps.append(BracketStep(score=best, residents=residents, upfloaters=ups,
                                 plan=plan_literal(players, members, adj)))
        free = free - frozenset(members)
    return RoundPlan(pab=assignee, brackets=tuple(steps))


def pair(state: DubovState) -> Pairing:
    """The literal reading's pairing of a (small) round; PairingImpossible if 1.9.3 applies."""
    plan = plan_round_literal(state)
    return pairing_of(state, plan.pairs, plan.pab)

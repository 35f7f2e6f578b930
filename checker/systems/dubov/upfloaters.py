"""Dubov 3.2.1-3.2.2 and 4.2: the set of upfloaters of a bracket, without enumerating sets.

A set of upfloaters U for the residents R is valued on C5 (|U|), C6 (the scores of U, ascending,
the larger the better), C7 (the fewest players without their colour preference in a legal pairing
of R + U), C8-C10 (maximum upfloaters, their upfloats, upfloaters of the previous round; not in the
last round), then placed in the order of 4.2 (sequence numbers by score descending then TPN; the
set holding the smallest differing number first). Every one of these is a sum over the pairs of
R + U: a resident paired with a lower player makes that player an upfloater. So each edge of a
resident gets a cost written in a mixed radix (one digit per criterion, one per lower score for C6,
the order as one bit per possible upfloater, least significant) and one exact minimum-cost matching
that pairs every resident finds the first best set; the players left below must still be pairable
(C4).

For speed the matching is first solved on the residents and their cheapest possible partners only
(a relaxation: the players below are not paired in it) and its answer checked with a cardinality
matching on the players left; only when that check fails is it solved again on every unpaired
player, with completion forced. An odd bracket's answer is usually a single upfloater: that set is
first looked for without the relaxed matching (``_one_upfloater``: the cheapest upfloater by C5-C10
and 4.2 with C7's lower bound, proved by one cardinality matching; issue 34), the matching solving
only the brackets it cannot prove.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence, Set
from decimal import Decimal
from itertools import repeat

from checker.errors import InternalError
from checker.matching import max_cardinality_matching, max_weight_matching
from checker.models import Frozen
from checker.systems.dubov.colours import c7_misses
from checker.systems.dubov.state import DubovPlayer, DubovState
from checker.systems.dutch.weights import Layout, build_layout
from checker.systems.top_scoregroup.procedure import RoundGraph, greedy_pairs


class SetValues(Frozen):
    """A set of upfloaters of one bracket and its values on C5-C10, with its place in the 4.2 order."""

    upfloaters: tuple[int, ...]
    """In the order of 4.2.2: score descending, then TPN ascending."""
    c5: int
    c6: tuple[Decimal, ...]
    """The upfloaters' scores in ascending order (2.3.2: the larger, the better)."""
    c7: int
    """The fewest players without their colour preference in a legal pairing of the bracket (2.3.3)."""
    c8: tuple[int, ...] = ()
    """The upfloaters who are maximum upfloaters (1.8; empty in the last round)."""
    c9: int = 0
    """The upfloats so far of the maximum upfloaters among them (2.3.5)."""
    c10: tuple[int, ...] = ()
    """The upfloaters who upfloated in the previous round (2.3.6; empty in the last round)."""
    sequence: tuple[int, ...] = ()
    """The sequence numbers of the upfloaters (4.2.2), ascending: the order of 4.1.3 compares these."""


def ranked(rnd: RoundGraph) -> tuple[int, ...]:
    """Every player of the round by score descending, then TPN: the order of 4.2.2, sorted once per round."""
    return tuple(sorted(rnd.tpns, key=lambda t: (-rnd.score[t], t)))


def possible_upfloaters(rnd: RoundGraph, residents: Sequence[int], free: frozenset[int],
                        order: Sequence[int] | None = None) -> tuple[int, ...]:
    """4.2.1-4.2.2: the unpaired players with a lower score, by score descending then TPN (sequence #1 first).

    ``order``: the round's players already so sorted (``ranked``), filtered here instead of sorting again.
    """
    score = rnd.score[residents[0]]
    return tuple(t for t in (ranked(rnd) if order is None else order) if t in free and rnd.score[t] < score)


class Costs:
    """The mixed-radix costs of a bracket's edges: C5, C6 (one digit per lower score, lowest first),
    C7, C8-C10 (not in the last round), then the 4.2 order (one bit per possible upfloater)."""

    def __init__(self, state: DubovState, rnd: RoundGraph, residents: Sequence[int], lower: Sequence[int]) -> None:
        self.players = state.by_tpn
        self.residents = frozenset(residents)
        self.rank = {t: i for i, t in enumerate(lower)}
        self.span = len(lower)
        self.floats = not state.is_last_round
        self.max_upfloats = state.max_upfloats
        levels = sorted({rnd.score[t] for t in lower})
        self.level = {t: levels.index(rnd.score[t]) for t in lower}
        r = len(residents)
        most = max((self.players[t].upfloats for t in lower), default=0)
        digits: list[tuple[object, int]] = [("c5", r)]
        digits += [(("c6", i), r) for i in range(len(levels))]
        digits.append(("c7", r))
        if self.floats:
            digits += [("c8", r), ("c9", r * most), ("c10", r)]
        digits.append(("order", r * 2 ** self.span))
        self.layout: Layout[object] = build_layout(digits)

    def upfloater(self, x: int) -> int:
        """The part of a resident-upfloater edge that depends on the upfloater only (all but C7)."""
        mult = self.layout.multipliers
        p = self.players[x]
        cost = mult["c5"] + mult[("c6", self.level[x])]
        if self.floats:
            if p.upfloats >= self.max_upfloats:
                cost += mult["c8"] + mult["c9"] * p.upfloats
            if p.upfloated_last_round:
                cost += mult["c10"]
        return cost + mult["order"] * ((1 << self.span) - (1 << (self.span - 1 - self.rank[x])))

    def edge(self, a: int, b: int) -> int:
        """The cost of pairing a and b: 0 between two players below the bracket."""
        if a not in self.residents:
            a, b = b, a
        if a not in self.residents:
            return 0
        cost = self.layout.multipliers["c7"] * c7_misses(self.players[a], self.players[b])
        return cost if b in self.residents else cost + self.upfloater(b)


def _first_compatible(ordered: Sequence[int], adj: Set[int], keep: int) -> list[int]:
    """The first ``keep`` players of ``ordered`` that may meet the resident whose compatibility is ``adj``."""
    kept: list[int] = []
    for x in ordered:
        if len(kept) == keep:
            break
        if x in adj:
            kept.append(x)
    return kept


def _relaxed_solve(state: DubovState, rnd: RoundGraph, residents: Sequence[int], lower: Sequence[int],
                   partners: Mapping[int, Sequence[int]]) -> dict[int, int]:
    """The cheapest matching of the residents among themselves and with their listed ``partners``.

    The costs are written for the partners listed only (4.2 order and C6 levels renumbered among
    them, in the same order): sets drawn from these players compare the same way, with narrower
    weights.
    """
    used = frozenset(x for xs in partners.values() for x in xs)
    costs = Costs(state, rnd, residents, tuple(t for t in lower if t in used))
    cover = costs.layout.top + 1
    c7 = costs.layout.multipliers["c7"]
    preference = {t: costs.players[t].preference for t in (*residents, *used)}
    upfloat = {x: costs.upfloater(x) for x in used}
    weights: dict[tuple[int, int], int] = {}
    granted, missed = 2 * cover, 2 * cover - c7  # a resident pair: C7 counts one miss on equal preferences
    # The resident pairs (r, s), r < s, listed by set operations, ``zip`` and ``dict.fromkeys`` in C
    # (the bracket's r^2 edges are its largest part): ``later`` holds the residents after r, by colour preference.
    later = {c: set(r for r in residents if preference[r] == c) for c in ("w", "b")}
    for r in sorted(residents):
        mine = preference[r]
        later[mine].discard(r)
        near = rnd.adj[r]
        weights.update(dict.fromkeys(zip(repeat(r), near & later[mine]), missed))
        weights.update(dict.fromkeys(zip(repeat(r), near & later["b" if mine == "w" else "w"]), granted))
    for r in residents:
        mine = preference[r]
        for x in partners[r]:
            weights[(r, x)] = cover - c7 * (mine == preference[x]) - upfloat[x]
    return max_weight_matching(weights)


def _relaxed(state: DubovState, rnd: RoundGraph, costs: Costs, residents: Sequence[int],
             lower: Sequence[int]) -> dict[int, int] | None:
    """The cheapest matching that pairs every resident, lower players serving as partners only.

    Each resident keeps, for each colour preference, its first ``keep`` compatible lower players by
    cost. When an optimum of that graph pairs every resident with at most ``keep`` upfloaters it is
    an optimum of the whole graph: an optimum there has at most as many (C5 comes first), and a
    resident paired beyond its first ``keep`` would find one of them free and cheaper (within one
    colour preference a partner's cost depends on the partner only, and no two cost the same: the
    4.2 order bits differ). Otherwise ``keep`` doubles, up to ``len(residents)``, which always
    suffices. None when the residents cannot all be paired.
    """
    players = costs.players
    by_colour = [sorted((x for x in lower if players[x].preference == c), key=costs.upfloater) for c in ("w", "b")]
    n = len(residents)
    keep = 1
    while True:
        keep = min(keep, n)
        partners = {r: [x for ordered in by_colour for x in _first_compatible(ordered, rnd.adj[r], keep)]
                    for r in residents}
        mate = _relaxed_solve(state, rnd, residents, lower, partners)
        covered = all(r in mate for r in residents)
        if keep == n:
            return mate if covered else None
        if covered and sum(1 for r in residents if mate[r] not in costs.residents) <= keep:
            return mate
        keep *= 2


class _CrossFirst(Mapping[int, Set[int]]):
    """C1 compatibility among ``players`` with the pairs inside the minority colour class dropped (both
    classes' when they are equal): a perfect matching of it has the fewest pairs of equal colour
    preference any pairing of ``players`` can have. Neighbour sets made when first read."""

    def __init__(self, adj: Mapping[int, Set[int]], players: frozenset[int], cross: Mapping[int, frozenset[int]]) -> None:
        self.adj = adj
        self.players = players
        self.cross = cross
        """Each player's allowed partners: the other class, plus its own when that is the larger one."""
        self.made: dict[int, Set[int]] = {}

    def __getitem__(self, v: int) -> Set[int]:
        found = self.made.get(v)
        if found is None:
            found = self.made[v] = self.adj[v] & self.cross[v]
        return found

    def __iter__(self) -> Iterator[int]:
        return iter(sorted(self.players))

    def __len__(self) -> int:
        return len(self.players)


def _greedy_cross(adj: Mapping[int, Set[int]], minority: Sequence[int], majority: Sequence[int], inside: bool,
                  look: int = 16) -> dict[int, int]:
    """A warm start for ``_CrossFirst``'s matching: each minority player takes the first of the (at most
    ``look``) earliest majority players left that it may meet, then (``inside``: the majority may meet
    itself) the majority players left pair among themselves the same way. Legal pairs only (C1, C3);
    the exact matching completes it, so a nearly complete start leaves it few vertices to search from."""
    mate: dict[int, int] = {}
    pool = list(majority)
    for m in minority:
        near = adj[m]
        for i, j in enumerate(pool[:look]):
            if j in near:
                mate[m], mate[j] = j, m
                del pool[i]
                break
    # the majority left pair among themselves as the top-scoregroup procedure's greedy start pairs a round
    return greedy_pairs(adj, pool, mate, look) if inside else mate


ONE_UPFLOATER_TRIES = 3
"""Residents tried as the upfloater's opponent before the shortcut gives way to the matching."""


def _one_upfloater(rnd: RoundGraph, costs: Costs, residents: Sequence[int], lower: Sequence[int]) -> int | None:
    """The first best set of an odd bracket when it is one upfloater, found without the relaxed
    matching (issue 34: that matching lists the bracket's r^2 resident pairs); None when this cannot
    prove it (the caller then solves the matching, which finds the same set when this one is proved).

    The relaxed matching's cost of pairing every resident with one upfloater x, x meeting resident
    r0, is ``upfloater(x)`` plus C7 for the misses: (x, r0) misses when their preferences are equal,
    and a pairing of the other residents has at least |W - B| / 2 pairs of equal preference (W, B:
    how many of them prefer White, Black). The smallest of these lower bounds over x and r0's class
    is taken (C5 is the first digit: no set of three upfloaters costs less); it is the optimum when
    the other residents have a pairing reaching the bound, i.e. a perfect matching in which the
    minority class only meets the other class (``_CrossFirst``, an exact cardinality matching). No
    two sets cost the same (the 4.2 order bits differ), so the set proved optimal is the one the
    relaxed matching finds.
    """
    if len(residents) % 2 == 0 or not lower:
        return None
    players = costs.players
    classes: dict[str, list[int]] = {"w": [], "b": []}
    for r in residents:
        classes[players[r].preference].append(r)
    c7 = costs.layout.multipliers["c7"]
    fewest = {c: abs(len(classes["w"]) - len(classes["b"]) - (1 if c == "w" else -1)) // 2 for c in ("w", "b")}
    best: tuple[int, int, str] | None = None
    for x in lower:  # by score descending (4.2.2): C6 ranks a lower score after any other digit
        if best is not None and rnd.score[x] < rnd.score[best[1]]:
            break
        mine = players[x].preference
        base = costs.upfloater(x)
        near = rnd.adj[x]
        for c in ("w", "b"):
            cost = base + c7 * (int(mine == c) + fewest[c])
            if (best is None or cost < best[0]) and any(r in near for r in classes[c]):
                best = (cost, x, c)
    if best is None:
        return None
    _, x, c = best
    near = rnd.adj[x]
    tried = 0
    for r0 in classes[c]:
        if r0 not in near:
            continue
        rest = frozenset(residents) - {r0}
        white = frozenset(classes["w"]) - {r0}
        black = frozenset(classes["b"]) - {r0}
        for_white = black | white if len(white) > len(black) else black  # two sets, shared by their class
        for_black = white | black if len(black) > len(white) else white
        cross = dict.fromkeys(white, for_white) | dict.fromkeys(black, for_black)
        minority, majority = (white, black) if len(white) <= len(black) else (black, white)
        start = _greedy_cross(rnd.adj, sorted(minority), sorted(majority), len(white) != len(black))
        mate = max_cardinality_matching(_CrossFirst(rnd.adj, rest, cross), start, initial_in_graph=True)
        if len(mate) == len(rest):
            return x
        tried += 1
        if tried == ONE_UPFLOATER_TRIES:
            break
    return None


def _full(rnd: RoundGraph, costs: Costs, free: frozenset[int]) -> dict[int, int]:
    """The cheapest complete pairing of every unpaired player (C4 forced by maximum cardinality)."""
    base = costs.layout.top + 1
    weights = {(v, u): base - costs.edge(v, u) for v in free for u in rnd.adj[v] & free if v < u}
    mate = max_weight_matching(weights, maxcardinality=True)
    if len(mate) != len(free):
        raise InternalError("Dubov C4: completion lost while choosing the upfloaters")
    return mate


def choose_upfloaters(state: DubovState, rnd: RoundGraph, residents: Sequence[int], free: frozenset[int],
                      witness: Mapping[int, int], order: Sequence[int] | None = None,
                      ) -> tuple[tuple[int, ...], dict[int, int]]:
    """3.2.1-3.2.2: the first best set of upfloaters for ``residents`` and a legal pairing of the players left.

    ``free`` are the unpaired players (residents included); ``witness`` a legal pairing of them (C4
    holds on entry); ``order`` the round's players by ``ranked`` (made here when not given). Returns
    the set in 4.2 order and a pairing of ``free`` minus the bracket.
    """
    res = frozenset(residents)
    rest = free - res
    if len(residents) % 2 == 0 and rnd.perfect(res, witness) is not None:
        below = rnd.perfect(rest, witness)
        if below is not None:
            return (), below
    lower = possible_upfloaters(rnd, residents, free, order)
    costs = Costs(state, rnd, residents, lower)
    single = _one_upfloater(rnd, costs, residents, lower)
    if single is not None:  # the relaxed matching's set, proved without it
        below = rnd.perfect(rest - {single}, witness)
        if below is not None:
            return (single,), below
    else:
        mate = _relaxed(state, rnd, costs, residents, lower)
        if mate is not None:
            ups = frozenset(mate[r] for r in residents if mate[r] not in res)
            below = rnd.perfect(rest - ups, witness)
            if below is not None:
                return tuple(t for t in lower if t in ups), below
    mate = _full(rnd, costs, free)
    ups = frozenset(mate[r] for r in residents if mate[r] not in res)
    left = rest - ups
    return tuple(t for t in lower if t in ups), {v: u for v, u in mate.items() if v in left}


def fewest_c7(rnd: RoundGraph, players: Mapping[int, DubovPlayer], members: Sequence[int]) -> int | None:
    """C7 of a bracket: the fewest players without their colour preference in a legal pairing of ``members``
    (None when they have no legal pairing)."""
    weights = {(a, b): 2 - c7_misses(players[a], players[b])
               for a in members for b in rnd.adj[a] & frozenset(members) if a < b}
    mate = max_weight_matching(weights, maxcardinality=True)
    if len(mate) != len(members):
        return None
    return sum(c7_misses(players[a], players[b]) for a, b in mate.items() if a < b)


def set_values(state: DubovState, rnd: RoundGraph, residents: Sequence[int], free: frozenset[int],
               upfloaters: Sequence[int]) -> SetValues | None:
    """C5-C10 and the 4.2 sequence of a set of upfloaters; None when the bracket has no legal pairing."""
    players = {p.tpn: p for p in state.players}
    lower = possible_upfloaters(rnd, residents, free)
    rank = {t: i for i, t in enumerate(lower, start=1)}
    ordered = tuple(t for t in lower if t in set(upfloaters))
    members = frozenset(residents) | frozenset(ordered)
    c7 = fewest_c7(rnd, players, sorted(members))
    if c7 is None:
        return None
    floats = not state.is_last_round
    maximum = tuple(t for t in ordered if players[t].upfloats >= state.max_upfloats) if floats else ()
    return SetValues(
        upfloaters=ordered,
        c5=len(ordered),
        c6=tuple(sorted(rnd.score[t] for t in ordered)),
        c7=c7,
        c8=maximum,
        c9=sum(players[t].upfloats for t in maximum),
        c10=tuple(t for t in ordered if players[t].upfloated_last_round) if floats else (),
        sequence=tuple(rank[t] for t in ordered),
    )

"""The top-scoregroup procedure shared by Double-Swiss (C.04.5) and the Swiss Team system (C.04.6), arts. 3.3-3.6.

Both texts pair a round the same way, word for word: the PAB first (3.4), then, while someone is
unpaired, the top scoregroup (3.2) with the first set of upfloaters (3.5) forms a bracket paired by
the first identifier (3.6), the completion criterion C3 holding at every step (3.1.2). Colours
(art. 4) are left to each system. The systems differ only in what they hand to this core:

- an :class:`Entrant` per player or team (TPN, primary score, C2 eligibility, matches played,
  floater in the previous round, who it may not meet under C1);
- whether the upfloater float criterion applies (Double-Swiss C7 except in the last round, Team C7
  except in the last two rounds);
- the bracket criteria of 3.6.4 as per-pair costs in priority order (Double-Swiss C8; Team C8, C9,
  C10), :data:`PairCosts`.

"The first set" and "the first identifier" are found without enumerating them: every criterion is
a count over pairs, so the criteria and then the text's lexicographic order are packed into the
digits of one integer weight per edge, and one exact maximum-weight matching returns the first
candidate among the best ones (docs/interpretations-double-swiss.md, reading 1: "complies with"
= the best available value). Completion (C3) is kept by solving over every unpaired entrant, or
over a relaxation whose answer is then checked with a cardinality matching.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Set
from decimal import Decimal

from checker.errors import InternalError, PairingImpossible
from checker.matching import max_cardinality_matching, max_weight_matching
from checker.models import Frozen
from checker.systems.top_scoregroup.identifier_tiers import first_by_identifier


class Entrant(Frozen):
    """A player (Double-Swiss) or team (Team) as the shared core sees it before the round."""

    tpn: int
    score: Decimal
    """The (primary) score that defines scoregroups (1.2, 1.3)."""
    pab_eligible: bool = True
    """C2: no PAB yet, no match won by forfeit, no full-point bye."""
    matches_played: int = 0
    """3.4.3: matches actually played."""
    floater: bool = False
    """1.5: was a floater in the previous round (C7, and the opponents' criterion C8/C10)."""
    incompatible: frozenset[int] = frozenset()
    """C1: TPNs this entrant may not meet (past opponents, prohibited pairings)."""
    barrier: str = ""
    """Entrants sharing a non-empty barrier may not meet either (Dubov C3: the same absolute colour
    preference): one label per entrant instead of every clash listed in ``incompatible``."""


class BracketStep(Frozen):
    """One bracket of the round (3.3.2 step 2): the top scoregroup, its upfloaters, its pairs."""

    score: Decimal
    """The score of the resident entrants (the top scoregroup, 3.2)."""
    residents: tuple[int, ...]
    upfloaters: tuple[int, ...]
    """The chosen set (3.5.5), in the order of 3.5.3: score descending, then TPN ascending."""
    pairs: tuple[tuple[int, int], ...]
    """(top, bottom) member TPNs (3.6.1), in the order of the identifier (3.6.2)."""

    @property
    def identifier(self) -> tuple[int, ...]:
        """3.6.2: the pairing's identifier (tops ascending, then their bottoms)."""
        return identifier(self.pairs)


class CoreResult(Frozen):
    """The round-pairing without colours: the PAB assignee and every bracket in pairing order."""

    pab: int | None
    brackets: tuple[BracketStep, ...]

    @property
    def pairs(self) -> tuple[tuple[int, int], ...]:
        """Every (top, bottom) pair of the round, bracket by bracket."""
        return tuple(p for b in self.brackets for p in b.pairs)


PairCosts = Callable[[int, int, frozenset[int]], tuple[int, ...]]
"""3.6.4 bracket criteria of one pair: ``costs(top, bottom, upfloaters)`` -> violations per criterion,
highest priority first (each 0, 1 or 2). The pairing chosen minimises their sums in that order."""


def identifier(pairs: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """3.6.2: the top members' TPNs ascending, followed by the bottom members of the same pairs.

    >>> identifier([(11, 24), (16, 6), (10, 9), (8, 4)])
    (4, 6, 9, 11, 8, 16, 10, 24)
    """
    ordered = sorted((min(a, b), max(a, b)) for a, b in pairs)
    return tuple(t for t, _ in ordered) + tuple(b for _, b in ordered)


def set_order_key(tpns: Iterable[int], score: Mapping[int, Decimal]) -> tuple[int, ...]:
    """3.5.3: a set of upfloaters as a sequence, score descending then TPN ascending (3.5.4 compares these)."""
    return tuple(sorted(tpns, key=lambda t: (-score[t], t)))


def upfloater_opponent_floaters(top: int, bottom: int, upfloaters: frozenset[int], floaters: frozenset[int]) -> int:
    """Double-Swiss C8 / Team C10 for one pair: upfloaters whose opponent was a floater last round (1.5)."""
    return int(top in upfloaters and bottom in floaters) + int(bottom in upfloaters and top in floaters)


class _Digits:
    """Mixed-radix packing of lexicographic criteria into one int (least significant digit added first)."""

    def __init__(self) -> None:
        self.mult: dict[str, int] = {}
        self.next = 1

    def add(self, name: str, span: int) -> None:
        """A digit whose total over a matching lies in ``[-span, span]``; later digits outrank it."""
        self.mult[name] = self.next
        self.next *= 2 * span + 1

    @property
    def top(self) -> int:
        """A value larger than any packed total."""
        return self.next


class Neighbours(Set[int]):
    """The entrants one entrant may meet (C1, barriers): everyone present but itself, those it may not
    meet and those sharing its barrier. Answered from those small sets and never listed in full unless
    iterated (then by TPN), so a round of n entrants costs O(n) to set up, not O(n^2)."""

    __slots__ = ("_tpn", "_barred", "_clash", "_order", "_present")

    def __init__(self, tpn: int, barred: frozenset[int], clash: frozenset[int], order: Sequence[int],
                 present: frozenset[int]) -> None:
        self._tpn = tpn
        self._barred = barred
        """Itself and the entrants C1 bars, both ways."""
        self._clash = clash
        """The entrants sharing its barrier (possibly itself), or empty."""
        self._order = order
        self._present = present

    def __contains__(self, u: object) -> bool:
        return u in self._present and u not in self._barred and u not in self._clash

    def __iter__(self) -> Iterator[int]:
        barred, clash = self._barred, self._clash
        return (u for u in self._order if u not in barred and u not in clash)

    def __len__(self) -> int:
        return len(self._present - self._barred - self._clash)

    def __and__(self, other: Set[object]) -> frozenset[int]:
        """The members of ``other`` (entrants of the round) it may meet: O(len(other)) set operations in C."""
        found = frozenset(other) if not isinstance(other, (set, frozenset)) else other
        return frozenset(found - self._barred - self._clash)

    __rand__ = __and__


def greedy_pairs(adj: Mapping[int, Set[int]], order: Iterable[int], start: Mapping[int, int] | None = None,
                 look: int = 16) -> dict[int, int]:
    """A legal matching extending ``start``: each unmatched vertex of ``order`` takes the first of the
    (at most ``look``) earliest vertices still waiting that it may meet. A warm start for the exact
    cardinality matching (which completes it): on the nearly complete graphs of a Swiss round it
    leaves few vertices waiting, where reading each one's neighbour set would cost O(n^2)."""
    mate = dict(start) if start else {}
    waiting: list[int] = []
    for v in order:
        if v in mate:
            continue
        mine = adj[v]
        for i, u in enumerate(waiting[:look]):
            if u in mine:
                mate[v], mate[u] = u, v
                del waiting[i]
                break
        else:
            waiting.append(v)
    return mate


class _Restricted(Mapping[int, frozenset[int]]):
    """C1 compatibility restricted to ``vertices``, each neighbour set made when first read (as ``graph``)."""

    def __init__(self, adj: Mapping[int, Neighbours], vertices: frozenset[int]) -> None:
        self.adj = adj
        self.vertices = vertices
        self.made: dict[int, frozenset[int]] = {}

    def __getitem__(self, v: int) -> frozenset[int]:
        found = self.made.get(v)
        if found is None:
            if v not in self.vertices:
                raise KeyError(v)
            found = self.made[v] = self.adj[v] & self.vertices
        return found

    def __iter__(self) -> Iterator[int]:
        return iter(self.vertices)

    def __len__(self) -> int:
        return len(self.vertices)


class RoundGraph:
    """What does not change while one round is paired: entrants, C1 compatibility, scores present.

    Built once per round by :func:`pair_round`; the step functions (3.4, 3.5, 3.6) read it.
    """

    def __init__(self, entrants: Sequence[Entrant]) -> None:
        self.by_tpn = {e.tpn: e for e in entrants}
        if len(self.by_tpn) != len(entrants):
            raise ValueError("two entrants share a TPN")
        tpns = sorted(self.by_tpn)
        self.score = {t: self.by_tpn[t].score for t in tpns}
        # C1 both ways: u and t may meet unless either lists the other, or they share a barrier. Kept
        # as the small barred sets and one shared set per barrier (O(n) per round): ``adj[t]`` answers
        # membership and intersections from them (:class:`Neighbours`).
        barred: dict[int, set[int]] = {t: {t, *self.by_tpn[t].incompatible} for t in tpns}
        for t in tpns:
            for u in self.by_tpn[t].incompatible:
                if u in barred:
                    barred[u].add(t)
        groups: dict[str, set[int]] = {}
        for t in tpns:
            if self.by_tpn[t].barrier:
                groups.setdefault(self.by_tpn[t].barrier, set()).add(t)
        shared = {label: frozenset(group) for label, group in groups.items()}
        nobody: frozenset[int] = frozenset()
        present = frozenset(tpns)
        self.tpns = tuple(tpns)
        """Every entrant's TPN, ascending."""
        self.adj: dict[int, Neighbours] = {
            t: Neighbours(t, frozenset(barred[t]), shared.get(self.by_tpn[t].barrier, nobody), self.tpns, present)
            for t in tpns
        }
        """C1 (and barriers): whom each entrant may meet."""
        self.present_scores = tuple(sorted(set(self.score.values()), reverse=True))
        """Scores of every entrant present in the round, the PAB assignee included (reading 4)."""

    def graph(self, vertices: Iterable[int]) -> dict[int, frozenset[int]]:
        """C1 compatibility restricted to ``vertices``."""
        vs = frozenset(vertices)
        return {v: self.adj[v] & vs for v in vs}

    def perfect(self, vertices: Iterable[int], hint: Mapping[int, int] | None = None) -> dict[int, int] | None:
        """A legal pairing (C1) of all ``vertices``, or None (C3 test by cardinality matching)."""
        vs = frozenset(vertices)
        if len(vs) % 2:
            return None
        # The hint's pairs that are edges here, in its order, so the search may trust them; the graph's
        # neighbour sets are made only for the vertices the search visits (same sets as ``graph``).
        start = {v: u for v, u in hint.items() if v in vs and u in vs and u in self.adj[v]} if hint else None
        # The vertices the hint leaves free are matched greedily first (a legal start, trusted too).
        start = greedy_pairs(self.adj, sorted(vs), start)
        mate = max_cardinality_matching(_Restricted(self.adj, vs), start, initial_in_graph=True)
        return mate if len(mate) == len(vs) else None

    def following_score(self, score: Decimal) -> Decimal | None:
        """C6: the score of the scoregroup following ``score`` among all entrants present (reading 4)."""
        lower = [s for s in self.present_scores if s < score]
        return lower[0] if lower else None


def assign_pab(rnd: RoundGraph, free: set[int]) -> tuple[int | None, dict[int, int]]:
    """3.4: the PAB assignee (when the number is odd) and a legal pairing of everyone else (3.4.1, C3).

    Candidates are C2-eligible; the first, by lowest score (3.4.2), most matches played (3.4.3) and
    largest TPN (3.4.4), whose removal leaves a legal pairing. PairingImpossible when none (3.3.3).
    """
    graph = _Restricted(rnd.adj, frozenset(free))
    if len(free) % 2 == 0:
        mate = max_cardinality_matching(graph, greedy_pairs(rnd.adj, sorted(free)), initial_in_graph=True)
        if len(mate) != len(free):
            raise PairingImpossible("3.3.3: no round-pairing complies with C1 (the Chief Arbiter decides)")
        return None, mate
    base = max_cardinality_matching(graph, greedy_pairs(rnd.adj, sorted(free)), initial_in_graph=True)
    candidates = sorted(
        (t for t in free if rnd.by_tpn[t].pab_eligible),
        key=lambda t: (rnd.score[t], -rnd.by_tpn[t].matches_played, -t),
    )
    for c in candidates:
        hint = {v: u for v, u in base.items() if c not in (v, u)}
        rest = rnd.perfect(free - {c}, hint)
        if rest is not None:
            return c, rest
    raise PairingImpossible(
        "3.3.3: no PAB-eligible participant (C2) leaves a legal pairing for all others (3.4.1); "
        "the Chief Arbiter decides"
    )


def _selection_penalties(
    rnd: RoundGraph, top: Sequence[int], rest: Sequence[int], float_criteria: bool
) -> tuple[dict[int, int], _Digits]:
    """Penalty of taking each potential upfloater (3.5.1): C4, C5, C7 digits, minus its 3.5.4 order bit.

    Returns (penalty per upfloater, the digit layout with a ``c6`` digit for the following
    bracket). Lower total penalty = better set: fewer
    upfloaters (C4), then fewer at the lowest score, the next lowest... (C5: scores maximised in
    ascending order), then C6, then fewer floaters (C7), then the set first in 3.5.4 order (the set
    holding the earliest entrant where two sets differ has the larger sum of bits).
    """
    order = sorted(rest, key=lambda t: (-rnd.score[t], t))
    rank = {t: i for i, t in enumerate(order)}
    n = len(order)
    levels = sorted({rnd.score[t] for t in rest}, reverse=True)
    level = {s: i for i, s in enumerate(levels)}
    k = len(top)
    d = _Digits()
    d.add("order", 2**n)
    d.add("c7", k)
    d.add("c6", len(rest))
    for i in range(len(levels)):  # highest score least significant: C5 looks at the lowest first
        d.add(f"c5:{i}", k)
    d.add("c4", k)
    penalty: dict[int, int] = {}
    for t in order:
        p = d.mult["c4"] + d.mult[f"c5:{level[rnd.score[t]]}"] - 2 ** (n - 1 - rank[t])
        if float_criteria and rnd.by_tpn[t].floater:
            p += d.mult["c7"]
        penalty[t] = p
    return penalty, d


def _relaxed_solve(
    rnd: RoundGraph,
    must: Sequence[int],
    optional: Sequence[int],
    preference: Sequence[int],
    penalty: Callable[[int, int], int],
    top_value: int,
    kept: int | None = None,
) -> dict[int, int] | None:
    """Best matching covering every ``must`` vertex, ``optional`` vertices used only as partners.

    Each must vertex keeps only its first ``kept`` (default ``len(must)``) compatible optional
    partners in ``preference`` order (an exchange argument: an optimal solution with U must-optional
    pairs never needs a later one than the U-th, since the penalty of a must-optional edge depends on
    the optional vertex only and is increasing along ``preference``). Returns None when the must
    vertices cannot all be covered.
    """
    must_set = frozenset(must)
    opt_set = frozenset(optional)
    m = len(must) if kept is None else kept
    cover = 4 * top_value + 1
    weights: dict[tuple[int, int], int] = {}
    for v in must:
        for u in rnd.adj[v] & must_set:
            if v < u:
                weights[(v, u)] = 2 * cover - penalty(v, u)
        kept = 0
        for u in preference:
            if kept == m:
                break
            if u in opt_set and u in rnd.adj[v]:
                weights[(v, u)] = cover - penalty(v, u)
                kept += 1
    mate = max_weight_matching(weights)
    if any(v not in mate for v in must):
        return None
    return mate


def _stage_one(rnd: RoundGraph, top: Sequence[int], rest: Sequence[int], order: Sequence[int],
               penalty: Callable[[int, int], int], top_value: int) -> dict[int, int] | None:
    """3.5's first stage (C4 first: fewest upfloaters; ``select_upfloaters`` reads only the set chosen).
    At least ``fewest`` = |top| - 2 * (the most pairs inside the top scoregroup) upfloaters are needed;
    solved first with each resident keeping only his first ``fewest`` partners (issue 34: a graph of
    |top| more pairs instead of |top|^2 more). When that answer has exactly ``fewest`` upfloaters, C4's
    optimum has that many, so every optimum lies in the smaller graph (``_relaxed_solve``) and the
    set, told apart by its order digits, is the same; otherwise the full graph is solved."""
    top_set = frozenset(top)
    inside = max_cardinality_matching(_Restricted(rnd.adj, top_set), greedy_pairs(rnd.adj, sorted(top_set)),
                                      initial_in_graph=True)
    fewest = len(top) - len(inside)
    mate = _relaxed_solve(rnd, top, rest, order, penalty, top_value, kept=fewest)
    if mate is not None and sum(1 for t in top if mate[t] not in top_set) == fewest:
        return mate
    return _relaxed_solve(rnd, top, rest, order, penalty, top_value)


def _full_solve(
    rnd: RoundGraph, free: Iterable[int], penalty: Callable[[int, int], int], top_value: int
) -> dict[int, int]:
    """Best perfect matching of every free entrant (C3 forced by maximum cardinality)."""
    vs = frozenset(free)
    base = 4 * top_value + 1
    weights = {(v, u): base - penalty(v, u) for v in vs for u in rnd.adj[v] & vs if v < u}
    mate = max_weight_matching(weights, maxcardinality=True)
    if len(mate) != len(vs):
        raise InternalError("3.1.2: completion (C3) lost while choosing upfloaters")
    return mate


def select_upfloaters(
    rnd: RoundGraph,
    top: Sequence[int],
    free: set[int],
    witness: Mapping[int, int],
    float_criteria: bool,
    shortcuts: bool = True,
) -> tuple[tuple[int, ...], dict[int, int]]:
    """3.5: the first set of upfloaters for the top scoregroup ``top``, and a legal pairing of the others.

    Among sets that give the bracket a legal pairing and leave the others a legal pairing (C1, C3):
    fewest upfloaters (C4), best scores (C5), then the best C6 value (upfloaters the following
    scoregroup's bracket would need; none when that scoregroup is now empty), then fewest
    previous-round floaters (C7, when ``float_criteria``), then first in the order of 3.5.3-3.5.4.
    ``witness`` is a legal pairing of ``free`` (C3 holds on entry). Without ``shortcuts`` every
    choice is one solve over all free entrants (tests compare the two).
    """
    top_set = set(top)
    rest = sorted(free - top_set)
    if not rest:
        return (), {}
    score = rnd.score
    # No upfloater at all: the unique set with C4 = 0, when the top scoregroup pairs within itself.
    if shortcuts and len(top) % 2 == 0:
        inner = rnd.perfect(top_set, witness)
        if inner is not None:
            outer = rnd.perfect(set(rest), witness)
            if outer is not None:
                return (), outer
    penalty_of, digits = _selection_penalties(rnd, top, rest, float_criteria)
    order = sorted(rest, key=penalty_of.__getitem__)  # best partner of a resident first
    following = rnd.following_score(score[top[0]])
    group = [t for t in rest if score[t] == following] if following is not None else []
    group_set = frozenset(group)

    def chosen(mate: Mapping[int, int]) -> tuple[int, ...]:
        return set_order_key((mate[t] for t in top if mate[t] not in top_set), score)

    def relaxed_penalty(a: int, b: int) -> int:
        if a in top_set and b in top_set:
            return 0
        if a in top_set or b in top_set:
            return penalty_of[b if a in top_set else a]
        if (a in group_set) != (b in group_set):
            return digits.mult["c6"]  # C6: an upfloater into the following scoregroup's bracket
        return 0

    # Stage 1: ignore C6 and the others' completion; accept when the answer is legal and C6 is at its
    # best possible value (0, or not applicable), which makes it the answer of the full criteria.
    mate = _stage_one(rnd, top, rest, order, relaxed_penalty, digits.top) if shortcuts else None
    if mate is not None:
        ups = chosen(mate)
        others = set(rest) - set(ups)
        left = group_set - set(ups)
        if not left or not ups:
            outer = rnd.perfect(others, witness)
            if outer is not None:
                return ups, outer
        else:
            inner = rnd.perfect(left, witness)
            below = rnd.perfect(others - left, witness) if inner is not None else None
            if inner is not None and below is not None:
                return ups, {**inner, **below}
    # Stage 2: the following scoregroup must be paired too (C6 counted); the rest are partners only.
    below_group = [t for t in order if t not in group_set]
    mate = None
    if shortcuts:
        mate = _relaxed_solve(rnd, [*top, *group], below_group, below_group, relaxed_penalty, digits.top)
    if mate is not None:
        ups = chosen(mate)
        remainder = set(below_group) - set(mate)
        outer = rnd.perfect(remainder, witness)
        if outer is not None:
            inside = {v: u for v, u in mate.items() if v not in top_set and u not in top_set}
            return ups, {**inside, **outer}
    # Stage 3: every free entrant in one maximum-cardinality solve.
    mate = _full_solve(rnd, free, relaxed_penalty, digits.top)
    ups = chosen(mate)
    return ups, {v: u for v, u in mate.items() if v not in top_set and u not in top_set}


def _bipartite_first(rnd: RoundGraph, tops: Sequence[int], bottoms: Sequence[int]) -> list[tuple[int, int]] | None:
    """3.6.3 when the tops can be the smallest half: each top in turn takes its smallest possible bottom.

    Returns None when the two halves have no legal pairing between them.
    """
    mate: dict[int, int] = {}
    owner: dict[int, int] = {}
    fixed: set[int] = set()
    bottom_set = frozenset(bottoms)
    # Each top's legal bottoms, in the bottoms' order: read once (C set operations), not per step.
    legal = {t: rnd.adj[t] & bottom_set for t in tops}
    mine = {t: [b for b in bottoms if b in legal[t]] for t in tops}

    def augment(t: int, seen: set[int]) -> bool:
        for b in mine[t]:
            if b not in seen:
                seen.add(b)
                o = owner.get(b)
                if o is None or (o not in fixed and augment(o, seen)):
                    mate[t], owner[b] = b, t
                    return True
        return False

    # Any perfect matching will do to start from (the second loop's answer does not depend on it):
    # each top takes its first free bottom, and only the tops left over search augmenting paths
    # (a search from every top through a chain of earlier ones costs O(n^3) on a complete bracket).
    for t in tops:
        for b in mine[t]:
            if b not in owner:
                mate[t], owner[b] = b, t
                break
    for t in tops:
        if t not in mate and not augment(t, set()):
            return None
    for t in tops:
        for b in bottoms:
            if b == mate[t]:
                fixed.add(t)
                break
            if b in owner and owner[b] in fixed or b not in legal[t]:
                continue
            old, other = mate[t], owner[b]
            saved = (dict(mate), dict(owner))
            mate[t], owner[b] = b, t
            del owner[old]
            fixed.add(t)
            if augment(other, set()):
                break
            fixed.discard(t)
            mate, owner = saved[0], saved[1]
    return [(t, mate[t]) for t in tops]


def pair_bracket(
    rnd: RoundGraph, bracket: Sequence[int], upfloaters: frozenset[int], costs: PairCosts, shortcuts: bool = True
) -> tuple[tuple[int, int], ...]:
    """3.6: the first pairing by identifier (3.6.2-3.6.3) among the legal ones best on the 3.6.4 criteria.

    Digits, most significant first: each criterion of ``costs``; the top members as a bit set (the
    set holding the smallest TPN where two differ comes first); then, per top member in ascending
    order, how small its bottom member is. With ``shortcuts`` the criteria form the weight and the
    identifier's digits are tie-break tiers on its optima (``identifier_tiers``, the same pairing).
    """
    members = sorted(bracket)
    n = len(members)
    rank = {t: i for i, t in enumerate(members)}
    pair_costs: dict[tuple[int, int], tuple[int, ...]] = {}
    for a in members:
        for b in sorted(rnd.adj[a] & rank.keys()):
            if a < b:
                pair_costs[(a, b)] = costs(a, b, upfloaters)
    if shortcuts and not any(any(c) for c in pair_costs.values()):
        first = _bipartite_first(rnd, members[: n // 2], members[n // 2 :])
        if first is not None:
            return tuple(first)
    width = max((len(c) for c in pair_costs.values()), default=0)
    d = _Digits()
    if not shortcuts:  # the identifier packed below the criteria: one wide solve (tests compare the two)
        d.add("partner", (n + 1) ** n)
        d.add("tops", 2**n)
    for i in reversed(range(width)):
        d.add(f"c:{i}", n)
    weights: dict[tuple[int, int], int] = {}
    for (a, b), c in pair_costs.items():
        w = d.top - sum(d.mult[f"c:{i}"] * v for i, v in enumerate(c))
        if not shortcuts:
            w += d.mult["tops"] * 2 ** (n - 1 - rank[a]) + (n - rank[b]) * (n + 1) ** (n - 1 - rank[a])
        weights[(a, b)] = w
    # 3.6.2-3.6.3 as tie-break tiers on the criteria's optima (narrow weights, identifier_tiers).
    mate = first_by_identifier(weights, members) if shortcuts else max_weight_matching(weights, maxcardinality=True)
    if len(mate) != n:
        raise InternalError("3.6: the bracket has no legal pairing although its set was chosen legal")
    return tuple(sorted((a, mate[a]) for a in members if a < mate[a]))


def pair_round(
    entrants: Sequence[Entrant], float_criteria: bool, costs: PairCosts, shortcuts: bool = True
) -> CoreResult:
    """3.3.2: PAB (3.4), then bracket after bracket from the top scoregroup (3.5, 3.6), C3 throughout.

    ``float_criteria``: whether the upfloater float criterion (C7) applies in this round.
    ``shortcuts=False`` makes every choice one exact solve over all free entrants (for tests).
    PairingImpossible when no complete round-pairing exists (3.3.3).
    """
    rnd = RoundGraph(entrants)
    free = set(rnd.by_tpn)
    pab, witness = assign_pab(rnd, free)
    if pab is not None:
        free.discard(pab)
    steps: list[BracketStep] = []
    while free:
        best = max(rnd.score[t] for t in free)
        top = sorted(t for t in free if rnd.score[t] == best)
        ups, witness = select_upfloaters(rnd, top, free, witness, float_criteria, shortcuts)
        bracket = (*top, *ups)
        pairs = pair_bracket(rnd, bracket, frozenset(ups), costs, shortcuts)
        steps.append(BracketStep(score=best, residents=tuple(top), upfloaters=ups, pairs=pairs))
        free -= set(bracket)
    return CoreResult(pab=pab, brackets=tuple(steps))

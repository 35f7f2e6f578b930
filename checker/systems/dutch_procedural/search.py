"""The fast walk: the first choice of a group, in the text's order (D.2 exchanges, D.1 transpositions),
that complies with the criteria of a level, without enumerating permutations.

The order is walked as the text walks it, one decision after the other (S1's first player's opponent,
then the second's, ...; exchanges in D.2 order), but every decision is first put to an exact test: a
maximum-weight matching over the group (and, for C.12 and C.13, the bracket below it where a matching
can hold it) that says whether a complete choice compliant with the level still exists with the
decisions taken so far. Weights pack, from the most significant: every player placed, the group's
pairs, the ungranted colour preferences (B.4, fewest), the players exchanged (fewest), and the D.1
order (the first transposition heaviest). When the fewest ungranted preferences reachable equal x,
the matching's own answer is the first compliant transposition (every compliant one has exactly x), so
one matching settles the group; otherwise each earlier opponent costs one matching. A heterogeneous
bracket's remainder has its own x (C.2 again), which one matching cannot hold together with S1's: its
S1 pairs are walked in D.1 order and each complete set is tried on the remainder's own walk. Where a
test is weaker than the criteria (the remainder's x, a bracket below that a matching cannot hold), the
walk checks every choice it reaches and goes on to the next in order when it fails.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import chain

from checker.matching import Tier, TierValues, lexicographic_matching, max_weight_matching, row_digits
from checker.models import Colour
from checker.systems.dutch_procedural.groups import Below, Choice, Group, same_scores
from checker.systems.dutch_procedural.rules import Level, Pair, Rules
from checker.systems.dutch_procedural.sequences import NO_EXCHANGE, Exchange, apply, exchanges

BYE_SLOT = -1_000_000
"""The vertex of the player left over in the bracket below (the bye, when it is the lowest)."""
LABEL = 10_000_000
"""Vertex labels of the copies below (-(2 LABEL + v)) and hubs (-(3 LABEL + v)) of a possible leftover v."""
UNKNOWN: tuple[int, int] = (-1, -1)
"""``PairMemo.terms``' answer for a pair not asked yet (compared by identity)."""


@dataclass(frozen=True)
class Edge:
    """A pair the group may make: does it leave a preference ungranted (B.4), its D.1 digit, exchanged players."""

    cost: int = 0
    lex: int = 0
    exchanged: int = 0
    hard: int = 0
    """2012: the pair counts for Z (``Rules.hard``)."""


@dataclass(frozen=True)
class Witness:
    """A matching's answer: the group's pairs it found (partner of each player), whether they meet the
    level, and how many preferences they leave ungranted."""

    mate: dict[int, int]
    feasible: bool
    cost: int


def below_heterogeneous(below: Below, left: int) -> bool:
    """Is the bracket below heterogeneous (fewer than half of it moved down, A.3) with ``left`` more movers?"""
    movers = len(below.others) + left
    return 2 * movers < movers + len(below.residents)


@dataclass(frozen=True)
class Problem:
    """One matching question: can the group's members all be placed (paired, or left over) at a level?"""

    members: tuple[int, ...]
    pairs: dict[tuple[int, int], Edge]
    """The pairs allowed inside the group (and their costs)."""
    leave: dict[int, int]
    """Members that may be left over -> players exchanged if they are (an S1 player left over)."""
    left: int
    """How many are left over."""
    budget: int
    """x as raised so far: the most ungranted preferences allowed."""
    rules: Rules
    below: Below | None = None
    """The bracket below, only where a matching holds it exactly (see ``Walk._below_for``)."""
    lex_span: int = 1
    """An upper bound of the sum of the D.1 digits."""
    placing_only: bool = False
    """Ask only whether everyone can be placed (a weaker question, where a matching cannot hold the
    number of pairs: the group may pair fewer than it can, and the bracket below takes the rest)."""
    level: Level | None = None
    """The level, for the breaches of dropped float criteria a leftover makes (2012; None: none counted)."""
    z_budget: int | None = None
    """2012, even rounds: Z as raised so far. One matching cannot hold X and Z together: a second one
    asks for Z alone, a necessary condition (the walk tests both on every choice it reaches)."""
    d1: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    """S1 and S2 in order when the pairs' ``lex`` is D.1's order (S1's pairs all go to S2): that order is
    then solved as tie-breaks on the optimum's support, rows of S1 a few at a time (``d1_rows``), not
    packed into one weight as wide as S1 times log(S2) bits (issue 29's speed bound)."""
    z_only: bool = False
    """2012: the question for Z alone (``z_budget``): each pair costs whether it counts for Z (``Edge.hard``)."""

    def solve(self) -> Witness:
        """The best placement (every member placed, most pairs, fewest ungranted preferences, fewest players
        exchanged, first D.1 order) and whether it meets the level."""
        n = len(self.members) + 2
        # With D.1's order as tie-breaks (``d1``) the weights are read without their D.1 digits: every
        # other term is a multiple of the digits' span, so they are built without it (span 1, no digit),
        # the same weights divided by the span, not numbers as wide as S1 times log(S2) bits.
        exch = self.lex_span if self.d1 is None else 1
        cost = exch * n
        down = {v: self.rules.leftover_cost(v, self.level) if self.level is not None else 0 for v in self.members}
        edges = self.pairs
        costs = ({key: e.hard for key, e in edges.items()} if self.z_only
                 else {key: e.cost for key, e in edges.items()})
        bound = n * (max(costs.values(), default=0) + max(down.values(), default=0) + 1)
        pair = cost * bound
        big = pair * n * 4
        top = 2 * big + pair
        if self.d1 is None:
            weights = {key: top - cost * costs[key] - exch * e.exchanged + e.lex for key, e in edges.items()}
        else:
            weights = {key: top - cost * costs[key] - e.exchanged for key, e in edges.items()}
        if self.below is None:
            must: tuple[int, ...] = tuple(-s for s in range(1, self.left + 1))
            for slot in must:
                for v, ex in self.leave.items():
                    weights[(v, slot)] = 2 * big - exch * ex - cost * down[v]
        else:
            must = self._below(weights, big, exch, cost, down)
        mate = max_weight_matching(weights) if self.d1 is None else lexicographic_matching(
            weights, [d1_rows(*self.d1)])
        pairs = [(u, v) for u, v in mate.items() if (u, v) in edges]
        placed = all(v in mate for v in self.members + must)
        paired = {t for key in pairs for t in key}
        spent = sum(costs[key] for key in pairs) + sum(down[v] for v in self.members if v not in paired)
        ok = placed and (self.placing_only or (len(pairs) == (len(self.members) - self.left) // 2 and spent <= self.budget))
        partners = {u: v for u, v in mate.items() if (u, v) in edges or (v, u) in edges}
        if ok and self.z_budget is not None and not self.placing_only:
            ok = replace(self, z_only=True, budget=self.z_budget, z_budget=None, level=None).solve().feasible
        return Witness(mate=partners, feasible=ok, cost=spent)

    def _below(self, weights: dict[tuple[int, int], int], big: int, exch: int, cost: int,
               down: dict[int, int]) -> tuple[int, ...]:
        """The bracket below (C.12: a heterogeneous one whose movers must all get an opponent; C.13: the
        lowest, completely paired, the bye to a player allowed one), with the group's possible leftovers
        as its movers; returns the vertices, besides the group's members, that must be placed.

        A possible leftover v has two roles: paired in the group (v itself) or moved down (its copy
        below); a hub joined to both takes the role not played, so exactly one is played."""
        assert self.below is not None
        below, rules = self.below, self.rules
        hetero = below_heterogeneous(below, self.left)
        residents = below.residents
        whole = below.lowest or not hetero
        # whole: the bracket below pairs everyone but one (the lowest, or a homogeneous one); else only its movers.
        size = len(below.others) + self.left + len(residents)
        bye = (BYE_SLOT,) if whole and size % 2 == 1 else ()
        copy = {v: -(2 * LABEL + v) for v in self.leave}
        hubs = tuple(-(3 * LABEL + v) for v in self.leave)
        must = set(below.others) | set(self.members) | set(bye) | set(copy.values()) | set(hubs)
        if whole:
            must |= set(residents)

        def add(u: int, v: int, spent: int = 0, breaches: int = 0) -> None:
            weights[(u, v)] = big * ((u in must) + (v in must)) - exch * spent - cost * breaches

        for v, ex in self.leave.items():
            add(-(3 * LABEL + v), v, ex, down[v])
            add(-(3 * LABEL + v), copy[v])
        movers = list(below.others) + list(copy.values())
        real = {v: (v if v > 0 else -v - 2 * LABEL) for v in movers}
        for v in movers:
            for r in residents:
                if rules.legal(real[v], r, below.level):
                    add(v, r)
        if not hetero:
            for i, a in enumerate(movers):
                for b in movers[i + 1:]:
                    if rules.legal(real[a], real[b], below.level):
                        add(a, b)
        if whole:
            for i, a in enumerate(residents):
                for b in residents[i + 1:]:
                    if rules.legal(a, b, below.level):
                        add(a, b)
            candidates = list(residents) + ([] if hetero and not rules.mover_bye else movers)
            for v in candidates:
                if bye and (not below.lowest or rules.bye_allowed(real.get(v, v))):
                    add(v, BYE_SLOT)
        placed = tuple(below.others) + (tuple(residents) if whole else ()) + bye
        return placed + tuple(copy.values()) + hubs


def d1_rows(s1: tuple[int, ...], s2: tuple[int, ...], done: frozenset[int] = frozenset()) -> Tier:
    """D.1's order as tie-breaks (``Problem.d1``): S1's players in order, each preferring the earliest
    opponent in S2 the optima so far allow, a few rows per solve (``row_digits``). In every optimum each
    S1 player is paired in S2 (the only pairs it has) when the group can be placed at all, so a row's
    digit settles its pair, and the later rows are solved without it; the order among the optima is the
    packed weight's (its sum tells each S1 player's opponent), only narrower."""
    row = {t: i for i, t in enumerate(s1)}
    column = {t: j for j, t in enumerate(s2)}

    def tier(support: Sequence[tuple[int, int]], mate: Mapping[int, int]) -> TierValues | None:
        edges: dict[int, dict[int, tuple[int, int]]] = {}
        for e in support:
            a, b = e if e[0] in row else (e[1], e[0])
            if a in row and b in column and a not in done:
                edges.setdefault(row[a], {})[column[b]] = e
        open_rows = [r for r in sorted(edges) if len(edges[r]) > 1]
        if not open_rows:
            return None
        chunk, values, bound = row_digits(open_rows, edges)
        settled = frozenset(s1[r] for r in chunk) | {s1[r] for r, columns in edges.items() if len(columns) == 1}
        rest = d1_rows(s1, s2, done | settled) if len(chunk) < len(open_rows) else None
        return TierValues(values=values, bound=bound, settles=settled, then=rest)

    return tier


def below_exact(rules: Rules, below: Below, leftovers: tuple[int, ...]) -> bool:
    """C.12 / C.13 on a choice: the bracket below, with the players the choice moves down, would not send
    the procedure back up. Not the lowest: no player moved down without an opponent there (C.1), and its
    p pairs can be made (a heterogeneous bracket: every player moved down gets an opponent); the lowest:
    it can be paired completely, the bye to a player allowed one (C.13)."""
    movers = tuple(below.others) + tuple(leftovers)
    members = movers + tuple(below.residents)
    level = below.level
    if not same_scores(rules, below, leftovers):
        return False
    if below.lowest:
        hetero = 2 * len(movers) < len(members)
        pairs: dict[tuple[int, int], Edge] = {}
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                if (not hetero or a not in movers or b not in movers) and rules.legal(a, b, level):
                    pairs[(a, b)] = Edge()
        spare = [t for t in members if rules.bye_allowed(t) and not (hetero and t in movers and not rules.mover_bye)]
        problem = Problem(members=members, pairs=pairs, leave={t: 0 for t in spare}, left=len(members) % 2,
                          budget=0, rules=rules)
        return problem.solve().feasible
    isolated = {t for t in members if not any(rules.legal(t, u, level) for u in members if u != t)}
    if isolated & set(movers):
        return False
    kept = tuple(t for t in members if t not in isolated)
    if 2 * len(movers) < len(kept) and below.whole:
        # 2012 C.12, P1 pairings: S1 against S2 and the remainder, a resident at most left over.
        pairs = {(a, b): Edge() for i, a in enumerate(kept) for b in kept[i + 1:]
                 if (a not in movers or b not in movers) and rules.legal(a, b, level)}
        problem = Problem(members=kept, pairs=pairs, leave={t: 0 for t in kept if t not in movers},
                          left=len(kept) % 2, budget=0, rules=rules)
        return problem.solve().feasible
    if 2 * len(movers) < len(kept):
        return movers_pairable(rules, movers, tuple(t for t in kept if t not in movers), level)
    pairs = {(a, b): Edge() for i, a in enumerate(kept) for b in kept[i + 1:] if rules.legal(a, b, level)}
    problem = Problem(members=kept, pairs=pairs, leave={t: 0 for t in kept}, left=len(kept) % 2, budget=0,
                      rules=rules)
    return problem.solve().feasible


def movers_pairable(rules: Rules, s1: Iterable[int], s2: Iterable[int], level: Level) -> bool:
    """Can every player of S1 get an opponent in S2 at this level (B.1, B.2)?"""
    firsts, seconds = list(s1), list(s2)
    weights = {(a, b): 1 for a in firsts for b in seconds if rules.legal(a, b, level)}
    mate = max_weight_matching(weights)
    return all(a in mate for a in firsts)


@dataclass(frozen=True)
class PairMemo:
    """One walk's answers per pair (its level and joined players fixed): may the group make it and, if so,
    its cost besides B.4 and whether it counts for Z (``Walk._terms``: None where it may not), each
    group's pairs and leftovers (``Walk._general``), the pairs of S1 against S2 of each S1 and S2
    (``Walk._s1_edges``), and the edges made, one object per value. The dicts fill as the walk asks."""

    terms: dict[tuple[int, int], tuple[int, int] | None]
    groups: dict[tuple[tuple[int, ...], int, bool], tuple[dict[tuple[int, int], Edge], dict[int, int]]]
    halves: dict[tuple[tuple[int, ...], tuple[int, ...]], dict[tuple[int, int], Edge]]
    edges: dict[tuple[int, int, int, int], Edge]


@dataclass
class Walk:
    """The fast walk of one group at one level (the remainder walks of a heterogeneous bracket memoised)."""

    rules: Rules
    level: Level
    below: Below | None
    memo: dict[tuple[frozenset[int], tuple[int, int], int], Choice | None] = field(default_factory=dict)
    scope: tuple[int, ...] | None = None
    """2012, a remainder: the bracket whose X and Z the remainder shares with S1's pairs."""
    spent: tuple[int, int] = (0, 0)
    """2012, a remainder: what S1's pairs used of the bracket's budget (``Rules.cost``) and of Z."""
    total: int = 0
    """2012, a remainder: the bracket's budget (its least cost at this level)."""
    joined: frozenset[int] = frozenset()
    """2012 C.13: the group's players of brackets joined to the lowest (``Group.joined``): paired below
    their score they float down (A.4), B.5 / B.6 for downfloaters judge the pair."""
    known: PairMemo = field(default_factory=lambda: PairMemo({}, {}, {}, {}))
    """What this walk's level says of each pair, shared with its remainder walks (issue 29's speed bound:
    the same pairs are read again by every matching question of a bracket)."""

    def _budget(self, members: tuple[int, ...]) -> int:
        """C.2 and C.11: x of these players, as raised so far. 2012: X weighed by ``colour_unit``, with
        room for any breach of the dropped float criteria (``_least`` narrows it to the least); a
        remainder: the bracket's budget less what S1's pairs used."""
        if self.scope is not None:
            return self.total - self.spent[0]
        return self.rules.budget(members, self.level)

    def _least(self, problem: Problem) -> int | None:
        """2012 C.10 "dropped only for the minimum number of pairs": the least cost of a placement within the
        budget (None: none), the budget the walk then holds; 2009: the budget as it is."""
        if not self.rules.minimum_drops or self.scope is not None:
            return problem.budget
        witness = problem.solve()
        return witness.cost if witness.feasible else None

    def _z_ok(self, pairs: tuple[Pair, ...] | list[Pair], members: tuple[int, ...]) -> bool:
        """2012 C.10 e: Z (the bracket's, for a remainder) still allows these pairs."""
        return self.rules.z_ok(pairs, self.scope or members, self.level, self.spent[1])

    def _z_budget(self, members: tuple[int, ...]) -> int | None:
        """2012 C.10 e: Z as raised so far (the bracket's less what S1's pairs used, for a remainder);
        None without Z."""
        if self.level.z_delta is None:
            return None
        return self.rules.z1(self.scope or members) + self.level.z_delta - self.spent[1]

    def _row(self, into: dict[tuple[int, int], Edge], a: int, others: Sequence[int],
             counted: Mapping[int, Colour | None], lexes: Sequence[int] | None = None,
             exchanged: Sequence[int] | None = None) -> None:
        """The pairs of ``a`` with each of ``others`` the group may make (``_terms``), into ``into`` with what
        each costs of x (X: its ungranted preference, B.4, as ``counted``) and Z, its D.1 digit (``lexes``)
        and players exchanged (``exchanged``), both 0 where not given. One call per row, not per pair
        (issue 29's speed bound: every pair of every bracket passes here)."""
        rules, level, joined = self.rules, self.level, self.joined
        known, edges, unit = self.known.terms, self.known.edges, rules.colour_unit
        get_terms, get_edge = known.get, edges.get
        mine = counted[a]
        for k, b in enumerate(others):
            key = (a, b)
            terms = get_terms(key, UNKNOWN)
            if terms is UNKNOWN:
                terms = known[key] = rules.pair_terms(a, b, level, joined)
            if terms is None:
                continue
            lex = 0 if lexes is None else lexes[k]
            ex = 0 if exchanged is None else exchanged[k]
            value = (unit * (mine is not None and mine == counted[b]) + terms[0], lex, ex, terms[1])
            edge = get_edge(value)
            if edge is None:
                edge = edges[value] = Edge(cost=value[0], lex=lex, exchanged=ex, hard=value[3])
            into[key] = edge

    def _terms(self, a: int, b: int) -> tuple[int, int] | None:
        """What the pair costs besides its colours (B.4) and whether it counts for Z, None where the group
        may not make it at this level (``_pair_ok``): the level's answers, worked out once per walk."""
        known = self.known.terms
        if (a, b) in known:
            return known[(a, b)]
        terms = known[(a, b)] = self.rules.pair_terms(a, b, self.level, self.joined)
        return terms

    def _s1_edges(self, s1: tuple[int, ...], s2: tuple[int, ...], done: dict[int, int],
                  taken: set[int]) -> dict[tuple[int, int], Edge]:
        """The pairs of S1 against S2 that the opponents already fixed (``done``) still allow, each with its
        ungranted preference (B.4) as cost and its place in D.1's order (S1 in order, S2 from its start) as lex.
        Every pair of S1 against S2 is made once per walk, each question keeps those it allows."""
        every = self.known.halves.get((s1, s2))
        if every is None:
            base = len(s2) + 1
            counted = self.rules.counted(s1 + s2)
            every = self.known.halves[(s1, s2)] = {}
            for i, a in enumerate(s1):
                place = base ** (len(s1) - 1 - i)
                self._row(every, a, s2, counted, lexes=[(len(s2) - j) * place for j in range(len(s2))])
        if not done:
            return dict(every)
        return {(a, b): e for (a, b), e in every.items() if ((done[a] == b) if a in done else (b not in taken))}

    def _pair_ok(self, a: int, b: int) -> bool:
        """A pair the group may make at this level (``Rules.pair_ok``), and no forbidden downfloat of a
        joined player paired below his score (2012 A.4 with C.13, B.5 / B.6: ``Rules.joined_ok``)."""
        return self._terms(a, b) is not None

    def _cost(self, pairs: Iterable[Pair], leftovers: Iterable[int], members: Iterable[int]) -> int:
        """``Rules.cost`` at this level, the joined players' downfloats counted (2012 C.10)."""
        return self.rules.cost(pairs, leftovers, members, self.level, self.joined)

    def _leave_ok(self, t: int, lowest: bool) -> bool:
        return self.rules.leftover_ok(t, self.level, lowest)

    def _below_for(self, left: int, maximal: bool) -> Below | None:
        """The bracket below, where a matching holds it exactly: the lowest bracket (C.13) or a heterogeneous
        one (C.12), and the group pairs as many as it can (else the matching could leave more players than
        wanted). Otherwise None: the question is weaker, and every choice the walk reaches is checked on
        the bracket below."""
        below = self.below
        if below is None or not maximal or below.whole or below.scores is not None:
            return None  # 2012 C.12 (P1 pairings, the same scores): checked on each choice
        return below if below.lowest or below_heterogeneous(below, left) else None

    def _complies(self, pairs: tuple[Pair, ...], budget: int, members: tuple[int, ...],
                  leftovers: tuple[int, ...] = ()) -> bool:
        """Pairs that C.6 accepts at this level: each allowed, at most ``budget`` preferences ungranted (as
        the group of ``members`` counts them, A.7 e)."""
        return (all(self._pair_ok(a, b) for a, b in pairs)
                and self._cost(pairs, leftovers, members) <= budget
                and self._z_ok(pairs, members))

    def _accept(self, leftovers: tuple[int, ...]) -> bool:
        """The bracket below takes the players moved down (always, without a bracket below to look at)."""
        return self.below is None or below_exact(self.rules, self.below, leftovers)

    # the homogeneous part ------------------------------------------------------------------------
    def homogeneous(self, members: tuple[int, ...], p: int, lowest: bool) -> Choice | None:
        """C.4-C.8 on a homogeneous group: the first exchange (D.2), then the first transposition (D.1),
        whose pairs and leftovers comply with the level."""
        key = (frozenset(members), self.spent, self.total)
        if key not in self.memo:
            self.memo[key] = self._homogeneous(members, p, lowest)
        return self.memo[key]

    def _homogeneous(self, members: tuple[int, ...], p: int, lowest: bool) -> Choice | None:
        budget = self._budget(members)
        if not self.rules.minimum_drops or self.scope is not None:
            return self._homogeneous_within(members, p, lowest, budget)
        # C.6's first candidate complying at no cost is the least-cost first choice (what the matching
        # and _cheapest would find): round 1's bracket, and any bracket paired in order, with no matching.
        natural = self._natural(members, p, lowest, 0)
        if natural is not None:
            return natural
        # The matching's answer does not depend on the budget: solved once, judged against each.
        known = self._general(members, p, lowest, budget).solve()
        if not known.feasible:
            return None
        least = known.cost
        return self._cheapest(least, budget, members,
                              lambda b: self._homogeneous_within(members, p, lowest, b, known))

    def _cheapest(self, least: int, loose: int, members: tuple[int, ...],
                  run: Callable[[int], Choice | None]) -> Choice | None:
        """2012: the first choice (in the text's order) of the least cost. ``least`` is the matching's least;
        where something it cannot hold (the bracket below, Z) rules that out, the least cost a choice really
        has is found by halving between it and the cost of the first choice within ``loose``."""
        found = run(least)
        if found is not None:
            return found
        top = run(loose)
        if top is None:
            return None
        low, high = least + 1, self._cost(top.all_pairs, top.leftovers, members)
        best = top
        while low < high:
            middle = (low + high) // 2
            trial = run(middle)
            if trial is None:
                low = middle + 1
            else:
                best, high = trial, middle
        return best if high == self._cost(best.all_pairs, best.leftovers, members) else run(high)

    def _homogeneous_within(self, members: tuple[int, ...], p: int, lowest: bool, budget: int,
                            known: Witness | None = None) -> Choice | None:
        """C.4-C.8 with this budget: the first choice in the text's order that complies and costs no more."""
        n = len(members)
        s1, s2 = tuple(range(1, p + 1)), tuple(range(p + 1, n + 1))
        natural = self._natural(members, p, lowest, budget)
        if natural is not None:
            return natural
        general = self._general(members, p, lowest, budget)
        witness = general.solve() if known is None or general.z_budget is not None else replace(
            known, feasible=known.feasible and known.cost <= budget)
        if not witness.feasible:
            return None
        if self.below is not None and general.below is None:
            # The bracket below could not be held with the number of pairs: ask the weaker question too.
            weaker = replace(general, below=self.below, placing_only=True)
            if not weaker.solve().feasible:
                return None
        fewest = self._exchanged(members, p, witness) if witness.cost == budget else 0
        for exchange in chain([NO_EXCHANGE], exchanges(s1, s2)):
            if len(exchange[0]) < fewest:
                continue
            found = self._transposition(members, p, lowest, budget, exchange)
            if found is not None:
                return found
        return None

    def _natural(self, members: tuple[int, ...], p: int, lowest: bool, budget: int) -> Choice | None:
        """C.6: the first candidate (no exchange, S2 in order), when it complies within ``budget``."""
        pairs = tuple(zip(members[:p], members[p:]))
        if self._complies(pairs, budget, members, members[2 * p:]) and all(self._leave_ok(t, lowest) for t in members[2 * p:]) \
                and self._accept(members[2 * p:]):
            return Choice(level=self.level, h_pairs=(), h_prefix=(), pairs=pairs, exchange=NO_EXCHANGE,
                          prefix=tuple(range(1, p + 1)), leftovers=members[2 * p:])
        return None

    def _general(self, members: tuple[int, ...], p: int, lowest: bool, budget: int) -> Problem:
        """Any pairing of the group with p pairs (some exchange reaches each): two S1 players paired
        together, or an S1 player left over, count as one player exchanged. Its pairs are built once per
        walk (``_cheapest`` asks again with other budgets)."""
        key = (members, p, lowest)
        if key in self.known.groups:
            pairs, leave = self.known.groups[key]
        else:
            pairs, leave = self.known.groups[key] = self._group_pairs(members, p, lowest)
        left = len(members) - 2 * p
        return Problem(members=members, pairs=pairs, leave=leave, left=left, budget=budget, rules=self.rules,
                       below=self._below_for(left, p == len(members) // 2), z_budget=self._z_budget(members),
                       level=self.level)

    def _group_pairs(self, members: tuple[int, ...], p: int,
                     lowest: bool) -> tuple[dict[tuple[int, int], Edge], dict[int, int]]:
        """``_general``'s pairs (and their costs) and possible leftovers (and players exchanged)."""
        first = set(members[:p])
        counted = self.rules.counted(members)
        pairs: dict[tuple[int, int], Edge] = {}
        for i, a in enumerate(members):
            others = members[i + 1:]
            exchanged = [int(b in first) for b in others] if a in first else None
            self._row(pairs, a, others, counted, exchanged=exchanged)
        return pairs, {t: int(t in first) for t in members if self._leave_ok(t, lowest)}

    @staticmethod
    def _exchanged(members: tuple[int, ...], p: int, witness: Witness) -> int:
        """Players a placement moves out of S1: one per pair of two S1 players, and every S1 leftover."""
        first = set(members[:p])
        together = sum(1 for u, v in witness.mate.items() if u < v and u in first and v in first)
        return together + sum(1 for t in first if t not in witness.mate)

    def _transposition(self, members: tuple[int, ...], p: int, lowest: bool, budget: int,
                       exchange: Exchange) -> Choice | None:
        """D.1 after one exchange: S1's players take, one after the other, the first opponent in S2 that
        still leaves a compliant completion."""
        s1n, s2n = apply(tuple(range(1, p + 1)), tuple(range(p + 1, len(members) + 1)), exchange)
        s1 = tuple(members[i - 1] for i in s1n)
        s2 = tuple(members[i - 1] for i in s2n)
        position = {t: i for i, t in enumerate(s2, start=1)}
        base = len(s2) + 1
        left = len(s2) - len(s1)
        below = self._below_for(left, True)

        def problem(fixed: list[Pair]) -> Problem:
            done = dict(fixed)
            taken = set(done.values())
            pairs = self._s1_edges(s1, s2, done, taken)
            leave = {t: 0 for t in s2 if t not in taken and self._leave_ok(t, lowest)}
            return Problem(members=s1 + s2, pairs=pairs, leave=leave, left=left, budget=budget, rules=self.rules,
                           below=below, lex_span=base ** len(s1), z_budget=self._z_budget(members), level=self.level,
                           d1=(s1, s2))

        def leaf(fixed: list[Pair]) -> Choice | None:
            used = {b for _, b in fixed}
            leftovers = self.rules.ordered(t for t in s2 if t not in used)
            if not all(self._leave_ok(t, lowest) for t in leftovers) or not self._accept(leftovers):
                return None
            if not self._z_ok(fixed, members) or self._cost(fixed, leftovers, members) > budget:
                return None  # 2012 Z: the matching holds X only, Z is tested on each choice reached
            return Choice(level=self.level, h_pairs=(), h_prefix=(), pairs=tuple(fixed), exchange=exchange,
                          prefix=tuple(position[b] for _, b in fixed), leftovers=leftovers)

        return self._walk(s1, s2, budget, problem, leaf)

    def _walk(self, s1: tuple[int, ...], s2: tuple[int, ...], budget: int,
              problem: Callable[[list[Pair]], Problem], leaf: Callable[[list[Pair]], Choice | None]) -> Choice | None:
        """D.1's order with the matching as guide: S1's next player tries S2's players in order; one the
        matching proves hopeless is skipped; where the matching's own answer leaves exactly x preferences
        ungranted, every earlier opponent is hopeless and its answer is followed directly."""
        position = {t: i for i, t in enumerate(s2)}

        def walk(fixed: list[Pair], witness: Witness) -> Choice | None:
            if len(fixed) == len(s1):
                return leaf(fixed)
            a = s1[len(fixed)]
            used = {b for _, b in fixed}
            partner = witness.mate.get(a)
            tight = witness.cost == budget
            for b in s2:
                if b in used:
                    continue
                if b == partner:
                    trial = witness
                elif tight and partner is not None and position[b] < position[partner]:
                    continue
                else:
                    trial = problem(fixed + [(a, b)]).solve()
                    if not trial.feasible:
                        continue
                found = walk(fixed + [(a, b)], trial)
                if found is not None:
                    return found
            return None

        first = list(zip(s1, s2))
        if self._complies(tuple(first), budget, s1 + s2):
            # C.6: S1 against S2 in order complies; if the rest agrees, nothing to walk.
            found = leaf(first)
            if found is not None:
                return found
        root = problem([]).solve()
        return walk([], root) if root.feasible else None

    # the heterogeneous bracket -------------------------------------------------------------------
    def heterogeneous(self, group: Group) -> Choice | None:
        """C.6/C.7 on S1 against S2 in D.1 order; each compliant set of S1 pairs is tried on the
        remainder's own walk (C.9: the next opponent for the lowest player moved down when it fails)."""
        s1, s2 = group.s1, group.s2
        budget = self._budget(group.members)
        base = len(s2) + 1
        position = {t: i for i, t in enumerate(s2, start=1)}
        left = len(group.members) - 2 * group.pairs_wanted
        maximal = group.p == (len(group.members) - 2 * len(s1)) // 2
        below = self._below_for(left, maximal)

        among: list[dict[tuple[int, int], Edge]] = []
        """S2's pairs among themselves, made at the first question (every question keeps those of its free
        players, in the same order)."""

        def problem(fixed: list[Pair]) -> Problem:
            done = dict(fixed)
            taken = set(done.values())
            pairs = self._s1_edges(s1, s2, done, taken)
            free = [t for t in s2 if t not in taken]
            if not among:
                wide = self.rules.bracket_wide
                counted = self.rules.counted(group.members)
                # 2012: the remainder's pairs share the bracket's X and Z (C.6); 2009: its own x.
                made: dict[tuple[int, int], Edge] = {}
                for i, a in enumerate(s2):
                    self._row(made, a, s2[i + 1:], counted)
                among.append(made if wide else {key: Edge() for key in made})
            pairs.update((key, e) for key, e in among[0].items() if key[0] not in taken and key[1] not in taken)
            leave = {t: 0 for t in free if self._leave_ok(t, group.lowest)}
            return Problem(members=group.members, pairs=pairs, leave=leave, left=left, budget=budget,
                           rules=self.rules, below=below, lex_span=base ** len(s1), d1=(s1, s2),
                           z_budget=self._z_budget(group.members), level=self.level)

        def leaf(fixed: list[Pair]) -> Choice | None:
            if not self._z_ok(fixed, group.members):
                return None  # 2012 Z: the matching holds X only, Z is tested on each choice reached
            used = {b for _, b in fixed}
            rest = self.rules.ordered(t for t in s2 if t not in used)
            inner = self.remainder(group, tuple(fixed), budget).homogeneous(rest, group.p, group.lowest)
            if inner is None:
                return None
            return Choice(level=self.level, h_pairs=tuple(fixed), h_prefix=tuple(position[b] for _, b in fixed),
                          pairs=inner.pairs, exchange=inner.exchange, prefix=inner.prefix, leftovers=inner.leftovers)

        if not self.rules.minimum_drops:
            return self._walk(s1, s2, budget, problem, leaf)
        least = self._least(problem([]))
        if least is None:
            return None
        loose = budget

        def within(limit: int) -> Choice | None:
            nonlocal budget
            budget = limit  # the problems and the remainders read it
            return self._walk(s1, s2, limit, problem, leaf)

        found = self._cheapest(least, loose, group.members, within)
        budget = loose
        return found

    def remainder(self, group: Group, h_pairs: tuple[Pair, ...], budget: int) -> Walk:
        """The walk of a heterogeneous bracket's remainder: this one (2009, its own x), or (2012) one
        sharing the bracket's budget (X, the dropped float criteria's breaches) and Z with S1's pairs."""
        if not self.rules.bracket_wide:
            return self
        used = (self._cost(h_pairs, (), group.members), sum(1 for a, b in h_pairs if self.rules.hard(a, b)))
        return Walk(rules=self.rules, level=self.level, below=self.below, memo=self.memo, scope=group.members,
                    spent=used, total=budget, joined=self.joined, known=self.known)


def closest(rules: Rules, group: Group, level: Level) -> int | None:
    """2012 A.11 "the closeness of the scores of the players playing each other" before C.10's steps
    (``Edition.closeness == "merged-first"``): the least sum of closeness weights (``Rules.close_weight``)
    of any pairing of the group with its pairs at ``level`` (the ladder's last, where every legal pairing
    complies); one matching, nothing enumerated. None: the group cannot be paired there."""
    members, first = group.members, set(group.s1)
    pairs: dict[tuple[int, int], Edge] = {}
    for i, a in enumerate(members):
        for b in members[i + 1:]:
            if not (a in first and b in first) and rules.pair_ok(a, b, level) \
                    and rules.joined_ok(a, b, level, group.joined):
                pairs[(a, b)] = Edge(cost=rules.close_weight(a, b))
    leave = {t: 0 for t in members if t not in first and rules.leftover_ok(t, level, group.lowest)}
    problem = Problem(members=members, pairs=pairs, leave=leave, left=len(members) - 2 * group.pairs_wanted,
                      budget=sum(e.cost for e in pairs.values()), rules=rules)
    witness = problem.solve()
    return witness.cost if witness.feasible else None


def closest_down(rules: Rules, group: Group, level: Level) -> int | None:
    """2012 A.11 / B.3 for the players a bracket moves down, before C.10's steps (``Edition.down_first``):
    the least sum of their weights to the next bracket's score (``Rules.down_weight``; ``level`` the
    ladder's last, with ``next_half`` and any ``down_cap`` set) of any pairing of the group with its pairs.
    One matching whose costs are the leftovers' (``Rules.leftover_cost``): the weights ride above the rest,
    read back by ``close_unit``. None: the group cannot be paired there."""
    members, first = group.members, set(group.s1)
    pairs = {(a, b): Edge() for i, a in enumerate(members) for b in members[i + 1:]
             if not (a in first and b in first) and rules.pair_ok(a, b, level)
             and rules.joined_ok(a, b, level, group.joined)}
    leave = {t: 0 for t in members if t not in first and rules.leftover_ok(t, level, group.lowest)}
    problem = Problem(members=members, pairs=pairs, leave=leave, left=len(members) - 2 * group.pairs_wanted,
                      budget=rules.close_unit * (len(members) + 1) * rules.close_span, rules=rules, level=level)
    witness = problem.solve()
    return witness.cost // rules.close_unit if witness.feasible else None


def first_choice(rules: Rules, group: Group, level: Level, below: Below | None = None) -> Choice | None:
    """The first choice of ``group`` in the text's order that complies with ``level`` (None: none does),
    and, when ``below`` is given, leaves the bracket below able to pair as C.12 or C.13 asks."""
    walk = Walk(rules=rules, level=level, below=below, joined=group.joined)
    if group.heterogeneous:
        return walk.heterogeneous(group)
    return walk.homogeneous(group.members, group.p, group.lowest)

"""A Burstein bracket and its quality criteria C5-C8 (2.3) with the pairing order (4.3), as matching weights and as values.

A bracket (1.2.2) is the players left unpaired by the bracket above (incoming floaters) and a
scoregroup (residents), in BSN order (4.1). Its pairing is valued, most important first, on:

- C5: the number of pairs (its outgoing floaters are the rest);
- C6: the outgoing floaters' scores in descending order (smaller is better): with C5 fixed, the same as
  pairing as many players of the highest score as possible, then of the next score, and so on;
- C7: the following bracket (the outgoing floaters and the next scoregroup) paired at its best on C5
  and C6, the players below still completable (C4);
- C8: players who do not get their colour preference (1.5, 5.2);
- 4.3: the pairing order (BSN #1's opponent the largest BSN first, 0 last, then BSN #2's, ...).

Each is a digit of a mixed-radix integer weight (``build_layout``, shared with the Dutch engine), so
one exact maximum-weight matching finds the first pairing in the 4.3 order among the best ones. The
pairer leaves the 4.3 digits out (``order=False``) and decides 4.3 by tiers on the optimum's support
(``tiers``): the same pairing with narrow weights; the explanations keep the packed digits. A pair's
weight is written once, in :class:`PairWeights`, for the pairer, the explanations and ``best_below``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from bisect import bisect_left
from dataclasses import dataclass
from itertools import repeat
from decimal import Decimal

from checker.models import Frozen
from checker.systems.burstein.colours import unmet_preferences
from checker.systems.burstein.order import opponents
from checker.systems.burstein.rules import RoundData
from checker.systems.burstein.state import BursteinPlayer
from checker.systems.dutch.weights import build_layout

Pairs = tuple[tuple[int, int], ...]
"""Pairs of vertices, each (higher ranked by 1.8, lower ranked), sorted."""


class Bracket(Frozen):
    """One Burstein bracket (1.2.2): its players in BSN order, the next scoregroup, who is still unpaired."""

    score: Decimal
    """The residents' pairing score: the bracket's name (``3.5``)."""
    incoming: tuple[int, ...]
    """Incoming floaters (vertices), unpaired by the bracket above."""
    residents: tuple[int, ...]
    members: tuple[int, ...]
    """Incoming floaters and residents in BSN order (4.1: the ranking order of 1.8)."""
    next_group: tuple[int, ...]
    """The next scoregroup (residents of the following bracket, C7), empty for the last bracket."""
    free: frozenset[int]
    """Every vertex not paired by the brackets above (the PAB assignee excluded)."""

    def bsn(self, v: int) -> int:
        """The BSN of a member (1-based, 4.1)."""
        return self.members.index(v) + 1

    def bsn_pairs(self, pairs: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
        """Pairs of members as BSN pairs (smaller first), floaters facing 0 (4.2)."""
        out = [tuple(sorted((self.bsn(a), self.bsn(b)))) for a, b in pairs]
        paired = {v for p in pairs for v in p}
        out += [(self.bsn(v), 0) for v in self.members if v not in paired]
        return tuple(sorted((a, b) for a, b in out))


class BracketValues(Frozen):
    """One pairing of a bracket valued on C5-C8 and placed in the 4.3 order."""

    pairs: int
    """C5: pairs made in the bracket."""
    floater_scores: tuple[Decimal, ...]
    """C6: the outgoing floaters' scores, descending."""
    next_pairs: int
    """C7: pairs the following bracket makes at best (C5 there)."""
    next_floater_scores: tuple[Decimal, ...]
    """C7: its outgoing floaters' scores at best (C6 there), descending."""
    unmet: int
    """C8: players of the bracket's pairs who do not get their colour preference."""
    order: tuple[int, ...]
    """4.3: the opponent's BSN of BSN #1, #2, ... (0 for a floater)."""


def digits(data: RoundData, bracket: Bracket, full: bool, order: bool = True) -> list[tuple[object, int]]:
    """The bracket's digits (name, largest sum over a matching), most significant first.

    ``full``: the solve spans every unpaired player and must pair them all (C4), a leading ``card`` digit.
    ``order``: the 4.3 digits at the bottom; without them the pairer decides 4.3 as tiers (``tiers``).
    """
    members, nxt = bracket.members, bracket.next_group
    scores = data.scores
    m = len(members)
    out: list[tuple[object, int]] = []
    if full:
        out.append(("card", len(bracket.free) // 2))
    out.append(("c5", m // 2))
    for s in sorted({scores[v] for v in members}, reverse=True):
        out.append((("c6", s), sum(1 for v in members if scores[v] == s)))
    side = (*members, *nxt)
    out.append(("c7", len(side) // 2))
    for s in sorted({scores[v] for v in side}, reverse=True):
        out.append((("c7s", s), sum(1 for v in side if scores[v] == s)))
    out.append(("c8", m // 2))
    if order:
        out += [(("o", k), m) for k in range(1, m + 1)]
    return out


def multipliers(data: RoundData, bracket: Bracket, full: bool, order: bool = True) -> Mapping[object, int]:
    """Place values of :func:`digits`."""
    return build_layout(digits(data, bracket, full, order)).multipliers


@dataclass(frozen=True)
class PairWeights:
    """One bracket's digits (:func:`digits`) as pair weights, each player's part looked up once per bracket.

    The one place a pair's C5, C6, C8, 4.3 and C7 values are written: the pairer, the explanations
    and the completion below (``best_below``) all weigh pairs here. Which pairs get which part is the
    caller's (the bracket's own pairs, the following bracket's pairs, the rest).
    """

    card: int
    """C4: the completion digit, added to every pair (0 when the solve need not pair everyone)."""
    own_base: int
    """``card`` plus C5: one more pair in the bracket."""
    next_base: int
    """``card`` plus C7's pair digit: one more pair in the following bracket."""
    c8: int
    """C8: a pair whose players both get their colour preference."""
    c6: Mapping[int, int]
    """C6: a member's score digit (paired, so not an outgoing floater of that score)."""
    c7s: Mapping[int, int]
    """C7: the score digit of a member or next-scoregroup player paired in the following bracket."""
    order: Mapping[int, int]
    """4.3: BSN k's place value (empty when the pairer leaves 4.3 to tiers)."""
    bsn: Mapping[int, int]
    """A member's BSN (4.1)."""
    players: Sequence[BursteinPlayer]
    """The round's players by vertex (for C8's colour preferences)."""

    def own(self, a: int, b: int) -> int:
        """C4, C5, C6, C8 and (with ``order``) 4.3 of a pair of bracket members (compatible)."""
        w = self.own_base + self.c6[a] + self.c6[b] + self.c8 * (1 - unmet_preferences(self.players[a],
                                                                                        self.players[b]))
        if not self.order:
            return w
        high, low = (self.bsn[a], self.bsn[b]) if self.bsn[a] < self.bsn[b] else (self.bsn[b], self.bsn[a])
        return w + self.order[high] * low

    def next(self, a: int, b: int) -> int:
        """C4 and C7 of a pair of the following bracket: one more pair there, its players' scores paired."""
        return self.next_base + self.c7s[a] + self.c7s[b]

    def edges(self, vertices: frozenset[int], adjacency: Sequence[frozenset[int]], members: frozenset[int],
              side: frozenset[int], others: bool) -> dict[tuple[int, int], int]:
        """Every compatible pair (a, b), a < b, of ``vertices``: :meth:`own` for two ``members``, else
        :meth:`next` for two of ``side``, else (``others``) ``card``; in the order of a loop over
        ``vertices`` and each one's neighbours among them (the matcher's ties follow the input order).
        The same values as :meth:`own` and :meth:`next`, each row's parts looked up once instead of a
        call per pair (issue 34: 100,000 pairs a solve at 1,600 players); with ``order``, by :meth:`own`."""
        out: dict[tuple[int, int], int] = {}
        c6, c7s, c8, card = self.c6, self.c7s, self.c8, self.card
        # C8 (colours.unmet_preferences): a pair misses one preference when both want the same colour.
        wants = {v: self.players[v].preference for v in members}
        for a in vertices:
            row = adjacency[a] & vertices
            if a in members:
                mine = self.own_base + c8 + c6[a]
                near = self.next_base + c7s[a]
                want = wants[a]
                for b in row:
                    if b <= a:
                        continue
                    if b in members:
                        if self.order:
                            out[(a, b)] = self.own(a, b)
                        elif want is not None and want == wants[b]:
                            out[(a, b)] = mine + c6[b] - c8
                        else:
                            out[(a, b)] = mine + c6[b]
                    elif b in side:
                        out[(a, b)] = near + c7s[b]
                    elif others:
                        out[(a, b)] = card
            elif a in side:
                near = self.next_base + c7s[a]
                for b in row:
                    if b <= a:
                        continue
                    if b in side:
                        out[(a, b)] = near + c7s[b]
                    elif others:
                        out[(a, b)] = card
            elif others:
                for b in row:
                    if b > a:
                        out[(a, b)] = card
        return out

    def edge_lists(self, vertices: frozenset[int], adjacency: Sequence[frozenset[int]], members: frozenset[int],
                   side: frozenset[int], others: bool) -> tuple[list[tuple[int, int]], list[int]]:
        """:meth:`edges`' pairs and values as two parallel lists, ordered by first then second player
        (another order than :meth:`edges`', so another tie path of the matcher: the pairing reads only
        what C4-C8 and 4.3 decide). The first solve's input without a dict of 100,000 pairs built and
        read back, nor a Python step per pair (issue 34): a row is the players above its own, less the
        few it may not meet (C1, C3: a set difference), sliced around them; a pair's value depends on
        its first player only through a *class* (C8's colour wish and the C6, C7 score digits: a few
        per bracket), so each class's values by second player are tabled once (:meth:`_table`) and a
        row's values are one C-level pass over its table. With ``order``: :meth:`edges`' items."""
        if self.order:
            weights = self.edges(vertices, adjacency, members, side, others)
            return list(weights), list(weights.values())
        pool = vertices if others else vertices & side
        wants = {v: self.players[v].preference for v in members}
        tables: dict[tuple[bool, object, int, int], list[int]] = {}
        size = max(pool, default=-1) + 1
        ordered = sorted(pool)
        pairs: list[tuple[int, int]] = []
        values: list[int] = []
        for i, a in enumerate(ordered):
            if a in members:
                key = (True, wants[a], self.c6[a], self.c7s[a])
            elif a in side:
                key = (False, None, 0, self.c7s[a])
            else:
                key = (False, None, 0, -1)
            table = tables.get(key)
            if table is None:
                table = tables[key] = self._table(key, pool, members, side, wants, size)
            # the players after a, but those it may not meet: slices between them
            barred = sorted(b for b in pool - adjacency[a] if b > a)
            row = ordered[i + 1:]
            for b in reversed(barred):
                del row[bisect_left(row, b)]
            pairs += zip(repeat(a), row)
            values += map(table.__getitem__, row)
        return pairs, values

    def _table(self, key: tuple[bool, object, int, int], vertices: frozenset[int], members: frozenset[int],
               side: frozenset[int], wants: Mapping[int, object], size: int) -> list[int]:
        """A class's pair values by second player, for :meth:`edge_lists`: ``key`` is (a member?, its
        colour wish, its C6 digit, its C7 score digit, -1 outside the following bracket); the values
        are :meth:`edges`' (two members: C5, both C6 digits, C8 unless both wish the same colour; two
        of the following bracket: C7's pair and both score digits; any other pair: ``card``)."""
        member, want, mine, near = key
        table = [self.card] * size
        for b in vertices:
            if member and b in members:
                same = want is not None and want == wants[b]
                table[b] = self.own_base + mine + self.c6[b] + (0 if same else self.c8)
            elif near >= 0 and b in side:
                table[b] = self.next_base + near + self.c7s[b]
        return table

    def start(self, vertices: frozenset[int], adjacency: Sequence[frozenset[int]], members: Sequence[int],
              side: frozenset[int], others: bool) -> tuple[dict[int, int], dict[int, int]] | None:
        """A warm start for the solve of :meth:`edges` (same arguments; ``members`` in BSN order): doubled
        vertex duals and pairs tight under them (``lexicographic_matching``'s ``start``), or None (cold).

        Duals (doubled): a member ``own_base + c8 + 2 c6``, a player of ``side`` ``next_base + 2 c7s``,
        anyone else ``card``. Feasible: two members' sum exceeds twice their weight by ``c8`` when both
        want the same colour (C8's unmet pair) and equals it otherwise; two of the following bracket's
        players, or two others, sum to exactly twice their weight; a member and a next-scoregroup
        player exceed ``2 (next_base + c7s + c7s)`` since ``own_base - next_base`` (C5's place value
        less C7's) is at least C7's place value, which is at least twice any C7 score digit (the digit
        layout of :func:`digits`; checked here, cold otherwise); ``card`` sits in every base. The pairs,
        all tight: members in the 4.3 order meeting both colour wishes (``_order_pairs``: a start near
        the 4.3-first pairing, so the 4.3 pieces after it have less to change and ``tiers`` finds
        more rows already at their digit), the following bracket's players among themselves, the
        others among themselves. An optimum is reached from any feasible start
        (``weighted.solve_shaped``), in far fewer stages than from scratch (issue 34: the
        1,600-player brackets' first solves, 600 vertices nearly complete).
        """
        c6, c7s, c8, card = self.c6, self.c7s, self.c8, self.card
        if self.order or any(self.next_base + 2 * c7s[a] > self.own_base + c8 + 2 * c6[a] for a in members):
            return None
        dual = {a: self.own_base + c8 + 2 * c6[a] for a in members}
        near = [b for b in side - dual.keys() if b in vertices]
        dual.update((b, self.next_base + 2 * c7s[b]) for b in near)
        rest = sorted(vertices - dual.keys()) if others else []
        dual.update((v, card) for v in rest)
        partner = _order_pairs(members, adjacency, [self.players[a].preference for a in members])
        _greedy_pairs(sorted(near), adjacency, partner)
        _greedy_pairs(rest, adjacency, partner)
        return partner, dual


def pair_weights(data: RoundData, bracket: Bracket, full: bool, order: bool = True) -> PairWeights:
    """The bracket's :class:`PairWeights` (``full``, ``order``: see :func:`digits`)."""
    mult = multipliers(data, bracket, full, order)
    card = mult["card"] if full else 0
    scores = data.scores
    m = len(bracket.members)
    return PairWeights(
        card=card, own_base=card + mult["c5"], next_base=card + mult["c7"], c8=mult["c8"],
        c6={v: mult[("c6", scores[v])] for v in bracket.members},
        c7s={v: mult[("c7s", scores[v])] for v in (*bracket.members, *bracket.next_group)},
        order={k: mult[("o", k)] for k in range(1, m + 1)} if order else {},
        bsn={v: i + 1 for i, v in enumerate(bracket.members)},
        players=data.players,
    )


def in_next_bracket(bracket: Bracket, a: int, b: int) -> bool:
    """A pair of the following bracket: a member and a next-scoregroup player, or two of the latter."""
    nxt = bracket.next_group
    return (a in nxt and (b in nxt or b in bracket.members)) or (b in nxt and a in bracket.members)


def scores_desc(data: RoundData, vertices: Iterable[int]) -> tuple[Decimal, ...]:
    """Pairing scores of ``vertices``, descending."""
    return tuple(sorted((data.scores[v] for v in vertices), reverse=True))


def next_values(data: RoundData, bracket: Bracket, floaters: tuple[int, ...],
                completion: dict[int, int]) -> tuple[int, tuple[Decimal, ...]]:
    """C7 read off a completion of the players below: the following bracket's pairs and outgoing floaters' scores."""
    side = set(floaters) | set(bracket.next_group)
    paired = {v for v in side if completion.get(v, -1) in side}
    return len(paired) // 2, scores_desc(data, side - paired)


def values(data: RoundData, bracket: Bracket, pairs: Pairs, completion: dict[int, int]) -> BracketValues:
    """C5-C8 and the 4.3 position of a bracket pairing, C7 from ``completion`` (the best one below it)."""
    paired = {v for p in pairs for v in p}
    floaters = tuple(v for v in bracket.members if v not in paired)
    next_pairs, next_scores = next_values(data, bracket, floaters, completion)
    return BracketValues(
        pairs=len(pairs),
        floater_scores=scores_desc(data, floaters),
        next_pairs=next_pairs,
        next_floater_scores=next_scores,
        unmet=sum(unmet_preferences(data.players[a], data.players[b]) for a, b in pairs),
        order=opponents(len(bracket.members), bracket.bsn_pairs(pairs)),
    )


def _greedy_pairs(order: Sequence[int], adjacency: Sequence[frozenset[int]], partner: dict[int, int]) -> None:
    """Pair the vertices of ``order`` greedily, in that order, into ``partner``: each one still free with
    its smallest free compatible neighbour among them."""
    free = set(order)
    for a in order:
        if a not in free:
            continue
        choice = adjacency[a] & free
        if choice:
            b = min(choice)
            partner[a], partner[b] = b, a
            free.discard(a)
            free.discard(b)


def _order_pairs(members: Sequence[int], adjacency: Sequence[frozenset[int]],
                 wants: Sequence[object]) -> dict[int, int]:
    """Members (in BSN order, ``wants`` their colour wishes) paired greedily in the 4.3 order: each free
    member, from BSN #1 down, with the lowest ranked free compatible member below it that meets both
    wishes (different, or one without a wish: a pair tight under ``PairWeights.start``'s duals). A
    start near the 4.3-first pairing, so the solves after it change few of its pairs."""
    classes: dict[object, list[int]] = {}
    for k in range(len(members) - 1, -1, -1):
        classes.setdefault(wants[k], []).append(k)
    heads = dict.fromkeys(classes, 0)
    free = [True] * len(members)
    partner: dict[int, int] = {}
    for k, a in enumerate(members):
        if not free[k]:
            continue
        free[k] = False
        near = adjacency[a]
        best = -1
        for want, ranks in classes.items():
            if want is not None and want == wants[k]:
                continue
            head = heads[want]
            while head < len(ranks) and not free[ranks[head]]:
                head += 1
            heads[want] = head
            for j in ranks[head:]:
                if j <= max(k, best):
                    break
                if free[j] and members[j] in near:
                    best = j
                    break
        if best >= 0:
            free[best] = False
            partner[a], partner[members[best]] = members[best], a
    return partner

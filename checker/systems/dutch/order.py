"""Dutch generation order (4.2-4.4) as low digits of the edge weights.

Among candidates equally good on C5-C21, Dutch 3.8.1 takes the one generated first. The sequence
of candidates is lexicographic in a few decisions, so each decision becomes weight digits below
the criteria, most significant first, and a maximum-weight matching returns the first best
candidate: no permutation is ever enumerated.

Each order is written twice over the same per-edge terms: ``digits``/``value`` pack it whole into
one weight (the check measures a candidate's position with them), while the pairer takes the
short ``lead`` digits into the weight (4.3.2 rule 1, 4.4.2's set) and the others (4.3.2 rules
2-4, 4.2.2, 4.4.2's opponents) as tiers of ``lexicographic_matching``, numbered over the edges the
optimum so far leaves open: a few bits per player instead of log2(n), on the optimum's support.

- MDP-Pairing (3.7.2-3.7.3): the set of paired MDPs (4.4.2: smallest differing BSN), then the
  transposition of S2 (4.2.2: lexicographic on the BSNs facing S1).
- Homogeneous bracket or remainder (3.6.1): the exchange (4.3.2, rules 1-4), then the
  transposition of S2' (4.2.2).
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping, Sequence
from functools import cached_property

from checker.matching import Edge, Tier, TierValues, row_digits
from checker.models import Frozen
from checker.systems.dutch.digits import Digit, DigitKey


ROW_BITS = 128
"""About how many bits of rows one solve of a transposition tier takes (``_rows``): a few limbs of
the compiled core, so that the later rows are solved on a smaller graph, without the settled ones."""


def _rows(entries: Iterable[tuple[int, int, Edge]], vertex: Sequence[int], again: Tier) -> TierValues | None:
    """Lexicographic rows in a mixed radix, from (row, column, edge) entries: row r (in ascending
    order, first the most significant) values its columns (ascending: the first is best) from
    their number down to 1. Every row must be paired to one of its columns in every optimum so far
    (``vertex[r]`` is its player), so a row's digit settles its partner. Rows with one column need
    no digit; the first rows up to about ``ROW_BITS`` bits form this tier and settle, the rest are
    left to ``again`` (the same tier, called on the next support, where the settled rows are gone).
    None when no row has a choice (every matching of the optima gives the same rows).
    """
    edge: dict[int, dict[int, Edge]] = {}
    for row, column, e in entries:
        edge.setdefault(row, {})[column] = e
    open_rows = [row for row in sorted(edge) if len(edge[row]) > 1]
    if not open_rows:
        return None
    chunk, values, place = row_digits(open_rows, edge, bits=ROW_BITS)
    settled = {vertex[row] for row in chunk} | {vertex[row] for row, columns in edge.items() if len(columns) == 1}
    rest = again if len(chunk) < len(open_rows) else None
    return TierValues(values=values, bound=place, settles=frozenset(settled), then=rest)


class MdpPairingOrder(Frozen):
    """Order of the MDP-Pairings of a heterogeneous bracket (4.4.2, then 4.2.2).

    ``mdps`` and ``residents`` are vertices in BSN order (4.1.1). The ``SET`` digit gives a
    paired MDP 2^(its rank from the bottom), so the set holding the smallest differing BSN is the
    larger number; digit ``(OPP, i)`` gives MDP i's opponent a value that is larger the earlier it
    stands in S2, so the first transposition of S2 wins, decided from the top MDP down.
    """

    mdps: tuple[int, ...]
    residents: tuple[int, ...]

    @cached_property
    def _bsn(self) -> tuple[dict[int, int], dict[int, int]]:
        return {v: i for i, v in enumerate(self.mdps)}, {v: i for i, v in enumerate(self.residents)}

    def digits(self) -> list[tuple[DigitKey, int]]:
        """(name, largest sum over a matching), most significant first."""
        m, r = len(self.mdps), len(self.residents)
        return [(Digit.SET, 2**m - 1)] + [((Digit.OPP, i), r) for i in range(m)]

    def value(self, mult: Mapping[DigitKey, int], h: int, l: int) -> int:
        """The order part of the weight of edge (h, l), h ranked above l."""
        im, ir = self._bsn
        i, j = im.get(h), ir.get(l)
        if i is None or j is None:
            return 0
        m, r = len(self.mdps), len(self.residents)
        return mult[Digit.SET] * (1 << (m - 1 - i)) + mult[(Digit.OPP, i)] * (r - j)

    def lead_digits(self) -> list[tuple[DigitKey, int]]:
        """The digits the pairer packs into the weight: the 4.4.2 set."""
        return [(Digit.SET, 2 ** len(self.mdps) - 1)]

    def lead_row(self, mult: Mapping[DigitKey, int], h: int) -> tuple[int, Container[int]]:
        """The ``lead_digits`` part of ``value`` for h's edges: the value, and the l that get it."""
        im, ir = self._bsn
        i = im.get(h)
        if i is None:
            return 0, ()
        return mult[Digit.SET] * 2 ** (len(self.mdps) - 1 - i), ir

    def tiers(self) -> list[Tier]:
        """After the set: each MDP's opponent, first in S2 best, the top MDP first (4.2.2)."""
        return [self._opponents]

    def _opponents(self, support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        """4.2.2 on S2: each paired MDP's opponent, the earliest resident the optima allow, top MDP first.
        The set digit fixes which MDPs are paired to residents in every optimum: only they are rows."""
        im, ir = self._bsn
        paired = {h for h in im if mate.get(h) in ir}
        return _rows(((im[h], ir[l], (h, l)) for h, l in support if h in paired and l in ir), self.mdps,
                     self._opponents)


class RemainderOrder(Frozen):
    """Order of the candidates of a homogeneous bracket or remainder (4.3.2, then 4.2.2).

    ``players`` in BSN order; S1 is the first ``pairs`` of them (3.2.2, MaxPairs). A pairing's S1'
    is the set of the higher ranked players of its pairs (the exchange that yields the pairing
    with the fewest and smallest swaps). Digits, most significant first:
    ``X1`` pairs whose upper player is in S1 (rule 1: fewest exchanged BSNs);
    ``X2`` minus the sum of the upper players' BSNs (rule 2: smallest sum difference);
    ``X3`` the S1 players moved out, as a binary number with bit BSN (rule 3: largest differing);
    ``X4`` the S2 players moved in, with the smaller BSNs in the higher bits (rule 4);
    ``(T, i)`` for the upper player of BSN i, how early its opponent stands in S2' (4.2.2).
    """

    players: tuple[int, ...]
    pairs: int

    @cached_property
    def _bsn(self) -> dict[int, int]:
        return {v: i for i, v in enumerate(self.players)}

    def digits(self) -> list[tuple[DigitKey, int]]:
        """(name, largest sum over a matching), most significant first."""
        n, p = len(self.players), self.pairs
        # Bounds valid for every matching of the players, not only those with ``pairs`` pairs:
        # at most p upper players in S1 (x1, x3), at most n // 2 pairs in all (x2).
        digits: list[tuple[DigitKey, int]] = [(Digit.X1, p), (Digit.X2, (n // 2) * n), (Digit.X3, p * 2**p), (Digit.X4, 2**n - 1)]
        return digits + [((Digit.T, i), n) for i in range(n)]

    def value(self, mult: Mapping[DigitKey, int], h: int, l: int) -> int:
        """The order part of the weight of edge (h, l), h ranked above l."""
        i, j = self._bsn.get(h), self._bsn.get(l)
        if i is None or j is None:
            return 0
        n, p = len(self.players), self.pairs
        v = mult[Digit.X2] * (n - i) + mult[(Digit.T, i)] * (n - j)
        if i < p:
            return v + mult[Digit.X1] + mult[Digit.X3] * ((1 << p) - (1 << i))
        return v + mult[Digit.X4] * (1 << (n - 1 - i))

    def lead_digits(self) -> list[tuple[DigitKey, int]]:
        """The digit the pairer packs into the weight: 4.3.2 rule 1 (few distinct weights: the
        blossom algorithm meets many tight edges at once)."""
        return [(Digit.X1, self.pairs)]

    def lead_row(self, mult: Mapping[DigitKey, int], h: int) -> tuple[int, Container[int]]:
        """The ``lead_digits`` part of ``value`` for h's edges: the value, and the l that get it."""
        i = self._bsn.get(h)
        if i is None or i >= self.pairs:
            return 0, ()
        return mult[Digit.X1], self._bsn

    def tiers(self) -> list[Tier]:
        """After rule 1: which players are exchanged (rules 2-4), then the transposition (4.2.2)."""
        return [self._exchange, self._transposition]

    def _upper_edges(self, support: Sequence[Edge]) -> list[tuple[int, int, Edge]]:
        """(BSN of the upper player, BSN of the lower, edge) for the support's remainder pairs: the
        pairer writes an edge as (higher ranked, lower ranked), and BSNs follow the ranking."""
        bsn = self._bsn
        return [(bsn[h], bsn[l], (h, l)) for h, l in support if h in bsn and l in bsn]

    def _uppers(self, mate: Mapping[int, int]) -> set[int]:
        """BSNs of the upper players of the remainder pairs of ``mate`` (its S1')."""
        bsn = self._bsn
        return {i for v, i in bsn.items() if i < bsn.get(mate.get(v, -1), -1)}

    def _exchange(self, support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        """Rules 2-4 over the players the support lets be an upper player: minus the sum of their
        BSNs (rule 2), then the S1 ones as bits (the higher BSN moved out first, rule 3), then the
        S2 ones (the lower BSN moved in first, rule 4)."""
        upper = self._uppers(mate)
        paired = len(upper)
        if paired == self.pairs and all(i < self.pairs for i in upper):
            # This optimum exchanges nobody: rule 1 (its lead digit) then gives every optimum all
            # of S1 as upper players, and C6 the same number of pairs: S1' = S1 in all of them.
            return None
        edges = self._upper_edges(support)
        uppers = {i for i, _, _ in edges}
        s1 = sorted(i for i in uppers if i < self.pairs)
        s2 = sorted(i for i in uppers if i >= self.pairs)
        if not s2 and paired == len(s1):
            # Rule 1 fixes how many upper players come from S1 for every optimum, and only these
            # can be: S1' is the same set in all of them.
            return None
        n, low, high = len(self.players), len(s1), len(s2)
        pos1, pos2 = {i: k for k, i in enumerate(s1)}, {i: k for k, i in enumerate(s2)}
        rule_3 = low * 2**low + 1  # bound of the rule 3 sum; rule 4's is 2**high
        values: dict[Edge, int] = {}
        for i, _, e in edges:
            if i < self.pairs:
                rules_3_4 = (2**low - 2 ** pos1[i]) << high
            else:
                rules_3_4 = (1 << (high - 1 - pos2[i]))
            values[e] = ((n - i) * rule_3 << high) + rules_3_4
        return TierValues(values=values, bound=((n // 2) * n + 1) * rule_3 << high)

    def _transposition(self, support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        """4.2.2: for each upper player in BSN order, the earliest opponent in S2' the optima allow.
        Rules 1-4 leave one S1' for every optimum (the optimum's upper players): only they are rows,
        and only the other players of the remainder are columns."""
        upper = self._uppers(mate)
        bsn, rows = self._bsn, {self.players[i] for i in upper}
        return _rows([(bsn[h], bsn[l], (h, l)) for h, l in support if h in rows and l in bsn and l not in rows],
                     self.players, self._transposition)


Order = MdpPairingOrder | RemainderOrder
"""Either generation order, as ``_solve`` takes it."""


PREDICT = True
"""Solve the remainder's 4.2.2 transposition by :class:`PredictedTransposition` (one check solve)
before the rows in pieces; False: the pieces alone (the tests compare the two)."""


def first_rows(rows: Sequence[int], columns: Mapping[int, Sequence[int]], start: Mapping[int, int]) -> dict[int, int]:
    """The lexicographically first assignment of ``rows`` to distinct columns (each row's in
    ``columns[row]``): the first row its smallest column that still lets every later row have one,
    and so on down (4.2.2's order read on a bipartite graph). ``start`` is an assignment of every
    row (one exists). Polynomial: per row, its columns in ascending order, each tried by one search
    for an alternating path (Kuhn's augmenting path) that frees it, among the rows not yet decided;
    a row no search from could free a column stays out of that row's later searches (nothing moved).
    """
    assign = dict(start)
    owner = {c: r for r, c in assign.items()}
    decided: set[int] = set()
    for r in rows:
        current = assign[r]
        stuck = {r} | decided
        for c in sorted(columns[r]):
            if c == current:
                break
            holder = owner.get(c)
            if holder is not None and (holder in stuck or not _shift(holder, r, columns, assign, owner, stuck)):
                continue
            # c is free now (its holder moved on along an alternating path, or it had none): r takes it.
            if owner.get(current) == r:
                del owner[current]
            assign[r], owner[c] = c, r
            break
        decided.add(r)
    return assign


def _shift(holder: int, r: int, columns: Mapping[int, Sequence[int]], assign: dict[int, int],
           owner: dict[int, int], stuck: set[int]) -> bool:
    """Move ``holder`` off its column along an alternating path of rows not in ``stuck`` (r and
    the decided rows are) that ends on a free column or on r's own (r leaves it): True and the moves
    made, or False, nothing moved, and every row the search reached added to ``stuck`` (no path leaves
    them while nothing moves; the holder's own column leads back to the holder)."""
    freed = assign[r]

    def end(row: int) -> int | None:
        """A column of ``row`` that ends the path: free, or the one r leaves."""
        return next((d for d in columns[row] if d == freed or d not in owner), None)

    def move(moves: list[tuple[int, int]]) -> bool:
        """Every row of the path to the column that led on from it."""
        for mover, column in moves:
            assign[mover] = column
        for mover, column in moves:
            owner[column] = mover
        return True

    last = end(holder)
    if last is not None:
        return move([(holder, last)])
    seen = {holder}
    path: list[tuple[int, int]] = []
    # Depth-first, each row scanned for a column that ends the path when reached (the graphs are
    # dense: one is usually a step away), then left by its first column to a row not reached yet.
    stack = [iter(columns[holder])]
    row = holder
    while stack:
        for d in stack[-1]:
            nxt = owner[d]
            if nxt not in seen and nxt not in stuck:
                seen.add(nxt)
                path.append((row, d))
                last = end(nxt)
                if last is not None:
                    return move(path + [(nxt, last)])
                stack.append(iter(columns[nxt]))
                row = nxt
                break
        else:
            stack.pop()
            if path:
                row = path.pop()[0]
    stuck |= seen
    return False


def exchanged(weights: Mapping[Edge, int], mate: Mapping[int, int], partners: Mapping[int, int]) -> dict[int, int] | None:
    """``mate`` with each row (a key of ``partners``) paired to its partner there, the players this
    takes a partner from paired to the columns the rows leave (the heaviest edge first), when that
    matching weighs as much as ``mate``, a maximum-weight matching of ``weights``: then it is one
    too (an optimum without a solve). None when an edge is missing or the weight is less."""

    def weight(a: int, b: int) -> int | None:
        found = weights.get((a, b))
        return weights.get((b, a)) if found is None else found

    result = dict(mate)
    change = 0
    left = []
    for r in partners:
        c = result.pop(r)
        del result[c]
        left.append(c)
        change -= weight(r, c) or 0
    displaced = []
    for r, c in partners.items():
        x = result.pop(c, None)
        if x is not None:
            del result[x]
            displaced.append(x)
            change -= weight(x, c) or 0
        w = weight(r, c)
        if w is None:
            return None
        result[r], result[c] = c, r
        change += w
    free = sorted(c for c in left if c not in result)
    for x in displaced:
        if x in result:  # a row's new partner already
            continue
        options = [(w, c) for c in free if c != x and c not in result and (w := weight(x, c)) is not None]
        if not options:
            return None
        w, c = max(options)
        result[x], result[c] = c, x
        change += w
    return result if change == 0 and all(result[u] == v for v, u in result.items()) else None


class PredictedOpponents:
    """4.2.2 on the paired MDPs' opponents (4.4.2's second part), first by prediction: the first
    assignment of the paired MDPs (rows) to residents (columns) on the support (:func:`first_rows`,
    an upper bound, row by row, on the first optimum), taken when the optimum solved already pairs
    so, or when moving its pairs there (:func:`exchanged`) keeps its weight; else the opponents'
    tier as :class:`MdpPairingOrder` has it. One per solve: ``swapped`` is the optimum taken then."""

    def __init__(self, order: MdpPairingOrder, weights: Mapping[Edge, int]) -> None:
        self._order, self._weights = order, weights
        self.swapped: dict[int, int] | None = None
        """The first optimum, when the prediction made it without a solve."""

    def tiers(self) -> list[Tier]:
        """The opponents, predicted first."""
        return [self._predict]

    def _predict(self, support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        order = self._order
        im, ir = order._bsn
        rows = {h for h in im if mate.get(h) in ir}
        columns: dict[int, list[int]] = {}
        for h, l in support:
            if h in rows and l in ir:
                columns.setdefault(im[h], []).append(ir[l])
        start = {im[h]: ir[mate[h]] for h in rows}
        best = first_rows(sorted(start), columns, start)
        if best == start:
            return None
        swapped = exchanged(self._weights, mate, {order.mdps[i]: order.residents[j] for i, j in best.items()})
        if swapped is not None:
            self.swapped = swapped
            return None
        return order._opponents(support, mate)


class PredictedTransposition:
    """4.2.2 on a remainder's optima, first by prediction (one solve, not a solve per few rows).

    Every optimum pairs the same upper players (rows) to other players of the remainder (columns)
    on the support's edges, so :func:`first_rows` on those edges is, row by row, at least as early
    as the first optimum in 4.2.2's order (an upper bound). A tier worth 1 on each predicted pair
    finds an optimum holding all of them when one exists: then it is that first optimum (no solve
    when :func:`exchanged` moves the optimum there: ``swapped``). When none
    does, ``fallback`` keeps the support, on which the pairer solves the rows in pieces as before
    (every optimum lies on it), and ``proven`` the predicted pairs of the rows before the first one
    the check's optimum pairs otherwise: an optimum holds them, so the first optimum does (row by
    row, an upper bound reached is the first optimum's choice), and the pieces need not decide them.
    One per solve: it records what the solve found.
    """

    def __init__(self, order: RemainderOrder, weights: Mapping[Edge, int]) -> None:
        self._order, self._weights = order, weights
        self.swapped: dict[int, int] | None = None
        """The first optimum, when the prediction made it without a check solve (:func:`exchanged`)."""
        self._predicted: dict[Edge, int] = {}
        self.fallback: list[Edge] | None = None
        """The support the prediction was made on, when no optimum holds it (else None)."""
        self.proven: list[Edge] = []
        """With ``fallback``: the predicted pairs of the first rows, held by the first optimum."""

    def tiers(self) -> list[Tier]:
        """Rules 2-4 of 4.3.2 as the order has them, then the predicted transposition."""
        return [self._order._exchange, self._predict]

    def _predict(self, support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        order = self._order
        bsn, players = order._bsn, order.players
        rows = {players[i] for i in order._uppers(mate)}
        columns: dict[int, list[int]] = {}
        edge: dict[tuple[int, int], Edge] = {}
        for h, l in support:
            if h in rows and l in bsn and l not in rows:
                columns.setdefault(bsn[h], []).append(bsn[l])
                edge[(bsn[h], bsn[l])] = (h, l)
        start = {bsn[h]: bsn[mate[h]] for h in rows}
        best = first_rows(sorted(start), columns, start)
        if best == start:
            # This optimum is the first: every later tier would keep it.
            return None
        # Moved there without a solve when that keeps the optimum's weight: the rows are the same
        # upper players (rules 2-4 of 4.3.2 value nothing else), and any player it takes a partner
        # from is outside the remainder (a remainder pair has its upper player among the rows).
        self.swapped = exchanged(self._weights, mate, {players[row]: players[best[row]] for row in best})
        if self.swapped is not None:
            return None
        self._predicted = {edge[row, best[row]]: 1 for row in sorted(best)}
        self.fallback = list(support)
        return TierValues(values=self._predicted, bound=len(best) + 1, then=self._confirm)

    def _confirm(self, support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        """After the check solve: the prediction stands when the optimum holds every predicted pair."""
        if all(mate.get(h) == l for h, l in self._predicted):
            self.fallback = None
            return None
        for h, l in self._predicted:  # rows in BSN order
            if mate.get(h) != l:
                break
            self.proven.append((h, l))
        return None

"""Burstein 4.3 (the pairing order) as tie-break tiers of ``lexicographic_matching``, not weight digits.

Packed into the weight, 4.3 takes one digit per BSN, each as wide as the bracket (about
m·log2(m) bits for m players): 3,600 bits for a bracket of 400, and the blossom's cost grows with
the width. Here the solve carries C4-C8 only and 4.3 is decided on the optimum's support, a few BSNs
at a time (``ROW_BITS``), each BSN numbering only the opponents the support still allows.

4.3 compares pairings by BSN #1's opponent (the larger BSN first, a floater's virtual 0 last), then
BSN #2's, and so on. Where two pairings first differ, that BSN is the higher of its pair or floats
in both (``order``), so a BSN's *digit* is its opponent's BSN when the opponent ranks below it and 0
otherwise (a floater, a player of the next bracket or the one above it): the same order. A piece
values the open BSNs' opponents in a mixed radix, the first BSN the most significant; once solved,
a BSN of that piece paired to a lower ranked member has that partner in every later optimum, and it
leaves the graph before the next piece is solved (``leaves``: fewer vertices for the later solves).

Narrow rows (issue 34: fewer pieces). A row (an open BSN) need not number every opponent it may
have: with d* its digit in the 4.3-first optimum, a row that values only the columns (opponents'
BSNs) from some *floor* up (the others 0) still finds d* when d* is at least the floor. So:

- the first row of a piece values the columns from its digit in the optimum it is given up (that
  optimum keeps every row before it at its d*, so d* is at least that digit), and a row known to
  lie below a *ceiling* values no column above it (none is reachable);
- every later row values only its ``position + SLACK`` largest columns: the rows before it in the
  piece take at most ``position`` of them, and d* is nearly always the largest column left (the
  largest-free-column greedy is an upper bound on d* and meets it in about 9 rows of 10 at 1,600
  players).

Exactness. In the piece's optimum, by induction down the rows: a row whose value is positive holds a
reachable column at least its floor, so at most d* (d* is the largest reachable), and at least d*
when d* is valued (d*'s value is the largest reachable): its column is d*. A row paired to a row
before it in the piece has digit 0 in every optimum keeping those rows' digits. A row valuing every
column, or every one from a valid floor, is exact whatever its value. The first row that is none of
these (a truncated row with value 0, not paired above) may have d* below its valued columns: the rows
up to it are exact, the rest are not known. Then the piece's optimum set may be narrower than the
4.3 order's (a row after the failing one was maximised against a wrong digit), so the tier says so
(``exact``): its support is dropped, the one before kept with the new optimum, and the next piece
starts from the rows found exact (those paired below leave; a floater is valued again, in full)
and the failing row, now with its valued columns as a ceiling: d* is below them.

Before a piece, the rows the optimum at hand already holds at their digit are found without a solve
(``_greedy_prefix``: the digit there is a lower bound, the largest column still free an upper bound;
the bracket's first solve starts from the 4.3 order's greedy pairs, ``PairWeights.start``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

from checker.matching import Edge, Tier, TierValues

ROW_BITS = 235
"""About how many bits of BSN digits one piece numbers: a few limbs of the compiled core. 235 keeps a
piece's weights (these digits, the support's level below them, a few bits, and the core's 8 bits
of headroom) within 4 limbs. Issue 34: 128 -> 170 (3 limbs) when every row numbered all its
columns; with narrow rows and the expected pairs' shares, 235 is 2-3 % faster than 170 at 1,600
players (fewer pieces, 189 -> 155 in rounds 5-11) and the same at 800; 110 and 360 are slower."""

SLACK = 14
"""A row at position p of its piece (p rows before it) values its ``p + SLACK`` largest columns: room
for the p columns the rows before it may take, and SLACK more for a d* below the largest column left
(issue 34: measured on the 1,600-player file, see bench/README.md)."""

Piece = tuple[tuple[int, int], ...]
"""A solved piece's rows in order, each (BSN, the smallest column it valued when it may have missed d*
below it, else 0)."""


FULL = (0, 1 << 62)
"""A row's (floor, ceiling) when it values every column: no truncation, exact whatever its value."""


def order_tier(members: tuple[int, ...], vertices: int | None = None) -> Tier:
    """Burstein 4.3 over a bracket's members (vertices in BSN order, 4.1) as a tier; ``vertices``: one
    more than the largest vertex of the solve (default: of the members), for a BSN table by vertex."""
    size = max(vertices or 0, max(members, default=-1) + 1)
    rank = [0] * size
    for i, v in enumerate(members):
        rank[v] = i + 1
    return partial(_piece, rank, members, frozenset(), (), {})


def _piece(rank: Sequence[int], members: tuple[int, ...], done: frozenset[int], last: Piece,
           bounds: Mapping[int, tuple[int, int]], support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
    """The next BSNs' digits (4.3) on ``support``: BSNs not in ``done`` with a lower ranked member among
    their support neighbours, the smallest first, up to ``ROW_BITS`` bits (narrow rows: see the module).
    ``last``: the piece solved before (``mate`` is its optimum); its exact BSNs paired to a lower
    ranked member leave before this piece is solved, and when it was not exact (``_walk``) the
    others wait for this one. ``bounds``: BSNs whose digit is known to lie in [floor, ceiling) or be 0,
    valued on those columns alone and never cut short. None when no BSN is left open. ``rank``: a
    vertex's BSN, 0 for a non-member."""
    exact, stop = _walk(rank, members, last, mate)
    digit = {r: _partner_bsn(rank, mate.get(members[r - 1])) for r, _ in last}
    if stop is None:
        done = done | digit.keys()
        bounds = {r: b for r, b in bounds.items() if r not in done}
    else:
        # The support before the last piece: its exact rows are done (those paired below leave with
        # their partners; a digit 0 is d* = 0, so no optimum keeping the rows before it pairs it
        # below), the failing row is valued below its valued columns and from its digit here (this
        # optimum keeps the rows before it at their d*).
        done = done | set(exact)
        bounds = {**bounds, stop: (digit[stop] if digit[stop] > stop else 0, next(low for r, low in last if r == stop))}
    settled = {r for r in exact if digit[r] > r}
    gone = settled | {digit[r] for r in settled}
    columns: dict[int, dict[int, tuple[Edge, int]]] = {}
    for k, e in enumerate(support):
        u, v = e
        i = rank[u]
        if not i:
            continue
        j = rank[v]
        if not j:
            continue
        if i > j:
            i, j = j, i
        if i in done or i in gone or j in gone:
            continue
        found = columns.get(i)
        if found is None:
            columns[i] = {j: (e, k)}
        else:
            found[j] = (e, k)
    rows = sorted(columns)
    # Rows this optimum already holds at their digit (_greedy_prefix) leave without a solve.
    walked, taken = _greedy_prefix(rank, members, rows, columns, bounds, mate)
    settled |= {r for r in walked if r not in taken and _partner_bsn(rank, mate.get(members[r - 1])) > r}
    done = done | set(walked)
    rows = [r for r in rows[len(walked):] if r not in taken]
    if not rows:
        return None
    chunk: list[tuple[int, list[int], int]] = []
    used = 0
    for position, row in enumerate(rows):
        floor, ceiling = bounds.get(row, FULL)
        if position == 0:
            floor = max(floor, _partner_bsn(rank, mate.get(members[row - 1])))
        ordered = sorted((c for c in columns[row] if floor <= c < ceiling and c not in taken), reverse=True)
        low = 0
        if position and row not in bounds and len(ordered) > position + SLACK:
            ordered = ordered[:position + SLACK]
            low = ordered[-1]
        width = len(ordered).bit_length()
        if chunk and used + width > ROW_BITS:
            break
        chunk.append((row, ordered, low))
        used += width
    values: dict[Edge, int] = {}
    places: dict[int, int] = {}
    place = 1
    for row, ordered, _ in reversed(chunk):
        for n, column in enumerate(ordered):
            edge, k = columns[row][column]
            values[edge] = places[k] = place * (len(ordered) - n)
        place *= len(ordered) + 1
    charges = _charges(members, chunk, values, columns)
    piece = tuple((row, low) for row, _, low in chunk)
    narrow = any(low for _, low in piece)
    rest = partial(_piece, rank, members, done, piece, bounds) if narrow or len(chunk) < len(rows) else None
    check = partial(_exact, rank, members, piece) if narrow else None
    return TierValues(values=values, bound=place, leaves=frozenset(members[r - 1] for r in settled), then=rest,
                      places=places, charges=charges, exact=check)


def _charges(members: tuple[int, ...], chunk: Sequence[tuple[int, list[int], int]], values: Mapping[Edge, int],
             columns: Mapping[int, Mapping[int, tuple[Edge, int]]]) -> dict[int, int] | None:
    """Each piece vertex's share of the values for the warm solve (``TierValues.charges``), tight on the
    pairs the piece's rows are expected to take: each row, in order, its largest valued column not
    taken by a row before it (4.3's greedy, right for about 9 rows in 10). From the last row up: a
    row's share is its expected column's value less that column's share so far, and each column it
    values more gets the excess as its share. Feasible: a row's values differ by multiples of its
    place, above every share the rows after it give a column; tight on a row and its expected column
    since no row above it values that column above its own pick (it was free, so not larger). None
    (each value charged to its edge's first vertex instead) should the check fail."""
    expected: dict[int, int] = {}
    taken: set[int] = set()
    for row, ordered, _ in chunk:
        pick = next((c for c in ordered if c not in taken), 0)
        if pick:
            taken.add(pick)
            expected[row] = pick
    share: dict[int, int] = {}
    for row, ordered, _ in reversed(chunk):
        pick = expected.get(row, 0)
        own = values[columns[row][pick][0]] - share.get(pick, 0) if pick else 0
        share[-row] = own
        for c in ordered:
            excess = values[columns[row][c][0]] - own
            if excess > share.get(c, 0):
                share[c] = excess
    # a BSN may be a row and another row's column: its two shares add up
    charges: dict[int, int] = {}
    for k, x in share.items():
        if x:
            v = members[abs(k) - 1]
            charges[v] = charges.get(v, 0) + x
    # feasible by the argument above; checked on the piece's few hundred valued edges all the same
    if all(charges.get(u, 0) + charges.get(v, 0) >= x for (u, v), x in values.items()):
        return charges
    return None


def _greedy_prefix(rank: Sequence[int], members: tuple[int, ...], rows: Sequence[int],
                   columns: Mapping[int, Mapping[int, tuple[Edge, int]]], bounds: Mapping[int, tuple[int, int]],
                   mate: Mapping[int, int]) -> tuple[list[int], set[int]]:
    """The first ``rows`` that ``mate`` already holds at their 4.3 digit, found without a solve, and
    the columns they take. With every row before it at its d* (induction), a row's digit in ``mate``
    is reachable, so at most d*, and d* is at most the largest column it may still take (a support
    column below its ceiling not taken by those rows: every optimum lies in the support): where the
    two meet, that is d*. A row taken by one of them has digit 0 (its partner ranks above it)."""
    walked: list[int] = []
    taken: set[int] = set()
    for row in rows:
        if row not in taken:
            ceiling = bounds.get(row, FULL)[1]
            largest = max((c for c in columns[row] if c < ceiling and c not in taken), default=0)
            digit = _partner_bsn(rank, mate.get(members[row - 1]))
            if digit != largest and (largest or digit > row):
                break
            if largest:
                taken.add(largest)
        walked.append(row)
    return walked, taken


def _walk(rank: Sequence[int], members: tuple[int, ...], piece: Piece,
          mate: Mapping[int, int]) -> tuple[list[int], int | None]:
    """The rows of a solved piece that ``mate`` (its optimum) shows at their 4.3 digit, in order up to
    the first that may not be (the module's induction), and that row (None: every row is exact)."""
    exact: list[int] = []
    taken: set[int] = set()
    for row, low in piece:
        partner = _partner_bsn(rank, mate.get(members[row - 1]))
        if partner > row and partner >= low:
            taken.add(partner)
        elif not (row in taken or low == 0):
            return exact, row
        exact.append(row)
    return exact, None


def _exact(rank: Sequence[int], members: tuple[int, ...], piece: Piece, mate: Mapping[int, int]) -> bool:
    """``TierValues.exact`` of a piece: every row of it at its 4.3 digit in ``mate`` (``_walk``)."""
    return _walk(rank, members, piece, mate)[1] is None


def _partner_bsn(rank: Sequence[int], partner: int | None) -> int:
    """The BSN of a member's partner, 0 when it has none or the partner is not a member."""
    if partner is None or not 0 <= partner < len(rank):
        return 0
    return rank[partner]

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
leaves the graph with the next piece (``settles``: fewer vertices for the later solves).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

from checker.matching import Edge, Tier, TierValues, row_digits

ROW_BITS = 128
"""About how many bits of BSN digits one piece numbers: a few limbs of the compiled core."""


def order_tier(members: tuple[int, ...]) -> Tier:
    """Burstein 4.3 over a bracket's members (vertices in BSN order, 4.1) as a tier."""
    bsn = {v: i + 1 for i, v in enumerate(members)}
    return partial(_piece, bsn, members, frozenset(), frozenset())


def _piece(bsn: Mapping[int, int], members: tuple[int, ...], done: frozenset[int], last: frozenset[int],
           support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
    """The next BSNs' digits (4.3) on ``support``: BSNs not in ``done`` with a lower ranked member among
    their support neighbours, the smallest first, up to ``ROW_BITS`` bits; the BSNs of the piece before
    (``last``) that ``mate`` pairs to a lower ranked member settle. None when no BSN is left open."""
    settled = frozenset(members[r - 1] for r in last if bsn.get(mate.get(members[r - 1], -1), 0) > r)
    columns: dict[int, dict[int, Edge]] = {}
    get = bsn.get
    for e in support:
        i = get(e[0])
        if i is None:
            continue
        j = get(e[1])
        if j is None:
            continue
        row, column = (i, j) if i < j else (j, i)
        if row not in done:
            if row in columns:
                columns[row][column] = e
            else:
                columns[row] = {column: e}
    if not columns:
        return None
    rows = sorted(columns)
    # The larger BSN opponent first (4.3); 0 (no edge) last.
    chunk, values, place = row_digits(rows, columns, descending=True, bits=ROW_BITS)
    piece = frozenset(chunk)
    rest = partial(_piece, bsn, members, done | piece, piece) if len(chunk) < len(rows) else None
    return TierValues(values=values, bound=place, settles=settled, then=rest)

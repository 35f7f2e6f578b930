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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

from checker.matching import Edge, Tier, TierValues, row_digits

ROW_BITS = 170
"""About how many bits of BSN digits one piece numbers: a few limbs of the compiled core. 170 keeps a
piece's weights (the digits below the support's level, a few bits, and the core's 8 bits of
headroom) within 3 limbs, the widest the core has an unrolled copy for, as 128 did, in fewer pieces
(issue 34: a 1,600-player round's solves 57 -> 47, about 10 % faster; every one within 3 limbs)."""


def order_tier(members: tuple[int, ...], vertices: int | None = None) -> Tier:
    """Burstein 4.3 over a bracket's members (vertices in BSN order, 4.1) as a tier; ``vertices``: one
    more than the largest vertex of the solve (default: of the members), for a BSN table by vertex."""
    size = max(vertices or 0, max(members, default=-1) + 1)
    rank = [0] * size
    for i, v in enumerate(members):
        rank[v] = i + 1
    return partial(_piece, rank, members, frozenset(), frozenset())


def _piece(rank: Sequence[int], members: tuple[int, ...], done: frozenset[int], last: frozenset[int],
           support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
    """The next BSNs' digits (4.3) on ``support``: BSNs not in ``done`` with a lower ranked member among
    their support neighbours, the smallest first, up to ``ROW_BITS`` bits; the BSNs of the piece before
    (``last``) that ``mate`` pairs to a lower ranked member leave before this piece is solved (their
    digits were this optimum's in every optimum of that piece). None when no BSN is left open.
    ``rank``: a vertex's BSN, 0 for a non-member (a list: one scan of the support per piece)."""
    settled = frozenset(members[r - 1] for r in last if _partner_bsn(rank, mate.get(members[r - 1])) > r)
    columns: dict[int, dict[int, Edge]] = {}
    for e in support:
        u, v = e
        i = rank[u]
        if not i:
            continue
        j = rank[v]
        if not j:
            continue
        if i > j:
            i, j = j, i
        if i in done:
            continue
        row = columns.get(i)
        if row is None:
            columns[i] = {j: e}
        else:
            row[j] = e
    if not columns:
        return None
    rows = sorted(columns)
    # The larger BSN opponent first (4.3); 0 (no edge) last.
    chunk, values, place = row_digits(rows, columns, descending=True, bits=ROW_BITS)
    piece = frozenset(chunk)
    rest = partial(_piece, rank, members, done | piece, piece) if len(chunk) < len(rows) else None
    return TierValues(values=values, bound=place, leaves=settled, then=rest)


def _partner_bsn(rank: Sequence[int], partner: int | None) -> int:
    """The BSN of a member's partner, 0 when it has none or the partner is not a member."""
    if partner is None or not 0 <= partner < len(rank):
        return 0
    return rank[partner]

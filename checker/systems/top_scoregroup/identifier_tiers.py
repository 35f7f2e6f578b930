"""3.6.2-3.6.3 (Double-Swiss C.04.5, Team C.04.6): the first pairing by identifier as tie-break tiers.

Among the perfect matchings best on the bracket criteria (3.6.4, packed narrow into the first
weight), the first identifier is the set of top members first (the set holding the smallest TPN
where two differ), then each top member's bottom as small as possible, top members ascending.
Packed into one weight that order takes about n·log2(n) bits (3,500 bits for a 364-team
bracket, issue 34), and the blossom algorithm's cost grows with the width; here it is solved as
tiers of :func:`checker.matching.lexicographic_matching` on the support of the optima so far, each
about 128 bits wide: the same optimum set at every step, so the same pairing as the packed weight.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from checker.matching import Edge, Tier, TierValues, lexicographic_matching, row_digits

CHUNK_BITS = 128
"""About how many bits one tier takes (a few limbs of the compiled core), as ``row_digits``'s rows."""


def _tops_tier(rank: Mapping[int, int], start: int, stop: int) -> Tier:
    """3.6.2: members ranked ``start`` to ``stop - 1`` as top members, the smaller rank more
    significant (bit 2^(stop - 1 - rank) for an edge whose smaller end is that member)."""

    def tier(support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        values: dict[Edge, int] = {}
        for e in support:
            r = rank[min(e)]
            if start <= r < stop:
                values[e] = 1 << (stop - 1 - r)
        return TierValues(values=values, bound=1 << (stop - start)) if values else None

    return tier


def _partners_tier(done: frozenset[int]) -> Tier:
    """3.6.2: after the top set is settled, each top member's bottom as small as possible, the top
    members ascending (the first most significant), about ``CHUNK_BITS`` of rows per tier; the rows
    solved settle their pairs, and the next tier takes the rows after them (``done``: solved ones)."""

    def tier(support: Sequence[Edge], mate: Mapping[int, int]) -> TierValues | None:
        # Every optimum now has the same top members (the tops tiers ran first): read them off ``mate``.
        rows = sorted(v for v, u in mate.items() if v < u and v not in done)
        if not rows:
            return None
        columns: dict[int, dict[int, Edge]] = {a: {} for a in rows}
        for e in support:
            a, b = min(e), max(e)
            if a in columns:
                columns[a][b] = e
        taken, values, bound = row_digits(rows, columns, bits=CHUNK_BITS)
        rest = rows[len(taken):]
        return TierValues(values=values, bound=bound, settles=frozenset(taken),
                          then=_partners_tier(done | frozenset(taken)) if rest else None)

    return tier


def first_by_identifier(base: Mapping[Edge, int], members: Sequence[int]) -> dict[int, int]:
    """The matching of ``base`` (the 3.6.4 criteria packed, each weight larger than any matching's
    total of criteria, so the best is perfect when one is) whose identifier comes first among the
    optima: the top-member bits in chunks of ``CHUNK_BITS`` members, then the partner rows."""
    ordered = sorted(members)
    rank = {t: i for i, t in enumerate(ordered)}
    tiers: list[Tier] = [_tops_tier(rank, start, min(start + CHUNK_BITS, len(ordered)))
                         for start in range(0, len(ordered), CHUNK_BITS)]
    tiers.append(_partners_tier(frozenset()))
    return lexicographic_matching(base, tiers)

"""The orders of D.1 (transpositions of S2) and D.2 (exchanges between S1 and S2).

Players are named by their number in the group (1 = highest by A.2), as the text's examples do.

D.1: "put all numbers constructable with the digits 5, 6, 7 and 8 in ascending order": S2's
permutations in lexicographic order; the pairs are S1's players against the first p of S2, so two
permutations that agree on their first p players give the same pairing, met at the first of them.

D.2: exchanges of one player first, then of two, ...; among exchanges of the same size, the smallest
difference between the numbers exchanged (the sum of the S2 numbers minus the sum of the S1 numbers)
first; at equal differences "the one concerning the lowest player of S1" (compared from the lowest
S1 player up), then the highest players of S2 (a tie the text leaves open; swisscheck's reading).
The text's matrices for eight players omit exchanges of player 1 or player 8, and for seven players
the pair 1+2: every pairing those would give is met at an earlier exchange (an exchange with a
smaller difference reaches it), so walking them too changes no result (``docs/interpretations-dutch-2009.md``).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, permutations

Exchange = tuple[tuple[int, ...], tuple[int, ...]]
"""The S1 numbers moved to S2 and the S2 numbers moved to S1 (ascending)."""

ExchangeKey = tuple[int, int, tuple[int, ...], tuple[int, ...]]


def exchange_key(exchange: Exchange) -> ExchangeKey:
    """D.2's order: size, difference, then the lowest S1 players exchanged (the lowest first), then
    the highest S2 players."""
    out_of_s1, out_of_s2 = exchange
    return (len(out_of_s1), sum(out_of_s2) - sum(out_of_s1), tuple(-a for a in sorted(out_of_s1, reverse=True)),
            tuple(sorted(out_of_s2)))


NO_EXCHANGE: Exchange = ((), ())
NO_EXCHANGE_KEY: ExchangeKey = exchange_key(NO_EXCHANGE)


def exchanges_of_size(s1: tuple[int, ...], s2: tuple[int, ...], size: int) -> list[Exchange]:
    """Every exchange of ``size`` players between S1 and S2 (numbers), in D.2 order."""
    found = [(a, b) for a in combinations(s1, size) for b in combinations(s2, size)]
    return sorted(found, key=exchange_key)


def exchanges(s1: tuple[int, ...], s2: tuple[int, ...]) -> Iterator[Exchange]:
    """The exchanges of D.2 in order (the group's numbers; no exchange excluded, see the module)."""
    for size in range(1, min(len(s1), len(s2)) + 1):
        yield from exchanges_of_size(s1, s2, size)


def apply(s1: tuple[int, ...], s2: tuple[int, ...], exchange: Exchange) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """S1 and S2 after an exchange, each ordered again (A.9 b: by number, i.e. by A.2)."""
    out_of_s1, out_of_s2 = exchange
    new_s1 = tuple(sorted((set(s1) - set(out_of_s1)) | set(out_of_s2)))
    new_s2 = tuple(sorted((set(s2) - set(out_of_s2)) | set(out_of_s1)))
    return new_s1, new_s2


def transpositions(s2: tuple[int, ...], p: int) -> Iterator[tuple[int, ...]]:
    """D.1: the distinct first-p parts of S2's permutations, in the order the permutations come."""
    return permutations(s2, p)


def canonical_exchange(s1: tuple[int, ...], pairs: tuple[tuple[int, int], ...], leftovers: tuple[int, ...]) -> Exchange:
    """The first exchange of D.2 after which a pairing of a homogeneous group (numbers) is a transposition.

    S1 must end up holding one player of each pair and no leftover: an S1 leftover leaves S1; of two
    S1 players paired together the lower leaves; of two S2 players paired together the higher enters.
    That choice has the smallest difference and the lowest S1 players, so it comes first in D.2.
    """
    in_s1 = set(s1)
    leave = {t for t in leftovers if t in in_s1}
    enter: set[int] = set()
    for a, b in pairs:
        if a in in_s1 and b in in_s1:
            leave.add(max(a, b))
        elif a not in in_s1 and b not in in_s1:
            enter.add(min(a, b))
    return tuple(sorted(leave)), tuple(sorted(enter))

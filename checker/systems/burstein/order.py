"""The order of pairings of a bracket (Burstein 4.1-4.3), as the text walks it and as a sort key.

Players carry their BSN (1, 2, ... in the ranking order of 1.8); each outgoing floater faces a
virtual player of BSN 0 (4.2). A pairing precedes another when BSN #1's opponent has the larger BSN,
then BSN #2's, and so on (4.3). :func:`pairings_in_order` generates them in that order (the literal
engine walks it; the text's six-player table is its output); :func:`opponents` and :func:`order_key`
place any one pairing in it. The fast engine packs the same order into matching weights: BSN k's
digit holds its opponent's BSN when k is the higher of the pair and 0 otherwise, which orders
pairings exactly as 4.3 does (where two pairings first differ, that BSN is the higher of its pair
or floats in both).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

BsnPair = tuple[int, int]
"""(BSN, opponent's BSN) with the first the smaller; the opponent is 0 for an outgoing floater (4.2)."""


def pairings_in_order(players: int, floaters: int) -> Iterator[tuple[BsnPair, ...]]:
    """Burstein 4.3: every pairing of BSNs 1..``players`` with ``floaters`` virtual players (BSN 0), in order.

    The smallest BSN not yet placed takes, in turn, every opponent from the largest BSN down to 0;
    pairings that cannot use exactly ``floaters`` zeros are not pairings of the bracket.
    """
    if floaters < 0 or floaters > players or (players - floaters) % 2:
        return

    def walk(rest: tuple[int, ...], zeros: int) -> Iterator[tuple[BsnPair, ...]]:
        if not rest:
            yield ()
            return
        first, others = rest[0], rest[1:]
        for opponent in sorted(others, reverse=True):
            remaining = tuple(b for b in others if b != opponent)
            if len(remaining) >= zeros:
                for tail in walk(remaining, zeros):
                    yield ((first, opponent),) + tail
        if zeros:
            for tail in walk(others, zeros - 1):
                yield ((first, 0),) + tail

    yield from walk(tuple(range(1, players + 1)), floaters)


def opponents(players: int, pairs: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Burstein 4.3: the opponent's BSN of BSN #1, #2, ... (0 for an outgoing floater)."""
    opponent = [0] * players
    for a, b in pairs:
        if a and b:
            opponent[a - 1], opponent[b - 1] = b, a
    return tuple(opponent)


def order_key(players: int, pairs: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Burstein 4.3 as a sort key of a pairing (BSN pairs): the smaller, the earlier."""
    return tuple(-o for o in opponents(players, pairs))


def written(players: int, pairs: Iterable[tuple[int, int]]) -> str:
    """A pairing as the text writes it: ``1-6, 2-5, 3-0, 4-0`` (every BSN once, floaters facing 0)."""
    opponent = opponents(players, pairs)
    out = []
    for bsn in range(1, players + 1):
        o = opponent[bsn - 1]
        if o == 0 or o > bsn:
            out.append(f"{bsn}-{o}")
    return ", ".join(out)

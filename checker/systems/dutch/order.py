"""Dutch generation order (4.2-4.4) as low digits of the edge weights.

Among candidates equally good on C5-C21, Dutch 3.8.1 takes the one generated first. The sequence
of candidates is lexicographic in a few decisions, so each decision becomes weight digits below
the criteria, most significant first, and a single maximum-weight matching returns the first
best candidate: no permutation is ever enumerated.

- MDP-Pairing (3.7.2-3.7.3): the set of paired MDPs (4.4.2: smallest differing BSN), then the
  transposition of S2 (4.2.2: lexicographic on the BSNs facing S1).
- Homogeneous bracket or remainder (3.6.1): the exchange (4.3.2, rules 1-4), then the
  transposition of S2' (4.2.2).
"""

from __future__ import annotations

from functools import cached_property

from checker.models import Frozen


class MdpPairingOrder(Frozen):
    """Order of the MDP-Pairings of a heterogeneous bracket (4.4.2, then 4.2.2).

    ``mdps`` and ``residents`` are vertices in BSN order (4.1.1). The ``set`` digit gives a
    paired MDP 2^(its rank from the bottom), so the set holding the smallest differing BSN is the
    larger number; digit ``opp:i`` gives MDP i's opponent a value that is larger the earlier it
    stands in S2, so the first transposition of S2 wins, decided from the top MDP down.
    """

    mdps: tuple[int, ...]
    residents: tuple[int, ...]

    @cached_property
    def _bsn(self) -> tuple[dict[int, int], dict[int, int]]:
        return {v: i for i, v in enumerate(self.mdps)}, {v: i for i, v in enumerate(self.residents)}

    def digits(self) -> list[tuple[object, int]]:
        """(name, largest sum over a matching), most significant first."""
        m, r = len(self.mdps), len(self.residents)
        return [("set", 2**m - 1)] + [(("opp", i), r) for i in range(m)]

    def value(self, mult: dict[object, int], h: int, l: int) -> int:
        """The order part of the weight of edge (h, l), h ranked above l."""
        im, ir = self._bsn
        i, j = im.get(h), ir.get(l)
        if i is None or j is None:
            return 0
        m, r = len(self.mdps), len(self.residents)
        return mult["set"] * 2 ** (m - 1 - i) + mult[("opp", i)] * (r - j)


class RemainderOrder(Frozen):
    """Order of the candidates of a homogeneous bracket or remainder (4.3.2, then 4.2.2).

    ``players`` in BSN order; S1 is the first ``pairs`` of them (3.2.2, MaxPairs). A pairing's S1'
    is the set of the higher ranked players of its pairs (the exchange that yields the pairing
    with the fewest and smallest swaps). Digits, most significant first:
    ``x1`` pairs whose upper player is in S1 (rule 1: fewest exchanged BSNs);
    ``x2`` minus the sum of the upper players' BSNs (rule 2: smallest sum difference);
    ``x3`` the S1 players moved out, as a binary number with bit BSN (rule 3: largest differing);
    ``x4`` the S2 players moved in, with the smaller BSNs in the higher bits (rule 4);
    ``t:i`` for the upper player of BSN i, how early its opponent stands in S2' (4.2.2).
    """

    players: tuple[int, ...]
    pairs: int

    @cached_property
    def _bsn(self) -> dict[int, int]:
        return {v: i for i, v in enumerate(self.players)}

    def digits(self) -> list[tuple[object, int]]:
        """(name, largest sum over a matching), most significant first."""
        n, p = len(self.players), self.pairs
        # Bounds valid for every matching of the players, not only those with ``pairs`` pairs:
        # at most p upper players in S1 (x1, x3), at most n // 2 pairs in all (x2).
        digits: list[tuple[object, int]] = [("x1", p), ("x2", (n // 2) * n), ("x3", p * 2**p), ("x4", 2**n - 1)]
        return digits + [(("t", i), n) for i in range(n)]

    def value(self, mult: dict[object, int], h: int, l: int) -> int:
        """The order part of the weight of edge (h, l), h ranked above l."""
        i, j = self._bsn.get(h), self._bsn.get(l)
        if i is None or j is None:
            return 0
        n, p = len(self.players), self.pairs
        v = mult["x2"] * (n - i) + mult[("t", i)] * (n - j)
        if i < p:
            return v + mult["x1"] + mult["x3"] * (2**p - 2**i)
        return v + mult["x4"] * 2 ** (n - 1 - i)


Order = MdpPairingOrder | RemainderOrder
"""Either generation order, as ``_solve`` takes it."""

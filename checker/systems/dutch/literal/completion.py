"""Brute-force look-ahead over the players not yet paired: [C4] completion and [C5] PAB score.

A set of players is written as a bitmask over the round's players in Dutch 1.2 order. Results are
memoised per set (the answers depend only on the set), which keeps the brute force small for the
round sizes the literal engine accepts.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from checker.systems.dutch.literal.absolute import absolute_violation, may_get_pab
from checker.systems.dutch.state import DutchPlayer, DutchState


class Lookahead:
    """Which sets of players can still be paired completely (C4) and who could then get the PAB (C5).

    Holds memo tables only; every answer is a pure function of the round state and the set asked about.
    """

    def __init__(self, state: DutchState, players: tuple[DutchPlayer, ...]) -> None:
        """Index ``players`` (Dutch 1.2 order) and precompute which pairs [C1]/[C3] allow."""
        self.state = state
        self.players = players
        self.index = {p.tpn: i for i, p in enumerate(players)}
        n = len(players)
        self.partners = [0] * n
        for i in range(n):
            for j in range(n):
                if i != j and absolute_violation(players[i], players[j], state) is None:
                    self.partners[i] |= 1 << j
        self._perfect: dict[int, bool] = {0: True}
        self._pab: dict[int, frozenset[int]] = {}

    def mask(self, tpns: Iterable[int]) -> int:
        """The bitmask of a collection of TPNs."""
        out = 0
        for tpn in tpns:
            out |= 1 << self.index[tpn]
        return out

    def members(self, mask: int) -> tuple[DutchPlayer, ...]:
        """The players of a bitmask, in Dutch 1.2 order."""
        return tuple(p for i, p in enumerate(self.players) if mask >> i & 1)

    def can_pair_all(self, mask: int) -> bool:
        """True when the players of ``mask`` can all be paired among themselves under [C1]-[C3]."""
        known = self._perfect.get(mask)
        if known is not None:
            return known
        low = mask & -mask
        first = low.bit_length() - 1
        rest = mask ^ low
        options = self.partners[first] & rest
        result = False
        while options and not result:
            bit = options & -options
            options ^= bit
            result = self.can_pair_all(rest ^ bit)
        self._perfect[mask] = result
        return result

    def pab_candidates(self, mask: int) -> frozenset[int]:
        """[C4]: who may be left out (PAB) in a complete pairing of ``mask`` (indices); {-1}: no PAB needed.

        Empty when no pairing complying with [C1]-[C3] exists, with at most one PAB given to a
        player [C2] allows.
        """
        known = self._pab.get(mask)
        if known is not None:
            return known
        if bin(mask).count("1") % 2 == 0:
            result = frozenset({-1}) if self.can_pair_all(mask) else frozenset()
        else:
            result = frozenset(
                i
                for i in range(len(self.players))
                if mask >> i & 1 and may_get_pab(self.players[i]) and self.can_pair_all(mask ^ (1 << i))
            )
        self._pab[mask] = result
        return result

    def completes(self, mask: int) -> bool:
        """[C4]: a pairing complying with all the absolute criteria exists for these players."""
        return bool(self.pab_candidates(mask))

    def lowest_pab_score(self, mask: int) -> Decimal | None:
        """[C5]: the lowest score a PAB assignee can have when ``mask`` is completed; None if no PAB."""
        candidates = self.pab_candidates(mask)
        if not candidates or candidates == frozenset({-1}):
            return None
        return min(self.players[i].pairing_score for i in candidates)

    def pab_assignees_at(self, mask: int, score: Decimal | None) -> frozenset[int]:
        """The players (indices) who can receive the PAB with the given score in a completion of ``mask``."""
        return frozenset(i for i in self.pab_candidates(mask) if i >= 0 and self.players[i].pairing_score == score)

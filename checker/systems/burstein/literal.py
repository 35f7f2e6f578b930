"""The literal Burstein System after the seeding rounds: C.04.4.2 walked word for word, for small rounds.

3.1 is applied as written: the PAB-eligible players (3.1.1) whose absence leaves a complete pairing
(3.1.2, found by trying every pairing), then the lowest score, the most games, the lowest ranking.
Each bracket (1.2.2) then numbers its players by 1.8 (4.1), finds the largest number of pairs that
complies with C1-C5 (3.2.1) by trying every pairing, adds that many virtual players (4.2), walks every
pairing in the order of 4.3 and keeps the first one that complies best with C1-C8 (3.2.2): C6 and C7
compared as the text states them (the following bracket's pairings all tried, C1-C6 there), C8 by
allocating the colours of 5.2 and counting who misses a preference. It is the reference the fast
engine is property-tested against: clarity over speed, brute force wherever the text says "the first".
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from functools import cache

from checker.errors import PairingImpossible
from checker.models import Pair, Pairing
from checker.systems.burstein.colours import allocate
from checker.systems.burstein.order import pairings_in_order
from checker.systems.burstein.state import BursteinPlayer, BursteinState

MAX_PLAYERS = 20
"""Completion (C4) and the look-ahead (C7) try every pairing: larger rounds are refused (ValueError)."""

MAX_BRACKET = 12
"""Every pairing of a bracket is walked: larger brackets are refused (ValueError)."""

Value = tuple[tuple[Decimal, ...], tuple[int | Decimal, ...], int]
"""C6, C7, C8 of a bracket pairing, each smaller-is-better."""


class LiteralRound:
    """One round read literally: its players by TPN and the absolute criteria between them."""

    def __init__(self, state: BursteinState) -> None:
        if len(state.players) > MAX_PLAYERS:
            raise ValueError(f"literal Burstein engine: {len(state.players)} players to pair, more than {MAX_PLAYERS}")
        self.state = state
        self.by_tpn = {p.tpn: p for p in state.players}
        self.completable = cache(self._completable)
        self.following = cache(self._following)

    def meets_absolute(self, a: int, b: int) -> bool:
        """C1 (Basic Rules 2, 260/XXP) and C3 (2.1.3: not two players with the same absolute preference)."""
        pa, pb = self.by_tpn[a], self.by_tpn[b]
        if b in pa.opponents or a in pb.opponents or b in pa.forbidden or a in pb.forbidden:
            return False
        absolute = pa.preference_strength == "absolute" and pb.preference_strength == "absolute"
        return not (absolute and pa.preference == pb.preference)

    def _completable(self, players: frozenset[int]) -> bool:
        """C4: some pairing of all ``players`` complies with C1-C3 (every pairing tried)."""
        if not players:
            return True
        first = min(players)
        return any(self.meets_absolute(first, o) and self.completable(players - {first, o})
                   for o in players - {first})

    def score(self, tpn: int) -> Decimal:
        """The pairing score (1.2.1)."""
        return self.by_tpn[tpn].pairing_score

    def ranked(self, tpns: frozenset[int] | set[int] | tuple[int, ...]) -> tuple[int, ...]:
        """Burstein 1.8 order: Index descending (Buchholz, then Sonneborn-Berger), then TPN."""
        return tuple(sorted(tpns, key=lambda t: self.by_tpn[t].rank_key))

    def pairings(self, members: tuple[int, ...], left: frozenset[int]) -> Iterator[tuple[tuple[tuple[int, int], ...], tuple[int, ...]]]:
        """3.2.1 and 4.3: the bracket's pairings (pairs, floaters by TPN) with the most pairs that comply
        with C1-C4 (``left``: everyone still to pair), in the order of 4.3."""
        m = len(members)
        for zeros in range(m % 2, m + 1, 2):
            found = False
            for bsn_pairs in pairings_in_order(m, zeros):
                pairs = tuple((members[a - 1], members[b - 1]) for a, b in bsn_pairs if b)
                if not all(self.meets_absolute(a, b) for a, b in pairs):
                    continue
                if not self.completable(left - {t for p in pairs for t in p}):
                    continue
                found = True
                yield pairs, tuple(members[a - 1] for a, b in bsn_pairs if not b)
            if found:
                return

    def _following(self, members: frozenset[int], left: frozenset[int]) -> tuple[int | Decimal, ...]:
        """C7: the following bracket's best C5 then C6 (smaller is better), C1-C4 holding."""
        best: tuple[int | Decimal, ...] | None = None
        for pairs, floaters in self.pairings(self.ranked(members), left):
            value: tuple[int | Decimal, ...] = (-len(pairs), *sorted((self.score(t) for t in floaters), reverse=True))
            if best is None or value < best:
                best = value
        return best if best is not None else ()

    def unmet(self, pairs: tuple[tuple[int, int], ...]) -> int:
        """C8: players who do not get their colour preference when 5.2 allocates the colours."""
        count = 0
        for a, b in pairs:
            white, black = allocate(self.by_tpn[a], self.by_tpn[b], self.state.initial_colour)
            count += (white.preference not in (None, "w")) + (black.preference not in (None, "b"))
        return count

    def pab(self) -> int | None:
        """Burstein 3.1 as written; PairingImpossible when no player can take the PAB."""
        everyone = frozenset(self.by_tpn)
        if len(everyone) % 2 == 0:
            if not self.completable(everyone):
                raise PairingImpossible("Burstein 1.9.3: no round-pairing complies with C1-C3")
            return None
        allowed = [p for p in self.state.players if p.pab_eligible]  # 3.1.1
        allowed = [p for p in allowed if self.completable(everyone - {p.tpn})]  # 3.1.2
        if not allowed:
            raise PairingImpossible("Burstein 1.9.3: no player can take the PAB (3.1.1, 3.1.2)")
        lowest = min(p.pairing_score for p in allowed)  # 3.1.3
        allowed = [p for p in allowed if p.pairing_score == lowest]
        most = max(p.games_played for p in allowed)  # 3.1.4
        allowed = [p for p in allowed if p.games_played == most]
        last: BursteinPlayer = max(allowed, key=lambda p: p.rank_key)  # 3.1.5
        return last.tpn

    def bracket(self, incoming: tuple[int, ...], residents: tuple[int, ...], following: tuple[int, ...],
                left: frozenset[int]) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
        """3.2: the first pairing in the order of 4.3 that complies best with C1-C8 (pairs, outgoing floaters)."""
        members = self.ranked(incoming + residents)
        if len(members) > MAX_BRACKET:
            raise ValueError(f"literal Burstein engine: a bracket of {len(members)} players, more than {MAX_BRACKET}")
        chosen: tuple[tuple[tuple[int, int], ...], tuple[int, ...]] | None = None
        best: Value | None = None
        for pairs, floaters in self.pairings(members, left):
            rest = left - {t for p in pairs for t in p}
            c6 = tuple(sorted((self.score(t) for t in floaters), reverse=True))
            c7 = self.following(frozenset(floaters) | frozenset(following), rest) if following else ()
            value: Value = (c6, c7, self.unmet(pairs))
            if best is None or value < best:
                chosen, best = (pairs, floaters), value
        if chosen is None:
            raise PairingImpossible(f"Burstein 1.9.3: no pairing of the bracket {members} complies with C1-C4")
        return chosen


def pair(state: BursteinState) -> Pairing:
    """A round after the seeding rounds paired by the literal reading (small rounds only: ValueError beyond)."""
    rnd = LiteralRound(state)
    pab = rnd.pab()
    left = frozenset(t for t in rnd.by_tpn if t != pab)
    scores = sorted({rnd.score(t) for t in left}, reverse=True)
    groups = [tuple(t for t in left if rnd.score(t) == s) for s in scores]
    incoming: tuple[int, ...] = ()
    pairs: list[tuple[int, int]] = []
    for i, group in enumerate(groups):
        following = groups[i + 1] if i + 1 < len(groups) else ()
        made, incoming = rnd.bracket(incoming, group, following, left)
        pairs += made
        left = left - {t for p in made for t in p}
    if incoming:
        raise PairingImpossible(f"Burstein 1.9.1: players left unpaired after the last bracket: {incoming}")
    boards = []
    for a, b in pairs:
        white, black = allocate(rnd.by_tpn[a], rnd.by_tpn[b], state.initial_colour)
        boards.append(Pair(white=white.tpn, black=black.tpn))
    return Pairing(round=state.round, pairs=tuple(sorted(boards, key=lambda p: (p.white, p.black))), pab=pab)

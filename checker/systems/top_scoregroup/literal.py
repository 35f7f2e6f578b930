"""Literal reading of arts. 3.4-3.6 shared by Double-Swiss (C.04.5) and Team (C.04.6), by enumeration.

An executable specification for small rounds (up to about 10 entrants): it lists every PAB
candidate in the order of 3.4, every set of potential upfloaters, keeps those complying with C4
and C5 and sorts them as 3.5.3-3.5.4 say, and lists every legal pairing of a bracket sorted by
the identifier of 3.6.2-3.6.3. "Complies with" is read as the best value available, then the
first in the text's order (docs/interpretations-double-swiss.md, reading 1). Exponential on
purpose: tests compare the fast core (``checker.systems.top_scoregroup.procedure``) with it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal
from itertools import combinations

from checker.errors import PairingImpossible
from checker.systems.top_scoregroup.procedure import BracketStep, CoreResult, Entrant

Pairs = tuple[tuple[int, int], ...]
"""A pairing as (top, bottom) pairs."""
PairingCriteria = Callable[[Pairs, frozenset[int]], tuple[int, ...]]
"""3.6.4 criteria of a whole bracket pairing, given its upfloaters: violations per criterion, in priority order."""


def pairing_identifier(pairs: Pairs) -> tuple[int, ...]:
    """3.6.2: tops (smaller TPN of each pair) ascending, then the bottom of each of those pairs."""
    tops = sorted(pairs, key=lambda p: min(p))
    return tuple(min(p) for p in tops) + tuple(max(p) for p in tops)


def upfloater_sequence(tpns: Sequence[int], score: dict[int, Decimal]) -> tuple[int, ...]:
    """3.5.3: the set's TPNs sorted by descending score, then ascending TPN."""
    return tuple(sorted(tpns, key=lambda t: (-score[t], t)))


class LiteralRound:
    """One round's entrants and C1, with the enumerations of 3.4-3.6."""

    def __init__(self, entrants: Sequence[Entrant]) -> None:
        self.entrants = {e.tpn: e for e in entrants}
        self.score = {e.tpn: e.score for e in entrants}
        self._legal: dict[frozenset[int], bool] = {}

    def may_meet(self, a: int, b: int) -> bool:
        """C1: neither has the other among those it may not meet."""
        return b not in self.entrants[a].incompatible and a not in self.entrants[b].incompatible

    def pairings(self, players: frozenset[int]) -> Iterator[Pairs]:
        """Every legal pairing (C1) of ``players`` (nothing when their number is odd)."""
        if not players:
            yield ()
            return
        a = min(players)
        for b in sorted(players - {a}):
            if self.may_meet(a, b):
                for rest in self.pairings(players - {a, b}):
                    yield ((a, b),) + rest

    def has_legal_pairing(self, players: frozenset[int]) -> bool:
        """3.1 / C3: whether ``players`` can all be paired complying with C1."""
        if players not in self._legal:
            self._legal[players] = next(self.pairings(players), None) is not None
        return self._legal[players]

    def pab(self, players: frozenset[int]) -> int | None:
        """3.4: the PAB assignee of an odd set of players (None for an even set); PairingImpossible if none."""
        if len(players) % 2 == 0:
            if not self.has_legal_pairing(players):
                raise PairingImpossible("3.3.3: no legal round-pairing")
            return None
        order = sorted(
            (t for t in players if self.entrants[t].pab_eligible),  # C2
            key=lambda t: (self.score[t], -self.entrants[t].matches_played, -t),  # 3.4.2, 3.4.3, 3.4.4
        )
        for t in order:
            if self.has_legal_pairing(players - {t}):  # 3.4.1
                return t
        raise PairingImpossible("3.3.3: no PAB candidate leaves a legal pairing")

    def legal_sets(self, top: frozenset[int], potential: frozenset[int]) -> list[frozenset[int]]:
        """Sets of potential upfloaters giving the bracket a legal pairing and the others one (3.1, C3)."""
        out = []
        for size in range(len(potential) + 1):
            if (len(top) + size) % 2:
                continue
            for chosen in combinations(sorted(potential), size):
                ups = frozenset(chosen)
                if self.has_legal_pairing(top | ups) and self.has_legal_pairing(potential - ups):
                    out.append(ups)
        return out

    def candidate_sets(self, top: frozenset[int], potential: frozenset[int]) -> list[tuple[int, ...]]:
        """3.5.2-3.5.4: the sets complying with C4 (fewest) and C5 (scores ascending, largest), sorted."""
        legal = self.legal_sets(top, potential)
        if not legal:
            return []
        fewest = min(len(s) for s in legal)
        sized = [s for s in legal if len(s) == fewest]
        best = max(tuple(sorted(self.score[t] for t in s)) for s in sized)
        chosen = [s for s in sized if tuple(sorted(self.score[t] for t in s)) == best]
        return sorted(upfloater_sequence(tuple(s), self.score) for s in chosen)

    def c6(self, top_score: Decimal, potential: frozenset[int], ups: frozenset[int]) -> int:
        """C6: upfloaters the following scoregroup's bracket would need (C1, C3, C4); 0 if that group is empty."""
        lower = sorted({s for s in self.score.values() if s < top_score}, reverse=True)
        if not lower:
            return 0
        group = frozenset(t for t in potential - ups if self.score[t] == lower[0])
        if not group:
            return 0
        below = potential - ups - group
        for size in range(len(below) + 1):
            for chosen in combinations(sorted(below), size):
                extra = frozenset(chosen)
                if self.has_legal_pairing(group | extra) and self.has_legal_pairing(below - extra):
                    return size
        raise AssertionError("C3 held for the set, so the following bracket has a legal pairing")

    def first_pairing(self, bracket: frozenset[int], ups: frozenset[int], criteria: PairingCriteria) -> Pairs:
        """3.6.3-3.6.4: legal pairings sorted by identifier; the first of those best on the criteria."""
        ordered = sorted(self.pairings(bracket), key=pairing_identifier)
        best = min(ordered, key=lambda p: criteria(p, ups))
        return tuple(sorted(best))


def literal_pair_round(entrants: Sequence[Entrant], float_criteria: bool, criteria: PairingCriteria) -> CoreResult:
    """3.3.2 read literally: PAB, then top scoregroup plus the first set of upfloaters, paired by identifier.

    ``float_criteria``: whether C7 (upfloaters who were floaters) applies this round.
    """
    rnd = LiteralRound(entrants)
    free = frozenset(rnd.entrants)
    pab = rnd.pab(free)
    if pab is not None:
        free = free - {pab}
    steps = []
    while free:
        best = max(rnd.score[t] for t in free)
        top = frozenset(t for t in free if rnd.score[t] == best)
        potential = free - top  # 3.5.1
        candidates = rnd.candidate_sets(top, potential)
        if not candidates:
            raise AssertionError("C3 held before this bracket, so some set of upfloaters is legal")

        def c7(seq: tuple[int, ...]) -> int:
            return sum(1 for t in seq if rnd.entrants[t].floater) if float_criteria else 0

        chosen = min(candidates, key=lambda seq: (rnd.c6(best, potential, frozenset(seq)), c7(seq)))  # 3.5.5
        ups = frozenset(chosen)
        pairs = rnd.first_pairing(top | ups, ups, criteria)
        steps.append(BracketStep(score=best, residents=tuple(sorted(top)), upfloaters=chosen, pairs=pairs))
        free = free - top - ups
    return CoreResult(pab=pab, brackets=tuple(steps))

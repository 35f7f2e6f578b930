"""The round seen bracket by bracket: scoregroups, and what a bracket can achieve on [C4]-[C7].

``BracketOptimum`` gives MaxPairs (Dutch 3.1.2) and the lowest downfloater scores ([C7]) over every
pairing of the bracket that complies with [C1]-[C5]; Dutch 3.1 (MaxPairs, M1), 4.4.1 (valid MDP
sets) and [C8] (the following bracket) are read from it. Every value comes from brute force.
A :class:`Route` says how a bracket is paired: under 2026 every bracket complies with [C4]; under the
2017 text (A.9) only the last bracket, the PPB and the collapsed last bracket (CLB) do.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from itertools import groupby

from checker.systems.dutch.literal.colours import rank_key
from checker.systems.dutch.literal.completion import Lookahead
from checker.models import Frozen
from checker.systems.dutch.state import DutchPlayer, DutchState

ScoreList = tuple[Decimal, ...]


class Route(Frozen):
    """How a bracket is paired: 2026 C4 in every bracket, or one step of the 2017 A.9 outlook."""

    complete: bool = True
    """[C4]: the bracket's downfloaters and the players below can complete the round (2026: every
    bracket; 2017 A.9: the last bracket, the PPB (C.4) and the CLB)."""
    looks_ahead: bool = True
    """[C8] (2017 C.7): the following bracket weighs; 2017 C.7 leaves out the PPB and the CLB."""
    collapsed: bool = False
    """2017 A.9: the residents are the collapsed scoregroup, every player from the bracket's scoregroup down."""
    name: str = ""
    """"PPB" or "CLB" (2017 A.9) for a trace; empty for a bracket of the ordinary route."""


COMPLETED = Route()
"""2026 (every bracket with C4), and the last bracket of the 2017 ordinary route."""
ORDINARY_2017 = Route(complete=False)
"""2017 A.9: a bracket above the last, paired on C.1-C.3 and C.5-C.19 alone (its completion asked afterwards)."""
PPB = Route(looks_ahead=False, name="PPB")
"""2017 A.9 and C.4: the Penultimate Pairing Bracket, re-paired for completion; C.7 does not apply."""
CLB = Route(looks_ahead=False, collapsed=True, name="CLB")
"""2017 A.9: the Collapsed Last Bracket, the PPB's downfloaters and the collapsed scoregroup."""


class BracketOptimum(Frozen):
    """The best a bracket can do on [C6] and [C7] while complying with [C1]-[C5]."""

    max_pairs: int
    """Dutch 3.1.2 MaxPairs."""
    downfloater_scores: ScoreList
    """[C7] optimum: the downfloaters' scores in descending order."""
    downfloater_sets: frozenset[frozenset[int]]
    """Every set of downfloaters (TPNs) reaching both optima."""

    @property
    def c8_value(self) -> tuple[int, ScoreList]:
        """This bracket's best ([C6] downfloaters, [C7] scores): what [C8] compares for the bracket above."""
        return (len(self.downfloater_scores), self.downfloater_scores)


def scoregroups(players: tuple[DutchPlayer, ...]) -> tuple[tuple[DutchPlayer, ...], ...]:
    """Dutch 1.3.1 scoregroups (by pairing score), from the top one down (1.9.2), each in 1.2 order."""
    ordered = sorted(players, key=rank_key)
    return tuple(tuple(g) for _, g in groupby(ordered, key=lambda p: p.pairing_score))


class RoundContext:
    """The round being paired: its scoregroups, the look-ahead, the round's lowest PAB score [C5].

    Holds memo tables only; answers are pure functions of the round state.
    """

    def __init__(self, state: DutchState) -> None:
        """Sort the players (Dutch 1.2), form the scoregroups, and index the look-ahead."""
        self.state = state
        self.groups = scoregroups(state.players)
        self.players = tuple(p for g in self.groups for p in g)
        self.look = Lookahead(state, self.players)
        self.everyone = (1 << len(self.players)) - 1
        self.pab_score: Decimal | None = self.look.lowest_pab_score(self.everyone)
        self.collapses = state.edition.collapses_last_bracket
        """The 2017 A.9 outlook (PPB, CLB) instead of 2026 C4 in every bracket."""
        self._optimum: dict[tuple[int, int, Route], BracketOptimum | None] = {}

    def residents(self, group_index: int, route: Route) -> tuple[DutchPlayer, ...]:
        """The bracket's resident players: scoregroup ``group_index``, or the collapsed scoregroup (A.9)."""
        if route.collapsed:
            return tuple(p for g in self.groups[group_index:] for p in g)
        return self.groups[group_index]

    def below(self, group_index: int, route: Route = COMPLETED) -> int:
        """Bitmask of the players of the scoregroups below ``group_index`` (none below a CLB)."""
        if route.collapsed:
            return 0
        return self.look.mask(p.tpn for g in self.groups[group_index + 1 :] for p in g)

    def route(self, group_index: int) -> Route:
        """The ordinary route of scoregroup ``group_index``: 2026 C4 everywhere; 2017 A.9 C4 in the last bracket only."""
        if self.collapses and group_index + 1 < len(self.groups):
            return ORDINARY_2017
        return COMPLETED

    def complies_c4_c5(self, unpaired: int, route: Route = COMPLETED) -> bool:
        """[C4] a complete pairing exists for ``unpaired``, and [C5] it can give the PAB the round's lowest score."""
        if not route.complete:  # Dutch 2017 A.9: a bracket of the ordinary route above the last
            return True
        if not self.state.edition.pab_score_criterion:  # Dutch 2017: no C5, completion only (C.4, A.9)
            return self.look.completes(unpaired)
        return self.look.completes(unpaired) and self.look.lowest_pab_score(unpaired) == self.pab_score

    def bracket_pairings(
        self, mdps: tuple[DutchPlayer, ...], residents: tuple[DutchPlayer, ...], pairs: int
    ) -> Iterator[tuple[tuple[tuple[int, int], ...], tuple[int, ...]]]:
        """Every set of ``pairs`` disjoint pairs in the bracket that [C1]/[C3] allow, with its unpaired players.

        Pairs join an MDP and a resident or two residents (S1/S2 never hold two MDPs, Dutch 3.2).
        """
        bracket = mdps + residents
        mdp_tpns = {p.tpn for p in mdps}
        partners = self.look.partners
        index = self.look.index
        spare = len(bracket) - 2 * pairs
        if spare < 0:
            return

        def walk(
            left: tuple[DutchPlayer, ...], spare: int, made: tuple[tuple[int, int], ...], unpaired: tuple[int, ...]
        ) -> Iterator[tuple[tuple[tuple[int, int], ...], tuple[int, ...]]]:
            if not left:
                yield made, unpaired
                return
            first, rest = left[0], left[1:]
            if spare > 0:
                yield from walk(rest, spare - 1, made, unpaired + (first.tpn,))
            for k, other in enumerate(rest):
                if first.tpn in mdp_tpns and other.tpn in mdp_tpns:
                    continue
                if partners[index[first.tpn]] >> index[other.tpn] & 1:
                    yield from walk(rest[:k] + rest[k + 1 :], spare, made + ((first.tpn, other.tpn),), unpaired)

        yield from walk(bracket, spare, (), ())

    def optimum(self, mdps: tuple[DutchPlayer, ...], group_index: int, route: Route = COMPLETED) -> BracketOptimum | None:
        """MaxPairs and the [C7] optimum of the bracket ``mdps`` + scoregroup ``group_index`` (the
        collapsed scoregroup on a CLB route); None if none complies."""
        key = (self.look.mask(p.tpn for p in mdps), group_index, route)
        if key in self._optimum:
            return self._optimum[key]
        residents = self.residents(group_index, route)
        below = self.below(group_index, route)
        score = {p.tpn: p.pairing_score for p in mdps + residents}
        result: BracketOptimum | None = None
        for pairs in range(min(len(residents), (len(mdps) + len(residents)) // 2), -1, -1):
            best: ScoreList | None = None
            sets: set[frozenset[int]] = set()
            for _, unpaired in self.bracket_pairings(mdps, residents, pairs):
                if not self.complies_c4_c5(self.look.mask(unpaired) | below, route):
                    continue
                scores = tuple(sorted((score[t] for t in unpaired), reverse=True))
                if best is None or scores < best:
                    best, sets = scores, set()
                if scores == best:
                    sets.add(frozenset(unpaired))
            if best is not None:
                result = BracketOptimum(max_pairs=pairs, downfloater_scores=best, downfloater_sets=frozenset(sets))
                break
        self._optimum[key] = result
        return result

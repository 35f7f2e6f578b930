"""The criteria vector of a bracket candidate, [C5]-[C21] (Dutch 2.3, 2.4), in priority order.

Smaller is better on every component, and components compare in the order of the text, so
comparing two vectors is Dutch 3.8.1 without the generation-order tie-break. Lists "taken in
descending order" ([C7], [C18]-[C21]) are tuples sorted descending, compared lexicographically.
"""

from __future__ import annotations

from decimal import Decimal

from checker.systems.dutch.literal.absolute import is_topscorer
from checker.systems.dutch.literal.colours import allocate, colour_difference, preference
from checker.systems.dutch.literal.feasible import COMPLETED, BracketOptimum, Route, RoundContext, ScoreList
from checker.models import Colour, Frozen
from checker.systems.dutch.state import DutchPlayer

NO_PAB = Decimal(-1)
"""[C5] value when the round has an even number of players (no PAB: every candidate ties)."""
NO_FOLLOWING_BRACKET: tuple[int, ScoreList] = (0, ())
"""[C8] value in the last bracket (there is no following bracket)."""
FLOATS_ON = Decimal(10**6)
"""[C18]/[C20] score difference of an MDP left in the Limbo: larger than any difference in the bracket."""
BROKEN_FOLLOWING_BRACKET: tuple[int, ScoreList] = (10**6, ())
"""[C8] value when the following bracket cannot comply with [C1]-[C5] at all (worst possible)."""


class Candidate(Frozen):
    """A candidate (Dutch 3.3): its pairs (S1 player first) and its downfloaters, as TPNs."""

    pairs: tuple[tuple[int, int], ...]
    downfloaters: tuple[int, ...]

    def key(self) -> frozenset[frozenset[int]]:
        """The candidate as a set of unordered pairs: two candidates with the same key are the same pairing."""
        return frozenset(frozenset(p) for p in self.pairs)


class Criteria(Frozen):
    """The values of [C5]-[C21] for one candidate (smaller is better for each)."""

    c5: Decimal
    c6: int
    c7: ScoreList
    c8: tuple[int, ScoreList]
    c9: int
    c10: int
    c11: int
    c12: int
    c13: int
    c14: int
    c15: int
    c16: int
    c17: int
    c18: ScoreList
    c19: ScoreList
    c20: ScoreList
    c21: ScoreList

    def vector(self) -> tuple[object, ...]:
        """The values in priority order, for lexicographic comparison (Dutch 3.8.1)."""
        return tuple(getattr(self, f"c{k}") for k in range(5, 22))

    def first_difference(self, other: Criteria) -> str | None:
        """The highest-priority criterion on which the two differ (e.g. ``"C12"``), None if none."""
        for k in range(5, 22):
            if getattr(self, f"c{k}") != getattr(other, f"c{k}"):
                return f"C{k}"
        return None


class BracketView(Frozen):
    """What the criteria need to know about the bracket being paired."""

    group_index: int
    mdps: tuple[int, ...]
    residents: tuple[int, ...]
    route: Route = COMPLETED
    """2026 C4 in every bracket, or the step of the 2017 A.9 outlook (ordinary, PPB, CLB)."""

    def collapsed_scores(self, ctx: RoundContext) -> bool:
        """2017 A.9: a CLB whose residents have several scores, where A.8's PSD and the floats of
        A.4.b are read pair by pair (with one resident score it is an ordinary last bracket)."""
        return self.route.collapsed and len({ctx.state.player(t).pairing_score for t in self.residents}) > 1


def _desc(values: list[Decimal]) -> ScoreList:
    """Values sorted in descending order (criteria "taken in descending order")."""
    return tuple(sorted(values, reverse=True))


def following_bracket_value(ctx: RoundContext, bracket: BracketView, downfloaters: tuple[int, ...]) -> tuple[int, ScoreList]:
    """[C8] read as "as well as possible": the best ([C6], [C7]) the following bracket reaches with these MDPs."""
    nxt = bracket.group_index + 1
    if nxt >= len(ctx.groups) or not bracket.route.looks_ahead:  # 2017 C.7: not in the PPB nor the CLB
        return NO_FOLLOWING_BRACKET
    mdps = tuple(ctx.state.player(t) for t in downfloaters)
    # 2017 C.7 "just in the following bracket": its pairs and PSD, whether or not the round then
    # completes; but the last bracket's pairing includes the PAB (A.9 note): its complete pairings only.
    best: BracketOptimum | None = ctx.optimum(tuple(sorted(mdps, key=lambda p: ctx.look.index[p.tpn])), nxt,
                                              ctx.route(nxt))
    return BROKEN_FOLLOWING_BRACKET if best is None else best.c8_value


def evaluate(ctx: RoundContext, bracket: BracketView, candidate: Candidate) -> Criteria:
    """[C5]-[C21] of a candidate that already complies with [C1]-[C4]."""
    state = ctx.state
    look = ctx.look
    player = state.player
    mdps = set(bracket.mdps)
    unpaired = look.mask(candidate.downfloaters) | ctx.below(bracket.group_index, bracket.route)
    # Dutch 2017 has neither [C5] nor [C9]: both stay at their neutral value
    edition = state.edition
    lowest = look.lowest_pab_score(unpaired) if edition.pab_score_criterion else None

    # [C9] only when exactly one player downfloats and every completion gives that player the PAB
    c9 = 0
    if len(candidate.downfloaters) == 1 and edition.pab_unplayed_criterion:
        only = candidate.downfloaters[0]
        if look.pab_assignees_at(unpaired, ctx.pab_score) == frozenset({look.index[only]}):
            c9 = player(only).unplayed_rounds

    given: dict[int, Colour] = {}
    topscorer_pair: dict[int, bool] = {}
    for a, b in candidate.pairs:
        pa, pb = player(a), player(b)
        board, _ = allocate(pa, pb, state.initial_colour)
        given[board.white], given[board.black] = "w", "b"
        flag = is_topscorer(pa, state) or is_topscorer(pb, state)
        topscorer_pair[a] = topscorer_pair[b] = flag

    c10 = c11 = c12 = c13 = 0
    for tpn, colour in given.items():
        p: DutchPlayer = player(tpn)
        after = p.colours + (colour,)
        pref = preference(p.colours)
        if topscorer_pair[tpn] and abs(colour_difference(after)) > 2:
            c10 += 1
        if topscorer_pair[tpn] and len(after) >= 3 and after[-1] == after[-2] == after[-3]:
            c11 += 1
        if pref.colour is not None and colour != pref.colour:
            c12 += 1
            if pref.strength in ("strong", "absolute"):
                c13 += 1

    resident_down = [player(t) for t in candidate.downfloaters if t not in mdps]
    limbo = [player(t) for t in candidate.downfloaters if t in mdps]
    mdp_pairs = [
        (player(a), player(b)) if a in mdps else (player(b), player(a))
        for a, b in candidate.pairs
        if a in mdps or b in mdps
    ]

    def float_count(players: list[DutchPlayer], kind: str, back: int) -> int:
        return sum(1 for p in players if p.float_before(back) == kind)

    def mdp_differences(side: int, kind: str, back: int) -> ScoreList:
        paired = [m.pairing_score - o.pairing_score for m, o in mdp_pairs if (m, o)[side].float_before(back) == kind]
        if side == 1:
            return _desc(paired)
        # an MDP left in the Limbo floats on: its score difference exceeds any this bracket can give
        floating = [FLOATS_ON for p in limbo if p.float_before(back) == kind]
        return _desc(paired + floating)

    opponents = [o for _, o in mdp_pairs]
    if bracket.collapsed_scores(ctx):
        return _collapsed(ctx, bracket, candidate, c10, c11, c12, c13)
    return Criteria(
        c5=NO_PAB if lowest is None else lowest,
        c6=len(candidate.downfloaters),
        c7=_desc([player(t).pairing_score for t in candidate.downfloaters]),
        c8=following_bracket_value(ctx, bracket, candidate.downfloaters),
        c9=c9,
        c10=c10,
        c11=c11,
        c12=c12,
        c13=c13,
        c14=float_count(resident_down, "down", 1),
        c15=float_count(opponents, "up", 1),
        c16=float_count(resident_down, "down", 2),
        c17=float_count(opponents, "up", 2),
        c18=mdp_differences(0, "down", 1),
        c19=mdp_differences(1, "up", 1),
        c20=mdp_differences(0, "down", 2),
        c21=mdp_differences(1, "up", 2),
    )


def _collapsed(ctx: RoundContext, bracket: BracketView, candidate: Candidate, c10: int, c11: int, c12: int,
               c13: int) -> Criteria:
    """2017 C.5-C.19 of a candidate of a CLB whose residents have several scores (A.9).

    C.6 is the PSD of A.8 itself: every pair's score difference and every downfloater's (its score
    less one point below the bracket's lowest score), descending. A.4.b: in a pair of two scores the
    higher player floats down and the lower up, and the unpaired player (the PAB) floats down; C.12-C.15
    count who repeats the float of 1 or 2 rounds before (residents only for the downfloats: an MDP
    floats down whatever the candidate) and C.16-C.19 list those repeated floats' score differences.
    """
    player = ctx.state.player
    mdps = set(bracket.mdps)
    low = min(player(t).pairing_score for t in (*bracket.mdps, *bracket.residents)) - 1
    psd = [player(t).pairing_score - low for t in candidate.downfloaters]
    # (player, score difference of the float) for each downfloat and upfloat the candidate gives
    down = [(player(t), player(t).pairing_score - low) for t in candidate.downfloaters]
    up: list[tuple[DutchPlayer, Decimal]] = []
    for a, b in candidate.pairs:
        high, low_player = sorted((player(a), player(b)), key=lambda p: -p.pairing_score)
        sd = high.pairing_score - low_player.pairing_score
        psd.append(sd)
        if sd:
            down.append((high, sd))
            up.append((low_player, sd))

    def repeated(floats: list[tuple[DutchPlayer, Decimal]], kind: str, back: int, residents_only: bool) -> int:
        return sum(1 for p, _ in floats if p.float_before(back) == kind and not (residents_only and p.tpn in mdps))

    def differences(floats: list[tuple[DutchPlayer, Decimal]], kind: str, back: int) -> ScoreList:
        return _desc([sd for p, sd in floats if p.float_before(back) == kind])

    return Criteria(
        c5=NO_PAB, c6=len(candidate.downfloaters), c7=_desc(psd), c8=NO_FOLLOWING_BRACKET, c9=0,
        c10=c10, c11=c11, c12=c12, c13=c13,
        c14=repeated(down, "down", 1, True), c15=repeated(up, "up", 1, False),
        c16=repeated(down, "down", 2, True), c17=repeated(up, "up", 2, False),
        c18=differences(down, "down", 1), c19=differences(up, "up", 1),
        c20=differences(down, "down", 2), c21=differences(up, "up", 2),
    )

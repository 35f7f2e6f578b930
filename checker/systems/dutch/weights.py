"""Packing the Dutch criteria of one bracket into integer edge weights (Dutch 2.2-2.4, 4.2-4.4).

A weight is a number written in a mixed radix: one digit per criterion (or per score, for the
criteria counted "in descending order of score"), the most important criterion in the most
significant digit. Each digit's base exceeds the largest sum the digit can reach over a matching,
so a maximum-weight matching compares the criteria lexicographically (exact with Python ints).

The quality digits of a bracket, most significant first (h is the higher ranked of the pair):

- ``card``   1 per pair, only when the solve must also complete the round (C4);
- ``c6``     pairs inside the bracket (C6: fewest downfloaters);
- ``c7:s``   pairs inside the bracket whose h has score s (C7: downfloater scores, descending);
- ``c8a``, ``c8b:s`` the same two for the next bracket (C8: its C6 and C7 with our downfloaters);
- ``c9``     on the PAB edge: fewest unplayed games of the PAB assignee (C9);
- ``c10``-``c13`` per bracket pair, 2 minus the players who miss the colour rule (C10-C13);
- ``c14``/``c16`` residents with a downfloat 1/2 rounds ago who are paired, i.e. who are not
  resident downfloaters (C14, C16);
- ``c15``/``c17`` pairs that do not give an MDP an opponent who upfloated 1/2 rounds ago;
- ``c18:s``/``c20:s`` paired MDPs of score s who downfloated 1/2 rounds ago: an MDP left in the
  Limbo floats on to a larger score difference (C18, C20);
- ``c19:s``/``c21:s`` pairs of an MDP of score s whose opponent did not upfloat 1/2 rounds ago.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from checker.models import Frozen
from checker.systems.dutch.state import DutchPlayer
from checker.systems.dutch.colours import colour_violations
from checker.systems.dutch.round import RoundData


class Layout(Frozen):
    """Mixed-radix place values: ``multipliers[name]`` is the place value of a digit."""

    multipliers: dict[Any, int]
    top: int
    """Place value just above the most significant digit: dominates every sum of the digits."""


def build_layout(digits: Sequence[tuple[object, int]]) -> Layout:
    """Place values for ``digits`` = [(name, largest sum over a matching), ...], most significant first."""
    multipliers: dict[object, int] = {}
    place = 1
    for name, max_sum in reversed(digits):
        multipliers[name] = place
        place *= max_sum + 1
    return Layout(multipliers=multipliers, top=place)


class BracketView(Frozen):
    """What the weights need to know of a bracket: who is MDP, resident, next, or movable."""

    mdps: frozenset[int]
    """MDPs that may be paired in this solve (the Limbo and already-fixed MDPs excluded)."""
    residents: frozenset[int]
    next_group: frozenset[int]
    downfloat_side: frozenset[int]
    """Players of this bracket or of the next scoregroup who can form pairs of the next bracket."""
    mdp_scores: tuple[Decimal, ...]
    """Distinct scores of the bracket's MDPs (Limbo included), descending."""
    resident_score: Decimal
    next_side_scores: tuple[Decimal, ...]
    """Distinct scores of ``downfloat_side``, descending."""

    def in_bracket(self, v: int) -> bool:
        """True for a player of the bracket itself (MDP, Limbo or resident), not of the next group."""
        return v in self.downfloat_side and v not in self.next_group


def quality_digits(view: BracketView, pairs: int, c9_max: int, full: bool) -> list[tuple[object, int]]:
    """The quality digits (C4-C21) with their largest sums, most significant first."""
    b_scores = (*view.mdp_scores, view.resident_score)
    digits: list[tuple[object, int]] = []
    if full:
        digits.append(("card", pairs))
    digits.append(("c6", pairs))
    digits += [(("c7", s), pairs) for s in b_scores]
    digits.append(("c8a", pairs))
    digits += [(("c8b", s), pairs) for s in view.next_side_scores]
    digits.append(("c9", c9_max))
    digits += [(name, 2 * pairs) for name in ("c10", "c11", "c12", "c13", "c14")]
    digits.append(("c15", pairs))
    digits.append(("c16", 2 * pairs))
    digits.append(("c17", pairs))
    for crit in ("c18", "c19", "c20", "c21"):
        digits += [((crit, s), pairs) for s in view.mdp_scores]
    return digits


class EdgeQuality:
    """The C6-C21 part of the weight of edge (h, l), h ranked above l (Dutch 1.2), for one layout.

    What depends on one player only (role in the bracket, recent floats, colour preference, the
    score's digits) is read once per player here, so that an edge costs a few lookups: a bracket
    solve weighs tens of thousands of edges.
    """

    __slots__ = ("_view", "_mult", "_players", "_ic", "_pair_base", "_c8", "_down1", "_down2", "_up1", "_up2",
                 "_mdp_c18", "_mdp_c20", "_mdp_c19", "_mdp_c21", "_full_colours", "_upper", "_lower")

    def __init__(self, view: BracketView, mult: dict[object, int], data: RoundData) -> None:
        self._view, self._mult, self._players, self._ic = view, mult, data.players, data.initial_colour
        players, scores = data.players, data.scores
        members = view.residents | view.mdps
        # Per player h of the bracket: C6 and C7 (its score) as the upper player of a bracket pair.
        self._pair_base = {v: mult["c6"] + mult[("c7", scores[v])] for v in members}
        self._c8 = {v: mult["c8a"] + mult[("c8b", scores[v])] for v in view.downfloat_side}
        floats = {v: players[v].recent_floats for v in view.downfloat_side}
        self._down1 = {v for v, f in floats.items() if f[0] == "down"}
        self._down2 = {v for v, f in floats.items() if f[1] == "down"}
        self._up1 = {v for v, f in floats.items() if f[0] == "up"}
        self._up2 = {v for v, f in floats.items() if f[1] == "up"}
        # C18/C20 per MDP score: an MDP who downfloated 1/2 rounds ago and is paired here.
        mdp = view.mdps
        self._mdp_c18 = {v: mult[("c18", scores[v])] if v in self._down1 else 0 for v in mdp}
        self._mdp_c20 = {v: mult[("c20", scores[v])] if v in self._down2 else 0 for v in mdp}
        self._mdp_c19 = {v: mult[("c19", scores[v])] for v in mdp}
        self._mdp_c21 = {v: mult[("c21", scores[v])] for v in mdp}
        self._full_colours = 2 * (mult["c10"] + mult["c11"] + mult["c12"] + mult["c13"])
        # A pair of two residents (the bulk of the edges) splits into a part of each player: the
        # upper one's C6-C7, full colour digits, C15/C17 and its own C14/C16; the lower one's C14/C16.
        c14, c16 = mult["c14"], mult["c16"]
        self._lower = {v: c14 * (v in self._down1) + c16 * (v in self._down2) for v in view.residents}
        self._upper = {v: self._pair_base[v] + self._full_colours + mult["c15"] + mult["c17"] + self._lower[v]
                       for v in view.residents if v not in mdp}

    def look_ahead(self, h: int) -> int:
        """The weight of a pair of ``h`` with a player of the next scoregroup (C8), 0 off the side."""
        return self._c8.get(h, 0)

    def __call__(self, h: int, l: int) -> int:
        view, mult = self._view, self._mult
        upper = self._upper.get(h)
        if upper is not None:
            lower = self._lower.get(l)
            if lower is None:
                return self._c8.get(h, 0) if l in view.next_group else 0
            ph, pl = self._players[h], self._players[l]
            if ph.preference is not None and ph.preference == pl.preference:
                # Only two equal preferences can leave a player without his colour (5.2.1).
                c10, c11, c12, c13 = colour_violations(ph, pl, self._ic)
                return upper + lower - (mult["c10"] * c10 + mult["c11"] * c11 + mult["c12"] * c12 + mult["c13"] * c13)
            return upper + lower
        base = self._pair_base.get(h)
        if base is not None and l in view.residents:
            ph, pl = self._players[h], self._players[l]
            w = base + self._full_colours
            if ph.preference is not None and ph.preference == pl.preference:
                # Only two equal preferences can leave a player without his colour (5.2.1).
                c10, c11, c12, c13 = colour_violations(ph, pl, self._ic)
                w -= mult["c10"] * c10 + mult["c11"] * c11 + mult["c12"] * c12 + mult["c13"] * c13
            is_mdp = h in view.mdps
            # C14/C16: residents with an earlier downfloat who are paired here do not downfloat again.
            w += mult["c14"] * ((not is_mdp and h in self._down1) + (l in self._down1))
            w += mult["c16"] * ((not is_mdp and h in self._down2) + (l in self._down2))
            l_up1, l_up2 = l in self._up1, l in self._up2
            # C15/C17: an MDP's opponent should not have upfloated 1/2 rounds ago.
            if not (is_mdp and l_up1):
                w += mult["c15"]
            if not (is_mdp and l_up2):
                w += mult["c17"]
            if is_mdp:
                # C18/C20, per MDP score: MDPs who downfloated 1/2 rounds ago and are paired here
                # (one left unpaired floats again, to a larger score difference).
                w += self._mdp_c18[h] + self._mdp_c20[h]
                # C19/C21, per MDP score: pairs whose resident did not upfloat 1/2 rounds ago.
                if not l_up1:
                    w += self._mdp_c19[h]
                if not l_up2:
                    w += self._mdp_c21[h]
            return w
        if l in view.next_group:
            return self._c8.get(h, 0)
        return 0


def bracket_view(data: RoundData, mdps: tuple[int, ...], limbo: tuple[int, ...], residents: tuple[int, ...],
          next_group: tuple[int, ...]) -> BracketView:
    """The bracket as the weights see it (Dutch 1.3, 3.2): MDPs that may be paired, the Limbo, residents, next scoregroup."""
    side = frozenset(mdps) | frozenset(limbo) | frozenset(residents) | frozenset(next_group)
    return BracketView(
        mdps=frozenset(mdps),
        residents=frozenset(residents),
        next_group=frozenset(next_group),
        downfloat_side=side,
        mdp_scores=tuple(sorted({data.scores[v] for v in (*mdps, *limbo)}, reverse=True)),
        resident_score=data.scores[residents[0]],
        next_side_scores=tuple(sorted({data.scores[v] for v in side}, reverse=True)),
    )

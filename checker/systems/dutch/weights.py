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

from checker.models import Colour, Frozen
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


def pair_quality(
    view: BracketView,
    mult: dict[object, int],
    h: int,
    l: int,
    ph: DutchPlayer,
    pl: DutchPlayer,
    sh: Decimal,
    initial_colour: Colour,
) -> int:
    """The C6-C21 part of the weight of edge (h, l), h ranked above l (Dutch 1.2)."""
    if l in view.residents and (h in view.residents or h in view.mdps):
        w = mult["c6"] + mult[("c7", sh)]
        c10, c11, c12, c13 = colour_violations(ph, pl, initial_colour)
        w += mult["c10"] * (2 - c10) + mult["c11"] * (2 - c11)
        w += mult["c12"] * (2 - c12) + mult["c13"] * (2 - c13)
        is_mdp = h in view.mdps
        h1, h2 = ph.recent_floats
        l1, l2 = pl.recent_floats
        # C14/C16: residents with an earlier downfloat who are paired here do not downfloat again.
        w += mult["c14"] * ((not is_mdp and h1 == "down") + (l1 == "down"))
        w += mult["c16"] * ((not is_mdp and h2 == "down") + (l2 == "down"))
        # C15/C17: an MDP's opponent should not have upfloated 1/2 rounds ago.
        if not (is_mdp and l1 == "up"):
            w += mult["c15"]
        if not (is_mdp and l2 == "up"):
            w += mult["c17"]
        if is_mdp:
            # C18/C20, per MDP score: MDPs who downfloated 1/2 rounds ago and are paired here
            # (one left unpaired floats again, to a larger score difference).
            if h1 == "down":
                w += mult[("c18", sh)]
            if h2 == "down":
                w += mult[("c20", sh)]
            # C19/C21, per MDP score: pairs whose resident did not upfloat 1/2 rounds ago.
            if l1 != "up":
                w += mult[("c19", sh)]
            if l2 != "up":
                w += mult[("c21", sh)]
        return w
    if l in view.next_group and h in view.downfloat_side:
        return mult["c8a"] + mult[("c8b", sh)]
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

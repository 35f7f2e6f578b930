"""Packing the Dutch criteria of one bracket into integer edge weights (Dutch 2.2-2.4, 4.2-4.4).

A weight is a number written in a mixed radix: one digit per criterion (or per score, for the
criteria counted "in descending order of score"), the most important criterion in the most
significant digit. Each digit's base exceeds the largest sum the digit can reach over a matching,
so a maximum-weight matching compares the criteria lexicographically (exact with Python ints).

The quality digits of a bracket (``digits.Digit``), most significant first (h is the higher ranked of the pair):

- ``CARD``   1 per pair, only when the solve must also complete the round (C4);
- ``C6``     pairs inside the bracket (C6: fewest downfloaters);
- ``(C7, s)`` pairs inside the bracket whose h has score s (C7: downfloater scores, descending);
  in the 2017 collapsed last bracket (A.9), whose residents have several scores, ``(PSD, d)`` instead:
  the PSD of A.8 itself, one digit per score difference d, largest first (see ``psd_values``);
- ``C8A``, ``(C8B, s)`` the same two for the next bracket (C8: its C6 and C7 with our downfloaters);
- ``C9``     on the PAB edge: fewest unplayed games of the PAB assignee (C9);
- ``C10``-``C13`` per bracket pair, 2 minus the players who miss the colour rule (C10-C13);
- ``C14``/``C16`` residents with a downfloat 1/2 rounds ago who are paired, i.e. who are not
  resident downfloaters (C14, C16);
- ``C15``/``C17`` pairs that do not give an MDP an opponent who upfloated 1/2 rounds ago;
- ``(C18, s)``/``(C20, s)`` paired MDPs of score s who downfloated 1/2 rounds ago: an MDP left in the
  Limbo floats on to a larger score difference (C18, C20);
- ``(C19, s)``/``(C21, s)`` pairs of an MDP of score s whose opponent did not upfloat 1/2 rounds ago.
"""

from __future__ import annotations

from collections.abc import Container, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Generic, TypeVar

from checker.matching import Edge
from checker.models import Frozen
from checker.systems.dutch.colours import colour_violations
from checker.systems.dutch.digits import Digit, DigitKey
from checker.systems.dutch.round import RoundData

K = TypeVar("K", bound=Hashable)
"""The digit names of a layout (Dutch: ``DigitKey``; Burstein and Dubov name theirs)."""


@dataclass(frozen=True)
class Layout(Generic[K]):
    """Mixed-radix place values: ``multipliers[name]`` is the place value of a digit."""

    multipliers: Mapping[K, int]
    top: int
    """Place value just above the most significant digit: dominates every sum of the digits."""


def build_layout(digits: Sequence[tuple[K, int]]) -> Layout[K]:
    """Place values for ``digits`` = [(name, largest sum over a matching), ...], most significant first."""
    multipliers: dict[K, int] = {}
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
    psd_low: Decimal = Decimal(0)
    """Dutch 2017 A.8: the lowest score of a collapsed last bracket (a downfloater's SD is its score
    minus this plus one point)."""
    psd_values: tuple[Decimal, ...] = ()
    """Dutch 2017 A.8 for a collapsed last bracket (A.9, residents of several scores): every score
    difference a pair or a downfloater can have, descending; empty for any other bracket."""

    def in_bracket(self, v: int) -> bool:
        """True for a player of the bracket itself (MDP, Limbo or resident), not of the next group."""
        return v in self.downfloat_side and v not in self.next_group


def quality_digits(view: BracketView, pairs: int, c9_max: int, full: bool) -> list[tuple[DigitKey, int]]:
    """The quality digits (C4-C21) with their largest sums, most significant first."""
    b_scores = (*view.mdp_scores, view.resident_score)
    digits: list[tuple[DigitKey, int]] = []
    if full:
        digits.append((Digit.CARD, pairs))
    digits.append((Digit.C6, pairs))
    if view.psd_values:
        # Each pair adds its players' downfloater SDs and takes its own SD: a digit ranges over -pairs..2*pairs.
        digits += [((Digit.PSD, d), 4 * pairs) for d in view.psd_values]
    else:
        digits += [((Digit.C7, s), pairs) for s in b_scores]
    digits.append((Digit.C8A, pairs))
    digits += [((Digit.C8B, s), pairs) for s in view.next_side_scores]
    digits.append((Digit.C9, c9_max))
    digits += [(digit, 2 * pairs) for digit in (Digit.C10, Digit.C11, Digit.C12, Digit.C13, Digit.C14)]
    digits.append((Digit.C15, pairs))
    digits.append((Digit.C16, 2 * pairs))
    digits.append((Digit.C17, pairs))
    for crit in (Digit.C18, Digit.C19, Digit.C20, Digit.C21):
        if view.psd_values:  # 2017 C.16-C.19 in a collapsed bracket: score differences, as the PSD
            digits += [((crit, d), 4 * pairs) for d in view.psd_values]
        else:
            digits += [((crit, s), pairs) for s in view.mdp_scores]
    return digits


class EdgeQuality:
    """The C6-C21 part of the weight of edge (h, l), h ranked above l (Dutch 1.2), for one layout.

    What depends on one player only (role in the bracket, recent floats, colour preference, the
    score's digits) is read once per player here, and the colour penalty once per pair of colour
    histories, so that an edge costs a few lookups: a bracket solve weighs tens of thousands of edges.
    """

    __slots__ = ("_view", "_mult", "_players", "_ic", "_c8", "_upper", "_lower", "_mdp_upper", "_mdp_no_up1",
                 "_mdp_no_up2", "_up1", "_up2", "_preference", "_history", "_penalty", "_scores", "_own")

    def __init__(self, view: BracketView, mult: Mapping[DigitKey, int], data: RoundData) -> None:
        self._view, self._mult, self._players, self._ic = view, mult, data.players, data.initial_colour
        scores = data.scores
        self._c8 = {v: mult[Digit.C8A] + mult[(Digit.C8B, scores[v])] for v in view.downfloat_side}
        # The round's float sets: only players of the side are ever looked up in them.
        down1, down2, self._up1, self._up2 = data.floated
        # Every pair of the bracket splits into a part of each player plus the colour penalty. The
        # upper player's part: C6 and C7 (its score), the full colour digits (C10-C13), and
        # - for a resident: C15/C17 (no MDP here) and its own C14/C16 (a resident with an earlier
        #   downfloat who is paired here does not downfloat again);
        # - for an MDP, per its score: C18/C20 (an MDP who downfloated 1/2 rounds ago and is paired
        #   here: one left unpaired floats again, to a larger score difference), and, unless the
        #   resident upfloated 1/2 rounds ago, C15 + C19 and C17 + C21.
        # The lower player's (a resident) part: its own C14/C16.
        c14, c16 = mult[Digit.C14], mult[Digit.C16]
        full = mult[Digit.C6] + 2 * (mult[Digit.C10] + mult[Digit.C11] + mult[Digit.C12] + mult[Digit.C13])
        self._scores = scores
        self._lower = {v: c14 * (v in down1) + c16 * (v in down2) for v in view.residents}
        self._own = {v: c14 * (v in down1) + c16 * (v in down2) for v in view.residents}
        if view.psd_values:
            # 2017 A.8 in a collapsed bracket: a paired player no longer adds its downfloater SD.
            one = Decimal(1)
            shed = {v: mult[(Digit.PSD, scores[v] - view.psd_low + one)] for v in (*view.mdps, *view.residents)}
            c7 = shed
            self._lower = {v: self._lower[v] + shed[v] for v in view.residents}
        else:
            c7 = {v: mult[(Digit.C7, scores[v])] for v in (*view.mdps, *view.residents)}
        self._upper = {v: full + c7[v] + mult[Digit.C15] + mult[Digit.C17] + self._own[v] for v in view.residents}
        if view.psd_values:  # C18-C21 of a collapsed bracket depend on the pair: see _collapsed
            self._mdp_upper = {v: full + c7[v] for v in view.mdps}
            self._mdp_no_up1 = {v: mult[Digit.C15] for v in view.mdps}
            self._mdp_no_up2 = {v: mult[Digit.C17] for v in view.mdps}
        else:
            self._mdp_upper = {v: full + c7[v] + (mult[(Digit.C18, scores[v])] if v in down1 else 0)
                               + (mult[(Digit.C20, scores[v])] if v in down2 else 0) for v in view.mdps}
            self._mdp_no_up1 = {v: mult[Digit.C15] + mult[(Digit.C19, scores[v])] for v in view.mdps}
            self._mdp_no_up2 = {v: mult[Digit.C17] + mult[(Digit.C21, scores[v])] for v in view.mdps}
        # The colour penalty of two equal preferences reads the preference, its strength, the colour
        # difference and the played colours of both (5.2.2-5.2.4): one number per such history.
        self._preference, self._history = data.preferences, data.colour_history
        self._penalty: dict[int, dict[int, int]] = {}
        """Colour history of h -> colour history of l -> the pair's colour penalty (``_colour_penalty``)."""

    def _collapsed(self, h: int, l: int, mdp: bool) -> int:
        """What a pair of the 2017 collapsed bracket takes off its weight, less what it adds, as bbpPairings
        v5 weighs it: its own SD (A.8); when a resident h meets a lower score, h floats down and l up
        (A.4.b): h's own C14/C16 credit is lost, and l's upfloat 1/2 rounds ago costs C15/C17; and the
        score differences of repeated floats (2017 C.16-C.19, digits c18-c21): a paired player with a
        downfloat 1/2 rounds ago no longer downfloats at its SD, but h floats at the pair's SD, and so
        does an l who upfloated 1/2 rounds ago."""
        mult, scores, players = self._mult, self._scores, self._players
        sd = scores[h] - scores[l]
        out = mult[(Digit.PSD, sd)]
        if not mdp and sd:
            out += self._own[h] + (mult[Digit.C15] if l in self._up1 else 0) + (mult[Digit.C17] if l in self._up2 else 0)
        one, low = Decimal(1), self._view.psd_low
        floats_h, floats_l = players[h].recent_floats, players[l].recent_floats
        for back, down_digit, up_digit in ((0, Digit.C18, Digit.C19), (1, Digit.C20, Digit.C21)):
            if floats_l[back] == "down":
                out -= mult[(down_digit, scores[l] - low + one)]
            if floats_h[back] == "down":
                out -= mult[(down_digit, scores[h] - low + one)]
                out += mult[(down_digit, sd)] if sd else 0
            if floats_l[back] == "up" and sd:
                out += mult[(up_digit, sd)]
        return out

    def look_ahead(self, h: int) -> int:
        """The weight of a pair of ``h`` with a player of the next scoregroup (C8), 0 off the side."""
        return self._c8.get(h, 0)

    def _colour_penalty(self, h: int, l: int) -> int:
        """C10-C13 lost by a pair of two equal preferences (5.2.1 grants every other pair's)."""
        penalties = self._penalty.setdefault(self._history[h], {})
        penalty = penalties.get(self._history[l])
        if penalty is None:
            mult = self._mult
            c10, c11, c12, c13 = colour_violations(self._players[h], self._players[l], self._ic)
            penalty = penalties[self._history[l]] = (mult[Digit.C10] * c10 + mult[Digit.C11] * c11
                                                     + mult[Digit.C12] * c12 + mult[Digit.C13] * c13)
        return penalty

    def row(self, h: int, lows: Iterable[int], bonus: int = 0, bonus_to: Container[int] = (),
            base: int = 0) -> dict[Edge, int]:
        """The non-zero weights of the edges (h, l) for l in ``lows`` (each ranked below h), each plus
        ``bonus`` when l is in ``bonus_to`` and its weight is not zero (an order digit of h's pairs);
        with ``base`` (the completion digit of a solve that forces it), every edge, ``base`` added."""
        lower_of, next_group, scores = self._lower, self._view.next_group, self._scores
        collapsed = bool(self._view.psd_values)
        upper = self._upper.get(h)
        mdp = upper is None and h in self._mdp_upper
        if mdp:
            upper = self._mdp_upper[h]
            no_up1, no_up2, up1, up2 = self._mdp_no_up1[h], self._mdp_no_up2[h], self._up1, self._up2
        ahead = self._c8.get(h, 0)
        preference, preferences = self._preference[h], self._preference
        out: dict[Edge, int] = {}
        if upper is not None and not mdp and not collapsed:
            # The common row, a resident h of a bracket that is not collapsed: the loop below without
            # its MDP and A.9 terms, the colour penalty read from h's own table.
            history, penalties = self._history, self._penalty.setdefault(self._history[h], {})
            for l in lows:
                lower = lower_of.get(l)
                if lower is None:
                    w = ahead if l in next_group else 0
                else:
                    w = upper + lower
                    if preference is not None and preference == preferences[l]:
                        penalty = penalties.get(history[l])
                        w -= self._colour_penalty(h, l) if penalty is None else penalty
                if w:
                    out[(h, l)] = base + (w + bonus if l in bonus_to else w)
                elif base:
                    out[(h, l)] = base
            return out
        for l in lows:
            lower = lower_of.get(l)
            if lower is None:  # l is not a resident: a pair of the next bracket at most
                w = ahead if l in next_group else 0
            elif upper is None:  # h is neither a resident nor an MDP that may be paired here
                w = 0
            else:
                w = upper + lower
                if mdp:
                    w += (0 if l in up1 else no_up1) + (0 if l in up2 else no_up2)
                if collapsed:
                    w -= self._collapsed(h, l, mdp)
                if preference is not None and preference == preferences[l]:
                    # Only two equal preferences can leave a player without his colour (5.2.1).
                    w -= self._colour_penalty(h, l)
            if w:
                out[(h, l)] = base + (w + bonus if l in bonus_to else w)
            elif base:
                out[(h, l)] = base
        return out

    def __call__(self, h: int, l: int) -> int:
        return self.row(h, (l,)).get((h, l), 0)


def bracket_view(data: RoundData, mdps: tuple[int, ...], limbo: tuple[int, ...], residents: tuple[int, ...],
          next_group: tuple[int, ...]) -> BracketView:
    """The bracket as the weights see it (Dutch 1.3, 3.2): MDPs that may be paired, the Limbo, residents, next scoregroup."""
    side = frozenset(mdps) | frozenset(limbo) | frozenset(residents) | frozenset(next_group)
    scores = data.scores
    members = (*mdps, *limbo, *residents)
    psd_low = Decimal(0)
    psd_values: tuple[Decimal, ...] = ()
    if not next_group and len({scores[v] for v in residents}) > 1:
        # 2017 A.9 collapsed last bracket: A.8's SDs of every pair and every downfloater
        psd_low = min(scores[v] for v in members)
        distinct = {scores[v] for v in members}
        psd_values = tuple(sorted({a - b for a in distinct for b in distinct if a >= b}
                                  | {a - psd_low + 1 for a in distinct}, reverse=True))
    # Built from computed values only: no validation (a few per bracket).
    return BracketView.model_construct(
        psd_low=psd_low, psd_values=psd_values,
        mdps=frozenset(mdps),
        residents=frozenset(residents),
        next_group=frozenset(next_group),
        downfloat_side=side,
        mdp_scores=tuple(sorted({data.scores[v] for v in (*mdps, *limbo)}, reverse=True)),
        resident_score=data.scores[residents[0]],
        next_side_scores=tuple(sorted({data.scores[v] for v in side}, reverse=True)),
    )

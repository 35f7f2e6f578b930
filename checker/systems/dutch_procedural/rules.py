"""The pairing criteria of the 2009 rating-based system (B.1-B.6, A.7 d-e, A.8) and the order in which
the procedure drops them (C.9-C.11), for one round.

:class:`Rules` answers, for the players of one round: may two players be paired (B.1, B.2, A.7 d,
the last-round note), does a pair leave a colour preference ungranted (B.4 with A.7 e), may a player
float up (B.5, B.6 for upfloats) or be moved down (B.5, B.6 for downfloats; B.1 b for the bye), what
is x (A.8). A :class:`Level` is the set of criteria in force at one moment of the procedure, and
:func:`ladder` lists the levels of a group in the order C.6-C.11 reaches them.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from functools import cached_property
from itertools import chain
from typing import overload

from checker.models import Colour
from checker.systems.dutch_procedural import closeness
from checker.systems.dutch_procedural.state import RatingPlayer, RatingState
from checker.tournament.colours import opposite

Pair = tuple[int, int]
"""Two pairing numbers paired together (the S1 player first where the procedure has one)."""


def x_value(w: int, b: int, q: int) -> int:
    """A.8: x = b - q if b > w, else w - q; never below 0."""
    return max(0, (b - q) if b > w else (w - q))


@dataclass(frozen=True)
class Level:
    """The criteria in force while a group is paired (C.6), as C.9-C.11, A.7 d and the note leave them."""

    step: str = "C.6"
    """The step that brought this level (``C.6`` first, then ``C.9``, ``C.10``, ``C.11``, ``A.7 d``, ``B note``)."""
    criterion: str | None = None
    """The criterion this level drops or relaxes (``B6`` ...), None at the start."""
    words: str = "every criterion in force"
    b6_up: bool = True
    b5_up: bool = True
    b6_down: bool = True
    b5_down: bool = True
    delta: int = 0
    """C.11 (2012 C.10 e): how much x (X) has been increased."""
    z_delta: int | None = None
    """2012 C.10 e, even rounds: how much Z has been increased over Z1 (None: no Z, an odd round or 2009)."""
    a7d: bool = True
    """A.7 d in force (odd rounds: a strong preference counts as absolute)."""
    note: bool = False
    """The note under B.6 in force (last round: B.2 ignored for players with 50% or more)."""
    index: int = 0
    """Place in the group's ladder (0 = C.6 with every criterion)."""
    close: bool = False
    """2012, ``Edition.closeness == "merged"``: a lowest bracket whose own players have unequal scores (C.13's
    merged bracket), where A.11's closeness is read pair by pair."""
    next_half: int | None = None
    """2012 ``Edition.down_first``: the next bracket's score in half points (None: the lowest bracket)."""
    down_cap: int | None = None
    """2012 ``Edition.down_first``: the closest sum of weights (``closeness.weight`` of each player's
    difference to ``next_half``) the players moved down by any pairing of the group reach; the level
    admits only pairings that close (``Rules.budget``). None: no such bound."""
    close_cap: int | None = None
    """2012, ``Edition.closeness == "merged-first"`` in C.13's merged bracket: the closest sum of closeness
    weights any pairing of the group reaches (A.11: closeness before colours and floats, so before C.10's
    steps); the level admits only pairings that close (``Rules.budget``). None: no such bound."""


@dataclass(frozen=True)
class Rules:
    """The criteria of one round, on pairing numbers."""

    state: RatingState
    by_tpn: dict[int, RatingPlayer]
    other_reading: str | None = None
    """The other reading of an open point, to tell whether a verdict rests on this project's (``READINGS``):
    ``A.7 e`` (2009: the A.7 e players switching to lower x taken from the lowest ranked) or ``C.6``
    (2012: the remainder with its own X and Z). None: this project's readings."""

    def player(self, tpn: int) -> RatingPlayer:
        """The player with this pairing number."""
        return self.by_tpn[tpn]

    def score(self, tpn: int) -> Decimal:
        """A.2 a: the player's score."""
        return self.by_tpn[tpn].score

    def rank_key(self, tpn: int) -> tuple[Decimal, int]:
        """A.2: score (highest first), then pairing number (rating, title, name)."""
        return (-self.by_tpn[tpn].score, tpn)

    def ordered(self, tpns: Iterable[int]) -> tuple[int, ...]:
        """Pairing numbers sorted by A.2."""
        return tuple(sorted(tpns, key=self.rank_key))

    # A.7 d, e -----------------------------------------------------------------------------------
    def treated_absolute(self, tpn: int) -> bool:
        """A.7 d: in an odd-numbered round a strong preference (a player who has had a bye or an
        unplayed game) is treated as absolute."""
        return self.state.round % 2 == 1 and self.by_tpn[tpn].strength == "strong"

    def flexible(self, tpn: int) -> bool:
        """A.7 e: in an even-numbered round a mild preference belongs to a player who missed a game (a bye
        or an unplayed game): he is counted with the mild preference that reduces x."""
        return self.state.round % 2 == 0 and self.by_tpn[tpn].strength == "mild"

    def counted(self, members: Iterable[int]) -> dict[int, Colour | None]:
        """A.7 e with A.8: the preference each member of a group is counted with (none before a game).

        An A.7 e player is "treated and counted as if [he] would have a mild colour preference of that kind
        ... which reduces the value of x": one definite colour, his own unless switching it lowers x (taken
        in A.2 order, each against the colours counted so far); the pair he is in is then judged on it (B.4)."""
        prefs = {t: self.by_tpn[t].preference for t in members}
        if self.state.edition.colours == "x1-z1":
            return prefs  # 2012 A.8: X1 counts w and b as they are; Z (``z1``, ``hard``) lets them switch
        q = (len(prefs) + 1) // 2
        w = sum(1 for c in prefs.values() if c == "w")
        b = sum(1 for c in prefs.values() if c == "b")
        flexible = self.ordered(t for t in prefs if self.flexible(t))
        for t in reversed(flexible) if self.other_reading == "A.7 e" else flexible:
            own = prefs[t]
            if own is None:
                continue
            w2, b2 = (w - 1, b + 1) if own == "w" else (w + 1, b - 1)
            if x_value(w2, b2, q) < x_value(w, b, q):
                prefs[t], w, b = opposite(own), w2, b2
        return prefs

    # B.1, B.2 ----------------------------------------------------------------------------------
    def met(self, a: int, b: int) -> bool:
        """B.1 a: the two have played each other (F.2: unplayed games do not count), or may not meet (260/XXP).

        Read from both players' records: a file whose two records of a game disagree (the reader warns)
        must not give a relation that holds one way only, which the procedure's look-ahead cannot follow."""
        return b in self._barred[a]

    @cached_property
    def _barred(self) -> dict[int, frozenset[int]]:
        """B.1 a per player, worked out once per round (issue 29's speed bound: ``legal`` is read for every
        pair of every bracket at every level): everyone he played or may not meet, by either record."""
        barred: dict[int, set[int]] = {t: set(p.opponents) | set(p.forbidden) for t, p in self.by_tpn.items()}
        for t, p in self.by_tpn.items():
            for other in chain(p.opponents, p.forbidden):
                if other in barred:
                    barred[other].add(t)
        return {t: frozenset(others) for t, others in barred.items()}

    def colour_ok(self, tpn: int, colour: Colour, level: Level) -> bool:
        """The player may receive ``colour`` at this level: B.2 (unless the note lets him off), A.7 d."""
        player = self.by_tpn[tpn]
        if player.breaks_b2(colour) and not (level.note and self.state.top_scorer(player)):
            return False
        return not (level.a7d and self.treated_absolute(tpn) and player.preference != colour)

    def _colours(self, level: Level) -> dict[int, tuple[bool, bool]]:
        """``colour_ok`` for White and for Black of every player at the level's B.2 note and A.7 d (all that
        it reads of the level), worked out once per player and round rather than once per pair."""
        key = (level.note, level.a7d)
        known = self._colour_memo.get(key)
        if known is None:
            known = self._colour_memo[key] = {t: (self.colour_ok(t, "w", level), self.colour_ok(t, "b", level))
                                              for t in self.by_tpn}
        return known

    @cached_property
    def _colour_memo(self) -> dict[tuple[bool, bool], dict[int, tuple[bool, bool]]]:
        """``_colours`` already worked out this round, by (note, A.7 d)."""
        return {}

    def legal(self, a: int, b: int, level: Level) -> bool:
        """B.1 a, and some colours for the pair keep B.2 (and A.7 d while in force) for both."""
        if a == b or b in self._barred[a]:
            return False
        colours = self._colours(level)
        (white_a, black_a), (white_b, black_b) = colours[a], colours[b]
        return (white_a and black_b) or (black_a and white_b)

    def bye_allowed(self, tpn: int) -> bool:
        """B.1 b: no bye for a player who has received a point without playing (bye, forfeit win)."""
        return self.by_tpn[tpn].pab_eligible

    # B.4, A.8 ----------------------------------------------------------------------------------
    def ungranted(self, a: int, b: int, counted: Mapping[int, Colour | None]) -> bool:
        """B.4: the pair cannot grant both colour preferences as the group counts them (``counted``, A.7 e):
        both want the same colour."""
        pa, pb = counted[a], counted[b]
        return pa is not None and pa == pb

    def ungranted_count(self, pairs: Iterable[Pair], members: Iterable[int]) -> int:
        """B.4: how many of a group's pairs leave a preference ungranted (preferences counted in the group)."""
        counted = self.counted(members)
        return sum(1 for a, b in pairs if self.ungranted(a, b, counted))

    def x(self, tpns: tuple[int, ...]) -> int:
        """A.8: w, b players preferring white, black (A.7 e players as counted); q half the group rounded
        up; x = b - q if b > w, else w - q; never below 0 (a negative x would forbid nothing more than 0).

        2012 A.8 a: "If B+b > W+w then X1 = P0 - W - w - a, else X1 = P0 - B - b - a" (P0 half the group
        rounded down, a the players without a game), the same number on the preferences as they are."""
        prefs = list(self.counted(tpns).values())
        if self.state.edition.colours == "x1-z1":
            white, black, none = prefs.count("w"), prefs.count("b"), prefs.count(None)
            return max(0, len(tpns) // 2 - min(white, black) - none)
        return x_value(prefs.count("w"), prefs.count("b"), (len(tpns) + 1) // 2)

    def z1(self, tpns: tuple[int, ...]) -> int:
        """2012 A.8 b (even rounds): "If B > W then Z1 = P0 - W - b - w - a else Z1 = P0 - B - b - w - a":
        the A.7 e players (w, b) count for either colour."""
        flexible = [t for t in tpns if self.flexible(t)]
        prefs = [self.by_tpn[t].preference for t in tpns if t not in flexible]
        none = prefs.count(None)
        return max(0, len(tpns) // 2 - min(prefs.count("w"), prefs.count("b")) - len(flexible) - none)

    def hard(self, a: int, b: int) -> bool:
        """2012 A.7 e with A.8 b: a pair leaving a preference ungranted that counts for Z: both players want
        the same colour and neither is an A.7 e player (who "shall be treated and counted as if" he had the
        other mild preference)."""
        fixed = self._z_preferences
        pa = fixed[a]
        return pa is not None and pa == fixed[b]

    @cached_property
    def _z_preferences(self) -> dict[int, Colour | None]:
        """``hard`` per player, worked out once per round: his preference, None for an A.7 e player."""
        return {t: None if self.flexible(t) else p.preference for t, p in self.by_tpn.items()}

    def z_ok(self, pairs: Iterable[Pair], members: tuple[int, ...], level: Level, spent: int = 0) -> bool:
        """2012 C.10 e: at most Z pairs (Z1 of ``members`` raised by the level, less ``spent`` by pairs
        made before in the bracket) leave a non-A.7 e preference ungranted; true without Z (odd rounds, 2009)."""
        if level.z_delta is None:
            return True
        return sum(1 for a, b in pairs if self.hard(a, b)) + spent <= self.z1(members) + level.z_delta

    @property
    def bracket_wide(self) -> bool:
        """2012: X and Z count a bracket's pairs together, S1's and the remainder's (C.6: "Continue at C4
        with the remainder group", X and Z not determined again); 2009: the remainder has its own x (C.6:
        "Start at C2 with the homogeneous remainder group")."""
        return self.state.edition.colours == "x1-z1" and self.other_reading != "C.6"

    # B.5, B.6 ----------------------------------------------------------------------------------
    def upfloat_ok(self, a: int, b: int, level: Level) -> bool:
        """B.5, B.6 for upfloats: the lower of two unequal scores floats up (A.4); not if he did one or
        two rounds before (while in force)."""
        scores = self._scores
        sa, sb = scores[a], scores[b]
        if sa == sb:
            return True
        up1, up2 = self._upfloats[b if sa > sb else a]
        return not ((level.b5_up and up1) or (level.b6_up and up2))

    @cached_property
    def _scores(self) -> dict[int, Decimal]:
        """A.2 a: every player's score, by pairing number (read for every pair)."""
        return {t: p.score for t, p in self.by_tpn.items()}

    @cached_property
    def _upfloats(self) -> dict[int, tuple[bool, bool]]:
        """Did each player float up one round before, two rounds before (B.5, B.6), worked out once per round."""
        return {t: (p.float_in(1) == "up", p.float_in(2) == "up") for t, p in self.by_tpn.items()}

    def leftover_ok(self, tpn: int, level: Level, lowest: bool) -> bool:
        """A player left unpaired by a group: moved down (a downfloat, A.4) or, in the lowest, the bye
        (a downfloat too, A.5; B.1 b). B.5, B.6 for downfloats while in force."""
        if lowest and not self.bye_allowed(tpn):
            return False
        return self.downfloat_ok(tpn, level)

    def downfloat_ok(self, tpn: int, level: Level) -> bool:
        """B.5, B.6 for downfloats while in force: the player did not float down one or two rounds before."""
        player = self.by_tpn[tpn]
        return not ((level.b5_down and player.float_in(1) == "down") or (level.b6_down and player.float_in(2) == "down"))

    def joined_higher(self, a: int, b: int, joined: frozenset[int]) -> int | None:
        """2012 A.4 with C.13: the higher of two unequal scores when he is a player of a bracket joined to
        the lowest (``Group.joined``): "The higher ranked player (called downfloater) receives a downfloat"
        without having been moved down; None otherwise (equal scores, or the higher one moved down, whose
        downfloat was judged when his bracket left him over: ``leftover_ok``)."""
        if not joined:
            return None
        sa, sb = self.score(a), self.score(b)
        higher = a if sa > sb else b if sb > sa else None
        return higher if higher in joined else None

    def joined_ok(self, a: int, b: int, level: Level, joined: frozenset[int]) -> bool:
        """2012 A.4, B.5, B.6 for downfloaters (C.3 e-f, dropped at C.10 c-d): a joined player paired below
        his score may not float down as he did one or two rounds before, while in force."""
        higher = self.joined_higher(a, b, joined)
        return higher is None or self.downfloat_ok(higher, level)

    @property
    def mover_bye(self) -> bool:
        """2012 C.13 (C.14 b2 in the lowest bracket): a player moved down into a heterogeneous lowest
        bracket may be left over there, the bye; 2009: the lowest's movers are all paired."""
        return self.state.edition.c13_reduces_m1

    @property
    def merged_s1(self) -> bool:
        """2012 C.13: a merged lowest bracket has "the latest added score bracket as S1" (the players moved
        down into it); 2009: every player of the joined brackets counts as moved down (A.3)."""
        return self.state.edition.c13_merged_s1

    @property
    def c12_p1(self) -> bool:
        """2012 C.12: backtrack for P1 pairings below, with a set of the same size and scores."""
        return self.state.edition.c12_p1

    @property
    def d3_sets(self) -> bool:
        """2012 C.8 b, D.3: with M1 below M0, other sets of M1 players moved down are tried as S1."""
        return self.state.edition.d3_sets

    # 2012: "Any criterion may be dropped only for the minimum number of pairs" (C.10) --------------
    @cached_property
    def minimum_drops(self) -> bool:
        """2012 C.10: a dropped float criterion is broken by as few pairs as possible (2009: dropped outright)."""
        return self.state.edition.ladder == "2012"

    @cached_property
    def float_base(self) -> int:
        """The base the dropped float criteria's breaches are packed in (more than any count of them)."""
        return len(self.by_tpn) + 1

    @cached_property
    def colour_unit(self) -> int:
        """What one ungranted preference weighs against every breach of a dropped float criterion
        (2012: colours first, A.11; 2009: 1, nothing else is counted), and, with the pair-by-pair reading of
        closeness, against every group's closeness weights too."""
        if not self.minimum_drops:
            return 1
        return self.float_base ** 5 * (self.close_span if self.state.edition.closeness != "order" else 1)

    @cached_property
    def close_span(self) -> int:
        """More than any group's sum of closeness weights (``closeness.span``)."""
        return closeness.span((p.score for p in self.by_tpn.values()), self.float_base)

    def close_counts(self, level: Level) -> bool:
        """2012 A.11's closeness read pair by pair at this level (``Edition.closeness``): always, or only
        where a float criterion is dropped (C.10's "minimum number of pairs" counted among the closest)."""
        reading = self.state.edition.closeness
        if reading == "order" or not self.minimum_drops:
            return False
        if reading in ("merged", "merged-first"):
            return level.close
        return reading == "pairs" or not (level.b5_up and level.b6_up and level.b5_down and level.b6_down)

    def close_cost(self, a: int, b: int, level: Level) -> int:
        """2012 A.11 / B.3 pair by pair: this pair's closeness weight, packed above Z and the float breaches
        and below one more ungranted preference."""
        if not self.close_counts(level):
            return 0
        difference = closeness.half_points(self.score(a), self.score(b))
        if not difference:
            return 0
        if level.close_cap is not None:
            return self.close_unit * self.close_weight(a, b)  # A.11: closeness above the colours
        return self.float_base ** 5 * closeness.weight(difference, self.float_base)

    def close_weight(self, a: int, b: int) -> int:
        """A.11 / B.3 pair by pair: this pair's closeness weight, unpacked (``closeness.weight``)."""
        return closeness.weight(closeness.half_points(self.score(a), self.score(b)), self.float_base)

    @cached_property
    def close_unit(self) -> int:
        """2012 ``merged-first``: what a closeness weight weighs, above every sum of colours, Z and float
        breaches (fewer than ``float_base`` pairs, each under ``colour_unit`` once its colour is counted)."""
        return self.colour_unit * self.float_base

    def budget(self, members: Iterable[int], level: Level) -> int:
        """The most a group's choice may cost at this level (``cost``): X (x) as raised so far, room for any
        breach of the dropped float criteria, and the closest sums of closeness weights (``Level.close_cap``,
        ``Level.down_cap``: only one of them is set on a level)."""
        unit = self.colour_unit
        room = unit * (self.x(tuple(members)) + level.delta) + unit - 1
        caps = (level.close_cap or 0) + (level.down_cap or 0)
        return room + self.close_unit * caps

    def hard_cost(self, a: int, b: int, level: Level) -> int:
        """2012, a level with Z: a pair counting for Z weighs above every float breach, below one more
        ungranted preference. The first level a round complies at has the fewest ungranted preferences
        and then the fewest counting for Z (C.10 e reaches them in that order), so the least cost is
        what the text's choice costs (``search.Walk._least``)."""
        return self.float_base ** 4 if level.z_delta is not None and self.minimum_drops and self.hard(a, b) else 0

    def up_cost(self, a: int, b: int, level: Level) -> int:
        """2012: the breaches of a dropped B.5 / B.6 for upfloaters this pair makes, packed (B.5 above B.6:
        A.11 "fulfilling the current criteria for downfloaters" before "for upfloaters", B.5 before B.6)."""
        if not self.minimum_drops:
            return 0
        scores = self._scores
        sa, sb = scores[a], scores[b]
        if sa == sb:
            return 0
        up1, up2 = self._upfloats[b if sa > sb else a]
        return self.float_base * int(not level.b5_up and up1) + int(not level.b6_up and up2)

    def down_cost(self, tpn: int, level: Level) -> int:
        """2012: the breaches of a dropped B.5 / B.6 for downfloaters a player left over makes, packed
        above every upfloat breach."""
        if not self.minimum_drops:
            return 0
        player, v = self.by_tpn[tpn], self.float_base
        return (v ** 3 * int(not level.b5_down and player.float_in(1) == "down")
                + v ** 2 * int(not level.b6_down and player.float_in(2) == "down"))

    def joined_cost(self, a: int, b: int, level: Level, joined: frozenset[int]) -> int:
        """2012: the breaches of a dropped B.5 / B.6 for downfloaters a joined player paired below his score
        makes (``joined_higher``), packed as a leftover's (``down_cost``)."""
        higher = self.joined_higher(a, b, joined)
        return 0 if higher is None else self.down_cost(higher, level)

    def cost(self, pairs: Iterable[Pair], leftovers: Iterable[int], members: Iterable[int], level: Level,
             joined: frozenset[int] = frozenset()) -> int:
        """Ungranted preferences (weighed by ``colour_unit``) and, 2012, the dropped float criteria's breaches
        (``joined``: the group's players of brackets joined by C.13, who float down when paired below)."""
        pairs = tuple(pairs)
        return (self.colour_unit * self.ungranted_count(pairs, members)
                + sum(self.close_cost(a, b, level) + self.hard_cost(a, b, level) + self.up_cost(a, b, level)
                      + self.joined_cost(a, b, level, joined)
                      for a, b in pairs)
                + sum(self.leftover_cost(t, level) for t in leftovers))

    def down_weight(self, tpn: int, level: Level) -> int:
        """2012 ``Edition.down_first``: the closeness weight of a player moved down, his difference to the
        next bracket's score (B.3: the best pair he can get there); 0 where the level has no such bound."""
        if level.down_cap is None or level.next_half is None:
            return 0
        return closeness.weight(closeness.half_points(self.score(tpn), Decimal(0)) - level.next_half, self.float_base)

    def leftover_cost(self, tpn: int, level: Level) -> int:
        """What a player left over costs (``cost``): his closeness to the next bracket above the colours
        (``down_weight``, 2012 ``down_first``), then the dropped B.5 / B.6 for downfloaters he breaks."""
        return self.close_unit * self.down_weight(tpn, level) + self.down_cost(tpn, level)

    def pair_ok(self, a: int, b: int, level: Level) -> bool:
        """A pair the group may make at this level: legal and no forbidden upfloat."""
        return self.legal(a, b, level) and self.upfloat_ok(a, b, level)

    def pair_terms(self, a: int, b: int, level: Level, joined: frozenset[int]) -> tuple[int, int] | None:
        """None where a group may not make the pair at this level (``pair_ok``, ``joined_ok``); else what it
        costs besides B.4 (``hard_cost`` + ``up_cost`` + ``joined_cost`` + ``close_cost``) and whether it
        counts for Z (``hard``, 0 without Z). The same answers in one call, from the per-player values
        (issue 29's speed bound: read for every pair of every bracket)."""
        if a == b or b in self._barred[a]:
            return None  # B.1 a
        colours = self._colours(level)
        (white_a, black_a), (white_b, black_b) = colours[a], colours[b]
        if not ((white_a and black_b) or (black_a and white_b)):
            return None  # B.2, A.7 d
        scores = self._scores
        sa, sb = scores[a], scores[b]
        cost = 0
        if sa != sb:
            up1, up2 = self._upfloats[b if sa > sb else a]
            if (level.b5_up and up1) or (level.b6_up and up2):
                return None  # B.5, B.6 for upfloaters
            cost += self.up_cost(a, b, level) + self.close_cost(a, b, level)
        if joined:
            if not self.joined_ok(a, b, level, joined):
                return None
            cost += self.joined_cost(a, b, level, joined)
        if level.z_delta is None:
            return cost, 0
        hard = self.hard(a, b)
        return cost + (self.hard_cost(a, b, level) if hard else 0), int(hard)

    def broken(self, pairs: tuple[Pair, ...], leftovers: tuple[int, ...], budget: int, lowest: bool,
               level: Level, joined: frozenset[int] = frozenset()) -> tuple[str, ...]:
        """The criteria a group's pairs and leftovers break at a level, by name (empty: compliant)."""
        out: list[str] = []
        for a, b in pairs:
            if self.met(a, b):
                out.append(f"B1 {a}-{b}")
            elif not self.legal(a, b, level):
                out.append(f"B2 {a}-{b}")
            elif not self.upfloat_ok(a, b, level):
                out.append(f"float up {a}-{b}")
            elif not self.joined_ok(a, b, level, joined):
                out.append(f"float down {a}-{b}")
        for t in leftovers:
            if not self.leftover_ok(t, level, lowest):
                out.append(f"float down {t}")
        bad = self.ungranted_count(pairs, [t for pair in pairs for t in pair] + list(leftovers))
        if bad > budget:
            out.append(f"B4 {bad}>{budget}")
        return tuple(out)


def rules_for(state: RatingState) -> Rules:
    """The criteria of the round of ``state``."""
    return Rules(state=state, by_tpn={p.tpn: p for p in state.players})


@dataclass(frozen=True, eq=False)
class LazyLevels(Sequence[Level]):
    """A group's levels in the order its text reaches them, each made when first read (issue 29's speed
    bound): the 2012 ladder has levels for every X (and Z) up to P1, thousands in a bracket of hundreds,
    and the walk stops at the first that pairs. Reads as the tuple it stands for (index, slice, len,
    iteration, ==)."""

    size: int
    make: Callable[[int], Level]
    made: dict[int, Level] = field(default_factory=dict, repr=False)

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, i: int) -> Level: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[Level, ...]: ...

    def __getitem__(self, i: int | slice) -> Level | tuple[Level, ...]:
        if isinstance(i, slice):
            return tuple(self[j] for j in range(*i.indices(self.size)))
        j = i + self.size if i < 0 else i
        if not 0 <= j < self.size:
            raise IndexError(i)
        level = self.made.get(j)
        if level is None:
            level = self.made[j] = self.make(j)
        return level

    def __iter__(self) -> Iterator[Level]:
        return (self[j] for j in range(self.size))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, (LazyLevels, tuple)) and len(other) == self.size \
            and all(a == b for a, b in zip(self, other))

    def __hash__(self) -> int:
        return hash(tuple(self))


def mapped(levels: Sequence[Level], change: Callable[[Level], Level]) -> Sequence[Level]:
    """Every level changed by ``change``, as lazily as ``levels`` are made."""
    if isinstance(levels, LazyLevels):
        return LazyLevels(len(levels), lambda j: change(levels[j]))
    return tuple(change(level) for level in levels)


def ladder(rules: Rules, members: tuple[int, ...], raises: int, upfloats: bool, fewer: int = 0) -> Sequence[Level]:
    """The group's levels in the order its edition's text reaches them (2009 C.9-C.11, 2012 C.10;
    ``fewer``: 2012 C.14's decreases of P1, X1 and Z1)."""
    if rules.state.edition.ladder == "2012":
        return ladder_2012(rules, members, raises, upfloats, fewer)
    return ladder_2009(rules, members, raises, upfloats)


def ladder_2012(rules: Rules, members: tuple[int, ...], raises: int, upfloats: bool, fewer: int = 0) -> LazyLevels:
    """2012 C.3 and C.10: for each X from X1 (and, in even rounds, each Z from Z1 up to X, C.10 e) every
    float criterion in force (C.3 e-h reset them), then B.6 and B.5 dropped for upfloaters (a, b, a
    heterogeneous bracket) and for downfloaters (c, d); then A.7 d dropped with X back at X1 (f, odd
    rounds: "restart from C.3.d"); then, top scorers in the group, B.2 dropped for them with A.7 d in
    force again (g: "restart from C.3.c"). C.14 restarts it all (C.3.a) with P1, X1 and Z1 decreased
    ``fewer`` times ("as long as X1 is greater than zero"): X from X1 - fewer, Z from Z1 - fewer.

    Made lazily (``LazyLevels``): one block per (B.2 note, A.7 d, X) holding its Z values times the float
    steps, the level at an index found in its block."""
    odd = rules.state.round % 2 == 1
    a7d_any = odd and any(rules.treated_absolute(t) for t in members)
    z_any = not odd and any(rules.flexible(t) for t in members)
    x1, z1 = rules.x(members), rules.z1(members) if z_any else 0
    x_less, z_less = min(fewer, x1), min(fewer, z1)
    z_span = (x1 - x_less) - (z1 - z_less) if z_any else 0
    top = rules.state.is_last_round and any(rules.state.top_scorer(rules.player(t)) for t in members)
    steps = 5 if upfloats else 3
    """The float steps of one X and Z: every criterion, (C.10 a, b,) C.10 c, d."""
    starts: list[int] = []
    blocks: list[tuple[bool, bool, int]] = []
    size = 0
    for note in (False, True) if top else (False,):
        for a7d in (True, False) if a7d_any else (False,):
            for delta in range(-x_less, max(0, raises) + 1):
                zs = len(range(-z_less, z_span + delta + x_less + 1 - z_less)) if z_any else 1
                if zs:
                    starts.append(size)
                    blocks.append((note, a7d, delta))
                    size += zs * steps

    def make(index: int) -> Level:
        block = bisect_right(starts, index) - 1
        note, a7d, delta = blocks[block]
        zi, step = divmod(index - starts[block], steps)
        z = -z_less + zi if z_any else None
        words = []
        if delta or z:
            words.append(", ".join(f"{name} {'increased' if by > 0 else 'decreased'} by {abs(by)}"
                                   for name, by in (("X", delta), ("Z", z or 0)) if by))
        if not a7d and a7d_any:
            words.append("A.7 d dropped")
        if note:
            words.append("B.2 dropped for top scorers")
        head = "; ".join(words) or "every criterion in force"
        kind = step if upfloats else (0, 3, 4)[step]
        if kind == 0:
            first = "C.10 g" if note else "C.10 f" if not a7d and a7d_any else "C.10 e" if delta or z else "C.3"
            return Level(step=first, criterion=None, words=head, index=index, a7d=a7d, note=note, delta=delta,
                         z_delta=z)
        if kind == 1:
            return Level(step="C.10 a", criterion="B6", words=f"{head}; B.6 dropped for upfloaters", b6_up=False,
                         index=index, a7d=a7d, note=note, delta=delta, z_delta=z)
        if kind == 2:
            return Level(step="C.10 b", criterion="B5", words=f"{head}; B.5 dropped for upfloaters", b6_up=False,
                         b5_up=False, index=index, a7d=a7d, note=note, delta=delta, z_delta=z)
        if kind == 3:
            return Level(step="C.10 c", criterion="B6", words=f"{head}; B.6 dropped for downfloaters",
                         b6_up=not upfloats, b5_up=not upfloats, b6_down=False, index=index, a7d=a7d, note=note,
                         delta=delta, z_delta=z)
        return Level(step="C.10 d", criterion="B5", words=f"{head}; B.5 dropped for downfloaters",
                     b6_up=not upfloats, b5_up=not upfloats, b6_down=False, b5_down=False, index=index, a7d=a7d,
                     note=note, delta=delta, z_delta=z)

    return LazyLevels(size, make)


def ladder_2009(rules: Rules, members: tuple[int, ...], raises: int, upfloats: bool) -> tuple[Level, ...]:
    """The levels C.6-C.11 walk for a group, in order, then A.7 d dropped and the last-round note.

    C.9 drops B.6 then B.5 for upfloats (only where the group can pair unequal scores), C.10 B.6 then
    B.5 for downfloats, C.11 raises x by one as long as x is less than p (``raises`` steps: p - x);
    A.7 d and the note go last because they may be dropped only to avoid additional downfloaters.
    The last level is where C.14 restarts.
    """
    a7d = rules.state.round % 2 == 1 and any(rules.treated_absolute(t) for t in members)
    levels = [Level(a7d=a7d)]
    if upfloats:
        levels.append(replace(levels[-1], step="C.9", criterion="B6", words="B.6 dropped for upfloats", b6_up=False))
        levels.append(replace(levels[-1], step="C.9", criterion="B5", words="B.5 dropped for upfloats", b5_up=False))
    levels.append(replace(levels[-1], step="C.10", criterion="B6", words="B.6 dropped for downfloats", b6_down=False))
    levels.append(replace(levels[-1], step="C.10", criterion="B5", words="B.5 dropped for downfloats", b5_down=False))
    for delta in range(1, max(0, raises) + 1):
        levels.append(replace(levels[-1], step="C.11", criterion="B4", words=f"x increased by {delta}", delta=delta))
    if a7d:
        levels.append(replace(levels[-1], step="A.7 d", criterion="A.7 d",
                              words="strong preferences no longer treated as absolute", a7d=False))
    if rules.state.is_last_round and any(rules.state.top_scorer(rules.player(t)) for t in members):
        levels.append(replace(levels[-1], step="B note", criterion="B2",
                              words="B.2 ignored for players with 50% or more (last round)", note=True))
    return tuple(replace(lv, index=i) for i, lv in enumerate(levels))

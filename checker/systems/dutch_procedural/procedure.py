"""The pairing procedure C.1-C.14 for one round, as the text orders it, bracket after bracket.

Starting with the highest score bracket (C): C.1 moves down a player who has no possible opponent in
the bracket (B.1, B.2), or sends a player moved down from above to C.12, or, in the lowest bracket, to
C.13; C.2-C.5 build x, p, S1 and S2; C.6-C.8 walk transpositions and exchanges for a compliant pairing
(the walk is given: the fast one of ``search.py`` or the literal one of ``literal.py``); C.9-C.11 drop
criteria and raise x (the group's ladder, ``rules.ladder``); C.12 pairs the previous bracket again so
that another player comes down, C.13 does so for the bracket above the lowest and joins the two lowest
brackets when it cannot; C.14 makes fewer pairs. Every step taken is kept, for ``explain`` and the check.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from itertools import combinations, islice

from checker.errors import InternalError, PairingImpossible
from checker.systems.dutch_procedural import bye
from checker.systems.dutch_procedural.closeness import half_points
from checker.systems.dutch_procedural.groups import (Below, Choice, Group, heterogeneous, homogeneous, joined_players,
                                                      no_pairing)
from checker.systems.dutch_procedural.rules import Level, Pair, Rules, ladder, mapped, rules_for
from checker.systems.dutch_procedural.search import closest, closest_down, movers_pairable
from checker.systems.dutch_procedural.state import RatingState
from checker.tournament.scoring import format_points

Walker = Callable[[Rules, Group, Level, Below | None], Choice | None]
"""The first choice of a group in the text's order that complies with a level (and leaves the bracket
below able to pair, for C.12 and C.13)."""


@dataclass(frozen=True)
class Bracket:
    """A score bracket as the procedure left it."""

    index: int
    score: Decimal
    movers: tuple[int, ...]
    """Players moved down into it from higher brackets (A.2 order)."""
    residents: tuple[int, ...]
    """Its own players (this score; after C.13 joins, the lower brackets' players too)."""
    moved: tuple[int, ...]
    """C.1: moved down without being paired (no possible opponent here)."""
    group: Group | None
    """What C.4 paired (None: nobody, or joined to the bracket below by C.13)."""
    choice: Choice
    levels: Sequence[Level]
    """The group's ladder (C.6-C.11), as the choice was looked for."""
    events: tuple[str, ...] = ()
    joined: bool = False
    """C.13 joined this bracket to the one below: all its players went down."""
    origin: Group | None = None
    """The group C.4 built before any C.14 (the one C.12 and C.13 walk again from its first level)."""
    ahead: Below | None = None
    """The bracket below the choice was made for (C.12, C.13); None: the choice is the ladder's first."""

    @property
    def down(self) -> tuple[int, ...]:
        """Players this bracket sends to the next one (C.1, C.6, C.14, C.13)."""
        return self.moved + self.choice.leftovers

    @property
    def pairs(self) -> tuple[Pair, ...]:
        """The pairs made in this bracket."""
        return self.choice.all_pairs


@dataclass(frozen=True)
class RoundResult:
    """The round as the procedure pairs it: brackets top down, pairs, the bye (A.5)."""

    brackets: tuple[Bracket, ...]
    bye: int | None

    @property
    def pairs(self) -> tuple[Pair, ...]:
        """Every pair, bracket by bracket."""
        return tuple(p for b in self.brackets for p in b.pairs)


def score_groups(rules: Rules) -> list[tuple[Decimal, tuple[int, ...]]]:
    """A.3: the players by score, highest first, each group in A.2 order."""
    groups: dict[Decimal, list[int]] = {}
    for p in rules.state.players:
        groups.setdefault(p.score, []).append(p.tpn)
    return [(score, rules.ordered(tpns)) for score, tpns in sorted(groups.items(), key=lambda kv: -kv[0])]


def final_level(rules: Rules) -> Level:
    """Where every ladder ends: B.1 and B.2 only (with the note in the last round)."""
    return Level(step="final", words="B.1 and B.2 only", b6_up=False, b5_up=False, b6_down=False, b5_down=False,
                 delta=10**6, a7d=False, note=rules.state.is_last_round)


def build_group(rules: Rules, movers: tuple[int, ...], residents: tuple[int, ...], lowest: bool) -> Group:
    """C.3-C.4 (A.3, A.6): heterogeneous with the players moved down as S1, unless at least half of the
    bracket came from above (then homogeneous, S1 its higher half)."""
    members = movers + residents
    joined = joined_players(rules, residents)  # 2012 C.13: a merged bracket's own players above its score
    if movers and 2 * len(movers) < len(members):
        return heterogeneous(rules, members, movers, lowest, joined=joined)
    return homogeneous(rules, members, lowest, joined=joined)


def group_ladder(rules: Rules, group: Group, fewer: int = 0) -> Sequence[Level]:
    """C.6-C.11 for a group: C.9 only where it can pair unequal scores; C.11 up to x = p. 2012: C.10 up to
    X = P1 (the bracket's pairs); ``fewer``: pairs C.14 took off, X1 and Z1 decreased as many times."""
    scores = {rules.score(t) for t in group.members}
    if rules.minimum_drops:
        levels = ladder(rules, group.members, group.pairs_wanted - rules.x(group.members), upfloats=len(scores) > 1,
                        fewer=fewer)
        reading = rules.state.edition.closeness
        if reading in ("merged", "merged-first") and group.lowest and len({rules.score(t) for t in group.s2}) > 1:
            # A.11's closeness pair by pair in C.13's merged bracket (its own players' scores unequal);
            # merged-first: the closest pairing before C.10's steps (A.11's order), the ladder among those.
            cap = closest(rules, group, levels[-1]) if reading == "merged-first" and levels else None
            return mapped(levels, lambda level: replace(level, close=True, close_cap=cap))
        if rules.state.edition.down_first and not group.lowest and levels:
            return down_first(rules, group, levels)
        return levels
    if group.heterogeneous:
        x_h = rules.x(group.members)
        raises = max(len(group.s1) - x_h, group.p)
    else:
        raises = group.p - rules.x(group.members)
    return ladder(rules, group.members, raises, upfloats=len(scores) > 1)


def down_first(rules: Rules, group: Group, levels: Sequence[Level]) -> Sequence[Level]:
    """2012 A.11 / B.3 for the players moved down (``Edition.down_first``, issue 29 G2): every level bound
    to the closest the group's players moved down can be to the next bracket's score (``search.closest_down``
    at the ladder's last level), so C.10's steps are walked among those choices only."""
    first = set(group.s1)
    spare = {rules.score(t) for t in group.members if t not in first}
    if len(group.members) == 2 * group.pairs_wanted or len(spare) < 2:
        return levels  # nobody moved down, or any choice moves down the same scores: nothing to bound
    floor = min(rules.score(t) for t in group.members)
    lower = [p.score for p in rules.state.players if p.score < floor]
    if not lower:
        return levels
    next_half = half_points(max(lower), Decimal(0))
    cap = closest_down(rules, group, replace(levels[-1], next_half=next_half, down_cap=0))
    if cap is None:
        return levels
    return mapped(levels, lambda level: replace(level, next_half=next_half, down_cap=cap))


def c14_levels(rules: Rules, origin: Group, smaller: Group, levels: Sequence[Level]) -> Sequence[Level]:
    """The levels a group C.14 made smaller is walked at: 2009 C.14 "restart at C4", the last level of the
    bracket's ladder (``levels``); 2012 C.14 "restart from C.3.a" with P1, X1 and Z1 decreased: its whole
    ladder again."""
    if not rules.minimum_drops:
        return (levels[-1],)
    return group_ladder(rules, smaller, fewer=max(0, origin.pairs_wanted - smaller.pairs_wanted))


@dataclass(frozen=True)
class Outcome:
    """What running a bracket gives: the bracket, or the step to apply first (C.12 or C.13)."""

    bracket: Bracket | None = None
    need: str | None = None
    reason: str = ""


class Procedure:
    """One run of C.1-C.14 over a round, with the walk it is given."""

    def __init__(self, state: RatingState, walker: Walker) -> None:
        self.rules = rules_for(state)
        self.walker = walker
        self.groups = score_groups(self.rules)
        self.final = final_level(self.rules)
        self.sn = state.start_number_of

    def names(self, tpns: tuple[int, ...] | list[int]) -> str:
        """Start numbers, space separated."""
        return " ".join(str(self.sn(t)) for t in tpns) or "none"

    def run(self) -> RoundResult:
        """Every bracket from the highest down, with C.12 and C.13 going back up when they must."""
        groups = self.groups
        last = len(groups) - 1
        done: dict[int, Bracket] = {}
        joined: set[int] = set()
        c12_tried: set[int] = set()
        last_resort: set[int] = set()
        notes: dict[int, list[str]] = {}
        k, guard = 0, 0
        while k <= last:
            guard += 1
            if guard > 50 * (last + 2) ** 2:
                raise InternalError("the 2009 procedure did not settle (C.12/C.13 loop)")
            movers = self.rules.ordered(done[k - 1].down) if k > 0 else ()
            score, residents = groups[k]
            if k - 1 in joined and k not in joined and self.rules.merged_s1:
                movers, residents = self.merged(done, joined, k)
            if k in joined:
                done[k] = Bracket(index=k, score=score, movers=movers, residents=residents,
                                  moved=self.rules.ordered(movers + residents), group=None,
                                  choice=no_pairing(self.final, ()), levels=(), joined=True,
                                  events=(f"C.13: joined to the bracket below ({self.names(residents)} go down)",))
                k += 1
                continue
            outcome = self.bracket(k, movers, residents, k == last, k not in c12_tried, k in last_resort)
            if outcome.bracket is not None:
                bracket = outcome.bracket
                if notes.get(k):
                    bracket = replace(bracket, events=tuple(notes.pop(k)) + bracket.events)
                done[k] = bracket
                k += 1
                continue
            if outcome.need == "C.12":
                c12_tried.add(k)
                again = self.c12(done, k)
                if again is not None:
                    done[k - 1] = again
                    notes.setdefault(k, []).append(f"C.12 ({outcome.reason}): the bracket above paired again, "
                                                   f"{self.names(again.down)} come down")
                else:
                    notes.setdefault(k, []).append(f"C.12 ({outcome.reason}): no other pairing of the bracket above helps")
                continue
            j = max((i for i in range(k) if i not in joined and done[i].pairs), default=None)
            if j is None and k not in last_resort:
                # C.13 has nothing above to pair again or join: C.14 in the lowest bracket itself, whose S1
                # player without an opponent is left over, the bye (A.5) if B.1 b allows him one.
                last_resort.add(k)
                notes.setdefault(k, []).append(f"C.13 ({outcome.reason}): nothing above to pair again or join: C.14")
                continue
            if j is None:
                raise PairingImpossible(f"{self.rules.state.edition.article} C.13: the lowest bracket cannot be "
                                        f"paired ({outcome.reason}) and no bracket above is left to pair again or join")
            joined.update(range(j + 1, k))
            again = self.c13(done, j, k)
            if again is not None:
                done[j] = again
                notes.setdefault(k, []).append(f"C.13 ({outcome.reason}): bracket {format_points(groups[j][0])} "
                                               f"paired again, {self.names(again.down)} come down")
                k = j + 1
            else:
                joined.add(j)
                notes.setdefault(k, []).append(f"C.13 ({outcome.reason}): no pairing of bracket "
                                               f"{format_points(groups[j][0])} lets the lowest be paired: joined")
                k = j
        lowest = done[last] if last >= 0 else None
        if lowest is not None and len(lowest.down) > 1:
            raise InternalError("the lowest bracket left more than one player unpaired")
        bye = lowest.down[0] if lowest is not None and lowest.down else None
        return RoundResult(brackets=tuple(done[i] for i in range(last + 1)), bye=bye)

    def merged(self, done: dict[int, Bracket], joined: set[int], k: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """2012 C.13: the merged lowest bracket "treated as a heterogeneous score bracket with the latest
        added score bracket as S1": moved down into it, the players the bracket above the joined ones sends
        (those moved down into the latest added); its own, every player of the joined brackets and its own."""
        j = max((i for i in range(k) if i not in joined), default=None)
        movers = self.rules.ordered(done[j].down) if j is not None else ()
        residents = self.rules.ordered(t for i in range(k) if i in joined for t in self.groups[i][1])
        return movers, self.rules.ordered(residents + self.groups[k][1])

    # one bracket ---------------------------------------------------------------------------------
    def bracket(self, k: int, movers: tuple[int, ...], residents: tuple[int, ...], lowest: bool,
                c12: bool, last_resort: bool = False) -> Outcome:
        """C.1-C.11 and C.14 on bracket ``k``; C.12 / C.13 are asked for, not applied, here (``last_resort``:
        C.13 found nothing above, so a player moved down without an opponent may take the bye, C.14)."""
        rules, final = self.rules, self.final
        score = self.groups[k][0]
        members = rules.ordered(movers + residents)
        isolated = tuple(t for t in members if not any(rules.legal(t, u, final) for u in members if u != t))
        events: list[str] = []
        if lowest:
            lone_bye = (len(members) % 2 == 1 and len(isolated) == 1 and rules.bye_allowed(isolated[0])
                        and (last_resort or rules.mover_bye
                             or not (isolated[0] in movers and 2 * len(movers) < len(members))))
            if isolated and not lone_bye:
                return Outcome(need="C.13", reason=f"C.1: no opponent for {self.names(isolated)}")
            moved: tuple[int, ...] = ()
            if (last_resort or rules.mover_bye) and isolated and isolated[0] in movers:
                moved = isolated
                events.append(f"C.14: S1 without {self.names(moved)}, who has no opponent here: the bye (A.5)")
        else:
            stuck = tuple(t for t in isolated if t in movers)
            if stuck and c12:
                return Outcome(need="C.12", reason=f"C.1: no opponent for {self.names(stuck)}, moved down from above")
            moved = isolated
            if moved:
                events.append(f"C.1: no opponent here for {self.names(moved)}: moved down")
        movers = tuple(t for t in movers if t not in moved)
        residents = tuple(t for t in residents if t not in moved)
        members = rules.ordered(movers + residents)

        built: list[Group] = []

        def made(group: Group | None, choice: Choice, levels: Sequence[Level]) -> Outcome:
            return Outcome(bracket=Bracket(index=k, score=score, movers=movers, residents=residents, moved=moved,
                                           group=group, choice=choice, levels=levels, events=tuple(events),
                                           origin=built[0] if built else None))

        if not members:
            return made(None, no_pairing(final, ()), ())
        group = build_group(rules, movers, residents, lowest)
        built.append(group)
        levels = group_ladder(rules, group)
        def taken(group: Group, choice: Choice) -> Outcome:
            # 2012 A.5, JaVaFo 1.4's reading: in the lowest bracket, the bye to a lower score if one can take it.
            nonlocal movers, residents, moved
            lower = self.lower_bye(movers, residents, choice) if lowest else None
            if lower is None:
                return made(group, choice, levels)
            spare, rest, choice, _ = lower
            events.append(f"A.5: the bye to {self.names((spare,))}, the lowest score allowed one "
                          f"({format_points(rules.score(spare))} points), the rest paired")
            movers = tuple(t for t in movers if t != spare)
            residents = tuple(t for t in residents if t != spare)
            moved = moved + (spare,)
            return made(rest, choice, group_ladder(rules, rest))

        for level in levels:
            choice = self.walker(rules, group, level, None)
            if choice is not None:
                return taken(group, choice)
        last = levels[-1]
        hopeless_s1 = group.heterogeneous and not movers_pairable(rules, group.s1, group.s2, last)
        # 2012 C.13: "if it is heterogeneous, try to reduce the number of pairable moved-down players (M1),
        # as shown in C.14.b2" before going back to the penultimate bracket.
        reduce_m1 = lowest and not last_resort and rules.mover_bye and group.heterogeneous
        if lowest and not last_resort and not reduce_m1:
            return Outcome(need="C.13", reason="the players moved down cannot all be paired" if hopeless_s1
                           else "no pairing complies with B.1 and B.2")
        if movers and c12 and not reduce_m1 and (hopeless_s1 or not group.heterogeneous or rules.c12_p1):
            return Outcome(need="C.12", reason="the players moved down cannot all be paired" if hopeless_s1
                           else "no pairing of the bracket complies with B.1 and B.2")
        for family in fewer_pairs(rules, group, skip_s1=hopeless_s1):
            found = self.family_choices(group, family, levels, lowest)
            if lowest and rules.state.edition.bye_lowest_score:
                best = bye.lowest_first(rules, found, bye.lowest_eligible(rules, group.members))
            else:
                best = next(((g, c, True) for g, c in found), None)
            if best is not None:
                events.append(f"C.14: {smaller_words(group, best[0])}")
                if not best[2]:
                    spare = best[1].leftovers[0]
                    events.append(f"A.5: the bye to {self.names((spare,))}, the lowest score of C.14's choices "
                                  f"({format_points(rules.score(spare))} points)")
                return taken(best[0], best[1])
        if lowest:
            return self.s1_player_to_bye(k, movers, residents, group, events)
        events.append("C.14: p decreased to 0: the whole bracket moved down")
        return made(None, no_pairing(last, members), levels)

    def family_choices(self, group: Group, family: tuple[Group, ...], levels: Sequence[Level],
                       lowest: bool) -> Iterator[tuple[Group, Choice]]:
        """C.14's groups of one family in the text's order: each level, each set of M1 players moved down
        (2012 C.8 b, D.3) at that level; in the lowest bracket one player at most left over (the bye)."""
        for level in c14_levels(self.rules, group, family[0], levels):
            for smaller in family:
                choice = self.walker(self.rules, smaller, level, None)
                if choice is not None and not (lowest and len(choice.leftovers) > 1):
                    yield smaller, choice

    def lower_bye(self, movers: tuple[int, ...], residents: tuple[int, ...],
                  first: Choice) -> tuple[int, Group, Choice, Level] | None:
        """2012 A.5, JaVaFo 1.4's reading (``Edition.bye_lowest_score``): the lowest bracket paired without
        a player of a lower score than the one its first choice leaves over, when one can take the bye."""
        rules = self.rules
        if not rules.state.edition.bye_lowest_score:
            return None
        return bye.lower_bye(rules, lambda g, lv: self.walker(rules, g, lv, None),
                             lambda m, r: build_group(rules, m, r, True), lambda g: group_ladder(rules, g),
                             movers, residents, first)

    def s1_player_to_bye(self, k: int, movers: tuple[int, ...], residents: tuple[int, ...], group: Group,
                         events: list[str]) -> Outcome:
        """C.14 in the lowest bracket when C.13 has nothing above (last resort): one fewer player of S1, the
        lowest first, left over for the bye (A.5, B.1 b), the rest paired completely."""
        rules = self.rules
        for spare in reversed(group.s1 if group.heterogeneous else ()):
            if len(group.members) % 2 == 0 or not rules.bye_allowed(spare):
                continue
            rest = build_group(rules, tuple(t for t in movers if t != spare), residents, True)
            levels = group_ladder(rules, rest)
            for level in levels:
                choice = self.walker(rules, rest, level, None)
                if choice is not None and not choice.leftovers:
                    note = f"C.14: S1 without {self.names((spare,))}, left over for the bye (A.5)"
                    return Outcome(bracket=Bracket(
                        index=k, score=self.groups[k][0], movers=tuple(t for t in movers if t != spare),
                        residents=residents, moved=(spare,), group=rest, choice=choice, levels=levels,
                        events=tuple(events) + (note,), origin=group))
        return Outcome(need="C.13", reason="no pairing leaves one player at most for the bye (C.14)")

    # going back up -------------------------------------------------------------------------------
    def c12(self, done: dict[int, Bracket], k: int) -> Bracket | None:
        """C.12: the previous bracket paired again: its pairings walked again in their order (C.6-C.11,
        the same p) for the first with which the players it moves down can all be paired in bracket ``k``."""
        if k == 0 or done[k - 1].joined or done[k - 1].group is None or not done[k - 1].pairs:
            return None
        prev = done[k - 1]
        below = Below(residents=self.groups[k][1], others=prev.moved, lowest=False, level=self.final)
        if self.rules.c12_p1:
            # 2012 C.12: "another set of players of the same size and with the same scores ... and this now
            # allows P1 pairings to be made".
            below = replace(below, whole=True, scores=tuple(sorted(self.rules.score(t) for t in prev.down)))
        for group, level in self.again(prev, fewer=False):
            choice = self.walker(self.rules, group, level, below)
            if choice is not None:
                return replace(prev, group=group, choice=choice, ahead=below,
                               events=prev.events + ("C.12: paired again for the bracket below",))
        return None

    def c13(self, done: dict[int, Bracket], j: int, k: int) -> Bracket | None:
        """C.13: bracket ``j`` (the penultimate) paired again so that the lowest can be paired: its
        pairings walked again in their order (C.6-C.11), then with p decreased (C.14) down to 1."""
        prev = done[j]
        if prev.group is None:
            return None
        joined = tuple(t for i in range(j + 1, k) for t in self.groups[i][1])
        if self.rules.merged_s1:
            # 2012 C.13: the joined brackets' players are the merged bracket's own (S1: those moved down).
            below = Below(residents=self.rules.ordered(joined + self.groups[k][1]), others=prev.moved, lowest=True,
                          level=self.final)
        else:
            below = Below(residents=self.groups[k][1], others=self.rules.ordered(prev.moved + joined), lowest=True,
                          level=self.final)
        for group, level in self.again(prev, fewer=True):
            choice = self.walker(self.rules, group, level, below)
            if choice is not None:
                note = "paired again" if group == prev.origin else smaller_words(prev.origin or group, group)
                return replace(prev, group=group, choice=choice, ahead=below,
                               events=prev.events + (f"C.13: {note} for the lowest bracket",))
        return None

    def again(self, prev: Bracket, fewer: bool) -> Iterator[tuple[Group, Level]]:
        """A bracket's pairings in the procedure's order, from the start: its group at every level of its
        ladder (or, when C.14 had reduced it, that group at the last level only), then (``fewer``) C.14's
        smaller groups at the last level."""
        origin = prev.origin or prev.group
        assert origin is not None and prev.group is not None
        levels = prev.levels or (prev.choice.level,)
        if prev.group == origin:
            yield from ((origin, level) for level in levels)
        else:
            yield from ((prev.group, level) for level in c14_levels(self.rules, origin, prev.group, levels))
        if fewer:
            for family in fewer_pairs(self.rules, origin, skip_s1=False):
                for level in c14_levels(self.rules, origin, family[0], levels):
                    yield from ((group, level) for group in family if group != prev.group)


D3_SETS = 64
"""2012 D.3: at most this many sets of M1 players moved down are tried as S1 for one M1 (the first in D.3's
order; the text lists them all, C(M0, M1), which grows exponentially with M0)."""


def fewer_pairs(rules: Rules, group: Group, skip_s1: bool) -> Iterator[tuple[Group, ...]]:
    """C.14's groups after ``group``, one pair fewer at a time: a homogeneous group down to p = 1; a
    heterogeneous bracket first with fewer pairs in its remainder (down to none), then with fewer players
    of S1 (C.4: the highest ones), each with its remainder from the most pairs down. ``skip_s1``: S1
    cannot all be paired, start with one fewer. Each step is a family of groups walked alike: 2012 C.8 b
    tries every set of M1 of the players moved down in D.3's order (the highest first) at each level;
    2009, the highest only."""
    if not group.heterogeneous:
        yield from ((replace(group, p=p),) for p in range(group.p - 1, 0, -1))
        return
    members, lowest = group.members, group.lowest
    for taken in range(len(group.s1) - (1 if skip_s1 else 0), 0, -1):
        most = (len(members) - 2 * taken) // 2
        sets = list(islice(combinations(group.s1, taken), D3_SETS)) if rules.d3_sets else [group.s1[:taken]]
        for p in range(most, -1, -1):
            if taken == len(group.s1) and p >= group.p:
                continue
            yield tuple(heterogeneous(rules, members, s1, lowest, p, joined=group.joined) for s1 in sets)


def smaller_words(group: Group, smaller: Group) -> str:
    """How C.14 changed the group, in words."""
    if not group.heterogeneous:
        return f"p decreased to {smaller.p}"
    if len(smaller.s1) < len(group.s1):
        return f"p decreased to {len(smaller.s1)} (remainder p {smaller.p})"
    return f"p of the remainder decreased to {smaller.p}"


def pair_round(state: RatingState, walker: Walker) -> RoundResult:
    """The round as C.1-C.14 pair it with the given walk (PairingImpossible when C.13 runs out).

    The last answer is kept, for the same state object and walk only (``LAST_ROUND``): a check pairs a
    round (``pairer.pair``) and then, where the published pairing differs, reads the procedure's brackets
    of the same state again (``evaluation.procedure_brackets``; issue 29's speed bound)."""
    for known_state, known_walker, known in LAST_ROUND:
        if known_state is state and known_walker is walker:
            return known
    result = Procedure(state, walker).run()
    LAST_ROUND[:] = [(state, walker, result)]
    return result


LAST_ROUND: list[tuple[RatingState, Walker, RoundResult]] = []
"""``pair_round``'s last state, walk and result (one entry; the state held, so its identity is not reused).
The state is immutable and the procedure reads nothing else, so the same state gives the same result."""

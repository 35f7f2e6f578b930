"""The Lim procedure for one round, step by step as the text orders it, with its decisions recorded.

Article by article: the PAB (1.1, 7.1); scoregroups paired from the highest down to just above the
median, then from the lowest up, the Median Scoregroup last and downward (2.2, 8.3); in each
scoregroup the players without a compatible opponent float (2.3.1-2.3.3), one more when the number
is odd (2.3.4, chosen by 3.2, 3.3-3.5, 3.9, 3.10), the floaters that came in are paired first
(3.6-3.8), then the proposed pairings with their exchanges (2.4, 4.1-4.3) and the colour scrutiny
(5.2); a player who cannot be given a compatible opponent floats (3.1, 4.4); floaters go to the next
scoregroup, or further (3.2.1, 3.5); a blocked Median Scoregroup cracks pairings of its neighbours
(2.6). Every alternative is walked in the text's order; a feasibility test (``feasibility``) says
whether the players left can still all be paired, so no branch is walked to its end in vain.

The result is a :class:`RoundTrace`: the pairs and every decision taken, in order, with what
``evaluation`` and ``explain`` need to read any pairing against it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Literal

from checker.errors import PairingImpossible
from checker.models import Colour
from checker.systems.lim.feasibility import Feasibility, Graph, MatchingTests, perfect
from checker.systems.lim.rules import allowed, due
from checker.systems.lim.state import LimPlayer, LimState

Direction = Literal["down", "up"]
"""How a scoregroup is paired (2.2): downward (from #1, the highest numbered) or upward."""

MAXI_RATING = 100
"""Lim 3.2.3, 3.8, 5.7: the rating difference a Maxi-tournament allows."""


@dataclass(frozen=True)
class Context:
    """What every step reads: the players, compatibility, and the options of the round."""

    state: LimState
    players: Mapping[int, LimPlayer]
    graph: Graph
    tests: Feasibility
    dues: Mapping[int, Colour | None]
    """Each player's due colour (5.1-5.6), computed once."""

    def ok(self, a: int, b: int) -> bool:
        """Lim 2.1 (6 in the last round): ``a`` and ``b`` are compatible."""
        return b in self.graph[a]

    def colours_ok(self, a: int, b: int) -> bool:
        """Lim 3.8, 5.2: both can have the colour they are due (different dues, or one has none)."""
        x, y = self.dues[a], self.dues[b]
        return x is None or y is None or x != y

    def score(self, tpn: int) -> Decimal:
        """The player's pairing score."""
        return self.players[tpn].pairing_score

    def perfect(self, players: frozenset[int]) -> bool:
        """All of ``players`` can be paired among themselves."""
        return perfect(self.tests, self.graph, players)

    def near(self, a: int, b: int) -> bool:
        """Maxi-tournaments (3.2.3, 3.8, 5.7): ratings within 100 points; always True otherwise."""
        return not self.state.maxi or abs(self.players[a].rating - self.players[b].rating) <= MAXI_RATING


def _compatibility(players: Mapping[int, LimPlayer], last: bool) -> Graph:
    """Lim 2.1 for every two players, as ``rules.compatible`` decides it, with set operations: a
    player's colour side is the pair (5.1.1-5.1.2 allow White, allow Black), two players may meet
    colour-wise when one may take White and the other Black, and what is left is not yet met (Basic
    Rules 2, 260/XXP, either way). O(n) set operations per player instead of n calls of
    ``compatible`` (each summing both colour histories): the n^2 of Lim's round at 800 players."""
    side = {t: (allowed(p, "w"), allowed(p, "b")) for t, p in players.items()}
    by_side: dict[tuple[bool, bool], set[int]] = {}
    for t, sd in side.items():
        by_side.setdefault(sd, set()).add(t)
    everyone = frozenset(players)
    # Per colour side, the players one of that side may meet colour-wise (in the last round, all: 6).
    reach = {sd: everyone if last else frozenset(
        u for other, group in by_side.items() if (sd[0] and other[1]) or (sd[1] and other[0]) for u in group)
        for sd in by_side}
    barred: dict[int, set[int]] = {t: {t, *p.opponents, *p.forbidden} for t, p in players.items()}
    for t, p in players.items():
        for u in (*p.opponents, *p.forbidden):
            if u in barred:
                barred[u].add(t)
    return {t: reach[side[t]] - barred[t] for t in players}


def make_context(state: LimState, tests: Feasibility | None = None) -> Context:
    """The round's context: compatibility computed once for every two players to be paired."""
    players = {p.tpn: p for p in state.players}
    graph = _compatibility(players, state.is_last_round)
    dues = {t: due(p).colour for t, p in players.items()}
    return Context(state=state, players=players, graph=graph, tests=tests or MatchingTests(), dues=dues)


# ---------------------------------------------------------------------------------------------
# Orders of the text


def resident_order(players: Sequence[int], direction: Direction) -> list[int]:
    """Pairing-number order from where scrutiny starts: #1 first downward (4.1.1), the last upward (4.1.2)."""
    return sorted(players, reverse=direction == "up")


def floater_order(ctx: Context, floaters: Sequence[int], direction: Direction) -> list[int]:
    """Lim 3.6-3.7, floaters all moving in ``direction``: downward, the highest score first, then the
    highest numbered (smallest TPN) (3.6, 3.6.1, 3.6.2); upward, the lowest score first, then the lowest
    numbered (largest TPN) (3.7, 3.7.1, 3.7.2)."""
    if direction == "down":
        return sorted(floaters, key=lambda t: (-ctx.score(t), t))
    return sorted(floaters, key=lambda t: (ctx.score(t), -t))


def incoming_order(ctx: Context, floaters: Sequence[int], score: Decimal, direction: Direction) -> list[int]:
    """Lim 3.6-3.7: the order in which the floaters that came into the scoregroup ``score`` are paired.

    Downfloaters (a higher score) in the order of 3.6, upfloaters (a lower score) in the order of 3.7
    (the lowest score first, then the lowest numbered, 3.7.2); a scoregroup paired downward (the
    median) pairs its downfloaters first (3.6.3), one paired upward its upfloaters first (3.7.3).
    """
    downs = floater_order(ctx, [f for f in floaters if ctx.score(f) > score], "down")
    ups = floater_order(ctx, [f for f in floaters if ctx.score(f) <= score], "up")
    return downs + ups if direction == "down" else ups + downs


def exchange_order(remaining: Sequence[int], direction: Direction) -> tuple[int, list[int]]:
    """Lim 2.4, 4.1-4.3: the player scrutinised and his opponents in the order the exchanges offer them.

    Downward the first player (by pairing number) is offered the bottom half from its top, then the
    top half from its bottom (4.2: 1 v 4, 5, 6, 3, 2); upward the last player is offered the top half
    from its bottom, then the bottom half from its top (6 v 3, 2, 1, 4, 5).
    """
    ordered = sorted(remaining)
    half = len(ordered) // 2
    if direction == "down":
        return ordered[0], ordered[half:] + ordered[half - 1:0:-1]
    return ordered[-1], ordered[half - 1::-1] + ordered[half:-1]


# ---------------------------------------------------------------------------------------------
# Pairing a scoregroup whose floaters are known: 3.6-3.8, then 2.4 / 4.1-4.3 with 5.2


@dataclass(frozen=True)
class Step:
    """One player scrutinised: his opponents in the text's order and the one he gets."""

    player: int
    candidates: tuple[int, ...]
    """Every other player still to be paired, in the order the text offers them."""
    colour_ok: frozenset[int]
    """Candidates with whom both can have their due colours (3.8, 5.2)."""
    rejected: tuple[int, ...]
    """Compatible candidates tried before the choice whose pairing would leave the rest unpairable (4.3)."""
    choice: int
    first: int
    """The first compatible candidate that leaves the rest pairable (the first scrutiny)."""
    article: str
    """``Lim 3.8`` (a floater), ``Lim 4.2`` (the first player of a group paired downward), ``Lim 4.3``
    (a later one), ``Lim 4.1.2`` (upward)."""
    remaining: frozenset[int]
    """The players still to be paired when this one is scrutinised (he included)."""
    floater: bool


def scrutiny(ctx: Context, remaining: frozenset[int], floaters: Sequence[int], direction: Direction,
             first_of_group: bool) -> tuple[int, list[int], str, bool]:
    """The next player scrutinised, his candidates in the text's order, the article, whether he is a floater.

    Floaters that came in are paired first (3.6, 3.7), each offered the residents from the top
    (downward) or the bottom (upward), then the other floaters (3.8); then the residents (2.4, 4.1).
    """
    pending = [f for f in floaters if f in remaining]
    if pending:
        player = pending[0]
        residents = resident_order([t for t in remaining if t not in pending], direction)
        # 3.8: the other floaters are offered after the residents, in pairing-number order too
        return player, residents + resident_order(pending[1:], direction), "Lim 3.8", True
    player, candidates = exchange_order(list(remaining), direction)
    if direction == "up":
        return player, candidates, "Lim 4.1.2", False
    return player, candidates, "Lim 4.2" if first_of_group else "Lim 4.3", False


def tiers(ctx: Context, player: int, candidates: Sequence[int], floater: bool, residents: int) -> list[list[int]]:
    """The compatible candidates in the order they are tried: those giving both their due colours
    first (3.8, 5.2), then the others; a floater tries the residents (the first ``residents``
    candidates) before the other floaters (3.8: he is paired in the scoregroup he floated to)."""
    groups = [list(candidates[:residents]), list(candidates[residents:])] if floater else [list(candidates)]
    out: list[list[int]] = []
    for group in groups:
        compatible_ones = [c for c in group if ctx.ok(player, c)]
        out.append([c for c in compatible_ones if ctx.colours_ok(player, c)])
        out.append([c for c in compatible_ones if not ctx.colours_ok(player, c)])
    return out


def walk(ctx: Context, members: frozenset[int], floaters: Sequence[int], direction: Direction) -> tuple[Step, ...]:
    """Pair ``members`` (all pairable): each player scrutinised in turn takes the first candidate that is
    compatible, leaves the rest pairable and gives both their due colours (3.8, 5.2), else the first
    that is compatible and leaves the rest pairable (4.1-4.3); a floater takes a resident if he can
    (3.8). Maxi-tournaments (3.8, 5.7): a colour exchange only within 100 rating points of the
    opponent the first scrutiny gives."""
    remaining = members
    steps: list[Step] = []
    first_of_group = True
    while remaining:
        player, candidates, article, floater = scrutiny(ctx, remaining, floaters, direction, first_of_group)
        rest = remaining - {player}
        residents = sum(1 for c in candidates if c not in floaters) if floater else len(candidates)
        known: dict[int, bool] = {}

        def feasible(c: int) -> bool:
            """Compatible, and the others can still all be paired (the exact test that prunes 4.3's walk)."""
            if c not in known:
                known[c] = ctx.ok(player, c) and ctx.perfect(rest - {c})
            return known[c]

        first = next((c for c in candidates[:residents] if feasible(c)), None)
        first = first if first is not None else next((c for c in candidates if feasible(c)), None)
        if first is None:
            raise PairingImpossible(f"Lim 4.3: no compatible opponent left for {player} (internal order fault)")
        choice = next(c for tier in tiers(ctx, player, candidates, floater, residents) for c in tier
                      if (c == first or ctx.near(c, first)) and feasible(c))
        colour_ok = frozenset(c for c in candidates if ctx.colours_ok(player, c))
        position = candidates.index(choice)
        rejected = tuple(c for c in candidates[:position] if ctx.ok(player, c) and not feasible(c))
        steps.append(Step(player=player, candidates=tuple(candidates), colour_ok=colour_ok, rejected=rejected,
                          choice=choice, first=first, article=article, remaining=remaining, floater=floater))
        remaining = rest - {choice}
        if not floater:
            first_of_group = False
    return tuple(steps)


# ---------------------------------------------------------------------------------------------
# Floaters of a scoregroup: 2.3, 3.1-3.5, 3.9, 3.10, 4.4


Adjacent = Callable[[int, Sequence[int]], bool]
"""``adjacent(player, others)``: the player has a compatible opponent in the adjacent scoregroup after
excluding the opponents of the floaters paired there before him, among those already there and the
``others`` floating with him (3.3, 3.4, 3.9)."""


@dataclass(frozen=True)
class FloaterValues:
    """A set of floaters out of a scoregroup, valued as 3.9.2, 3.10 and 3.2.2 compare them."""

    count: int
    """How many float (fewer is better: the scoregroup keeps more pairings, 3.10.2)."""
    types: tuple[int, int, int, int]
    """How many of each type a, b, c, d (3.9.1)."""
    previous: int
    """How many floated in the round just before (3.10)."""
    colour: int
    """Lim 3.2.2: floaters not due the colour more players of the scoregroup are due."""
    labels: tuple[tuple[int, str], ...] = ()
    """Each floater with its type letter."""

    @property
    def rank(self) -> tuple[int, ...]:
        """The order of preference of reading 14 (docs/interpretations-lim.md): smaller is better."""
        return (self.count, self.types[0], self.types[1], self.types[2], self.previous, self.colour)


@dataclass(frozen=True)
class GroupFloaters:
    """Who floats out of a scoregroup, and why."""

    forced: tuple[int, ...]
    """Lim 2.3.1-2.3.3: no compatible opponent in the scoregroup."""
    evening: int | None
    """Lim 2.3.4: the player floated to make the number even (after 4.4.1, the one who replaced him)."""
    options: tuple[tuple[int, FloaterValues], ...]
    """The 2.3.4 candidates with their values, in the order of the text (3.2.4: lowest numbered first
    downward, highest numbered first upward)."""
    unpaired: tuple[int, ...]
    """Lim 3.1, 4.4: floated because no compatible opponent could be found despite exchanges."""

    @property
    def all(self) -> frozenset[int]:
        """Every player leaving the scoregroup."""
        extra = () if self.evening is None else (self.evening,)
        return frozenset(self.forced + extra + self.unpaired)


def due_majority(ctx: Context, players: frozenset[int]) -> str | None:
    """Lim 3.2.2: the colour more of ``players`` are due (None when as many are due White as Black)."""
    whites = sum(1 for t in players if ctx.dues[t] == "w")
    blacks = sum(1 for t in players if ctx.dues[t] == "b")
    return None if whites == blacks else "w" if whites > blacks else "b"


def floater_values(ctx: Context, group: GroupView, floaters: frozenset[int], majority: str | None) -> FloaterValues:
    """A set of floaters valued: types a-d (3.9.1) against the adjacent scoregroup, floaters of the
    round just before (3.10), colour (3.2.2)."""
    ordered = floater_order(ctx, list(floaters), group.direction)
    counts = [0, 0, 0, 0]
    labels: list[tuple[int, str]] = []
    for i, f in enumerate(ordered):
        came_in = f in group.incoming
        has = group.adjacent(f, [g for g in ordered if g != f])
        kind = (0 if not has else 1) if came_in else (2 if not has else 3)
        counts[kind] += 1
        labels.append((f, "abcd"[kind]))
    previous = sum(1 for f in floaters if ctx.players[f].floated_last)
    colour = 0 if majority is None else sum(1 for f in floaters if ctx.dues[f] != majority)
    return FloaterValues(count=len(floaters), types=(counts[0], counts[1], counts[2], counts[3]),
                         previous=previous, colour=colour, labels=tuple(labels))


@dataclass(frozen=True)
class GroupView:
    """A scoregroup about to be paired: its members and where its floaters would go."""

    score: Decimal
    direction: Direction
    residents: tuple[int, ...]
    incoming: tuple[int, ...]
    """Floaters that came in, in the order they are paired (3.6, 3.7)."""
    adjacent: Adjacent

    @property
    def members(self) -> frozenset[int]:
        """Residents and floaters that came in."""
        return frozenset(self.residents) | frozenset(self.incoming)


def lowest_numbered_first(players: Sequence[int], direction: Direction) -> list[int]:
    """Lim 3.2.4, 3.3, 3.4, 4.4.2: the lowest numbered (largest TPN) first downward, the highest
    numbered (smallest TPN) first upward."""
    return sorted(players, reverse=direction == "down")


def unpairable(ctx: Context, group: GroupView, members: frozenset[int]) -> tuple[int, frozenset[int]]:
    """Lim 3.1, 4.3: the first player, in the order of scrutiny, who cannot be given a compatible
    opponent together with every player scrutinised before him; and those players."""
    order = [f for f in group.incoming if f in members]
    order += resident_order([t for t in members if t not in order], group.direction)
    for k in range(1, len(order) + 1):
        if not ctx.tests.covers(ctx.graph, members, frozenset(order[:k])):
            return order[k - 1], frozenset(order[:k - 1])
    raise PairingImpossible("Lim 3.1: every player can be paired (internal fault)")


def retained(ctx: Context, group: GroupView, members: frozenset[int], before: frozenset[int]) -> frozenset[int]:
    """Lim 4.3: the players of the pairings retained for the players scrutinised before the one who
    cannot be paired (``before``) and their opponents. Each, in the order of scrutiny, keeps the first
    opponent in the text's order (3.8 and 5.2's preferences, 4.1-4.3's exchanges) that leaves every
    other player of ``before`` a compatible opponent."""
    remaining = members
    floaters = [f for f in group.incoming if f in members]
    first_of_group = True
    kept: set[int] = set()
    while before - kept:
        player, candidates, _, floater = scrutiny(ctx, remaining, floaters, group.direction, first_of_group)
        if player not in before:
            break
        rest = remaining - {player}
        residents = sum(1 for c in candidates if c not in floaters) if floater else len(candidates)
        need = before - kept - {player}
        choice = next((c for tier in tiers(ctx, player, candidates, floater, residents) for c in tier
                       if ctx.tests.covers(ctx.graph, rest - {c}, need - {c})), None)
        if choice is None:
            break
        kept |= {player, choice}
        remaining = rest - {choice}
        first_of_group = first_of_group and floater
    return frozenset(kept)


def float_unpaired(ctx: Context, group: GroupView, members: frozenset[int],
                   evening: int | None) -> tuple[frozenset[int], int | None, tuple[int, ...]]:
    """Lim 3.1 with 4.4: while the members cannot all be paired, the first player who cannot be given
    a compatible opponent floats; 4.4.1 (a scoregroup made even by 2.3.4) he changes place with the
    2.3.4 floater, once; 4.4.2 otherwise the pairings of the players scrutinised before him are
    retained (4.3) and the lowest numbered player remaining floats with him: among the players outside
    the retained pairings, the one whose leaving keeps the most pairings, then not a floater who came in
    (3.9.2: types a, b avoided), then the lowest numbered. Returns the members left, the 2.3.4
    floater, the 3.1 floaters."""
    unpaired: list[int] = []
    swapped = False
    while not ctx.perfect(members):
        player, before = unpairable(ctx, group, members)
        if evening is not None and not swapped:
            members = (members - {player}) | {evening}
            evening, swapped = player, True
            continue
        kept = retained(ctx, group, members, before)
        members = members - {player}
        unpaired.append(player)
        if len(members) % 2 == 1:
            options = lowest_numbered_first(list(members - kept), group.direction) or \
                lowest_numbered_first(list(members), group.direction)
            best = max(options, key=lambda t: (ctx.tests.pairs(ctx.graph, members - {t}), t not in group.incoming,
                                               -options.index(t)))
            members = members - {best}
            unpaired.append(best)
    return members, evening, tuple(unpaired)


def choose_floaters(ctx: Context, group: GroupView) -> GroupFloaters:
    """Lim 2.3: who leaves the scoregroup before it is paired, and who cannot be paired in it (3.1, 4.4).

    The 2.3.4 floater is the candidate whose choice produces the best set of floaters (himself and
    those who then cannot be paired): fewest (3.10.2), fewest of types a, b, c (3.9.2), fewest who
    floated in the round before (3.10), due the colour more players are due (3.2.2), then the lowest
    numbered downward, the highest numbered upward (3.2.4, 3.3, 3.4); in Maxi-tournaments, when he is
    more than 100 points from the lowest (highest) numbered player, that player floats (3.2.3).
    """
    members = group.members
    forced = tuple(t for t in group.incoming if not ctx.graph[t] & members)
    forced += tuple(resident_order([t for t in group.residents if not ctx.graph[t] & members], group.direction))
    left = members - set(forced)
    evening: int | None = None
    options: list[tuple[int, FloaterValues]] = []
    if len(left) % 2 == 1:
        majority = due_majority(ctx, left)
        order = lowest_numbered_first(list(left), group.direction)
        for candidate in order:
            _, _, unpaired = float_unpaired(ctx, group, left - {candidate}, None)
            produced = frozenset((candidate, *unpaired, *forced))
            options.append((candidate, floater_values(ctx, group, produced, majority)))
        evening = min(options, key=lambda o: (o[1].rank, order.index(o[0])))[0]
        if not ctx.near(evening, order[0]):
            evening = order[0]  # 3.2.3: a Maxi-tournament floats the lowest numbered player instead
        left = left - {evening}
    left, evening, unpaired = float_unpaired(ctx, group, left, evening)
    return GroupFloaters(forced=forced, evening=evening, options=tuple(options), unpaired=unpaired)


# ---------------------------------------------------------------------------------------------
# The round


@dataclass(frozen=True)
class GroupTrace:
    """A scoregroup as the procedure paired it."""

    score: Decimal
    direction: Direction
    median: bool
    residents: tuple[int, ...]
    incoming: tuple[int, ...]
    floaters: GroupFloaters
    destinations: tuple[tuple[int, Decimal], ...]
    """Each floater out and the scoregroup he goes to (3.2.1, 3.5)."""
    steps: tuple[Step, ...]
    adjacent: Adjacent = field(compare=False)
    cracked: tuple[tuple[int, int], ...] = ()
    """Lim 2.6: pairs of this scoregroup cracked for a blocked median (their players floated there)."""
    cracks: tuple[tuple[int, int], ...] = ()
    """Lim 2.6, the Median Scoregroup only: the pairings it cracked, in order."""

    @property
    def members(self) -> frozenset[int]:
        """Residents and floaters that came in."""
        return frozenset(self.residents) | frozenset(self.incoming)

    @property
    def view(self) -> GroupView:
        """The scoregroup before its pairing."""
        return GroupView(score=self.score, direction=self.direction, residents=self.residents,
                         incoming=self.incoming, adjacent=self.adjacent)

    @property
    def pairs(self) -> tuple[tuple[int, int], ...]:
        """The pairs the scoregroup keeps (scrutinised player first), cracked ones removed."""
        cracked = {frozenset(p) for p in self.cracked}
        return tuple((s.player, s.choice) for s in self.steps if frozenset((s.player, s.choice)) not in cracked)


@dataclass(frozen=True)
class RoundTrace:
    """A round as the procedure paired it: the PAB, then every scoregroup in the order paired."""

    round: int
    pab: int | None
    groups: tuple[GroupTrace, ...]
    median: Decimal
    first_round: bool

    @property
    def pairs(self) -> tuple[tuple[int, int], ...]:
        """Every pair of the round (scrutinised player first), in the order made."""
        return tuple(p for g in self.groups for p in g.pairs)

    def group_of(self, a: int, b: int) -> GroupTrace | None:
        """The scoregroup in which ``a`` and ``b`` were paired."""
        for g in self.groups:
            if frozenset((a, b)) in {frozenset(p) for p in g.pairs}:
                return g
        return None


def pab_order(state: LimState) -> list[int]:
    """Lim 1.1 (7.1): who may receive the PAB (Basic Rules 4), in the order 1.1 names them: the lowest
    scoregroup first, in it the lowest ranked (the largest TPN) first. Empty when the number is even."""
    if len(state.players) % 2 == 0:
        return []
    ordered = sorted(state.players, key=lambda p: (p.pairing_score, -p.tpn))
    eligible = [p.tpn for p in ordered if p.pab_eligible]
    if not eligible:
        raise PairingImpossible("Lim 1.1: nobody may receive the pairing-allocated bye (Basic Rules 4)")
    return eligible


def plan(scores: Sequence[Decimal], median: Decimal) -> list[tuple[Decimal, Direction]]:
    """Lim 2.2 (8.3): from the highest scoregroup down to just above the median, then from the lowest
    up to just below it, the Median Scoregroup last (downward; it exists even when empty)."""
    upper = sorted((s for s in set(scores) if s > median), reverse=True)
    lower = sorted(s for s in set(scores) if s < median)
    return [(s, "down") for s in upper] + [(s, "up") for s in lower] + [(median, "down")]


def take_opponent(ctx: Context, floater: int, residents: Sequence[int], floaters: Sequence[int]) -> int | None:
    """Lim 3.8 as 3.3/3.4 foresee it: the first resident (in the order the scoregroup offers them) who is
    compatible and due the alternate colour, else the first compatible one; a floater only when no
    resident is compatible."""
    for tier in (residents, floaters):
        free = [t for t in tier if ctx.ok(floater, t)]
        if free:
            return next((t for t in free if ctx.colours_ok(floater, t)), free[0])
    return None


def run(state: LimState, tests: Feasibility | None = None) -> RoundTrace:
    """The round paired by the Lim procedure. PairingImpossible when no legal pairing is reached.

    The PAB goes to the first player of 1.1's order; only when the procedure then reaches no pairing of
    the others (the text looks no further ahead, so this can happen) to the next one (Basic Rules 3).
    """
    ctx = make_context(state, tests)
    receivers = pab_order(state)
    if not receivers:
        return pair_round(ctx, None)
    failure: PairingImpossible | None = None
    for pab in receivers:
        try:
            return pair_round(ctx, pab)
        except PairingImpossible as exc:
            failure = failure or exc
    assert failure is not None
    raise failure


def pair_round(ctx: Context, pab: int | None) -> RoundTrace:
    """The scoregroups paired in the order of 2.2, the PAB ``pab`` set aside."""
    state = ctx.state
    present = [p for p in state.players if p.tpn != pab]
    median = state.median_score if state.round > 1 else Decimal(0)
    residents: dict[Decimal, list[int]] = {}
    for p in present:
        residents.setdefault(p.pairing_score, []).append(p.tpn)
    order = plan(list(residents), median)
    incoming: dict[Decimal, list[int]] = {s: [] for s, _ in order}
    paired: set[Decimal] = set()
    traces: list[GroupTrace] = []

    def direction_of(score: Decimal) -> Direction:
        return "up" if score < median else "down"

    def chain(score: Decimal, direction: Direction) -> list[Decimal]:
        """Lim 3.2.1, 3.5: the scoregroups a floater may go to, nearest first."""
        if score == median:
            return []
        if direction == "down":
            return [s for s, _ in sorted(order, key=lambda o: -o[0]) if s < score and s not in paired]
        return [s for s, _ in sorted(order, key=lambda o: o[0]) if score < s <= median and s not in paired]

    def has_opponent(player: int, target: Decimal, floating: Direction, others: Sequence[int],
                     arrived: Mapping[Decimal, Sequence[int]]) -> bool:
        """Lim 3.3, 3.4, 3.9: ``player``, floating in direction ``floating``, has a compatible opponent
        among the players then in ``target`` (residents, then floaters already there), after the
        floaters who come before him take theirs (3.8): floating down, those with a higher score or a
        higher number (3.3); floating up, those with a lower score or a lower number (3.4)."""
        seats = resident_order(residents.get(target, []), direction_of(target))
        pool = [f for f in dict.fromkeys([*arrived[target], *others]) if f != player]
        ahead = floater_order(ctx, [*pool, player], floating)
        before = ahead[:ahead.index(player)]
        waiting = [f for f in arrived[target] if f not in before and f != player]
        taken: set[int] = set()
        for f in before:
            opponent = take_opponent(ctx, f, [t for t in seats if t not in taken], [t for t in waiting if t not in taken])
            if opponent is not None:
                taken.add(opponent)
        return any(ctx.ok(player, t) for t in seats + waiting if t not in taken)

    def adjacent_for(score: Decimal, direction: Direction) -> Adjacent:
        """The adjacent scoregroup as it stands now (3.9): the next one in the direction not yet paired."""
        targets = chain(score, direction)
        arrived = {s: tuple(v) for s, v in incoming.items()}

        def adjacent(player: int, others: Sequence[int]) -> bool:
            return bool(targets) and has_opponent(player, targets[0], direction, others, arrived)
        return adjacent

    def destination(player: int, score: Decimal, direction: Direction) -> Decimal:
        """Lim 3.2.1, 3.5: the next scoregroup, or further when he has no compatible opponent there; an
        empty Median Scoregroup stops him, and so does the Median Scoregroup an upfloater."""
        targets = chain(score, direction)
        for target in targets:
            if target == median and (direction == "up" or not residents.get(median)):
                return target
            if has_opponent(player, target, direction, (), incoming):
                return target
        return targets[0]

    for score, direction in order:
        is_median = score == median
        view = GroupView(score=score, direction=direction, residents=tuple(sorted(residents.get(score, []))),
                         incoming=tuple(incoming_order(ctx, incoming[score], score, direction)),
                         adjacent=adjacent_for(score, direction))
        if is_median:
            traces.append(pair_median(ctx, view, traces))
            paired.add(score)
            continue
        floaters = choose_floaters(ctx, view)
        keep = view.members - floaters.all
        steps = walk(ctx, keep, [f for f in view.incoming if f in keep], direction)
        outgoing = floater_order(ctx, list(floaters.all), direction)
        placed: list[tuple[int, Decimal]] = []
        for f in outgoing:
            target = destination(f, score, direction)
            incoming[target].append(f)
            placed.append((f, target))
        paired.add(score)
        traces.append(GroupTrace(score=score, direction=direction, median=False, residents=view.residents,
                                 incoming=view.incoming, floaters=floaters, destinations=tuple(placed),
                                 steps=steps, adjacent=view.adjacent))
    return RoundTrace(round=state.round, pab=pab, groups=tuple(_settle(traces)), median=median,
                      first_round=state.round == 1)


def _settle(traces: list[GroupTrace]) -> list[GroupTrace]:
    """The traces with the median's cracks written into the scoregroups they came from (2.6)."""
    median = traces[-1]
    cracked = {frozenset(p) for p in median.cracks}
    out = []
    for g in traces[:-1]:
        mine = tuple((s.player, s.choice) for s in g.steps if frozenset((s.player, s.choice)) in cracked)
        out.append(g if not mine else GroupTrace(
            score=g.score, direction=g.direction, median=False, residents=g.residents, incoming=g.incoming,
            floaters=g.floaters, destinations=g.destinations, steps=g.steps, adjacent=g.adjacent, cracked=mine))
    return out + [median]


def board_key(ctx: Context, pair: tuple[int, int]) -> tuple[Decimal, Decimal, int]:
    """General Handling 3.6: the higher ranked player's score, the sum of scores, his TPN (smaller first)."""
    a, b = pair
    top = min((a, b), key=lambda t: (-ctx.score(t), t))
    return (-ctx.score(top), -(ctx.score(a) + ctx.score(b)), top)


def pair_median(ctx: Context, view: GroupView, traces: Sequence[GroupTrace]) -> GroupTrace:
    """Lim 2.2, 2.6: the Median Scoregroup, paired last and downward; while it cannot be paired, a
    pairing of the scoregroup next below (when more floaters came from above than from below,
    2.6.1: its highest board) or next above (2.6.2: its lowest board) is cracked, its players join
    the median as floaters, and the median is paired again from the start."""
    cracked: list[tuple[int, int]] = []
    downs = [f for f in view.incoming if ctx.score(f) > view.score]
    ups = [f for f in view.incoming if ctx.score(f) < view.score]
    members = view.members
    while not ctx.perfect(members):
        pair = _crack(ctx, traces, cracked, below=len(downs) > len(ups), median=view.score)
        if pair is None:
            pair = _crack(ctx, traces, cracked, below=not len(downs) > len(ups), median=view.score)
        if pair is None:
            raise PairingImpossible("Lim 2.6: the Median Scoregroup cannot be paired and no pairing is left to crack")
        cracked.append(pair)
        (downs if ctx.score(pair[0]) > view.score else ups).extend(pair)
        members = members | set(pair)
    incoming = tuple(incoming_order(ctx, [*view.incoming, *(t for p in cracked for t in p)], view.score, "down"))
    steps = walk(ctx, members, incoming, "down")
    return GroupTrace(score=view.score, direction="down", median=True, residents=view.residents, incoming=incoming,
                      floaters=GroupFloaters(forced=(), evening=None, options=(), unpaired=()), destinations=(),
                      steps=steps, adjacent=view.adjacent, cracks=tuple(cracked))


def _crack(ctx: Context, traces: Sequence[GroupTrace], cracked: Sequence[tuple[int, int]], below: bool,
           median: Decimal) -> tuple[int, int] | None:
    """Lim 2.6: the next pairing to crack on one side: the scoregroup nearest the median first; below
    it its highest board, above it its lowest board."""
    done = {frozenset(p) for p in cracked}
    groups = [g for g in traces if (g.score < median) == below and g.score != median]
    groups.sort(key=lambda g: g.score, reverse=below)
    for g in groups:
        pairs = [(s.player, s.choice) for s in g.steps if frozenset((s.player, s.choice)) not in done]
        if pairs:
            boards = sorted(pairs, key=lambda p: board_key(ctx, p))
            return boards[0] if below else boards[-1]
    return None

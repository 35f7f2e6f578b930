"""The unpruned walk: the Lim exchanges followed word for word on small scoregroups, no matching.

``procedure.walk`` gives each player scrutinised the first opponent that a matching says still
leaves the rest pairable. The text instead walks its exchanges (4.1-4.3) and goes back to a higher
player when a lower one cannot be paired (4.3). :func:`first_pairing` does exactly that: a
depth-first walk of the candidates in the text's order (those giving both their due colours first,
5.2; a floater's residents first, 3.8), the first complete pairing kept. :func:`attempts` lists the
proposed pairings the first scrutiny looks at, one per exchange, as the tables of 4.2 and 4.3 print
them. :class:`EnumerationTests` answers the feasibility questions by enumerating pairings. The
property tests demand that the pruned and the unpruned walks agree (small scoregroups only: this is
exponential).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from checker.systems.lim.feasibility import Graph
from checker.systems.lim.procedure import Context, Direction, scrutiny, tiers

Pairs = tuple[tuple[int, int], ...]


class EnumerationTests:
    """The feasibility questions answered by trying every pairing (exponential: small groups only)."""

    def pairs(self, graph: Graph, players: frozenset[int]) -> int:
        """The most pairs: the smallest player either stays unpaired or meets each compatible one in turn."""
        if len(players) < 2:
            return 0
        first = min(players)
        rest = players - {first}
        best = self.pairs(graph, rest)
        for other in sorted(graph[first] & rest):
            best = max(best, 1 + self.pairs(graph, rest - {other}))
        return best

    def covers(self, graph: Graph, players: frozenset[int], required: frozenset[int]) -> bool:
        """Some pairing gives every required player an opponent: the smallest one tries each in turn."""
        needed = required & players
        if not needed:
            return True
        first = min(needed)
        rest = players - {first}
        return any(self.covers(graph, rest - {other}, needed - {first, other}) for other in sorted(graph[first] & rest))


def first_pairing(ctx: Context, members: frozenset[int], floaters: Sequence[int], direction: Direction) -> Pairs | None:
    """Lim 3.8, 4.1-4.3, 5.2 word for word: the player scrutinised tries his candidates in the text's
    order, the next player is scrutinised, and when someone finds no compatible opponent the walk goes
    back to the player before him (4.3); the first complete pairing is kept. None: no pairing."""

    def go(remaining: frozenset[int], first_of_group: bool) -> Pairs | None:
        if not remaining:
            return ()
        player, candidates, _, floater = scrutiny(ctx, remaining, floaters, direction, first_of_group)
        residents = sum(1 for c in candidates if c not in floaters) if floater else len(candidates)
        for tier in tiers(ctx, player, candidates, floater, residents):
            for candidate in tier:
                rest = go(remaining - {player, candidate}, first_of_group and floater)
                if rest is not None:
                    return ((player, candidate), *rest)
        return None

    return go(members, True)


@dataclass(frozen=True)
class Attempt:
    """One proposed pairing the first scrutiny looks at: the player scrutinised, the opponent offered,
    the whole proposal (the players not yet paired arranged as 2.4 proposes), and whether they are compatible."""

    player: int
    opponent: int
    proposal: Pairs
    compatible: bool


def proposed(players: Sequence[int]) -> Pairs:
    """Lim 2.4: by pairing number, the top half against the bottom half (1 v n/2+1, 2 v n/2+2, ...)."""
    ordered = sorted(players)
    half = len(ordered) // 2
    return tuple(zip(ordered[:half], ordered[half:]))


def attempts(ctx: Context, members: frozenset[int], direction: Direction) -> Iterator[Attempt]:
    """The first scrutiny (compatibility only, 4.1-4.3) as the text walks it, one proposal per exchange,
    until a complete pairing is found."""

    def go(remaining: frozenset[int], done: Pairs) -> Iterator[Attempt | Pairs]:
        if not remaining:
            yield done
            return
        player, candidates, _, _ = scrutiny(ctx, remaining, (), direction, not done)
        for candidate in candidates:
            pair = (player, candidate)
            ok = ctx.ok(player, candidate)
            yield Attempt(player, candidate, done + (pair,) + proposed(sorted(remaining - set(pair))), ok)
            if ok:
                for item in go(remaining - set(pair), done + (pair,)):
                    yield item
                    if not isinstance(item, Attempt):
                        return

    for item in go(members, ()):
        if isinstance(item, Attempt):
            yield item
        else:
            return


def every_pairing(ctx: Context) -> Iterator[tuple[int | None, Pairs]]:
    """Every legal pairing of the round (Lim 2.1, Basic Rules 3-4), with its PAB: exponential, small
    rounds only. The literal side of the property that no legal pairing beats the procedure's."""
    players = frozenset(ctx.players)
    receivers: list[int | None] = [None]
    if len(players) % 2 == 1:
        receivers = [t for t, p in sorted(ctx.players.items()) if p.pab_eligible]

    def go(left: frozenset[int]) -> Iterator[Pairs]:
        if not left:
            yield ()
            return
        first = min(left)
        for other in sorted(ctx.graph[first] & left):
            for rest in go(left - {first, other}):
                yield ((first, other), *rest)

    for pab in receivers:
        for pairs in go(players - {pab} if pab is not None else players):
            yield pab, pairs

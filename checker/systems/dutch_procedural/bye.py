"""2012 A.5 in the lowest bracket, JaVaFo 1.4's reading (issue 29): the bye to the lowest score the bracket
allows, then the text's order (docs/interpretations-dutch-2012.md, "The bye to the lowest score").

A.5: "Should the total number of players be (or become) odd, one player ends up unpaired." The text does
not say who; the procedure leaves the last player over (C.6, C.14). JaVaFo 1.4 gives the bye to a lower
score than the procedure's first choice where the lowest bracket allows it: of the choices the bracket's
ladder (C.6-C.10) and C.14 b2's sets of movers give, it takes one leaving a player of the lowest score
over, in the text's order among those. Both functions only reorder choices the walk already makes (one
walk per level and per player of that score taken out): nothing is enumerated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from decimal import Decimal

from checker.systems.dutch_procedural.groups import Choice, Group
from checker.systems.dutch_procedural.rules import Level, Rules

Walk = Callable[[Group, Level], Choice | None]
"""The procedure's walk of one group at one level (no bracket below: the lowest has none)."""

Builder = Callable[[tuple[int, ...], tuple[int, ...]], Group]
"""C.3-C.4 for the lowest bracket: its group from the players moved down and its own (A.3, A.6)."""

Ladder = Callable[[Group], Sequence[Level]]
"""C.6-C.10 for a group: its levels in the ladder's order."""


def bye_score(rules: Rules, choice: Choice) -> Decimal | None:
    """The score of the player a lowest bracket's choice leaves over, the bye (A.5); None: nobody."""
    return rules.score(choice.leftovers[0]) if choice.leftovers else None


def lowest_eligible(rules: Rules, members: Iterable[int]) -> Decimal | None:
    """The lowest score of a player B.1 b allows the bye, among ``members``."""
    return min((rules.score(t) for t in members if rules.bye_allowed(t)), default=None)


def lower_bye(rules: Rules, walk: Walk, build: Builder, ladder: Ladder, movers: tuple[int, ...],
              residents: tuple[int, ...], first: Choice) -> tuple[int, Group, Choice, Level] | None:
    """A lowest bracket whose first choice (``first``) leaves the bye to a higher score than another player
    allowed it: for each lower score (lowest first), each level in the ladder's order, each player of that
    score allowed the bye (the lowest ranked first), the bracket without him paired completely. Each such
    bracket walks its own ladder (``ladder``: the steps are the same, a bound computed on the group, such as
    item 16's closeness before C.10's steps, is its own). The first found: (the bye, the group, its choice,
    the level); None when no lower score can take the bye."""
    top = bye_score(rules, first)
    if top is None:
        return None
    members = rules.ordered(movers + residents)
    scores = sorted({rules.score(t) for t in members if rules.bye_allowed(t) and rules.score(t) < top})
    for score in scores:
        spares = [t for t in reversed(members) if rules.bye_allowed(t) and rules.score(t) == score]
        groups = [(spare, build(tuple(t for t in movers if t != spare), tuple(t for t in residents if t != spare)))
                  for spare in spares]
        rests = [(spare, rest, ladder(rest)) for spare, rest in groups]
        for step in range(max((len(levels) for _, _, levels in rests), default=0)):
            for spare, rest, levels in rests:
                if step >= len(levels):
                    continue
                choice = walk(rest, levels[step])
                if choice is not None and not choice.leftovers:
                    return spare, rest, choice, levels[step]
    return None


def lowest_first(rules: Rules, found: Iterator[tuple[Group, Choice]],
                 floor: Decimal | None) -> tuple[Group, Choice, bool] | None:
    """Of a lowest bracket's choices in the text's order (C.14 b2's sets of movers at each level), the first
    leaving the bye to the lowest score, and whether it is the order's first; stops at one leaving it to
    ``floor`` (no lower score may take it)."""
    best: tuple[Decimal, Group, Choice, bool] | None = None
    for group, choice in found:
        score = bye_score(rules, choice)
        if score is None:
            return group, choice, best is None
        if best is None or score < best[0]:
            best = (score, group, choice, best is None)
        if score == floor:
            break
    return None if best is None else best[1:]

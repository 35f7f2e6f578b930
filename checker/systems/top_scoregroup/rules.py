"""What a system on the top-scoregroup procedure tells the check and the explanation, and the values both use.

Double-Swiss and Team give their entrants, their criteria (C7's exception, the 3.6.4 bracket
criteria), their words and their colour rule in :class:`CoreRules`. The values of a set of
upfloaters on C4-C7 (:func:`set_values`) and of a bracket pairing on the 3.6.4 criteria
(:func:`bracket_costs`) are computed here once, for the evaluation of a pairing and for ``explain``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal

from checker.evaluation.evaluation import ColourCall, CriterionValue
from checker.matching import max_weight_matching
from checker.models import Frozen, Pairing
from checker.systems.top_scoregroup.procedure import BracketStep, Entrant, PairCosts, RoundGraph, identifier, set_order_key
from checker.tournament.scoring import format_points as points


class CoreRules(Frozen):
    """What a system on the top-scoregroup procedure tells the check: entrants, its criteria, words and colour rule."""

    system: str
    """Prefix of the articles in findings: ``Double-Swiss`` gives ``Double-Swiss 3.5.4``."""
    entrants: tuple[Entrant, ...]
    float_criteria: bool
    """Whether C7 (upfloaters who were floaters in the previous round) applies this round."""
    costs: PairCosts
    bracket_criteria: tuple[str, ...]
    """Names of the 3.6.4 criteria that ``costs`` counts, highest priority first (``("C8",)``)."""
    criterion_words: Mapping[str, str]
    """What each bracket criterion counts, e.g. ``C8`` -> ``upfloaters' opponents who floated ...``."""
    articles: Mapping[str, str]
    """Criterion -> article number (``C4`` -> ``2.3.1``)."""
    colour: Callable[[int, int], ColourCall]
    """``colour(a, b)``: the system's colour call (art. 4) for the pair of TPNs a, b."""
    start_number: Callable[[int], int]
    """TPN -> start number, for the names printed in findings."""
    prohibited: frozenset[frozenset[int]] = frozenset()
    """Pairs kept apart by 260/XXP records (C1 says so in other words than for a rematch)."""
    noun: str = "player"
    meeting_note: str = ""
    """Added to a C1 finding for a rematch, e.g. what does not count as a meeting."""


class SetValues(Frozen):
    """A set of upfloaters (3.5) and its values on the criteria that choose it (C4-C7)."""

    upfloaters: tuple[int, ...]
    """In the order of 3.5.3: score descending, then TPN ascending."""
    c4: int
    c5: tuple[Decimal, ...]
    """The upfloaters' scores in ascending order (2.3.2: the larger, the better)."""
    c6: int
    following: Decimal | None = None
    """The score of the following scoregroup C6 looks at (None: none, or it is now empty)."""
    c7: int = 0
    floaters: tuple[int, ...] = ()
    """The upfloaters who were floaters in the previous round (C7)."""


def article(rules: CoreRules, number: str) -> str:
    """An article of the system's text, e.g. ``Double-Swiss 3.5.4``."""
    return f"{rules.system} {number}"


def names(rules: CoreRules, tpns: Sequence[int]) -> str:
    """TPNs as start numbers in a brace set, order kept: ``{2, 6, 1}``."""
    return "{" + ", ".join(str(rules.start_number(t)) for t in tpns) + "}"


def mates(pairing: Pairing) -> dict[int, int]:
    """TPN -> opponent in the pairing."""
    mate: dict[int, int] = {}
    for p in pairing.pairs:
        mate[p.white], mate[p.black] = p.black, p.white
    return mate


def stages(rnd: RoundGraph, pairing: Pairing) -> tuple[BracketStep, ...]:
    """The brackets of a complete round-pairing as 3.3.2 step 2 forms them, from the top scoregroup down.

    A bracket is the top scoregroup of the players not yet paired (3.2) and the lower-scored
    players its residents are paired with: its upfloaters (1.3.2). Pairs as (top, bottom) TPNs (3.6.1).
    """
    mate = mates(pairing)
    free = set(rnd.by_tpn) - {pairing.pab}
    steps: list[BracketStep] = []
    while free:
        best = max(rnd.score[t] for t in free)
        top = sorted(t for t in free if rnd.score[t] == best)
        top_set = set(top)
        ups = set_order_key({mate[t] for t in top if mate[t] not in top_set}, rnd.score)
        pairs = tuple(sorted({(min(t, mate[t]), max(t, mate[t])) for t in top}))
        steps.append(BracketStep(score=best, residents=tuple(top), upfloaters=ups, pairs=pairs))
        free -= top_set | set(ups)
    return tuple(steps)


def complete(rnd: RoundGraph, pairing: Pairing) -> bool:
    """Every entrant appears exactly once (paired or PAB) and nobody else (else the participation check reports it)."""
    seen = [t for p in pairing.pairs for t in (p.white, p.black)]
    if pairing.pab is not None:
        seen.append(pairing.pab)
    return len(seen) == len(set(seen)) and set(seen) == set(rnd.by_tpn)


def pab_key(rnd: RoundGraph, tpn: int) -> tuple[Decimal, int, int]:
    """3.4.2-3.4.4 as a sort key: lowest score, most matches played, largest TPN first."""
    return (rnd.score[tpn], -rnd.by_tpn[tpn].matches_played, -tpn)


def following_need(rnd: RoundGraph, group: frozenset[int], left: frozenset[int]) -> int | None:
    """C6: the fewest upfloaters the bracket of ``group`` needs so that it and everyone left pair legally.

    Equal to the fewest pairs between ``group`` and the others of ``left`` in a legal pairing of
    ``left`` (C1, C3, C4); None when ``left`` has no legal pairing at all.
    """
    weights = {
        (v, u): 2 - int((v in group) != (u in group)) for v in left for u in rnd.adj[v] & left if v < u
    }
    mate = max_weight_matching(weights, maxcardinality=True)
    if len(mate) != len(left):
        return None
    return sum(1 for v, u in mate.items() if v < u and (v in group) != (u in group))


def set_values(rnd: RoundGraph, top: Sequence[int], free: frozenset[int], ups: Sequence[int],
               float_criteria: bool) -> SetValues | None:
    """The C4-C7 values of a set of upfloaters for the top scoregroup (None when C3 fails without it)."""
    ordered = set_order_key(ups, rnd.score)
    left = free - set(top) - set(ups)
    following = rnd.following_score(rnd.score[top[0]])
    group = frozenset(t for t in left if rnd.score[t] == following) if following is not None else frozenset()
    need = following_need(rnd, group, left) if group else (0 if rnd.perfect(left) is not None else None)
    if need is None:
        return None
    floaters = tuple(t for t in ordered if rnd.by_tpn[t].floater) if float_criteria else ()
    return SetValues(
        upfloaters=ordered, c4=len(ordered), c5=tuple(sorted(rnd.score[t] for t in ordered)),
        c6=need, following=following if group else None, c7=len(floaters), floaters=floaters,
    )


SET_CRITERIA: tuple[str, ...] = ("C4", "C5", "C6", "C7")
"""The criteria that choose a set of upfloaters (3.5.2-3.5.5), highest priority first."""


def set_criteria(rules: CoreRules, values: SetValues) -> tuple[CriterionValue, ...]:
    """C4-C7 of a set of upfloaters, as ranks (smaller is better) with their words (3.5)."""
    ranks: dict[str, tuple[int | Decimal, ...]] = {
        "C4": (values.c4,),
        "C5": tuple(-s for s in values.c5),  # the upfloaters' scores in ascending order: the larger, the better
        "C6": (values.c6,),
        "C7": (values.c7,),
    }
    out = []
    for criterion in SET_CRITERIA:
        words, value = set_phrase(rules, criterion, values)
        out.append(CriterionValue(criterion=criterion, article=article(rules, rules.articles[criterion]),
                                  rank=ranks[criterion], value=value, words=words,
                                  short=f"{names(rules, values.upfloaters)}: {words}"))
    return tuple(out)


def count(n: int, what: str) -> str:
    """``1 upfloater`` / ``3 upfloaters``, ``2 matches``."""
    if n == 1:
        return f"{n} {what}"
    return f"{n} {what}es" if what.endswith(("ch", "s")) else f"{n} {what}s"


def set_phrase(rules: CoreRules, criterion: str, values: SetValues) -> tuple[str, str]:
    """(words, value) of a set on one of C4-C7, for messages and the finding's values."""
    sn = rules.start_number
    if criterion == "C4":
        return count(values.c4, "upfloater"), str(values.c4)
    if criterion == "C5":
        scores = ", ".join(points(s) for s in values.c5)
        if values.c4 == 1:
            return f"an upfloater with score {scores}", scores
        return f"upfloaters with scores {scores} (ascending)", scores
    if criterion == "C6":
        group = points(values.following) if values.following is not None else "following"
        return (f"the {group} scoregroup's bracket then needs {count(values.c6, 'upfloater')}", str(values.c6))
    listed = ", ".join(str(sn(t)) for t in values.floaters)
    who = f" ({listed})" if listed else ""
    return f"{count(values.c7, 'upfloater')} who floated in the previous round{who}", str(values.c7)


def board_pairs(rules: CoreRules, pairing: Pairing, pairs: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """(white, black) start numbers the pairing gives each of ``pairs`` (TPNs, any order)."""
    sn = rules.start_number
    boards = {frozenset((p.white, p.black)): (sn(p.white), sn(p.black)) for p in pairing.pairs}
    return tuple(boards.get(frozenset(p), (sn(p[0]), sn(p[1]))) for p in pairs)


def pair_cost(rules: CoreRules, a: int, b: int, ups: frozenset[int]) -> tuple[int, ...]:
    """The 3.6.4 criteria of one pair (one value per ``bracket_criteria``), top member first."""
    return tuple(rules.costs(min(a, b), max(a, b), ups))[: len(rules.bracket_criteria)]


def bracket_costs(rules: CoreRules, pairs: Sequence[tuple[int, int]], ups: frozenset[int]) -> tuple[int, ...]:
    """The 3.6.4 criteria summed over a bracket's pairs (one value per ``bracket_criteria``)."""
    totals = [0] * len(rules.bracket_criteria)
    for a, b in pairs:
        for i, v in enumerate(pair_cost(rules, a, b, ups)):
            totals[i] += v
    return tuple(totals)


def identifier_text(rules: CoreRules, pairs: Sequence[tuple[int, int]]) -> str:
    """The identifier of 3.6.2 as start numbers separated by spaces."""
    return " ".join(str(rules.start_number(t)) for t in identifier(pairs))



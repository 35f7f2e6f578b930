"""``swisscheck explain`` on the top-scoregroup procedure: the candidates before the pairer's choice, and why each lost.

For each step of 3.3.2 the explanation lists, in the text's order, what comes before the choice
and the criterion that rejects it: the PAB candidates (3.4), the sets of upfloaters (3.5.3-3.5.5)
and the identifiers (3.6.3); each system adds its colours (art. 4).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from decimal import Decimal
from itertools import combinations, product

from checker.evaluation.compare import first_difference
from checker.matching import max_weight_matching
from checker.systems.top_scoregroup.procedure import BracketStep, RoundGraph, identifier, set_order_key
from checker.systems.top_scoregroup.rules import (
    SET_CRITERIA,
    CoreRules,
    SetValues,
    bracket_costs,
    count,
    names,
    pab_key,
    pair_cost,
    set_criteria,
    set_phrase,
    set_values,
)
from checker.tournament.scoring import format_points as points

LIST_LIMIT = 5
"""Explanations list at most this many rejected candidates per step before summarising."""
TRACE_LIMIT = 40
"""Brackets larger than this get no list of rejected identifiers (each costs a weighted matching)."""


def pab_lines(rules: CoreRules, rnd: RoundGraph, chosen: int | None) -> list[str]:
    """3.4: the assignee with its score and matches, the C2-eligible candidates before it and why they lost."""
    sn = rules.start_number
    n = len(rnd.by_tpn)
    if chosen is None:
        return [f"3.4 PAB: none (an even number of {rules.noun}s: {n})"]
    e = rnd.by_tpn[chosen]
    lines = [f"3.4 PAB: {sn(chosen)} (score {points(e.score)}, {count(e.matches_played, 'match')} played, "
             f"TPN {chosen}): the first {rules.noun} eligible under C2 by lowest score (3.4.2), most matches "
             "played (3.4.3) and largest TPN (3.4.4) whose bye leaves a legal pairing (3.4.1)"]
    everyone = frozenset(rnd.by_tpn)
    before = sorted((t for t in everyone if rnd.by_tpn[t].pab_eligible and pab_key(rnd, t) < pab_key(rnd, chosen)),
                    key=lambda t: pab_key(rnd, t))
    for t in before[:LIST_LIMIT]:
        stranded = rnd.perfect(everyone - {t}) is None
        why = "leaves no legal pairing of the others (3.4.1, C1)" if stranded else (
            "leaves a legal pairing: the rules give it the bye (checker fault, please report it)")
        lines.append(f"  {sn(t)} (score {points(rnd.score[t])}, {count(rnd.by_tpn[t].matches_played, 'match')} "
                     f"played) comes first but {why}")
    if len(before) > LIST_LIMIT:
        lines.append(f"  ... and {len(before) - LIST_LIMIT} more before it, for the same reason")
    barred = sorted(sn(t) for t in everyone if not rnd.by_tpn[t].pab_eligible)
    if barred:
        lines.append(f"  not eligible (C2: already a PAB, a match won by forfeit or a full-point bye): "
                     + ", ".join(map(str, barred)))
    return lines


def sets_in_order(rnd: RoundGraph, potential: frozenset[int], profile: Sequence[Decimal]) -> Iterator[tuple[int, ...]]:
    """3.5.3-3.5.4: every set of ``potential`` with this score profile, in the text's lexicographic order.

    The sequence of a set lists its highest scores first, so the order is the product of the
    combinations taken at each score, highest score first.
    """
    needed: dict[Decimal, int] = {}
    for s in profile:
        needed[s] = needed.get(s, 0) + 1
    levels = sorted(needed, reverse=True)
    pools = [sorted(t for t in potential if rnd.score[t] == s) for s in levels]
    for parts in product(*(combinations(pool, needed[s]) for pool, s in zip(pools, levels))):
        yield tuple(t for part in parts for t in part)


def _set_rejection(rules: CoreRules, rnd: RoundGraph, top: Sequence[int], free: frozenset[int],
                   candidate: tuple[int, ...], chosen: SetValues) -> str:
    """Why a set before the chosen one in 3.5.4 order was not chosen (3.5.5)."""
    if rnd.perfect(set(top) | set(candidate)) is None:
        return "the bracket has no legal pairing (C1)"
    values = set_values(rnd, top, free, candidate, rules.float_criteria)
    if values is None:
        return "the others could not all be paired (C3)"
    difference = first_difference(set_criteria(rules, values), set_criteria(rules, chosen))
    if difference is None:
        return "equal on C4-C7: the rules choose it (checker fault, please report it)"
    index, better = difference
    criterion = SET_CRITERIA[index]
    words, _ = set_phrase(rules, criterion, values)
    _, mine = set_phrase(rules, criterion, chosen)
    if better:
        return f"{criterion}: {words}, better than the chosen set's {mine} (checker fault, please report it)"
    return f"{criterion}: {words} (the chosen set: {mine})"


def set_lines(rules: CoreRules, rnd: RoundGraph, step: BracketStep, free: frozenset[int]) -> list[str]:
    """3.5: why this set of upfloaters: C4/C5 fixed by the sets that work, then the sets before it and why they lost."""
    sn = rules.start_number
    if not step.upfloaters:
        return ["  3.5 upfloaters: none (the scoregroup pairs within itself: C4 = 0)"]
    chosen = set_values(rnd, step.residents, free, step.upfloaters, rules.float_criteria)
    lines = [f"  3.5 upfloaters: {', '.join(str(sn(t)) for t in step.upfloaters)}"]
    if chosen is None:
        return lines
    scores = ", ".join(points(s) for s in chosen.c5)
    scores = f"score {scores}" if chosen.c4 == 1 else f"scores {scores} (ascending)"
    lines.append(f"    C4, C5: {count(chosen.c4, 'upfloater')} with {scores}: no set of fewer "
                 "upfloaters or higher scores gives the bracket and the others legal pairings (C1, C3)")
    extra = [f"C6 {chosen.c6}"] + ([f"C7 {chosen.c7}"] if rules.float_criteria else [])
    potential = free - set(step.residents)
    earlier: list[str] = []
    skipped = 0
    for candidate in sets_in_order(rnd, potential, chosen.c5):
        ordered = set_order_key(candidate, rnd.score)
        if ordered == step.upfloaters:
            break
        if len(earlier) < LIST_LIMIT:
            reason = _set_rejection(rules, rnd, step.residents, free, ordered, chosen)
            earlier.append(f"    {names(rules, ordered)}: {reason}")
        else:
            skipped += 1
            if skipped >= 10_000:
                break
    if earlier:
        lines.append(f"    3.5.4 sets tried in order before it ({', '.join(extra)} for the chosen set):")
        lines += earlier
        if skipped:
            more = "10000 or more" if skipped >= 10_000 else str(skipped)
            lines.append(f"    ... and {more} more sets before it, none complying as well (3.5.5)")
    else:
        lines.append(f"    3.5.4: the first set in order ({', '.join(extra)})")
    return lines


def _pack(values: Sequence[int], base: int) -> int:
    """Criteria values (highest priority first) as one int, for comparing totals."""
    out = 0
    for v in values:
        out = out * base + v
    return out


def _best_completion(rules: CoreRules, rnd: RoundGraph, tops: Sequence[int], bottoms: Sequence[int],
                     ups: frozenset[int], base: int) -> int | None:
    """The least packed 3.6.4 cost of a legal pairing of ``tops`` to larger ``bottoms`` (None: no legal one)."""
    if not tops:
        return 0
    costs = {(t, b): _pack(pair_cost(rules, t, b, ups), base) for t in tops for b in bottoms if t < b and b in rnd.adj[t]}
    big = max(costs.values(), default=0) + 1
    mate = max_weight_matching({k: big - v + 1 for k, v in costs.items()}, maxcardinality=True)
    if any(t not in mate for t in tops):
        return None
    return sum(costs[(t, mate[t])] for t in tops)


def _feasible_tops(tops: Sequence[int], bottoms: Sequence[int]) -> bool:
    """3.6.1: each top member can have a larger bottom member (tops and bottoms sorted ascending)."""
    return all(t < b for t, b in zip(tops, bottoms))


def identifier_lines(rules: CoreRules, rnd: RoundGraph, step: BracketStep) -> list[str]:
    """3.6: the identifier chosen, its 3.6.4 values, and the identifiers before it that lost, with why.

    Earlier identifiers are grouped by the first numbers where they leave the chosen one: first
    other sets of top members (3.6.1), then, top by top, a smaller bottom member.
    """
    sn = rules.start_number
    ups = frozenset(step.upfloaters)
    ident = identifier(step.pairs)
    values = bracket_costs(rules, step.pairs, ups)
    lines = [f"  3.6.2 identifier: {' '.join(str(sn(t)) for t in ident)} ({_criteria_text(rules, values)})"]
    members = sorted(t for p in step.pairs for t in p)
    if len(members) > TRACE_LIMIT:
        lines.append(f"    (a bracket of {len(members)}: the identifiers before it are not listed)")
        return lines
    k = len(step.pairs)
    base = 2 * len(members) + 1
    best = _pack(values, base)
    tops, bottoms = ident[:k], ident[k:]

    def why(cost: int | None) -> str:
        if cost is None:
            return "no legal pairing follows (C1)"
        if cost > best:
            found = _criteria_text(rules, _unpack(cost, base, len(values)))
            return f"at best {found}, worse than the chosen pairing (3.6.4)"
        return "complies as well: the rules choose it (checker fault, please report it)"

    def prefixes() -> Iterator[tuple[tuple[int, ...], int | None]]:
        for examined, candidate in enumerate(combinations(members, k)):
            if candidate == tops or examined >= 100_000:
                break
            rest = [t for t in members if t not in candidate]
            if _feasible_tops(candidate, rest):
                yield candidate, _best_completion(rules, rnd, candidate, rest, ups, base)
        fixed: list[tuple[int, int]] = []
        for i, t in enumerate(tops):
            used = {b for _, b in fixed}
            head = sum(_pack(pair_cost(rules, x, y, ups), base) for x, y in fixed)
            for b in members:
                if b >= bottoms[i]:
                    break
                if b <= t or b in tops or b in used:
                    continue
                prefix = (*tops, *(y for _, y in fixed), b)
                if b not in rnd.adj[t]:
                    yield prefix, None
                    continue
                rest = [y for y in members if y not in tops and y not in used and y != b]
                tail = _best_completion(rules, rnd, tops[i + 1:], rest, ups, base)
                yield prefix, None if tail is None else head + _pack(pair_cost(rules, t, b, ups), base) + tail
            fixed.append((t, bottoms[i]))

    earlier: list[str] = []
    for prefix, cost in prefixes():
        if len(earlier) == LIST_LIMIT:
            earlier.append("    ... and more, none complying as well")
            break
        reason = why(cost)
        if len(prefix) > k and cost is None and prefix[-1] not in rnd.adj[tops[len(prefix) - k - 1]]:
            reason = f"C1: {sn(tops[len(prefix) - k - 1])} and {sn(prefix[-1])} may not meet"
        earlier.append(f"    {' '.join(str(sn(t)) for t in prefix)} ...: {reason}")
    if earlier:
        lines.append("    3.6.3 identifiers before it, by their first numbers:")
        lines += earlier
    return lines


def _criteria_text(rules: CoreRules, values: Sequence[int]) -> str:
    """3.6.4 values as ``C8 0`` (``C8 0, C9 1, C10 0`` for Team)."""
    return ", ".join(f"{c} {v}" for c, v in zip(rules.bracket_criteria, values))


def _unpack(value: int, base: int, width: int) -> tuple[int, ...]:
    """Packed criteria values back to one value per criterion (highest priority first)."""
    digits = []
    for _ in range(width):
        value, d = divmod(value, base)
        digits.append(d)
    return tuple(reversed(digits))

"""The literal walk: C.6-C.8 word for word on small groups (up to about ten players).

Every exchange of D.2 in order (none first), and after each every transposition of S2 in D.1 order,
is built and tested against the level (C.6: B.1, B.2 and the relative criteria still in force); a
heterogeneous bracket tries its S1 pairs in D.1 order and, for each compliant one, its remainder as a
homogeneous group (C.6, then C.9: a new opponent for the lowest player moved down when the remainder
cannot be paired). The bracket below (C.12, C.13) is tested by trying every way to pair it. The fast
walk (``search.py``) must find the same choice; ``tests/systems/dutch_procedural`` demands it.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain

from checker.systems.dutch_procedural.groups import Below, Choice, Group, numbered, same_scores
from checker.systems.dutch_procedural.rules import Level, Pair, Rules
from checker.systems.dutch_procedural.sequences import NO_EXCHANGE, apply, exchanges, transpositions


def _pairable(rules: Rules, level: Level, players: list[int], pairs_wanted: int,
              allowed: set[tuple[int, int]] | None, spare: set[int]) -> bool:
    """Can exactly ``pairs_wanted`` pairs be made among ``players`` (only ``allowed`` ones, when given),
    every player left over being one of ``spare``? By trying every way."""
    if pairs_wanted == 0:
        return all(t in spare for t in players)
    if len(players) < 2 * pairs_wanted:
        return False
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        key = (min(first, other), max(first, other))
        if (allowed is None or key in allowed) and rules.legal(first, other, level):
            if _pairable(rules, level, rest[:i] + rest[i + 1:], pairs_wanted - 1, allowed, spare):
                return True
    return first in spare and _pairable(rules, level, rest, pairs_wanted, allowed, spare)


def below_ok(rules: Rules, below: Below, leftovers: tuple[int, ...]) -> bool:
    """C.12 / C.13 on a choice, by trying every way: the bracket below, with the players the choice moves
    down, would not send the procedure back up. Not the lowest: no player moved down is without an
    opponent there (C.1), and after C.1 its p pairs can be made (heterogeneous: every player moved down
    gets an opponent); the lowest: it can be paired completely, the bye to a player allowed one."""
    movers = list(below.others) + list(leftovers)
    members = movers + list(below.residents)
    if not same_scores(rules, below, leftovers):
        return False
    if below.lowest:
        hetero = 2 * len(movers) < len(members)
        allowed = None
        if hetero:
            allowed = {(min(a, b), max(a, b)) for a in members for b in members
                       if a != b and (a not in movers or b not in movers)}
        spare = {t for t in members if rules.bye_allowed(t) and not (hetero and t in movers and not rules.mover_bye)}
        return _pairable(rules, below.level, members, len(members) // 2, allowed, spare)
    isolated = {t for t in members if not any(rules.legal(t, u, below.level) for u in members if u != t)}
    if isolated & set(movers):
        return False
    kept = [t for t in members if t not in isolated]
    if 2 * len(movers) < len(kept) and below.whole:
        # 2012 C.12, P1 pairings: S1 against S2 and the remainder, a resident at most left over.
        allowed = {(min(a, b), max(a, b)) for a in kept for b in kept if a != b and (a not in movers or b not in movers)}
        return _pairable(rules, below.level, kept, len(kept) // 2, allowed, {t for t in kept if t not in movers})
    if 2 * len(movers) < len(kept):
        residents = [t for t in kept if t not in movers]
        allowed = {(min(m, r), max(m, r)) for m in movers for r in residents}
        return _pairable(rules, below.level, kept, len(movers), allowed, set(residents))
    return _pairable(rules, below.level, kept, len(kept) // 2, None, set(kept))


def _homogeneous_candidates(rules: Rules, members: tuple[int, ...], p: int, lowest: bool, level: Level,
                            below: Below | None, shared: tuple[tuple[int, ...], tuple[Pair, ...]] | None,
                            joined: frozenset[int] = frozenset()) -> Iterator[tuple[int, Choice]]:
    """C.4-C.8: every compliant choice in D.2 then D.1 order, with its cost (``Rules.cost`` of the whole
    bracket when ``shared``, 2012: the bracket and S1's pairs, whose X and Z the remainder shares);
    ``joined``: the group's players of brackets joined by C.13, who float down when paired below (A.4)."""
    scope, before = shared if shared is not None else (members, ())
    budget = rules.budget(scope, level)
    s1 = tuple(range(1, p + 1))
    s2 = tuple(range(p + 1, len(members) + 1))
    for exchange in chain([NO_EXCHANGE], exchanges(s1, s2)):
        new_s1, new_s2 = apply(s1, s2, exchange)
        for prefix in transpositions(new_s2, p):
            pairs: tuple[Pair, ...] = tuple((members[a - 1], members[b - 1]) for a, b in zip(new_s1, prefix))
            leftovers = rules.ordered(members[b - 1] for b in new_s2 if b not in prefix)
            if any(not rules.pair_ok(a, b, level) or not rules.joined_ok(a, b, level, joined) for a, b in pairs):
                continue
            if any(not rules.leftover_ok(t, level, lowest) for t in leftovers):
                continue
            every = before + pairs
            cost = rules.cost(every, leftovers, scope, level, joined)
            if cost > budget or not rules.z_ok(every, scope, level):
                continue
            if below is not None and not below_ok(rules, below, leftovers):
                continue
            position = {b: i for i, b in enumerate(new_s2, start=1)}
            yield cost, Choice(level=level, h_pairs=(), h_prefix=(), pairs=pairs, exchange=exchange,
                               prefix=tuple(position[b] for b in prefix), leftovers=leftovers)


def _first(rules: Rules, candidates: Iterator[tuple[int, Choice]]) -> Choice | None:
    """The text's choice among compliant candidates in order: the first (2009); 2012 C.10, a dropped
    criterion "only for the minimum number of pairs": the first of the least cost."""
    if not rules.minimum_drops:
        return next((choice for _, choice in candidates), None)
    best: tuple[int, Choice] | None = None
    for cost, choice in candidates:
        if best is None or cost < best[0]:
            best = (cost, choice)
    return None if best is None else best[1]


def literal_homogeneous(rules: Rules, members: tuple[int, ...], p: int, lowest: bool, level: Level,
                        below: Below | None, joined: frozenset[int] = frozenset()) -> Choice | None:
    """C.4-C.8: the exchanges in D.2 order, the transpositions in D.1 order, the first compliant."""
    return _first(rules, _homogeneous_candidates(rules, members, p, lowest, level, below, None, joined))


def _heterogeneous_candidates(rules: Rules, group: Group, level: Level, below: Below | None,
                              ) -> Iterator[tuple[int, Choice]]:
    """C.6, C.7, C.9: S1's opponents in D.1 order, each with its remainder's compliant choices (2009: the
    first only, the remainder's own x; 2012: all of them, the bracket's X, Z and float breaches shared)."""
    s1, s2 = group.s1, group.s2
    budget = rules.budget(group.members, level)
    number = numbered(s2)
    for prefix in transpositions(s2, len(s1)):
        h_pairs = tuple(zip(s1, prefix))
        if any(not rules.pair_ok(a, b, level) or not rules.joined_ok(a, b, level, group.joined) for a, b in h_pairs):
            continue
        if (rules.cost(h_pairs, (), group.members, level, group.joined) > budget
                or not rules.z_ok(h_pairs, group.members, level)):
            continue
        rest = rules.ordered(t for t in s2 if t not in prefix)
        if rules.bracket_wide:
            inners: Iterator[tuple[int, Choice]] = _homogeneous_candidates(
                rules, rest, group.p, group.lowest, level, below, (group.members, h_pairs), group.joined)
        else:
            inner = literal_homogeneous(rules, rest, group.p, group.lowest, level, below, group.joined)
            inners = iter(() if inner is None else ((0, inner),))
        for cost, inner_choice in inners:
            yield cost, Choice(level=level, h_pairs=h_pairs, h_prefix=tuple(number[b] for b in prefix),
                               pairs=inner_choice.pairs, exchange=inner_choice.exchange, prefix=inner_choice.prefix,
                               leftovers=inner_choice.leftovers)
            if not rules.bracket_wide:
                break


def literal_choice(rules: Rules, group: Group, level: Level, below: Below | None = None) -> Choice | None:
    """The first choice of ``group`` in the text's order that complies with ``level`` (and ``below``)."""
    if not group.heterogeneous:
        return literal_homogeneous(rules, group.members, group.p, group.lowest, level, below, group.joined)
    return _first(rules, _heterogeneous_candidates(rules, group, level, below))

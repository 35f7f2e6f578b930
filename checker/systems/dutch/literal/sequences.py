"""The orders in which the Dutch text generates candidates (Dutch 4.2-4.4), over BSNs.

Each function sorts *every* element the article describes by the article's own comparison, so the
result can be checked against the examples quoted in the text. BSNs are the in-bracket sequence
numbers of Dutch 4.1.1 (1, 2, 3, ... in the order of Dutch 1.2).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations, permutations

Exchange = tuple[tuple[int, ...], tuple[int, ...]]
"""A resident-exchange (Dutch 4.3.1): (BSNs moved from the original S1 to S2, BSNs moved from S2 to S1)."""


def transpositions(s2_bsns: Sequence[int], n1: int) -> list[tuple[int, ...]]:
    """Dutch 4.2.2: every order of S2, sorted by the lexicographic value of its first N1 BSNs.

    Orders that differ only after the first N1 BSNs are one transposition (4.2.2 note: the rest
    are ignored), so each element is the first N1 BSNs followed by the rest in ascending order.
    """
    if n1 > len(s2_bsns):
        raise ValueError(f"Dutch 4.2.2: N1={n1} is larger than S2 ({len(s2_bsns)} BSNs)")
    ordered = sorted(s2_bsns)
    heads = sorted(permutations(ordered, n1))
    return [head + tuple(b for b in ordered if b not in head) for head in heads]


def _rule_keys(exchange: Exchange) -> tuple[int, int, tuple[int, ...], tuple[int, ...]]:
    """The four comparison rules of Dutch 4.3.2 as one sort key (smaller key = higher priority)."""
    out_of_s1, into_s1 = exchange
    return (
        # rule 1: the smallest number of exchanged BSNs
        len(out_of_s1),
        # rule 2: the smallest difference sum(S2 -> S1) - sum(S1 -> S2)
        sum(into_s1) - sum(out_of_s1),
        # rule 3: the largest differing BSN among those moved from S1 to S2 (descending, larger first)
        tuple(-b for b in sorted(out_of_s1, reverse=True)),
        # rule 4: the smallest differing BSN among those moved from S2 to S1 (ascending, smaller first)
        tuple(sorted(into_s1)),
    )


def deciding_rule(first: Exchange, second: Exchange) -> int | None:
    """Which comparison rule of Dutch 4.3.2 (1-4) tells the two exchanges apart; None if equal."""
    for rule, (a, b) in enumerate(zip(_rule_keys(first), _rule_keys(second)), start=1):
        if a != b:
            return rule
    return None


def resident_exchanges(s1: Sequence[int], s2: Sequence[int]) -> list[Exchange]:
    """Dutch 4.3.2: every swap of equally sized groups between the original S1 and S2, in priority order."""
    out: list[Exchange] = []
    for size in range(1, min(len(s1), len(s2)) + 1):
        for out_of_s1 in combinations(sorted(s1), size):
            for into_s1 in combinations(sorted(s2), size):
                out.append((out_of_s1, into_s1))
    return sorted(out, key=_rule_keys)


def apply_exchange(s1: Sequence[int], s2: Sequence[int], exchange: Exchange) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The new S1 and S2 after an exchange, each re-sorted (Dutch 3.6.1: reordered by 1.2 = BSN order)."""
    out_of_s1, into_s1 = exchange
    new_s1 = sorted((set(s1) - set(out_of_s1)) | set(into_s1))
    new_s2 = sorted((set(s2) - set(into_s1)) | set(out_of_s1))
    return tuple(new_s1), tuple(new_s2)


def mdp_sets(
    mdp_bsns: Sequence[int],
    m1: int,
    is_valid: Callable[[tuple[int, ...]], bool] = lambda chosen: True,
) -> list[tuple[int, ...]]:
    """Dutch 4.4: the valid sets of M1 pairable MDPs, sorted by their smallest differing BSN.

    ``is_valid`` is Dutch 4.4.1 (the set leaves a Limbo compliant with [C7]); the bracket supplies it.
    Sets of equal size compared on their smallest differing BSN are in ascending lexicographic order.
    """
    if m1 > len(mdp_bsns):
        raise ValueError(f"Dutch 3.1.3: M1={m1} is larger than M0={len(mdp_bsns)}")
    chosen_sets = [c for c in combinations(sorted(mdp_bsns), m1) if is_valid(c)]
    return sorted(chosen_sets, key=_smallest_differing_key)


def _smallest_differing_key(chosen: tuple[int, ...]) -> tuple[int, ...]:
    """Sort key of 4.4.2: between two equal-sized sets, the one holding the smallest differing BSN first."""
    return tuple(sorted(chosen))

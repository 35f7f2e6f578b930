"""D.1's transposition order solved as row tie-breaks (``search.d1_rows``, issue 29's speed bound) must
give what the one packed weight gave: the same S1 opponents, the same feasibility and the same cost, on
S1 x S2 groups with forbidden pairs, ungranted preferences and leftovers (random, seeded)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import cast

import pytest

from checker.systems.dutch_procedural.rules import Rules
from checker.systems.dutch_procedural.search import Edge, Problem


def d1_problem(seed: int) -> Problem:
    """A transposition's question as ``Walk._transposition`` asks it: S1 against S2, each pair's D.1 digit
    (S1 in order, S2 from its start) packed below the costs; some pairs forbidden, some costing a
    preference, S2's surplus left over (any of them may be)."""
    rng = random.Random(seed)
    p = rng.randint(1, 7)
    s1 = tuple(range(1, p + 1))
    s2 = tuple(range(p + 1, p + 1 + p + rng.randint(0, 3)))
    base = len(s2) + 1
    pairs = {(a, b): Edge(cost=int(rng.random() < 0.4), lex=(len(s2) - j) * base ** (len(s1) - 1 - i))
             for i, a in enumerate(s1) for j, b in enumerate(s2) if rng.random() < 0.75}
    # The rules are read only for a level's float breaches (none here: level None).
    return Problem(members=s1 + s2, pairs=pairs, leave={t: 0 for t in s2}, left=len(s2) - len(s1),
                   budget=rng.randint(0, p), rules=cast(Rules, None), lex_span=base ** len(s1), d1=(s1, s2))


@pytest.mark.parametrize("seed", range(300))
def test_dutch_2012_d1_rows_as_tie_breaks_give_the_packed_weights_opponents(seed: int) -> None:
    # Dutch 2012 / 2009 D.1: the first transposition, S1's first player the earliest opponent, then the next.
    problem = d1_problem(seed)
    tiered = problem.solve()
    packed = replace(problem, d1=None).solve()
    assert (tiered.feasible, tiered.cost) == (packed.feasible, packed.cost)
    if packed.feasible:
        assert tiered.mate == packed.mate

"""Benchmark: where the CPU of a file's Burstein rounds goes, by function, without cProfile (issue 34).

cProfile charges every built-in call (``dict.get``, ``min``) its own overhead and so inflates the
Python loops that make many of them: here each function of interest is wrapped and timed with
``time.process_time`` (nested ones count inside their callers too), the states built first.

    PYTHONPATH=. python3 bench/burstein_parts.py /tmp/b34/burstein-1600.trf 5,6,7,8,9,10,11
"""

from __future__ import annotations

import functools
import sys
import time
from collections.abc import Callable
from typing import Any

import checker.matching.lexicographic as lexicographic
import checker.matching.weighted as weighted
import checker.systems.burstein.criteria as criteria
import checker.systems.burstein.pairer as pairer
import checker.systems.burstein.tiers as tiers
from checker.api import read
from checker.systems.burstein.system import BURSTEIN

SPENT: dict[str, float] = {}


def timed(owner: Any, name: str, label: str) -> None:
    """Replace ``owner.name`` by a wrapper adding its CPU seconds to ``SPENT[label]``."""
    inner: Callable[..., Any] = getattr(owner, name)

    @functools.wraps(inner)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return inner(*args, **kwargs)
        finally:
            SPENT[label] = SPENT.get(label, 0.0) + time.process_time() - start

    setattr(owner, name, wrapper)


def main() -> None:
    """``burstein_parts.py FILE R1,R2,...``: the rounds' pairing CPU and each part's share of it."""
    if len(sys.argv) != 3:
        sys.exit("usage: python3 bench/burstein_parts.py FILE ROUND[,ROUND...]")
    timed(pairer, "lexicographic_matching", "lexicographic_matching (all of it)")
    timed(lexicographic, "solve_shaped", "solve_shaped (core and relabel inside)")
    timed(weighted, "_blossom_compiled_raw", "compiled core")
    timed(weighted, "_relabel", "relabel")
    timed(criteria.PairWeights, "edges", "criteria.PairWeights.edges")
    for name in ("edge_lists", "start"):  # a checkout before them has neither
        if hasattr(criteria.PairWeights, name):
            timed(criteria.PairWeights, name, f"criteria.PairWeights.{name}")
    timed(pairer, "round_data", "rules.round_data")
    timed(pairer, "complete", "rules.complete (C4, the players below)")
    timed(tiers, "_piece", "tiers._piece")
    timed(lexicographic, "_warm_duals", "lexicographic._warm_duals")
    timed(lexicographic, "_fix", "lexicographic._fix")
    tournament = read(sys.argv[1])
    states = [BURSTEIN.build_state(tournament, int(r)) for r in sys.argv[2].split(",")]
    start = time.process_time()
    for state in states:
        BURSTEIN.pair(state)
    print(f"rounds {sys.argv[2]}: {time.process_time() - start:.2f} s CPU")
    for label, seconds in sorted(SPENT.items(), key=lambda item: -item[1]):
        print(f"  {label}: {seconds:.2f} s")


if __name__ == "__main__":
    main()

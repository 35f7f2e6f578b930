"""Timing of the 2009 rating-based pairer (C.1-C.14) and of its check.

1. The Irish 2011 files: every round checked under rating-2009 (pairing + evaluation), in seconds.
2. Generated tournaments (``DUTCH_2009.generate``, fixed seed, the generator's default absences, byes and
   forfeits) of several sizes: building them (every round paired once), then every round paired again and
   timed, with the number of matchings and the largest bracket.
3. How one bracket's cost grows with its size: a homogeneous bracket of b players (random colour
   preferences, a tenth of the pairs already played), the fast walk at its first level, in seconds and
   matchings; the literal walk on the same brackets up to 10 players, where one level that no pairing
   meets makes it try every exchange and transposition.

    python bench/rating_2009.py [--sizes 50,100,200] [--rounds 9] [--seed 2026] [--brackets 10,20,40,80,160]
"""

from __future__ import annotations

import argparse
import random
import time
from decimal import Decimal
from pathlib import Path

from checker.check.round import check_round
from checker.models import ScoringSystem
from checker.systems.dutch_procedural import search
from checker.systems.dutch_procedural.groups import homogeneous
from checker.systems.dutch_procedural.literal import literal_choice
from checker.systems.dutch_procedural.pairer import pair
from checker.systems.dutch_procedural.procedure import Procedure
from checker.systems.dutch_procedural.rules import Level, rules_for
from checker.systems.dutch_procedural.state import RatingPlayer, RatingState, build_state
from checker.systems.dutch_procedural.system import DUTCH_2009
from checker.trf import load

REAL = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "real"
SOLVES = [0]
_solve = search.Problem.solve


def counted(self: search.Problem) -> search.Witness:
    """Problem.solve, counted."""
    SOLVES[0] += 1
    return _solve(self)


search.Problem.solve = counted  # type: ignore[method-assign]


def irish() -> None:
    for path in sorted(REAL.glob("icu_*20[01]*.tab")):
        if "armstrong" in path.name:
            continue
        tournament, _ = load(path)
        start = time.perf_counter()
        rounds = range(1, DUTCH_2009.next_round(tournament))
        verdicts = [check_round(tournament, r, DUTCH_2009).verdict for r in rounds]
        took = time.perf_counter() - start
        consistent = verdicts.count("CONSISTENT")
        print(f"{path.name}: {len(tournament.players)} players, {len(verdicts)} rounds checked in {took:.2f} s "
              f"({consistent} consistent)")


def generated(sizes: list[int], rounds: int, seed: int) -> None:
    for size in sizes:
        start = time.perf_counter()
        tournament = DUTCH_2009.generate(size, rounds, seed)
        built = time.perf_counter() - start
        times, solves, widest = [], [], 0
        for r in range(1, DUTCH_2009.next_round(tournament)):
            state = build_state(tournament, r)
            SOLVES[0] = 0
            start = time.perf_counter()
            result = Procedure(state, search.first_choice).run()
            pair(state)
            times.append((time.perf_counter() - start) / 2)
            solves.append(SOLVES[0] // 2)
            widest = max([widest] + [len(b.group.members) for b in result.brackets if b.group is not None])
        print(f"{size} players x {rounds} rounds (seed {seed}): built in {built:.1f} s; re-paired in "
              f"{sum(times):.2f} s, slowest round {max(times):.2f} s, largest bracket {widest}; per round (s): "
              + " ".join(f"{t:.2f}" for t in times) + "; matchings per round: " + " ".join(map(str, solves)))


def bracket_state(size: int, rng: random.Random, density: float, histories: list[str]) -> RatingState:
    """Round 4 of 9: one bracket of ``size`` players with random histories of three games, each pair
    already played with probability ``density``."""
    met: dict[int, set[int]] = {t: set() for t in range(1, size + 1)}
    for a in range(1, size + 1):
        for b in range(a + 1, size + 1):
            if rng.random() < density:
                met[a].add(b)
                met[b].add(a)
    players = tuple(RatingPlayer(tpn=t, score=Decimal(2), colours=tuple(rng.choice(histories)),  # type: ignore[arg-type]
                                 floats=(None, None, None), opponents=frozenset(met[t])) for t in range(1, size + 1))
    return RatingState(round=4, total_rounds=9, initial_colour="w", scoring=ScoringSystem(), players=players)


KINDS = {
    "mixed (10% played)": (0.1, ["wbw", "bwb", "wwb", "bbw", "wbb", "bww"]),
    "dense, 3/4 prefer White (35% played)": (0.35, ["bwb", "bwb", "bbw", "wbw"]),
}


def brackets(sizes: list[int], seed: int) -> None:
    rng = random.Random(seed)
    for kind, (density, histories) in KINDS.items():
        for size in sizes:
            state = bracket_state(size, rng, density, histories)
            rules = rules_for(state)
            group = homogeneous(rules, tuple(p.tpn for p in state.players), lowest=False)
            SOLVES[0] = 0
            start = time.perf_counter()
            found = next((level for level in (Level(a7d=False), Level(a7d=False, delta=size))
                          if search.first_choice(rules, group, level) is not None), None)
            fast = time.perf_counter() - start
            line = (f"{kind}, bracket of {size}: fast walk {fast:.3f} s, {SOLVES[0]} matchings "
                    f"({'first level' if found and found.delta == 0 else 'x raised' if found else 'none'})")
            if size <= 10:
                start = time.perf_counter()
                literal_choice(rules, group, Level(a7d=False, delta=-size))
                line += f"; literal walk through a level no pairing meets: {time.perf_counter() - start:.3f} s"
            print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="50,100,200")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--brackets", default="6,8,10,20,40,80,160")
    args = parser.parse_args()
    if REAL.is_dir():
        irish()
    generated([int(s) for s in args.sizes.split(",")], args.rounds, args.seed)
    brackets([int(s) for s in args.brackets.split(",")], args.seed)


if __name__ == "__main__":
    main()

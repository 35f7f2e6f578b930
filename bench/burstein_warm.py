"""Would a warm start of the Burstein 4.3 pieces pay, and would it be exact? (issue 34)

For each round: the pairing's CPU split between the C4-C8 solves (cold by nature) and the 4.3
pieces (``lexicographic``'s tier solves, each cold today), and per piece how many vertices' partners
differ from the previous solve's matching in the cold optimum and in the *nearest* optimum (the
previous matching as one more, lowest, tie-break digit): a warm start from the previous matching
needs about as many repairs as the second number, the cold solve rebuilds every pair.
With ``--shuffles K`` each round is also paired K more times with every solve's edges shuffled and
turned (another tie path of the blossom algorithm, as a warm start would take): the pairing must not
move if a warm start is to be exact at the pairing level.

    PYTHONPATH=. python3 bench/burstein_warm.py FILE [ROUND,...] [--shuffles K] [--near] [--pieces]

Run it from the checkout to measure: it wraps the matcher's internal ``solve_lists`` (measuring only)
and has the pairer solve its pieces cold (``warm=False``, the path before the warm start was built):
its figures are the cold pieces' a warm start replaces.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import time
from collections.abc import Callable, Mapping, Sequence

import checker.matching.lexicographic as lexicographic
import checker.matching.weighted as weighted
from checker.api import read
from checker.matching import EdgeLists, Tier
from checker.models import Tournament
from checker.systems.burstein import pairer
from checker.systems.burstein.state import BursteinState
from checker.systems.burstein.system import BURSTEIN

Solve = Callable[..., tuple[dict[int, int], list[tuple[int, int]], list[int]]]
COLD: Solve = weighted.solve_lists


class Probe:
    """The wrappers of ``solve_lists``: first solves (``weighted``) and pieces (``lexicographic``)."""

    def __init__(self, near: bool, rng: random.Random | None) -> None:
        self.near, self.rng = near, rng
        self.first_cpu = self.piece_cpu = 0.0
        self.pieces: list[tuple[float, int, int, int, int]] = []
        self.previous: dict[int, int] = {}

    def _inputs(self, pairs: list[tuple[int, int]],
                values: list[int]) -> tuple[list[tuple[int, int]], list[int]]:
        """The edges as given, or shuffled and turned (another tie path)."""
        if self.rng is None:
            return pairs, values
        order = list(range(len(pairs)))
        self.rng.shuffle(order)
        turned = [(v, u) if self.rng.random() < 0.5 else (u, v) for u, v in (pairs[i] for i in order)]
        return turned, [values[i] for i in order]

    def first(self, pairs: list[tuple[int, int]], values: list[int], maxcardinality: bool = False,
              support: bool = True) -> tuple[dict[int, int], list[tuple[int, int]], list[int]]:
        """A solve that is no 4.3 piece (a bracket's C4-C8 optimum, or a plain matching)."""
        pairs, values = self._inputs(pairs, values)
        start = time.process_time()
        result = COLD(pairs, values, maxcardinality, support)
        self.first_cpu += time.process_time() - start
        self.previous = result[0]
        return result

    def piece(self, pairs: list[tuple[int, int]], values: list[int], maxcardinality: bool = False,
              support: bool = True) -> tuple[dict[int, int], list[tuple[int, int]], list[int]]:
        """A 4.3 piece: timed, and compared with the previous solve's matching."""
        pairs, values = self._inputs(pairs, values)
        start = time.process_time()
        result = COLD(pairs, values, maxcardinality, support)
        spent = time.process_time() - start
        self.piece_cpu += spent
        if self.near:
            mate, before = result[0], self.previous
            vertices = {x for e in pairs for x in e}
            closer = [2 * w + (before.get(u) == v) for (u, v), w in zip(pairs, values)]
            nearest = COLD(pairs, closer, maxcardinality, False)[0]
            cold = sum(before.get(v) != mate.get(v) for v in vertices)
            near = sum(before.get(v) != nearest.get(v) for v in vertices)
            self.pieces.append((spent, len(vertices), len(pairs), cold, near))
        self.previous = result[0]
        return result


def cold_tiers(weights: Mapping[tuple[int, int], int] | EdgeLists, tiers: Sequence[Tier], warm: bool = False,
               start: object = None) -> dict[int, int]:
    """``lexicographic_matching`` with every solve cold (the pieces this bench measures; the C4-C8
    solve's warm ``start`` left out too)."""
    return lexicographic.lexicographic_matching(weights, tiers, warm=False)


def pair(tournament: Tournament, number: int, probe: Probe) -> str | None:
    """Round ``number`` paired with the probe's solves; the pairing's digest (None in a seeding round,
    1.6: paired by the Dutch engine, not measured here)."""
    state = BURSTEIN.build_state(tournament, number)
    if not isinstance(state, BursteinState):
        return None
    setattr(pairer, "lexicographic_matching", cold_tiers)
    setattr(weighted, "solve_lists", probe.first)
    setattr(lexicographic, "solve_lists", probe.piece)
    try:
        pairing = BURSTEIN.pair(state)
    finally:
        setattr(pairer, "lexicographic_matching", lexicographic.lexicographic_matching)
        setattr(weighted, "solve_lists", COLD)
        setattr(lexicographic, "solve_lists", COLD)
    return hashlib.sha256(repr(pairing).encode()).hexdigest()[:16]


def main() -> None:
    """Per round: CPU split, piece repairs (``--pieces``) and the tie-path check (``--shuffles``)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("rounds", nargs="?", default="", help="e.g. 5,6,7 (default: every round)")
    parser.add_argument("--shuffles", type=int, default=0)
    parser.add_argument("--pieces", action="store_true", help="list every piece of 200 vertices or more")
    parser.add_argument("--near", action="store_true", help="the nearest optimum of every piece (slower)")
    args = parser.parse_args()
    tournament = read(args.file)
    last = max((len(p.rounds) for p in tournament.players), default=0)
    rounds = [int(r) for r in args.rounds.split(",")] if args.rounds else list(range(1, last + 1))
    moved = measured = 0
    for number in rounds:
        probe = Probe(near=args.near or args.pieces, rng=None)
        try:
            digest = pair(tournament, number, probe)
        except Exception as error:  # a round the engine cannot pair: nothing to compare
            print(f"round {number}: not paired ({type(error).__name__})")
            continue
        if digest is None:
            print(f"round {number}: a seeding round (1.6, the Dutch engine): not measured")
            continue
        paths = range(1, args.shuffles + 1)
        others = {pair(tournament, number, Probe(False, random.Random(seed))) for seed in paths}
        same = "" if not args.shuffles else (
            f", {args.shuffles} shuffled tie paths: " + ("same pairing" if others == {digest} else "PAIRING MOVED"))
        moved += bool(others - {digest})
        measured += 1
        print(f"round {number}: C4-C8 and other solves {probe.first_cpu:.2f} s CPU, 4.3 pieces "
              f"{probe.piece_cpu:.2f} s{same}")
        if probe.pieces:
            scaled = sum(cpu * near / vertices for cpu, vertices, _, _, near in probe.pieces)
            print(f"    pieces' CPU scaled by the share of vertices the nearest optimum moves: {scaled:.2f} s "
                  f"(a bound on a warm start's pieces if it cost in proportion to its repairs)")
        for cpu, vertices, edges, cold, near in probe.pieces if args.pieces else ():
            if vertices >= 200:
                print(f"    piece {cpu:.3f} s, {vertices} vertices, {edges} edges; partners changed: "
                      f"cold {cold}, nearest optimum {near}")
    if args.shuffles:
        print(f"{args.file}: rounds whose pairing moved with the tie path: {moved} of {measured} Burstein rounds")


if __name__ == "__main__":
    main()

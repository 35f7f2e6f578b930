"""Timing of the Lim reference pairer (C.04.4.3): the corpus, one scoregroup of growing size, and a
large generated tournament. Prints what bench/README.md records.

    python bench/lim.py [--sizes 8 16 32 64 128] [--players 200] [--rounds 9] [--seed 2026] [--literal 10]

- corpus: every round of ``../shared/corpus/lim`` re-paired and compared with the file;
- bracket: a round whose top scoregroup holds n players (odd, so 2.3.4 chooses a floater among all
  n, each candidate judged by a pairing of the rest), with random meetings (a quarter of the pairs)
  and colour histories, above a median scoregroup of 7 or 8; timed, with the number of feasibility tests
  (matchings) the procedure asked for (balanced colour histories, so only meetings make players
  incompatible); ``--literal N`` also times the unpruned walk (enumeration)
  on the first sizes up to N;
- tournament: a generated Lim tournament re-paired round by round, then checked round by round
  (``check_round``), and its last round checked again with two opponents swapped (the evaluation
  of both pairings on top of the re-pairing).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from decimal import Decimal
from pathlib import Path

from checker.check.round import check_round
from checker.models import Colour, Pair, Player, RoundEntry, ScoringSystem, Tournament
from checker.systems.lim.feasibility import Graph, MatchingTests
from checker.systems.lim.literal import EnumerationTests
from checker.systems.lim.procedure import run
from checker.systems.lim.state import LimPlayer, LimState
from checker.systems.lim.system import LIM
from checker.trf import load

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "lim"


class Counting(MatchingTests):
    """The matching tests, counted."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def pairs(self, graph: Graph, players: frozenset[int]) -> int:
        self.calls += 1
        return super().pairs(graph, players)

    def covers(self, graph: Graph, players: frozenset[int], required: frozenset[int]) -> bool:
        self.calls += 1
        return super().covers(graph, players, required)


def corpus() -> None:
    """Every round of the corpus re-paired and compared."""
    if not CORPUS.is_dir():
        print("corpus: ../shared/corpus/lim not found, skipped")
        return
    start = time.perf_counter()
    same = total = 0
    for path in sorted(CORPUS.glob("*.trf")):
        tournament, _ = load(path)
        for r in range(1, LIM.next_round(tournament)):
            got, expected = LIM.pair_round(tournament, r), LIM.published(tournament, r)
            same += (got.as_set(), got.pab) == (expected.as_set(), expected.pab)
            total += 1
    print(f"corpus/lim: {same}/{total} rounds reproduced in {time.perf_counter() - start:.1f} s")


def bracket_state(n: int, seed: int) -> LimState:
    """Round 5 (median 2): a top scoregroup of n players on 3 points over 7 or 8 players on 2."""
    rng = random.Random(seed)
    total = n + 7 + (n + 7) % 2  # even overall: no PAB
    met: dict[int, set[int]] = {t: set() for t in range(1, total + 1)}
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if rng.random() < 0.25:
                met[a].add(b)
                met[b].add(a)
    players = []
    for tpn in range(1, total + 1):
        # Balanced histories, no colour twice at the end: every pair can be given legal colours (2.1).
        colours: tuple[Colour, ...] = tuple("w" if c == "w" else "b" for c in rng.choice(("wbwb", "bwbw", "wbbw", "bwwb")))
        players.append(LimPlayer(tpn=tpn, score=Decimal(3 if tpn <= n else 2), colours=colours,
                                 opponents=frozenset(met[tpn]), floated_last=rng.random() < 0.2))
    return LimState(round=5, total_rounds=9, initial_colour="w", scoring=ScoringSystem(), players=tuple(players))


def bracket(sizes: list[int], literal: int, seed: int) -> None:
    """One scoregroup of growing size: time and feasibility tests."""
    print("| players in the scoregroup | pairing the round | feasibility tests | unpruned (enumeration) |")
    print("|---|---|---|---|")
    for n in sizes:
        state = bracket_state(n, seed)
        tests = Counting()
        start = time.perf_counter()
        run(state, tests)
        fast = time.perf_counter() - start
        slow = "-"
        if n <= literal:
            start = time.perf_counter()
            run(state, EnumerationTests())
            slow = f"{time.perf_counter() - start:.2f} s"
        print(f"| {n} | {fast:.2f} s | {tests.calls} | {slow} |")


def swapped(t: Tournament, r: int) -> Tournament:
    """Round r with the opponents of its first two boards swapped (a-b, c-d -> a-d, c-b), games drawn."""
    pairs = list(LIM.published(t, r).pairs)
    (a, b), (c, d) = (pairs[0].white, pairs[0].black), (pairs[1].white, pairs[1].black)
    pairs[0], pairs[1] = Pair(white=a, black=d), Pair(white=c, black=b)
    new = {p.white: (p.black, "w") for p in pairs[:2]} | {p.black: (p.white, "b") for p in pairs[:2]}
    players: list[Player] = []
    for p in t.players:
        if p.start_number in new:
            opponent, colour = new[p.start_number]
            block = RoundEntry(round=r, opponent=opponent, colour="w" if colour == "w" else "b", result="=")
            p = p.model_copy(update={"rounds": tuple(block if e.round == r else e for e in p.rounds)})
        players.append(p)
    return t.model_copy(update={"players": tuple(players)})


def tournament(players: int, rounds: int, seed: int) -> None:
    """A generated tournament re-paired and checked round by round, and one tampered round checked."""
    start = time.perf_counter()
    t = LIM.generate(players, rounds, seed)
    built = time.perf_counter() - start
    times = []
    last = LIM.next_round(t) - 1
    for r in range(1, last + 1):
        start = time.perf_counter()
        LIM.pair_round(t, r)
        times.append(time.perf_counter() - start)
    print(f"generated {players} players x {rounds} rounds (seed {seed}) in {built:.1f} s; re-pairing every round: "
          f"total {sum(times):.1f} s, slowest {max(times):.2f} s (round {times.index(max(times)) + 1})")
    print("per round: " + " ".join(f"{x:.2f}" for x in times))
    start = time.perf_counter()
    verdicts = [check_round(t, r, LIM).verdict for r in range(1, last + 1)]
    print(f"check_round on every round: {time.perf_counter() - start:.1f} s, "
          f"{verdicts.count('CONSISTENT')}/{len(verdicts)} CONSISTENT")
    tampered = swapped(t, last)
    start = time.perf_counter()
    v = check_round(tampered, last, LIM)
    print(f"round {last} with two opponents swapped: {v.verdict} {v.article} in {time.perf_counter() - start:.2f} s")


def main(argv: list[str]) -> int:
    """Run the three measurements."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[9, 17, 33, 65, 129])
    parser.add_argument("--literal", type=int, default=9, help="also time the enumeration up to this size")
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    corpus()
    bracket(args.sizes, args.literal, args.seed)
    tournament(args.players, args.rounds, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

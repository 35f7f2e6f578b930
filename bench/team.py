"""Timing of the Team reference pairer (C.04.6): a 100-team, 11-round Swiss paired round after round
by the pairer itself, random board results (fixed seed), then every round of the largest Gacrux
corpus file. Prints the total, the slowest round and per-round times; figures go to bench/README.md.

    python bench/team.py [--teams 100] [--rounds 11] [--seed 2026] [--absent 0.0]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from checker.models import Tournament
from checker.systems.team.state import build_team_state
from checker.systems.team.pairer import pair_team_round
from checker.trf import load

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.paths import CORPUS  # noqa: E402
from tests.systems.team.builders import simulate  # noqa: E402  (the tests' tournament simulator)

TEAM_CORPUS = CORPUS / "team"


def time_rounds(source: Path | Tournament, rounds: int) -> list[float]:
    """Seconds taken by ``pair_team_round(build_team_state(t, r))`` for r = 1..rounds (file or tournament)."""
    tournament = load(source)[0] if isinstance(source, Path) else source
    times = []
    for r in range(1, rounds + 1):
        start = time.perf_counter()
        pair_team_round(build_team_state(tournament, r))
        times.append(time.perf_counter() - start)
    return times


def main(argv: list[str]) -> int:
    """Simulate, then re-pair every round from the finished tournament and print the timings."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--teams", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--absent", type=float, default=0.0, help="chance a team is absent (240 Z) in a round")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    tournament = simulate(args.teams, args.rounds, args.seed, absent_rate=args.absent)
    built = time.perf_counter() - start
    times = time_rounds(tournament, args.rounds)
    print(f"simulated {args.teams} teams x {args.rounds} rounds (seed {args.seed}) in {built:.1f} s")
    print(f"re-pairing every round: total {sum(times):.2f} s, slowest round {max(times):.2f} s "
          f"(round {times.index(max(times)) + 1})")
    print("per round: " + " ".join(f"{t:.2f}" for t in times))
    largest = TEAM_CORPUS / "team-t40r10-A-s6004.trf"
    if largest.is_file():
        corpus = time_rounds(largest, 10)
        print(f"{largest.name}: 10 rounds in {sum(corpus):.2f} s, slowest {max(corpus):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

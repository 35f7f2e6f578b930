"""Timing of the Dutch reference pairer: every round of the largest corpus file, and a
400-player, 9-round tournament paired round after round by the engine itself with random
results (``DUTCH.generate``, fixed seed), each of its rounds then paired again and timed.
Prints the total and the slowest round; figures go to bench/README.md.

    python bench/dutch.py [--players 400] [--rounds 9] [--seed 2026]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from checker.generation.settings import GeneratorSettings
from checker.models import Tournament
from checker.systems.dutch.state import build_state
from checker.systems.registry import lookup
from checker.systems.dutch.pairer import pair
from checker.trf import load

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "dutch-2026"


def time_rounds(tournament: Tournament, rounds: int) -> list[float]:
    """Seconds taken by ``pair(build_state(t, r))`` for r = 1..rounds."""
    times = []
    for r in range(1, rounds + 1):
        start = time.perf_counter()
        pair(build_state(tournament, r))
        times.append(time.perf_counter() - start)
    return times


def simulated(players: int, rounds: int, seed: int, half_bye_rate: float, forfeit_rate: float, absence_rate: float) -> Tournament:
    """The event to time: paired round after round by the Dutch pairer itself (the system's generator, same seed, same file)."""
    settings = GeneratorSettings(absence_rate=absence_rate, half_bye_rate=half_bye_rate, forfeit_rate=forfeit_rate)
    return lookup("dutch").generate(players, rounds, seed, settings)


def _report(label: str, times: list[float]) -> None:
    per_round = " ".join(f"{t:.2f}" for t in times)
    print(f"{label}: total {sum(times):.1f} s, slowest round {max(times):.2f} s (rounds: {per_round})")


def main() -> None:
    """Run both timings and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--bye-rate", type=float, default=0.02, help="half-point byes (H) per player-round")
    parser.add_argument("--absence-rate", type=float, default=0.03, help="zero-point byes (Z) per player-round")
    parser.add_argument("--forfeit-rate", type=float, default=0.03, help="forfeited games per game")
    args = parser.parse_args()
    files = sorted(CORPUS.glob("*.trf"), key=lambda f: (int(f.name[1:].split("r")[0]), int(f.name.split("r")[1].split("-")[0])))
    largest = files[-1]
    t, _ = load(largest)
    _report(f"{largest.name} ({len(t.players)} players, {t.round_columns} rounds)", time_rounds(t, t.round_columns))
    event = simulated(args.players, args.rounds, args.seed, args.bye_rate, args.forfeit_rate, args.absence_rate)
    label = f"simulated {args.players} players, {event.round_columns} rounds, seed {args.seed}"
    rates = f"H-bye rate {args.bye_rate}, Z rate {args.absence_rate}, forfeit rate {args.forfeit_rate}"
    _report(f"{label}, {rates}", time_rounds(event, event.round_columns))


if __name__ == "__main__":
    main()

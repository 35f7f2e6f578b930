"""Timing of the Double-Swiss reference pairer (C.04.5): a 300-player, 11-round tournament paired
round after round by the engine itself, with random game results (fixed seed), a few zero-point
absences and one-sided match forfeits. Prints each round's time, the total and the slowest round;
the figures go to bench/README.md.

    python bench/double_swiss.py [--players 300] [--rounds 11] [--seed 2026]
"""

from __future__ import annotations

import argparse
import random
import time

from checker.models import Player, RoundEntry, Tournament
from checker.systems.double_swiss.state import build_double_swiss_state
from checker.systems.double_swiss.pairer import pair


def _game(rng: random.Random, white_rating: int, black_rating: int) -> tuple[str, str]:
    """One game's result codes (white, black): the stronger player more likely to win, 30 % draws."""
    expected = 1 / (1 + 10 ** ((black_rating - white_rating) / 400))
    x = rng.random()
    if x < expected - 0.15:
        return "1", "0"
    if x < expected + 0.15:
        return "=", "="
    return "0", "1"


def simulate(players: int, rounds: int, seed: int) -> tuple[Tournament, list[float]]:
    """A Double-Swiss tournament paired by the engine match after match; returns it and each match's pairing time."""
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    entries: dict[int, list[RoundEntry]] = {i + 1: [] for i in range(players)}

    def tournament() -> Tournament:
        return Tournament(
            players=tuple(Player(start_number=s, rating=ratings[s - 1], rounds=tuple(entries[s])) for s in entries),
            declared_rounds=2 * rounds,
            rounds_source="XXR",
            initial_colour="w",
            system_code="FIDE_DOUBLESWISS",
        )

    def add(start: int, k: int, opponent: int | None, colour: str | None, results: tuple[str, str]) -> None:
        second = None if colour is None else ("b" if colour == "w" else "w")
        entries[start].append(RoundEntry(round=2 * k - 1, opponent=opponent, colour=colour, result=results[0]))  # type: ignore[arg-type]
        entries[start].append(RoundEntry(round=2 * k, opponent=opponent, colour=second, result=results[1]))  # type: ignore[arg-type]

    times: list[float] = []
    for k in range(1, rounds + 1):
        absent = {s for s in entries if rng.random() < 0.01}
        for s in absent:
            add(s, k, None, None, ("Z", "Z"))
        start = time.perf_counter()
        pairing = pair(build_double_swiss_state(tournament(), k))
        times.append(time.perf_counter() - start)
        if pairing.pab is not None:
            add(pairing.pab, k, None, None, ("U", "U"))
        for p in pairing.pairs:
            if rng.random() < 0.01:
                add(p.white, k, p.black, "w", ("+", "+"))
                add(p.black, k, p.white, "b", ("-", "-"))
                continue
            g1 = _game(rng, ratings[p.white - 1], ratings[p.black - 1])
            g2 = _game(rng, ratings[p.black - 1], ratings[p.white - 1])
            add(p.white, k, p.black, "w", (g1[0], g2[1]))
            add(p.black, k, p.white, "b", (g1[1], g2[0]))
    return tournament(), times


def main() -> None:
    """Run the simulation and print the timings."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    _, times = simulate(args.players, args.rounds, args.seed)
    for k, t in enumerate(times, start=1):
        print(f"round {k:2d}: {t:6.2f} s")
    slowest = max(range(len(times)), key=times.__getitem__)
    print(f"Double-Swiss {args.players} players x {args.rounds} rounds (seed {args.seed}): "
          f"{sum(times):.1f} s in total, slowest round {slowest + 1} ({times[slowest]:.2f} s)")


if __name__ == "__main__":
    main()

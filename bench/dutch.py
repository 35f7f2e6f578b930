"""Timing of the Dutch reference pairer: every round of the largest corpus file, and a
400-player, 9-round tournament paired round after round by the engine itself with random
results (fixed seed). Prints the total and the slowest round; figures go to bench/README.md.

    python bench/dutch.py [--players 400] [--rounds 9] [--seed 2026]
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from checker.models import Player, RoundEntry, Tournament
from checker.state import build_state
from checker.systems.dutch import pair
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


def _result(rng: random.Random, white_rating: int, black_rating: int) -> tuple[str, str]:
    """A random game result, the stronger player more likely to win (Elo expectation)."""
    expected = 1 / (1 + 10 ** ((black_rating - white_rating) / 400))
    draw = 0.3
    x = rng.random()
    if x < expected - draw / 2:
        return "1", "0"
    if x < expected + draw / 2:
        return "=", "="
    return "0", "1"


def simulate(
    players: int, rounds: int, seed: int, bye_rate: float = 0.02, forfeit_rate: float = 0.03
) -> tuple[Tournament, list[float]]:
    """A tournament paired by the engine round after round; returns it and each round's time.

    Before each round but the last, each player asks for a half-point bye (H) with ``bye_rate``;
    each game is forfeited (``+``/``-``, unplayed: General Handling 3.5) with ``forfeit_rate``.
    """
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    entries: dict[int, list[RoundEntry]] = {i + 1: [] for i in range(players)}

    def tournament() -> Tournament:
        return Tournament(
            players=tuple(
                Player(start_number=s, rating=ratings[s - 1], rounds=tuple(entries[s])) for s in entries
            ),
            declared_rounds=rounds,
            rounds_source="XXR",
            initial_colour="w",
        )

    times = []
    for r in range(1, rounds + 1):
        if r < rounds:
            for s in entries:
                if rng.random() < bye_rate:
                    entries[s].append(RoundEntry(round=r, result="H"))
        t = tournament()
        start = time.perf_counter()
        pairing = pair(build_state(t, r))
        times.append(time.perf_counter() - start)
        for board in pairing.pairs:
            rw, rb = _result(rng, ratings[board.white - 1], ratings[board.black - 1])
            if rng.random() < forfeit_rate:
                rw, rb = ("+", "-") if rng.random() < 0.5 else ("-", "+")
            entries[board.white].append(RoundEntry(round=r, opponent=board.black, colour="w", result=rw))
            entries[board.black].append(RoundEntry(round=r, opponent=board.white, colour="b", result=rb))
        if pairing.pab is not None:
            entries[pairing.pab].append(RoundEntry(round=r, result="U"))
    return tournament(), times


def _report(label: str, times: list[float]) -> None:
    per_round = " ".join(f"{t:.2f}" for t in times)
    print(f"{label}: total {sum(times):.1f} s, slowest round {max(times):.2f} s (rounds: {per_round})")


def main() -> None:
    """Run both timings and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--bye-rate", type=float, default=0.02, help="half-point byes per player-round")
    parser.add_argument("--forfeit-rate", type=float, default=0.03, help="forfeited games per game")
    args = parser.parse_args()
    files = sorted(CORPUS.glob("*.trf"), key=lambda f: (int(f.name[1:].split("r")[0]), int(f.name.split("r")[1].split("-")[0])))
    largest = files[-1]
    t, _ = load(largest)
    _report(f"{largest.name} ({len(t.players)} players, {t.round_columns} rounds)", time_rounds(t, t.round_columns))
    _, times = simulate(args.players, args.rounds, args.seed, args.bye_rate, args.forfeit_rate)
    label = f"simulated {args.players} players, {args.rounds} rounds, seed {args.seed}"
    _report(f"{label}, H-bye rate {args.bye_rate}, forfeit rate {args.forfeit_rate}", times)


if __name__ == "__main__":
    main()

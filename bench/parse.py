"""Benchmark: time to read the largest corpus file (by number of 001 player records).

Run with ``python bench/parse.py [corpus folder]``; prints the file, its size and the best and
median of several timed ``checker.trf.load`` calls (the grammar is compiled once, before timing).
Then the state part: the time to build every round's state (``checker.systems.dutch.state.build_state``) of the
largest individual corpus file and of a synthetic 400-player, 11-round tournament.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

from checker.trf import load
from checker.trf.grammar import parser

from checker.models import Player, RoundEntry, Tournament  # state part
from checker.systems.dutch.state import build_state
from checker.trf import TRFError

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
REPEAT = 7


def player_count(path: Path) -> int:
    """The number of 001 records of a TRF file, whatever its line endings."""
    text = path.read_bytes().replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    return sum(1 for line in text.split(b"\n") if line.startswith(b"001"))


def largest_file(corpus: Path) -> Path:
    """The corpus TRF file with the most players (ties: the first by path)."""
    files = sorted(p for p in corpus.rglob("*") if p.is_file() and p.suffix in (".trf", ".tab"))
    return max(files, key=player_count)


def parse_benchmark(corpus: Path = CORPUS, repeat: int = REPEAT) -> dict[str, float | int | str]:
    """Time ``load`` on the largest corpus file: best and median seconds over ``repeat`` runs."""
    path = largest_file(corpus)
    parser()  # compile the grammar outside the timing
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        tournament, _ = load(path)
        times.append(time.perf_counter() - start)
    return {
        "file": str(path),
        "players": len(tournament.players),
        "lines": len(path.read_bytes().splitlines()),
        "best_s": min(times),
        "median_s": statistics.median(times),
    }


def main(argv: list[str]) -> None:
    """Print the parse benchmark."""
    result = parse_benchmark(Path(argv[1]) if len(argv) > 1 else CORPUS)
    print(
        f"parse: {result['file']} ({result['players']} players, {result['lines']} lines): "
        f"best {result['best_s'] * 1000:.1f} ms, median {result['median_s'] * 1000:.1f} ms "
        f"over {REPEAT} runs"
    )
    for line in state_benchmark(Path(argv[1]) if len(argv) > 1 else CORPUS):
        print(line)


# --- round state: build_state for every round (checker/systems/dutch/state.py) -----------------------------

STATE_TARGET_S = 0.5
"""Aim: every state of a 400-player, 11-round tournament in under half a second."""


def synthetic_tournament(players: int = 400, rounds: int = 11, seed: int = 1) -> Tournament:
    """A random consistent tournament (games, forfeits, a PAB per odd round, Baku), built as models."""
    rng = random.Random(seed)
    blocks: dict[int, list[RoundEntry]] = {n: [] for n in range(1, players + 1)}
    for r in range(1, rounds + 1):
        ids = list(range(1, players + 1))
        rng.shuffle(ids)
        if len(ids) % 2:
            blocks[ids.pop()].append(RoundEntry(round=r, result="U"))
        for white, black in zip(ids[::2], ids[1::2]):
            result = rng.choice(["1", "=", "0", "1", "=", "0", "+"])
            other = {"1": "0", "0": "1", "=": "=", "+": "-"}[result]
            blocks[white].append(RoundEntry(round=r, opponent=black, colour="w", result=result))
            blocks[black].append(RoundEntry(round=r, opponent=white, colour="b", result=other))
    return Tournament(
        name=f"synthetic {players} x {rounds}",
        players=tuple(Player(start_number=n, rating=2800 - n, rounds=tuple(b)) for n, b in blocks.items()),
        declared_rounds=rounds,
        system_code="FIDE_DUTCH_2025_BAKU",
    )


def time_states(tournament: Tournament, repeat: int = 3) -> float:
    """Best of ``repeat``: seconds to build the state before every round 1..columns (+1 if not over)."""
    last = max(tournament.round_columns, tournament.declared_rounds or 0)
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for r in range(1, last + 1):
            build_state(tournament, r)
        best = min(best, time.perf_counter() - start)
    return best


def state_benchmark(corpus: Path = CORPUS) -> list[str]:
    """Lines reporting the state time of the largest individual corpus file and of 400 x 11."""
    best: tuple[int, str, Path, Tournament] | None = None
    for path in sorted(p for p in corpus.rglob("*") if p.is_file() and p.suffix in (".trf", ".tab")):
        try:
            tournament, _ = load(path)
        except TRFError:
            continue
        if tournament.teams:
            continue  # team states are not built yet
        size = len(tournament.players) * tournament.round_columns
        if best is None or size > best[0]:
            best = (size, str(path), path, tournament)
    lines = []
    if best is not None:
        _, _, path, tournament = best
        seconds = time_states(tournament)
        lines.append(
            f"state: {path} ({len(tournament.players)} players x {tournament.round_columns} rounds): "
            f"{seconds * 1000:.1f} ms for every round's state"
        )
    synthetic = synthetic_tournament()
    seconds = time_states(synthetic)
    verdict = "ok" if seconds < STATE_TARGET_S else "OVER TARGET"
    lines.append(
        f"state: synthetic 400 players x 11 rounds (Baku): {seconds * 1000:.1f} ms for 11 states "
        f"(target < {STATE_TARGET_S * 1000:.0f} ms: {verdict})"
    )
    return lines


if __name__ == "__main__":
    main(sys.argv)

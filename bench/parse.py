"""Benchmark: time to read the largest corpus file (by number of 001 player records).

Run with ``python bench/parse.py [corpus folder]``; prints the file, its size and the best and
median of several timed ``checker.trf.load`` calls (the grammar is compiled once, before timing).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from checker.trf import load
from checker.trf.grammar import parser

CORPUS = Path("/work/shared/corpus")
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


if __name__ == "__main__":
    main(sys.argv)

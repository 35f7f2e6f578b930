"""Benchmark: time and peak memory of `swisscheck check` on a 400-player, 9-round Dutch tournament.

The tournament is built first (not timed) by pairing round after round with swisscheck's own Dutch
pairer and random results (``DUTCH.generate``, fixed seed), written as TRF, then checked by the real
command in a child process: wall time and the child's peak resident memory are printed.

    python bench/check.py [--players 400] [--rounds 9] [--seed 2026]
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from checker.generation.settings import GeneratorSettings
from checker.systems.registry import lookup
from checker.trf import dumps


def main() -> None:
    """Build the tournament, then time `swisscheck check` on it."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    start = time.perf_counter()
    tournament = lookup("dutch").generate(args.players, args.rounds, args.seed, GeneratorSettings())
    built = time.perf_counter() - start
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.trf"
        path.write_text(dumps(tournament))
        start = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "checker.cli", "check", str(path)], capture_output=True, text=True,
        )
        elapsed = time.perf_counter() - start
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    summary = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else proc.stderr.strip()
    print(f"built {args.players} players x {args.rounds} rounds in {built:.1f} s (not timed below)")
    print(f"swisscheck check: {elapsed:.1f} s wall, peak memory {peak_kib / 1024:.0f} MiB, exit {proc.returncode}: {summary}")


if __name__ == "__main__":
    main()

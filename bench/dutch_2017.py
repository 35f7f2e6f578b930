"""Timing of the Dutch 2017 edition against the 2026 one on the 400-player, 9-round benchmark.

Each edition's event is built (not timed) by that edition's own pairer with the same random results
model and seed (the system's generator, as ``bench/dutch.py``), so that every round is CONSISTENT
and the check does the same work (a re-pairing per round, no audit); then, alternating the
editions ``--repeat`` times and keeping each one's best time: every round re-paired in this
process, and ``swisscheck check --system dutch-<edition>`` on the file in a child process. Times are
CPU seconds (this process's, the child's user + system), which the other sessions sharing the
machine's 2 cores disturb far less than wall time; the child's wall time is printed beside. Prints both editions'
times and the 2017/2026 ratio; the issue's target is a ratio within 1.10. Figures go to bench/README.md.

    python bench/dutch_2017.py [--players 400] [--rounds 9] [--seed 2026] [--repeat 2]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from checker.generation.settings import GeneratorSettings
from checker.models import Tournament
from checker.systems.dutch.edition import EDITIONS
from checker.systems.dutch.pairer import pair
from checker.systems.dutch.state import build_state
from checker.systems.registry import lookup
from checker.trf import dumps

SYSTEMS = {"2026": "dutch-2026", "2017": "dutch-2017"}
"""Edition -> the --system name that forces it."""


def pair_all(tournament: Tournament, edition: str) -> float:
    """CPU seconds to re-pair every round of the event under the edition."""
    start = time.process_time()
    for r in range(1, tournament.round_columns + 1):
        pair(build_state(tournament, r, None, EDITIONS[edition]))
    return time.process_time() - start


def _children_cpu() -> float:
    """User + system CPU seconds of the finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def check_file(path: Path, edition: str) -> tuple[float, float, str]:
    """CPU and wall seconds of ``swisscheck check --system dutch-<edition> --jobs 1`` in a child
    process, and its last line."""
    cpu, start = _children_cpu(), time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "checker.cli", "check", str(path), "--system", SYSTEMS[edition],
                           "--jobs", "1"], capture_output=True, text=True)
    wall = time.perf_counter() - start
    lines = proc.stdout.strip().splitlines()
    return _children_cpu() - cpu, wall, lines[-1] if lines else proc.stderr.strip()


def main() -> None:
    """Build the event, time both editions alternately, print the best times and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    events = {e: lookup(name).generate(args.players, args.rounds, args.seed, GeneratorSettings())
              for e, name in SYSTEMS.items()}
    best_pair = {e: float("inf") for e in SYSTEMS}
    best_check = {e: float("inf") for e in SYSTEMS}
    best_wall = {e: float("inf") for e in SYSTEMS}
    summary = {e: "" for e in SYSTEMS}
    with tempfile.TemporaryDirectory() as folder:
        paths = {e: Path(folder) / f"bench-{e}.trf" for e in SYSTEMS}
        for edition, path in paths.items():
            path.write_text(dumps(events[edition]))
        for _ in range(args.repeat):
            for edition in SYSTEMS:
                best_pair[edition] = min(best_pair[edition], pair_all(events[edition], edition))
                seconds, wall, summary[edition] = check_file(paths[edition], edition)
                best_check[edition] = min(best_check[edition], seconds)
                best_wall[edition] = min(best_wall[edition], wall)
    print(f"event: {args.players} players x {args.rounds} rounds, seed {args.seed}; load average {os.getloadavg()[0]:.2f}")
    for edition in SYSTEMS:
        print(f"{edition}: pair every round {best_pair[edition]:.2f} s CPU; check {best_check[edition]:.2f} s CPU "
              f"({best_wall[edition]:.1f} s wall; {summary[edition]})")
    print(f"2017/2026: pair {best_pair['2017'] / best_pair['2026']:.2f}, check {best_check['2017'] / best_check['2026']:.2f}")


if __name__ == "__main__":
    main()

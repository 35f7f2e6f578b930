"""Benchmark: the average CPU (user + system) of N runs of a short command, whole process (issue 34's start-up).

    python3 bench/cpu.py 20 swisscheck pair samples/dutch-12p-5r.trf --round 5

Each run's output is discarded; the figure is the children's CPU time from ``getrusage`` divided by N,
so the interpreter's start and every import count, as they do for a program calling swisscheck per round.
"""

from __future__ import annotations

import resource
import subprocess
import sys


def average_cpu(runs: int, command: list[str]) -> float:
    """CPU seconds (user + system) per run of ``command``, averaged over ``runs`` runs."""
    for _ in range(runs):
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (usage.ru_utime + usage.ru_stime) / runs


def main() -> None:
    """``cpu.py N CMD...``: print the average CPU of N runs of CMD."""
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit("usage: python3 bench/cpu.py N COMMAND [ARGS...]")
    runs, command = int(sys.argv[1]), sys.argv[2:]
    print(f"{average_cpu(runs, command):.3f} s CPU  {' '.join(command)[:90]}")


if __name__ == "__main__":
    main()

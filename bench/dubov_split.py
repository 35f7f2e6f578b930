"""Where a parallel check's time goes (issue 34): the CPU of the main process (start-up, reading the file,
choosing the system, gathering and printing the verdicts: the serial part) against the CPU of its worker
processes (the rounds), and the wall time, for one whole `check` run in this process.

    PYTHONPATH=. python3 bench/dubov_split.py FILE [CHECK OPTIONS...]      # e.g. --jobs 1

(from the checkout to measure: ``PYTHONPATH=.`` makes it this checkout's ``checker``, not an installed one).

Prints one line on standard error: "main S workers W wall T" (seconds). On two free cores the wall time
is about the main part plus half the workers' (the workers start after the file is read).
"""

from __future__ import annotations

import atexit
import resource
import runpy
import sys
import time

START = time.perf_counter()


def report() -> None:
    """The CPU of this process and of its waited-for children, and the wall time since start."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"main {own.ru_utime + own.ru_stime:.3f} workers {children.ru_utime + children.ru_stime:.3f} "
          f"wall {time.perf_counter() - START:.3f}", file=sys.stderr)


if __name__ == "__main__":
    atexit.register(report)
    sys.argv = ["checker.cli", "check", *sys.argv[1:]]
    runpy.run_module("checker.cli", run_name="__main__")

"""Fuzz swisscheck: thousands of mutated tournament files through ``info``, ``check``, ``pair`` and ``explain``.

The cases are those of the fuzz suite (``tests/fuzz``): a seeded mutation of a file of tests/data,
the samples or (``--corpus``) the shared corpus, and a command, run through ``checker.cli.main``
in-process with a time limit per case. Prints the number of runs, exit codes, tracebacks, hangs,
changed inputs, exit-2 messages without a location, the slowest case, and every failing case with
what reproduces it (``python -m tests.fuzz.cases SEED NUMBER [--corpus]``).

    python bench/fuzz.py [--runs 20000] [--seed 12] [--corpus] [--workers 2]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the clone: tests.fuzz is imported by full name

from tests.fuzz.cases import cases, problems, run_case  # noqa: E402


def run_slice(seed: int, start: int, count: int, corpus: bool) -> tuple[Counter[str], list[str], tuple[float, str]]:
    """Run cases ``start .. start+count-1``: counts by outcome, the failures described, the slowest case."""
    counts: Counter[str] = Counter()
    failures: list[str] = []
    slowest = (0.0, "")
    with tempfile.TemporaryDirectory() as folder:
        for case in cases(seed, count, corpus=corpus, start=start):
            outcome = run_case(case, Path(folder))
            counts["runs"] += 1
            counts[f"{case.argv[0]} exit {outcome.code}"] += 1
            counts[f"mutated {'one line' if case.mutated.line else 'several lines'}"] += 1
            found = problems(case, outcome)
            for problem in found:
                counts[problem.split(":")[0]] += 1
            if found:
                failures.append(f"{case.describe()}\n    " + "\n    ".join(found))
            if outcome.seconds > slowest[0]:
                slowest = (outcome.seconds, case.describe())
    return counts, failures, slowest


def main() -> None:
    """Run the fuzzer in ``--workers`` processes and print the summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--corpus", action="store_true", help="mutate every file of tests/data and the shared corpus")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    chunk = 250
    starts = range(0, args.runs, chunk)
    began = time.perf_counter()
    total: Counter[str] = Counter()
    failures: list[str] = []
    slowest = (0.0, "")
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        futures = [pool.submit(run_slice, args.seed, s, min(chunk, args.runs - s), args.corpus) for s in starts]
        for future in as_completed(futures):
            counts, failed, slow = future.result()
            total.update(counts)
            failures += failed
            slowest = max(slowest, slow)
            print(f"{total['runs']} runs, {len(failures)} failing, {time.perf_counter() - began:.0f} s",
                  file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - began
    print(f"seed {args.seed}, {'corpus + tests/data' if args.corpus else 'tests/data'}: {total['runs']} runs "
          f"in {elapsed:.0f} s ({args.workers} workers)")
    for key in sorted(k for k in total if k != "runs"):
        print(f"  {key}: {total[key]}")
    print(f"slowest case: {slowest[0]:.2f} s ({slowest[1]})")
    print(f"failing cases: {len(failures)}")
    for failure in failures[:200]:
        print(failure)


if __name__ == "__main__":
    main()

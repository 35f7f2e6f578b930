"""The loop the corpus-exactness benchmarks share: check every file, print per file and in total."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path

FileCheck = Callable[[Path], tuple[int, list[tuple[int, str]]]]
"""``check(path) -> (rounds in the file, the rounds not reproduced with a one-line reason each)``."""


def sweep(files: Sequence[Path], check: FileCheck) -> int:
    """Print every failing (file, round), each file's score and the total; exit code 1 on any failure."""
    total = ok = 0
    start = time.perf_counter()
    for path in files:
        rounds, failures = check(path)
        total += rounds
        ok += rounds - len(failures)
        for r, why in failures:
            print(f"FAIL {path.name} round {r}: {why}")
        print(f"{path.name}: {rounds - len(failures)}/{rounds}", flush=True)
    print(f"rounds reproduced: {ok}/{total} in {time.perf_counter() - start:.1f} s")
    return 0 if ok == total else 1

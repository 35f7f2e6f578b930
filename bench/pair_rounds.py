"""Benchmark: the CPU of pairing each round of a file with one system (its state built first, not
counted), and one digest of every pairing, to compare two checkouts on the same rounds (issue 34).

    python3 bench/pair_rounds.py /tmp/b34/burstein-1600.trf 5,6,7,8,9,10,11 --system burstein

It measures the checkout it lives in: its folder's parent goes first on ``sys.path`` (a script run
without ``PYTHONPATH=.`` once measured the installed checkout instead, silently).
``dutch_rounds.py`` and ``burstein_rounds.py`` are this script with their system as the default.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from checker.api import read  # noqa: E402  (after the checkout is put first on the path)
from checker.systems.registry import lookup  # noqa: E402


def main(default_system: str = "dutch") -> None:
    """``FILE R1,R2,... [--system NAME]``: each round's pairing CPU, their total and the digest."""
    parser = argparse.ArgumentParser(description="CPU of a system's pairer per round of a file")
    parser.add_argument("file")
    parser.add_argument("rounds", help="comma-separated round numbers")
    parser.add_argument("--system", default=default_system, help=f"a system name (default {default_system})")
    args = parser.parse_args()
    system = lookup(args.system)
    tournament = read(args.file)
    states = [(int(r), system.build_state(tournament, int(r))) for r in args.rounds.split(",")]
    digest = hashlib.sha256()
    total = 0.0
    for number, state in states:
        start = time.process_time()
        pairing = system.pair(state)
        spent = time.process_time() - start
        total += spent
        digest.update(repr(pairing).encode())
        print(f"round {number}: {spent:.2f} s CPU")
    print(f"total {total:.2f} s CPU, pairings {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()

"""Benchmark: the CPU of pairing each round of a Dutch file (its state built first, not counted), and
one digest of every pairing, to compare two checkouts on the same rounds (issue 34, Dutch at size).

    python3 bench/dutch_rounds.py /work/tools/bbp/gen/d1000x11.trf 2,3,4,5,6,7,8,9,10,11 [--system dutch-2017]

Run it from the checkout to measure (``PYTHONPATH=.``): it imports ``checker`` from the path.
"""

from __future__ import annotations

import argparse
import hashlib
import time

from checker.api import read
from checker.systems.registry import lookup


def main() -> None:
    """``dutch_rounds.py FILE R1,R2,... [--system NAME]``: each round's pairing CPU, their total and the digest."""
    parser = argparse.ArgumentParser(description="CPU of the Dutch pairer per round of a file")
    parser.add_argument("file")
    parser.add_argument("rounds", help="comma-separated round numbers")
    parser.add_argument("--system", default="dutch", help="dutch (2026, default) or dutch-2017")
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

"""Benchmark: the CPU of pairing each Burstein round of a file (its state built first, not counted), and
one digest of every pairing, to compare two checkouts on the same rounds (issue 34).

    python3 bench/burstein_rounds.py /tmp/b34/burstein-1600.trf 5,6,7,8,9,10,11

Run it from the checkout to measure (``PYTHONPATH=.``): it imports ``checker`` from the path.
"""

from __future__ import annotations

import hashlib
import sys
import time

from checker.api import read
from checker.systems.burstein.system import BURSTEIN


def main() -> None:
    """``burstein_rounds.py FILE R1,R2,...``: each round's pairing CPU, their total and the digest."""
    if len(sys.argv) != 3:
        sys.exit("usage: python3 bench/burstein_rounds.py FILE ROUND[,ROUND...]")
    tournament = read(sys.argv[1])
    states = [(int(r), BURSTEIN.build_state(tournament, int(r))) for r in sys.argv[2].split(",")]
    digest = hashlib.sha256()
    total = 0.0
    for number, state in states:
        start = time.process_time()
        pairing = BURSTEIN.pair(state)
        spent = time.process_time() - start
        total += spent
        digest.update(repr(pairing).encode())
        print(f"round {number}: {spent:.2f} s CPU")
    print(f"total {total:.2f} s CPU, pairings {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()

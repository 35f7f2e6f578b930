"""Exactness of the Double-Swiss reference pairer on corpus/double-swiss (C.04.5, 2026 rules).

For every match k of every file: ``pair(build_double_swiss_state(t, k))`` against match k as
published (pairs with the colours of game 1 = column 2k-1, and the PAB = the ``U U`` entry).
Prints, per file, the matches reproduced, then the total and every failing (file, match).
``--literal`` runs the literal enumeration instead of the fast pairer.

    python bench/double_swiss_corpus.py                  # all of corpus/double-swiss
    python bench/double_swiss_corpus.py FILE.trf [...]   # some files
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

from checker.systems.double_swiss.literal import pair as literal_pair
from checker.models import Pairing
from checker.systems.double_swiss.state import DoubleSwissState, build_double_swiss_state, completed_matches, published_match
from checker.errors import PairingImpossible
from checker.systems.double_swiss.pairer import pair as fast_pair
from checker.trf import load

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "double-swiss"


def check_file(path: Path, pairer: Callable[[DoubleSwissState], Pairing]) -> tuple[int, list[tuple[int, str]]]:
    """(matches in the file, the matches not reproduced with a one-line reason each)."""
    tournament, _ = load(path)
    matches = completed_matches(tournament)
    failures = []
    for k in range(1, matches + 1):
        expected = published_match(tournament, k)
        try:
            got = pairer(build_double_swiss_state(tournament, k))
        except PairingImpossible as exc:
            failures.append((k, f"impossible: {exc}"))
            continue
        if (got.as_set(), got.pab) != (expected.as_set(), expected.pab):
            missing = sorted(expected.as_set() - got.as_set())
            extra = sorted(got.as_set() - expected.as_set())
            failures.append((k, f"published {missing} PAB {expected.pab}; pairer {extra} PAB {got.pab}"))
    return matches, failures


def main() -> None:
    """Sweep the corpus (or the given files) and print reproduced/total."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--literal", action="store_true", help="the literal enumeration instead of the fast pairer")
    args = parser.parse_args()
    files = args.files or sorted(CORPUS.glob("*.trf"))
    pairer = literal_pair if args.literal else fast_pair
    total = reproduced = 0
    failing: list[tuple[str, int, str]] = []
    start = time.perf_counter()
    for path in files:
        matches, failures = check_file(path, pairer)
        total += matches
        reproduced += matches - len(failures)
        failing += [(path.name, k, why) for k, why in failures]
        print(f"{path.name}: {matches - len(failures)}/{matches}")
    for name, k, why in failing:
        print(f"FAIL {name} match {k}: {why}")
    kind = "literal" if args.literal else "fast"
    print(f"Double-Swiss corpus ({kind}): {reproduced}/{total} matches reproduced "
          f"in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()

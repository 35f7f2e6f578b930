"""Exactness of the Dutch reference pairer on the bbpPairings 6.0.0 corpus (Dutch, 2026 rules).

For every round r of every file: ``pair(build_state(t, r))`` against round r as published
(pairs with colours = the round-r blocks with an opponent, forfeits included; PAB = the ``U``
entry). Prints the rounds reproduced over the total and every failing (file, round).

    python bench/dutch_corpus.py                      # all of corpus/dutch-2026
    python bench/dutch_corpus.py FILE.trf [...]       # some files
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from checker.models import Pairing, Tournament
from checker.state import build_state
from checker.systems.base import PairingImpossible
from checker.systems.dutch import pair
from checker.trf import load

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "dutch-2026"


def published(tournament: Tournament, round_number: int) -> tuple[frozenset[tuple[int, int]], int | None]:
    """Round ``round_number`` as the file has it: (white, black) pairs and the PAB assignee."""
    pairs = set()
    pab = None
    for p in tournament.players:
        e = p.entry(round_number)
        if e is None:
            continue
        if e.opponent is not None and e.colour == "w":
            pairs.add((p.start_number, e.opponent))
        if e.is_pab:
            pab = p.start_number
    return frozenset(pairs), pab


def corpus_files(directory: Path = CORPUS) -> list[Path]:
    """The corpus files, smallest tournaments first."""
    return sorted(directory.glob("*.trf"), key=lambda f: (int(f.name[1:].split("r")[0]), f.name))


def check_file(path: Path) -> list[tuple[int, str]]:
    """Rounds of one file that the pairer does not reproduce, with a one-line reason each."""
    tournament, _ = load(path)
    failures = []
    for r in range(1, tournament.round_columns + 1):
        expected = published(tournament, r)
        try:
            ours: Pairing | None = pair(build_state(tournament, r))
        except PairingImpossible as exc:
            failures.append((r, f"PairingImpossible: {exc}"))
            continue
        got = (ours.as_set(), ours.pab)
        if got != expected:
            missing = sorted(expected[0] - got[0])
            extra = sorted(got[0] - expected[0])
            failures.append((r, f"missing {missing} extra {extra} PAB {expected[1]} vs {got[1]}"))
    return failures


def main(argv: list[str]) -> int:
    """Run the sweep and print the score; exit 1 when a round is not reproduced."""
    files = [Path(a) for a in argv] or corpus_files()
    total = ok = 0
    start = time.perf_counter()
    for path in files:
        tournament, _ = load(path)
        rounds = tournament.round_columns
        failures = check_file(path)
        total += rounds
        ok += rounds - len(failures)
        for r, why in failures:
            print(f"FAIL {path.name} round {r}: {why}")
        print(f"{path.name}: {rounds - len(failures)}/{rounds}", flush=True)
    print(f"rounds reproduced: {ok}/{total} in {time.perf_counter() - start:.1f} s")
    return 0 if ok == total else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Exactness of the Dutch reference pairer on the bbpPairings 6.0.0 corpus (Dutch, 2026 rules).

For every round r of every file: ``pair(build_state(t, r))`` against round r as published
(pairs with colours = the round-r blocks with an opponent, forfeits included; PAB = the ``U``
entry). Prints the rounds reproduced over the total and every failing (file, round).

    python bench/dutch_corpus.py                      # all of corpus/dutch-2026
    python bench/dutch_corpus.py FILE.trf [...]       # some files
"""

from __future__ import annotations

import sys
from pathlib import Path

from sweep import sweep

from checker.models import Pairing
from checker.tournament.published import published_pairing
from checker.systems.dutch.state import build_state
from checker.errors import PairingImpossible
from checker.systems.dutch.pairer import pair
from checker.trf import load

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "dutch-2026"


def corpus_files(directory: Path = CORPUS) -> list[Path]:
    """The corpus files, smallest tournaments first."""
    return sorted(directory.glob("*.trf"), key=lambda f: (int(f.name[1:].split("r")[0]), f.name))


def check_file(path: Path) -> tuple[int, list[tuple[int, str]]]:
    """(rounds in the file, the rounds the pairer does not reproduce with a one-line reason each)."""
    tournament, _ = load(path)
    failures = []
    for r in range(1, tournament.round_columns + 1):
        round_r = published_pairing(tournament, r)
        expected = (round_r.as_set(), round_r.pab)
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
    return tournament.round_columns, failures


def main(argv: list[str]) -> int:
    """Run the sweep and print the score; exit 1 when a round is not reproduced."""
    return sweep([Path(a) for a in argv] or corpus_files(), check_file)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Exactness of the Team reference pairer (C.04.6) on the Gacrux corpus (corpus/team).

For every round r of every file: ``pair_team_round(build_team_state(t, r))`` against round r as
published (team pairs with the colour of board 1, and the PAB of record 320). Prints the rounds
reproduced over the total and every failing (file, round).

    python bench/team_corpus.py                      # all of corpus/team
    python bench/team_corpus.py FILE.trf [...]       # some files
"""

from __future__ import annotations

import sys
from pathlib import Path

from sweep import sweep

from checker.systems.team.state import build_team_state
from checker.systems.team.matches import paired_team_rounds, published_team_pairing
from checker.errors import PairingImpossible
from checker.systems.team.pairer import pair_team_round
from checker.trf import load

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "team"


def corpus_files(directory: Path = CORPUS) -> list[Path]:
    """The corpus files, fewest teams first."""
    return sorted(directory.glob("*.trf"), key=lambda f: (int(f.name.split("-")[1][1:].split("r")[0]), f.name))


def check_file(path: Path) -> tuple[int, list[tuple[int, str]]]:
    """(rounds paired in the file, the rounds not reproduced with a one-line reason each)."""
    tournament, _ = load(path)
    rounds = sorted(paired_team_rounds(tournament))
    failures = []
    for r in rounds:
        expected = published_team_pairing(tournament, r)
        try:
            ours = pair_team_round(build_team_state(tournament, r))
        except PairingImpossible as exc:
            failures.append((r, f"PairingImpossible: {exc}"))
            continue
        if (ours.as_set(), ours.pab) != (expected.as_set(), expected.pab):
            missing = sorted(expected.as_set() - ours.as_set())
            extra = sorted(ours.as_set() - expected.as_set())
            failures.append((r, f"missing {missing} extra {extra} PAB {expected.pab} vs {ours.pab}"))
    return len(rounds), failures


def main(argv: list[str]) -> int:
    """Run the sweep and print the score; exit 1 when a round is not reproduced."""
    return sweep([Path(a) for a in argv] or corpus_files(), check_file)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

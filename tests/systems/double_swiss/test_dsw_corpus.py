"""Exact reproduction of corpus/double-swiss (C.04.5, made by an independent literal implementation).

Match k as published: the pairs of column 2k-1 with their game-1 colours, and the ``U U`` PAB.
The default run checks three files that hold the double forfeit, the one-sided match forfeits and
the absences; the slow run checks every file with the fast pairer and the literal enumeration.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.systems.double_swiss.literal import pair as literal_pair
from checker.systems.double_swiss.state import build_double_swiss_state, completed_matches, published_match
from checker.systems.double_swiss.pairer import pair
from checker.trf import load
from tests.paths import DATA, corpus_params

DSW = DATA / "double-swiss"
SLICE = (
    "dsw-p9r7-s5003.trf",  # match 6: 7-9 forfeited by both; four PABs
    "dsw-p8r5-s5008.trf",  # four one-sided match forfeits (C2: no PAB after a forfeit win)
    "dsw-p12r6-s5009.trf",  # absences and forfeits, 12 players
)


def unreproduced(path: Path, literal: bool = False) -> list[int]:
    """The matches of a file whose pairs, first-game colours or PAB differ from the published ones."""
    tournament, _ = load(path)
    pairer = literal_pair if literal else pair
    out = []
    for k in range(1, completed_matches(tournament) + 1):
        got = pairer(build_double_swiss_state(tournament, k))
        expected = published_match(tournament, k)
        if (got.as_set(), got.pab) != (expected.as_set(), expected.pab):
            out.append(k)
    return out


def test_dsw_corpus_has_the_twelve_files_of_its_readme(corpus_dir: Path) -> None:
    files = sorted((corpus_dir / "double-swiss").glob("*.trf"))
    assert len(files) == 12
    assert sum(completed_matches(load(f)[0]) for f in files) == 65


@pytest.mark.parametrize("name", SLICE)
def test_dsw_corpus_slice_reproduced(name: str) -> None:
    assert unreproduced(DSW / name) == []


def test_dsw_corpus_preface_after_a_double_forfeit_7_and_9_may_meet_again() -> None:
    # dsw-p9r7-s5003, match 6: 7-9 forfeited by both; before match 7 neither counts the other as met.
    tournament, _ = load(DSW / "dsw-p9r7-s5003.trf")
    state = build_double_swiss_state(tournament, 7)
    assert 9 not in state.player(7).opponents
    assert state.player(7).pab_eligible is False  # 7 had the PAB in match 4


@pytest.mark.slow
@pytest.mark.parametrize("name", corpus_params(lambda c: sorted(p.name for p in (c / "double-swiss").glob("*.trf"))))
def test_dsw_corpus_every_file_reproduced_fast_and_literal(name: str, corpus_dir: Path) -> None:
    assert unreproduced(corpus_dir / "double-swiss" / name) == []
    assert unreproduced(corpus_dir / "double-swiss" / name, literal=True) == []

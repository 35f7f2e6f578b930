"""``check_round`` on corpus/double-swiss (C.04.5): every match of every file is CONSISTENT.

The corpus was paired by an independent literal implementation of the text, so the published
pairs, first-game colours and PABs are the rules' ones: the check must find nothing to say.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.check.round import check_round
from checker.systems.double_swiss.system import DOUBLE_SWISS
from checker.trf import load
from tests.paths import corpus_params


def names(corpus: Path) -> list[str]:
    """The files of corpus/double-swiss, by name."""
    return sorted(p.name for p in (corpus / "double-swiss").glob("*.trf"))


def test_dsw_check_corpus_has_twelve_files(corpus_dir: Path) -> None:
    assert len(names(corpus_dir)) == 12


@pytest.mark.parametrize("name", corpus_params(names))
def test_dsw_check_every_corpus_match_is_consistent(name: str, corpus_dir: Path) -> None:
    tournament, _ = load(corpus_dir / "double-swiss" / name)
    matches = range(1, DOUBLE_SWISS.next_round(tournament))
    verdicts = {k: check_round(tournament, k, DOUBLE_SWISS) for k in matches}
    assert {k: v.verdict for k, v in verdicts.items()} == {k: "CONSISTENT" for k in matches}
    assert all(v.differing_pairs == 0 and v.findings == () for v in verdicts.values())


def test_dsw_check_corpus_counts_65_matches(corpus_dir: Path) -> None:
    dsw = corpus_dir / "double-swiss"
    assert sum(DOUBLE_SWISS.next_round(load(dsw / name)[0]) - 1 for name in names(corpus_dir)) == 65

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
from tests.paths import CORPUS

DSW = CORPUS / "double-swiss"
FILES = sorted(p.name for p in DSW.glob("*.trf"))


def test_dsw_check_corpus_has_twelve_files() -> None:
    assert len(FILES) == 12


@pytest.mark.parametrize("name", FILES)
def test_dsw_check_every_corpus_match_is_consistent(name: str) -> None:
    tournament, _ = load(DSW / name)
    matches = range(1, DOUBLE_SWISS.next_round(tournament))
    verdicts = {k: check_round(tournament, k, DOUBLE_SWISS) for k in matches}
    assert {k: v.verdict for k, v in verdicts.items()} == {k: "CONSISTENT" for k in matches}
    assert all(v.differing_pairs == 0 and v.findings == () for v in verdicts.values())


def test_dsw_check_corpus_counts_65_matches() -> None:
    assert sum(DOUBLE_SWISS.next_round(load(DSW / name)[0]) - 1 for name in FILES) == 65

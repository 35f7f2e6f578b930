"""Every round of the bbpPairings 2026 corpus is CONSISTENT through ``check_round`` (issue 4).

A slice of files in the default run, all 45 files with ``-m slow``. A failure names the round,
its verdict and its message.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.check.round import check_round
from checker.trf import load
from tests.check.tamper import DUTCH, dutch

SLICE = ("p9r5-s48", "p12r7-s13", "p16r9-s26", "p21r11-s39", "p25r11-s40", "p33r7-s17")


def not_consistent(path: Path) -> list[str]:
    """``round verdict: message`` for every round of the file that is not CONSISTENT."""
    tournament, _ = load(path)
    out = []
    for r in range(1, tournament.round_columns + 1):
        v = check_round(tournament, r, dutch())
        if v.verdict != "CONSISTENT":
            out.append(f"{r} {v.verdict}: {v.message}")
    return out


@pytest.mark.parametrize("name", SLICE)
def test_corpus_slice_every_round_consistent(name: str) -> None:
    assert not_consistent(DUTCH / f"{name}.trf") == []


@pytest.mark.slow
def test_every_corpus_round_consistent(corpus_dir: Path) -> None:
    files = sorted((corpus_dir / "dutch-2026").glob("*.trf"))
    assert len(files) == 45
    assert {f.name: bad for f in files if (bad := not_consistent(f))} == {}

"""The real 2026 event (176 players, 9 rounds) checked round by round, as ``bench/chesshouse.py`` does.

Rounds 1-8 from the last snapshot (``_r09``, whose ``XXR 9`` happens to be the number of rounds;
the number is passed anyway), round 9 from the JSON's pairs added to it with the 5.2 colours (the
JSON has none). Round 1 is published with colours alternating by board (after the absent 4 and 15)
instead of by TPN parity (Dutch 5.2.5): ten boards, 5 to 14, have the wrong colours.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest

from checker.check.round import check_round
from tests.check.tamper import dutch
from tests.paths import ROOT

BENCH = ROOT / "bench" / "chesshouse.py"

# bench/chesshouse.py reads the event from ../shared/corpus/real-2026 (272 KB of snapshots: not copied to tests/data).
pytestmark = pytest.mark.usefixtures("corpus_dir")


def bench() -> ModuleType:
    """bench/chesshouse.py as a module (bench/ is not a package)."""
    spec = importlib.util.spec_from_file_location("chesshouse_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_round_of_the_real_event() -> None:
    b = bench()
    full = b.with_json_round(b.snapshot(9), 9, dutch())
    verdicts = [check_round(full, r, dutch(), 9) for r in range(1, 10)]
    assert [v.verdict for v in verdicts] == ["COLOURS"] + ["CONSISTENT"] * 8
    first = verdicts[0]
    assert (first.article, first.differing_pairs) == ("Dutch 5.2.5", 10)
    assert sorted(p for f in first.findings for p in f.players) == sorted([*range(5, 15), *range(93, 103)])
    assert first.message == ("93-5 should be 5-93: Dutch 5.2.5: neither 5 nor 93 has played a game: the higher "
                             "ranked 5 has an odd TPN (5) and gets the initial colour, White")


def test_the_json_and_the_snapshots_agree_on_rounds_1_to_8() -> None:
    b = bench()
    assert b.history_differences(b.snapshot(9)) == []

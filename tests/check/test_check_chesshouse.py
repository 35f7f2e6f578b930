"""The real 2026 event (176 players, 9 rounds) checked round by round, as ``bench/chesshouse.py`` does.

Rounds 1-8 from the last snapshot (``_r09``, whose ``XXR 9`` happens to be the number of rounds;
the number is passed anyway), round 9 from the JSON's pairs added to it with the 5.2 colours (the
JSON has none). Round 1 is published with colours alternating by board after the absent 4 and 15:
Dutch 5.2.5 read on the effective pairing number (General Handling 2.4/2.5; issue 13), as the
organisers' program, bbpPairings and Gacrux read it.
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
    assert [v.verdict for v in verdicts] == ["CONSISTENT"] * 9


def test_round_1_boards_5_to_14_follow_the_effective_pairing_number() -> None:
    """Dutch 5.2.5 on the rank among the players taking part (4 and 15 absent): 5 is the 4th, so even."""
    b = bench()
    state = b.build_state(b.snapshot(9), 1, 9)
    five = state.player(5)
    assert (five.tpn, five.effective_tpn, state.player(16).effective_tpn) == (5, 4, 14)
    published = {(p.white, p.black) for p in b.published_pairing(b.snapshot(9), 1).pairs}
    assert (93, 5) in published and (6, 94) in published


def test_the_json_and_the_snapshots_agree_on_rounds_1_to_8() -> None:
    b = bench()
    assert b.history_differences(b.snapshot(9)) == []

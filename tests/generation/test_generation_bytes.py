"""Generated tournaments stay the same bytes for a seed when the generator or the TRF writer is made
faster (issue 25: the campaign's speed is bought without changing a result).

The digests are those of ``swisscheck generate`` at c560673, before the campaign's speed work; a change
of a system's pairer that changes its pairings changes them too (regenerate them then, saying why).
"""

from __future__ import annotations

import contextlib
import hashlib
from pathlib import Path

import pytest

from checker.cli import main
from checker.generation.output import engine_text
from checker.trf import load

ROOT = Path(__file__).resolve().parents[2]

GENERATED = {
    "dutch --players 24 --rounds 7 --seed 11": "efcc1587963df65f1a755ead4bd6e152752750e4e52871390bf84e0661782f65",
    "dutch --players 15 --rounds 5 --seed 3 --trf 16 --set ForfeitRate=10 --set DrawPercentage=40":
        "ee8488999a2eda460138c8e4a3ad01020f4b74a01a87391b3d13dc1df2df2a95",
    "dutch --players 40 --rounds 9 --seed 8 --set PointsForWin=3 --set PointsForDraw=1":
        "6cf1fb4e33a3b896c7b4083f4ed03df980da06d21a38dc8e2ec0b555e0aeb91e",
    "double-swiss --players 12 --rounds 4 --seed 5": "ad4fd5e96a24a1318c72659364f2bd2b29ce2d33f08e32c7b098ab5f143b9060",
    "team --players 10 --rounds 5 --seed 2": "be5157fcc57a5eadf51f353c045fbb5db13647fd606b7c330fd2c2ae5ce740b6",
    "lim --players 14 --rounds 5 --seed 4": "8045ec4f66ed41607ba0d5bb4190ef44a1b1d01ab5225ff113fb4ef664427b9e",
}
"""``generate --system ARGS``: the SHA-256 of the file written at c560673."""

ENGINE_INPUT = {
    "2026": "9314fe0929d7c7aeb5ca4e36028ac4e48a4a05dee2b339c3e69a4a309d35c0e5",
    "16": "83c7fdb23d31f5507491994d48fee0194b87f16e6f158fb99439b78be5c4ce2d",
}
"""The campaign's engine input (142 and XXR, 152 and XXC) of the 40-player 3/1/0 tournament, at c560673."""


def generated(tmp_path: Path, arguments: str) -> bytes:
    """The bytes ``swisscheck generate --system ARGUMENTS`` writes."""
    out = tmp_path / "generated.trf"
    with contextlib.chdir(ROOT):
        assert main(["generate", "--system", *arguments.split(), "-o", str(out)]) == 0
    return out.read_bytes()


@pytest.mark.parametrize("arguments", GENERATED)
def test_generated_file_is_the_same_bytes_for_its_seed(tmp_path: Path, arguments: str) -> None:
    assert hashlib.sha256(generated(tmp_path, arguments)).hexdigest() == GENERATED[arguments]


@pytest.mark.parametrize("dialect", ENGINE_INPUT)
def test_engine_input_is_the_same_bytes_written_twice(tmp_path: Path, dialect: str) -> None:
    file = tmp_path / "t.trf"
    file.write_bytes(generated(tmp_path, "dutch --players 40 --rounds 9 --seed 8 --set PointsForWin=3 --set PointsForDraw=1"))
    tournament = load(file)[0]
    first = engine_text(tournament, dialect)  # the writer's remembered blocks and heads must not change a byte
    assert engine_text(tournament, dialect) == first
    assert hashlib.sha256(first.encode("utf-8")).hexdigest() == ENGINE_INPUT[dialect]

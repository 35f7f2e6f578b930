"""The samples shipped in samples/ give exactly the reports kept in samples/expected/.

These are the outputs a new user sees first (the README runs `swisscheck check` on a sample):
the Dutch, Double-Swiss and Team samples are consistent in every round; the tampered Dutch sample
is a VIOLATION of C1 in round 5; `pair` and `explain` print what the files in expected/ show.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from checker.cli import main
from tests.paths import ROOT

EXPECTED = ROOT / "samples" / "expected"

CASES = [
    (["check", "samples/dutch-12p-5r.trf"], "dutch-12p-5r.check.txt", 0),
    (["check", "samples/dutch-12p-5r-rematch.trf"], "dutch-12p-5r-rematch.check.txt", 1),
    (["check", "samples/double-swiss-10p-4r.trf"], "double-swiss-10p-4r.check.txt", 0),
    (["check", "samples/team-10t-5r.trf"], "team-10t-5r.check.txt", 0),
    (["pair", "samples/dutch-c5-pab.trf", "--format", "bbp", "--system", "dutch-2026"], "dutch-c5-pab.pair.bbp", 0),
    (["pair", "samples/dutch-12p-5r.trf"], "dutch-12p-5r.pair.txt", 0),
    (["explain", "samples/dutch-12p-5r.trf", "--round", "5"], "dutch-12p-5r.explain-r5.txt", 0),
]


LAST = ("warning: round {} is paired as the last round (topscorers, Dutch 1.8): no number of rounds is declared "
        "(142, XXR or --rounds), so the last round is assumed; give --rounds N if more rounds follow\n")
WARNINGS = {
    "dutch-12p-5r.pair.txt": "warning: round 6: 1 player had no game and no bye in round 5 and is probably withdrawn "
    "(General Handling 3.2); still paired unless --absent names them: 6 Test0006 Player0006\n" + LAST.format(6),
    "dutch-12p-5r.explain-r5.txt": LAST.format(5),
}
"""What a sample prints on stderr: player 6 lost round 5 by forfeit (``2 w -``), so pair names him; the file
declares no number of rounds, so the round paired or explained after its fifth is the last one assumed (each
warning as one line here; on stderr wrapped at 100 columns, its continuation lines indented by two)."""


@pytest.mark.parametrize(("argv", "expected", "code"), CASES, ids=[c[1] for c in CASES])
def test_sample_output_is_the_expected_report(argv: list[str], expected: str, code: int,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    with contextlib.chdir(ROOT):
        assert main(argv) == code
    out = capsys.readouterr()
    assert out.err.replace("\n  ", " ") == WARNINGS.get(expected, "")
    assert all(len(line) <= 100 for line in out.err.splitlines())
    assert out.out == (EXPECTED / expected).read_text()


def test_tampered_sample_names_both_rematches() -> None:
    """Round 5 of the tampered sample pairs 1-7 (met in round 1) and 4-5 (met in round 2): C1."""
    text = (EXPECTED / "dutch-12p-5r-rematch.check.txt").read_text()
    assert "5        VIOLATION   C1 / Basic Rules 2" in text
    words = " ".join(text.split())
    assert "C1: 1 Test0001 Player0001 and 7 Test0007 Player0007 have already played each other" in words
    assert "C1: 4 Test0004 Player0004 and 5 Test0005 Player0005 have already played each other" in words


@pytest.mark.parametrize("command", [["info"], ["pair", "--format", "bbp"], ["check"], ["explain", "--round", "3"]])
def test_the_input_file_is_never_modified(command: list[str], tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """Every command only reads its file: bytes and modification time stay as they were."""
    trf = tmp_path / "t.trf"
    trf.write_bytes((ROOT / "samples" / "dutch-12p-5r.trf").read_bytes())
    before = (trf.read_bytes(), trf.stat().st_mtime_ns)
    main([command[0], str(trf), *command[1:]])
    capsys.readouterr()
    assert (trf.read_bytes(), trf.stat().st_mtime_ns) == before

"""The Dubov system from the command line: selected by ``--system dubov``, a ``FIDE_DUBOV[_BAKU]`` 192 code or
the 092 text; ``pair``, ``check`` and ``explain`` on a corpus file."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from checker.models import Record, Tournament
from checker.systems.registry import from_092, lookup
from checker.report.player import wrapped
from tests.paths import DATA

XGEN = DATA / "dubov" / "xgen-dubov-p11r6-s7056.trf"


@pytest.mark.parametrize("key", ["dubov", "DUBOV", "FIDE_DUBOV", "FIDE_DUBOV_BAKU", "fide_dubov_baku"])
def test_lookup_by_name_or_192_code(key: str) -> None:
    assert lookup(key).name == "dubov"


def test_the_092_text_of_the_corpus_files_names_dubov() -> None:
    system = from_092(Tournament(headers=(Record(code="092", text="092 Individual FIDE Dubov"),)))
    assert system is not None and system.name == "dubov"


def test_pair_bbp_prints_the_published_round(capsys: pytest.CaptureFixture[str]) -> None:
    """Round 3 of xgen-dubov-p11r6-s7056: the PAB to 9 (score 0, 3.1), as the file publishes it."""
    assert main(["pair", str(XGEN), "--round", "3", "--format", "bbp"]) == 0
    lines = capsys.readouterr().out.split("\n")
    assert lines[0] == "6" and set(lines[1:7]) == {"1 3", "4 5", "10 2", "11 7", "6 8", "9 0"}


def test_a_192_code_selects_dubov_and_baku(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """With 192 FIDE_DUBOV_BAKU the first rounds are accelerated (C.04.7): the pairing of round 1 changes."""
    plain = XGEN.read_text()
    baku = tmp_path / "baku.trf"
    baku.write_text(plain.replace("XXR 6", "XXR 6\n192 FIDE_DUBOV_BAKU"))
    assert main(["pair", str(XGEN), "--round", "1", "--format", "bbp"]) == 0
    first = capsys.readouterr().out
    assert main(["pair", str(baku), "--round", "1", "--format", "bbp"]) == 0
    accelerated = capsys.readouterr().out
    assert first != accelerated
    # GA = TPN 1-6 (2 * ceil(11 / 4)) with one virtual point: 1-4, 2-5, 3-6 inside GA; 11 (GB, lowest) gets the PAB.
    assert {"1 4", "5 2", "3 6", "11 0"} <= set(accelerated.split("\n"))


def test_check_is_consistent_and_names_the_system(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(XGEN)]) == 0
    out = capsys.readouterr().out
    assert "FIDE Dubov System, C.04.4.1 (2026)" in out and "6 of 6 rounds consistent." in out


def test_explain_shows_aro_upfloaters_groups_s1_and_t2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", str(XGEN), "--round", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Round 5 of 6, FIDE Dubov System 2026: 8 players to pair; MaxT = 3 (1.8.2)\n")
    for line in (
        "Bracket 2: residents 5",
        "  ARO (1.7): 5:2255 6:2376",
        "  3.2.1 upfloaters needed: 1 (an odd number of residents needs one)",
        "    {2}: C10: 1 upfloater who upfloated in the previous round (2) (the chosen set: 0 upfloaters who "
        "upfloated in the previous round)",
        "  3.2.3 G1 (White seekers) none; G2 (the others) 2 8 9 11",
        "  3.2.4.2: to equalise G1 and G2: {8, 9} (#1, #2) shift from G2 to G1",
        "    4.3 order of G2 (middle out): 8 9 2 11",
        "  3.2.5 S1 (ARO, then TPN): 8 9",
        "  3.2.6 T2 (the first transposition of G2 by TPN that pairs S1 legally, 4.4): 2 11",
    ):
        assert wrapped(line) in out.split("\n") or wrapped(line) + "\n" in out  # at 100 columns

"""``swisscheck explain`` / ``check`` / ``pair`` on Burstein files: the Index, the PAB, the brackets and the
candidates tried in the 4.3 order with the reason each lost; a seeding round explained as a Dutch round."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.systems.burstein.system import BURSTEIN
from checker.trf import dumps
from checker.report.player import wrapped
from tests.paths import DATA
from tests.support import generate

P10 = str(DATA / "burstein" / "jvf-burstein-p10r9-s5016.trf")
P9 = str(DATA / "burstein" / "xgen-burstein-p9r5-s8133.trf")
P6 = str(DATA / "burstein" / "xgen-burstein-p6r5-s8100.trf")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """Exit code and standard output of ``swisscheck argv``."""
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_explain_shows_the_index_the_brackets_and_why_each_earlier_candidate_lost(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "explain", P10, "--round", "7")
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == "Round 7 of 9, FIDE Burstein System 2026 (after 4 seeding rounds, 1.6): 10 players to pair"
    assert "  5: score 3, Buchholz 21.5, Sonneborn-Berger 8.25, 6 games played, preference mild White" in lines
    assert "PAB: none, 10 players to pair is an even number (Basic Rules 3)" in lines
    assert "Bracket 4: residents 2; incoming floaters 1 (5), 3 (5)" in lines
    assert "  BSN (4.1, ranking by 1.8): 1=1, 2=3, 3=2" in lines
    assert "  BSN 1: 1-2 (3): C1: they have already met; 1-0 (1 floats) taken" in lines
    assert "  BSN 3: 3-4 (4): C4: the players left could then not all be paired; 3-0 (3 floats) taken" in lines


@pytest.mark.parametrize(("path", "round_number", "line"), [
    (P10, "6", "  BSN 2: 2-4 (6): C6: at best 4, 4, the pairing taken has 4, 3; 2-3 (3): C1: they have already met; "
               "2-0 (2 floats) taken"),
    (P10, "6", "  BSN 1: 1-5 (9): C5: at best 1, the pairing taken has 2; 1-4 (5-4) taken"),
    (P9, "3", "  BSN 1: 1-4 (5): C8: at best 2, the pairing taken has 0; 1-3 (8-1) taken"),
])
def test_explain_names_the_quality_criterion_an_earlier_candidate_loses_on(
        capsys: pytest.CaptureFixture[str], path: str, round_number: str, line: str) -> None:
    _, out = run(capsys, "explain", path, "--round", round_number)
    assert wrapped(line) + "\n" in out  # at 100 columns


def test_explain_gives_the_pab_by_3_1(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = run(capsys, "explain", P9, "--round", "5")
    assert "  3.1.1 (C2): 9, 8, 6 already had a PAB or a win without playing" in out.splitlines()
    assert ("  PAB to 7: score 1.5 (3.1.3), 4 games played (3.1.4), Buchholz 8.5, Sonneborn-Berger 2 (3.1.5)"
            in out.splitlines())


def test_explain_a_seeding_round_as_the_dutch_rules_pair_it(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = run(capsys, "explain", P10, "--round", "2")
    lines = out.splitlines()
    assert out.startswith(wrapped("Round 2 is a seeding round of the FIDE Burstein System (1.6: the first 4 of 9 "
                                  "rounds are paired by the FIDE (Dutch) System)\n"))
    assert lines[3] == "Round 2 of 9, FIDE (Dutch) System 2026: 10 players to pair"


def test_check_names_the_article_where_the_published_pab_parts_from_3_1_4(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "check", P6, "--verbose")
    assert code == 1
    assert "4        WORSE       Burstein 3.1.4         2" in out.splitlines()
    assert "  rules:     2-1  4-6  PAB 3" in out.splitlines()


def test_pair_the_round_after_the_last_one(capsys: pytest.CaptureFixture[str]) -> None:
    """p9r5 holds 5 of 5 rounds; --rounds 6 asks for a sixth one (a Burstein round)."""
    code, out = run(capsys, "pair", P9, "--rounds", "6", "--format", "bbp")
    lines = out.split()
    assert code == 0 and lines[0] == "5" and len(lines) == 11


def test_a_192_fide_burstein_baku_file_is_checked_under_burstein_with_acceleration(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A generated file with ``192 FIDE_BURSTEIN_BAKU`` and no --system: Burstein, Baku, every round CONSISTENT."""
    path = tmp_path / "baku.trf"
    path.write_text(dumps(generate(BURSTEIN, 12, 6, 4, code="FIDE_BURSTEIN_BAKU")))
    code, out = run(capsys, "check", str(path), "--format", "json")
    report = json.loads(out)
    assert code == 0 and report["system"] == "FIDE Burstein System, C.04.4.2 (2026)"
    assert [r["verdict"] for r in report["rounds"]] == ["CONSISTENT"] * 6
    _, info = run(capsys, "info", str(path))
    assert "acceleration     Baku (C.04.7), by the 192 code" in info.splitlines()

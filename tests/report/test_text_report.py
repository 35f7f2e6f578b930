"""The check report for people (issue 23): one plain sentence per round, the differing boards with names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.trf import dumps
from tests.check.tamper import DUTCH, corpus, rewrite_round

LARGEST = Path("real/engine-tests/bbp_issue_15.input.trf")
"""The real round with the most differing pairs in the corpus: 180 players, round 1, 90 boards differ."""


def _check(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str]]:
    """Exit code and the lines printed by ``swisscheck check``."""
    code = main(["check", *argv])
    return code, capsys.readouterr().out.splitlines()


def test_general_handling_3_6_largest_real_round_fits_40_lines_of_100_columns(
        corpus_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # Run from the corpus so the file's own path (one heading line, wrapped when long) is the same
    # length on every machine: CI's longer checkout path once made the heading two lines.
    monkeypatch.chdir(corpus_dir)
    code, lines = _check(capsys, str(LARGEST), "--round", "1")
    assert code == 1
    assert len(lines) <= 40 and max(len(line) for line in lines) <= 100
    head = next(i for i, line in enumerate(lines) if line.startswith("Round 1: "))
    assert lines[head].startswith("Round 1: the published pairing is legal and as good on every criterion")
    assert "score group 0 (Dutch 4.3.2)." in " ".join(lines[head:head + 2])
    first = next(i for i, line in enumerate(lines) if line.lstrip().startswith("1  published"))
    assert "90 Test0090 Player0090" in lines[first] and "1 Test0001 Player0001" in lines[first]
    assert "91 Test0091 Player0091" in lines[first + 1] and "  rules  " in lines[first + 1]
    assert "  and 84 more published boards, 78 of the rules' (--verbose or --format html shows all)" in lines


@pytest.mark.slow
def test_largest_is_the_real_round_with_the_most_differing_boards(
        corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every real file of the corpus checked (a TRF-2026 team file as Team, the 2026 open with its 9 rounds):
    no real round has more differing boards than round 1 of :data:`LARGEST`."""
    counts: dict[tuple[str, int], int] = {}
    files = [*(corpus_dir / "real").rglob("*.t*"), *(corpus_dir / "real-2026").rglob("*.trf")]
    for path in sorted(f for f in files if f.suffix in (".trf", ".tab")):
        code = main(["check", str(path), "--format", "json", "--rounds", "9"] if "real-2026" in str(path)
                    else ["check", str(path), "--format", "json"])
        out = capsys.readouterr().out
        if code in (0, 1):
            for v in json.loads(out)["rounds"]:
                counts[(path.name, v["round"])] = v["differing_pairs"]
    assert max(counts, key=lambda k: counts[k]) == (LARGEST.name, 1) and counts[(LARGEST.name, 1)] == 90


def test_verbose_keeps_both_whole_pairings_for_program_authors(
        corpus_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, lines = _check(capsys, str(corpus_dir / LARGEST), "--round", "1", "--verbose")
    assert any(line.startswith("  published: 2-89  4-87") for line in lines)
    assert any(line.startswith("  rules:     2-92  4-94") for line in lines)


def test_dutch_c9_moved_pab_shows_the_bye_board_with_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """p9r5-s48 round 3 with the PAB moved from 5 to 7: WORSE on C9, the byes side by side."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(6, 1), (2, 3), (4, 9), (8, 5)], 7)
    path = tmp_path / "tampered.trf"
    path.write_text(dumps(t))
    code, lines = _check(capsys, str(path))
    assert code == 1
    text = " ".join(line.strip() for line in lines)
    assert "Round 3: the published pairing is legal but worse than the rules' pairing in score group 0" in text
    assert "(C9, Dutch 2.4.4)." in text
    assert "C9 measures" in text and "for the published pairing" in text
    rows = [line for line in lines if line.split()[:2] in (["bye", "published"], ["bye", "rules"])]
    # the published board of 5 (the rules' bye) leads to the rules' bye; the published bye follows
    assert [row.split()[:3] for row in rows][:2] == [["bye", "rules", "5"], ["bye", "published", "7"]]
    assert all(row.endswith("pairing-allocated bye") for row in rows)
    assert max(len(line) for line in lines[1:]) <= 100 and lines[0] == f"{path}:"


def test_consistent_file_prints_no_round_detail(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = _check(capsys, str(DUTCH / "p9r5-s48.trf"))
    assert code == 0 and lines[-1] == "5 of 5 rounds consistent."
    assert not any(line.startswith("Round 1:") for line in lines)


def test_output_option_writes_the_report_and_prints_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report.json"
    code, lines = _check(capsys, str(DUTCH / "p9r5-s48.trf"), "--format", "json", "-o", str(out))
    assert code == 0 and lines == []
    assert '"verdict": "CONSISTENT"' in out.read_text(encoding="utf-8")


def test_issue_31_7_each_differing_board_of_both_pairings_once_after_its_published_board(
        capsys: pytest.CaptureFixture[str]) -> None:
    """samples/dutch-12p-5r-rematch.trf round 5 (C1): the rules' 1-5 and 4-7 each shown once, each after the
    published board that seats its players (it once printed the rules' 1-5 twice and 4-7 never)."""
    code, lines = _check(capsys, "samples/dutch-12p-5r-rematch.trf")
    assert code == 1
    head = next(i for i, line in enumerate(lines) if line.lstrip().startswith("Board  Pairing"))
    rows = [line.split()[:3] + [line.split()[7]] for line in lines[head + 1:head + 5]]
    assert rows == [["1", "published", "1", "7"], ["1", "rules", "1", "5"], ["3", "rules", "4", "7"],
                    ["3", "published", "4", "5"]]
    assert lines[head + 5] == ""
    assert "Boards that differ: 2 published boards, 2 boards of the rules' pairing;" in " ".join(lines)

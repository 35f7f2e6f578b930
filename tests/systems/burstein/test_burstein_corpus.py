"""The Burstein corpus (JaVaFo 3.0p, confirmed round by round by py4swiss or bbpPairings) reproduced.

Every round through the command line: ``swisscheck pair --round R --system burstein --format bbp``
prints the published pairs, colours and PAB, and ``swisscheck check --system burstein`` finds every
round CONSISTENT. One round parts from the text: ``xgen-burstein-p6r5-s8100`` round 4, where the
engines give the PAB to 6 (2 games played) and Burstein 3.1.4 gives it to 3 (3 games played, the same
score): the text wins (docs/interpretations-burstein.md, reading 10).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.check.round import check_round
from checker.systems.burstein.state import seeding_rounds
from checker.systems.burstein.system import BURSTEIN
from checker.tournament.published import published_pairing
from checker.trf import load
from tests.paths import DATA, corpus_params

TEXT_DIFFERS = {("xgen-burstein-p6r5-s8100.trf", 4)}
"""(file, round) where Burstein's text gives another pairing than the engines' corpus."""

DEFAULT_FILES = ("jvf-burstein-p10r9-s5016.trf", "xgen-burstein-p9r5-s8133.trf")


def bbp_lines(pairs: list[tuple[int, int]], pab: int | None) -> list[str]:
    """A round as bbpPairings / JaVaFo print it with ``-p``: the number of boards (the PAB counts as one), the
    boards, the PAB as ``id 0``."""
    lines = [str(len(pairs) + (pab is not None))] + [f"{w} {b}" for w, b in pairs]
    return lines + ([f"{pab} 0"] if pab is not None else [])


def reproduce_by_cli(path: Path, capsys: pytest.CaptureFixture[str]) -> list[int]:
    """The rounds of ``path`` that ``swisscheck pair --format bbp`` does not print as published."""
    tournament, _ = load(path)
    wrong = []
    for r in range(1, tournament.round_columns + 1):
        assert main(["pair", str(path), "--round", str(r), "--system", "burstein", "--format", "bbp"]) == 0
        printed = capsys.readouterr().out.split("\n")
        published = published_pairing(tournament, r)
        expected = bbp_lines([(p.white, p.black) for p in published.pairs], published.pab)
        got = [line for line in printed if line]
        if got[0] != expected[0] or sorted(got[1:]) != sorted(expected[1:]):
            wrong.append(r)
    return wrong


@pytest.mark.parametrize("name", DEFAULT_FILES)
def test_every_round_is_printed_as_published_by_pair_format_bbp(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert reproduce_by_cli(DATA / "burstein" / name, capsys) == []


@pytest.mark.parametrize("name", DEFAULT_FILES)
def test_every_round_is_consistent_under_check_system_burstein(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(DATA / "burstein" / name), "--system", "burstein", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["system"] == "FIDE Burstein System, C.04.4.2 (2026)"
    assert {r["verdict"] for r in report["rounds"]} == {"CONSISTENT"}


def test_p10r9_has_four_dutch_seeding_rounds_then_five_burstein_rounds() -> None:
    tournament, _ = load(DATA / "burstein" / "jvf-burstein-p10r9-s5016.trf")
    assert seeding_rounds(9) == 4
    kinds = [type(BURSTEIN.build_state(tournament, r)).__name__ for r in range(1, 10)]
    assert kinds == ["DutchState"] * 4 + ["BursteinState"] * 5


def test_p6r5_s8100_round_4_pab_by_burstein_3_1_4_not_as_the_engines_gave_it() -> None:
    """Round 4 (5 players, 5 absent): 3 and 6 have the lowest score (1); 3 has played 3 games, 6 only 2
    (a half-point bye in round 2): 3.1.4 gives the PAB to 3; JaVaFo, py4swiss and bbpPairings gave it to 6."""
    tournament, _ = load(DATA / "burstein" / "xgen-burstein-p6r5-s8100.trf")
    ours = BURSTEIN.pair_round(tournament, 4)
    assert ({(p.white, p.black) for p in ours.pairs}, ours.pab) == ({(2, 1), (4, 6)}, 3)
    published = published_pairing(tournament, 4)
    assert ({(p.white, p.black) for p in published.pairs}, published.pab) == ({(2, 1), (4, 3)}, 6)
    verdict = check_round(tournament, 4, BURSTEIN)
    assert (verdict.verdict, verdict.criterion, verdict.article) == ("WORSE", None, "Burstein 3.1.4")
    assert verdict.message == ("the PAB: 6, who has played 2 games in the published pairing; 3, who has played "
                               "3 games in the rules' pairing")
    assert [check_round(tournament, r, BURSTEIN).verdict for r in (1, 2, 3, 5)] == ["CONSISTENT"] * 4


def corpus_files(corpus: Path) -> list[Path]:
    """Every file of corpus/burstein."""
    return sorted((corpus / "burstein").glob("*.trf"))


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(corpus_files), ids=lambda p: p.name if p else "none")
def test_every_corpus_round_is_reproduced_and_consistent_but_where_the_text_differs(
        path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = [r for f, r in TEXT_DIFFERS if f == path.name]
    assert reproduce_by_cli(path, capsys) == expected
    tournament, _ = load(path)
    verdicts = {r: check_round(tournament, r, BURSTEIN).verdict for r in range(1, tournament.round_columns + 1)}
    assert [r for r, v in verdicts.items() if v != "CONSISTENT"] == expected


@pytest.mark.slow
def test_the_corpus_holds_20_files_and_112_rounds(corpus_dir: Path) -> None:
    files = corpus_files(corpus_dir)
    assert len(files) == 20
    assert sum(load(f)[0].round_columns for f in files) == 112


@pytest.mark.slow
def test_bbp_issue_15_follows_an_older_burstein_and_no_round_is_consistent(corpus_dir: Path) -> None:
    """bbpPairings' own Burstein test (180 players, 11 rounds, no seeding rounds, its own default
    acceleration): rounds 1-4 are judged as Dutch seeding rounds, 5-11 by Burstein's 4.3."""
    tournament, _ = load(corpus_dir / "real" / "engine-tests" / "bbp_issue_15.input.trf")
    verdicts = [check_round(tournament, r, BURSTEIN) for r in range(1, 12)]
    assert [(v.verdict, v.article) for v in verdicts[:4]] == [
        ("DIVERGES", "Dutch 4.3.2"), ("WORSE", "Dutch 2.4.1"), ("DIVERGES", "Dutch 4.3.2"), ("DIVERGES", "Dutch 4.2.2")]
    assert {(v.verdict, v.article) for v in verdicts[4:]} == {("DIVERGES", "Burstein 4.3")}

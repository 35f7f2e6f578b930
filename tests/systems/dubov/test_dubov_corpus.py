"""The Dubov corpus (corpus/dubov, 61 files agreed by at least two engines): every round reproduced exactly by
``swisscheck pair --round R --system dubov --format bbp`` and judged CONSISTENT by ``swisscheck check``.

The default run takes the five copies in tests/data (a JaVaFo file, a CPPDubovSystem file with forfeits, two
consensus files with PABs and H/Z byes); the full sweep is ``slow``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.tournament.published import published_pairing
from checker.trf import load
from tests.paths import DATA, corpus_params


def dubov_files(corpus: Path) -> list[Path]:
    """The files of corpus/dubov."""
    return sorted((corpus / "dubov").glob("*.trf"))


FILES = corpus_params(dubov_files)
SLICE = sorted((DATA / "dubov").glob("*.trf"))


def bbp_lines(pairs: list[tuple[int, int]], pab: int | None) -> set[str]:
    """A round in bbpPairings' -p form, as a set of lines (the count line left out)."""
    return {f"{w} {b}" for w, b in pairs} | ({f"{pab} 0"} if pab is not None else set())


def unreproduced(path: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """Rounds of the file that ``swisscheck pair --format bbp`` does not reproduce, with both pairings."""
    tournament, _ = load(path)
    rounds = max(e.round for p in tournament.players for e in p.rounds if e.opponent is not None or e.result == "U")
    out = []
    for r in range(1, rounds + 1):
        assert main(["pair", str(path), "--round", str(r), "--system", "dubov", "--format", "bbp"]) == 0
        lines = capsys.readouterr().out.split("\n")
        published = published_pairing(tournament, r)
        expected = bbp_lines([(p.white, p.black) for p in published.pairs], published.pab)
        got = {line for line in lines[1:] if line}
        if got != expected or int(lines[0]) != len(expected):
            out.append(f"round {r}: swisscheck {sorted(got)}, published {sorted(expected)}")
    return out


def checked(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    """The exit code of ``swisscheck check --system dubov`` and the verdict of every round."""
    code = main(["check", str(path), "--system", "dubov", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    return code, [r["verdict"] for r in report["rounds"]]


def test_the_corpus_has_61_files(corpus_dir: Path) -> None:
    assert len(dubov_files(corpus_dir)) == 61


@pytest.mark.parametrize("path", SLICE, ids=lambda p: p.name)
def test_corpus_slice_reproduced_and_consistent(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert unreproduced(path, capsys) == []
    code, verdicts = checked(path, capsys)
    assert code == 0 and set(verdicts) == {"CONSISTENT"}


@pytest.mark.slow
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_corpus_round_reproduced_and_consistent(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert unreproduced(path, capsys) == []
    code, verdicts = checked(path, capsys)
    assert code == 0 and set(verdicts) == {"CONSISTENT"}

"""No line over 100 columns in any text output of any command (issue 31 item 9), the file's own path aside.

Every command that prints text for people (``info``, ``check`` and its ``--verbose`` detail, ``pair``,
``explain --round``, ``explain --player``, a batch ``check`` of a folder) is run in-process on each file, and
every line of its standard output and standard error is measured without the file's path (its length is the
user's), but for the one ``swisscheck: error:`` line of an input the command refuses (one line by the house rule,
``FILE:LINE:COLUMN: FIELD: what is wrong``, for people and for the programs that read it). By default: the samples and the real files copied in tests/data; under ``slow``: every tournament
file of the shared corpus.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from tests.paths import DATA, ROOT, corpus_params

LIMIT = 100
"""The widest line any text output may print."""
TOURNAMENT = (".trf", ".tab")
"""The suffixes of the tournament files measured (not the expected outputs beside them)."""


def commands(path: Path) -> list[list[str]]:
    """The text outputs of every command on one file (a file holding fewer rounds gets its error lines)."""
    f = str(path)
    rounds = ["--rounds", "9"] if "chesshouse" in path.name else []  # XXR is the round to pair (corpus README)
    return [["info", f], ["check", f, *rounds], ["check", f, "--verbose", "--no-causes", *rounds],
            ["pair", f, *rounds], ["explain", f, "--round", "2", *rounds],
            ["explain", f, "--round", "2", "--player", "1", *rounds]]


def too_wide(path: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The lines over :data:`LIMIT` columns, the file's path taken out, each named by its command."""
    found = []
    for argv in commands(path):
        main(argv)
        out = capsys.readouterr()
        for stream, text in (("stdout", out.out), ("stderr", out.err)):
            found += [f"{' '.join(argv[:1] + argv[2:])} {stream}: {len(line)} columns: {line}"
                      for line in text.splitlines()
                      if len(line.replace(str(path), "")) > LIMIT and not line.startswith("swisscheck: error: ")]
    return found


SLOW = {"echecsjs_grandmommyscup_tec_trf26_team.trf"}
"""Left to the ``slow`` sweep: 50 teams over 14 rounds, the cause search of each round included (seconds each)."""
DEFAULT = sorted([*(ROOT / "samples").glob("*.trf"),
                  *(p for p in (DATA / "real").glob("*") if p.suffix in TOURNAMENT and p.name not in SLOW)])
"""The samples and the real files of tests/data: every layout (Dutch, Team, Double-Swiss, Irish .tab, TRF-2026)."""


@pytest.mark.parametrize("path", DEFAULT, ids=[p.name for p in DEFAULT])
def test_no_text_output_of_any_command_is_wider_than_100_columns(path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert too_wide(path, capsys) == []


def test_the_batch_table_of_the_samples_folder_fits_100_columns(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(ROOT / "samples"), "--jobs", "1", "--quiet"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) > 5 and max(map(len, lines)) <= LIMIT


def _corpus_files(corpus: Path) -> list[Path]:
    """Every tournament file of the shared corpus."""
    return sorted(p for p in corpus.rglob("*") if p.suffix in TOURNAMENT)


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(lambda corpus: [pytest.param(p, id=p.relative_to(corpus).as_posix())
                                                               for p in _corpus_files(corpus)]))
def test_no_text_output_is_wider_than_100_columns_on_any_corpus_file(path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert too_wide(path, capsys) == []

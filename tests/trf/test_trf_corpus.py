"""Every corpus file loads, and writing then reading it gives the same tournament."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.trf import dumps, loads
from tests.paths import CORPUS, DATA, corpus_params
from tests.trf.lines import corpus_files, loaded

FILES = corpus_params(corpus_files)
GENERATED = ("dutch-2026", "dutch-2017", "dutch-2012", "dubov", "burstein", "double-swiss", "lim", "team", "real-2026")


def _id(path: Path) -> str:
    return str(path.relative_to(CORPUS))


def test_the_corpus_is_all_there(corpus_dir: Path) -> None:
    files = corpus_files(corpus_dir)
    folders = {p.relative_to(corpus_dir).parts[0] for p in files}
    assert folders == {"burstein", "double-swiss", "dubov", "dutch-2012", "dutch-2017", "dutch-2026", "lim", "real",
                       "real-2026", "team"}
    # 20 burstein, 12 double-swiss, 61 dubov, 24 dutch-2012, 24 dutch-2017, 45 dutch-2026, 15 lim, 19 real,
    # 9 real-2026, 10 team
    assert len(files) == 239
    assert len([p for p in files if p.name.endswith(".input.trf")]) == 4


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_loads_and_round_trips(path: Path) -> None:
    t, _ = loaded(path)
    assert t.players
    assert loads(dumps(t), path.name)[0] == t


@pytest.mark.parametrize("path", corpus_params(lambda c: [p for p in corpus_files(c) if p.relative_to(c).parts[0] in GENERATED]),
                         ids=_id)
def test_generated_files_have_no_warning(path: Path) -> None:
    # engines' own output: symmetric pairings, points equal to the results, rounds as declared
    assert loaded(path)[1] == ()


def test_icu_points_mismatches_as_the_corpus_readme_counts(corpus_dir: Path) -> None:
    # corpus/SOURCES.md: Bunratty masters/major/challengers/minor: 5/11/8/17 players' points differ
    counts = [
        len(loaded(corpus_dir / "real" / f"icu_bunratty_{s}_2011.tab")[1])
        for s in ("masters", "major", "challengers", "minor")
    ]
    assert counts == [5, 11, 8, 17]


def test_crlf_round_trip_of_a_team_file() -> None:
    t, _ = loaded(DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf")
    assert loads(dumps(t, newline="\r\n"))[0] == t

"""The literal Dutch engine against third-party pairings: bbpPairings v6.0.0 (Dutch rules of 2026).

Every round of the small corpus tournaments whose brackets the literal engine accepts (at most 12
players, so not the 16-player first rounds) must come out exactly as published: pairs, colours, PAB.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.systems.dutch.literal.pairer import pair
from checker.tournament.published import published_pairing
from checker.systems.dutch.state import build_state
from checker.trf import load
from tests.paths import DATA

DUTCH = DATA / "dutch-2026"
"""tests/data holds every 9-, 12- and 16-player file of corpus/dutch-2026 (checked below when the corpus is there)."""
SMALL = sorted(DUTCH.glob("p9r*.trf")) + sorted(DUTCH.glob("p12r*.trf"))
SIXTEEN = sorted(DUTCH.glob("p16r*.trf"))


def rounds(files: list[Path], first: int) -> list[tuple[Path, int]]:
    """(file, round) for every round from ``first`` on."""
    out = []
    for path in files:
        tournament, _ = load(str(path))
        out += [(path, r) for r in range(first, tournament.round_columns + 1)]
    return out


CASES = rounds(SMALL, 1) + rounds(SIXTEEN, 2)


def test_the_small_files_are_all_copied(corpus_dir: Path) -> None:
    small = {p.name for size in ("p9r", "p12r", "p16r") for p in (corpus_dir / "dutch-2026").glob(f"{size}*.trf")}
    assert {p.name for p in SMALL + SIXTEEN} == small


@pytest.mark.parametrize(("path", "round_number"), CASES, ids=[f"{p.stem}-r{r}" for p, r in CASES])
def test_literal_engine_reproduces_bbppairings_round(path: Path, round_number: int) -> None:
    tournament, _ = load(str(path))
    published = published_pairing(tournament, round_number)
    result = pair(build_state(tournament, round_number))
    assert (result.as_set(), result.pab) == (published.as_set(), published.pab)


@pytest.mark.parametrize("name", ["bbp_dutch_2025_C5", "bbp_dutch_2025_C9"])
def test_literal_engine_on_bbppairings_bye_criteria_tests(name: str) -> None:
    # expected output files: first line the number of pairs, then "white black" ("n 0" = PAB)
    tournament, _ = load(str(DATA / "real" / "engine-tests" / f"{name}.input.trf"))
    lines = (DATA / "real" / "engine-tests" / f"{name}.output.expected").read_text().split()
    numbers = [int(x) for x in lines[1:]]
    expected = {(numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2)}
    result = pair(build_state(tournament, 3 if name.endswith("C5") else 2))
    pab = {(result.pab, 0)} if result.pab is not None else set()
    assert set(result.as_set()) | pab == expected

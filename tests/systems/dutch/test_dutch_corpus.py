"""Exact reproduction of bbpPairings 6.0.0 tournaments (Dutch rules applied from 1 Feb 2026).

Round r as published = the round-r blocks with an opponent (forfeits included: they were paired)
with their colours, and the ``U`` entry as the PAB. The default run checks a slice of small files
that covers C5, C9 and C18 decisions; the slow run checks all 45 files (``-m slow``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.models import Tournament
from checker.systems.dutch.state import build_state
from checker.systems.dutch import order
from checker.systems.dutch.pairer import pair
from checker.trf import load
from tests.paths import DATA, corpus_params

DUTCH = DATA / "dutch-2026"
ENGINE_TESTS = DATA / "real" / "engine-tests"

SLICE = (
    "p9r5-s48.trf",
    "p12r5-s1.trf",
    "p16r9-s26.trf",  # round 9: C18, the MDP who downfloated last round is paired
    "p25r11-s40.trf",  # round 10: C9 does not act in a bracket downfloating three players
    "p33r7-s17.trf",  # round 7: the same with two downfloaters
)


def published(tournament: Tournament, round_number: int) -> tuple[frozenset[tuple[int, int]], int | None]:
    """(white, black) pairs and the PAB assignee of a round as the file has it."""
    pairs = set()
    pab = None
    for p in tournament.players:
        e = p.entry(round_number)
        if e is not None and e.opponent is not None and e.colour == "w":
            pairs.add((p.start_number, e.opponent))
        if e is not None and e.is_pab:
            pab = p.start_number
    return frozenset(pairs), pab


def failing_rounds(path: Path) -> list[int]:
    """Rounds of a corpus file whose pairs, colours or PAB the engine does not reproduce."""
    tournament, _ = load(path)
    failed = []
    for r in range(1, tournament.round_columns + 1):
        ours = pair(build_state(tournament, r))
        if (ours.as_set(), ours.pab) != published(tournament, r):
            failed.append(r)
    return failed


@pytest.mark.parametrize("name", SLICE)
def test_corpus_slice_every_round_reproduced(name: str) -> None:
    assert failing_rounds(DUTCH / name) == []


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(lambda c: sorted((c / "dutch-2026").glob("*.trf"))), ids=lambda p: p.name)
def test_corpus_every_file_every_round_reproduced(path: Path) -> None:
    assert failing_rounds(path) == []


def _bbp_expected(path: Path) -> tuple[frozenset[tuple[int, int]], int | None]:
    """bbpPairings ``-p`` output: number of pairs, then ``white black`` lines, ``id 0`` for the PAB."""
    lines = path.read_text().split()
    numbers = [int(x) for x in lines[1:]]
    pairs = set()
    pab = None
    for white, black in zip(numbers[::2], numbers[1::2]):
        if black == 0:
            pab = white
        else:
            pairs.add((white, black))
    return frozenset(pairs), pab


@pytest.mark.parametrize(("case", "round_number"), [("C5", 3), ("C9", 2)])
def test_bbp_regression_cases_c5_c9(case: str, round_number: int) -> None:
    # C5: the top bracket downfloats so that the 0-point player gets the PAB.
    # C9: of the 0-point players the PAB goes to one with no unplayed game.
    tournament, _ = load(ENGINE_TESTS / f"bbp_dutch_2025_{case}.input.trf")
    ours = pair(build_state(tournament, round_number))
    assert (ours.as_set(), ours.pab) == _bbp_expected(ENGINE_TESTS / f"bbp_dutch_2025_{case}.output.expected")


@pytest.mark.parametrize("name", SLICE)
def test_corpus_slice_reproduced_with_4_2_2_rows_solved_one_at_a_time(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Every transposition row its own solve, settling its pair (what 400-player brackets do in
    # pieces of ROW_BITS): the same pairings as the published ones.
    monkeypatch.setattr(order, "ROW_BITS", 1)
    assert failing_rounds(DUTCH / name) == []

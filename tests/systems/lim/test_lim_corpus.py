"""Exact reproduction of corpus/lim (C.04.4.3, paired by an independent literal implementation of the text).

Round r as published: its pairs with their colours and its PAB, paired from rounds 1..r-1 with the
round's absences (H, Z) left out. The default run checks five copied files (tests/data/lim) that hold
the cases the procedure rarely meets: an empty Median Scoregroup floaters cross (p10r5 round 4), 3.10
against 3.9 in the last round (p14r8 round 8), cracked medians (p16r10 and p19r6 round 6), a player
floated by 3.1/4.4 (p31r11 round 11); the slow run checks every file, through ``swisscheck check``'s
path (every round CONSISTENT).
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from checker.check.round import check_round
from checker.systems.lim.procedure import run
from checker.systems.lim.system import LIM
from checker.systems.registry import choose
from checker.trf import dumps, load, loads
from tests.paths import DATA, corpus_params

LIM_DATA = DATA / "lim"
SLICE = ("lim-p10r5-s12005.trf", "lim-p14r8-s12006.trf", "lim-p16r10-s12001.trf", "lim-p19r6-s12012.trf",
         "lim-p31r11-s12015.trf")


def unreproduced(path: Path) -> list[int]:
    """The rounds of a file whose pairs, colours or PAB differ from the published ones."""
    tournament, _ = load(path)
    out = []
    for r in range(1, LIM.next_round(tournament)):
        got = LIM.pair_round(tournament, r)
        expected = LIM.published(tournament, r)
        if (got.as_set(), got.pab) != (expected.as_set(), expected.pab):
            out.append(r)
    return out


@pytest.mark.parametrize("name", SLICE)
def test_lim_corpus_slice_reproduced(name: str) -> None:
    assert unreproduced(LIM_DATA / name) == []


def test_lim_corpus_files_name_the_system_in_092() -> None:
    # "092 Individual: Swiss-System (Lim)": no 192 code exists for Lim.
    tournament, _ = load(LIM_DATA / "lim-p10r5-s12005.trf")
    assert choose(tournament) is LIM


def test_lim_corpus_2_6_round_6_of_p16r10_cracks_the_median() -> None:
    tournament, _ = load(LIM_DATA / "lim-p16r10-s12001.trf")
    trace = run(LIM.build_state(tournament, 6))
    median = trace.groups[-1]
    assert median.median and median.cracks
    assert sum(len(g.cracked) for g in trace.groups) == len(median.cracks)


def test_lim_corpus_3_1_round_11_of_p31r11_floats_players_who_cannot_be_paired() -> None:
    tournament, _ = load(LIM_DATA / "lim-p31r11-s12015.trf")
    trace = run(LIM.build_state(tournament, 11))
    assert [g.floaters.unpaired for g in trace.groups if g.floaters.unpaired] == [(3, 5)]


def test_lim_corpus_p10r5_round_4_floaters_meet_in_the_empty_median() -> None:
    # Median score 1.5 (three rounds played): nobody has it; 7 floats down from 2, 3 up from 1, and
    # they meet there (reading 12 of docs/interpretations-lim.md).
    tournament, _ = load(LIM_DATA / "lim-p10r5-s12005.trf")
    median = run(LIM.build_state(tournament, 4)).groups[-1]
    assert (median.score, median.residents, median.incoming) == (Decimal("1.5"), (), (7, 3))
    assert LIM.pair_round(tournament, 4).as_set() >= {(3, 7)}


def lim_files(corpus: Path) -> list[str]:
    """The files of corpus/lim, by name."""
    return sorted(p.name for p in (corpus / "lim").glob("*.trf"))


def test_lim_corpus_has_fifteen_files_and_113_rounds(corpus_dir: Path) -> None:
    names = lim_files(corpus_dir)
    assert len(names) == 15
    assert sum(LIM.next_round(load(corpus_dir / "lim" / n)[0]) - 1 for n in names) == 113


@pytest.mark.slow
@pytest.mark.parametrize("name", corpus_params(lim_files))
def test_lim_corpus_every_round_is_reproduced_and_consistent(name: str, corpus_dir: Path) -> None:
    path = corpus_dir / "lim" / name
    assert unreproduced(path) == []
    tournament, _ = load(path)
    rounds = range(1, LIM.next_round(tournament))
    verdicts = {r: check_round(tournament, r, choose(tournament)) for r in rounds}
    assert {r: v.verdict for r, v in verdicts.items()} == {r: "CONSISTENT" for r in rounds}


def test_lim_corpus_xxc_rank_start_numbers_times_ten_check_by_line_order() -> None:
    # The same file with start numbers x10 and XXC rank (TPN = 001 line order): the procedure works on
    # TPNs, the check reads and names the file's ids; the PAB of round 3 is 170 (TPN 17).
    tournament, _ = load(LIM_DATA / "lim-p19r6-s12012.trf")

    def times_ten(s: int | None) -> int | None:
        return None if s is None else 10 * s

    renumbered = tournament.model_copy(update={"pair_by_rank": True, "players": tuple(
        p.model_copy(update={"start_number": 10 * p.start_number, "rounds": tuple(
            e.model_copy(update={"opponent": times_ten(e.opponent)}) for e in p.rounds)})
        for p in tournament.players
    )})
    back, _ = loads(dumps(renumbered))
    assert [check_round(back, r, LIM).verdict for r in range(1, 7)] == ["CONSISTENT"] * 6
    assert LIM.pair_round(back, 3).pab == 170

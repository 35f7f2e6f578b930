"""Issue 24: the Irish points mismatches are a reading question, not an inconsistent file.

The Irish 2011 exports write a requested bye as a blank round and count it in the points column;
swisscheck read the blank as TRF16's zero-point bye for every system but rating-2009. Now every
system reading one column per round reads it as the bye the column counts (``tournament.blank_byes``).
"""

from __future__ import annotations

from checker.causes.consistency import breaks
from checker.check.round import check_round
from checker.systems.registry import lookup
from checker.tournament.blank_byes import blank_byes, with_blank_byes
from checker.trf.reader import loads_located
from tests.paths import DATA

JUNIOR = DATA / "real" / "icu_irish_junior_champs_2011.tab"


def test_blank_rounds_the_points_column_counts_are_read_as_byes() -> None:
    t, _, _ = loads_located(JUNIOR.read_bytes(), str(JUNIOR))
    counted = blank_byes(t)
    read = with_blank_byes(t)
    assert counted  # five players of the file
    for sn, rounds in counted.items():
        for r, points in rounds.items():
            entry = read.player(sn).entry(r)
            assert entry is not None and entry.result == ("H" if points == t.scoring.half_bye else "F")
            assert read.scoring.points(entry) == points


def test_irish_junior_has_no_break_once_its_byes_are_read() -> None:
    t, _, source = loads_located(JUNIOR.read_bytes(), str(JUNIOR))
    assert breaks(t, source) == ()


def test_irish_junior_rounds_2_to_5_are_the_dutch_pairing_with_the_byes_read() -> None:
    # Read as zero-point byes, rounds 2-5 were DIVERGES/WORSE built on wrong scores.
    t, _, _ = loads_located(JUNIOR.read_bytes(), str(JUNIOR))
    system = lookup("dutch-2017")
    assert [check_round(t, r, system).verdict for r in range(2, 6)] == ["CONSISTENT"] * 4

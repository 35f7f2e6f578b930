"""The event's start date (042) as the edition choice reads it, two-digit dates included."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from checker.models import Record, Tournament
from checker.tournament.dates import read_date, start_date
from checker.trf import load
from tests.paths import ROOT

SAMPLE = ROOT / "samples" / "dutch-12p-5r.trf"


def _with(*records: str) -> Tournament:
    """The sample tournament with only these header records."""
    tournament = load(SAMPLE)[0]
    return tournament.model_copy(update={"headers": tuple(Record(code=r[:3], text=r) for r in records)})


@pytest.mark.parametrize("text, expected", [
    ("2018/04/08", date(2018, 4, 8)), ("2018-04-08", date(2018, 4, 8)), ("08/04/2018", date(2018, 4, 8)),
    ("08.04.2018", date(2018, 4, 8)), ("04/28/2019", date(2019, 4, 28)), ("08.04.18", date(2018, 4, 8)),
])
def test_042_formats_real_files_use(text: str, expected: date) -> None:
    assert read_date(text) == expected


def test_two_digit_042_read_year_first_when_the_052_end_date_says_so() -> None:
    """ICU's Armstrong Cup 2010-11: 042 10.09.13, 052 11.03.13 (yy.mm.dd, as TRF16's 132 dates).
    Day-first would start on 10 September 2013 and end on 11 March 2013, before it starts."""
    assert start_date(_with("042 10.09.13", "052 11.03.13")) == date(2010, 9, 13)


def test_two_digit_042_read_year_first_when_the_first_132_round_date_says_so() -> None:
    assert start_date(_with("042 10.09.13", "132" + " " * 88 + "10.09.13  10.09.25")) == date(2010, 9, 13)


def test_two_digit_042_stays_day_first_when_nothing_else_in_the_file_decides() -> None:
    assert start_date(_with("042 08.04.18")) == date(2018, 4, 8)
    assert start_date(_with("042 08.04.18", "052 10.04.18")) == date(2018, 4, 8)


def test_armstrong_2011_is_a_2010_event(corpus_dir: Path) -> None:
    """The real file: judged by the rules in force in September 2010, not 2013."""
    assert start_date(load(corpus_dir / "real" / "icu_armstrong_2011.tab")[0]) == date(2010, 9, 13)

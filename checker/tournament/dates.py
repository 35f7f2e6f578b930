"""The event's start date, read off the 042 record in the formats real files use.

TRF16 asks for ``YYYY/MM/DD``; exports also write ``2018-04-08``, ``08/04/2018``, ``08.04.2018``,
``8-4-2018`` and two-digit years (``08.04.18``). A day-first reading is taken when the order is
open (FIDE's own files are European); a middle number above 12 makes it month-first. The rules in
force at that date decide between editions of a text (the Dutch 2017 or 2026 text).

>>> read_date("2018/04/08"), read_date("08.04.2018"), read_date("04/28/2019")
(datetime.date(2018, 4, 8), datetime.date(2018, 4, 8), datetime.date(2019, 4, 28))
>>> read_date("--START DATE--") is None
True
"""

from __future__ import annotations

import re
from datetime import date

from checker.models import Tournament

_NUMBERS = re.compile(r"^\s*(\d{1,4})\s*[/.\-]\s*(\d{1,2})\s*[/.\-]\s*(\d{1,4})\b")


def _year(text: str) -> int:
    """A year of 4 digits as written, of 2 digits in 2000-2099."""
    return int(text) + 2000 if len(text) <= 2 else int(text)


def read_date(text: str) -> date | None:
    """The date a 042 text starts with, None when it holds no valid date."""
    match = _NUMBERS.match(text)
    if match is None:
        return None
    first, middle, last = match.groups()
    if len(first) == 4:
        year, month, day = int(first), int(middle), int(last)
    elif int(middle) > 12:
        year, month, day = _year(last), int(first), int(middle)
    else:
        year, month, day = _year(last), int(middle), int(first)
    try:
        return date(year, month, day)
    except ValueError:
        return None


def start_date(tournament: Tournament) -> date | None:
    """The event's start date (042), None when the file has no 042 record or no readable date in it."""
    for record in tournament.headers:
        if record.code == "042":
            return read_date(record.text[3:])
    return None

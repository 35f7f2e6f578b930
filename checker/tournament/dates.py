"""The event's start date, read off the 042 record in the formats real files use.

TRF16 asks for ``YYYY/MM/DD``; exports also write ``2018-04-08``, ``08/04/2018``, ``08.04.2018``,
``28. 07. 2005`` (spaces after the points), ``8-4-2018``, two-digit years (``08.04.18``) and the month
by name (``Jun 26, 2020``, ``26 June 2020``, ``26-Jun-2020``; English names or their first three letters),
and ``20200626`` (year, month, day run together). A day-first reading is taken when the order is
open (FIDE's own files are European); a middle number above 12 makes it month-first. The rules in
force at that date decide between editions of a text (the Dutch 2017 or 2026 text).

>>> read_date("2018/04/08"), read_date("08.04.2018"), read_date("04/28/2019")
(datetime.date(2018, 4, 8), datetime.date(2018, 4, 8), datetime.date(2019, 4, 28))
>>> read_date("Jun 26, 2020"), read_date("28. 07. 2005"), read_date("26 June 2020")
(datetime.date(2020, 6, 26), datetime.date(2005, 7, 28), datetime.date(2020, 6, 26))
>>> read_date("--START DATE--") is None
True

Three numbers of two digits (``10.09.13``) are open between day-first and year-first (the order of
TRF16's own 132 round dates, YY/MM/DD, which some exports also use in 042): the reading under which
the event ends (052) after it starts, within a year and a half, or under which the first round date
(132, YY/MM/DD) falls on or after the start, decides; otherwise day-first.
"""

from __future__ import annotations

import re
from datetime import date

from checker.models import Tournament

_NUMBERS = re.compile(r"^\s*(\d{1,4})\s*[/.\-]\s*(\d{1,2})\s*[/.\-]\s*(\d{1,4})\b")
_COMPACT = re.compile(r"^\s*((?:19|20)\d{2})(\d{2})(\d{2})\b")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH = r"([A-Za-z]{3,9})\.?"
_MONTH_FIRST = re.compile(r"^\s*" + _MONTH + r"\s*[ \-/]?\s*(\d{1,2})(?:st|nd|rd|th)?\s*[,\-/ ]\s*(\d{4})\b")
_DAY_FIRST = re.compile(r"^\s*(\d{1,2})(?:st|nd|rd|th)?\.?\s*[ \-/]?\s*" + _MONTH + r"\s*[,\-/ ]?\s*(\d{4})\b")


def _month(word: str) -> int | None:
    """1-12 for an English month name or its three-letter abbreviation (``Jun``, ``June``, ``Sept``)."""
    key = word.lower()
    for number, short in enumerate(_MONTHS, start=1):
        full = date(2000, number, 1).strftime("%B").lower()
        if key[:3] == short and full.startswith(key if key != "sept" else "sep"):
            return number
    return None


def _named(text: str) -> date | None:
    """A date with its month named: ``Jun 26, 2020``, ``June 26 2020``, ``26 Jun 2020``, ``26-Jun-2020``;
    the month's name makes the order plain (no day/month question)."""
    for pattern, day_at, month_at in ((_MONTH_FIRST, 2, 1), (_DAY_FIRST, 1, 2)):
        match = pattern.match(text)
        month = None if match is None else _month(match.group(month_at))
        if match is not None and month is not None:
            try:
                return date(int(match.group(3)), month, int(match.group(day_at)))
            except ValueError:
                return None
    return None


def _year(text: str) -> int:
    """A year of 4 digits as written, of 2 digits in 2000-2099."""
    return int(text) + 2000 if len(text) <= 2 else int(text)


def read_date(text: str, year_first: bool = False) -> date | None:
    """The date a 042/052 text starts with, None when it holds no valid date; ``year_first`` reads
    three two-digit numbers as YY/MM/DD (TRF16's 132 order) instead of day-first."""
    match = _NUMBERS.match(text)
    if match is None:
        compact = _COMPACT.match(text)
        if compact is not None:  # 20200626: year, month, day run together (some exports)
            try:
                return date(*(int(g) for g in compact.groups()))
            except ValueError:
                return None
        return _named(text)
    first, middle, last = match.groups()
    if year_first and _two_digit(match.groups()):
        year, month, day = _year(first), int(middle), int(last)
    elif len(first) == 4:
        year, month, day = int(first), int(middle), int(last)
    elif int(middle) > 12:
        year, month, day = _year(last), int(first), int(middle)
    else:
        year, month, day = _year(last), int(middle), int(first)
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _two_digit(numbers: tuple[str, ...]) -> bool:
    """Three numbers of at most two digits: the order of year and day is open."""
    return all(len(n) <= 2 for n in numbers)


def _record(tournament: Tournament, code: str) -> str | None:
    """The text of the first record with this code, after the code."""
    return next((r.text[3:] for r in tournament.headers if r.code == code), None)


def _fits(start: date | None, tournament: Tournament, year_first: bool) -> bool:
    """The start date read one way agrees with the end date (052) or the first round date (132)."""
    if start is None:
        return False
    end_text = _record(tournament, "052")
    end = None if end_text is None else read_date(end_text, year_first)
    if end is not None:
        return start <= end <= date.fromordinal(start.toordinal() + 550)
    rounds = (_record(tournament, "132") or "").split()
    first_round = read_date(rounds[0], year_first=True) if rounds else None
    return first_round is not None and start <= first_round <= date.fromordinal(start.toordinal() + 60)


def start_date(tournament: Tournament) -> date | None:
    """The event's start date (042), None when the file has no 042 record or no readable date in it.

    A date of three two-digit numbers is read year-first when only that reading agrees with the
    file's end date (052) or first round date (132): ``042 10.09.13`` with ``052 11.03.13`` is 13
    September 2010, not 10 September 2013 (which would end before it starts).
    """
    text = _record(tournament, "042")
    if text is None:
        return None
    match = _NUMBERS.match(text)
    if match is not None and _two_digit(match.groups()):
        day_first, year_first = read_date(text), read_date(text, year_first=True)
        if not _fits(day_first, tournament, False) and _fits(year_first, tournament, True):
            return year_first
        return day_first
    return read_date(text)


def start_text(tournament: Tournament) -> str | None:
    """The 042 record's text as written (stripped), None without a 042 record: what a warning names
    when the date cannot be read."""
    text = _record(tournament, "042")
    return None if text is None else text.strip()

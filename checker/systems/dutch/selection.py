"""Which edition of the Dutch text judges a file: named by ``--system``, by the 192 code, else the 042 date.

``--system dutch-2009`` (alias ``rating-2009``) / ``dutch-2012`` / ``dutch-2017`` / ``dutch-2026`` and
the codes ``FIDE_DUTCH_2017`` (2017) or ``FIDE_DUTCH_2025`` / ``FIDE_DUTCH_2026`` (2026), each may end
in ``_BAKU``, name the edition. A file that names none (no 192 code, the generic ``FIDE_DUTCH``, a
free-text 092, or ``--system dutch``) is judged by the text in force at its start date (042, see
docs/editions.md for the evidence): the 2009 text before 1 July 2013, the 2012 text until 30 June
2017, the 2017 text until 31 January 2026, the 2026 text from 1 February 2026 (and when there is no
readable date, unless a Dutch 092 text names a year: ``Swiss Dutch (Istanbul 2012 rules)`` of JaVaFo
1.4, ``Swiss Dutch 2017 rules`` of JaVaFo 2.2); the report then says which was assumed and why, and, for a start date in a window
the evidence leaves open (September 2012 - June 2013, July 2025 - January 2026), what is uncertain.
A 092 naming the "Swiss System Based on Rating" (the title of both procedural texts) chooses between
2009 and 2012 by the date, 2009 without one. Light on purpose: the registry imports it before any
system's rules are loaded.
"""

from __future__ import annotations

from datetime import date

from checker.models import Tournament
from checker.systems import dutch_procedural
from checker.systems.dutch import IDENTITY, IDENTITY_2017
from checker.systems.dutch.edition import DUTCH_2017_FROM, DUTCH_2026_FROM
from checker.systems.identity import SystemIdentity
from checker.tournament.dates import start_date, start_text

IDENTITY_2009 = dutch_procedural.IDENTITY
IDENTITY_2012 = dutch_procedural.IDENTITY_2012

DUTCH_2012_FROM = date(2013, 7, 1)
"""The first day the 2012 (Istanbul) text is taken to apply: 1 July after the Congress that agreed it
(docs/editions.md: no primary source found; FIDE's practice for the 2016 Baku text, applied from 1 July
2017, and for the regulations the Istanbul Congress passed)."""

ISTANBUL_2012 = date(2012, 9, 1)
"""The 83rd FIDE Congress (Istanbul, late August - early September 2012) agreed the 2012 text: events
from then until :data:`DUTCH_2012_FROM` may have applied it early (the uncertain window)."""

DUTCH_2025_PAGE_FROM = date(2025, 7, 1)
"""The Handbook's "C.04.3 FIDE (Dutch) System (effective from 1 July 2025)" says "Applied from 1st July,
2025"; its application was delayed to 1 February 2026 (docs/editions.md): the uncertain window."""

DUTCH_FAMILY = (IDENTITY, IDENTITY_2017, IDENTITY_2012, IDENTITY_2009)
"""Every edition of the Dutch text, newest first."""

_EDITIONS: dict[str, SystemIdentity] = {
    "FIDE_DUTCH_2017": IDENTITY_2017, "DUTCH-2017": IDENTITY_2017,
    "FIDE_DUTCH_2025": IDENTITY, "FIDE_DUTCH_2026": IDENTITY, "DUTCH-2026": IDENTITY,
    "DUTCH-2012": IDENTITY_2012,
    "DUTCH-2009": IDENTITY_2009, **{alias.upper(): IDENTITY_2009 for alias in IDENTITY_2009.aliases},
}
"""A --system name or 192 code (without ``_BAKU``) that names an edition -> that edition."""

_YEAR = {IDENTITY: "2026", IDENTITY_2017: "2017", IDENTITY_2012: "2012", IDENTITY_2009: "2009"}


_092_YEARS: tuple[tuple[str, SystemIdentity], ...] = (
    ("istanbul", IDENTITY_2012), ("2012", IDENTITY_2012), ("2009", IDENTITY_2009), ("2017", IDENTITY_2017),
    ("2025", IDENTITY), ("2026", IDENTITY),
)
"""Words of a Dutch 092 text that name an edition: JaVaFo 1.4 writes ``Swiss Dutch (Istanbul 2012
rules)``, JaVaFo 2.2 ``Swiss Dutch 2017 rules``."""


def _from_092(tournament: Tournament) -> SystemIdentity | None:
    """The edition a free-text 092 naming the Dutch (or rating-based) system names by its year; None: none."""
    for record in tournament.headers:
        text = record.text[3:].lower() if record.code == "092" else ""
        if "dutch" in text or "rating" in text:
            return next((identity for word, identity in _092_YEARS if word in text), None)
    return None


def named_edition(tournament: Tournament, override: str | None) -> SystemIdentity | None:
    """The edition named by --system, else (no --system, or ``--system dutch``) by the 192 code; None: neither."""
    if override and override.strip().lower() != "dutch":
        return _EDITIONS.get(override.strip().upper().removesuffix("_BAKU"))
    return _EDITIONS.get((tournament.system_code or "").strip().upper().removesuffix("_BAKU"))


def edition_at(started: date | None) -> SystemIdentity:
    """The Dutch text in force at a start date (the 2026 text without one)."""
    if started is None or started >= DUTCH_2026_FROM:
        return IDENTITY
    if started >= DUTCH_2017_FROM:
        return IDENTITY_2017
    return IDENTITY_2012 if started >= DUTCH_2012_FROM else IDENTITY_2009


def _procedural(started: date | None) -> SystemIdentity:
    """The procedural text ("Swiss System Based on Rating") in force at a date: 2012 from its first
    day of application (and after, the last of them), else (or without a date) 2009."""
    return IDENTITY_2012 if started is not None and started >= DUTCH_2012_FROM else IDENTITY_2009


def dutch_edition(identity: SystemIdentity, tournament: Tournament, override: str | None) -> SystemIdentity:
    """The Dutch edition for a file on which ``identity`` was chosen (any other system: unchanged)."""
    if identity not in DUTCH_FAMILY:
        return identity
    named = named_edition(tournament, override)
    if named is not None:
        return named
    started = start_date(tournament)
    if identity in (IDENTITY_2009, IDENTITY_2012):  # a 092 "Swiss System Based on Rating"
        return _procedural(started) if started is not None else _from_092(tournament) or IDENTITY_2009
    return edition_at(started) if started is not None else _from_092(tournament) or IDENTITY


def _window(started: date) -> str:
    """The window of dates a start date falls in, in words, for the edition in force there."""
    if started >= DUTCH_2026_FROM:
        return "on or after 1 February 2026"
    if started >= DUTCH_2017_FROM:
        return "before 1 February 2026"
    if started >= DUTCH_2012_FROM:
        return "from 1 July 2013 to 30 June 2017"
    return "before 1 July 2013"


def _neighbours(chosen: SystemIdentity) -> tuple[SystemIdentity, ...]:
    """The editions next to ``chosen`` in time, the later one first (what a user may mean instead)."""
    order = list(DUTCH_FAMILY)
    at = order.index(chosen)
    return tuple(order[i] for i in (at - 1, at + 1) if 0 <= i < len(order))


def uncertain(started: date | None) -> str | None:
    """What the evidence leaves open about the text in force at a start date, None when it is settled."""
    if started is None:
        return None
    if ISTANBUL_2012 <= started < DUTCH_2012_FROM:
        return ("the 2012 text, agreed at the Istanbul Congress of 2012, is taken to apply from 1 July 2013 "
                "(no FIDE source found names its first day), so the event may have been paired under it")
    if DUTCH_2025_PAGE_FROM <= started < DUTCH_2026_FROM:
        return ("the Handbook's Dutch text 'effective from 1 July 2025' was delayed to 1 February 2026 "
                "(the 2026 text is its revision), so the event may have been paired under it")
    return None


def assumed_by(tournament: Tournament) -> str:
    """What an assumed Dutch edition was read off: ``date`` (042), ``092`` (a year its text names, no
    readable date) or ``default`` (neither: the text in force now)."""
    if start_date(tournament) is not None:
        return "date"
    return "092" if _from_092(tournament) is not None else "default"


def edition_note(identity: SystemIdentity, tournament: Tournament, override: str | None) -> str | None:
    """The warning when the Dutch edition was assumed (not named by the file or --system); None otherwise."""
    if identity not in DUTCH_FAMILY or named_edition(tournament, override) is not None:
        return None
    started = start_date(tournament)
    written = start_text(tournament)
    year = _from_092(tournament) if started is None else None
    unread = f"its start date (042) '{written}' cannot be read" if written else "has no readable start date (042)"
    if year is not None:
        why = f"the file names no edition by 192 or --system, {unread} and its 092 names the {_YEAR[year]} rules"
    elif started is None:
        why = f"the file names no edition and {unread}"
    else:
        why = f"the file names no edition and its start date (042) {started.isoformat()} is {_window(started)}"
    open_point = uncertain(started)
    doubt = f"; {open_point}" if open_point else ""
    chosen = _YEAR[identity]
    others = [_YEAR[n] for n in _neighbours(identity)]
    if DUTCH_2025_PAGE_FROM <= (started or date.min) < DUTCH_2026_FROM:
        others = ["2026"]
    elif ISTANBUL_2012 <= (started or date.min) < DUTCH_2012_FROM:
        others = ["2012"]
    elif identity is IDENTITY or identity is IDENTITY_2017:
        others = ["2017" if identity is IDENTITY else "2026"]
    give = " or ".join(f"--system dutch-{y}" + (f" (or 192 FIDE_DUTCH_{y})" if y in ("2017", "2026") else "")
                       for y in others)
    under = " or ".join(f"the {y} text" for y in others)
    return f"Dutch edition assumed: the {chosen} text, as {why}{doubt}; give {give} to judge under {under}"

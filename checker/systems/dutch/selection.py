"""Which edition of the Dutch text judges a file: named by ``--system``, by the 192 code, else the 042 date.

``--system dutch-2017`` / ``dutch-2026`` and the codes ``FIDE_DUTCH_2017`` (2017) or
``FIDE_DUTCH_2025`` / ``FIDE_DUTCH_2026`` (2026), each may end in ``_BAKU``, name the edition. A
file that names none (no 192 code, the generic ``FIDE_DUTCH``, a free-text 092, or ``--system
dutch``) is judged by the text in force at its start date (042): 2017 before 1 February 2026, 2026
from then on, 2026 when there is no readable date; the report then says which was assumed and why.
Light on purpose: the registry imports it before any system's rules are loaded.
"""

from __future__ import annotations

from checker.models import Tournament
from checker.systems.dutch import IDENTITY, IDENTITY_2017
from checker.systems.dutch.edition import DUTCH_2017_FROM, DUTCH_2026_FROM
from checker.systems.identity import SystemIdentity
from checker.tournament.dates import start_date

_EDITIONS: dict[str, SystemIdentity] = {
    "FIDE_DUTCH_2017": IDENTITY_2017, "DUTCH-2017": IDENTITY_2017,
    "FIDE_DUTCH_2025": IDENTITY, "FIDE_DUTCH_2026": IDENTITY, "DUTCH-2026": IDENTITY,
}
"""A --system name or 192 code (without ``_BAKU``) that names an edition -> that edition."""


def named_edition(tournament: Tournament, override: str | None) -> SystemIdentity | None:
    """The edition named by --system, else (no --system, or ``--system dutch``) by the 192 code; None: neither."""
    if override and override.strip().lower() != "dutch":
        return _EDITIONS.get(override.strip().upper().removesuffix("_BAKU"))
    return _EDITIONS.get((tournament.system_code or "").strip().upper().removesuffix("_BAKU"))


def dutch_edition(identity: SystemIdentity, tournament: Tournament, override: str | None) -> SystemIdentity:
    """The Dutch edition for a file on which ``identity`` was chosen (any other system: unchanged)."""
    if identity not in (IDENTITY, IDENTITY_2017):
        return identity
    named = named_edition(tournament, override)
    if named is not None:
        return named
    started = start_date(tournament)
    return IDENTITY_2017 if started is not None and started < DUTCH_2026_FROM else IDENTITY


def edition_note(identity: SystemIdentity, tournament: Tournament, override: str | None) -> str | None:
    """The warning when the Dutch edition was assumed (not named by the file or --system); None otherwise."""
    if identity not in (IDENTITY, IDENTITY_2017) or named_edition(tournament, override) is not None:
        return None
    started = start_date(tournament)
    if started is None:
        why = "the file names no edition and has no readable start date (042)"
    else:
        side = "before" if started < DUTCH_2026_FROM else "on or after"
        why = f"the file names no edition and its start date (042) {started.isoformat()} is {side} 1 February 2026"
    chosen, other = ("2017", "2026") if identity is IDENTITY_2017 else ("2026", "2017")
    older = ("; the event predates the 2017 text (in force from 1 July 2017), and swisscheck has no "
             "earlier Dutch edition yet: the verdicts may blame rules that were not in force"
             if started is not None and started < DUTCH_2017_FROM else "")
    return (f"Dutch edition assumed: the {chosen} text, as {why}{older}; "
            f"give --system dutch-{other} (or 192 FIDE_DUTCH_{other}) to judge under the {other} text")

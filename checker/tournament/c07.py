"""The editions of the FIDE Tie-Break Regulations (Handbook C.07) as data, and the one in force at an event's date.

Each edition is a delta, the computation (``tournament.tiebreaks``) is written once: the 2023 rewrite ("Play-Off
and Tie-Break Regulations", applied to every FIDE-rated event from 1 April 2024, revised 1 August 2024 without
changing a definition) and the edition applied from 1 March 2026, which caps what an unplayed round gives
(C.07 2026 16.4). Events that started before 1 April 2024 fall under the older text (the virtual opponent of
the 2009 Congress, as the Handbook's tie-break page stated it until the rewrite).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Edition:
    """One edition of C.07: its name, the day it applies from, whether swisscheck computes it, its deltas."""

    key: str
    """Short name: ``2009``, ``2024``, ``2026``."""
    title: str
    """As the output names it: "FIDE Tie-Break Regulations (C.07), applied from 1 March 2026"."""
    applied_from: date
    computed: bool = True
    """False: tie-breaks of this period are named and not computed (the older text is not implemented)."""
    caps_unplayed: bool = False
    """C.07 2026 16.4: an unplayed round gives at most the forfeiting opponent's adjusted score (16.4.1) or, with
    no opponent, a draw in every round played so far (16.4.2), instead of the participant's own score alone."""
    virtual_opponent: bool = False
    """The older text (Congress 2009): a participant's unplayed round is a game against a virtual opponent on the
    participant's points before it, the forfeit result reversed, then a draw in every later round; for the
    opponents' tie-breaks every unplayed game counts as a draw; no voluntary round is cut first."""


E2009 = Edition("2009", "FIDE tie-break rules before the 2023 rewrite (virtual opponent, Congress 2009)",
                date(1, 1, 1), virtual_opponent=True)
E2024 = Edition("2024", "FIDE Tie-Break Regulations (C.07), applied from 1 April 2024 (revised 1 August 2024)",
                date(2024, 4, 1))
E2026 = Edition("2026", "FIDE Tie-Break Regulations (C.07), applied from 1 March 2026", date(2026, 3, 1),
                caps_unplayed=True)
EDITIONS = (E2009, E2024, E2026)
"""Oldest first; the one in force on a day is the last applied from on or before it."""


def edition_on(day: date) -> Edition:
    """The edition in force on ``day`` (an event's start date, 042)."""
    return [e for e in EDITIONS if e.applied_from <= day][-1]


def edition_by_key(key: str) -> Edition | None:
    """The edition named ``key`` (``2009``, ``2024``, ``2026``), None when there is none."""
    return next((e for e in EDITIONS if e.key == key), None)

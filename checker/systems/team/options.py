"""The choices C.04.6 leaves to the competition: colour preference type (1.7) and primary score (1.2).

They come from the 192 code (``FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]``, TRF-2026) or
from the command line (``--team-colours``, ``--team-score``).
"""

from __future__ import annotations

from typing import Literal

from checker.errors import InputError, RecordRef
from checker.models import Frozen
from checker.tournament.summary import PreferenceType, ScoreKind

class TeamStateError(InputError):
    """The file does not describe a team tournament the Team system can pair (no teams, bad code)."""


class TeamOptions(Frozen):
    """The competition's choices the Team system leaves open (C.04.6 1.2, 1.7)."""

    preference_type: PreferenceType = "A"
    primary: ScoreKind = "MP"
    secondary: ScoreKind | None = "GP"
    """The score used by 4.2.2 for the first-team; None when the competition says not to use it."""


def team_options(
    code: str | None,
    preference_type: PreferenceType | None = None,
    primary: ScoreKind | None = None,
    secondary: ScoreKind | Literal["none"] | None = None,
    record: RecordRef | None = None,
) -> TeamOptions:
    """Options from the 192 code ``FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]``, then overrides.

    Defaults (1.2.2, 1.7): Type A, match points primary, game points for colours. One score code
    alone (``FIDE_TEAM_GP``) names the primary score; the secondary is then the other one.
    ``record`` is the 192 record an error blames.
    """
    kind: PreferenceType = "A"
    first: ScoreKind = "MP"
    second: ScoreKind | None = "GP"
    if code:
        parts = code.strip().upper().split("_")
        if parts[:2] != ["FIDE", "TEAM"]:
            raise TeamStateError(f"192 code {code!r} is not a FIDE_TEAM code (C.04.6)", record=record)
        rest = [p for p in parts[2:] if p != "BAKU"]
        if rest and rest[0] in ("TYPEA", "TYPEB"):
            kind = "A" if rest.pop(0) == "TYPEA" else "B"
        scores = [p for p in rest if p in ("MP", "GP")]
        if len(scores) != len(rest) or len(scores) > 2:
            raise TeamStateError(f"192 code {code!r}: expected FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]",
                                 record=record)
        if scores:
            first = "MP" if scores[0] == "MP" else "GP"
            second = "GP" if first == "MP" else "MP"
            if len(scores) == 2:
                second = "MP" if scores[1] == "MP" else "GP"
    if preference_type is not None:
        kind = preference_type
    if primary is not None:
        first = primary
        if secondary is None:
            second = "GP" if primary == "MP" else "MP"
    if secondary == "none":
        second = None
    elif secondary is not None:
        second = secondary
    return TeamOptions(preference_type=kind, primary=first, secondary=second)



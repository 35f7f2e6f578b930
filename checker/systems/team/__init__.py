"""The FIDE Swiss Team Pairing System, C.04.6 applied from 1 Feb 2026.

``options`` (colour preference type, primary score), ``matches`` (a team's rounds read off the
boards and the team records), ``state``, ``pairer`` (the top-scoregroup procedure with Team's
criteria), ``colours`` (4.2, 4.3), ``evaluation``, ``explain``, ``info``, ``generate`` (TRF-2026
team files), ``literal`` and ``system`` (the interface: ``TEAM``).
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from checker.frozen import frozen
from checker.systems.identity import SystemIdentity, option


CODES: tuple[str, ...] = tuple(
    f"FIDE_TEAM{kind}{scores}"
    for kind in ("", "_TYPEA", "_TYPEB")
    for scores in ("", "_MP", "_GP", "_MP_GP", "_GP_MP")
)
"""TRF-2026 192 codes of the system (any may end in _BAKU)."""


@frozen
class TeamCommandOptions:
    """Team options given on the command line, overriding the 192 code (C.04.6 1.2 primary score, 1.7 colour preference type)."""

    team_colours: Literal["A", "B", "none"] | None = field(default=None, metadata=option(
        "Team system: colour preference Type A (default), B or none (C.04.6 1.7)", metavar="TYPE"))
    """``--team-colours``: the colour preference type (1.7); None: from the file's 192 code."""
    team_score: Literal["MP", "GP"] | None = field(default=None, metadata=option(
        "Team system: primary score, match points (default) or game points (C.04.6 1.2)", metavar="SCORE"))
    """``--team-score``: the primary score (1.2); None: from the file's 192 code."""


IDENTITY = SystemIdentity(
    name="team", title="FIDE Swiss Team Pairing System, C.04.6 (2026)",
    module="checker.systems.team.system", instance="TEAM",
    codes=CODES, words=("team",), options=TeamCommandOptions(),
)
"""How the registry knows the system before loading it."""

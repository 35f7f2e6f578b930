"""The FIDE Swiss Team Pairing System, C.04.6 applied from 1 Feb 2026.

``options`` (colour preference type, primary score), ``matches`` (a team's rounds read off the
boards and the team records), ``state``, ``pairer`` (the top-scoregroup procedure with Team's
criteria), ``colours`` (4.2, 4.3), ``evaluation``, ``explain``, ``info``, ``generate`` (TRF-2026
team files), ``literal`` and ``system`` (the interface: ``TEAM``).
"""

from __future__ import annotations

import argparse

from checker.systems.identity import SystemIdentity


CODES: tuple[str, ...] = tuple(
    f"FIDE_TEAM{kind}{scores}"
    for kind in ("", "_TYPEA", "_TYPEB")
    for scores in ("", "_MP", "_GP", "_MP_GP", "_GP_MP")
)
"""TRF-2026 192 codes of the system (any may end in _BAKU)."""


def team_arguments(parser: argparse.ArgumentParser) -> None:
    """Team options (C.04.6 1.2 primary score, 1.7 colour preference type), overriding the 192 code."""
    parser.add_argument("--team-colours", choices=("A", "B", "none"), metavar="TYPE",
                        help="Team system: colour preference Type A (default), B or none (C.04.6 1.7)")
    parser.add_argument("--team-score", choices=("MP", "GP"), metavar="SCORE",
                        help="Team system: primary score, match points (default) or game points (C.04.6 1.2)")


IDENTITY = SystemIdentity(
    name="team", title="FIDE Swiss Team Pairing System, C.04.6 (2026)",
    module="checker.systems.team.system", instance="TEAM",
    codes=CODES, words=("team",), add_arguments=team_arguments,
)
"""How the registry knows the system before loading it."""

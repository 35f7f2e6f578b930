"""What a generated tournament may contain: the rates of absences, byes, forfeits and draws."""

from __future__ import annotations

from checker.models import Frozen


class GeneratorSettings(Frozen):
    """Rates per player (or team) and round, per pair, per game; a 192 code and the boards of a team."""

    absence_rate: float = 0.03
    """Zero-point byes known before the pairing (``Z``; Team: ``240 Z``)."""
    half_bye_rate: float = 0.02
    """Half-point byes known before the pairing (``H``; Team: ``240 H``)."""
    forfeit_rate: float = 0.03
    """Pairs that do not play: a third forfeited by both sides, a third of one game or board only
    (several games per round, or a team match), the rest by one side."""
    draw_rate: float = 0.3
    """Share of draws around the rating-based expectation of a game."""
    boards: int = 4
    """Players per team (Team system only)."""
    code: str | None = None
    """The 192 code written (default: the system's first), e.g. ``FIDE_TEAM_TYPEB_MP_GP``."""

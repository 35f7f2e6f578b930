"""What a generated tournament may contain: ratings, rates of absences, byes, forfeits and draws, scoring.

Every field has a default, and a field left at its default draws nothing from the random stream,
so a tournament generated with the defaults is the same, byte for byte, whatever fields are added
here later. ``checker.generation.config`` builds these settings from the keys of the bbpPairings /
JaVaFo generator configuration files.
"""

from __future__ import annotations

from collections.abc import Callable

from checker.models import Colour, Frozen, Pairing, ScoringSystem, Tournament, field

RoundPairer = Callable[[Tournament, int], Pairing]
"""``pair_round(tournament, k)``: the pairing of round ``k`` on the file so far, by start number
(PairingImpossible when none exists)."""


class GeneratorSettings(Frozen):
    """Rates per player (or team) and round, per pair, per game; ratings, scoring, acceleration, the
    initial colour, a 192 code and the boards of a team; and who pairs the rounds."""

    absence_rate: float = 0.03
    """Zero-point byes known before the pairing (``Z``; Team: ``240 Z``), per player and round."""
    half_bye_rate: float = 0.02
    """Half-point byes known before the pairing (``H``; Team: ``240 H``), per player and round."""
    forfeit_rate: float = 0.03
    """Pairs that do not play: a third forfeited by both sides, a third of one game or board only
    (several games per round, or a team match), the rest by one side."""
    draw_rate: float = 0.3
    """Share of draws around the rating-based expectation of a game."""
    boards: int = 4
    """Players per team (Team system only)."""
    code: str | None = None
    """The 192 code written (default: the system's first), e.g. ``FIDE_TEAM_TYPEB_MP_GP``."""
    lowest_rating: int = 1400
    """Ratings are drawn uniformly between ``lowest_rating`` and ``highest_rating`` (individual systems)."""
    highest_rating: int = 2700
    retired_rate: float = 0.0
    """Share of the players who withdraw: absent (``Z``) from a random round 2..R to the end."""
    late_entry_rate: float = 0.0
    """Share of the players who enter late: absent (``Z``) in rounds 1..e-1, e drawn in 2..ceil(R/2)."""
    scoring: ScoringSystem = field(default_factory=ScoringSystem)
    """Points per result (TRF-2026 162, JaVaFo XXS, bbpPairings BB?); the pairing scores follow it."""
    baku: bool = False
    """Baku acceleration (C.04.7): the 192 code written ends in ``_BAKU``."""
    initial_colour: Colour = "w"
    """The colour of the first board's higher ranked player in round 1 (TRF-2026 152, JaVaFo XXC)."""
    pairer: RoundPairer | None = None
    """Who pairs each round; None: the system's own reference pairer. A campaign passes the
    external engine under test here (``checker.campaign``)."""

    def system_code(self, codes: tuple[str, ...]) -> str | None:
        """The 192 code written: ``code`` (upper-cased) or the system's first, ``_BAKU`` added for ``baku``."""
        code = self.code.strip().upper() if self.code else (codes[0] if codes else None)
        if code is not None and self.baku and not code.endswith("_BAKU"):
            code += "_BAKU"
        return code

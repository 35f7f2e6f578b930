"""Settings of a tournament file that every system reads and a caller may override (issue 31 item 3):
the acceleration (C.04.7) and the initial colour (152 / XXC; Dutch 5.1, Team 4.1).

Options are data: :class:`FileSettings` is a frozen dataclass of :func:`~checker.systems.identity.option`
fields (``--acceleration none|baku``, ``--initial-colour white|black``); ``commands/options.py`` turns it
into argparse options and ``checker.api`` takes its fields as keyword arguments. :func:`settled` applies it:
a new :class:`~checker.models.Tournament` whose own records say what the caller asked, so the state, the
check and the cause search read the override as they read the file (nothing else knows of it).
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal

from checker.errors import InputError
from checker.frozen import frozen
from checker.models import Colour, Tournament
from checker.systems.identity import SystemIdentity, option
from checker.tournament.scoring import AccelerationMethod, ScoringError, acceleration_method, check_baku_premise

AccelerationChoice = Literal["none", "baku"]
"""What ``--acceleration`` may ask: no acceleration at all, or the Baku Acceleration Method (C.04.7 1)."""
ColourChoice = Literal["white", "black"]
"""What ``--initial-colour`` may ask (152 W / B)."""

COLOUR_OF: dict[ColourChoice, Colour] = {"white": "w", "black": "b"}
"""An ``--initial-colour`` word -> the colour the 152 record holds."""
WORD_OF: dict[Colour, ColourChoice] = {"w": "white", "b": "black"}
"""A colour -> its ``--initial-colour`` word."""
BAKU = "_BAKU"
"""The 192 code's suffix asking for the Baku Acceleration Method (TRF-2026 192)."""


@frozen
class FileSettings:
    """The file's settings a caller overrides (None: as the file says)."""

    acceleration: AccelerationChoice | None = field(default=None, metadata=option(
        "override the file's acceleration: none (no virtual points: the 192 code's _BAKU, 250 records and "
        "XXA lines disregarded) or baku (the Baku Acceleration Method, C.04.7 1, in place of 250/XXA)",
        "METHOD"))
    initial_colour: ColourChoice | None = field(default=None, metadata=option(
        "override the file's initial colour (152 W/B, XXC white1/black1; Dutch 5.1): the colour of the "
        "higher ranked player of round 1's first board", "COLOUR"))


NO_SETTINGS = FileSettings()
"""Nothing overridden: the file as it is."""


def declared_acceleration(tournament: Tournament) -> str:
    """How the file declares its acceleration, for a message: ``192 FIDE_DUTCH_BAKU``, ``250 records``,
    ``XXA lines``, ``no acceleration``."""
    method: AccelerationMethod = acceleration_method(tournament)
    if method == "baku":
        return f"192 {(tournament.system_code or '').strip()}"
    return {"none": "no acceleration", "XXA": "XXA lines", "250": "250 records",
            "XXA+250": "250 records and XXA lines"}[method]


def with_acceleration(tournament: Tournament, method: AccelerationChoice, identity: SystemIdentity) -> Tournament:
    """The tournament paired with ``method``: ``none`` drops the 192 code's ``_BAKU``, the 250 records and
    the XXA lines; ``baku`` drops 250 and XXA (TRF-2026 250: they make 192's method disregarded) and ends the
    192 code in ``_BAKU`` (a file without one takes ``identity``'s first code, which names the same system)."""
    code = (tournament.system_code or "").strip()
    bare = code[:-len(BAKU)] if code.upper().endswith(BAKU) else code
    if method == "none":
        new_code: str | None = bare or None
    else:
        new_code = (bare or (identity.codes[0] if identity.codes else "FIDE")) + BAKU
    return tournament.model_copy(update={"system_code": new_code, "acceleration": (), "accelerated_points": ()})


def with_initial_colour(tournament: Tournament, colour: Colour) -> Tournament:
    """The tournament with ``colour`` as its initial colour (the 152 record)."""
    return tournament.model_copy(update={"initial_colour": colour})


def settled(tournament: Tournament, settings: FileSettings, identity: SystemIdentity,
            flag: str = "--acceleration") -> Tournament:
    """The tournament as ``settings`` override it, for the system of ``identity`` (chosen on the file as read).

    An input error naming ``flag`` when Baku is asked of a file whose scoring does not allow it (C.04.7 1.1).
    """
    if settings.acceleration is not None:
        if settings.acceleration == "baku":
            try:
                check_baku_premise(tournament.scoring)
            except ScoringError as exc:
                raise InputError(f"{flag} baku: {exc}", option=flag) from None
        tournament = with_acceleration(tournament, settings.acceleration, identity)
    if settings.initial_colour is not None:
        tournament = with_initial_colour(tournament, COLOUR_OF[settings.initial_colour])
    return tournament

"""Generator options as the bbpPairings / JaVaFo random tournament generators name them (``Key=Value``).

A configuration file holds one ``Key=Value`` per line; ``#`` starts a comment line. The keys of
those generators keep their meaning: ``PlayersNumber``, ``RoundsNumber``, ``DrawPercentage`` (per
cent of games drawn around the rating expectation), ``ForfeitRate`` (one game in N forfeited),
``RetiredRate`` (one player in N withdraws), ``HalfPointByeRate`` (one player in N takes a
half-point bye), ``HighestRating``, ``LowestRating`` and the ``PointsFor...`` values. swisscheck
adds what they lack: ``ZeroPointByeRate`` (one player in N has a zero-point bye known in
advance), ``LateEntryRate`` (one player in N enters late), ``Acceleration=Baku``,
``InitialColour=White|Black``, ``TRF=2026|16``, ``Boards`` and ``Code`` (Team). ``PlayersNumber``
and ``RoundsNumber`` also take a range ``A-B``, drawn per tournament from its seed. A key left out
keeps the generator's default (``GeneratorSettings``). The command line's ``--set Key=Value``
takes the same keys.

>>> options = read_options([("DrawPercentage", "40", "cli"), ("PlayersNumber", "30-150", "cli")])
>>> options.settings(rounds=9).draw_rate, str(options.players)
(0.4, '30-150')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal, InvalidOperation
from typing import Literal, TypeVar

from checker.errors import InputError
from checker.generation.settings import GeneratorSettings
from checker.models import Colour, Frozen, ScoringSystem

Dialect = Literal["2026", "16"]
"""The TRF written: TRF-2026 (142, 152, 162, 192) or TRF16 with the engines' extensions (XXR, XXC, XXS, BB?)."""

Setting = tuple[str, str, str]
"""One option as given: (key, value, where it was given: ``file:line`` or ``--set``)."""


class Span(Frozen):
    """A whole number, or a range of them drawn per tournament (``30-150``)."""

    low: int
    high: int

    def draw(self, rng: random.Random) -> int:
        """The number (a range: drawn uniformly with ``rng``; a single number draws nothing)."""
        return self.low if self.low == self.high else rng.randint(self.low, self.high)

    def __str__(self) -> str:
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


class GeneratorOptions(Frozen):
    """The options of ``generate`` and ``campaign`` in the configuration files' terms (None: the default)."""

    players: Span | None = None
    rounds: Span | None = None
    draw_percentage: Decimal | None = None
    forfeit_rate: Decimal | None = None
    retired_rate: Decimal | None = None
    half_point_bye_rate: Decimal | None = None
    zero_point_bye_rate: Decimal | None = None
    late_entry_rate: Decimal | None = None
    highest_rating: int | None = None
    lowest_rating: int | None = None
    points: tuple[tuple[str, Decimal], ...] = ()
    """``PointsFor...`` keys given, in order."""
    baku: bool = False
    initial_colour: Colour = "w"
    trf: Dialect = "2026"
    boards: int | None = None
    code: str | None = None

    def settings(self, rounds: int) -> GeneratorSettings:
        """The generator's settings for a tournament of ``rounds`` rounds (byes per player are spread
        over its rounds: one player in N has one, ``1/(N*rounds)`` per player and round)."""
        given: dict[str, object] = {"baku": self.baku, "initial_colour": self.initial_colour}
        if self.zero_point_bye_rate is not None:
            given["absence_rate"] = one_in(self.zero_point_bye_rate) / rounds
        if self.half_point_bye_rate is not None:
            given["half_bye_rate"] = one_in(self.half_point_bye_rate) / rounds
        if self.forfeit_rate is not None:
            given["forfeit_rate"] = one_in(self.forfeit_rate)
        if self.draw_percentage is not None:
            given["draw_rate"] = float(self.draw_percentage) / 100
        if self.retired_rate is not None:
            given["retired_rate"] = one_in(self.retired_rate)
        if self.late_entry_rate is not None:
            given["late_entry_rate"] = one_in(self.late_entry_rate)
        for key, value in (("lowest_rating", self.lowest_rating), ("highest_rating", self.highest_rating),
                           ("boards", self.boards), ("code", self.code)):
            if value is not None:
                given[key] = value
        if self.points:
            given["scoring"] = scoring(self.points)
        return GeneratorSettings.model_validate(given)


def one_in(n: Decimal) -> float:
    """The probability of "one in N" (0: never)."""
    return 0.0 if n == 0 else 1 / float(n)


_SCORING_FIELDS: dict[str, tuple[str, ...]] = {
    "PointsForWin": ("white_win", "black_win", "forfeit_win", "full_bye"),
    "PointsForDraw": ("white_draw", "black_draw", "half_bye", "unknown"),
    "PointsForLoss": ("white_loss", "black_loss"),
    "PointsForZPB": ("zero_bye",),
    "PointsForForfeitLoss": ("forfeit_loss",),
    "PointsForPAB": ("pab",),
}


def scoring(points: Sequence[tuple[str, Decimal]]) -> ScoringSystem:
    """The scoring system of the ``PointsFor...`` keys. As in those generators, the PAB is worth a
    win and a zero-point bye a forfeit loss unless ``PointsForPAB`` / ``PointsForZPB`` are given."""
    keys = {key for key, _ in points}
    values: dict[str, Decimal] = {}
    for key, value in points:
        values.update(dict.fromkeys(_SCORING_FIELDS[key], value))
        if key == "PointsForWin" and "PointsForPAB" not in keys:
            values["pab"] = value
        if key == "PointsForForfeitLoss" and "PointsForZPB" not in keys:
            values["zero_bye"] = value
    return ScoringSystem(**values)


def _number(text: str) -> Decimal:
    """A decimal number, ValueError otherwise."""
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        raise ValueError(f"expected a number, got {text!r}") from None
    if not value.is_finite():
        raise ValueError(f"expected a number, got {text!r}")
    return value


def _whole(text: str, least: int, most: int = 9999) -> int:
    """A whole number in ``least..most``."""
    value = _number(text)
    if value != value.to_integral_value() or not least <= value <= most:
        raise ValueError(f"expected a whole number from {least} to {most}, got {text.strip()!r}")
    return int(value)


def _span(least: int) -> Callable[[str], Span]:
    def parse(text: str) -> Span:
        low, sep, high = text.strip().partition("-")
        span = Span(low=_whole(low, least), high=_whole(high, least) if sep else _whole(low, least))
        if span.low > span.high:
            raise ValueError(f"the range {text.strip()!r} is empty")
        return span
    return parse


def _rate(text: str) -> Decimal:
    """``N`` of "one in N": 1 or more, or 0 for never."""
    value = _number(text)
    if value != 0 and value < 1:
        raise ValueError(f"expected N of \"one in N\" (1 or more, 0 for none), got {text.strip()!r}")
    return value


def _percentage(text: str) -> Decimal:
    value = _number(text)
    if not 0 <= value <= 100:
        raise ValueError(f"expected a percentage from 0 to 100, got {text.strip()!r}")
    return value


def _points(text: str) -> Decimal:
    value = _number(text)
    if value < 0 or len(f"{value.normalize():f}") > 4:
        raise ValueError(f"expected points from 0 to 99.9 (TRF writes them in 4 columns), got {text.strip()!r}")
    return value


T = TypeVar("T")


def _choice(words: dict[str, T]) -> Callable[[str], T]:
    def parse(text: str) -> T:
        key = text.strip().lower()
        if key not in words:
            raise ValueError(f"expected one of {', '.join(words)}, got {text.strip()!r}")
        return words[key]
    return parse


def _code(text: str) -> str:
    code = text.strip().upper()
    if not code or " " in code:
        raise ValueError(f"expected a TRF-2026 192 code such as FIDE_TEAM_TYPEB, got {text.strip()!r}")
    return code


KEYS: dict[str, tuple[str, Callable[[str], object], str]] = {
    "PlayersNumber": ("players", _span(2), "players (Team: teams), or a range A-B drawn per tournament"),
    "RoundsNumber": ("rounds", _span(1), "rounds (Double-Swiss: matches), or a range A-B"),
    "DrawPercentage": ("draw_percentage", _percentage, "per cent of games drawn around the rating expectation (default 30)"),
    "ForfeitRate": ("forfeit_rate", _rate, "one game (match) in N is forfeited (default: 3 per cent)"),
    "RetiredRate": ("retired_rate", _rate, "one player in N withdraws during the event (default: none)"),
    "HalfPointByeRate": ("half_point_bye_rate", _rate, "one player in N takes a half-point bye (default: 2 per cent per round)"),
    "ZeroPointByeRate": ("zero_point_bye_rate", _rate, "one player in N has a zero-point bye known in advance (default: 3 per cent per round)"),
    "LateEntryRate": ("late_entry_rate", _rate, "one player in N enters late, absent in the first rounds (default: none)"),
    "HighestRating": ("highest_rating", lambda text: _whole(text, 0), "highest rating (default 2700)"),
    "LowestRating": ("lowest_rating", lambda text: _whole(text, 0), "lowest rating (default 1400)"),
    "PointsForWin": ("points", _points, "points for a win, forfeit win and full-point bye (default 1.0)"),
    "PointsForDraw": ("points", _points, "points for a draw and a half-point bye (default 0.5)"),
    "PointsForLoss": ("points", _points, "points for a loss over the board (default 0.0)"),
    "PointsForZPB": ("points", _points, "points for a zero-point bye (default: PointsForForfeitLoss)"),
    "PointsForForfeitLoss": ("points", _points, "points for a forfeit loss (default 0.0)"),
    "PointsForPAB": ("points", _points, "points for the pairing-allocated bye (default: PointsForWin)"),
    "Acceleration": ("baku", _choice({"none": False, "baku": True}), "None or Baku (C.04.7)"),
    "InitialColour": ("initial_colour", _choice({"white": "w", "black": "b", "w": "w", "b": "b"}),
                      "White or Black: the colour of the top board's higher ranked player in round 1"),
    "TRF": ("trf", _choice({"2026": "2026", "16": "16"}), "2026 (142/152/162/192) or 16 (XXR/XXC/XXS/BB?)"),
    "Boards": ("boards", lambda text: _whole(text, 1, 99), "players per team (Team)"),
    "Code": ("code", _code, "the 192 code written (Team: FIDE_TEAM_TYPEB_MP_GP...)"),
}
"""Key -> (GeneratorOptions field, parser, help)."""


def parse_config(text: str, file: str) -> list[Setting]:
    """The ``Key=Value`` lines of a configuration file, located ``file:line``; InputError for a line
    without ``=`` or an unknown key."""
    settings: list[Setting] = []
    for number, raw in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        if not sep:
            raise InputError(f"{file}:{number}: expected Key=Value, got {line!r}")
        settings.append((key.strip(), value, f"{file}:{number}"))
    return settings


def read_options(settings: Iterable[Setting], options: GeneratorOptions | None = None) -> GeneratorOptions:
    """``options`` (default: none given) with the settings applied in order, later ones winning;
    InputError naming where a key is unknown or a value does not fit."""
    values: dict[str, object] = {}
    points: list[tuple[str, Decimal]] = list(options.points) if options else []
    for key, text, where in settings:
        if key not in KEYS:
            raise InputError(f"{where}: unknown key {key!r} (known: {', '.join(KEYS)})")
        field, parse, _ = KEYS[key]
        try:
            value = parse(text)
        except ValueError as exc:
            raise InputError(f"{where}: {key}: {exc}") from None
        if field == "points" and isinstance(value, Decimal):
            points = [(k, v) for k, v in points if k != key] + [(key, value)]
        else:
            values[field] = value
    base = options or GeneratorOptions()
    result = base.model_copy(update={**values, "points": tuple(points)})
    defaults = GeneratorSettings()
    low = defaults.lowest_rating if result.lowest_rating is None else result.lowest_rating
    high = defaults.highest_rating if result.highest_rating is None else result.highest_rating
    if low > high:
        raise InputError(f"LowestRating {low} is above HighestRating {high}")
    return result

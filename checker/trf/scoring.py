"""Scoring records (TRF-2026 162, JaVaFo XXS, bbpPairings BB?) to a ScoringSystem and back.

162 (TRF-2026 2.4): W win (also forfeit win and full-point bye), D draw (also half-point bye),
L loss, A absence (zero-point bye and forfeit loss), P pairing-allocated bye (default: as W),
X unknown result (default: as D). 162 is the base; XXS and BB? lines then override it in file
order ("later overrides earlier", JaVaFo AUM).

>>> s = apply_scoring([("162", (("W", Decimal(3)), ("D", Decimal(1))))])
>>> (s.white_win, s.full_bye, s.pab, s.half_bye, s.unknown)
(Decimal('3'), Decimal('3'), Decimal('3'), Decimal('1'), Decimal('1'))
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal, InvalidOperation

from checker.models import ScoringSystem, TeamScoring

ScoringLine = tuple[str, Sequence[tuple[str, Decimal]]]
"""A scoring record: its source (``162``, ``XXS`` or ``BB``) and its (code, points) pairs."""

_162: dict[str, tuple[str, ...]] = {
    "W": ("white_win", "black_win", "forfeit_win", "full_bye"),
    "D": ("white_draw", "black_draw", "half_bye"),
    "L": ("white_loss", "black_loss"),
    "A": ("forfeit_loss", "zero_bye"),
    "P": ("pab",),
    "X": ("unknown",),
}
_XXS: dict[str, tuple[str, ...]] = {
    "WW": ("white_win",),
    "BW": ("black_win",),
    "WD": ("white_draw",),
    "BD": ("black_draw",),
    "WL": ("white_loss",),
    "BL": ("black_loss",),
    "ZPB": ("zero_bye",),
    "HPB": ("half_bye",),
    "FPB": ("full_bye",),
    "PAB": ("pab",),
    "FW": ("forfeit_win",),
    "FL": ("forfeit_loss",),
    "W": ("white_win", "black_win", "forfeit_win", "full_bye"),
    "D": ("white_draw", "black_draw", "half_bye"),
}
_BB: dict[str, tuple[str, ...]] = {
    "BBW": ("white_win", "black_win", "forfeit_win", "full_bye"),
    "BBD": ("white_draw", "black_draw", "half_bye"),
    "BBL": ("white_loss", "black_loss"),
    "BBZ": ("zero_bye",),
    "BBF": ("forfeit_loss",),
    "BBU": ("pab",),
}


def apply_scoring(lines: Sequence[ScoringLine]) -> ScoringSystem:
    """The scoring system of a file from its scoring records, in file order."""
    values: dict[str, Decimal] = {}
    given_162 = {code: points for source, pairs in lines if source == "162" for code, points in pairs}
    if "W" in given_162:
        given_162.setdefault("P", given_162["W"])
    if "D" in given_162:
        given_162.setdefault("X", given_162["D"])
    for code, points in given_162.items():
        values.update(dict.fromkeys(_162[code], points))
    has_bbu = any(source == "BB" and code == "BBU" for source, pairs in lines for code, _ in pairs)
    for source, pairs in lines:
        if source == "162":
            continue
        table = _XXS if source == "XXS" else _BB
        for code, points in pairs:
            values.update(dict.fromkeys(table[code], points))
            if code == "BBW" and not has_bbu:
                values["pab"] = points  # bbpPairings: BBU defaults to BBW
    return ScoringSystem(**values)


def apply_team_scoring(lines: Sequence[Sequence[tuple[str, Decimal]]]) -> TeamScoring:
    """Match points from 362 records (TW, TD, TL), later lines overriding earlier ones."""
    names = {"TW": "win", "TD": "draw", "TL": "loss"}
    return TeamScoring(**{names[code]: points for pairs in lines for code, points in pairs})


def points_text(value: Decimal, width: int | None = None) -> str:
    """Points as written in TRF: one decimal when exact (``1.0``, ``0.5``), else all digits.

    Raises ValueError when ``width`` is given and the value does not fit.
    """
    try:
        one = value.quantize(Decimal("0.1"))
    except InvalidOperation:  # more digits than the decimal context holds
        one = None
    text = f"{one:.1f}" if one == value else format(value.normalize(), "f")
    if width is not None and len(text) > width:
        whole = format(value.normalize(), "f")
        if len(whole) <= width:
            return whole
        raise ValueError(f"{value} does not fit in {width} columns")
    return text


def scoring_lines(scoring: ScoringSystem) -> list[str]:
    """162 (and XXS for what 162 cannot say) records that read back as ``scoring``."""
    if scoring == ScoringSystem():
        return []
    s = scoring
    items = [("W", s.white_win), ("D", s.white_draw), ("L", s.white_loss)]
    if s.zero_bye != 0:
        items.append(("A", s.zero_bye))
    if s.pab != s.white_win:
        items.append(("P", s.pab))
    if s.unknown != s.white_draw:
        items.append(("X", s.unknown))
    line = "162 " + "".join(f" {code}{points_text(v, 4):>4}   " for code, v in items)
    implied = apply_scoring([("162", items)])
    extra = [
        f"{code}={points_text(getattr(s, names[0]))}"
        for code, names in _XXS.items()
        if len(names) == 1 and getattr(s, names[0]) != getattr(implied, names[0])
    ]
    lines = [line.rstrip()]
    if extra:
        lines.append("XXS " + " ".join(extra))
    return lines


def team_scoring_line(scoring: TeamScoring) -> str:
    """The 362 record of a team scoring system (TW, TD, TL at columns 5-6, 14-15, 23-24)."""
    items = (("TW", scoring.win), ("TD", scoring.draw), ("TL", scoring.loss))
    return ("362" + "".join(f" {code}{points_text(v, 4):>4}  " for code, v in items)).rstrip()

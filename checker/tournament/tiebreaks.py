"""The tie-breaks a file declares (TRF-2026 record 202, else 212 without PTS) and the common ones computed.

A declared code is ``NAME[:MP|:GP][/MODIFIER...]`` (TRF-2026: ``BH:MP/C1/P``). Computed: PTS, BH (Buchholz),
SB (Sonneborn-Berger), WIN (rounds won, played or not), WON (games won over the board), ARO (average rating of
the opponents), DE (direct encounter, where everyone tied has met everyone else), with the modifiers ``Cn``
(cut the n lowest), ``Mn`` (cut the n lowest and n highest) and ``P`` (forfeits count as games against the
scheduled opponent), and for a team ``:MP`` (default) or ``:GP``. Any other code or modifier is named and
not computed. The FIDE Tie-Break Regulations are not in the project's rules folder: the readings taken
(unplayed rounds as a virtual opponent on the competitor's own points) are in docs/interpretations-tiebreaks.md.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

from checker.models import Frozen, Tournament
from checker.tournament.standings import ZERO, Outcome, Results, Values, points_after, score

PointType = Literal["MP", "GP"]
"""Match points or game points of a team (TRF-2026 ``:MP`` / ``:GP``)."""
NAMES: dict[str, str] = {
    "PTS": "points", "BH": "Buchholz", "SB": "Sonneborn-Berger", "WIN": "rounds won",
    "WON": "games won over the board", "ARO": "average rating of opponents", "DE": "direct encounter",
}
"""The codes computed here and their names for an arbiter."""
_CONTRIBUTIONS = frozenset({"BH", "SB"})
"""Codes made of one value per round, which the modifiers ``Cn``, ``Mn`` and ``P`` apply to."""
_CODE = re.compile(r"^(?P<name>[A-Za-z0-9]+)(?::(?P<points>[A-Za-z]+))?(?P<mods>(?:/[A-Za-z0-9]+)*)$")
_CUT = re.compile(r"^(?P<kind>[CM])(?P<n>[1-9])$")

class TieBreak(Frozen):
    """One declared tie-break: its code as written, what it is, whether swisscheck computes it."""

    code: str
    name: str = ""
    points: PointType | None = None
    cut: int = 0
    """``Cn``: the n lowest values cut; ``Mn``: also the n highest (``median``)."""
    median: bool = False
    forfeits_played: bool = False
    """``P``: a forfeited game counts as a game against the scheduled opponent."""
    computed: bool = False

    @property
    def words(self) -> str:
        """``Buchholz Cut-1``, or the code with "not computed"."""
        if not self.computed:
            return f"{self.code} (not computed)"
        text = NAMES[self.name] + (f" Median-{self.cut}" if self.median else f" Cut-{self.cut}" if self.cut else "")
        return text + (" on game points" if self.points == "GP" else "")


def parse(code: str, team: bool) -> TieBreak:
    """One declared code read: computed only when its name, point type and modifiers are all known here."""
    match = _CODE.match(code.strip())
    if match is None or match["name"].upper() not in NAMES:
        return TieBreak(code=code.strip())
    name, points = match["name"].upper(), (match["points"] or "").upper()
    known = points in ("", "MP", "GP") and (team or not points)
    cut, median, forfeits = 0, False, False
    for mod in (m.upper() for m in match["mods"].split("/")[1:]):
        cutting = _CUT.match(mod)
        if cutting is not None and name in _CONTRIBUTIONS:
            cut, median = int(cutting["n"]), cutting["kind"] == "M"
        elif mod == "P" and name in _CONTRIBUTIONS:
            forfeits = True
        else:
            known = False
    known = known and not (team and name in ("SB", "ARO"))
    kind: PointType | None = "GP" if points == "GP" else "MP" if team else None
    return TieBreak(code=code.strip(), name=name, points=kind, cut=cut, median=median, forfeits_played=forfeits,
                    computed=known)


def declared_tiebreaks(tournament: Tournament) -> tuple[TieBreak, ...]:
    """The tie-breaks of record 202 (else 212 without its PTS), in order; () when the file declares none."""
    texts = {r.code: r.text[4:].strip() for r in tournament.headers if r.code in ("202", "212")}
    text = texts.get("202") or texts.get("212", "")
    codes = [c.strip() for c in text.split(",") if c.strip()]
    if "202" not in texts:
        codes = [c for c in codes if c.upper() != "PTS"]
    return tuple(parse(c, bool(tournament.teams)) for c in codes)


def _totals(results: Results, tb: TieBreak, round_number: int) -> dict[int, Decimal]:
    """Number -> the points the tie-break counts after the round (a team's game points with ``:GP``)."""
    if tb.points == "GP":
        return {n: sum((o.game_points or ZERO for o in outs[:round_number]), ZERO) for n, outs in results.items()}
    points = points_after(results, round_number)
    return {n: score(points, n, round_number) for n in results}


def _faced(o: Outcome, tb: TieBreak, results: Results) -> bool:
    """The round counts as a game against its opponent (played, or a forfeit with ``P``)."""
    return o.opponent is not None and o.opponent in results and (o.played or tb.forfeits_played)


def _cut(values: list[Decimal], tb: TieBreak) -> Decimal:
    """The sum once the ``Cn`` lowest (and, for ``Mn``, the n highest) values are cut."""
    kept = sorted(values)[tb.cut:]
    if tb.median and tb.cut:
        kept = kept[:-tb.cut] if len(kept) > tb.cut else []
    return sum(kept, ZERO)


def _per_round(results: Results, tb: TieBreak, round_number: int, win: Decimal) -> Values:
    """BH and SB: per round the opponent's points (an unplayed round: the competitor's own, a virtual
    opponent), for SB weighted by the share of a win the round gave; cut as the modifiers say."""
    totals = _totals(results, tb, round_number)
    out: Values = {}
    for n, outs in results.items():
        values = []
        for o in outs[:round_number]:
            opponent = totals[o.opponent] if _faced(o, tb, results) and o.opponent is not None else totals[n]
            values.append(opponent if tb.name == "BH" else opponent * o.points / win)
        out[n] = _cut(values, tb)
    return out


def _direct_encounter(results: Results, tb: TieBreak, round_number: int) -> Values:
    """DE: among competitors on equal points, the points scored against each other, where every one of
    them met every other (else no value for that group)."""
    totals = _totals(results, tb, round_number)
    groups: dict[Decimal, list[int]] = {}
    for n in results:
        groups.setdefault(totals[n], []).append(n)
    out: Values = {}
    for members in groups.values():
        met = {n: {o.opponent for o in results[n][:round_number] if _faced(o, tb, results)} for n in members}
        complete = all(set(members) - {n} <= met[n] for n in members)
        for n in members:
            out[n] = (sum((o.points for o in results[n][:round_number]
                           if o.opponent in members and _faced(o, tb, results)), ZERO) if complete else None)
    return out


def _average_rating(results: Results, ratings: Mapping[int, int | None], round_number: int) -> Values:
    """ARO: the mean rating of the rated opponents met over the board, rounded half up (none met: no value)."""
    out: Values = {}
    for n, outs in results.items():
        rated = [ratings.get(o.opponent) or 0 for o in outs[:round_number] if o.played and o.opponent is not None]
        rated = [r for r in rated if r > 0]
        out[n] = (Decimal(sum(rated)) / len(rated)).quantize(Decimal(1), ROUND_HALF_UP) if rated else None
    return out


def tiebreak_values(tb: TieBreak, results: Results, ratings: Mapping[int, int | None], round_number: int,
           win: Decimal) -> Values | None:
    """The tie-break's value of every competitor after the round; None when it is not computed."""
    if not tb.computed:
        return None
    if tb.name in _CONTRIBUTIONS:
        return _per_round(results, tb, round_number, win)
    if tb.name == "DE":
        return _direct_encounter(results, tb, round_number)
    if tb.name == "ARO":
        return _average_rating(results, ratings, round_number)
    if tb.name == "PTS":
        return dict(_totals(results, tb, round_number))
    return {n: Decimal(sum(o.wins if tb.name == "WIN" else o.wins_played for o in outs[:round_number]))
            for n, outs in results.items()}

"""The Buchholz family (C.07 8.1 BH, 8.3 FB, 9.1 SB) with the modifiers (C.07 14) and the unplayed rounds of the
edition in force (C.07 16; the 2009 virtual opponent before the rewrite).
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import NamedTuple

from checker.tournament.standings import ZERO, Values
from checker.tournament.tiebreak_codes import PointType, TieBreak
from checker.tournament.tiebreak_event import (
    Event,
    draw_of,
    is_pab,
    round_points,
    rounds_of,
    voluntary,
    win_of,
)


def adjusted_scores(event: Event, tb: TieBreak) -> tuple[dict[int, Decimal], dict[int, Decimal]]:
    """Per competitor: its score, and its adjusted score as its opponents' Buchholz counts it (C.07 16.3: the
    voluntary unplayed rounds after its last round not voluntary count as draws; Fore Buchholz, C.07 8.3, in the
    standings after the last round: that round, when paired, counts as a draw)."""
    draw = draw_of(event, tb)
    fore = tb.name == "FB" and event.round_number == event.total_rounds
    own: dict[int, Decimal] = {}
    adjusted: dict[int, Decimal] = {}
    for n in event.results:
        outs = rounds_of(event, n)
        points = [round_points(event, o, tb) for o in outs]
        last_paired = outs and (outs[-1].opponent is not None or outs[-1].played or is_pab(outs[-1]))
        if fore and last_paired:
            last = len(outs)
        else:
            last = max((o.round for o in outs if not voluntary(o, event)), default=0)
        total = sum(points, ZERO)
        if event.edition.virtual_opponent:  # Congress 2009: "all unplayed games ... considered to have been drawn"
            own[n], adjusted[n] = total, sum((p if o.opponent is not None and (o.played or tb.forfeits_played)
                                              else draw for o, p in zip(outs, points)), ZERO)
            continue
        value = sum((p if o.round <= last or o.opponent is not None else draw for o, p in zip(outs, points)), ZERO)
        if fore and outs and outs[-1].opponent is not None:
            value += draw - points[-1]
            total += draw - points[-1]
        own[n], adjusted[n] = total, value
    return own, adjusted


class _Contribution(NamedTuple):
    """One round's value in a Buchholz-family tie-break: the opponent's score (``score``), the value counted
    (``value``: SB multiplies by the round's points), whether the round was voluntary unplayed (cut first)."""

    round: int
    score: Decimal
    value: Decimal
    voluntary: bool


def _contributions(event: Event, tb: TieBreak, n: int, own: Mapping[int, Decimal],
                   adjusted: Mapping[int, Decimal]) -> list[_Contribution]:
    """Competitor ``n``'s rounds in BH, FB, SB: a game (or a forfeit with ``P``; FB: the last round) against the
    opponent's adjusted score; an unplayed round against a dummy opponent on the participant's own score
    (C.07 2024 16.4), at most the forfeiting opponent's adjusted score or a draw per round (C.07 2026 16.4)."""
    out = []
    results, sb, caps = event.results, tb.name in ("SB", "ESB"), event.edition.caps_unplayed
    own_kind = tb.model_copy(update={"points": tb.own}) if tb.name == "ESB" else tb
    always = tb.forfeits_played or (tb.name == "FB" and event.round_number == event.total_rounds)
    draw = draw_of(event, tb)
    no_opponent_cap = draw * event.round_number
    before = ZERO
    for o in rounds_of(event, n):
        opponent = o.opponent
        facing = o.played or tb.forfeits_played or (always and o.round == event.total_rounds)
        points = round_points(event, o, tb)
        if facing and opponent is not None and opponent in results:
            score, unplayed = adjusted[opponent], False
        elif event.edition.virtual_opponent:
            # Congress 2009: a virtual opponent "who has the same number of points at the beginning of the round
            # and who draws in all the following rounds", the result by forfeit "considered as a normal result"
            score = before + (win_of(event, tb) - points) + draw * (event.round_number - o.round)
            unplayed = False
        else:
            score, unplayed = own[n], voluntary(o, event)
            if caps:
                score = min(score, adjusted[opponent] if opponent is not None and opponent in adjusted
                            else no_opponent_cap)
        value = score * (round_points(event, o, own_kind) if own_kind is not tb else points) if sb else score
        out.append(_Contribution(o.round, score, value, unplayed))
        before += points
    return out


def _cut(contributions: list[_Contribution], tb: TieBreak, rounds: int) -> Decimal:
    """The sum once the modifiers cut (C.07 14): the ``Cn`` least significant values, a voluntary unplayed round
    first (C.07 16.5.1) as long as its value is not lower than the least significant; with ``Mn`` also the n most
    significant."""
    if not tb.cut:
        return sum((c.value for c in contributions), ZERO)
    kept = list(contributions)
    low = min(tb.cut, rounds)
    high = min(tb.cut, rounds - low) if tb.median else 0
    for _ in range(low):
        if not kept:
            break
        lowest = min(kept, key=lambda c: (c.score, c.value))
        voluntary = [c for c in kept if c.voluntary]
        unplayed = min(voluntary, key=lambda c: (c.value, c.score)) if voluntary else None
        kept.remove(unplayed if unplayed is not None and lowest.value <= unplayed.value else lowest)
    for _ in range(high):
        if not kept:
            break
        kept.remove(max(kept, key=lambda c: (c.score, c.value)))
    return sum((c.value for c in kept), ZERO)


Scores = dict[tuple[bool, PointType | None], tuple[dict[int, Decimal], dict[int, Decimal]]]
"""The competitors' own and adjusted scores of a round, by (Fore Buchholz, point type): worked out once for all
the Buchholz-family tie-breaks of a list."""


def shared_scores(event: Event, tb: TieBreak, scores: Scores) -> tuple[dict[int, Decimal], dict[int, Decimal]]:
    """``_scores`` of the tie-break, reused from ``scores`` when an earlier tie-break of the list needed them."""
    key = (tb.name == "FB", tb.points)
    if key not in scores:
        scores[key] = adjusted_scores(event, tb)
    return scores[key]


def buchholz_values(event: Event, tb: TieBreak, scores: Scores) -> Values:
    """BH, FB, SB, ESB (C.07 8.1, 8.3, 9.1, 13.2) with their modifiers."""
    own, adjusted = shared_scores(event, tb, scores)
    return {n: _cut(_contributions(event, tb, n, own, adjusted), tb, event.round_number) for n in event.results}

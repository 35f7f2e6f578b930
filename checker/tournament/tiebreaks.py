"""The tie-breaks a file declares (TRF-2026 record 202, else 212 without PTS) and their values under C.07.

A declared code is ``NAME[:MP|:GP][/MODIFIER...]`` (TRF-2026: ``BH:MP/C1/P``). Computed for an individual event:
PTS, BH, FB, SB, AOB (Buchholz family, C.07 8-9), ARO, TPR, PTP, APRO, APPO, RTNG (ratings, C.07 10), WIN, WON, BPG,
BWG, GE/REP, PS, STD, TPN (C.07 7), KS (9.2), DE (C.07 6: a place among the tied), with the modifiers ``Cn`` /
``Mn`` (C.07 14) and ``P`` (forfeits as games against the scheduled opponent); a team: PTS, BH, FB, SB, WIN, WON,
PS, STD, KS, DE on match points (``:MP``, the default) or game points (``:GP``), the extended Sonneborn-Berger
(C.07 13.2, EMGSB ...), MPvGP, the extended direct encounter (13.3: EDE, EDET, EDEB; ``tournament.encounter``),
the board tie-breaks (12: BC, TBR, BBE) and SSSC (13.4; ``tournament.team_tiebreaks``). Any other code or modifier
is named and not computed. Unplayed rounds follow the edition in force (``tournament.c07``); the readings taken are in
docs/interpretations-tiebreaks.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from checker.tournament.buchholz import Scores, adjusted_scores, buchholz_values
from checker.tournament.encounter import direct_encounter
from checker.tournament.performance import average_of, precision, rated, rating_values
from checker.tournament.standings import ZERO, Values
from checker.tournament.team_tiebreaks import team_values
from checker.tournament.tiebreak_codes import ENCOUNTERS, LOWER_FIRST, PLACES, RATINGS, TieBreak, parse
from checker.tournament.tiebreak_event import Event, draw_of, is_pab, round_points, rounds_of, win_of


def _counts(event: Event, tb: TieBreak) -> Values:
    """WIN, WON, BPG, BWG, GE/REP (C.07 7): rounds that gave a win's points; games won over the board; games
    played with black; won with black; rounds one elected to play (played, the PAB, or worth a win)."""
    out: Values = {}
    for n in event.results:
        count = 0
        for o in rounds_of(event, n):
            if len(o.results) > 1 and tb.name in ("WIN", "WON"):  # a Double-Swiss match: its games
                count += o.wins if tb.name == "WIN" else o.wins_played
                continue
            points = round_points(event, o, tb)
            won = points == (win_of(event, tb))
            black = o.colour == "b" and o.played and o.opponent is not None
            count += {"WIN": won, "WON": won and o.played and o.opponent is not None, "BPG": black,
                      "BWG": black and won, "GE": o.played or is_pab(o) or won,
                      "REP": o.played or is_pab(o) or won}[tb.name]
        out[n] = Decimal(count)
    return out


def _progressive(event: Event, tb: TieBreak) -> Values:
    """PS (C.07 7.5): the sum of the running scores after each round, the first n rounds cut with ``Cn``."""
    out: Values = {}
    for n in event.results:
        running, total = ZERO, ZERO
        for o in rounds_of(event, n):
            running += round_points(event, o, tb)
            total += running if o.round > tb.cut else ZERO
        out[n] = total
    return out


def _standard(event: Event, tb: TieBreak) -> Values:
    """STD (C.07 2026 7.7): 1 per round worth more than a draw, ½ per round worth a draw (the points of a
    standard scoring, whatever the event's)."""
    draw = draw_of(event, tb)
    return {n: sum((Decimal(1) if (p := round_points(event, o, tb)) > draw else Decimal("0.5") if p == draw
                    else ZERO for o in rounds_of(event, n)), ZERO) for n in event.results}


def _koya(event: Event, tb: TieBreak) -> Values:
    """KS (C.07 9.2): the points scored against the opponents who scored at least half the maximum."""
    own, _ = adjusted_scores(event, TieBreak(code="PTS", name="PTS", points=tb.points, computed=True))
    win = win_of(event, tb)
    limit = win * event.round_number / 2
    return {n: sum((round_points(event, o, tb) for o in rounds_of(event, n)
                    if o.opponent is not None and o.opponent in own and own[o.opponent] >= limit), ZERO)
            for n in event.results}


def _tied(event: Event, tb: TieBreak, scores: Scores, ties: Mapping[int, tuple[Decimal, ...]]) -> Values:
    """A tie-break read within the groups tied before it (DE, EDE..., TBR, BBE) or a team tie-break (BC, SSSC)."""
    if tb.name in ENCOUNTERS:
        return direct_encounter(event, tb, ties)
    return team_values(event, tb, scores, ties)


def _ties(event: Event, columns: Sequence[Values | None]) -> dict[int, tuple[Decimal, ...]]:
    """Per competitor: its points and the values of the tie-breaks so far (lower-first ones negated; no value:
    below every value), what a tied group shares."""
    low = Decimal("-1e18")
    points = adjusted_scores(event, TieBreak(code="PTS", name="PTS", computed=True))[0]
    return {n: (points[n], *(low if (v := c.get(n)) is None else v for c in columns if c is not None))
            for n in event.results}


def tiebreak_columns(tiebreaks: Sequence[TieBreak], event: Event) -> list[Values | None]:
    """Each tie-break's values after the round, in order (None: not computed); the scores the Buchholz family
    reads are worked out once for the whole list."""
    scores: Scores = {}
    columns: list[Values | None] = []
    for tb in tiebreaks:
        if tb.name in PLACES | {"SSSC", "BC"} and tb.computed and event.edition.computed:
            columns.append(_tied(event, tb, scores, _ties(event, _ranking(columns, tiebreaks))))
        else:
            columns.append(_values(tb, event, scores))
    return columns


def _ranking(columns: Sequence[Values | None], tiebreaks: Sequence[TieBreak]) -> list[Values | None]:
    """The columns as they rank (a lower-first one negated), up to the first not computed."""
    out: list[Values | None] = []
    for column, tb in zip(columns, tiebreaks):
        if column is None:
            break
        out.append({n: None if v is None else -v for n, v in column.items()} if tb.name in LOWER_FIRST else column)
    return out


def tiebreak_values(tb: TieBreak, event: Event) -> Values | None:
    """The tie-break's value of every competitor after the round; None when it is not computed (an unknown
    code, or an edition swisscheck does not compute)."""
    return _values(tb, event, {})


def _values(tb: TieBreak, event: Event, scores: Scores) -> Values | None:
    """``tiebreak_values``, with the scores already worked out for the list."""
    if not tb.computed or not event.edition.computed:
        return None
    values: Values
    if tb.name in ("BH", "FB", "SB", "ESB"):
        values = buchholz_values(event, tb, scores)
    elif tb.name == "MPVGP":  # the points that do not rank first: a team's game points (match points rank)
        values = dict(adjusted_scores(event, tb.model_copy(update={"points": "GP"}))[0])
    elif tb.name == "AOB":
        values = average_of(event, buchholz_values(event, tb.model_copy(update={"name": "BH"}), scores),
                             precision(event.round_number))
    elif tb.name in RATINGS:
        values = rating_values(event, tb)
    elif tb.name in ("APRO", "APPO"):
        base = parse("TPR" if tb.name == "APRO" else "PTP", team=False)
        values = average_of(event, rating_values(event, base), Decimal(1))
    elif tb.name == "PTS":
        values = dict(adjusted_scores(event, tb)[0])
    elif tb.name == "PS":
        values = _progressive(event, tb)
    elif tb.name == "STD":
        values = _standard(event, tb)
    elif tb.name == "TPN":
        values = {n: Decimal(n) for n in event.results}
    elif tb.name == "RTNG":
        everyone = rated(event)
        values = {n: Decimal(r) if everyone and (r := event.ratings.get(n)) else None for n in event.results}
    elif tb.name == "KS":
        values = _koya(event, tb)
    elif tb.name in PLACES | {"SSSC", "BC"}:
        values = _tied(event, tb, scores, _ties(event, []))
    else:
        values = _counts(event, tb)
    return values

"""The tie-breaks a file declares (TRF-2026 record 202, else 212 without PTS) and their values under C.07.

A declared code is ``NAME[:MP|:GP][/MODIFIER...]`` (TRF-2026: ``BH:MP/C1/P``). Computed for an individual event:
PTS, BH, FB, SB, AOB (Buchholz family, C.07 8-9), ARO, TPR, PTP, APRO, APPO, RTNG (ratings, C.07 10), WIN, WON, BPG,
BWG, GE/REP, PS, STD, TPN (C.07 7), KS (9.2), DE (C.07 6: a place among the tied), with the modifiers ``Cn`` /
``Mn`` (C.07 14) and ``P`` (forfeits as games against the scheduled opponent); a team: PTS, BH, FB, SB, WIN, WON,
PS, STD, KS, DE on match points (``:MP``, the default) or game points (``:GP``). Any other code or modifier is named
and not computed. Unplayed rounds follow the edition in force (``tournament.c07``); the readings taken are in
docs/interpretations-tiebreaks.md.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal, NamedTuple

from checker.models import Frozen, Tournament
from checker.tournament.c07 import E2026, Edition
from checker.tournament.rating_tables import expected_score, score_difference
from checker.tournament.standings import ZERO, Outcome, Results, Values

PointType = Literal["MP", "GP"]
"""Match points or game points of a team (TRF-2026 ``:MP`` / ``:GP``)."""
NAMES: dict[str, str] = {
    "PTS": "points", "BH": "Buchholz", "FB": "Fore Buchholz", "SB": "Sonneborn-Berger",
    "AOB": "average of opponents' Buchholz", "ARO": "average rating of opponents",
    "TPR": "tournament performance rating", "PTP": "perfect tournament performance",
    "APRO": "average performance rating of opponents", "APPO": "average perfect performance of opponents",
    "WIN": "rounds won", "WON": "games won over the board", "BPG": "games played with black",
    "BWG": "games won with black", "GE": "games one elected to play", "REP": "rounds one elected to play",
    "PS": "progressive scores", "KS": "Koya system", "DE": "direct encounter", "STD": "standard points",
    "TPN": "tournament pairing number", "RTNG": "rating",
}
"""The codes computed here and their names for an arbiter (C.07 5, the table of tie-breaks)."""
_CONTRIBUTIONS = frozenset({"BH", "FB", "SB", "AOB"})
"""Codes made of one value per round, which the modifiers ``Cn``, ``Mn`` and ``P`` apply to."""
_RATINGS = frozenset({"ARO", "TPR", "PTP"})
"""Codes on the ratings of the opponents met over the board, which ``Cn`` and ``Mn`` apply to (C.07 14)."""
_CUTTABLE = _CONTRIBUTIONS | _RATINGS | {"PS"}
_INDIVIDUAL_ONLY = _RATINGS | {"APRO", "APPO", "AOB", "BPG", "BWG", "GE", "REP", "RTNG", "TPN"}
"""Not computed for a team (C.07 weighs them otherwise for teams, or they need the boards' players)."""
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
        if cutting is not None and name in _CUTTABLE and not (name == "PS" and cutting["kind"] == "M"):
            cut, median = int(cutting["n"]), cutting["kind"] == "M"
        elif mod == "P" and name in _CONTRIBUTIONS | {"DE"}:
            forfeits = True
        else:
            known = False
    known = known and not (team and name in _INDIVIDUAL_ONLY)
    kind: PointType | None = "GP" if points == "GP" else "MP" if team else None
    return TieBreak(code=code.strip(), name=name, points=kind, cut=cut, median=median, forfeits_played=forfeits,
                    computed=known)


def declared_codes(tournament: Tournament) -> tuple[str, ...]:
    """The codes of record 202 (else 212 without its PTS), in order; () when the file declares none."""
    texts = {r.code: r.text[4:].strip() for r in tournament.headers if r.code in ("202", "212")}
    text = texts.get("202") or texts.get("212", "")
    codes = [c.strip() for c in text.split(",") if c.strip()]
    if "202" not in texts:
        codes = [c for c in codes if c.upper() != "PTS"]
    return tuple(codes)


def declared_tiebreaks(tournament: Tournament) -> tuple[TieBreak, ...]:
    """The tie-breaks of record 202 (else 212 without its PTS), in order; () when the file declares none."""
    return tuple(parse(c, bool(tournament.teams)) for c in declared_codes(tournament))


@dataclass(frozen=True)
class Event:
    """What the tie-breaks of a round are computed from: every competitor's rounds, ratings, the scoring, the
    edition of C.07 in force."""

    results: Results
    ratings: Mapping[int, int | None]
    round_number: int
    """The standings after this round (1..)."""
    total_rounds: int
    """The rounds of the event (Fore Buchholz reads the last round as a draw only in the standings after it)."""
    win: Decimal = Decimal(1)
    """A round won: a game's points for a player, a match's match points for a team (362)."""
    draw: Decimal = Decimal("0.5")
    edition: Edition = E2026
    game_win: Decimal = Decimal(1)
    """A team's match won on every board, in game points (``:GP``)."""
    game_draw: Decimal = Decimal("0.5")
    """A team's match drawn on every board, in game points (``:GP``)."""


def _rounds(event: Event, n: int) -> tuple[Outcome, ...]:
    """Competitor ``n``'s rounds 1..R."""
    return tuple(event.results[n][:event.round_number])


def _round_points(event: Event, o: Outcome, tb: TieBreak) -> Decimal:
    """What the round gave in the tie-break's points: game points of a team's match with ``:GP``."""
    return (o.game_points or ZERO) if tb.points == "GP" else o.points


def _draw(event: Event, tb: TieBreak) -> Decimal:
    """A drawn round in the tie-break's points (a team's game points: a draw on every board)."""
    return event.game_draw if tb.points == "GP" else event.draw


def _win(event: Event, tb: TieBreak) -> Decimal:
    """A round won in the tie-break's points."""
    return event.game_win if tb.points == "GP" else event.win


def _pab(o: Outcome) -> bool:
    """The pairing-allocated bye (C.07 16.2.1)."""
    return o.opponent is None and "U" in o.results


def _voluntary(o: Outcome, event: Event) -> bool:
    """A voluntary unplayed round (C.07 16.2.4-16.2.5: a half- or zero-point bye, a forfeit loss, an absence):
    not played, not the PAB, and worth less than a win (a forfeit win or a full-point bye is not voluntary)."""
    return not o.played and not _pab(o) and o.points < event.win


def _met(o: Outcome, results: Results) -> bool:
    """A game played over the board against a competitor of the file."""
    return o.played and o.opponent is not None and o.opponent in results


def _scores(event: Event, tb: TieBreak) -> tuple[dict[int, Decimal], dict[int, Decimal]]:
    """Per competitor: its score, and its adjusted score as its opponents' Buchholz counts it (C.07 16.3: the
    voluntary unplayed rounds after its last round not voluntary count as draws; Fore Buchholz, C.07 8.3, in the
    standings after the last round: that round, when paired, counts as a draw)."""
    draw = _draw(event, tb)
    fore = tb.name == "FB" and event.round_number == event.total_rounds
    own: dict[int, Decimal] = {}
    adjusted: dict[int, Decimal] = {}
    for n in event.results:
        outs = _rounds(event, n)
        points = [_round_points(event, o, tb) for o in outs]
        last_paired = outs and (outs[-1].opponent is not None or outs[-1].played or _pab(outs[-1]))
        if fore and last_paired:
            last = len(outs)
        else:
            last = max((o.round for o in outs if not _voluntary(o, event)), default=0)
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
    results, sb, caps = event.results, tb.name == "SB", event.edition.caps_unplayed
    always = tb.forfeits_played or (tb.name == "FB" and event.round_number == event.total_rounds)
    draw = _draw(event, tb)
    no_opponent_cap = draw * event.round_number
    before = ZERO
    for o in _rounds(event, n):
        opponent = o.opponent
        facing = o.played or tb.forfeits_played or (always and o.round == event.total_rounds)
        points = _round_points(event, o, tb)
        if facing and opponent is not None and opponent in results:
            score, voluntary = adjusted[opponent], False
        elif event.edition.virtual_opponent:
            # Congress 2009: a virtual opponent "who has the same number of points at the beginning of the round
            # and who draws in all the following rounds", the result by forfeit "considered as a normal result"
            score = before + (_win(event, tb) - points) + draw * (event.round_number - o.round)
            voluntary = False
        else:
            score, voluntary = own[n], _voluntary(o, event)
            if caps:
                score = min(score, adjusted[opponent] if opponent is not None and opponent in adjusted
                            else no_opponent_cap)
        value = score * points if sb else score
        out.append(_Contribution(o.round, score, value, voluntary))
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


def _shared_scores(event: Event, tb: TieBreak, scores: Scores) -> tuple[dict[int, Decimal], dict[int, Decimal]]:
    """``_scores`` of the tie-break, reused from ``scores`` when an earlier tie-break of the list needed them."""
    key = (tb.name == "FB", tb.points)
    if key not in scores:
        scores[key] = _scores(event, tb)
    return scores[key]


def _buchholz(event: Event, tb: TieBreak, scores: Scores) -> Values:
    """BH, FB, SB (C.07 8.1, 8.3, 9.1) with their modifiers."""
    own, adjusted = _shared_scores(event, tb, scores)
    return {n: _cut(_contributions(event, tb, n, own, adjusted), tb, event.round_number) for n in event.results}


def _precision(rounds: int) -> Decimal:
    """The decimals of an average of Buchholz: enough to tell every value apart at this many rounds."""
    return Decimal("0.01") if rounds < 9 else Decimal("0.001") if rounds < 27 else Decimal("0.0001")


def _average_of(event: Event, values: Values, quantum: Decimal) -> Values:
    """The mean of a value over the opponents met over the board (opponents without one are left out)."""
    out: Values = {}
    for n in event.results:
        found = [v for o in _rounds(event, n) if _met(o, event.results) and o.opponent is not None
                 and (v := values.get(o.opponent)) is not None]
        out[n] = (sum(found, ZERO) / len(found)).quantize(quantum, ROUND_HALF_UP) if found else None
    return out


def _rated(event: Event) -> bool:
    """Every competitor has a rating (otherwise the rating tie-breaks have no value: C.07 10, an unrated
    participant's rating is for the tournament's regulations to set)."""
    return all(event.ratings.get(n) for n in event.results)


_GAME_POINTS = {"1": Decimal(1), "W": Decimal(1), "=": Decimal("0.5"), "D": Decimal("0.5"), "0": ZERO, "L": ZERO}
"""A game played over the board and what it gives for a performance rating (1, ½, 0, whatever the scoring)."""


def _opponents(event: Event, tb: TieBreak, n: int) -> list[tuple[int, Decimal]]:
    """The ratings of the opponents met over the board, one per game played (a Double-Swiss match: two), and the
    rating points scored in each, cut as the modifiers say (the lowest ratings first, then with ``Mn`` the
    highest)."""
    met = sorted(((event.ratings.get(o.opponent) or 0, _GAME_POINTS[code]) for o in _rounds(event, n)
                  if _met(o, event.results) and o.opponent is not None
                  for code in o.results if code in _GAME_POINTS), key=lambda x: x[0])
    low = min(tb.cut, event.round_number)
    high = min(tb.cut, event.round_number - low) if tb.median else 0
    return met[low:len(met) - high] if high else met[low:]


def _mean_rating(ratings: list[int]) -> int:
    """The average rating, rounded half up (C.07 10.1)."""
    return int((Decimal(sum(ratings)) / len(ratings)).quantize(Decimal(1), ROUND_HALF_UP))


def _tpr(ratings: list[int], score: Decimal) -> int:
    """TPR (C.07 10.2): ARO plus the rating difference of the percentage scored (B.02 8.1.1)."""
    percent = int((score * 100 / len(ratings)).quantize(Decimal(1), ROUND_HALF_UP))
    return _mean_rating(ratings) + score_difference(percent)


def _ptp(ratings: list[int], score: Decimal) -> int:
    """PTP (C.07 10.3): the lowest rating whose expected score against the opponents is at least the score
    (B.02 8.1.2); no point scored: the lowest opponent's rating less 800."""
    if score == 0:
        return min(ratings) - 800
    low, high = min(ratings) - 801, max(ratings) + 800
    if sum((expected_score(high, r) for r in ratings), ZERO) < score:
        return high
    while high - low > 1:
        middle = (low + high) // 2
        if sum((expected_score(middle, r) for r in ratings), ZERO) >= score:
            high = middle
        else:
            low = middle
    return high


def _ratings(event: Event, tb: TieBreak) -> Values:
    """ARO, TPR, PTP over the opponents met over the board (C.07 10); no value without such a game, and for
    nobody when a competitor of the event has no rating."""
    if not _rated(event):
        return {n: None for n in event.results}
    out: Values = {}
    for n in event.results:
        met = _opponents(event, tb, n)
        ratings = [r for r, _ in met]
        score = sum((p for _, p in met), ZERO)
        if not ratings:
            out[n] = None
            continue
        value = (_mean_rating(ratings) if tb.name == "ARO" else _tpr(ratings, score) if tb.name == "TPR"
                 else _ptp(ratings, score))
        out[n] = Decimal(value)
    return out


def _counts(event: Event, tb: TieBreak) -> Values:
    """WIN, WON, BPG, BWG, GE/REP (C.07 7): rounds that gave a win's points; games won over the board; games
    played with black; won with black; rounds one elected to play (played, the PAB, or worth a win)."""
    out: Values = {}
    for n in event.results:
        count = 0
        for o in _rounds(event, n):
            if len(o.results) > 1 and tb.name in ("WIN", "WON"):  # a Double-Swiss match: its games
                count += o.wins if tb.name == "WIN" else o.wins_played
                continue
            points = _round_points(event, o, tb)
            won = points == (_win(event, tb))
            black = o.colour == "b" and o.played and o.opponent is not None
            count += {"WIN": won, "WON": won and o.played and o.opponent is not None, "BPG": black,
                      "BWG": black and won, "GE": o.played or _pab(o) or won,
                      "REP": o.played or _pab(o) or won}[tb.name]
        out[n] = Decimal(count)
    return out


def _progressive(event: Event, tb: TieBreak) -> Values:
    """PS (C.07 7.5): the sum of the running scores after each round, the first n rounds cut with ``Cn``."""
    out: Values = {}
    for n in event.results:
        running, total = ZERO, ZERO
        for o in _rounds(event, n):
            running += _round_points(event, o, tb)
            total += running if o.round > tb.cut else ZERO
        out[n] = total
    return out


def _standard(event: Event, tb: TieBreak) -> Values:
    """STD (C.07 2026 7.7): 1 per round worth more than a draw, ½ per round worth a draw (the points of a
    standard scoring, whatever the event's)."""
    draw = _draw(event, tb)
    return {n: sum((Decimal(1) if (p := _round_points(event, o, tb)) > draw else Decimal("0.5") if p == draw
                    else ZERO for o in _rounds(event, n)), ZERO) for n in event.results}


def _koya(event: Event, tb: TieBreak) -> Values:
    """KS (C.07 9.2): the points scored against the opponents who scored at least half the maximum."""
    own, _ = _scores(event, TieBreak(code="PTS", name="PTS", points=tb.points, computed=True))
    win = _win(event, tb)
    limit = win * event.round_number / 2
    return {n: sum((_round_points(event, o, tb) for o in _rounds(event, n)
                    if o.opponent is not None and o.opponent in own and own[o.opponent] >= limit), ZERO)
            for n in event.results}


def _encounters(event: Event, tb: TieBreak, group: Sequence[int]) -> dict[int, tuple[Decimal, Decimal, bool]]:
    """Per member of ``group``: the points scored against the other members, the most it could have scored
    (a win against each member not met), whether it met them all (C.07 6.1)."""
    members = set(group)
    win = _win(event, tb)
    out = {}
    for n in group:
        met = {o.opponent: _round_points(event, o, tb) for o in _rounds(event, n)
               if o.opponent in members and o.opponent != n and (o.played or tb.forfeits_played)}
        scored = sum(met.values(), ZERO)
        missing = len(members) - 1 - len(met)
        out[n] = (scored, scored + missing * win, missing == 0)
    return out


def _encounter_places(event: Event, tb: TieBreak, group: list[int]) -> dict[int, int]:
    """The place (0-based) of each member of a tied group by direct encounter (C.07 6): when all met, by the
    points scored among them; when not, a participant goes above the rest only while its score exceeds the most
    any of the rest could have scored (6.2); the members still together are compared again among themselves."""
    if len(group) < 2:
        return {n: 0 for n in group}
    scores = _encounters(event, tb, group)
    order = sorted(group, key=lambda n: (-scores[n][0], -scores[n][1], n))
    places: dict[int, int] = {order[0]: 0}
    if all(met for _, _, met in scores.values()):
        for i, n in enumerate(order[1:], start=1):
            places[n] = i if scores[n][0] != scores[order[i - 1]][0] else places[order[i - 1]]
    else:
        apart = True
        for i, n in enumerate(order[1:], start=1):
            apart = apart and scores[order[i - 1]][0] > max(scores[m][1] for m in order[i:])
            places[n] = i if apart else places[order[i - 1]]
    together: dict[int, list[int]] = {}
    for n in order:
        together.setdefault(places[n], []).append(n)
    if len(together) == 1:
        return places
    out: dict[int, int] = {}
    for place, members in together.items():
        inner = _encounter_places(event, tb, members)
        out.update({n: place + inner[n] for n in members})
    return out


def _direct_encounter(event: Event, tb: TieBreak, ties: Mapping[int, tuple[Decimal, ...]]) -> Values:
    """DE (C.07 6) within each group equal on points and on the tie-breaks before it (``ties``): the place by
    direct encounter, 1 for the first; 0 for all the members of a group it does not separate (or of one)."""
    groups: dict[tuple[Decimal, ...], list[int]] = {}
    for n in sorted(event.results):
        groups.setdefault(ties[n], []).append(n)
    out: Values = {}
    for members in groups.values():
        places = _encounter_places(event, tb, members)
        split = len(set(places.values())) > 1
        out.update({n: Decimal(places[n] + 1 if split else 0) for n in members})
    return out


LOWER_FIRST = frozenset({"DE", "TPN"})
"""Tie-breaks whose lower value ranks first (DE gives a place; TPN, C.07 7.8: "in ascending order")."""


def _ties(event: Event, columns: Sequence[Values | None]) -> dict[int, tuple[Decimal, ...]]:
    """Per competitor: its points and the values of the tie-breaks so far (lower-first ones negated; no value:
    below every value), what a tied group shares."""
    low = Decimal("-1e18")
    points = _scores(event, TieBreak(code="PTS", name="PTS", computed=True))[0]
    return {n: (points[n], *(low if (v := c.get(n)) is None else v for c in columns if c is not None))
            for n in event.results}


def tiebreak_columns(tiebreaks: Sequence[TieBreak], event: Event) -> list[Values | None]:
    """Each tie-break's values after the round, in order (None: not computed); the scores the Buchholz family
    reads are worked out once for the whole list."""
    scores: Scores = {}
    columns: list[Values | None] = []
    for tb in tiebreaks:
        if tb.name == "DE" and tb.computed and event.edition.computed:
            columns.append(_direct_encounter(event, tb, _ties(event, _ranking(columns, tiebreaks))))
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
    if tb.name in ("BH", "FB", "SB"):
        values = _buchholz(event, tb, scores)
    elif tb.name == "AOB":
        values = _average_of(event, _buchholz(event, tb.model_copy(update={"name": "BH"}), scores),
                             _precision(event.round_number))
    elif tb.name in _RATINGS:
        values = _ratings(event, tb)
    elif tb.name in ("APRO", "APPO"):
        base = parse("TPR" if tb.name == "APRO" else "PTP", team=False)
        values = _average_of(event, _ratings(event, base), Decimal(1))
    elif tb.name == "PTS":
        values = dict(_scores(event, tb)[0])
    elif tb.name == "PS":
        values = _progressive(event, tb)
    elif tb.name == "STD":
        values = _standard(event, tb)
    elif tb.name == "TPN":
        values = {n: Decimal(n) for n in event.results}
    elif tb.name == "RTNG":
        rated = _rated(event)
        values = {n: Decimal(r) if rated and (r := event.ratings.get(n)) else None for n in event.results}
    elif tb.name == "KS":
        values = _koya(event, tb)
    elif tb.name == "DE":
        values = _direct_encounter(event, tb, _ties(event, []))
    else:
        values = _counts(event, tb)
    return values

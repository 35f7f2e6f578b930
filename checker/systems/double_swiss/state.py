"""The state of a Double-Swiss tournament (C.04.5) before a match: one match = two TRF round columns.

TRF has no layout for two games per round, so swisscheck reads the convention of the Double-Swiss
corpus: columns ``2k-1`` and ``2k`` hold games 1 and 2 of match ``k`` (the Double-Swiss round),
both naming the same opponent with alternating colours (Preface, 4.4); a pairing-allocated bye is
``U`` in both columns, an absence a bye code (Z, H, F, blank) in both. ``build_double_swiss_state``
turns matches 1..k-1 into the :class:`DoubleSwissState` the pairer needs, and raises
:class:`DoubleSwissLayoutError` (a ValueError) naming the player, match and columns when the file
does not fit the convention.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.errors import InputError, RecordRef
from checker.models import Colour, Frozen, Pairing, RoundEntry, ScoringSystem, Tournament
from checker.state.history import History, OutcomeKind, RoundOutcome
from checker.state.individual import Float, PlayerState, RoundState, find_player
from checker.systems.double_swiss.acceleration import match_virtual_points
from checker.tournament.colours import opposite
from checker.tournament.published import published_pairing
from checker.tournament.records import player_record, rounds_record
from checker.tournament.rounds import (
    infer_initial_colour,
    paired_rounds,
    prohibited_opponents,
    start_numbers_by_tpn,
    tpn_map,
)
from checker.tournament.scoring import acceleration_method

MatchKind = Literal["played", "forfeit", "pab", "absent"]
"""How a match went for a player: played (not ended by forfeit), ended by forfeit, PAB, or not paired."""

DOUBLE_FORFEIT: tuple[str, str] = ("-", "-")
"""Both games forfeited by the same player: the match ends by forfeit (Preface)."""


class DoubleSwissLayoutError(InputError):
    """The file does not hold one Double-Swiss match in two round columns (``str()`` says where and why)."""


class MatchRecord(Frozen):
    """One player's match ``match`` (columns 2k-1 and 2k), as the rules of C.04.5 see it."""

    match: int
    kind: MatchKind
    opponent: int | None = None
    """Start number of the opponent (None for a PAB or an absence)."""
    colour: Colour | None = None
    """Double-Swiss 1.6: the first-game colour, only when at least one game was actually played."""
    points: Decimal = Decimal("0")
    forfeit_win: bool = False
    """Double-Swiss C2: the opponent forfeited both games and this player did not."""
    unplayed_win: bool = False
    """A match scoring at least two wins without playing (a FIDE-deprecated full-point bye, C2)."""
    absence_code: str = ""
    """For an absence: the code of game 1 (Z, H, F; blank read as Z)."""


class DoubleSwissPlayer(PlayerState):
    """A player before match k (C.04.5): PlayerState read per match, plus the matches played (3.4.3).

    ``colours`` are first-game colours of matches with a game played (1.6, General Handling 3.4);
    ``floats`` hold, per previous match, "up"/"down" when the player was a floater (1.5) and None
    otherwise; ``opponents`` are the opponents of matches not ended by forfeit (C1, Preface);
    ``unplayed_rounds`` counts matches not played (PAB, absence, ended by forfeit).
    """

    matches_played: int = 0
    """3.4.3: matches regularly played (forfeited matches, PABs and absences do not count)."""

    @property
    def is_floater(self) -> bool:
        """Double-Swiss 1.5: played the previous match against an opponent with a different score."""
        return self.float_before(1) is not None

    @property
    def whites(self) -> int:
        """Double-Swiss 4.3.2: matches played with White."""
        return self.colours.count("w")


class DoubleSwissState(RoundState):
    """Everything known before match ``round`` of a Double-Swiss tournament (``total_rounds`` matches)."""

    players: tuple[DoubleSwissPlayer, ...]
    pab_points: Decimal = Decimal("1.5")
    """Double-Swiss 1.4: the points of a pairing-allocated bye."""

    def player(self, tpn: int) -> DoubleSwissPlayer:
        """The player with this TPN (KeyError if not to be paired)."""
        return find_player(self.players, tpn)


def pab_points(scoring: ScoringSystem) -> Decimal:
    """Double-Swiss 1.4: a won game plus a drawn game, unless the file's scoring gives the PAB a value.

    A file that gives the PAB its own value (162 P, XXS PAB=, BBU, different from a win) gives the
    value of the whole bye: byes "apply only to matches, never to individual games" (Preface).
    """
    if scoring.pab != scoring.win:
        return scoring.pab
    return scoring.win + max(scoring.white_draw, scoring.black_draw)


def _columns(match: int) -> str:
    """The TRF round columns of a match, for messages: ``columns 5-6``."""
    return f"columns {2 * match - 1}-{2 * match}"


def _entry(tournament_entries: dict[int, dict[int, RoundEntry]], start: int, column: int) -> RoundEntry | None:
    """The block of ``start`` in round column ``column`` (None where the line has none)."""
    return tournament_entries.get(start, {}).get(column)


def _results(entries: dict[int, dict[int, RoundEntry]], start: int, match: int) -> tuple[str, str]:
    """Result codes of a player's two games of a match (blank where a block is missing)."""
    first = _entry(entries, start, 2 * match - 1)
    second = _entry(entries, start, 2 * match)
    return (first.result if first else "", second.result if second else "")


def read_match(
    entries: dict[int, dict[int, RoundEntry]],
    start: int,
    match: int,
    scoring: ScoringSystem,
    tournament: Tournament | None = None,
) -> MatchRecord:
    """Player ``start``'s match ``match`` from columns 2k-1 and 2k (DoubleSwissLayoutError if they disagree,
    blaming the player's 001 record at the column that breaks the layout when ``tournament`` is given).

    ``entries`` maps start number -> round column -> block for the whole file.
    """
    first = _entry(entries, start, 2 * match - 1)
    second = _entry(entries, start, 2 * match)
    where = f"Double-Swiss: player {start}, match {match} ({_columns(match)})"

    def at(column: int) -> RecordRef | None:
        """The player's block in round column ``column``, the record a layout error blames."""
        return None if tournament is None else player_record(tournament, start, column)

    if first is None and second is None:
        return MatchRecord(match=match, kind="absent", absence_code="Z")
    if first is None or second is None:
        present = 2 * match - 1 if first is not None else 2 * match
        raise DoubleSwissLayoutError(
            f"{where}: only column {present} has a block; a match takes two round columns (C.04.5 Preface)",
            record=at(present),
        )
    if first.opponent is None and second.opponent is None:
        if first.is_pab and second.is_pab:
            return MatchRecord(match=match, kind="pab", points=pab_points(scoring))
        if first.is_pab or second.is_pab:
            raise DoubleSwissLayoutError(
                f"{where}: a pairing-allocated bye in one game only; byes apply only to matches, "
                "never to individual games (C.04.5 Preface)",
                record=at(2 * match - 1 if first.is_pab else 2 * match),
            )
        points = scoring.points(first) + scoring.points(second)
        return MatchRecord(
            match=match,
            kind="absent",
            points=points,
            unplayed_win=points >= 2 * scoring.win,
            absence_code=first.result or "Z",
        )
    if first.opponent is None or second.opponent is None:
        raise DoubleSwissLayoutError(
            f"{where}: an opponent in one game only; both games of a match are against the same "
            "opponent (C.04.5 Preface)",
            record=at(2 * match - 1 if first.opponent is None else 2 * match),
        )
    if first.opponent != second.opponent:
        raise DoubleSwissLayoutError(
            f"{where}: different opponents in the two games ({first.opponent} and {second.opponent}); "
            "both games of a match are against the same opponent (C.04.5 Preface)",
            record=at(2 * match),
        )
    if first.colour is not None and first.colour == second.colour:
        raise DoubleSwissLayoutError(
            f"{where}: the same colour ({first.colour}) in both games; colours alternate within a match "
            "(C.04.5 Preface, 4.4)",
            record=at(2 * match),
        )
    mine = (first.result, second.result)
    theirs = _results(entries, first.opponent, match)
    ended_by_forfeit = mine == DOUBLE_FORFEIT or theirs == DOUBLE_FORFEIT
    points = scoring.points(first) + scoring.points(second)
    if ended_by_forfeit:
        return MatchRecord(
            match=match,
            kind="forfeit",
            opponent=first.opponent,
            points=points,
            forfeit_win=mine != DOUBLE_FORFEIT,
        )
    colour: Colour | None = None
    if first.is_played or second.is_played:
        colour = first.colour if first.colour is not None else (
            None if second.colour is None else opposite(second.colour)
        )
    return MatchRecord(match=match, kind="played", opponent=first.opponent, colour=colour, points=points)


def _outcome(record: MatchRecord, tpns: dict[int, int]) -> RoundOutcome:
    """A match as a past round: played (not ended by forfeit), forfeit, PAB, or not paired.

    Double-Swiss C2 (2.1.2): a PAB, a match won by forfeit or a FIDE-deprecated full-point bye bars
    the pairing-allocated bye from then on.
    """
    opponent = None if record.opponent is None else tpns.get(record.opponent, record.opponent)
    kind: OutcomeKind = "unpaired" if record.kind == "absent" else record.kind
    bar = None
    if record.kind == "pab":
        bar = f"the PAB in match {record.match}"
    elif record.forfeit_win:
        bar = f"a match won by forfeit in match {record.match}"
    elif record.unplayed_win:
        bar = f"a full-point bye in match {record.match}"
    return RoundOutcome(round=record.match, kind=kind, opponent=opponent, colour=record.colour,
                        points=record.points, pab_bar=bar)


def _by_column(tournament: Tournament) -> dict[int, dict[int, RoundEntry]]:
    """Start number -> round column -> block, for every 001 line."""
    return {p.start_number: {e.round: e for e in p.rounds} for p in tournament.players}


def completed_matches(tournament: Tournament) -> int:
    """Matches the file holds a pairing for (DoubleSwissLayoutError if the last one has one column only)."""
    columns = max(paired_rounds(tournament), default=0)
    if columns % 2:
        first = next(p.start_number for p in tournament.players
                     if (e := p.entry(columns)) is not None and (e.opponent is not None or e.is_pab))
        raise DoubleSwissLayoutError(
            f"Double-Swiss: round column {columns} holds game 1 of match {(columns + 1) // 2} but column "
            f"{columns + 1} is empty; every match takes two round columns (C.04.5 Preface)",
            record=player_record(tournament, first, columns),
        )
    return columns // 2


def total_matches(tournament: Tournament, match: int, total: int | None = None) -> int:
    """The number of Double-Swiss rounds: ``total`` (matches), else XXR/142 (round columns) / 2, else the file's.

    Never less than ``match``. DoubleSwissLayoutError when the declared number of columns is odd.
    """
    if total is not None:
        declared = total
    elif tournament.declared_rounds is not None:
        if tournament.declared_rounds % 2:
            raise DoubleSwissLayoutError(
                f"Double-Swiss: {tournament.rounds_source or 'XXR'} {tournament.declared_rounds} is odd; "
                "a Double-Swiss file declares two round columns per match",
                record=rounds_record(tournament),
            )
        declared = tournament.declared_rounds // 2
    else:
        declared = -(-tournament.round_columns // 2)
    return max(declared, match)


def match_absences(
    tournament: Tournament,
    entries: dict[int, dict[int, RoundEntry]],
    match: int,
    completed: int,
    scoring: ScoringSystem,
) -> dict[int, str]:
    """Start number -> code of every player not to be paired in match ``match`` (General Handling 3.3).

    A bye code in both columns (known before the pairing), no block at all in a match the file
    shows paired (withdrawn, 3.2), a 240 record naming either column, or XXZ for the next match.
    """
    paired = match <= completed
    out: dict[int, str] = {}
    for player in tournament.players:
        start = player.start_number
        first = _entry(entries, start, 2 * match - 1)
        second = _entry(entries, start, 2 * match)
        if first is None and second is None:
            if paired:
                out[start] = "Z"
            continue
        record = read_match(entries, start, match, scoring, tournament)
        if record.kind == "absent":
            out[start] = record.absence_code
    for bye in tournament.byes:
        if bye.round in (2 * match - 1, 2 * match):
            for start in bye.ids:
                if start in entries and start not in out and not _has_pairing(entries, start, match):
                    out[start] = bye.kind
    if match == completed + 1:
        for start in tournament.absent_next:
            if start in entries:
                out.setdefault(start, "Z")
    return out


def _has_pairing(entries: dict[int, dict[int, RoundEntry]], start: int, match: int) -> bool:
    """Whether the player's match has an opponent or a PAB in the file."""
    first = _entry(entries, start, 2 * match - 1)
    return first is not None and (first.opponent is not None or first.is_pab)


def build_double_swiss_state(tournament: Tournament, match: int, total: int | None = None) -> DoubleSwissState:
    """The state before Double-Swiss round ``match`` from matches 1..match-1 and match k's known absences.

    ``total`` is the number of Double-Swiss rounds (matches), overriding XXR/142 (which count round
    columns). Match k's own pairs are ignored, so ``pair`` and ``check`` see the same state. Raises
    DoubleSwissLayoutError (a ValueError) when the file does not fit two columns per match.
    """
    if match < 1:
        raise ValueError(f"match must be 1 or more, got {match}")
    scoring = tournament.scoring
    completed = completed_matches(tournament)
    matches = total_matches(tournament, match, total)
    tpns = tpn_map(tournament)
    entries = _by_column(tournament)
    records = {
        p.start_number: tuple(read_match(entries, p.start_number, k, scoring, tournament) for k in range(1, match))
        for p in tournament.players
    }
    scores: dict[int, list[Decimal]] = {}
    for start, recs in records.items():
        running = [Decimal("0")]
        for rec in recs:
            running.append(running[-1] + rec.points)
        scores[start] = running
    absent = match_absences(tournament, entries, match, completed, scoring)
    initial, source = infer_initial_colour(tournament)

    forbidden = prohibited_opponents(tournament, tpns, 2 * match - 1, 2 * match)
    # C.04.7 1.5: the pairing score adds the match's virtual points; a floater (1.5) is read on it too
    virtual = {k: match_virtual_points(tournament, k, matches, tpns) for k in range(1, match + 1)}

    def pairing_score(start: int, k: int) -> Decimal:
        """Score plus virtual points of ``start`` before match ``k``."""
        return scores[start][k - 1] + virtual[k].get(start, Decimal("0"))

    players: list[DoubleSwissPlayer] = []
    for player in tournament.players:
        start = player.start_number
        if start in absent:
            continue
        history = History(outcomes=tuple(_outcome(rec, tpns) for rec in records[start]))
        floats: list[Float | None] = []
        for rec in records[start]:
            if rec.kind == "played":
                assert rec.opponent is not None
                own = pairing_score(start, rec.match)
                other = pairing_score(rec.opponent, rec.match) if rec.opponent in scores else own
                floats.append(None if own == other else ("down" if own > other else "up"))
            else:
                floats.append(None)
        tpn = tpns[start]
        players.append(
            DoubleSwissPlayer(
                tpn=tpn,
                rating=player.rating or 0,
                score=scores[start][match - 1],
                acceleration=virtual[match].get(start, Decimal("0")),
                colours=history.colours,
                floats=tuple(floats),
                opponents=history.opponents,
                forbidden=forbidden.get(tpn, frozenset()),
                pab_eligible=history.pab_eligible,
                pab_barred_by=history.pab_barred_by,
                unplayed_rounds=history.unplayed,
                matches_played=history.played,
            )
        )
    players.sort(key=lambda p: (-p.pairing_score, p.tpn))
    return DoubleSwissState(
        round=match,
        total_rounds=matches,
        initial_colour=initial,
        scoring=scoring,
        players=tuple(players),
        absent=tuple(sorted((tpns[s], code) for s, code in absent.items())),
        initial_colour_source=source,
        start_numbers=start_numbers_by_tpn(tournament),
        pab_points=pab_points(scoring),
        acceleration_method=acceleration_method(tournament),
    )


def next_match(tournament: Tournament) -> int:
    """The Double-Swiss round after the last complete match of the file."""
    return completed_matches(tournament) + 1


def published_match(tournament: Tournament, match: int) -> Pairing:
    """Match ``match`` as published: the pairs of column 2k-1 (white = White in game 1, 4.4) and the PAB."""
    return published_pairing(tournament, 2 * match - 1).model_copy(update={"round": match})

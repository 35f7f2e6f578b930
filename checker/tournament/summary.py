"""What ``swisscheck info`` reports on a tournament file: the data, and the counts per round column.

What an arbiter checks first: the name, the pairing system, how many players (or teams), how many
rounds were played and declared, the initial colour and the scoring, then per round how many games
were played or forfeited and how many byes of each kind were given. The counts per TRF round column
are the same for every system (:func:`column_summary`); a system that counts its rounds otherwise
(Team: matches of teams; Double-Swiss: matches of two columns) gives a :class:`SystemView`.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Any, Literal

from checker.models import Colour, Frozen, Tournament, field
from checker.tournament.rounds import InitialColourSource, infer_initial_colour
from checker.tournament.scoring import AccelerationMethod, acceleration_method

PreferenceType = Literal["A", "B", "none"]
"""C.04.6 1.7 (TRF-2026 192 ``_TYPEA``/``_TYPEB``): Type A, Type B, or colour preferences not used."""
SystemReason = Literal["option", "192", "092", "default"]
"""What chose the system of a file: ``--system``, its 192 code, its 092 text, or nothing (Dutch by default)."""


def _number(value: Decimal) -> int | float:
    """Points in JSON: a whole number as an int, else a float (``0.5``), never a string (issue 25)."""
    return int(value) if value == value.to_integral_value() else float(value)


class _JsonNumber:
    """pydantic's serializer of :data:`Points` in JSON (what ``PlainSerializer(_number, return_type=int |
    float, when_used="json")`` builds), given as a hook so that this module does not import pydantic."""

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        schema = handler(source)
        schema["serialization"] = {"type": "function-plain", "function": _number, "info_arg": False,
                                   "return_schema": handler.generate_schema(int | float), "when_used": "json"}
        return schema


Points = Annotated[Decimal, _JsonNumber()]
"""Points: a Decimal in Python, a JSON number in ``info``'s JSON and its schema."""
ScoreKind = Literal["MP", "GP"]
"""Match points or game points (C.04.6 1.2; TRF-2026 192 ``_MP``/``_GP``)."""


class ViewLabels(Frozen):
    """How the text rendering names a system's rounds (``match`` for Double-Swiss, ``round`` for Team)."""

    round: str = "round"
    """The first column's header."""
    columns: bool = False
    """Show the TRF columns each round is read from."""
    columns_per_round: int = 1
    """TRF round columns per round of the system (Double-Swiss: two games per match)."""
    unit: str = ""
    """Added after the number of rounds played and declared (``matches``); empty: rounds."""
    forfeited: str = "forfeited"
    pab: str = "PAB"
    absent: str = "absent (Z/blank)"
    scoring_per_game: bool = False
    """Scoring shown per game with the PAB's reading (Double-Swiss: a PAB is worth a whole match)."""


class RoundSummary(Frozen):
    """One round column: games (each pair once) and byes by code."""

    round: int
    pairs: int
    """Pairs with an opponent whose game was not forfeited (played, or result not yet in)."""
    forfeits: int
    """Pairs whose game was forfeited by one or both sides (``+``/``-``): not games (General Handling 3.5)."""
    pabs: int
    """Pairing-allocated byes (``U``, Basic Rules 3)."""
    half_byes: int
    """Half-point byes (``H``)."""
    full_byes: int
    """Full-point byes (``F``)."""
    absences: int
    """Zero-point byes and absences (``Z``, blank result, or no round block: blank ≡ Z)."""
    other: int = 0
    """Blocks without opponent carrying another code (old TRF06 style ``0000 - +``, ``0000 - -``)."""
    unfinished: int = 0
    """Of ``pairs``, those without a result yet (an opponent and a blank result: the round is not finished)."""

    @property
    def has_games(self) -> bool:
        """True when the round was paired (a game, a forfeit or a PAB in it)."""
        return bool(self.pairs or self.forfeits or self.pabs)


class SystemRoundSummary(Frozen):
    """One round of the system (a Team round, a Double-Swiss match): matches, the PAB, byes by code."""

    round: int
    columns: tuple[int, ...]
    """The TRF round columns the round is read from (Double-Swiss: 2k-1 and 2k, C.04.5 Preface)."""
    matches: int
    """Matches actually played (Team: a board played over the board; Double-Swiss: not ended by forfeit)."""
    forfeited: int
    """Matches ended by forfeit (Team: 330 record or every board forfeited; Double-Swiss: both games, Preface)."""
    pab: int | None
    """Who got the pairing-allocated bye (team number for Team, start number for Double-Swiss)."""
    half_byes: int
    """Not paired with code ``H`` (240 H, or ``H`` in both columns)."""
    full_byes: int
    """Not paired with code ``F``."""
    absences: int
    """Not paired with code ``Z`` or blank (Team: 240 Z, or no match in a paired round)."""
    other: int = 0
    """Not paired with another code (old TRF06 style ``0000 - +`` in both Double-Swiss columns)."""
    virtual: str | None = None
    """C.04.7: the virtual points of the round and who has them (``2 to 1-6``); None without any."""
    unfinished: int = 0
    """Paired matches without a result yet (Team: every board blank; counted neither played nor forfeited)."""

    @property
    def has_pairing(self) -> bool:
        """True when the round was paired (a match, a forfeited match or a PAB in it)."""
        return bool(self.matches or self.forfeited or self.unfinished or self.pab is not None)


class ScoringSummary(Frozen):
    """Points for a win, a draw, a loss (per game) and a pairing-allocated bye (Basic Rules 3)."""

    win: Points
    draw: Points
    loss: Points
    pab: Points
    """Team: the game points of the team PAB; Double-Swiss: the points of the PAB for the whole match."""


class TeamSummary(Frozen):
    """The Team system's reading of the file (C.04.6 1.2, 1.4, 1.7; TRF-2026 320, 352, 362)."""

    boards: int
    match_win: Points
    match_draw: Points
    match_loss: Points
    pab_match_points: Points
    pab_game_points: Points
    colour_preferences: PreferenceType
    primary: ScoreKind
    secondary: ScoreKind | None


class TournamentInfo(Frozen):
    """Everything ``swisscheck info`` reports, as stable JSON field names."""

    file: str
    name: str
    system: str | None
    """The 192 code (or 092 text), or ``--system``; None when the file names none."""
    system_source: Literal["file", "option", "none"]
    players: int
    teams: int
    """Teams from 013/310 records (0 for an individual competition)."""
    round_columns: int
    """Round columns holding any data (pre-entered byes of the next round included)."""
    rounds_played: int
    """Rounds of the system that were paired: round columns with a game, a forfeit or a PAB; Team
    rounds with a match or the PAB; Double-Swiss matches."""
    rounds_declared: int | None
    """In the system's rounds (Double-Swiss: matches, the XXR/142 column count halved)."""
    rounds_declared_source: Literal["142", "XXR", "option"] | None
    initial_colour: Colour | None
    initial_colour_source: InitialColourSource | Literal["unknown"]
    scoring: ScoringSummary
    acceleration: AccelerationMethod
    rounds: tuple[RoundSummary, ...]
    """One entry per TRF round column (board games for a Team file, single games for Double-Swiss)."""
    view: str = "columns"
    """Which rounds ``system_rounds`` counts (the system's view: ``team``, ``double-swiss``);
    ``columns`` when the per-column ``rounds`` is the view."""
    system_title: str | None = None
    """The system recognised in the registry (None when it has no reference pairer)."""
    system_name: str | None = None
    """The ``--system`` name of the system ``check`` would use (``dutch``, ``dutch-2017``); None as for the title."""
    system_reason: SystemReason | None = None
    """What chose it: ``--system``, the 192 code, the 092 text, or nothing (Dutch by default)."""
    edition_assumed: Literal["date", "092", "default"] | None = None
    """Why the edition of the system's rules was assumed, when neither the file nor ``--system`` names it:
    the start date (042), the year a Dutch 092 text names when there is no readable date (``Istanbul
    2012 rules``), or neither (the edition in force now); None when it was named or is the only one."""
    edition_note: str | None = None
    """The sentence ``check`` prints when the edition was assumed (which, why, and how to choose the other)."""
    not_swiss: str | None = None
    """What makes the file an all-play-all that ``check`` does not judge as a Swiss (the fact its
    ``not-swiss`` cause names: the 192 code, the 092 text or the schedule; ``check`` exits 4), the
    same decision; None for a Swiss or under ``--system``."""
    warning: str | None = None
    """Why the system's own view could not be used (no reference pairer, file off its layout)."""
    pab_reading: str | None = None
    """Where the PAB value comes from in the Team and Double-Swiss views (None: the file's scoring)."""
    team: TeamSummary | None = None
    system_rounds: tuple[SystemRoundSummary, ...] = ()
    """One entry per Team round or Double-Swiss match (empty in the per-column view)."""
    labels: ViewLabels = field(default_factory=lambda: ViewLabels(), exclude=True)
    """How the text rendering names the system's rounds (not part of the JSON)."""


class SystemView(Frozen):
    """A system's own count of its rounds, replacing the per-column fields of :class:`TournamentInfo` it sets."""

    view: str
    labels: ViewLabels
    system_rounds: tuple[SystemRoundSummary, ...]
    rounds_played: int
    teams: int | None = None
    rounds_declared: int | None = None
    declares_rounds: bool = False
    """True when ``rounds_declared`` replaces the file's count (Double-Swiss: matches, not columns)."""
    initial_colour: Colour | None = None
    initial_colour_source: InitialColourSource | None = None
    scoring: ScoringSummary | None = None
    pab_reading: str | None = None
    acceleration: AccelerationMethod | None = None
    team: TeamSummary | None = None

    def apply(self, info: TournamentInfo) -> TournamentInfo:
        """``info`` with the fields this view sets."""
        update: dict[str, object] = {"view": self.view, "labels": self.labels, "system_rounds": self.system_rounds,
                                     "rounds_played": self.rounds_played}
        for name in ("teams", "initial_colour", "initial_colour_source", "scoring", "pab_reading", "acceleration", "team"):
            value = getattr(self, name)
            if value is not None:
                update[name] = value
        if self.declares_rounds:
            update["rounds_declared"] = self.rounds_declared
            if self.rounds_declared is None:
                update["rounds_declared_source"] = None
        return info.model_copy(update=update)


def round_summary(tournament: Tournament, round_number: int) -> RoundSummary:
    """Count the games and byes of one round column (each pair counted once, by its two ids)."""
    games: set[tuple[int, int]] = set()
    forfeited: set[tuple[int, int]] = set()
    counts = {"U": 0, "H": 0, "F": 0, "Z": 0, "other": 0}
    missing = 0
    pending: set[tuple[int, int]] = set()
    for player in tournament.players:
        entry = player.entry(round_number)
        if entry is None:
            missing += 1
            continue
        if entry.opponent is not None:
            key = (min(player.start_number, entry.opponent), max(player.start_number, entry.opponent))
            (forfeited if entry.is_forfeit else games).add(key)
            if not entry.result:
                pending.add(key)
            continue
        code = entry.result or "Z"
        counts[code if code in counts else "other"] += 1
    if games or forfeited or counts["U"]:
        # A paired round: a player without a block was not paired (blank ≡ Z). In a column holding
        # only byes entered before the pairing, the other players are simply not written yet.
        counts["Z"] += missing
    return RoundSummary(
        round=round_number,
        pairs=len(games - forfeited),
        forfeits=len(forfeited),
        pabs=counts["U"],
        half_byes=counts["H"],
        full_byes=counts["F"],
        absences=counts["Z"],
        other=counts["other"],
        unfinished=len(pending - forfeited),
    )


def _system(tournament: Tournament) -> str | None:
    """The system named by the file: the 192 code, else the 092 free text."""
    if tournament.system_code:
        return tournament.system_code
    for record in tournament.headers:
        if record.code == "092":
            text = record.text[3:].strip()  # the record keeps its whole line: "092 <text>"
            if text:
                return text
    return None


def absence_counts(absent: tuple[tuple[int, str], ...]) -> dict[str, int]:
    """The state's absentees (General Handling 3.3) counted by code: H, F, Z (blank ≡ Z), other."""
    counts = {"half_byes": 0, "full_byes": 0, "absences": 0, "other": 0}
    for _, code in absent:
        key = {"H": "half_byes", "F": "full_byes", "Z": "absences", "": "absences"}.get(code, "other")
        counts[key] += 1
    return counts


def last_round_column(tournament: Tournament) -> int:
    """The last round column with data or named by a 240 bye record (byes entered before the pairing)."""
    columns = max(
        (e.round for p in tournament.players for e in p.rounds
         if e.opponent is not None or e.colour is not None or e.result != ""),
        default=0,
    )
    return max([columns, *(b.round for b in tournament.byes)])


def column_summary(tournament: Tournament, file: str, rounds: int | None = None, system: str | None = None) -> TournamentInfo:
    """The summary counted per TRF round column; ``rounds`` and ``system`` are the command-line overrides."""
    columns = max(
        (e.round for p in tournament.players for e in p.rounds
         if e.opponent is not None or e.colour is not None or e.result != ""),
        default=0,
    )
    summaries = tuple(round_summary(tournament, k) for k in range(1, columns + 1))
    declared: int | None
    declared_source: Literal["142", "XXR", "option"] | None
    if rounds is not None:
        declared, declared_source = rounds, "option"
    else:
        declared, declared_source = tournament.declared_rounds, tournament.rounds_source
    initial: Colour | None
    source: Literal["given", "inferred", "default", "unknown"]
    if tournament.teams and tournament.initial_colour is None:
        # A team's colour is its first board's (C.04.6); inferring it from players is not done here.
        initial, source = None, "unknown"
    else:
        initial, source = infer_initial_colour(tournament, declared)
    s = tournament.scoring
    named = _system(tournament)
    info = TournamentInfo(
        file=file,
        name=tournament.name,
        system=system or named,
        system_source="option" if system else ("file" if named else "none"),
        players=len(tournament.players),
        teams=len(tournament.teams),
        round_columns=columns,
        rounds_played=sum(1 for r in summaries if r.has_games),
        rounds_declared=declared,
        rounds_declared_source=declared_source if declared is not None else None,
        initial_colour=initial,
        initial_colour_source=source,
        scoring=ScoringSummary(win=s.win, draw=s.white_draw, loss=s.loss, pab=s.pab),
        acceleration=acceleration_method(tournament),
        rounds=summaries,
    )
    return info

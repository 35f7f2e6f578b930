"""The ``swisscheck info`` summary of a tournament file: the data (pydantic) and its text rendering.

What an arbiter checks first: the name, the pairing system, how many players (or teams), how many
rounds were played and declared, the initial colour (Dutch 5.1) and the scoring, then per round
how many games were played or forfeited and how many byes of each kind were given.

The per-round counts speak in the system's own rounds (``checker.commands.pair.choose_system``):
one row per TRF round column for an individual system (Dutch), one row per round counting team
matches for the Team system (C.04.6), one row per match of two columns for Double-Swiss (C.04.5).
A system without a reference pairer, or a file its system's reader cannot read, falls back to the
per-column view with a warning saying why: info never refuses a readable file.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, Literal

from tabulate import tabulate

from checker.models import Colour, Frozen, Pairing, RoundEntry, Tournament
from checker.tournament.scoring import AccelerationMethod, acceleration_method, format_points
from checker.state.individual import InitialColourSource, infer_initial_colour
from checker.systems.double_swiss.state import DoubleSwissState, completed_matches, read_match, total_matches
from checker.systems.team.state import (
    PreferenceType,
    ScoreKind,
    TeamRoundState,
    paired_team_rounds,
    team_history,
    team_records,
)
from checker.systems.interface import SystemInfo

View = Literal["columns", "team", "double-swiss"]
"""How the rounds are counted: per TRF round column, per Team round (matches), per Double-Swiss match."""


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

    @property
    def has_pairing(self) -> bool:
        """True when the round was paired (a match, a forfeited match or a PAB in it)."""
        return bool(self.matches or self.forfeited or self.pab is not None)


class ScoringSummary(Frozen):
    """Points for a win, a draw, a loss (per game) and a pairing-allocated bye (Basic Rules 3)."""

    win: Decimal
    draw: Decimal
    loss: Decimal
    pab: Decimal
    """Team: the game points of the team PAB; Double-Swiss: the points of the PAB for the whole match."""


class TeamSummary(Frozen):
    """The Team system's reading of the file (C.04.6 1.2, 1.4, 1.7; TRF-2026 320, 352, 362)."""

    boards: int
    match_win: Decimal
    match_draw: Decimal
    match_loss: Decimal
    pab_match_points: Decimal
    pab_game_points: Decimal
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
    view: View = "columns"
    """Which rounds ``system_rounds`` counts; ``columns`` when the per-column ``rounds`` is the view."""
    system_title: str | None = None
    """The system recognised in the registry (None when it has no reference pairer)."""
    warning: str | None = None
    """Why the system's own view could not be used (no reference pairer, file off its layout)."""
    pab_reading: str | None = None
    """Where the PAB value comes from in the Team and Double-Swiss views (None: the file's scoring)."""
    team: TeamSummary | None = None
    system_rounds: tuple[SystemRoundSummary, ...] = ()
    """One entry per Team round or Double-Swiss match (empty in the per-column view)."""


def _round_summary(tournament: Tournament, round_number: int) -> RoundSummary:
    """Count the games and byes of one round column (each pair counted once, by its two ids)."""
    games: set[tuple[int, int]] = set()
    forfeited: set[tuple[int, int]] = set()
    counts = {"U": 0, "H": 0, "F": 0, "Z": 0, "other": 0}
    missing = 0
    for player in tournament.players:
        entry = player.entry(round_number)
        if entry is None:
            missing += 1
            continue
        if entry.opponent is not None:
            key = (min(player.start_number, entry.opponent), max(player.start_number, entry.opponent))
            (forfeited if entry.is_forfeit else games).add(key)
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


def _absence_counts(absent: tuple[tuple[int, str], ...]) -> dict[str, int]:
    """The state's absentees (General Handling 3.3) counted by code: H, F, Z (blank ≡ Z), other."""
    counts = {"half_byes": 0, "full_byes": 0, "absences": 0, "other": 0}
    for _, code in absent:
        key = {"H": "half_byes", "F": "full_byes", "Z": "absences", "": "absences"}.get(code, "other")
        counts[key] += 1
    return counts


def _last_round_column(tournament: Tournament) -> int:
    """The last round column with data or named by a 240 bye record (byes entered before the pairing)."""
    columns = max(
        (e.round for p in tournament.players for e in p.rounds
         if e.opponent is not None or e.colour is not None or e.result != ""),
        default=0,
    )
    return max([columns, *(b.round for b in tournament.byes)])


FORFEITED_MATCH = frozenset({"forfeit_win", "forfeit_loss", "double_forfeit"})
"""Team rounds that were a match ended by forfeit (330, or every board forfeited; General Handling 3.5)."""


def _team_view(tournament: Tournament, system: SystemInfo, rounds: int | None) -> dict[str, Any]:
    """The Team system's reading (C.04.6): per round the team matches, forfeited matches, the team
    PAB and the teams not paired, from ``system.published``, ``team_history`` and the state's ``absent``.

    Raises ValueError (TeamStateError) when the file is not a team tournament the Team reader can read.
    """
    last = _last_round_column(tournament)
    history = team_history(tournament, max(last, 1))
    states: list[TeamRoundState] = []
    summaries: list[SystemRoundSummary] = []
    for k in range(1, max(last, 1) + 1):
        state: TeamRoundState = system.build_state(tournament, k, rounds)  # type: ignore[assignment]
        states.append(state)
        if k > last:
            break  # a file with no round yet: the state of round 1 still gives boards and options
        pairing: Pairing = system.published(tournament, k)
        forfeited = sum(1 for p in pairing.pairs if history[p.white][k - 1].kind in FORFEITED_MATCH)
        summaries.append(SystemRoundSummary(
            round=k, columns=(k,), matches=len(pairing.pairs) - forfeited, forfeited=forfeited,
            pab=pairing.pab, **_absence_counts(state.absent),
        ))
    first = states[0]
    # C.04.6 1.4: a PAB scores a drawn match unless the competition (320) states otherwise; game
    # points of a draw are half the boards' points (162 draw x boards), the Team reader's reading.
    record = tournament.team_pab
    pab_mp = record.match_points if record is not None and record.match_points is not None else tournament.team_scoring.draw
    pab_gp = (record.game_points if record is not None and record.game_points is not None
              else tournament.scoring.white_draw * first.boards)
    from_320 = record is not None and (record.match_points is not None or record.game_points is not None)
    s, ts, opts = tournament.scoring, tournament.team_scoring, first.options
    initial_source: InitialColourSource = (
        "given" if tournament.initial_colour is not None
        else "inferred" if 1 in paired_team_rounds(tournament) else "default"
    )
    return {
        "view": "team",
        "teams": len(team_records(tournament)),
        "rounds_played": sum(1 for r in summaries if r.has_pairing),
        "initial_colour": first.initial_colour,
        "initial_colour_source": initial_source,
        "scoring": ScoringSummary(win=s.win, draw=s.white_draw, loss=s.loss, pab=pab_gp),
        "pab_reading": "320" if from_320 else "a drawn match, C.04.6 1.4",
        # The Team state adds only 250 fictitious points (no XXA, no Baku for teams).
        "acceleration": "250" if tournament.acceleration else "none",
        "team": TeamSummary(
            boards=first.boards, match_win=ts.win, match_draw=ts.draw, match_loss=ts.loss,
            pab_match_points=pab_mp, pab_game_points=pab_gp,
            colour_preferences=opts.preference_type, primary=opts.primary, secondary=opts.secondary,
        ),
        "system_rounds": tuple(summaries),
    }


def _double_swiss_view(tournament: Tournament, system: SystemInfo, rounds: int | None) -> dict[str, Any]:
    """The Double-Swiss reading (C.04.5): per match (columns 2k-1, 2k) the matches, the matches
    ended by forfeit (both games forfeited, Preface), the PAB and the players not paired.

    Raises ValueError (DoubleSwissLayoutError) when the file is off the two-columns-per-match layout.
    """
    completed_matches(tournament)  # an odd last paired column is off the layout
    last = -(-_last_round_column(tournament) // 2)
    entries: dict[int, dict[int, RoundEntry]] = {p.start_number: {e.round: e for e in p.rounds} for p in tournament.players}
    summaries: list[SystemRoundSummary] = []
    for k in range(1, last + 1):
        records = {start: read_match(entries, start, k, tournament.scoring) for start in entries}
        pairing: Pairing = system.published(tournament, k)
        state: DoubleSwissState = system.build_state(tournament, k, rounds)  # type: ignore[assignment]
        forfeited = sum(1 for p in pairing.pairs if records[p.white].kind == "forfeit")
        summaries.append(SystemRoundSummary(
            round=k, columns=(2 * k - 1, 2 * k), matches=len(pairing.pairs) - forfeited, forfeited=forfeited,
            pab=pairing.pab, **_absence_counts(state.absent),
        ))
    first: DoubleSwissState = system.build_state(tournament, 1, rounds)  # type: ignore[assignment]
    s = tournament.scoring
    declared: int | None = None
    if rounds is not None or tournament.declared_rounds is not None:
        declared = total_matches(tournament, 1, rounds)
    default_pab = first.pab_points == s.win + max(s.white_draw, s.black_draw)
    return {
        "view": "double-swiss",
        "rounds_played": sum(1 for r in summaries if r.has_pairing),
        "rounds_declared": declared,
        "initial_colour": first.initial_colour,
        "initial_colour_source": first.initial_colour_source,
        "scoring": ScoringSummary(win=s.win, draw=s.white_draw, loss=s.loss, pab=first.pab_points),
        "pab_reading": "a win plus a draw, Double-Swiss 1.4" if default_pab
        else "the file's PAB value (Double-Swiss 1.4: unless the rules of the tournament state otherwise)",
        "acceleration": first.acceleration_method,
        "system_rounds": tuple(summaries),
    }


SYSTEM_VIEWS = {"team": _team_view, "double-swiss": _double_swiss_view}
"""Registry system name -> its reading of the rounds; the other systems are counted per column."""


def summarise(
    tournament: Tournament, file: str, rounds: int | None = None, system: str | None = None
) -> TournamentInfo:
    """The info summary of a tournament; ``rounds`` and ``system`` are the command-line overrides."""
    from checker.commands.pair import choose_system  # the registry; imported here to avoid a cycle

    columns = max(
        (e.round for p in tournament.players for e in p.rounds
         if e.opponent is not None or e.colour is not None or e.result != ""),
        default=0,
    )
    summaries = tuple(_round_summary(tournament, k) for k in range(1, columns + 1))
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
    try:
        chosen = choose_system(tournament, system)
    except KeyError as exc:
        return info.model_copy(update={"warning": f"{exc.args[0]}; rounds counted per round column"})
    info = info.model_copy(update={"system_title": chosen.title})
    view = SYSTEM_VIEWS.get(chosen.name)
    if view is None:
        return info
    try:
        update = view(tournament, chosen, rounds)
    except ValueError as exc:  # TeamStateError, DoubleSwissLayoutError, PublishedRoundError
        return info.model_copy(update={"warning": f"{exc}; rounds counted per round column"})
    if update.get("rounds_declared", declared) is None:
        update["rounds_declared_source"] = None
    return info.model_copy(update=update)


COLOUR_NAMES = {"w": "white", "b": "black"}
SCORE_NAMES = {"MP": "match points", "GP": "game points"}
PREFERENCE_NAMES = {"A": "Type A (C.04.6 1.7.1)", "B": "Type B (C.04.6 1.7.2)", "none": "not used (C.04.6 1.7)"}


def _plural(n: Decimal, word: str) -> str:
    """``1 match point``, ``2 game points``."""
    return f"{format_points(n)} {word}" + ("" if n == 1 else "s")


def _head(info: TournamentInfo) -> list[tuple[str, str]]:
    """The tournament table: one (label, value) row per line, in the system's own words."""
    if info.teams:
        entrants = f"{info.teams} teams ({info.players} players)"
    else:
        entrants = f"{info.players} players"
    declared = "not declared" if info.rounds_declared is None else f"{info.rounds_declared} ({info.rounds_declared_source})"
    played = f"{info.rounds_played}"
    if info.view == "double-swiss":
        played = f"{info.rounds_played} matches ({info.round_columns} columns)"
        if info.rounds_declared is not None:
            what = ("--rounds" if info.rounds_declared_source == "option"
                    else f"{info.rounds_declared_source} {2 * info.rounds_declared} columns")
            declared = f"{info.rounds_declared} matches ({what})"
    elif info.round_columns != info.rounds_played:
        played += f" ({info.round_columns} round columns in the file)"
    if info.initial_colour is None:
        colour = "unknown (team file without 152/XXC)"
    else:
        how = {"given": "given", "inferred": "inferred from round 1", "default": "not given, white by default"}
        colour = f"{COLOUR_NAMES[info.initial_colour]} ({how[info.initial_colour_source]})"
    system = (info.system or "not given") + (" (--system)" if info.system_source == "option" else "")
    if info.view != "columns" and info.system_title:
        system += f": {info.system_title}"
    sc = info.scoring
    games = f"win {format_points(sc.win)}, draw {format_points(sc.draw)}, loss {format_points(sc.loss)}"
    head = [("file", info.file), ("tournament", info.name or "(no name)"), ("system", system)]
    if info.warning:
        head.append(("warning", info.warning))
    head += [("entrants", entrants), ("rounds played", played), ("rounds declared", declared), ("initial colour", colour)]
    if info.team is not None:
        t = info.team
        head += [
            ("boards", str(t.boards)),
            ("match points", f"win {format_points(t.match_win)}, draw {format_points(t.match_draw)}, "
             f"loss {format_points(t.match_loss)} (362)"),
            ("game points", f"{games} per board (162)"),
            ("team PAB", f"{_plural(t.pab_match_points, 'match point')}, "
             f"{_plural(t.pab_game_points, 'game point')} ({info.pab_reading})"),
            ("colour preferences", PREFERENCE_NAMES[t.colour_preferences]),
            ("primary score", f"{SCORE_NAMES[t.primary]}; secondary "
             f"{SCORE_NAMES[t.secondary] if t.secondary else 'not used'} (C.04.6 1.2)"),
        ]
    elif info.view == "double-swiss":
        head.append(("scoring", f"{games} per game; PAB {format_points(sc.pab)} ({info.pab_reading})"))
    else:
        head.append(("scoring", f"{games}, PAB {format_points(sc.pab)}"))
    head.append(("acceleration", info.acceleration))
    return head


def _system_table(info: TournamentInfo) -> str:
    """One row per Team round or Double-Swiss match."""
    other = any(r.other for r in info.system_rounds)
    if info.view == "team":
        headers = ["round", "matches", "forfeited (330)", "PAB team (320)"]
    else:
        headers = ["match", "columns", "matches", "forfeited (both games)", "PAB"]
    headers += ["half-point byes (H)", "full-point byes (F)",
                "absent (240 Z / no match)" if info.view == "team" else "absent (Z/blank)"]
    if other:
        headers.append("other unpaired")
    rows = []
    for r in info.system_rounds:
        lead: tuple[object, ...] = (r.round,) if info.view == "team" else (r.round, "-".join(map(str, r.columns)))
        row = lead + (r.matches, r.forfeited, "-" if r.pab is None else r.pab, r.half_byes, r.full_byes, r.absences)
        rows.append(row + ((r.other,) if other else ()))
    return tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True, colalign=("right",) * len(headers))


def render(info: TournamentInfo) -> str:
    """The summary as two plain-text tables (tabulate): the tournament, then one row per round."""
    out = tabulate(_head(info), tablefmt="plain")
    if info.view != "columns":
        if info.system_rounds:
            out += "\n\n" + _system_table(info)
        return out
    rows = [
        (r.round, r.pairs, r.forfeits, r.pabs, r.half_byes, r.full_byes, r.absences)
        + ((r.other,) if any(x.other for x in info.rounds) else ())
        for r in info.rounds
    ]
    headers = ["round", "pairs", "forfeits", "PAB (U)", "half-point byes (H)", "full-point byes (F)", "absent (Z/blank)"]
    if any(x.other for x in info.rounds):
        headers.append("other unpaired")
    if rows:
        out += "\n\n" + tabulate(rows, headers=headers, tablefmt="simple")
    return out

"""The ``swisscheck info`` summary of a tournament file: the data (pydantic) and its text rendering.

What an arbiter checks first: the name, the pairing system, how many players (or teams), how many
rounds were played and declared, the initial colour (Dutch 5.1) and the scoring, then per round
how many games were played or forfeited and how many byes of each kind were given.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from tabulate import tabulate

from checker.models import Colour, Frozen, Tournament
from checker.scoring import AccelerationMethod, acceleration_method, format_points
from checker.state import InitialColourSource, infer_initial_colour


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


class ScoringSummary(Frozen):
    """Points for a win, a draw, a loss and a pairing-allocated bye (Basic Rules 3)."""

    win: Decimal
    draw: Decimal
    loss: Decimal
    pab: Decimal


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
    """Round columns that were paired: a game, a forfeit or a PAB in them."""
    rounds_declared: int | None
    rounds_declared_source: Literal["142", "XXR", "option"] | None
    initial_colour: Colour | None
    initial_colour_source: InitialColourSource | Literal["unknown"]
    scoring: ScoringSummary
    acceleration: AccelerationMethod
    rounds: tuple[RoundSummary, ...]


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


def summarise(
    tournament: Tournament, file: str, rounds: int | None = None, system: str | None = None
) -> TournamentInfo:
    """The info summary of a tournament; ``rounds`` and ``system`` are the command-line overrides."""
    columns = max(
        (e.round for p in tournament.players for e in p.rounds
         if e.opponent is not None or e.colour is not None or e.result != ""),
        default=0,
    )
    summaries = tuple(_round_summary(tournament, k) for k in range(1, columns + 1))
    if rounds is not None:
        declared, declared_source = rounds, "option"
    else:
        declared, declared_source = tournament.declared_rounds, tournament.rounds_source
    initial: Colour | None
    if tournament.teams and tournament.initial_colour is None:
        # A team's colour is its first board's (C.04.6); inferring it from players is not done here.
        initial, source = None, "unknown"
    else:
        initial, source = infer_initial_colour(tournament, declared)
    s = tournament.scoring
    named = _system(tournament)
    return TournamentInfo(
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


COLOUR_NAMES = {"w": "white", "b": "black"}


def render(info: TournamentInfo) -> str:
    """The summary as two plain-text tables (tabulate): the tournament, then one row per round."""
    if info.teams:
        entrants = f"{info.teams} teams ({info.players} players)"
    else:
        entrants = f"{info.players} players"
    declared = "not declared" if info.rounds_declared is None else f"{info.rounds_declared} ({info.rounds_declared_source})"
    if info.initial_colour is None:
        colour = "unknown (team file without 152/XXC)"
    else:
        how = {"given": "given", "inferred": "inferred from round 1", "default": "not given, white by default"}
        colour = f"{COLOUR_NAMES[info.initial_colour]} ({how[info.initial_colour_source]})"
    sc = info.scoring
    played = f"{info.rounds_played}"
    if info.round_columns != info.rounds_played:
        played += f" ({info.round_columns} round columns in the file)"
    head = [
        ("file", info.file),
        ("tournament", info.name or "(no name)"),
        ("system", (info.system or "not given") + (" (--system)" if info.system_source == "option" else "")),
        ("entrants", entrants),
        ("rounds played", played),
        ("rounds declared", declared),
        ("initial colour", colour),
        ("scoring", f"win {format_points(sc.win)}, draw {format_points(sc.draw)}, loss {format_points(sc.loss)}, PAB {format_points(sc.pab)}"),
        ("acceleration", info.acceleration),
    ]
    rows = [
        (r.round, r.pairs, r.forfeits, r.pabs, r.half_byes, r.full_byes, r.absences)
        + ((r.other,) if any(x.other for x in info.rounds) else ())
        for r in info.rounds
    ]
    headers = ["round", "pairs", "forfeits", "PAB (U)", "half-point byes (H)", "full-point byes (F)", "absent (Z/blank)"]
    if any(x.other for x in info.rounds):
        headers.append("other unpaired")
    out = tabulate(head, tablefmt="plain")
    if rows:
        out += "\n\n" + tabulate(rows, headers=headers, tablefmt="simple")
    return out

"""``swisscheck info`` as text: the tournament table, then one row per round in the system's own rounds."""

from __future__ import annotations

import json
from decimal import Decimal

from tabulate import tabulate

from checker.report.schema import versioned
from checker.tournament.scoring import format_points
from checker.tournament.summary import TournamentInfo

COLOUR_NAMES = {"w": "white", "b": "black"}
SCORE_NAMES = {"MP": "match points", "GP": "game points"}
PREFERENCE_NAMES = {"A": "Type A (C.04.6 1.7.1)", "B": "Type B (C.04.6 1.7.2)", "none": "not used (C.04.6 1.7)"}


def _plural(n: Decimal, word: str) -> str:
    """``1 match point``, ``2 game points``."""
    return f"{format_points(n)} {word}" + ("" if n == 1 else "s")


def _head(info: TournamentInfo) -> list[tuple[str, str]]:
    """The tournament table: one (label, value) row per line, in the system's own words."""
    labels = info.labels
    if info.teams:
        entrants = f"{info.teams} teams ({info.players} players)"
    else:
        entrants = f"{info.players} players"
    declared = "not declared" if info.rounds_declared is None else f"{info.rounds_declared} ({info.rounds_declared_source})"
    played = f"{info.rounds_played}"
    if labels.unit:
        played = f"{info.rounds_played} {labels.unit} ({info.round_columns} columns)"
        if info.rounds_declared is not None:
            what = ("--rounds" if info.rounds_declared_source == "option"
                    else f"{info.rounds_declared_source} {labels.columns_per_round * info.rounds_declared} columns")
            declared = f"{info.rounds_declared} {labels.unit} ({what})"
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
    checked = _checked_under(info)
    if checked:
        head.append(("checked under", checked))
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
    elif labels.scoring_per_game:
        head.append(("scoring", f"{games} per game; PAB {format_points(sc.pab)} ({info.pab_reading})"))
    else:
        head.append(("scoring", f"{games}, PAB {format_points(sc.pab)}"))
    head.append(("acceleration", info.acceleration))
    return head


REASONS = {"option": "--system", "192": "the 192 code", "092": "the 092 text", "default": "default (the file names no system swisscheck knows)"}
"""What chose the system check would use, in words (``TournamentInfo.system_reason``)."""


def _checked_under(info: TournamentInfo) -> str | None:
    """The system and edition check would use and what chose them; what check says instead of a Swiss
    (issue 31, finding 11: one decision); None when no system can check the file."""
    if info.not_swiss is not None:
        return f"not a Swiss: {info.not_swiss}; check exits 4"
    if info.system_title is None or info.system_reason is None:
        return None
    edition = {"date": "; edition by the start date (042)", "default": "; edition in force (no readable start date)",
               None: ""}[info.edition_assumed]
    return f"{info.system_title} (--system {info.system_name}), chosen by {REASONS[info.system_reason]}{edition}"


def _system_table(info: TournamentInfo) -> str:
    """One row per round of the system (a Team round, a Double-Swiss match)."""
    labels = info.labels
    other = any(r.other for r in info.system_rounds)
    headers = [labels.round] + (["columns"] if labels.columns else []) + ["matches", labels.forfeited, labels.pab]
    headers += ["half-point byes (H)", "full-point byes (F)", labels.absent]
    virtual = any(r.virtual for r in info.system_rounds)
    if other:
        headers.append("other unpaired")
    if virtual:
        headers.append("virtual points (C.04.7)")
    rows = []
    for r in info.system_rounds:
        lead: tuple[object, ...] = (r.round, "-".join(map(str, r.columns))) if labels.columns else (r.round,)
        row = lead + (r.matches, r.forfeited, "-" if r.pab is None else r.pab, r.half_byes, r.full_byes, r.absences)
        rows.append(row + ((r.other,) if other else ()) + ((r.virtual or "-",) if virtual else ()))
    return str(tabulate(rows, headers=headers, tablefmt="simple", disable_numparse=True, colalign=("right",) * len(headers)))


def render_json(info: TournamentInfo) -> str:
    """The summary as JSON, every field of :class:`TournamentInfo`, scores and points as JSON numbers."""
    return versioned(info).rstrip("\n")


def render(info: TournamentInfo) -> str:
    """The summary as two plain-text tables (tabulate): the tournament, then one row per round."""
    out = str(tabulate(_head(info), tablefmt="plain"))
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
        out += "\n\n" + str(tabulate(rows, headers=headers, tablefmt="simple"))
    return out

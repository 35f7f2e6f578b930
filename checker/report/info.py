"""``swisscheck info`` as text: the tournament table, then one row per round in the system's own rounds."""

from __future__ import annotations

import json
import textwrap
from decimal import Decimal

from checker.report.plain_table import right_table
from checker.report.schema import versioned
from checker.report.warnings import PATH_MARK
from checker.report.width import WIDTH
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
    head.append(("acceleration", _acceleration(info)))
    return head


def _acceleration(info: TournamentInfo) -> str:
    """Where the round's virtual points come from (C.04.7), in words (the JSON keeps the method's code)."""
    baku = (info.system or "").upper().endswith("_BAKU")
    method = "Baku (C.04.7)" if baku or info.acceleration == "baku" else "virtual points (C.04.7)"
    source = {"none": "", "baku": ", by the 192 code", "250": ", read from the 250 records",
              "XXA": ", read from the XXA lines", "XXA+250": ", read from the XXA lines and the 250 records"}
    return "none" if info.acceleration == "none" else method + source[info.acceleration]


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
               "092": "; edition by the year in the 092 text",
               None: ""}[info.edition_assumed]
    return f"{info.system_title} (--system {info.system_name}), chosen by {REASONS[info.system_reason]}{edition}"


def _system_table(info: TournamentInfo) -> str:
    """One row per round of the system (a Team round, a Double-Swiss match)."""
    labels = info.labels
    other = any(r.other for r in info.system_rounds)
    unfinished = any(r.unfinished for r in info.system_rounds)
    headers = [labels.round] + (["columns"] if labels.columns else []) + ["matches played"]
    headers += (["matches with no result yet"] if unfinished else []) + [labels.forfeited, labels.pab]
    headers += ["half-point byes (H)", "full-point byes (F)", labels.absent]
    virtual = any(r.virtual for r in info.system_rounds)
    if other:
        headers.append("other unpaired")
    if virtual:
        headers.append("virtual points (C.04.7)")
    rows = []
    for r in info.system_rounds:
        lead: tuple[object, ...] = (r.round, "-".join(map(str, r.columns))) if labels.columns else (r.round,)
        row = lead + (r.matches,) + ((r.unfinished,) if unfinished else ()) + (
            r.forfeited, "-" if r.pab is None else r.pab, r.half_byes, r.full_byes, r.absences)
        rows.append(row + ((r.other,) if other else ()) + ((r.virtual or "-",) if virtual else ()))
    return right_table(rows, [_header(h) for h in headers])


def render_json(info: TournamentInfo) -> str:
    """The summary as JSON, every field of :class:`TournamentInfo`, scores and points as JSON numbers."""
    return versioned(info).rstrip("\n")


def _head_text(rows: list[tuple[str, str]]) -> str:
    """The tournament table: labels in one column, each value wrapped at :data:`WIDTH` columns beside it
    (the file's path is never wrapped: its length is the user's)."""
    label = max(len(k) for k, _ in rows) + 2
    path = next((v for k, v in rows if k == "file"), "")
    out: list[str] = []
    for key, value in rows:
        text = value.replace(path, PATH_MARK) if path and key != "file" else value
        lines = [value] if key == "file" else textwrap.wrap(text, WIDTH - label, break_long_words=False,
                                                              break_on_hyphens=False) or [""]
        out += [f"{key if i == 0 else '':<{label}}{line}".rstrip().replace(PATH_MARK, path)
                for i, line in enumerate(lines)]
    return "\n".join(out)


def _header(text: str) -> str:
    """A column header on lines of at most :data:`HEADER_WIDTH` columns (the table keeps them as lines)."""
    return "\n".join(textwrap.wrap(text, HEADER_WIDTH, break_long_words=False))


HEADER_WIDTH = 10
"""A round table's column headers wrap at this width, so the table fits in :data:`WIDTH` columns."""


def render(info: TournamentInfo) -> str:
    """The summary as two plain-text tables: the tournament, then one row per round."""
    out = _head_text(_head(info))
    if info.view != "columns":
        if info.system_rounds:
            out += "\n\n" + _system_table(info)
        return out
    unfinished = any(x.unfinished for x in info.rounds)
    rows = [
        (r.round, r.pairs - r.unfinished) + ((r.unfinished,) if unfinished else ())
        + (r.forfeits, r.pabs, r.half_byes, r.full_byes, r.absences)
        + ((r.other,) if any(x.other for x in info.rounds) else ())
        for r in info.rounds
    ]
    headers = ["round", "pairs played"] + (["pairs with no result yet"] if unfinished else []) + [
        "pairs forfeited", "PAB (U)", "half-point byes (H)", "full-point byes (F)", "absent (Z/blank)"]
    if any(x.other for x in info.rounds):
        headers.append("other unpaired")
    if rows:
        out += "\n\n" + right_table(rows, [_header(h) for h in headers], numbers=True)
    return out

"""Render a check report: a table with one row per round, then what differs in the other rounds.

The default text is for arbiters and organisers: per round that is not consistent, one sentence in
plain words with its article, then the boards that differ (General Handling 3.6 order) with names,
ratings and scores, at most :data:`MAX_ROWS` lines of them, no line wider than :data:`WIDTH` columns.
``verbose`` keeps the full detail for program authors (every finding, both whole pairings).
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from decimal import Decimal

from checker.deferred import loaded
from checker.models import Pairing
from checker.evaluation.findings import CheckReport, Finding, RoundVerdict
from checker.report.differing import BoardRow, Entrant, People, RoundBoards
from checker.report.plain_table import simple_table
from checker.report.schema import versioned
from checker.report.width import wrapped
from checker.report.sentence import cause_sentence, named, round_sentence, rule, values_sentence
from checker.tournament.scoring import format_points

WIDTH = 100
"""No line of the people's report is wider than this."""
MAX_ROWS = 20
"""Lines of differing boards shown per round; the rest are counted (``--verbose`` or HTML shows them all)."""
MAX_FINDINGS = 3
"""Findings of a round told in their own words; the rest are counted."""
NAME_WIDTH = 24
"""Width of a "number name" cell of the boards table."""


def _rule(v: RoundVerdict) -> str:
    """The criterion and/or article behind a verdict, as one cell."""
    parts = [x for x in (v.criterion, v.article) if x]
    return " / ".join(parts)


def _pairs(pairs: tuple[tuple[int, int], ...]) -> str:
    """Pairs as ``white-black`` in one line."""
    return "  ".join(f"{w}-{b}" for w, b in pairs) or "(none)"


def _pairing(p: Pairing | None) -> str:
    """A whole round's pairing in one line, sorted by white's start number, the PAB last."""
    if p is None:
        return "(none)"
    text = _pairs(tuple(sorted((x.white, x.black) for x in p.pairs)))
    return text + (f"  PAB {p.pab}" if p.pab is not None else "")


def _finding_lines(f: Finding) -> list[str]:
    """The lines describing one finding."""
    head = f"  {f.verdict}"
    rule = " / ".join(x for x in (f.criterion, f.article) if x)
    if rule:
        head += f" [{rule}]"
    if f.bracket:
        head += f" in score group {f.bracket}"
    lines = [f"{head}: {f.message}"]
    if f.published_value is not None or f.reference_value is not None:
        lines.append(f"    published: {f.published_value}   rules: {f.reference_value}")
    if f.published_pairs or f.reference_pairs:
        lines.append(f"    published pairs: {_pairs(f.published_pairs)}")
        lines.append(f"    rules' pairs:    {_pairs(f.reference_pairs)}")
    return lines


def _summary(report: CheckReport, width: int | None = None, teams: bool = False) -> list[str]:
    """The file and system (on two lines when wider than ``width``), then the table with one row per round
    (``teams``: its boards are matches)."""
    rows = [[v.round, v.verdict, _rule(v), v.differing_pairs] for v in report.rounds]
    head = f"{report.file}: {report.system}"
    out = [head] if width is None or len(head) <= width else [f"{report.file}:", f"  {report.system}"]
    for warning in report.warnings:
        line = f"warning: {warning}"
        out += [line] if width is None else textwrap.wrap(line, width, subsequent_indent="  ")
    out.append("")
    out.append(simple_table(rows, headers=["Round", "Verdict", "Criterion / article",
                                           "Matches that differ" if teams else "Boards that differ"]))
    return out


def _closing(report: CheckReport) -> list[str]:
    """The last line: how many rounds are consistent."""
    n_ok = sum(v.verdict == "CONSISTENT" for v in report.rounds)
    if not report.rounds:
        return ["", "The file holds no paired round yet: nothing to check."]
    return ["", f"{n_ok} of {len(report.rounds)} round{'' if len(report.rounds) == 1 else 's'} consistent."]


def render_verbose(report: CheckReport) -> str:
    """The table of verdicts, then every finding and both whole pairings of each other round (for program authors),
    long lines wrapped at :data:`WIDTH` columns."""
    out = _summary(report)
    for v in report.rounds:
        if v.verdict == "CONSISTENT":
            continue
        out += ["", f"Round {v.round}: {v.verdict}"]
        for f in v.findings:
            out += _finding_lines(f)
        out.append(f"  published: {_pairing(v.published)}")
        out.append(f"  rules:     {_pairing(v.reference)}")
    head, *rest = out  # the file's own line is not wrapped: its path's length is the user's
    return head + "\n" + wrapped("\n".join(rest + _closing(report)) + "\n")


def _wrap(text: str, indent: str = "  ") -> list[str]:
    """A paragraph wrapped to :data:`WIDTH` columns, every line indented."""
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent + "  ",
                         break_long_words=True, break_on_hyphens=False)


def _who(entrant: Entrant | None) -> str:
    """``12 Kowalski, Jan`` cut to :data:`NAME_WIDTH` columns."""
    if entrant is None:
        return "pairing-allocated bye"
    text = f"{entrant.number} {entrant.name}".rstrip()
    return text if len(text) <= NAME_WIDTH else text[:NAME_WIDTH - 1] + "…"


def _score(value: Decimal | None) -> str:
    """A score before the round, or blank."""
    return "" if value is None else format_points(value)


def _columns(boards: RoundBoards) -> tuple[str, ...]:
    """The number columns after a name: ``Rtg Pts`` for players, the two scores' names for teams (``MP GP``)."""
    first, second = boards.score_names
    return tuple(x for x in (first, second) if x) if boards.teams else ("Rtg", first)


def _cells(boards: RoundBoards, entrant: Entrant | None) -> str:
    """A participant's name and number cells (rating and score; a team's two scores)."""
    if boards.teams:
        values = ("", "") if entrant is None else (_score(entrant.score), _score(boards.second(entrant)))
    else:
        values = ("" if entrant is None or entrant.rating is None else str(entrant.rating),
                  "" if entrant is None else _score(entrant.score))
    cells = " ".join(f"{v:>4}" for v in values[:len(_columns(boards))])
    return f"{_who(entrant):<{NAME_WIDTH}} {cells}"


def _seat_row(boards: RoundBoards, row: BoardRow) -> str:
    """One line of the boards table: board (a team event's match), whose pairing, White and Black with
    rating and score (teams: both scores)."""
    seat = row.seat
    if seat is None:
        return f"  {'':>5}  {row.pairing:<9}  (none: the rules do not pair {_who(row.unpaired)})"
    board = "bye" if seat.board == 0 else str(seat.board)
    return f"  {board:>5}  {row.pairing:<9}  {_cells(boards, seat.white)}   {_cells(boards, seat.black)}".rstrip()


def _head(boards: RoundBoards) -> str:
    """The boards table's heading line."""
    unit, who = ("Match", "team") if boards.teams else ("Board", "start")
    cols = " ".join(f"{c:>4}" for c in _columns(boards))
    return (f"  {unit:>5}  {'Pairing':<9}  {f'White ({who} no., name)':<{NAME_WIDTH}} {cols}   "
            f"{f'Black ({who} no., name)':<{NAME_WIDTH}} {cols}")


def _legend(boards: RoundBoards) -> str:
    """What the number columns hold."""
    if not boards.teams:
        return "Rtg: rating; Pts: score before the round (as the pairing counts it)."
    words = {"MP": "match points", "GP": "game points"}
    return "; ".join(f"{c}: {words.get(c, c)}" for c in _columns(boards)) + " before the round."


def _shown(rows: tuple[BoardRow, ...]) -> tuple[BoardRow, ...]:
    """The first rows, at most :data:`MAX_ROWS`, cut only before a published board (a published board
    stays with the rules' boards that follow it; the first one is shown whole whatever its length)."""
    starts = [i for i, r in enumerate(rows) if r.pairing == "published" and i > 0] + [len(rows)]
    cut = max((i for i in starts if i <= MAX_ROWS), default=starts[0])
    return rows[:cut]


def _count(n: int, what: str) -> str:
    """``1 published board`` / ``2 published boards``."""
    return f"{n} {what}" + ("" if n == 1 else "s")


def _boards_lines(boards: RoundBoards) -> list[str]:
    """The differing boards of both pairings, each once: a published board, then the rules' boards of its
    players; at most :data:`MAX_ROWS` lines (a team event's boards are its matches)."""
    n_pub, n_rules = boards.differing
    rows = _shown(boards.rows)
    unit, who = ("match", "teams") if boards.teams else ("board", "players")
    intro = (f"{unit.capitalize()}es that differ: " if boards.teams else "Boards that differ: ") + (
             f"{_count(n_pub, 'published ' + unit)}, {_count(n_rules, unit)} of the rules' pairing; each "
             f"published {unit} ({unit} order, General Handling 3.6) is followed by the rules' {unit}"
             f"{'es' if boards.teams else 's'} of its {who}. " + _legend(boards))
    out = _wrap(intro.replace("matchs", "matches"))
    out.append(_head(boards))
    out += [_seat_row(boards, r) for r in rows]
    if len(rows) < len(boards.rows):
        left = RoundBoards(round=boards.round, rows=boards.rows[len(rows):]).differing
        more = _count(left[0], f"more published {unit}").replace("matchs", "matches")
        out.append(f"  and {more}, {left[1]} of the rules' (--verbose or --format html shows all)")
    return out


def _round_lines(v: RoundVerdict, boards: RoundBoards | None, names: Mapping[int, str]) -> list[str]:
    """A round that is not consistent: its sentence, the findings' own words (at most
    :data:`MAX_FINDINGS`), the main finding's values, the differing boards."""
    out = ["", *_wrap(round_sentence(v), "")]
    why = cause_sentence(v)
    if why is not None:
        out += _wrap(why)
    main = v.findings[0] if v.findings else None
    if main is not None:
        if main.message:
            out += _wrap(f"In detail: {named(main.message, main.players, names)}")
        values = values_sentence(main)
        if values:
            out += _wrap(values)
        for f in v.findings[1:MAX_FINDINGS]:
            cause = rule(f.criterion, f.article)
            out += _wrap(f"Also {f.verdict}" + (f" ({cause})" if cause else "")
                         + f": {named(f.message, f.players, names)}")
        more = len(v.findings) - max(MAX_FINDINGS, 1)
        if more > 0:
            out += _wrap(f"{more} more finding{'s' if more > 1 else ''} in this round (--verbose shows them).")
    if boards is not None and boards.rows:
        out += _boards_lines(boards)
    return out


def render_text(report: CheckReport, boards: Mapping[int, RoundBoards] | None = None, verbose: bool = False,
                people: People | None = None) -> str:
    """The table of verdicts, then each round that is not consistent in plain words (``verbose``: full detail).

    ``boards`` holds, by round, the differing boards with names (rounds missing from it show none);
    ``people``: the participants' names (the rules' sentences name them) and whether they are teams, whose
    boards are matches (C.04.6).
    """
    if verbose:
        return render_verbose(report)
    out = _summary(report, WIDTH, people is not None and people.teams)
    for v in report.rounds:
        if v.verdict != "CONSISTENT":
            out += _round_lines(v, (boards or {}).get(v.round), people.names if people else {})
    return "\n".join(out + _closing(report)) + "\n"


def render_json(report: CheckReport) -> str:
    """The report as JSON with its ``schema`` version first (docs/json.md, docs/schema/check.json)."""
    return versioned(report)


EXIT_NOT_SWISS = 4
"""``check``'s exit code for a file not judged as a Swiss (an all-play-all, issue 24 hypothesis 1)."""


def judged_not_swiss(report: CheckReport) -> bool:
    """True when the file was not judged as a Swiss (its cause is ``not-swiss``): no round was checked."""
    return report.cause is not None and report.cause.kind == "not-swiss"


def render_file_cause(report: CheckReport, format: str) -> str:
    """A file not judged as a Swiss in one sentence (text, wrapped at 100 columns), as JSON, or as a
    one-paragraph HTML page."""
    if format == "json":
        return render_json(report)
    line = f"{report.file}: {report.cause.message if report.cause else ''}"
    if format == "html":
        escape = loaded("html", "escape")  # html (and its entity table, 0.6 MB) only for a page (issue 34)
        notes = "".join(f"<li>{escape(w)}" for w in report.warnings)
        return (f"<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>{escape(report.file)}: check report"
                f"</title></head><body><p>{escape(line)}</p>" + (f"<ul class=warnings>{notes}</ul>" if notes else "")
                + "</body></html>\n")
    warned = [part for w in report.warnings
              for part in textwrap.wrap(f"warning: {w}", WIDTH, subsequent_indent="  ", break_on_hyphens=False)]
    return "\n".join(textwrap.wrap(line, WIDTH, subsequent_indent="  ", break_on_hyphens=False) + warned) + "\n"


def exit_code(report: CheckReport) -> int:
    """0 when every round is consistent, 1 otherwise, :data:`EXIT_NOT_SWISS` for a file not judged as a
    Swiss (2, unreadable input, is the CLI's)."""
    if judged_not_swiss(report):
        return EXIT_NOT_SWISS
    return 0 if report.consistent else 1

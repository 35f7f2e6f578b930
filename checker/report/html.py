"""The check report as one self-contained HTML page: the event, the verdicts, every round's boards
side by side, standings after each round, a crosstable and a section per player.

Inline CSS only: no script, no network, no external font; a print stylesheet starts each round on a
new page; tables scroll sideways on a phone. Every text taken from the file (names, the event, places,
dates) is escaped: a tournament file is untrusted input.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from html import escape

from checker.evaluation.cause import CAUSE_WORDS
from checker.evaluation.findings import CheckReport, Finding, RoundVerdict
from checker.models import Frozen, Tournament
from checker.report.differing import Entrant, People, RoundBoards, Seat
from checker.report.sentence import cause_sentence, round_sentence, rule, values_sentence
from checker.tournament.scoring import format_points
from checker.tournament.standings import Cell, Outcome, crosstable, standings_after
from checker.tournament.tiebreaks import TieBreak, declared_tiebreaks, tiebreak_values
from checker.tournament.summary import TournamentInfo

CSS = """
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;max-width:100rem;
padding:0 .8rem;color:#111;background:#fff}
h1{font-size:1.5rem}h2{font-size:1.25rem;margin-top:2rem}h3{font-size:1.05rem}
table{border-collapse:collapse;margin:.4rem 0}td,th{padding:.15rem .45rem;border-bottom:1px solid #ddd;
text-align:left;white-space:nowrap}th{background:#f2f2f2}td.n,th.n{text-align:right}
.wrap{overflow-x:auto;max-width:100%}
tr.d td.p,td.d{background:#ffe1d6}td.r.d{background:#e0ecff}td.sep{border:0;width:.8rem}
.v-CONSISTENT{color:#176b2c}.v-VIOLATION,.v-BETTER,.v-UNCHECKED{color:#a11}.v-WORSE,.v-DIVERGES,.v-COLOURS{color:#8a5300}
.warnings{border:2px solid #c60;padding:.2rem .8rem;background:#fff8f0}.warnings li{overflow-wrap:anywhere}
.cause{border-left:4px solid #06c;padding:.2rem .7rem;background:#f0f6ff}
.finding{border-left:4px solid #c60;padding:.2rem .7rem;background:#fff8f0}
dl.event{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem}dl.event dt{font-weight:600}
dl.event dd{margin:0;overflow-wrap:anywhere}table.boards{font-size:.85rem}details{margin:.5rem 0}summary{cursor:pointer;font-weight:600}
a{color:#0645ad}
@media (max-width:40rem){body{font-size:14px}td,th{padding:.1rem .25rem}}
@media print{body{max-width:none;font-size:10pt}section.round{break-before:page}.wrap{overflow:visible}
details>summary{list-style:none}a{color:inherit;text-decoration:none}nav{display:none}}
"""

RESULTS = {"1": "won", "0": "lost", "=": "drew", "+": "won by forfeit", "-": "lost by forfeit",
           "W": "won (under one move)", "D": "drew (under one move)", "L": "lost (under one move)",
           "H": "half-point bye", "F": "full-point bye", "U": "pairing-allocated bye", "Z": "zero-point bye",
           "": "not paired (zero-point bye)"}
"""A round block's result code in an arbiter's words."""
ACCELERATION = {"none": "none", "XXA": "fictitious points per player (XXA lines)",
                "250": "fictitious points (250 records)", "XXA+250": "fictitious points (XXA lines and 250 records)",
                "baku": "Baku Acceleration Method (C.04.7)"}
"""Where the file's acceleration comes from, in an organiser's words."""
SHORT = {"1": "1", "0": "0", "=": "½", "+": "+", "-": "−", "W": "1", "D": "½", "L": "0"}
"""A result code as the crosstable shows it."""


def esc(value: object) -> str:
    """Any value as HTML text, escaped (quotes too)."""
    return escape(str(value), quote=True)


def _who(e: Entrant | None) -> str:
    """``12 Name`` escaped, or the bye."""
    return "pairing-allocated bye" if e is None else esc(f"{e.number} {e.name}".rstrip())


def _pts(value: Decimal | None) -> str:
    """Points as an arbiter writes them, blank when unknown."""
    return "" if value is None else format_points(value)


def _header(tournament: Tournament, code: str) -> str:
    """The text of a header record (``022`` place, ``042`` start date, ...), empty when absent."""
    for record in tournament.headers:
        if record.code == code:
            return record.text[4:].strip()
    return ""


def _event(info: TournamentInfo, tournament: Tournament, system: str) -> str:
    """The event: name, dates, place, system, players, rounds, initial colour, acceleration."""
    dates = " to ".join(x for x in (_header(tournament, "042"), _header(tournament, "052")) if x)
    place = ", ".join(x for x in (_header(tournament, "022"), _header(tournament, "032")) if x)
    entrants = f"{info.teams} teams ({info.players} players)" if info.teams else f"{info.players} players"
    declared = str(info.rounds_declared)
    colour = {"w": "white", "b": "black", None: "unknown"}[info.initial_colour]
    rows = [("Event", info.name or "(no name in the file)"), ("Dates", dates or "not given"),
            ("Place", place or "not given"), ("System", system), ("Entrants", entrants),
            ("Rounds", f"{info.rounds_played} paired; " + (f"{declared} declared" if info.rounds_declared is not None
                                                             else "the number of rounds is not declared")),
            ("Initial colour", f"{colour} ({info.initial_colour_source})"),
            ("Acceleration", ACCELERATION[info.acceleration])]
    tiebreaks = declared_tiebreaks(tournament)
    if tiebreaks:
        rows.append(("Tie-breaks", "; ".join(f"{t.code}: {t.words}" if t.computed else t.words for t in tiebreaks)
                     + " (declared by the file; the standings rank by points, then by them in this order up to "
                     "the first not computed)"))
    rows.append(("File", info.file))
    return '<dl class="event">' + "".join(f"<dt>{esc(k)}<dd>{esc(v)}" for k, v in rows) + "</dl>"


def _summary(report: CheckReport) -> str:
    """One row per round: verdict, rule, boards that differ, with a link to the round."""
    rows = "".join(
        f'<tr><td><a href="#round-{v.round}">Round {v.round}</a><td class="v-{v.verdict}">{v.verdict}'
        f"<td>{esc(rule(v.criterion, v.article))}<td class=n>{v.differing_pairs}"
        f"<td>{esc(CAUSE_WORDS[v.cause.kind] if v.cause else '')}"
        for v in report.rounds)
    ok = sum(v.verdict == "CONSISTENT" for v in report.rounds)
    return (f"<nav><h2>Verdicts</h2><p>{ok} of {len(report.rounds)} rounds consistent.</p><div class=wrap><table>"
            "<tr><th>Round<th>Verdict<th>Rule<th class=n>Boards that differ<th>Cause" + rows + "</table></div></nav>")


def _seat_cells(seat: Seat | None, side: str, differs: bool) -> str:
    """Board, White, rating, points, Black, rating, points of one pairing's board."""
    if seat is None:
        return f'<td class="{side}" colspan=7>'
    cls = f'{side} d' if differs else side
    board = "bye" if seat.board == 0 else str(seat.board)
    w, b = seat.white, seat.black
    black = (f'<td class="{cls}">{_who(b)}<td class="{cls} n">{b.rating or ""}<td class="{cls} n">{_pts(b.score)}'
             if b is not None else f'<td class="{cls}" colspan=3>pairing-allocated bye')
    return (f'<td class="{cls} n">{board}<td class="{cls}">{_who(w)}<td class="{cls} n">{w.rating or ""}'
            f'<td class="{cls} n">{_pts(w.score)}' + black)


def _pairs(seats: tuple[Seat, ...]) -> set[tuple[int, int]]:
    """The pairs (with colours) and the bye (``(n, 0)``) of a pairing's seats."""
    return {(s.white.number, s.black.number if s.black else 0) for s in seats}


def _boards(boards: RoundBoards) -> str:
    """Published boards beside the rules' boards (same board number), differing ones highlighted."""
    pub, rules = boards.published_boards, boards.rules_boards
    if not pub:
        return "<p>No boards to compare: the round could not be paired by both sides.</p>"
    in_rules, in_pub = _pairs(rules), _pairs(pub)
    rows = []
    for i in range(max(len(pub), len(rules))):
        p = pub[i] if i < len(pub) else None
        r = rules[i] if i < len(rules) else None
        p_diff = p is not None and (p.white.number, p.black.number if p.black else 0) not in in_rules
        r_diff = r is not None and (r.white.number, r.black.number if r.black else 0) not in in_pub
        rows.append(f"<tr{' class=d' if p_diff or r_diff else ''}>" + _seat_cells(p, "p", p_diff)
                    + "<td class=sep>" + _seat_cells(r, "r", r_diff))
    head = ("<tr><th colspan=7>Published<th class=sep><th colspan=7>The rules' pairing<tr>"
            + "<th class=n>Board<th>White<th class=n>Rtg<th class=n>Pts<th>Black<th class=n>Rtg<th class=n>Pts"
            + "<th class=sep>"
            + "<th class=n>Board<th>White<th class=n>Rtg<th class=n>Pts<th>Black<th class=n>Rtg<th class=n>Pts")
    return ("<p>Rtg: rating; Pts: score before the round (as the pairing counts it); boards in the order of "
            "General Handling 3.6; highlighted: boards that differ.</p>"
            f'<div class=wrap><table class=boards id="boards-{boards.round}">' + head + "".join(rows)
            + "</table></div>")


def _finding_line(f: Finding) -> str:
    """One finding in its own words, with its verdict and rule (when it names one)."""
    named = rule(f.criterion, f.article)
    return f"<p>{esc(f.verdict)}{f' ({esc(named)})' if named else ''}: {esc(f.message)}</p>"


def warnings_box(warnings: tuple[str, ...]) -> str:
    """The report's warnings at the top of the page (issue 31, finding 6): the edition assumed, the
    reader's (points, encoding, layout, one-sided pairings), the caveats of rounds judged despite them."""
    if not warnings:
        return ""
    items = "".join(f"<li>{esc(w)}" for w in warnings)
    n = len(warnings)
    return (f"<section class=warnings id=warnings><h2>{n} warning{'s' if n > 1 else ''}</h2>"
            f"<p>Read these before the verdicts: each may change what a verdict means.</p><ul>{items}</ul></section>")


def _finding(v: RoundVerdict) -> str:
    """The round's sentence, the main finding's own words and values, the other findings folded away."""
    out = f'<p class="v-{v.verdict}"><strong>{esc(round_sentence(v))}</strong></p>'
    why = cause_sentence(v)
    if why is not None:
        options = [h.option for h in v.cause.hypotheses if h.option] if v.cause else []
        out += (f"<p class=cause>{esc(why)}"
                + (f" Reproduce with <code>{esc(' '.join(options))}</code>." if options else "") + "</p>")
    if v.findings:
        main, others = v.findings[0], v.findings[1:]
        values = values_sentence(main)
        out += "<div class=finding>" + _finding_line(main) + (f"<p>{esc(values)}</p>" if values else "")
        if others:
            out += (f"<details><summary>{len(others)} more finding{'s' if len(others) > 1 else ''}</summary>"
                    + "".join(_finding_line(f) for f in others) + "</details>")
        out += "</div>"
    return out


class Table(Frozen):
    """What the standings, the crosstable and the competitors' sections are made of."""

    results: dict[int, tuple[Outcome, ...]]
    tiebreaks: tuple[TieBreak, ...] = ()
    win: Decimal = Decimal(1)
    """The points of one game won (SB weighs each round by the share of a win it gave)."""
    teams: bool = False
    """A team event: match and game points, no ratings."""


def _tiebreak_cell(value: Decimal | None, computed: bool) -> str:
    """A tie-break value; "–" when the competitor has none; "not computed" for a code swisscheck does not compute."""
    return "<td class=n>" + ("not computed" if not computed else "–" if value is None else format_points(value))


def _standings(table: Table, people: People, r: int, last: bool) -> str:
    """The standings after round ``r``: rank, name, rating, points, the declared tie-breaks (unfolded after the
    ``last`` round)."""
    columns = [tiebreak_values(t, table.results, people.ratings, r, table.win) for t in table.tiebreaks]
    rows = []
    for s in standings_after(table.results, people.ratings, r, columns):
        points = (f"<td class=n>{format_points(s.points)}<td class=n>{_pts(s.game_points)}" if table.teams
                  else f"<td class=n>{people.ratings.get(s.start_number, '')}<td class=n>{format_points(s.points)}")
        rows.append(f'<tr><td class=n>{s.rank}{"=" if s.shared else ""}<td><a href="#player-{s.start_number}">'
                    f"{esc(f'{s.start_number} ' + people.names.get(s.start_number, ''))}</a>{points}"
                    + "".join(_tiebreak_cell(v, t.computed) for v, t in zip(s.tiebreaks, table.tiebreaks)))
    heads = ("<th>Team (no., name)<th class=n>Match points<th class=n>Game points" if table.teams
             else "<th>Player (start no., name)<th class=n>Rating<th class=n>Points")
    heads += "".join(f'<th class=n title="{esc(t.words)}">{esc(t.code)}' for t in table.tiebreaks)
    return (f'<details{" open" if last else ""}><summary>Standings after round {r}</summary><div class=wrap>'
            f'<table class=standings id="standings-{r}"><tr><th class=n>Rank{heads}{"".join(rows)}</table></div>'
            "</details>")


def _round(v: RoundVerdict, boards: RoundBoards | None, standings: str) -> str:
    """One round: its verdict in words, the boards side by side, the standings after it."""
    return (f'<section class=round id="round-{v.round}"><h2>Round {v.round}: '
            f'<span class="v-{v.verdict}">{v.verdict}</span></h2>' + _finding(v)
            + (_boards(boards) if boards is not None else "") + standings + "</section>")


def _cell(cell: Cell) -> str:
    """A crosstable cell: opponent, colour, result per game (``12w1``, ``12w1½``; a team: its game points); a bye
    by its code."""
    o = cell.outcome
    if o.opponent is None:
        return esc("".join(o.results) or ("–" if o.game_points is None else f"{format_points(o.points)} MP"))
    games = [SHORT.get(code, esc(code)) for code in o.results]
    scored = (f" {format_points(o.game_points)}" if o.game_points is not None
              else "".join(games) if len(games) == 1 else " " + " ".join(games))
    return f"{o.opponent}{o.colour or ''}{scored}"


def _crosstable(table: Table, people: People, cells: Mapping[int, tuple[Cell, ...]], rounds: int) -> str:
    """Final rank, competitor, rating, then opponent, colour and result per round, then points."""
    heads = "".join(f"<th>R{r}" for r in range(1, rounds + 1))
    rows = []
    for s in standings_after(table.results, people.ratings, rounds):
        n = s.start_number
        row = "".join(f"<td>{_cell(c)}" for c in cells[n])
        rating = "" if table.teams else f"<td class=n>{people.ratings.get(n, '')}"
        rows.append(f'<tr><td class=n>{s.rank}{"=" if s.shared else ""}<td><a href="#player-{n}">'
                    f"{esc(f'{n} ' + people.names.get(n, ''))}</a>{rating}{row}<td class=n>{format_points(s.points)}")
    key = ("opponent's number, colour of the first board (w/b), game points scored; a round without a match: "
           "its match points" if table.teams else
           "opponent's start number, colour (w/b; a match of two games: the first game's), result of each game "
           "(1, ½, 0; + − forfeits); a bye by its code (U pairing-allocated, H half-point, F full-point, "
           "Z zero-point)")
    return (f"<section id=cross><h2>Crosstable</h2><p>Each round: {key}.</p><div class=wrap>"
            "<table class=cross id=crosstable><tr><th class=n>Rank<th>" + ("Team" if table.teams else "Player<th class=n>Rtg")
            + heads + ("<th class=n>MP" if table.teams else "<th class=n>Pts") + "".join(rows) + "</table></div></section>")


def _result_words(o: Outcome) -> str:
    """The round's result in words: per game (``won, drew``), or a team's match and game points."""
    if o.game_points is not None:
        return f"{format_points(o.points)} match points, {format_points(o.game_points)} game points"
    return ", ".join(RESULTS.get(code, code) for code in o.results)


def _player(n: int, people: People, cells: tuple[Cell, ...]) -> str:
    """A competitor's rounds: opponent, colour, result, float, bye, points before the round."""
    rows = []
    for c in cells:
        o = c.outcome
        opponent = (f'<a href="#player-{o.opponent}">{esc(f"{o.opponent} " + people.names.get(o.opponent, ""))}</a>'
                    if o.opponent is not None else "")
        colour = {"w": "White", "b": "Black", None: ""}[o.colour]
        rows.append(f"<tr><td class=n>{o.round}<td class=n>{format_points(c.points_before)}<td>{opponent}"
                    f"<td>{colour}<td>{esc(_result_words(o))}<td>{c.float}")
    name = esc(f"{n} " + people.names.get(n, ""))
    rating = people.ratings.get(n)
    return (f'<section class=player id="player-{n}"><h3>{name}{f" ({rating})" if rating else ""}</h3>'
            "<div class=wrap><table><tr><th class=n>Round<th class=n>Pts before<th>Opponent<th>Colour"
            "<th>Result or bye<th>Float" + "".join(rows) + "</table></div></section>")


def _page(title: str, body: str) -> str:
    """A whole HTML document: inline style, no script."""
    return ("<!DOCTYPE html><html lang=en><head><meta charset=utf-8>"
            '<meta name=viewport content="width=device-width,initial-scale=1">'
            f"<title>{esc(title)}</title><style>{CSS}</style></head><body>{body}</body></html>\n")


def render_html(report: CheckReport, tournament: Tournament, info: TournamentInfo, people: People,
                boards: Mapping[int, RoundBoards], results: Mapping[int, tuple[Outcome, ...]] | None = None) -> str:
    """The whole report of one file: event, verdicts, rounds, and with ``results`` (every competitor's rounds as
    the standings count them) the standings with the declared tie-breaks, crosstable and competitors' sections."""
    rounds = max((v.round for v in report.rounds), default=0)
    table = (Table(results=dict(results), tiebreaks=declared_tiebreaks(tournament),
                   win=max(tournament.scoring.white_win, tournament.scoring.black_win),
                   teams=any(o.game_points is not None for outs in results.values() for o in outs))
             if results is not None and rounds > 0 else None)
    body = [f"<h1>{esc(info.name or report.file)}: check report</h1>", warnings_box(report.warnings),
            _event(info, tournament, report.system), _summary(report)]
    for v in report.rounds:
        table_after = _standings(table, people, v.round, v.round == rounds) if table is not None else ""
        body.append(_round(v, boards.get(v.round), table_after))
    if table is not None:
        cells = crosstable(table.results, rounds)
        body.append(_crosstable(table, people, cells, rounds))
        title = "Teams" if table.teams else "Players"
        body.append(f"<section id=players><h2>{title}</h2>"
                    + "".join(_player(n, people, cells[n]) for n in sorted(cells)) + "</section>")
    return _page(f"{info.name or report.file}: check report", "".join(body))


def _file_link(file: str, page: str | None) -> str:
    """A batch file's name, linked to its page when it has one."""
    return f'<a href="{esc(page)}">{esc(file)}</a>' if page else esc(file)


def render_index(rows: list[tuple[str, str | None, str, str]]) -> str:
    """The index of a batch: per file its page (None: not checked), its worst verdict, and a note."""
    lines = "".join(f'<tr><td>{_file_link(file, page)}<td class="v-{esc(worst)}">{esc(worst)}<td>{esc(note)}'
                    for file, page, worst, note in rows)
    return _page("swisscheck: check reports", "<h1>Check reports</h1><div class=wrap><table><tr><th>File<th>Worst"
                 "<th>Note" + lines + "</table></div>")

"""Write a Tournament back to TRF text (TRF-2026 layout, JaVaFo lines where TRF-2026 has no record).

``loads(dumps(t))[0] == t`` for every tournament the reader produces. Header records kept
verbatim in ``Tournament.headers`` are written as they were (the first 012 is rewritten when
``name`` changed); records with typed fields are written from those fields, in this order:
headers, 142/XXR, 152/XXC, 162/XXS, 192, 352, 362, 001, national records, teams (013/310),
240, 250, 260/XXP, 299, 300, 320, 330, XXA, XXZ, then the headers that followed the first
801/802 record (team crosstables go last, as in the TEC example).
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from functools import lru_cache

from checker.models import (
    NationalRecord,
    Player,
    ProhibitedPairing,
    Record,
    RoundEntry,
    Team,
    TeamScoring,
    Tournament,
)
from checker.trf.reader import system_code_in_headers
from checker.trf.scoring import points_text, scoring_lines, team_scoring_line


def _fit(value: str, width: int, field: str) -> str:
    """``value`` if it fits in ``width`` columns, else ValueError (a TRF field cannot grow)."""
    if len(value) > width:
        raise ValueError(f"{field} {value!r} does not fit in {width} columns")
    return value


def _num(value: int | None, width: int, field: str) -> str:
    """A right-aligned whole number, blanks for None."""
    return _fit("" if value is None else str(value), width, field).rjust(width)


def _pts(value: Decimal | None, width: int, field: str = "points") -> str:
    """Right-aligned points (``11.5``), blanks for None."""
    return ("" if value is None else points_text(value, width)).rjust(width)


def _text(value: str, width: int, field: str) -> str:
    """A left-aligned text field."""
    return _fit(value, width, field).ljust(width)


def round_block(entry: RoundEntry) -> str:
    """The 10 columns of a round block, from the two blanks before the opponent (90-99 for round 1)."""
    return _block(entry.opponent, entry.colour, entry.result)


@lru_cache(maxsize=65536)
def _block(opponent: int | None, colour: str | None, result: str) -> str:
    """A round block's text (remembered: a campaign writes the same blocks round after round)."""
    number = "0000" if opponent is None else _num(opponent, 4, "opponent")
    return f"  {number} {colour or '-'} {result or ' '}"


@lru_cache(maxsize=65536)  # a campaign writes every player's line once per round
def _static(code: str, sn: int, sex: str, title: str, name: str, rating: int | None, fed: str, fid: str, birth: str) -> str:
    """Columns 1-79 shared by the 001 and national records."""
    return (
        f"{code} {_num(sn, 4, 'start number')} {_text(sex, 1, 'sex')}{_fit(title, 3, 'title').rjust(3)} "
        f"{_text(name, 33, 'name')} {_num(rating, 4, 'rating')} {_text(fed, 3, 'federation')} "
        f"{_fit(fid, 11, 'FIDE number').rjust(11)} {_text(birth, 10, 'birth date')}"
    )


def player_line(p: Player, points: Decimal | None = None) -> str:
    """A 001 record: columns 1-89 (the points column ``points`` when given, else ``p.points``), then
    one block per round from column 92."""
    if any(e.round != k for k, e in enumerate(p.rounds, start=1)):
        raise ValueError(f"player {p.start_number}: round blocks must be rounds 1..{len(p.rounds)} in order")
    head = _static("001", p.start_number, p.sex, p.title, p.name, p.rating, p.federation, p.fide_id, p.birth_date)
    head += f" {_pts(p.points if points is None else points, 4)} {_num(p.rank, 4, 'rank')}"
    return (head + "".join([_block(e.opponent, e.colour, e.result) for e in p.rounds])).rstrip()


def national_line(n: NationalRecord) -> str:
    """A TRF-2026 national rating support record."""
    return _static(
        n.federation_code, n.start_number, n.sex, n.classification, n.name, n.rating, n.origin, n.national_id, n.birth_date
    ).rstrip()


def team_line(t: Team) -> str:
    """A 013 (TRF16) or 310 (TRF-2026) team record, as the team came."""
    members = "".join(f" {_num(m, 4, 'team player')}" for m in t.players)
    if t.source == "013":  # the first player directly after the name, at 37-40
        return f"013 {_text(t.name, 32, 'team name')}{members[1:]}".rstrip()
    return (
        f"310 {_num(t.number, 3, 'team')} {_text(t.name, 32, 'team name')} {_text(t.nickname, 5, 'nickname')} "
        f"{_fit(t.strength, 6, 'strength').rjust(6)} {_pts(t.match_points, 6)} {_pts(t.game_points, 6)} "
        f"{_num(t.rank, 3, 'team rank')} {members}"
    ).rstrip()


def prohibited_line(p: ProhibitedPairing) -> str:
    """A 260 record, or an XXP line for a prohibition over all rounds."""
    if p.last_round is None:
        if p.first_round != 1:
            raise ValueError("a prohibition from round %d to the end has no TRF record" % p.first_round)
        return "XXP " + " ".join(str(i) for i in p.ids)
    ids = "".join(f" {_num(i, 4, 'id')}" for i in p.ids)
    return f"260 {_num(p.first_round, 3, 'round')} {_num(p.last_round, 3, 'round')}{ids}"


def _setup_lines(t: Tournament, both: bool = False) -> list[str]:
    """142/XXR, 152/XXC, 162/XXS, 192, 352, 362 (``both``: 142 and XXR, 152 and XXC)."""
    out: list[str] = []
    engine = t.rounds_source == "XXR"
    if t.declared_rounds is not None:
        out += [f"{code} {t.declared_rounds}" for code in ("142", "XXR") if both or (code == "XXR") == engine]
    xxc = ["rank"] if t.pair_by_rank else []
    if t.initial_colour is not None:
        if engine or both:
            xxc.append("white1" if t.initial_colour == "w" else "black1")
        if not engine or both:
            out.append(f"152 {t.initial_colour.upper()}")
    if xxc:
        out.append("XXC " + " ".join(xxc))
    out += scoring_lines(t.scoring)
    if t.system_code is not None and t.system_code != system_code_in_headers(t.headers):
        out.append(f"192 {t.system_code}")
    if t.board_colours is not None:
        out.append(f"352 {t.board_colours}")
    if t.team_scoring != TeamScoring() or t.teams:
        out.append(team_scoring_line(t.team_scoring))
    return out


def _data_lines(t: Tournament) -> list[str]:
    """240, 250, 260/XXP, 299, 300, 320, 330, XXA, XXZ."""
    out = [f"240 {b.kind} {_num(b.round, 3, 'round')}" + "".join(f" {_num(i, 4, 'id')}" for i in b.ids) for b in t.byes]
    out += [
        f"250 {_pts(a.match_points, 4)} {_pts(a.points, 4)} {_num(a.first_round, 3, 'round')} "
        f"{_num(a.last_round, 3, 'round')} {_num(a.first_id, 4, 'id')} {_num(a.last_id, 4, 'id')}"
        for a in t.acceleration
    ]
    out += [prohibited_line(p) for p in t.prohibited]
    out += [
        f"299 {_text(a.kind, 1, 'type')}  {_pts(a.match_points, 4)}  {_pts(a.points, 4)}  {_num(a.round, 3, 'round')}"
        + "".join(f" {_num(i, 4, 'id')}" for i in a.ids)
        for a in t.abnormal_points
    ]
    out += [
        f"300 {_num(u.round, 3, 'round')} {_num(u.team, 3, 'team')} {_num(u.opponent, 3, 'team')}"
        + "".join(f" {_num(b, 4, 'board')}" for b in u.boards)
        for u in t.lineups
    ]
    if t.team_pab is not None:
        pab = t.team_pab
        out.append(
            f"320 {_pts(pab.match_points, 4)} {_pts(pab.game_points, 4)}"
            + "".join(f" {_num(team, 3, 'team')}" for team in pab.teams)
        )
    out += [f"330 {f.outcome} {_num(f.round, 3, 'round')} {_num(f.white, 3, 'team')} {_num(f.black, 3, 'team')}" for f in t.forfeited_matches]
    out += [
        f"XXA {_num(a.start_number, 4, 'start number')}" + "".join(f" {_pts(v, 4)}" for v in a.points)
        for a in t.accelerated_points
    ]
    if t.absent_next:
        out.append("XXZ " + " ".join(str(i) for i in t.absent_next))
    return [line.rstrip() for line in out]


def _headers(t: Tournament) -> list[Record]:
    """The verbatim headers, with the first 012 set to ``name`` (added when there is none)."""
    headers = list(t.headers)
    for i, rec in enumerate(headers):
        if rec.code == "012":
            if rec.text[4:].strip() != t.name:
                headers[i] = Record(code="012", text=f"012 {t.name}")
            return headers
    if t.name:
        headers.insert(0, Record(code="012", text=f"012 {t.name}"))
    return headers


def dumps(tournament: Tournament, newline: str = "\n", both: bool = False,
          points: Mapping[int, Decimal] | None = None) -> str:
    """The TRF text of ``tournament``, lines ending in ``newline`` (LF, or CRLF as TRF16 asks).

    ``both`` writes the number of rounds as 142 and XXR and the initial colour as 152 and XXC, so
    that readers of either dialect (bbpPairings, JaVaFo) find them; the reader takes either.
    ``points`` (start number -> points) replaces the players' points columns it names, as a copy of
    the tournament with those points would write them, without the copy (a campaign writes the
    tournament so far every round).
    """
    if newline not in ("\n", "\r\n"):
        raise ValueError("newline must be LF or CRLF")
    t = tournament
    headers = _headers(t)
    split = next((i for i, r in enumerate(headers) if r.code in ("801", "802")), len(headers))
    lines = [r.text for r in headers[:split]]
    lines += _setup_lines(t, both)
    known = points or {}
    lines += [player_line(p, known.get(p.start_number)) for p in t.players]
    lines += [national_line(n) for n in t.national]
    lines += [team_line(team) for team in t.teams]
    lines += _data_lines(t)
    lines += [r.text for r in headers[split:]]
    return newline.join(lines) + newline

"""Read a TRF file (TRF16, TRF-2026, JaVaFo TRF(x), bbpPairings TRF(bx)) into a Tournament.

Pipeline: bytes -> text lines (checker/trf/text.py) -> each line classified by its first three
characters -> record lines parsed by the Lark grammar (checker/trf/grammar.py) -> models ->
consistency warnings (checker/trf/checks.py). Unknown lines, comments and free-text headers are
kept verbatim in ``Tournament.headers``.

>>> t, w = loads("012 Demo\\n001    1      A                                 1800\\n")
>>> (t.name, t.players[0].rating, w)
('Demo', 1800, ())
"""

from __future__ import annotations

import re
from collections.abc import Callable
from os import PathLike
from pathlib import Path
from decimal import Decimal
from typing import Literal, TypeVar, cast

from checker.errors import InternalError
from checker.models import (
    Colour,
    AbnormalPoints,
    Acceleration,
    AccelerationRecord,
    ByeRecord,
    ForfeitedMatch,
    NationalRecord,
    Player,
    ProhibitedPairing,
    Record,
    Team,
    TeamLineup,
    TeamPAB,
    Tournament,
)
from checker.trf.checks import misaligned, points_warning, rounds_warning, symmetry_warnings
from checker.trf.era import era_byes
from checker.trf.errors import TRFError, TRFWarning, shown
from checker.trf.references import check_references
from checker.trf.fields import (
    FREE_TEXT_CODES,
    NATIONAL,
    NATIONAL_GAPS,
    PLAYER_GAPS,
    RECORDS,
    TAB_TOLERANT,
    FieldError,
    RecordKind,
    is_national,
)
from checker.trf.grammar import parse_record
from checker.trf.scoring import ScoringLine, apply_scoring, apply_team_scoring
from checker.trf.source import SourceMap
from checker.trf.text import normalised

KNOWN_SYSTEM_CODE = re.compile(
    r"FIDE_(DUTCH(_20(17|25|26))?|DUBOV|BURSTEIN|LIM|DOUBLESWISS)(_BAKU)?"
    r"|FIDE_TEAM(_TYPE[AB])?(_MP|_GP)?(_MP|_GP)?(_BAKU)?"
    r"|CUSTOM_(SWISS|DOUBLESWISS|TEAM_SWISS(_MP|_GP)?|ROUNDROBIN|SCHILLER|SCHEVENINGEN|KNOCKOUT"
    r"|TEAM_ROUNDROBIN|TEAM_KNOCKOUT)"
    r"|(BERGER|FIDE)_(TEAM_)?(DOUBLE)?ROUNDROBIN|FIDE_(DOUBLE)?SCHEVENINGEN|FIDE_SCHILLER"
)
"""TRF-2026 ETT26 tournament-type codes; a 092 record holding one of them counts as a 192."""


class _Collected:
    """Everything read so far, by record type, with the line each value came from."""

    def __init__(self) -> None:
        self.headers: list[Record] = []
        self.players: list[tuple[int, Player]] = []
        self.national: list[NationalRecord] = []
        self.teams: list[Team] = []
        self.singles: dict[str, list[tuple[int, object]]] = {}
        self.scoring: list[ScoringLine] = []
        self.team_scoring: list[ScoreItems] = []
        self.byes: list[ByeRecord] = []
        self.acceleration: list[AccelerationRecord] = []
        self.accelerated: list[tuple[int, Acceleration]] = []
        self.prohibited: list[tuple[int, ProhibitedPairing]] = []
        self.absent: list[tuple[int, tuple[int, ...]]] = []
        self.abnormal: list[AbnormalPoints] = []
        self.lineups: list[TeamLineup] = []
        self.forfeits: list[ForfeitedMatch] = []
        self.warnings: list[TRFWarning] = []
        self.lines: dict[str, list[int]] = {}
        """Tournament field -> the line of each of its records, in the order the field holds them."""

    def at(self, field: str, number: int) -> None:
        """Record that the next value of the tournament's ``field`` comes from line ``number``."""
        self.lines.setdefault(field, []).append(number)

    def single(self, code: str, number: int, value: object) -> None:
        """A record whose last occurrence wins (142, 152, 192, 352, 320, XXR, XXC)."""
        self.singles.setdefault(code, []).append((number, value))

    def last(self, code: str) -> tuple[int, object] | None:
        """The last (line, value) of a single-valued record, or None."""
        found = self.singles.get(code)
        return found[-1] if found else None


ScoreItems = tuple[tuple[str, Decimal], ...]
"""What a 162, 362 or XXS record parses to: (code, points) pairs."""

T = TypeVar("T")


def _as(kind: type[T], value: object) -> T:
    """A parsed record as the model its code parses to (``TRFTransformer``); anything else is a checker fault."""
    if not isinstance(value, kind):
        raise InternalError(f"a TRF record parsed to {type(value).__name__}, expected {kind.__name__}")
    return value


def _items(value: object) -> ScoreItems:
    """A parsed 162, 362 or XXS record: its (code, points) pairs (``TRFTransformer.scoring_162``)."""
    return cast(ScoreItems, _as(tuple, value))


def _store_team_013(c: _Collected, n: int, v: object) -> None:
    count = sum(1 for t in c.teams if t.source == "013")
    c.teams.append(_as(Team, v).model_copy(update={"number": count + 1}))


_STORE: dict[str, Callable[[_Collected, int, object], None]] = {
    "001": lambda c, n, v: c.players.append((n, _as(Player, v))),
    "013": _store_team_013,
    "310": lambda c, n, v: c.teams.append(_as(Team, v)),
    "162": lambda c, n, v: c.scoring.append(("162", _items(v))),
    "XXS": lambda c, n, v: c.scoring.append(("XXS", _items(v))),
    "362": lambda c, n, v: c.team_scoring.append(_items(v)),
    "240": lambda c, n, v: c.byes.append(_as(ByeRecord, v)),
    "250": lambda c, n, v: c.acceleration.append(_as(AccelerationRecord, v)),
    "260": lambda c, n, v: c.prohibited.append((n, _as(ProhibitedPairing, v))),
    "XXP": lambda c, n, v: c.prohibited.append((n, _as(ProhibitedPairing, v))),
    "299": lambda c, n, v: c.abnormal.append(_as(AbnormalPoints, v)),
    "300": lambda c, n, v: c.lineups.append(_as(TeamLineup, v)),
    "330": lambda c, n, v: c.forfeits.append(_as(ForfeitedMatch, v)),
    "XXA": lambda c, n, v: c.accelerated.append((n, _as(Acceleration, v))),
    "XXZ": lambda c, n, v: c.absent.append((n, cast(tuple[int, ...], _as(tuple, v)))),
}
for _bb in ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"):
    _STORE[_bb] = lambda c, n, v: c.scoring.append(("BB", (cast(tuple[str, Decimal], _as(tuple, v)),)))
_SINGLE = ("142", "152", "192", "352", "320", "XXR", "XXC")
_FIELD: dict[str, str] = {
    "001": "players", "013": "teams", "310": "teams", "162": "scoring", "XXS": "scoring", "362": "team_scoring",
    "240": "byes", "250": "acceleration", "260": "prohibited", "XXP": "prohibited", "299": "abnormal_points",
    "300": "lineups", "330": "forfeited_matches", "XXA": "accelerated_points", "XXZ": "absent_next",
    **{bb: "scoring" for bb in ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU")},
}
"""The Tournament field each multi-valued record code fills (its lines go to the source map)."""
_JUNK = re.compile(r"([^0-9A-Za-z#]{1,3})([0-9A-Z]{3})(?=[ \t]|$)")
"""A record code behind one to three characters that are neither letters nor digits."""


def _parse(line: str, kind: RecordKind, code: str, filename: str, number: int) -> object:
    """One record line parsed, errors located in the file."""
    if code in TAB_TOLERANT:
        line = line.replace("\t", " ")
    if code == "001" and not line[3:].strip():
        raise TRFError(
            filename,
            number,
            len(line) + 1,
            "start number",
            f"truncated player record: the line ends at column {len(line)}, "
            "expected a start number in columns 5-8",
        )
    try:
        return parse_record(line, kind)
    except FieldError as err:
        raise TRFError(filename, number, err.column, err.field, err.message) from None


def record_code(line: str) -> str:
    """The record code of a line: ``###`` for a comment, its first three characters when they are
    followed by a blank or the end of the line, else ``""`` (blank lines, rulers such as
    ``0123456789012...`` or ``         1         2``, free text)."""
    if line.startswith("###"):
        return "###"
    if len(line) >= 3 and line[:3].strip() == line[:3] and (len(line) == 3 or line[3] in " \t"):
        return line[:3]
    return ""


def _read_line(c: _Collected, line: str, number: int, filename: str) -> None:
    """Classify one line and store what it holds."""
    code = record_code(line)
    if code == "###" or code in FREE_TEXT_CODES:
        c.at("headers", number)
        c.headers.append(Record(code=code, text=line))
        return
    kind = RECORDS.get(code)
    if kind is not None:
        value = _parse(line, kind, code, filename, number)
        if code in _SINGLE:
            c.single(code, number, value)
        else:
            c.at(_FIELD[code], number)
            _STORE[code](c, number, value)
        if code == "001":
            warning = misaligned(line, PLAYER_GAPS, True, filename, number)
            if warning:
                c.warnings.append(warning)
        return
    if is_national(line):
        c.at("national", number)
        c.national.append(_as(NationalRecord, _parse(line, NATIONAL, code, filename, number)))
        warning = misaligned(line, NATIONAL_GAPS, False, filename, number)
        if warning:
            c.warnings.append(warning)
        return
    _refuse_junk(line, number, filename)
    c.at("headers", number)
    c.headers.append(Record(code=code, text=line))


def _refuse_junk(line: str, number: int, filename: str) -> None:
    """TRFError for a record whose code does not start in column 1 or is glued to what follows: the
    line would otherwise be kept as free text and its record silently lost (a player vanishing)."""
    if line[:3] in RECORDS and len(line) > 3:
        raise TRFError(filename, number, 4, None,
                       f"expected a blank after the record code {line[:3]}, got {shown(line[3])}")
    found = _JUNK.match(line)
    if found and (found.group(2) in RECORDS or found.group(2) in FREE_TEXT_CODES):
        raise TRFError(filename, number, 1, None,
                       f"{shown(found.group(1))} before the record code {found.group(2)}: "
                       "a record code starts in column 1")


def _check_players(c: _Collected, filename: str) -> dict[int, int]:
    """Start numbers must be unique and opponents must be start numbers; returns number -> line."""
    if not c.players:
        raise TRFError(filename, None, None, None, "no player record (001): not a TRF file, or an empty one")
    lines: dict[int, int] = {}
    for number, p in c.players:
        if p.start_number in lines:
            raise TRFError(
                filename,
                number,
                5,
                "start number",
                f"start number {p.start_number} is already used on line {lines[p.start_number]}",
            )
        lines[p.start_number] = number
    for number, p in c.players:
        for e in p.rounds:
            if e.opponent is not None and e.opponent not in lines:
                raise TRFError(
                    filename,
                    number,
                    92 + 10 * (e.round - 1),
                    "opponent",
                    f"round {e.round}: {e.opponent} is not the start number of any player",
                )
    return lines


def _check_ids(c: _Collected, lines: dict[int, int], filename: str) -> None:
    """XXA, XXP and XXZ name start numbers of the file (JaVaFo AUM: pairing ids)."""
    listed: list[tuple[int, str, tuple[int, ...]]] = [(n, "XXA", (a.start_number,)) for n, a in c.accelerated]
    listed += [(n, "XXP", p.ids) for n, p in c.prohibited if p.last_round is None]
    listed += [(n, "XXZ", ids) for n, ids in c.absent]
    for number, code, ids in listed:
        for i in ids:
            if i not in lines:
                raise TRFError(filename, number, 5, code, f"{i} is not the start number of any player")


def system_code_in_headers(headers: tuple[Record, ...] | list[Record]) -> str | None:
    """The first 092 record whose text is a known ETT26 code (bbpPairings writes ``092 FIDE_DUTCH_2025``)."""
    for rec in headers:
        if rec.code == "092" and KNOWN_SYSTEM_CODE.fullmatch(rec.text[4:].strip()):
            return rec.text[4:].strip()
    return None


def _system_code(c: _Collected) -> tuple[int, str] | None:
    """The line and the value of the system code: the last 192, else the first 092 holding a known code."""
    found = c.last("192")
    if found:
        return found[0], str(found[1])
    for rec, number in zip(c.headers, c.lines.get("headers", [])):
        if rec.code == "092" and KNOWN_SYSTEM_CODE.fullmatch(rec.text[4:].strip()):
            return number, rec.text[4:].strip()
    return None


def _single_lines(c: _Collected) -> dict[str, tuple[int, ...]]:
    """The line of the record each single-valued field of the tournament is read from."""
    out: dict[str, tuple[int, ...]] = {}
    for field, codes in (("declared_rounds", ("142", "XXR")), ("initial_colour", ("152", "XXC")),
                         ("team_pab", ("320",)), ("board_colours", ("352",))):
        found = next((c.last(code) for code in codes if c.last(code)), None)
        if found:
            out[field] = (found[0],)
    system = _system_code(c)
    if system:
        out["system_code"] = (system[0],)
    return out


def _disagree(c: _Collected, filename: str, code: str, other: str, used: object, ignored: object, what: str) -> None:
    """Warn when two records say different things; ``code`` wins over ``other``."""
    a, b = c.last(code), c.last(other)
    if a and b and used != ignored:
        c.warnings.append(
            TRFWarning(
                file=filename,
                line=b[0],
                field=other,
                message=f"{other} says {what} {ignored} but {code} (line {a[0]}) says {used}; {code} is used",
            )
        )


def _duplicates(c: _Collected, filename: str) -> None:
    """Warn about single-valued records given twice with different values (the last one is used)."""
    for code, found in c.singles.items():
        if code == "XXC":
            continue
        for (n1, v1), (n2, v2) in zip(found, found[1:]):
            if v1 != v2:
                c.warnings.append(
                    TRFWarning(
                        file=filename,
                        line=n2,
                        field=code,
                        message=f"a second {code} record differs from the one on line {n1}; this one is used",
                    )
                )


def _tournament(c: _Collected, filename: str) -> Tournament:
    """Assemble the Tournament from the collected records."""
    name = next((r.text[4:].strip() for r in c.headers if r.code == "012"), "")
    rounds_142, rounds_xxr = c.last("142"), c.last("XXR")
    declared = rounds_142 or rounds_xxr
    source: Literal["142", "XXR"] | None = "142" if rounds_142 else "XXR" if rounds_xxr else None
    xxc_options = [o for _, opts in c.singles.get("XXC", []) for o in cast(tuple[str, ...], _as(tuple, opts))]
    xxc_colour = next(({"white1": "w", "black1": "b"}[o] for o in reversed(xxc_options) if o != "rank"), None)
    colour_152 = c.last("152")
    initial_colour = cast(Colour | None, _as(str, colour_152[1]) if colour_152 else xxc_colour)
    if rounds_142 and rounds_xxr:
        _disagree(c, filename, "142", "XXR", rounds_142[1], rounds_xxr[1], "the number of rounds is")
    if colour_152 and xxc_colour:
        _disagree(c, filename, "152", "XXC", colour_152[1], xxc_colour, "the initial colour is")
    _duplicates(c, filename)
    absent: list[int] = []
    for _, ids in c.absent:
        absent += [i for i in ids if i not in absent]
    team_pab = c.last("320")
    board_colours = c.last("352")
    return Tournament(
        name=name,
        headers=tuple(c.headers),
        players=tuple(p for _, p in c.players),
        teams=tuple(c.teams),
        national=tuple(c.national),
        declared_rounds=_as(int, declared[1]) if declared else None,
        rounds_source=source,
        initial_colour=initial_colour,
        pair_by_rank="rank" in xxc_options,
        system_code=system[1] if (system := _system_code(c)) else None,
        scoring=apply_scoring(c.scoring),
        team_scoring=apply_team_scoring(c.team_scoring),
        board_colours=_as(str, board_colours[1]) if board_colours else None,
        byes=tuple(c.byes),
        acceleration=tuple(c.acceleration),
        accelerated_points=tuple(a for _, a in c.accelerated),
        prohibited=tuple(p for _, p in c.prohibited),
        absent_next=tuple(absent),
        abnormal_points=tuple(c.abnormal),
        lineups=tuple(c.lineups),
        team_pab=_as(TeamPAB, team_pab[1]) if team_pab else None,
        forfeited_matches=tuple(c.forfeits),
    )


def read_lines(lines: tuple[str, ...], filename: str) -> tuple[Tournament, tuple[TRFWarning, ...]]:
    """A tournament and its warnings from already decoded lines (line i is ``lines[i - 1]``)."""
    tournament, warnings, _ = read_located(lines, filename)
    return tournament, warnings


def read_located(lines: tuple[str, ...], filename: str) -> tuple[Tournament, tuple[TRFWarning, ...], SourceMap]:
    """:func:`read_lines`, with the line of every record (for errors raised after reading)."""
    c = _Collected()
    for number, line in enumerate(lines, start=1):
        _read_line(c, line, number, filename)
    player_lines = _check_players(c, filename)
    _check_ids(c, player_lines, filename)
    tournament = _tournament(c, filename)
    source = SourceMap(file=filename, lines={**{k: tuple(v) for k, v in c.lines.items()}, **_single_lines(c)})
    warnings = list(c.warnings)
    warnings += check_references(tournament, source, lines)
    declared_at = c.last("142") or c.last("XXR")
    rounds = rounds_warning(tournament, filename, declared_at[0] if declared_at else None)
    if rounds:
        warnings.append(rounds)
    columns = tournament.round_columns
    for number, player in c.players:
        pw = points_warning(tournament, player, filename, number, columns)
        if pw:
            warnings.append(pw)
    warnings += symmetry_warnings(tournament, player_lines, filename)
    warnings.sort(key=lambda w: (w.line or 0, w.column or 0))
    # The JaVaFo 1.x era's 0000 - + = - as the byes they are (issue 29 item 5), after the checks of
    # the file as written.
    return era_byes(tournament), tuple(warnings), source


def loads_located(data: str | bytes, filename: str = "<string>") -> tuple[Tournament, tuple[TRFWarning, ...], SourceMap]:
    """:func:`loads`, with the source map of the records (the commands locate later errors with it)."""
    lines, encoding = normalised(data, filename)
    tournament, warnings, source = read_located(lines, filename)
    return tournament, ((encoding,) if encoding else ()) + warnings, source


def loads(data: str | bytes, filename: str = "<string>") -> tuple[Tournament, tuple[TRFWarning, ...]]:
    """Read TRF text or bytes; raises :class:`TRFError` (located) when the file cannot be read."""
    tournament, warnings, _ = loads_located(data, filename)
    return tournament, warnings


def load_located(path: str | PathLike[str]) -> tuple[Tournament, tuple[TRFWarning, ...], SourceMap]:
    """Read a TRF file with the source map of its records; names in errors are ``path`` as given."""
    name = str(path)
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        raise TRFError(name, None, None, None, f"cannot read the file: {err.strerror or err}") from None
    return loads_located(data, filename=name)


def load(path: str | PathLike[str]) -> tuple[Tournament, tuple[TRFWarning, ...]]:
    """Read a TRF file; the file name in errors and warnings is ``path`` as given."""
    tournament, warnings, _ = load_located(path)
    return tournament, warnings


__all__ = ["load", "load_located", "loads", "loads_located", "read_lines"]

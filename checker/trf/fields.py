"""What each record code is and what each grammar terminal holds: the words of error messages.

The column layout itself is in ``grammar/trf.lark``; this module names the fields (terminal
``RATING`` is the field ``rating``, "up to 4 digits", 4 columns wide) and says which start rule of
the grammar parses which record code, and how wide a fixed-width record is once padded.
"""

from __future__ import annotations

import re

from checker.models import Frozen


class FieldError(Exception):
    """A field that cannot be read, located inside its line (the reader adds file and line)."""

    def __init__(self, column: int | None, field: str | None, message: str) -> None:
        self.column = column
        self.field = field
        self.message = message
        super().__init__(f"{column}: {field}: {message}")


class Terminal(Frozen):
    """A field of the grammar: its name in messages, what it must hold, its width (None: free)."""

    field: str
    expected: str
    width: int | None = None


TERMINALS: dict[str, Terminal] = {
    "START_NUMBER": Terminal(field="start number", expected="a start number 1-9999", width=4),
    "SEX": Terminal(field="sex", expected="one character", width=1),
    "RATING": Terminal(field="rating", expected="up to 4 digits", width=4),
    "POINTS": Terminal(field="points", expected="a number like 11.5", width=4),
    "RANK": Terminal(field="rank", expected="up to 4 digits", width=4),
    "OPPONENT": Terminal(field="opponent", expected="a start number, 0000 or blanks", width=4),
    "COLOUR": Terminal(field="colour", expected="w, b, - or blank", width=1),
    "RESULT": Terminal(field="result", expected="one of 1 0 = + - W D L H F U Z or blank", width=1),
    "MEMBER": Terminal(field="team player", expected="a start number (up to 4 digits) or blanks", width=4),
    "TEAM_NUMBER": Terminal(field="team", expected="a team number (up to 3 digits)", width=3),
    "MATCH_POINTS": Terminal(field="match points", expected="a number like 1111.5", width=6),
    "GAME_POINTS": Terminal(field="game points", expected="a number like 1111.5", width=6),
    "TEAM_RANK": Terminal(field="team rank", expected="up to 3 digits", width=3),
    "NUMBER_OF_ROUNDS": Terminal(field="number of rounds", expected="a whole number"),
    "INITIAL_COLOUR": Terminal(field="initial colour", expected="W or B"),
    "SYSTEM_CODE": Terminal(field="tournament type", expected="a code such as FIDE_DUTCH_2025"),
    "BOARD_COLOURS": Terminal(field="board colours", expected="W and B letters such as WBWB"),
    "SCORE_SYMBOL": Terminal(field="scoring", expected="one of W D L A P X", width=1),
    "SCORE_VALUE": Terminal(field="scoring points", expected="a number like 1.0", width=4),
    "TEAM_SCORE_SYMBOL": Terminal(field="team scoring", expected="TW, TD or TL", width=2),
    "BYE_TYPE": Terminal(field="bye type", expected="F, H or Z", width=1),
    "ROUND": Terminal(field="round", expected="a round number (up to 3 digits)", width=3),
    "ID": Terminal(field="id", expected="an id (up to 4 digits) or blanks", width=4),
    "ACC_MATCH_POINTS": Terminal(field="fictitious match points", expected="a number like 11.5, not negative", width=4),
    "ACC_POINTS": Terminal(field="fictitious points", expected="a number like 11.5, not negative", width=4),
    "ABNORMAL_TYPE": Terminal(field="type", expected="one of W D L F H Z + - or blank", width=1),
    "SIGNED_MATCH_POINTS": Terminal(field="match points", expected="a number like -11.5", width=4),
    "SIGNED_POINTS": Terminal(field="points", expected="a number like -11.5", width=4),
    "PAB_MATCH_POINTS": Terminal(field="PAB match points", expected="a number like 11.5", width=4),
    "PAB_GAME_POINTS": Terminal(field="PAB game points", expected="a number like 11.5", width=4),
    "FORFEIT_OUTCOME": Terminal(field="forfeit", expected="+-, -+ or --", width=2),
    "XXC_OPTION": Terminal(field="XXC", expected="rank, white1 or black1"),
    "XXS_ITEM": Terminal(
        field="XXS",
        expected="CODE=points with CODE one of WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D",
    ),
    "ACC_VALUE": Terminal(field="acceleration", expected="a number like 1.0 or blanks", width=4),
    "PAIRING_ID": Terminal(field="start number", expected="a start number"),
    "DECIMAL": Terminal(field="points", expected="a number like 1.0"),
    "_WS": Terminal(field="", expected="a blank"),
    "_GAP": Terminal(field="", expected="a blank", width=1),
    "$END": Terminal(field="", expected="the end of the record"),
}


class RecordKind(Frozen):
    """How a record code is read: its grammar start rule and the padded width of the line.

    A fixed-width record is padded with blanks to ``base`` columns, plus a multiple of ``stride``
    when it ends in a repeated field (round blocks, id lists); ``base`` 0 = free format, unpadded.
    """

    rule: str
    name: str
    base: int = 0
    stride: int = 0


RECORDS: dict[str, RecordKind] = {
    "001": RecordKind(rule="player", name="player", base=91, stride=10),
    "013": RecordKind(rule="team_013", name="team", base=40, stride=5),
    "142": RecordKind(rule="rounds_142", name="number of rounds"),
    "152": RecordKind(rule="initial_colour_152", name="initial colour"),
    "162": RecordKind(rule="scoring_162", name="scoring", base=5, stride=9),
    "192": RecordKind(rule="system_192", name="tournament type"),
    "240": RecordKind(rule="bye_240", name="bye", base=9, stride=5),
    "250": RecordKind(rule="acceleration_250", name="acceleration", base=31),
    "260": RecordKind(rule="prohibited_260", name="prohibited pairing", base=11, stride=5),
    "299": RecordKind(rule="abnormal_299", name="abnormal points", base=22, stride=5),
    "300": RecordKind(rule="lineup_300", name="line-up", base=15, stride=5),
    "310": RecordKind(rule="team_310", name="team", base=72, stride=5),
    "320": RecordKind(rule="team_pab_320", name="team PAB", base=13, stride=4),
    "330": RecordKind(rule="forfeit_330", name="forfeited match", base=18),
    "352": RecordKind(rule="board_colours_352", name="board colours"),
    "362": RecordKind(rule="scoring_362", name="team scoring", base=4, stride=9),
    "XXR": RecordKind(rule="xxr", name="XXR"),
    "XXC": RecordKind(rule="xxc", name="XXC"),
    "XXS": RecordKind(rule="xxs", name="XXS"),
    "XXA": RecordKind(rule="xxa", name="XXA", base=8, stride=5),
    "XXP": RecordKind(rule="xxp", name="XXP"),
    "XXZ": RecordKind(rule="xxz", name="XXZ"),
    **{code: RecordKind(rule="bbp_score", name=code) for code in ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU")},
}
"""Record codes read into typed fields of the tournament."""

NATIONAL = RecordKind(rule="national", name="national rating", base=79)
"""A TRF-2026 national rating support record: federation code in 1-3, then the 001 layout."""

FREE_TEXT_CODES: frozenset[str] = frozenset(
    [f"{n:03d}" for n in range(12, 133, 10)] + ["172", "182", "202", "212", "222", "801", "802"]
)
"""Header records kept verbatim (free text from column 5, or informative tables such as 801/802)."""

_NATIONAL_LINE = re.compile(r"[A-Z]{3} [ 0-9]{3}[0-9]( |$)")
_NOT_FEDERATIONS = frozenset({"DAT"})
"""Three-letter codes of private extensions that look like national records (Tornelo ``DAT``)."""

TAB_TOLERANT: frozenset[str] = frozenset({"240", "250", "260", "299", "300", "320", "330"})
"""Records whose blank columns may hold a TAB (the TEC example's 240 lines): read as one blank."""


def is_national(line: str) -> bool:
    """A national rating record: 3 capital letters, a blank, a start number in columns 5-8."""
    code = line[:3]
    return (
        _NATIONAL_LINE.match(line) is not None
        and code not in RECORDS
        and code not in _NOT_FEDERATIONS
        and not code.startswith(("XX", "BB"))
    )


PLAYER_GAPS: tuple[int, ...] = (4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91)
"""The blank columns between the fields of a 001 record (1-based), before the round blocks."""
NATIONAL_GAPS: tuple[int, ...] = (4, 9, 14, 48, 53, 57, 69)
BLOCK_GAPS: tuple[int, ...] = (5, 7, 9, 10)
"""The blank columns inside a 10-column round block, counted from its first column (1-based)."""

GAP_NAMES: dict[int, str] = {
    4: "after the record code",
    9: "between start number and sex",
    14: "between title and name",
    48: "between name and rating",
    53: "between rating and federation",
    57: "between federation and FIDE number",
    69: "between FIDE number and birth date",
    80: "between birth date and points",
    85: "between points and rank",
    90: "between rank and round 1",
    91: "between rank and round 1",
}

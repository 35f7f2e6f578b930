"""The transformer: the tokens of TRF records (grammar/trf.lark) to the models' values.

Each callback is named after a rule of the grammar and receives its tokens; a field that the
grammar accepts but that still makes no sense (``1 2`` as a rating, round 0, a game result
without an opponent) raises :class:`FieldError` with the token's column.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING, cast

from checker.models import (
    AbnormalPoints,
    Acceleration,
    AccelerationRecord,
    ByeRecord,
    ForfeitedMatch,
    NationalRecord,
    Player,
    ProhibitedPairing,
    RoundEntry,
    Team,
    TeamLineup,
    TeamPAB,
)
from checker.trf.errors import shown
from checker.trf.fields import TERMINALS, FieldError

if TYPE_CHECKING:
    from lark import Token

_NUMBER = re.compile(r"-?(\d+(\.\d*)?|\.\d+)")
BYE_RESULTS = frozenset({"H", "F", "U", "Z"})
"""Results of the TRF16 table's "Bye" group: they exclude a scheduled opponent."""
GAME_RESULTS = frozenset({"1", "0", "W", "D", "L"})
"""Results that need an opponent. ``=`` is not among them: ``0000 - =`` is the TRF06 spelling
of a half-point bye (FIDE's 2005 example, the ICU files), as ``0000 - +`` is a full-point bye."""


def bad(token: Token, expected: str | None = None) -> FieldError:
    """The error for a token that does not hold what its field needs."""
    term = TERMINALS[token.type]
    return FieldError(token.column, term.field, f"expected {expected or term.expected}, got {shown(token)}")


def whole(token: Token, *, blank: bool = True, minimum: int = 0) -> int | None:
    """The whole number in a fixed-width field (None when blank and ``blank`` is allowed)."""
    text = token.strip()
    if not text:
        if blank:
            return None
        raise bad(token)
    if not text.isdigit() or int(text) < minimum:
        raise bad(token)
    return int(text)


def number(token: Token, *, blank: bool = True) -> Decimal | None:
    """The decimal number in a field such as ``11.5``, `` 4.0`` or ``2`` (None when blank)."""
    text = token.strip()
    if not text:
        if blank:
            return None
        raise bad(token)
    if not _NUMBER.fullmatch(text):
        raise bad(token)
    return Decimal(text)


def ids(tokens: list[Token]) -> tuple[int, ...]:
    """The non-blank ids of a list of fixed-width id fields (blank fields are skipped)."""
    out = []
    for tok in tokens:
        value = whole(tok, minimum=1)
        if value is not None:
            out.append(value)
    return tuple(out)


def needs(condition: bool, column: int | None, field: str, message: str) -> None:
    """Raise a :class:`FieldError` unless ``condition`` holds."""
    if not condition:
        raise FieldError(column, field, message)


class TRFTransformer:
    """Turns each record's tokens into a model (Player, ByeRecord, ...) or plain values: one method per
    rule, called by the Lark parser (its ``transformer``) or by a flat rule (``grammar.FlatForm``) with
    tokens of the same text, type and column. A plain class, so that a file every flat rule reads does
    not import lark (issue 34); a Lark ``Token`` is the annotation, ``grammar.FieldToken`` the same
    shape."""

    # ----- 001 and national records -------------------------------------------------------
    def round_block(self, c: list[Token]) -> tuple[Token, Token, Token]:
        """A 10-column round block: the opponent, colour and result tokens."""
        return (c[0], c[1], c[2])

    def player(self, c: list[Token | tuple[Token, Token, Token]]) -> Player:
        """A 001 record (TRF16 player section) with every field and its round blocks."""
        sn_tok, sex, title, name, rating, fed, fide_id, birth, points, rank = cast("list[Token]", c[:10])
        blocks = cast("list[tuple[Token, Token, Token]]", c[10:])  # the grammar: ten fields, then round blocks
        start_number = whole(sn_tok, blank=False, minimum=1)
        assert start_number is not None
        while blocks and all(not t.strip() for t in blocks[-1]):
            blocks.pop()  # the line ends after its last non-blank round
        rounds = tuple(self._entry(start_number, r, block) for r, block in enumerate(blocks, start=1))
        return Player(
            start_number=start_number,
            sex=sex.strip(),
            title=title.strip(),
            name=name.strip(),
            rating=whole(rating),
            federation=fed.strip(),
            fide_id=fide_id.strip(),
            birth_date=birth.strip(),
            points=number(points),
            rank=whole(rank),
            rounds=rounds,
        )

    @staticmethod
    def _entry(start_number: int, r: int, block: tuple[Token, Token, Token]) -> RoundEntry:
        """One round block, checked against the TRF16 round-block table."""
        opp_tok, col_tok, res_tok = block
        text = opp_tok.strip()  # whole(opp_tok) for the usual field, digits or blanks, inline (issue 34)
        opponent = (int(text) if text.isascii() and text.isdigit() else whole(opp_tok)) or None  # 0000, blank: none
        colour = str(col_tok) if col_tok in ("w", "b") else None  # a plain str in the model, not the token
        result = res_tok.upper().strip()
        # The messages are only built for a block that breaks a rule (3,600 blocks at 400 players).
        if opponent is None:
            if result in GAME_RESULTS:
                raise FieldError(res_tok.column, "result", f"round {r}: result {shown(res_tok)} needs an opponent, "
                                 f"got {shown(opp_tok)} in columns {opp_tok.column}-{(opp_tok.column or 0) + 3}")
            if colour is not None:
                raise FieldError(col_tok.column, "colour",
                                 f"round {r}: colour {shown(col_tok)} on a bye or absence (no opponent); "
                                 "expected '-' or blank")
        else:
            if result in BYE_RESULTS:
                raise FieldError(res_tok.column, "result",
                                 f"round {r}: result {shown(res_tok)} is a bye and cannot have an opponent ({opponent})")
            if opponent == start_number:
                raise FieldError(opp_tok.column, "opponent", f"round {r}: player {start_number} cannot be his own opponent")
        return RoundEntry(round=r, opponent=opponent, colour=colour, result=result)  # type: ignore[arg-type]

    def national(self, c: list[Token]) -> NationalRecord:
        """A TRF-2026 national rating support record (NRS): 001 layout under a federation code."""
        code, sn_tok, sex, classification, name, rating, origin, national_id, birth = c
        start_number = whole(sn_tok, blank=False, minimum=1)
        assert start_number is not None
        return NationalRecord(
            federation_code=str(code),
            start_number=start_number,
            sex=sex.strip(),
            classification=classification.strip(),
            name=name.strip(),
            rating=whole(rating),
            origin=origin.strip(),
            national_id=national_id.strip(),
            birth_date=birth.strip(),
        )

    # ----- teams ---------------------------------------------------------------------------
    def team_013(self, c: list[Token]) -> Team:
        """A 013 record; its number (the order of the 013 lines) is set by the reader."""
        name, *members = c
        return Team(number=0, name=name.strip(), players=ids(members), source="013")

    def team_310(self, c: list[Token]) -> Team:
        """A TRF-2026 310 team record."""
        number_tok, name, nickname, strength, mp, gp, rank, *members = c
        team = whole(number_tok, blank=False, minimum=1)
        assert team is not None
        return Team(
            number=team,
            name=name.strip(),
            nickname=nickname.strip(),
            strength=strength.strip(),
            match_points=number(mp),
            game_points=number(gp),
            rank=whole(rank),
            players=ids(members),
            source="310",
        )

    # ----- tournament records ----------------------------------------------------------------
    def rounds_142(self, c: list[Token]) -> int:
        """142: the number of rounds."""
        return self._rounds(c[0])

    def xxr(self, c: list[Token]) -> int:
        """XXR: the number of rounds (JaVaFo)."""
        return self._rounds(c[0])

    @staticmethod
    def _rounds(tok: Token) -> int:
        value = whole(tok, blank=False, minimum=1)
        assert value is not None
        return value

    def initial_colour_152(self, c: list[Token]) -> str:
        """152: initial colour W or B, as the model's colour ``w``/``b``."""
        return c[0].lower()

    def system_192(self, c: list[Token]) -> str:
        """192: the encoded type of tournament."""
        return str(c[0])

    def board_colours_352(self, c: list[Token]) -> str:
        """352: colour sequence of the first team's boards, e.g. WBWB."""
        return c[0].upper()

    def score_item(self, c: list[Token]) -> tuple[Token, Token]:
        """One symbol / points pair of a 162 record."""
        return (c[0], c[1])

    def team_score_item(self, c: list[Token]) -> tuple[Token, Token]:
        """One symbol / points pair of a 362 record."""
        return (c[0], c[1])

    def scoring_162(self, c: list[tuple[Token, Token]]) -> tuple[tuple[str, Decimal], ...]:
        """162: (symbol, points) pairs; ``Z`` (bbpPairings) is read as ``A``."""
        return self._score_pairs(c, {"Z": "A"})

    def scoring_362(self, c: list[tuple[Token, Token]]) -> tuple[tuple[str, Decimal], ...]:
        """362: (TW/TD/TL, points) pairs."""
        return self._score_pairs(c, {})

    @staticmethod
    def _score_pairs(
        items: list[tuple[Token, Token]], aliases: dict[str, str]
    ) -> tuple[tuple[str, Decimal], ...]:
        out = []
        for symbol, value in items:
            if not symbol.strip():
                needs(not value.strip(), value.column, "scoring points", f"points {shown(value)} without a symbol")
                continue
            points = number(value, blank=False)
            assert points is not None
            out.append((aliases.get(str(symbol), str(symbol)), points))
        return tuple(out)

    def bye_240(self, c: list[Token]) -> ByeRecord:
        """240: a F/H/Z bye in a round for the listed player or team ids."""
        kind, round_tok, *id_toks = c
        rnd = whole(round_tok, blank=False, minimum=1)
        listed = ids(id_toks)
        needs(bool(listed), 11, "id", "expected at least one player or team id from column 11")
        return ByeRecord(kind=kind.upper(), round=rnd, ids=listed)  # type: ignore[arg-type]

    def acceleration_250(self, c: list[Token]) -> AccelerationRecord:
        """250: fictitious points for an id range over a round range."""
        mp_tok, gp_tok, first_tok, last_tok, first_id_tok, last_id_tok = c
        mp, gp = number(mp_tok), number(gp_tok)
        needs(
            mp is not None or gp is not None,
            5,
            "fictitious points",
            "expected fictitious match points (columns 5-8) or points (columns 10-13), got blanks",
        )
        first, last = whole(first_tok, blank=False, minimum=1), whole(last_tok, blank=False, minimum=1)
        first_id, last_id = whole(first_id_tok, blank=False, minimum=1), whole(last_id_tok, blank=False, minimum=1)
        assert first is not None and last is not None and first_id is not None and last_id is not None
        needs(last >= first, last_tok.column, "round", f"last round {last} is before first round {first}")
        needs(last_id >= first_id, last_id_tok.column, "id", f"last id {last_id} is below first id {first_id}")
        return AccelerationRecord(
            match_points=mp, points=gp, first_round=first, last_round=last, first_id=first_id, last_id=last_id
        )

    def prohibited_260(self, c: list[Token]) -> ProhibitedPairing:
        """260: ids that may not meet from the first to the last round."""
        first_tok, last_tok, *id_toks = c
        first, last = whole(first_tok, blank=False, minimum=1), whole(last_tok, blank=False, minimum=1)
        assert first is not None and last is not None
        needs(last >= first, last_tok.column, "round", f"last round {last} is before first round {first}")
        listed = ids(id_toks)
        needs(len(listed) >= 2, 13, "id", f"expected at least two ids from column 13, got {len(listed)}")
        return ProhibitedPairing(first_round=first, last_round=last, ids=listed)

    def abnormal_299(self, c: list[Token]) -> AbnormalPoints:
        """299: abnormal points (type blank = penalty or bonus; round 0 or blank = all rounds)."""
        kind, mp, gp, round_tok, *id_toks = c
        return AbnormalPoints(
            kind=kind.strip(),
            match_points=number(mp),
            points=number(gp),
            round=whole(round_tok) or 0,
            ids=ids(id_toks),
        )

    def lineup_300(self, c: list[Token]) -> TeamLineup:
        """300: the boards of a team in a round (0000 = empty board; trailing blanks dropped)."""
        round_tok, team_tok, opp_tok, *board_toks = c
        while board_toks and not board_toks[-1].strip():
            board_toks.pop()
        boards = tuple(whole(t) or 0 for t in board_toks)
        rnd = whole(round_tok, blank=False, minimum=1)
        team, opponent = whole(team_tok, blank=False, minimum=1), whole(opp_tok, blank=False)
        assert rnd is not None and team is not None and opponent is not None
        return TeamLineup(round=rnd, team=team, opponent=opponent, boards=boards)

    def team_pab_320(self, c: list[Token]) -> TeamPAB:
        """320: the points of a team PAB and the team that got it in each round (0 = none)."""
        mp, gp, *team_toks = c
        while team_toks and not team_toks[-1].strip():
            team_toks.pop()
        return TeamPAB(match_points=number(mp), game_points=number(gp), teams=tuple(whole(t) or 0 for t in team_toks))

    def forfeit_330(self, c: list[Token]) -> ForfeitedMatch:
        """330: a forfeited match (+- white won, -+ black won, -- double forfeit)."""
        outcome, round_tok, white_tok, black_tok = c
        rnd = whole(round_tok, blank=False, minimum=1)
        white, black = whole(white_tok, blank=False, minimum=1), whole(black_tok, blank=False, minimum=1)
        assert rnd is not None and white is not None and black is not None
        return ForfeitedMatch(outcome=str(outcome), round=rnd, white=white, black=black)  # type: ignore[arg-type]

    # ----- engine extensions -----------------------------------------------------------------
    def xxc(self, c: list[Token]) -> tuple[str, ...]:
        """XXC: any of rank, white1, black1."""
        return tuple(t.lower() for t in c)

    def xxs(self, c: list[Token]) -> tuple[tuple[str, Decimal], ...]:
        """XXS: CODE=points pairs, left to right."""
        pairs = []
        for item in c:
            code, _, value = item.partition("=")
            pairs.append((code, Decimal(value)))
        return tuple(pairs)

    def xxa(self, c: list[Token]) -> Acceleration:
        """XXA: a player's acceleration points per round (blank = none that round)."""
        sn_tok, *values = c
        while values and not values[-1].strip():
            values.pop()
        start_number = whole(sn_tok, blank=False, minimum=1)
        assert start_number is not None
        return Acceleration(start_number=start_number, points=tuple(number(v) for v in values))

    def xxp(self, c: list[Token]) -> ProhibitedPairing:
        """XXP: players who may not meet in any round."""
        listed = tuple(int(t) for t in c)
        needs(len(listed) >= 2, 5, "start number", f"expected at least two start numbers, got {len(listed)}")
        return ProhibitedPairing(ids=listed)

    def xxz(self, c: list[Token]) -> tuple[int, ...]:
        """XXZ: players not to be paired in the round to be paired."""
        return tuple(int(t) for t in c)

    def bbp_score(self, c: list[Token]) -> tuple[str, Decimal]:
        """BBW/BBD/BBL/BBZ/BBF/BBU: one value of bbpPairings' scoring system."""
        return (str(c[0]), Decimal(c[1]))

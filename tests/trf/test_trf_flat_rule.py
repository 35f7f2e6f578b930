"""The 001 record read through its regular-expression form (``checker.trf.grammar.FlatRule``)
against the LALR parser it stands in for: the same Player, or the same field error, on every 001
line of the test data and on mutated copies; a line the pattern does not read goes to the parser.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from lark import UnexpectedInput

from checker.trf.fields import RECORDS, FieldError
from checker.trf.grammar import field_error, flat_rule, pad, parse_record, parser
from tests.paths import DATA

PLAYER = RECORDS["001"]
ALPHABET = " 0123456789wbWDLHFUZ=+-.xÄ"


def _through_parser(text: str) -> tuple[str, object]:
    try:
        return "ok", parser().parse(text, start="player")
    except UnexpectedInput as err:
        return "error", field_error(err, text, PLAYER).args
    except FieldError as err:
        return "error", (err.column, err.field, err.message)


def _through_pattern(text: str) -> tuple[str, object] | None:
    flat = flat_rule("player")
    assert flat is not None
    try:
        parsed = flat.parse(text)
    except FieldError as err:
        return "error", (err.column, err.field, err.message)
    return None if parsed is None else ("ok", parsed)


def _compare(lines: list[str], seed: int) -> tuple[int, int]:
    """Each line and three mutations of it; (lines compared, lines the pattern left to the parser)."""
    rng = random.Random(seed)
    compared = left = 0
    for line in lines:
        variants = [line]
        for _ in range(3):
            chars = list(line)
            for _ in range(rng.randint(1, 3)):
                chars[rng.randrange(len(chars))] = rng.choice(ALPHABET)
            variants.append("".join(chars))
        for variant in variants:
            text = pad(variant, PLAYER)
            fast = _through_pattern(text)
            if fast is None:
                left += 1
                continue
            assert fast == _through_parser(text), text
            compared += 1
    return compared, left


def _player_lines(files: list[Path]) -> list[str]:
    return [line for f in files for line in f.read_text(errors="replace").splitlines() if line.startswith("001")]


def test_the_001_pattern_is_built_from_the_grammar() -> None:
    flat = flat_rule("player")
    assert flat is not None
    assert flat.head == ["START_NUMBER", "SEX", "TITLE", "NAME", "RATING", "FEDERATION", "FIDE_ID", "BIRTH_DATE",
                         "POINTS", "RANK"]
    assert flat.block == ["OPPONENT", "COLOUR", "RESULT"] and flat.widths == 10


def test_the_001_pattern_reads_as_the_parser_on_the_test_data() -> None:
    lines = _player_lines(sorted(DATA.rglob("*.trf")))
    compared, left = _compare(lines, seed=1)
    assert compared > 3000 and left > 100  # both paths exercised


def test_a_line_the_pattern_refuses_gets_the_parsers_message() -> None:
    line = "001    1      Player                            1500" + " " * 37 + "  X    w 1"
    with pytest.raises(FieldError) as err:
        parse_record(line, PLAYER)
    assert (err.value.column, err.value.field) == (92, "opponent")
    assert err.value.message == "expected a start number, 0000 or blanks, got 'X   '"


@pytest.mark.slow
def test_the_001_pattern_reads_as_the_parser_on_the_whole_corpus(corpus_dir: Path) -> None:
    lines = _player_lines(sorted(p for p in corpus_dir.rglob("*") if p.suffix in (".trf", ".tab", ".txt")))
    compared, _ = _compare(lines, seed=2)
    assert compared > 20000

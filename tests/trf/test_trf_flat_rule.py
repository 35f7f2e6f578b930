"""Records read through their regular-expression forms (``checker.trf.grammar.FlatRule``) against the
LALR parser they stand in for: the same value, or the same field error, on every record line of the
test data (001 and every other kind) and on mutated copies; a line no form reads goes to the parser.
"""

from __future__ import annotations

import dataclasses
import json
import pickle
import random
import tempfile
from decimal import Decimal
from pathlib import Path

import pytest
from lark import UnexpectedInput

from checker.trf import grammar
from checker.trf.fields import RECORDS, FieldError
from checker.trf.grammar import flat_rule, pad, parse_record
from checker.trf.lark_parser import field_error, parser
from checker.trf.reader import load
from tests.paths import DATA, ROOT

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
    form = flat.forms[0]  # the longest expansion: with round blocks
    assert form.head == ["START_NUMBER", "SEX", "TITLE", "NAME", "RATING", "FEDERATION", "FIDE_ID", "BIRTH_DATE",
                         "POINTS", "RANK"]
    assert form.block == ["OPPONENT", "COLOUR", "RESULT"]


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


def _records(files: list[Path]) -> list[tuple[str, str]]:
    """(code, line) of every record line of the files that the grammar reads other than 001."""
    found = []
    for f in files:
        for line in f.read_text(errors="replace").splitlines():
            code = line[:3]
            if code in RECORDS and code != "001":
                found.append((code, line))
    return found


def test_every_flat_rule_reads_as_the_parser_on_the_test_data() -> None:
    # Issue 34: every record kind (142, 162, 240, 250, 260, 299, 300, 310, 320, 330, XXC, XXS, XXA, BB?,
    # ...) is read by its flat rule when it can be; each line and three mutations of it give the same
    # value or the same field error by the flat rule as by the LALR parser.
    rng = random.Random(3)
    compared: dict[str, int] = {}
    for code, line in _records(sorted(DATA.rglob("*.trf"))):
        kind = RECORDS[code]
        flat = flat_rule(kind.rule)
        assert flat is not None, code
        variants = [line]
        for _ in range(3):
            chars = list(line)
            for _ in range(rng.randint(1, 2)):
                chars[rng.randrange(3, len(chars)) if len(chars) > 3 else 0] = rng.choice(ALPHABET)
            variants.append("".join(chars))
        for variant in variants:
            text = pad(variant, kind)
            try:
                fast: tuple[str, object] | None = (lambda p: None if p is None else ("ok", p))(flat.parse(text))
            except FieldError as err:
                fast = "error", (err.column, err.field, err.message)
            if fast is None:
                continue
            try:
                slow: tuple[str, object] = "ok", parser().parse(text, start=kind.rule)
            except UnexpectedInput as err:
                slow = "error", field_error(err, text, kind).args
            except FieldError as err:
                slow = "error", (err.column, err.field, err.message)
            assert fast == slow, (code, text)
            compared[code] = compared.get(code, 0) + 1
    assert {"142", "162", "240", "260", "XXC", "XXR"} <= set(compared), compared
    assert sum(compared.values()) > 200, compared


def _values(value: object) -> list[object]:
    """Every leaf of a model (fields of dataclasses, items of tuples)."""
    if dataclasses.is_dataclass(value):
        return [leaf for f in dataclasses.fields(value) for leaf in _values(getattr(value, f.name))]
    if isinstance(value, tuple):
        return [leaf for item in value for leaf in _values(item)]
    return [value]


def test_a_tournament_read_holds_plain_values_and_pickles() -> None:
    # The models are dataclasses (issue 34): nothing converts a token to str for them any more, so the
    # transformer hands them plain values; a worker process receives the tournament pickled.
    for path in sorted(DATA.rglob("*.trf"))[:40] + sorted(ROOT.glob("samples/*.trf")):
        tournament, _ = load(path)
        kinds = {type(v) for v in _values(tournament)}
        assert kinds <= {str, int, bool, Decimal, type(None)}, (path, kinds)
        assert pickle.loads(pickle.dumps(tournament)) == tournament


@pytest.mark.parametrize("content", ["not json", '{"format": "other"}', '{"format": "swisscheck-flat-1", "rules": '
                                     '{"player": [{"head": [["X", "(", true]], "block": null}]}}',
                                     '{"format": "swisscheck-flat-1", "rules": {"__init__": []}}'])
def test_a_broken_flat_rules_cache_is_described_again(content: str, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # Issue 34: the cache lives in the shared temporary directory; a file that is not a description of
    # this grammar's rules (not JSON, another format, a bad pattern, a rule the grammar lacks) is replaced.
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    path = grammar._cache_file(grammar.grammar_text())
    path.write_text(content, encoding="utf-8")
    grammar.flat_rules.cache_clear()
    try:
        rules = grammar.flat_rules()
        assert {"player", "bye_240", "xxr"} <= set(rules)
        assert json.loads(path.read_text(encoding="utf-8"))["format"] == grammar.FORMAT
    finally:
        grammar.flat_rules.cache_clear()


def test_a_field_error_found_on_plain_strings_is_placed_by_the_located_tokens() -> None:
    # Issue 34: the flat rule transforms plain strings first; a transform that fails (round 2's result
    # 1 has no opponent) is run again on located tokens, so the error names the column as before.
    line = ("001    1      Player                            1500" + " " * 37
            + "     2 w 1" + "  0000 - 1")
    with pytest.raises(FieldError) as err:
        parse_record(line, PLAYER)
    assert (err.value.column, err.value.field) == (109, "result")
    assert err.value.message.startswith("round 2: result '1' needs an opponent, got '0000' in columns 102-105")

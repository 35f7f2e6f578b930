"""The TRF grammar (grammar/trf.lark) compiled once into a Lark LALR parser with its transformer.

The grammar ships in the wheel as package ``checker.grammar``; in a source checkout without an
install it is read from ``<repo>/grammar``.
"""

from __future__ import annotations

import importlib.resources
import re
from functools import cache
from pathlib import Path
from typing import Any

from lark import Lark, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from checker.trf.errors import shown
from checker.trf.fields import TERMINALS, FieldError, RecordKind
from checker.trf.transformer import TRFTransformer

GRAMMAR_FILE = "trf.lark"
_NON_BLANK = re.compile(r"[^ \t]*")
_SEPARATORS = ("_WS", "_GAP", "$END")


def grammar_text() -> str:
    """The text of ``trf.lark``: the package resource, else the source tree's ``grammar/``."""
    try:
        resource = importlib.resources.files("checker.grammar") / GRAMMAR_FILE
        if resource.is_file():
            return resource.read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    return (Path(__file__).resolve().parents[2] / "grammar" / GRAMMAR_FILE).read_text(encoding="utf-8")


def start_rules(text: str) -> list[str]:
    """Every rule of the grammar that a record can start with (the lower-case rule names)."""
    return [m.group(1) for m in re.finditer(r"^([a-z][a-z0-9_]*)\s*:", text, re.MULTILINE)]


@cache
def parser() -> Lark:
    """The LALR parser of all record rules, transforming trees to models while it parses."""
    text = grammar_text()
    return Lark(
        text,
        parser="lalr",
        lexer="contextual",
        start=start_rules(text),
        transformer=TRFTransformer(),
        maybe_placeholders=False,
    )


def pad(line: str, kind: RecordKind) -> str:
    """The record with trailing blanks stripped, then padded to its fixed width (if any)."""
    text = line.rstrip(" \t")
    if not kind.base:
        return text
    if len(text) <= kind.base:
        return text.ljust(kind.base)
    if not kind.stride:
        return text
    extra = -(-(len(text) - kind.base) // kind.stride)
    return text.ljust(kind.base + extra * kind.stride)


def parse_record(line: str, kind: RecordKind) -> Any:
    """Parse one record line with its start rule; a bad field raises :class:`FieldError`."""
    text = pad(line, kind)
    try:
        return parser().parse(text, start=kind.rule)
    except UnexpectedInput as err:
        raise field_error(err, text, kind) from None


def field_error(err: UnexpectedInput, text: str, kind: RecordKind) -> FieldError:
    """A Lark error as a located field error: the field expected at the column, and what is there."""
    column: int | None
    if isinstance(err, UnexpectedCharacters):
        column, expected = err.column, set(err.allowed or ())
    elif isinstance(err, UnexpectedToken):
        expected = set(err.expected or ())
        column = err.token.column if err.token.type != "$END" else None
    elif isinstance(err, UnexpectedEOF):
        column, expected = None, set(err.expected or ())
    else:  # pragma: no cover - Lark raises only the three above
        column, expected = None, set()
    if column is None or column < 1:
        column = len(text) + 1
    names = sorted(n for n in expected if n not in _SEPARATORS and n in TERMINALS)
    name = names[0] if names else next((s for s in _SEPARATORS if s in expected), "$END")
    term = TERMINALS[name]
    at = text[column - 1 :]
    if not at:
        got = "the end of the line"
    elif term.width:
        got = shown(at[: term.width])
    else:
        got = shown(_NON_BLANK.match(at).group() or at[:1])  # type: ignore[union-attr]
    return FieldError(column, term.field or kind.name, f"expected {term.expected}, got {got}")

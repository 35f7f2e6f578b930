"""The TRF grammar (grammar/trf.lark) compiled once into a Lark LALR parser with its transformer.

The grammar ships in the wheel as package ``checker.grammar``; in a source checkout without an
install it is read from ``<repo>/grammar``.

A fixed-width record made of terminals and one repeated block (the 001 player record) is also
compiled into a single regular expression from the parser's own rule and terminal definitions
(``flat_rule``): a line it matches is cut into the very tokens the LALR parser would produce and
goes to the same transformer, about ten times faster; any other line (and every error) goes
through the parser.
"""

from __future__ import annotations

import importlib.resources
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

from lark import Lark, Token, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

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
        # Lark keeps the grammar analysis in the temporary directory, keyed by the grammar's hash:
        # a tenth of a second saved on every command after the first (a missing or broken cache
        # file is rebuilt, an unwritable directory only costs that time again).
        cache=True,
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


class FlatRule:
    """A rule of fixed terminals then one repeated block of terminals, as one regular expression.

    ``head`` and ``block`` are the kept terminals (their names, in order); the pattern has one
    group per terminal of the head, and the block's text is cut by a second pattern.
    """

    __slots__ = ("head", "block", "head_pattern", "block_pattern", "widths", "callback", "block_callback")

    def __init__(self, rule: str) -> None:
        lark = parser()
        terminals = {t.name: t for t in lark.terminals}
        rules: dict[str, list[list[str]]] = {r.origin.name: [] for r in lark.rules}
        for r in lark.rules:
            rules[r.origin.name].append([s.name for s in r.expansion])
        # The longest expansion of the rule: its terminals, then a star over a block rule.
        expansion = max(rules[rule], key=len)
        star = expansion[-1] if not terminals.get(expansion[-1]) else None
        head = expansion[:-1] if star else expansion
        block_rule = next(e[0] for e in rules[star] if len(e) == 1) if star else None
        block = max(rules[block_rule], key=len) if block_rule else []
        if not all(name in terminals for name in (*head, *block)):
            raise ValueError(f"rule {rule} is not flat")

        if any(terminals[n].pattern.min_width != terminals[n].pattern.max_width for n in block):
            raise ValueError(f"rule {rule}: its block is not fixed-width")

        def regex(names: list[str], capture: bool) -> tuple[str, list[str]]:
            parts, kept = [], []
            for name in names:
                body = f"(?:{terminals[name].pattern.to_regexp()})"
                if capture and not name.startswith(("_", "__ANON")):
                    body = f"({body})"
                    kept.append(name)
                parts.append(body)
            return "".join(parts), kept

        head_re, self.head = regex(head, True)
        block_re, self.block = regex(block, True)
        self.head_pattern = re.compile(f"{head_re}((?:{regex(block, False)[0]})*)")
        self.block_pattern = re.compile(block_re)
        self.widths = sum(terminals[n].pattern.max_width for n in block)
        self.callback: Callable[[list[object]], object] = getattr(TRFTransformer(), rule)
        self.block_callback: Callable[[list[Token]], object] | None = (
            getattr(TRFTransformer(), block_rule) if block_rule else None)

    def parse(self, text: str) -> object | None:
        """The transformed record, or None when the line is not one the pattern reads (let the parser say why)."""
        m = self.head_pattern.fullmatch(text)
        if m is None:
            return None
        children: list[object] = [*_tokens(m, self.head)]
        start, rest = m.start(len(self.head) + 1), m.group(len(self.head) + 1)
        for offset in range(0, len(rest), self.widths):
            b = self.block_pattern.match(text, start + offset)
            assert b is not None and self.block_callback is not None
            children.append(self.block_callback(_tokens(b, self.block)))
        return self.callback(children)


def _tokens(match: re.Match[str], names: list[str]) -> list[Token]:
    """The groups of a match as the tokens Lark would make of them (1-based columns of a one-line text)."""
    return [Token(name, match.group(i), match.start(i), 1, match.start(i) + 1)
            for i, name in enumerate(names, start=1)]


@cache
def flat_rule(rule: str) -> FlatRule | None:
    """The regular-expression form of a flat rule (None for the others: they all go to the parser)."""
    try:
        return FlatRule(rule)
    except (ValueError, KeyError, StopIteration, AttributeError):  # not flat, or a Lark without these fields
        return None


FLAT_RULES = frozenset({"player"})
"""Rules read through :class:`FlatRule` first (the bulk of a file)."""


def parse_record(line: str, kind: RecordKind) -> object:
    """Parse one record line with its start rule into its model or values (``TRFTransformer``); a bad field raises :class:`FieldError`."""
    text = pad(line, kind)
    if kind.rule in FLAT_RULES:
        flat = flat_rule(kind.rule)
        if flat is not None:
            parsed = flat.parse(text)
            if parsed is not None:
                return parsed
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

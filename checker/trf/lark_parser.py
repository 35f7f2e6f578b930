"""The TRF grammar (grammar/trf.lark) compiled into a Lark LALR parser with its transformer: the reader
of every line no flat rule reads, of every error (its message), and the source of the flat rules.

Imported only when needed (``checker.deferred``, issue 34): a file whose every record its flat rule reads
(``grammar.FlatForm``, described from this parser once and cached) is read without importing lark.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from lark import Lark, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.grammar import Symbol, Terminal

from checker.trf.errors import shown
from checker.trf.fields import TERMINALS, FieldError, RecordKind
from checker.trf.grammar_text import grammar_text, start_rules
from checker.trf.transformer import TRFTransformer

_NON_BLANK = re.compile(r"[^ \t]*")
_SEPARATORS = ("_WS", "_GAP", "$END")

Field = list[Any]
"""A terminal of a flat form as JSON: ``[name, regular expression, kept]`` (kept: the transformer sees it)."""


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


def parse(text: str, kind: RecordKind) -> object:
    """The padded record ``text`` parsed by its start rule; a bad field raises :class:`FieldError`."""
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


def flat_forms() -> dict[str, list[dict[str, Any]]]:
    """Every start rule's flat forms as JSON data (``grammar.FlatForm`` reads them back): for each
    expansion the parser made of the rule that is terminals, then at most one repeated block (a rule of
    terminals, or terminals inlined), the terminals' regular expressions. A rule with no such
    expansion has no form (its records always go to the parser)."""
    lark = parser()
    terminals = {t.name: t for t in lark.terminals}
    rules: dict[str, list[list[Symbol]]] = {}
    for r in lark.rules:
        rules.setdefault(r.origin.name, []).append(list(r.expansion))

    def fields(symbols: list[Symbol]) -> list[Field] | None:
        if not all(s.is_term and s.name in terminals for s in symbols):
            return None
        return [[s.name, terminals[s.name].pattern.to_regexp(), not ((isinstance(s, Terminal) and s.filter_out) or s.name.startswith("_"))]
                for s in symbols]

    def block(star: Symbol) -> dict[str, Any] | None:
        """The repeated block of a ``x*`` rule Lark made (``x`` and ``star x``): x's terminals, or x a
        rule of terminals whose callback makes one child per repetition."""
        if star.is_term or not star.name.startswith("_"):
            return None
        once = [e for e in rules.get(star.name, []) if star not in e]
        again = [e for e in rules.get(star.name, []) if star in e]
        if len(once) != 1 or len(again) != 1 or again[0] != [star, *once[0]]:
            return None
        items = once[0]
        if len(items) == 1 and not items[0].is_term and not items[0].name.startswith("_"):
            named = rules.get(items[0].name, [])
            if len(named) != 1 or (terms := fields(named[0])) is None:
                return None
            return {"rule": items[0].name, "items": terms}
        terms = fields(items)
        return None if terms is None else {"rule": None, "items": terms}

    out: dict[str, list[dict[str, Any]]] = {}
    for rule in start_rules(grammar_text()):
        forms = []
        for expansion in sorted(rules.get(rule, []), key=len, reverse=True):
            star = expansion[-1] if expansion and not expansion[-1].is_term else None
            head = fields(expansion[:-1] if star else expansion)
            repeated = block(star) if star is not None else None
            if head is None or (star is not None and repeated is None):
                continue
            forms.append({"head": head, "block": repeated})
        if forms:
            out[rule] = forms
    return out


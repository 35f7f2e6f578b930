"""Reading one record line by the TRF grammar (grammar/trf.lark): by its flat rule, else by Lark's parser.

A record rule made of terminals and at most one repeated block (the 001 player record and its round
blocks, a 240 record and its ids, ``142 9``) is also a regular expression built from the parser's own
rule and terminal definitions (:class:`FlatForm`): a line it matches is cut into the very tokens the
LALR parser would produce and goes to the same transformer, about ten times faster; any other line
(and every error) goes through the parser (``trf/lark_parser.py``). The forms are described from the
parser once and kept as JSON in the directory where Lark keeps its own cache, keyed by a hash of the
grammar's text (rebuilt when missing or broken), so that a file whose every line its flat rule reads
does not import lark at all (issue 34, start-up).
"""

from __future__ import annotations

import json
import os
import re
import sys
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from checker.deferred import loaded
from checker.trf.fields import RecordKind
from checker.trf.grammar_text import grammar_text, start_rules
from checker.trf.transformer import TRFTransformer

if TYPE_CHECKING:
    from lark import Token

FORMAT = "swisscheck-flat-1"
"""The version of the cached description (a change of its layout gives another file name)."""


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


class FieldToken(str):
    """A field cut by a flat rule, as Lark's ``Token`` would be: its text, its terminal's name (``type``)
    and its 1-based column in the (one-line) record."""

    type: str
    column: int

    def __new__(cls, kind: str, text: str, column: int) -> FieldToken:
        token = super().__new__(cls, text)
        token.type = kind
        token.column = column
        return token

    def __reduce__(self) -> tuple[Callable[[str, str, int], FieldToken], tuple[str, str, int]]:
        """Pickled with its type and column (a token kept in a value by mistake still travels to a worker)."""
        return FieldToken, (self.type, str(self), self.column)


def _pattern(fields: list[list[Any]], capture: bool) -> tuple[str, list[str]]:
    """The regular expression of a sequence of terminals (a group for each kept one) and the kept names."""
    parts, kept = [], []
    for name, regex, keep in fields:
        body = f"(?:{regex})"
        if capture and keep:
            body = f"({body})"
            kept.append(str(name))
        parts.append(body)
    return "".join(parts), kept


def _fields(match: re.Match[str], count: int) -> list[str]:
    """The texts of groups 1..count of a match (the kept terminals; a terminal's own groups come after), as
    :func:`_tokens` cuts them but without making tokens: one ``group`` call in C."""
    if count <= 1:
        return [match.group(1)] if count else []
    return list(match.group(*range(1, count + 1)))


def _tokens(match: re.Match[str], names: list[str]) -> list[Token]:
    """The groups of a match as the tokens Lark would make of them (1-based columns of a one-line text)."""
    return cast("list[Token]", [FieldToken(name, match.group(i), match.start(i) + 1)
                                for i, name in enumerate(names, start=1)])


class FlatForm:
    """One expansion of a rule: terminals (``head``, the kept names), then at most one repeated block of
    terminals (``block``), handed to the rule's callback (``block_rule``'s for each block, or inlined)."""

    __slots__ = ("head", "block", "head_pattern", "block_pattern", "callback", "block_callback")

    def __init__(self, rule: str, form: dict[str, Any]) -> None:
        transformer = TRFTransformer()
        head_re, self.head = _pattern(form["head"], True)
        repeated = form["block"]
        self.block: list[str] = []
        self.block_pattern: re.Pattern[str] | None = None
        self.block_callback: Callable[[list[Token]], object] | None = None
        if repeated is None:
            self.head_pattern = re.compile(head_re)
        else:
            block_re, self.block = _pattern(repeated["items"], True)
            self.head_pattern = re.compile(f"{head_re}((?:{_pattern(repeated['items'], False)[0]})*)")
            self.block_pattern = re.compile(block_re)
            if repeated["rule"] is not None:
                self.block_callback = getattr(transformer, repeated["rule"])
        self.callback: Callable[[list[object]], object] = getattr(transformer, rule)

    def parse(self, text: str) -> object | None:
        """The transformed record, or None when the line is not one this form reads (let the parser say why).

        The fields go to the transformer as plain strings first (``_fields``: no token made per
        field; 1,600 player lines of 11 rounds are 70,000 fields, issue 34); a callback reads a
        token's ``type`` or ``column`` only to place an error, so when anything goes wrong the line is
        cut again into located tokens (:class:`FieldToken`) and transformed again: the same value, or the
        same error with its column, as the located tokens alone give."""
        m = self.head_pattern.fullmatch(text)
        if m is None:
            return None
        try:
            return self._plain(text, m)
        except Exception:  # an error's place needs the tokens' columns: the line transformed again with them
            return self._located(text, m)

    def _plain(self, text: str, m: re.Match[str]) -> object | None:
        """:meth:`parse` on the fields as plain strings (a field's ``column`` or ``type`` raises)."""
        children: list[object] = [*_fields(m, len(self.head))]
        if self.block_pattern is not None:
            block = self.block_pattern.match
            each: Callable[[list[Any]], object] | None = self.block_callback
            count = len(self.block)
            position, end = m.start(len(self.head) + 1), len(text)
            while position < end:
                b = block(text, position)
                if b is None or b.end() == position:
                    return None
                if each is not None:
                    children.append(each(_fields(b, count)))
                else:
                    children.extend(_fields(b, count))
                position = b.end()
        return self.callback(children)

    def _located(self, text: str, m: re.Match[str]) -> object | None:
        """:meth:`parse` on located tokens, as Lark's parser would hand them over."""
        children: list[object] = [*_tokens(m, self.head)]
        if self.block_pattern is not None:
            position, end = m.start(len(self.head) + 1), len(text)
            while position < end:
                b = self.block_pattern.match(text, position)
                if b is None or b.end() == position:
                    return None
                tokens = _tokens(b, self.block)
                if self.block_callback is not None:
                    children.append(self.block_callback(tokens))
                else:
                    children.extend(tokens)
                position = b.end()
        return self.callback(children)


class FlatRule:
    """A rule's flat forms, tried in turn (longest expansion first)."""

    __slots__ = ("forms",)

    def __init__(self, forms: list[FlatForm]) -> None:
        self.forms = forms

    def parse(self, text: str) -> object | None:
        """The transformed record, or None when no form reads the line."""
        for form in self.forms:
            parsed = form.parse(text)
            if parsed is not None:
                return parsed
        return None


def _cache_name(text: str) -> str:
    """The name of the file that keeps the flat forms of this grammar text: the text's hash in it."""
    data = (FORMAT + "\n" + text).encode("utf-8")
    key = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"
    return f".swisscheck_flat_{key}.json"


def _cache_file(text: str) -> Path:
    """Where the flat forms of this grammar text are kept: beside Lark's cache (``tempfile.gettempdir``)."""
    return Path(loaded("tempfile", "gettempdir")()) / _cache_name(text)


def _likely_cache_file(text: str) -> Path:
    """The cache file in the folder ``tempfile.gettempdir`` takes first (``TMPDIR``, ``TEMP``, ``TMP``, else
    ``/tmp``), without importing ``tempfile`` (and ``random``) for it (issue 34, start-up). Reading the
    file there is always safe: its name is the grammar's hash and ``_built`` checks what it reads; when
    it is missing, the cache is looked for and written where ``tempfile`` says (``_cache_file``). When
    ``tempfile`` is already imported (its ``tempdir`` may be set), no guess: where it says."""
    if "tempfile" in sys.modules:
        return _cache_file(text)
    folder = next((os.environ[name] for name in ("TMPDIR", "TEMP", "TMP") if os.environ.get(name)), "/tmp")
    return Path(folder) / _cache_name(text)


def _built(described: object, rules: frozenset[str]) -> dict[str, FlatRule]:
    """The flat rules of a description (``lark_parser.flat_forms``); ValueError when it is not one, or
    names a rule the grammar (``rules``, its rule names) does not have (the file is in a shared directory)."""
    if not isinstance(described, dict) or described.get("format") != FORMAT:
        raise ValueError("not a description of flat rules")
    named = {*described["rules"], *(f["block"]["rule"] for forms in described["rules"].values() for f in forms
                                     if isinstance(f, dict) and f.get("block") and f["block"].get("rule"))}
    if not named <= rules:
        raise ValueError(f"rules the grammar does not have: {sorted(named - rules)}")
    try:
        return {rule: FlatRule([FlatForm(rule, form) for form in forms])
                for rule, forms in described["rules"].items()}
    except (KeyError, TypeError, AttributeError, IndexError, re.error) as err:
        raise ValueError(f"a broken description of flat rules: {err}") from err


@cache
def flat_rules() -> dict[str, FlatRule]:
    """Every rule's flat forms: read from the cache file, else described by the parser (lark imported)
    and written there for the next command (a directory that cannot be written only costs that again)."""
    text = grammar_text()
    names = frozenset(start_rules(text))
    try:
        return _built(json.loads(_likely_cache_file(text).read_text(encoding="utf-8")), names)
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        pass
    path = _cache_file(text)
    try:
        return _built(json.loads(path.read_text(encoding="utf-8")), names)
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        pass
    described = {"format": FORMAT, "rules": loaded("checker.trf.lark_parser", "flat_forms")()}
    rules = _built(described, names)
    try:
        partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        partial.write_text(json.dumps(described), encoding="utf-8")
        os.replace(partial, path)
    except OSError:
        pass
    return rules


def flat_rule(rule: str) -> FlatRule | None:
    """The regular-expression form of a rule (None for a rule with none: its records go to the parser)."""
    return flat_rules().get(rule)


def parse_record(line: str, kind: RecordKind) -> object:
    """Parse one record line with its start rule into its model or values (``TRFTransformer``): by its flat
    rule, else by the parser; a bad field raises :class:`FieldError` (the parser's message)."""
    text = pad(line, kind)
    flat = flat_rule(kind.rule)
    if flat is not None:
        parsed = flat.parse(text)
        if parsed is not None:
            return parsed
    return loaded("checker.trf.lark_parser", "parse")(text, kind)

"""The width of every text for people: no line over :data:`WIDTH` columns, long lines wrapped at word boundaries."""

from __future__ import annotations

import textwrap

WIDTH = 100
"""No line of a text for people is wider than this (a file's own path aside: its length is the user's)."""


def wrapped(text: str) -> str:
    """Text for people with every line wrapped at :data:`WIDTH` columns at word boundaries, its indent kept
    and four more spaces on the lines it continues onto (``explain``'s reasoning, ``check --verbose``; JSON
    keeps the raw text)."""
    out: list[str] = []
    for line in text.splitlines():
        indent = line[:len(line) - len(line.lstrip())]
        out += [line] if len(line) <= WIDTH else textwrap.wrap(
            line.strip(), WIDTH, initial_indent=indent, subsequent_indent=indent + "    ",
            break_long_words=False, break_on_hyphens=False)
    return "\n".join(out) + ("\n" if text.endswith("\n") else "")

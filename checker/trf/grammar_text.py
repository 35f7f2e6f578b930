"""The text of the TRF grammar (grammar/trf.lark), the one source of the record layouts, and its start rules.

The grammar ships in the wheel as package ``checker.grammar``; in a source checkout without an
install it is read from ``<repo>/grammar``.
"""

from __future__ import annotations

import importlib.resources
import re
from functools import cache
from pathlib import Path

GRAMMAR_FILE = "trf.lark"


@cache
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

"""The text of the TRF grammar (grammar/trf.lark), the one source of the record layouts, and its start rules.

The grammar ships in the wheel as package ``checker.grammar``; in a source checkout without an
install it is read from ``<repo>/grammar``. An installed copy's file is opened by its path, beside the
package, when it is there (what ``importlib.resources`` would give for a package in a folder), so a
command does not import ``importlib.resources`` and its readers (``zipfile``) for it (issue 34, start-up).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from checker.deferred import loaded

GRAMMAR_FILE = "trf.lark"


@cache
def grammar_text() -> str:
    """The text of ``trf.lark``: the package resource, else the source tree's ``grammar/``."""
    installed = Path(__file__).resolve().parents[1] / "grammar" / GRAMMAR_FILE  # the wheel's checker/grammar
    if installed.is_file():
        return installed.read_text(encoding="utf-8")
    try:
        resource = loaded("importlib.resources", "files")("checker.grammar") / GRAMMAR_FILE
        if resource.is_file():
            text: str = resource.read_text(encoding="utf-8")
            return text
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    return (Path(__file__).resolve().parents[2] / "grammar" / GRAMMAR_FILE).read_text(encoding="utf-8")


def start_rules(text: str) -> list[str]:
    """Every rule of the grammar that a record can start with (the lower-case rule names)."""
    return [m.group(1) for m in re.finditer(r"^([a-z][a-z0-9_]*)\s*:", text, re.MULTILINE)]

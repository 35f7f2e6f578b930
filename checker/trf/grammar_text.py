"""The text of the TRF grammar (grammar/trf.lark), the one source of the record layouts, and its start rules.

The grammar ships in the wheel as package ``checker.grammar``; in a source checkout without an
install it is read from ``<repo>/grammar``. The file is opened by its path when it is there, beside the
package (what ``importlib.resources`` gives for a package in a folder) or in the checkout (what an
editable install maps ``checker.grammar`` to), so a command does not import ``importlib.resources``, its
readers (``zipfile``) and ``tempfile`` for it (issue 34, start-up); ``importlib.resources`` otherwise (a
zipped install).
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
    here = Path(__file__).resolve()
    for folder in (here.parents[1], here.parents[2]):  # the wheel's checker/grammar, a checkout's grammar/
        if (folder / "grammar" / GRAMMAR_FILE).is_file():
            return (folder / "grammar" / GRAMMAR_FILE).read_text(encoding="utf-8")
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

"""The one place swisscheck imports a module when it is first needed rather than at start-up (issue 34).

A tournament program may run ``swisscheck pair`` once per round, so every command pays for what it
imports before it does any work. Modules are split so that the heavy parts are off the common path
(``service/prepare.py``, ``report/boards.py``); where a command chooses at run time between parts of
which it needs one (a pairing system's engine, one command of ``swisscheck``, the text table of
``pair`` and not its bbp lines, the cause search only for a round that differs, Lark's parser only for
a record line no flat rule reads, pydantic only when JSON is read or written, the worker pool only for
more than one process, the batch of several files, tabulate only for a table it must lay out), the
choice is made here, by module path, and nowhere else: the house rule "no import inside a function" is relaxed for
this function only. ``tests/commands/test_startup.py`` checks what a command leaves out. (Optional packages
probed by name, the compiled matcher, rich, Dask, the server's, are another matter: they may be absent.)
"""

from __future__ import annotations

import importlib
from typing import Any


def loaded(module: str, name: str) -> Any:
    """``module``'s attribute ``name``, the module imported now if it was not yet (once per process)."""
    return getattr(importlib.import_module(module), name)

"""How a pairing system is named and which options it takes, without loading its rules.

Each system package declares its ``IDENTITY`` in its ``__init__`` (nothing heavier than this module
is imported there); the registry chooses among identities, then loads the one system chosen (its
``system`` module), so a command on a Dutch file does not import Lim's procedure.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class SystemIdentity:
    """A system's names and command-line options, and where its :class:`PairingSystem` lives.

    >>> SystemIdentity(name="dutch", title="FIDE (Dutch) System", module="checker.systems.dutch.system",
    ...                instance="DUTCH").aliases
    ()
    """

    name: str
    """The ``--system`` name (``dutch``)."""
    title: str
    """The system as the Handbook names it (``FIDE (Dutch) System, C.04.3 (2026)``)."""
    module: str
    """The module defining the system's instance (``checker.systems.dutch.system``)."""
    instance: str
    """The instance's name in that module (``DUTCH``)."""
    aliases: tuple[str, ...] = ()
    """Other ``--system`` names."""
    codes: tuple[str, ...] = ()
    """TRF-2026 192 codes that select it; any of them may end in ``_BAKU`` (C.04.7)."""
    words: tuple[str, ...] = ()
    """Words that name it in a free-text 092 record (a word of the record starting with one of them)."""
    add_arguments: Callable[[argparse.ArgumentParser], None] | None = None
    """Declares the system's own command-line options (None: it has none)."""

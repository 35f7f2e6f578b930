"""How a pairing system is named and which options it takes, without loading its rules.

Each system package declares its ``IDENTITY`` in its ``__init__`` (nothing heavier than this module
is imported there); the registry chooses among identities, then loads the one system chosen (its
``system`` module), so a command on a Dutch file does not import Lim's procedure. A system's
command-line options are data: a frozen dataclass whose fields carry their help (:func:`option`);
``commands/`` turns them into argparse options and hands the system a value of that dataclass.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal, Union, get_args, get_origin

from checker.frozen import frozen

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

HELP = "help"
"""The key of an option field's help text in its ``metadata``."""

METAVAR = "metavar"
"""The key of an option field's placeholder (``TYPE``) in its ``metadata``."""


def option(help: str, metavar: str | None = None) -> Mapping[str, str]:
    """The ``metadata`` of an option field: its help text and placeholder, for ``--help``."""
    return {HELP: help} if metavar is None else {HELP: help, METAVAR: metavar}


@frozen
class SystemIdentity:
    """A system's names and command-line options, and where its :class:`PairingSystem` lives.

    >>> SystemIdentity(name="dutch", title="FIDE (Dutch) System, C.04.3 (2026)", module="checker.systems.dutch.system",
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
    options: DataclassInstance | None = None
    """The system's own options with their defaults, a frozen dataclass of :func:`option` fields
    (``--maxi``: field ``maxi``); None: it has none."""


def choices(hint: object) -> tuple[str, ...] | None:
    """The values a ``Literal[...]`` (or ``Literal[...] | None``) field allows; None for any other type."""
    if get_origin(hint) is Literal:
        return tuple(str(value) for value in get_args(hint))
    if get_origin(hint) is Union:
        for member in get_args(hint):
            found = choices(member)
            if found is not None:
                return found
    return None

"""A system's options as the command line sees them: argparse options built from the system's data, and back.

A system declares its options as a frozen dataclass (``SystemIdentity.options``, fields made with
``checker.systems.identity.option``); this module is the only place they meet argparse. A ``bool``
field is a flag (``--maxi``), a ``Literal[...] | None`` field an option with those choices
(``--team-colours TYPE``); the field ``team_colours`` is the option ``--team-colours``. The file's
settings every system reads (``--acceleration``, ``--initial-colour``: ``systems.settings.FileSettings``)
are declared and read back the same way.
"""

from __future__ import annotations

import argparse
import dataclasses
from typing import TYPE_CHECKING, get_type_hints

from checker.systems.identity import HELP, METAVAR, SystemIdentity, choices
from checker.systems.settings import NO_SETTINGS, FileSettings

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


def flag(name: str) -> str:
    """The command-line spelling of an option field (``team_colours`` -> ``--team-colours``)."""
    return "--" + name.replace("_", "-")


def add_system_options(parser: argparse.ArgumentParser, identity: SystemIdentity) -> None:
    """Declare the system's own options on ``parser`` from its options dataclass (nothing when it has none)."""
    if identity.options is not None:
        add_dataclass_options(parser, identity.options)


def add_dataclass_options(parser: argparse.ArgumentParser, options: DataclassInstance) -> None:
    """Declare one option on ``parser`` per field of the frozen dataclass value ``options``."""
    hints = get_type_hints(type(options))
    for field in dataclasses.fields(options):
        hint = hints[field.name]
        if hint is bool:
            parser.add_argument(flag(field.name), action="store_true", help=field.metadata[HELP])
        else:
            parser.add_argument(flag(field.name), choices=choices(hint), metavar=field.metadata.get(METAVAR),
                                help=field.metadata[HELP])


def system_options(identity: SystemIdentity, args: argparse.Namespace) -> object | None:
    """The system's options value read from a parsed command line (defaults for what it does not hold)."""
    if identity.options is None:
        return None
    given = {field.name: getattr(args, field.name) for field in dataclasses.fields(identity.options)
             if hasattr(args, field.name)}
    options: object = dataclasses.replace(identity.options, **given)
    return options


def add_file_settings(parser: argparse.ArgumentParser) -> None:
    """Declare ``--acceleration METHOD`` and ``--initial-colour COLOUR`` (the file's settings overridden)."""
    add_dataclass_options(parser, NO_SETTINGS)


def file_settings(args: argparse.Namespace) -> FileSettings:
    """The file's settings a parsed command line overrides (none for a command without the options)."""
    given = {field.name: getattr(args, field.name) for field in dataclasses.fields(NO_SETTINGS)
             if getattr(args, field.name, None) is not None}
    return dataclasses.replace(NO_SETTINGS, **given)

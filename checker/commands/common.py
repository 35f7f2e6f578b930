"""What every command on a tournament file shares: its arguments, reading the file, choosing the system.

Input problems are raised as :class:`checker.errors.InputError` (exit code 2); anything else that
goes wrong while a round is paired or checked is raised as :class:`checker.errors.InternalError`
naming the file and the round (exit code 3), by :func:`guard`. An input error raised after the file
was read (by a system, the registry, a command) is given its place by :func:`located`: the
``file:line:column`` of the record it blames, the option it names, or the file.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO, TypeAlias

from checker.errors import InputError, PairingImpossible
from checker.models import Tournament
from checker.commands.options import add_system_options, file_settings
from checker.service.prepare import (
    read_request,
    cannot_pair as cannot_pair,
    guard as guard,
    played_rounds as played_rounds,
    refuse_fewer_rounds as refuse_fewer_rounds,
    round_option as round_option,
)
from checker.service.request import FileRequest
from checker.systems.identity import SystemIdentity
from checker.systems.registry import System, SYSTEMS
from checker.trf.files import place as place, placed  # re-exported: info.py reads it here
from checker.trf.source import SourceMap
from checker.report.warnings import warning_text

Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
"""The object returned by ``ArgumentParser.add_subparsers`` (argparse keeps its class private)."""


def at_least_one(text: str, expected: str, what: str) -> int:
    """A whole number, 1 or more, read for argparse: else an argparse error saying what was ``expected``
    and that ``what`` must be 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected {expected}, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{what} must be 1 or more, got {value}")
    return value


def positive(noun: str) -> Callable[[str], int]:
    """An argparse type for a whole number of ``noun`` (rounds, tournaments, jobs), 1 or more."""
    return lambda text: at_least_one(text, f"a number of {noun}", f"the number of {noun}")


def systems_help(systems: tuple[SystemIdentity, ...] = SYSTEMS) -> str:
    """The --system names, read from the registry (a new system or edition appears by itself): each system's
    name and aliases with its title; a system with several editions (identities sharing a module) by its plain
    name, the edition in force at the start date (042), or each edition by the name that fixes it."""
    groups: dict[str, list[SystemIdentity]] = {}
    for identity in systems:
        groups.setdefault(identity.module, []).append(identity)
    parts = []
    for group in groups.values():
        first = group[0]
        if len(group) == 1:
            parts.append(" or ".join((first.name, *first.aliases)) + f" ({first.title})")
            continue
        editions = [next((a for a in (i.name, *i.aliases) if a.startswith(first.name + "-")), i.name)
                    + f" ({i.title})" for i in group]
        parts.append(f"{first.name} (the edition in force at the start date, 042) or an edition: "
                     + ", ".join(editions))
    return "; ".join(parts)


def add_tournament_arguments(parser: argparse.ArgumentParser, system_options: bool = True, many: bool = False) -> None:
    """The arguments every command on a tournament file takes: FILE (with ``many``: FILE_OR_DIR...,
    as ``files``), --rounds, --system, and (with ``system_options``) each system's own options."""
    if many:
        parser.add_argument("files", metavar="FILE_OR_DIR", nargs="+",
                            help="tournament files (TRF16, TRF-2026, JaVaFo/bbp extensions), or folders walked for .trf, .tab and TRF .txt files")
    else:
        parser.add_argument("file", metavar="FILE", help="the tournament file (TRF16, TRF-2026, JaVaFo/bbp extensions)")
    parser.add_argument(
        "--rounds", type=positive("rounds"), metavar="N",
        help="number of rounds of the tournament (overrides 142/XXR; some exports put the next round in XXR)",
    )
    parser.add_argument("--system", metavar="NAME",
                        help=f"pairing system (overrides the 192/092 record): {systems_help()}")
    parser.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                        help="show the traceback of an internal error")
    if system_options:
        for system in SYSTEMS:
            add_system_options(parser, system)


@contextmanager
def located(source: SourceMap | None, args: argparse.Namespace) -> Iterator[None]:
    """Run a command's steps on a file read with ``source``: an input error gets its place (:func:`place`)."""
    with placed(source, getattr(args, "system", None)):
        yield


def request_fields(file: str | None, args: argparse.Namespace) -> dict[str, Any]:
    """The fields of a :class:`~checker.service.request.FileRequest` a parsed command line gives for ``file``:
    ``--system``, ``--rounds``, every system's own options (the chosen system takes its own, the others are
    ignored) and ``--acceleration`` / ``--initial-colour``; the one place a command's Namespace becomes data."""
    options = tuple((field.name, getattr(args, field.name)) for identity in SYSTEMS if identity.options is not None
                    for field in dataclasses.fields(identity.options) if hasattr(args, field.name))
    return {"path": file, "system": getattr(args, "system", None), "rounds": getattr(args, "rounds", None),
            "options": options,
            "other_options": "ignore", "settings": file_settings(args)}


def opened(request: FileRequest, stderr: TextIO | None = None) -> tuple[Tournament, SourceMap]:
    """Read the request's file for a command, printing the reader's warnings as ``warning: <location>:
    <message>``; the tournament and the line of every record (for :func:`located`). InputError (missing
    file, directory, unreadable, TRFError) with the message to print."""
    tournament, warnings, source = read_request(request)
    for warning in warnings:
        print(warning_text(str(warning), request.file), file=stderr or sys.stderr, end="")
    return tournament, source

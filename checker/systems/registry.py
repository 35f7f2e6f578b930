"""Every pairing system swisscheck knows, and how a name, a 192 code or a 092 text selects one.

A static registry of identities (each package's ``IDENTITY``: names, codes, options), and nothing
registers itself; a system's rules are loaded only when it is chosen (``load``), so a command on a
Dutch file does not import Lim's procedure. Every Swiss system of the texts has a pairer; a file
naming another tournament type (a 192 round-robin code) is refused with a clear message instead of
being checked under another system's rules.

>>> lookup("FIDE_DUTCH_2025_BAKU").name
'dutch'
>>> lookup("FIDE_DOUBLESWISS").name
'double-swiss'
"""

from __future__ import annotations

from typing import Any

from checker.deferred import loaded
from checker.errors import InputError, RecordRef
from checker.models import Tournament
from checker.systems import burstein, double_swiss, dubov, dutch, dutch_procedural, lim, team
from checker.systems.dutch.selection import dutch_edition, edition_note
from checker.systems.identity import SystemIdentity
from checker.systems.interface import PairingSystem
from checker.tournament.records import system_record
from checker.trf.errors import escaped, shown

SYSTEMS: tuple[SystemIdentity, ...] = (
    dutch.IDENTITY,
    dutch.IDENTITY_2017,
    double_swiss.IDENTITY,
    team.IDENTITY,
    burstein.IDENTITY,
    dubov.IDENTITY,
    lim.IDENTITY,
    dutch_procedural.IDENTITY_2012,
    dutch_procedural.IDENTITY,
)
"""The systems with a reference pairer, in the order ``--help`` lists them."""

System = PairingSystem[Any]
"""Any system the registry loads: its state type is known only to the system itself (the one ``Any``
of the system interface; a caller that needs the state's type calls a generic function with it)."""

DEFAULT = dutch.IDENTITY
"""The system of a file that names none."""


def load(identity: SystemIdentity) -> System:
    """The system an identity names, its ``system`` module imported now (once): only the chosen system's
    engine is loaded (``checker.deferred``, start-up: issue 34)."""
    system: System = loaded(identity.module, identity.instance)
    return system


class UnknownSystem(InputError):
    """A system name or code swisscheck cannot pair (unknown, or without a reference pairer yet)."""


def _code(name_or_code: str) -> str:
    """A 192 code without its acceleration suffix (C.04.7 applies to any system)."""
    code = name_or_code.strip().upper()
    return code[: -len("_BAKU")] if code.endswith("_BAKU") else code


def lookup(name_or_code: str, record: RecordRef | None = None, option: str | None = None,
           systems: tuple[SystemIdentity, ...] = SYSTEMS) -> System:
    """The system named on the command line (``dutch``, an alias) or by a 192 code (``FIDE_DUTCH_2025_BAKU``).

    UnknownSystem for a system without a reference pairer or an unknown name; ``record`` (the 192
    record) or ``option`` (``--system``) is what the error blames. ``systems``: the identities to
    choose among (a test adds its own without touching ``SYSTEMS``).
    """
    key = name_or_code.strip().lower()
    for system in systems:
        if key == system.name or key in system.aliases:
            return load(system)
    code = _code(name_or_code)
    for system in systems:
        if code in system.codes:
            return load(system)
    known = ", ".join(sorted(s.name for s in systems))
    what = (f"--system {escaped(name_or_code)}" if option else shown(name_or_code) if record
            else f"tournament type {shown(name_or_code)}")
    if code.startswith(("FIDE_", "CUSTOM_", "BERGER_")):
        anyway = "" if option else "; give --system to check it under one of them anyway"
        raise UnknownSystem(f"{what}: swisscheck has no reference pairer for it yet (systems: {known}{anyway})",
                            record=record, option=option)
    if option:
        raise UnknownSystem(f"{what}: unknown pairing system (known: {known})", option=option)
    if record is None:
        raise UnknownSystem(f"unknown pairing system {shown(name_or_code)} (known: {known})")
    codes = ", ".join(c for s in systems for c in s.codes[:1])
    raise UnknownSystem(f"{what}: not a tournament type swisscheck knows (192 codes such as {codes}, each may "
                        f"end in _BAKU; give --system {'|'.join(sorted(s.name for s in systems))} to choose one)",
                        record=record)


def from_092(tournament: Tournament, systems: tuple[SystemIdentity, ...] = SYSTEMS) -> System | None:
    """The system named by the free text of a 092 record ("Individual FIDE Burstein", "Team Swiss System").

    The first word of the text that starts with a system's word decides; None when it names none we know.
    """
    for record in tournament.headers:
        if record.code != "092":
            continue
        text = record.text[3:].strip()
        for word in text.lower().replace("-", " ").replace("_", " ").split():
            for system in systems:
                if any(word.startswith(w) for w in system.words):
                    return load(system)
    return None


def choose(tournament: Tournament, override: str | None = None,
           systems: tuple[SystemIdentity, ...] = SYSTEMS) -> System:
    """The system from ``--system``, else the file's 192 code, else its 092 text, else Dutch (among
    ``systems``); a Dutch edition named by neither is the one in force at the file's start date
    (``dutch.selection``)."""
    if override:
        system = lookup(override, option="--system", systems=systems)
    elif tournament.system_code:
        system = lookup(tournament.system_code, record=system_record(tournament), systems=systems)
    else:
        system = from_092(tournament, systems) or load(DEFAULT)
    return load(dutch_edition(system.identity, tournament, override))


def assumed_edition(tournament: Tournament, override: str | None = None, chosen: System | None = None) -> str | None:
    """Which edition of the chosen system's rules was assumed and why, when neither the file nor
    ``--system`` names it (a Dutch file judged by its start date); None when it was named. ``chosen``:
    the system already chosen for ``tournament`` and ``override`` (not chosen again)."""
    return edition_note((chosen or choose(tournament, override)).identity, tournament, override)

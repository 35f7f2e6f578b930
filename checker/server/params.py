"""A request's options (query parameters of the API, fields of a page's form) read into a :class:`Job`.

The parameters are named as on the command line without the dashes (``round``, ``rounds``, ``system``,
``absent``, ``half-point-bye``, ``initial-colour``, a system's own such as ``maxi`` or ``team-colours``);
each endpoint takes the options of its command. A value that cannot be used, or a parameter the
endpoint does not take, is an input error in one line naming the parameter (a 422).
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, get_type_hints

from checker.errors import InputError
from checker.server.job import Command, Job
from checker.systems.identity import HELP, choices
from checker.systems.registry import SYSTEMS
from checker.systems.settings import NO_SETTINGS


@dataclass(frozen=True)
class Parameter:
    """One option: its name, what it holds (``int``, ``numbers``, ``bool``, ``text`` or the choices) and its help."""

    name: str
    kind: str | tuple[str, ...]
    help: str


COMMON = (
    Parameter("name", "text", "the file's name in the answer (default: the uploaded file's name, else upload.trf)"),
    Parameter("system", "text", "the pairing system (name, alias or 192 code: GET /api/v1/systems; default: the "
              "file's 192 code, else its 092 text, else Dutch)"),
    Parameter("rounds", "int", "the number of rounds (default: the file's 142 / XXR)"),
)
SETTINGS = (
    Parameter("acceleration", ("none", "baku"), "override the file's acceleration"),
    Parameter("initial-colour", ("white", "black"), "override the file's initial colour (152 / XXC)"),
)
OWN: dict[Command, tuple[Parameter, ...]] = {
    "check": (Parameter("round", "int", "check this round only"),
              Parameter("no-causes", "bool", "skip the search for why a round differs")) + SETTINGS,
    "pair": (Parameter("round", "int", "the round to pair (default: the next one)"),
             Parameter("absent", "numbers", "start numbers N,M,... not playing the round to pair (General "
                       "Handling 3.3)"),
             Parameter("half-point-bye", "numbers", "start numbers N,M,... given a requested half-point bye")
             ) + SETTINGS,
    "explain": (Parameter("round", "int", "the round to explain (required)"),
                Parameter("player", "int", "answer for this start number (Team: team number)")) + SETTINGS,
    "standings": (Parameter("round", "int", "the standings after this round (default: the last played)"),
                  Parameter("tiebreaks", "text", "tie-break codes separated by commas, e.g. BH/C1,SB"),
                  Parameter("rules", ("2009", "2024", "2026"), "apply these tie-break rules whatever the date")),
}
OWN["report"] = OWN["check"]
OWN["player"] = (Parameter("round", "int", "the round"), Parameter("player", "int", "the start number"),
                 Parameter("no-causes", "bool", "(the home page's box: no cause search on this page anyway)")
                 ) + SETTINGS


def _system_parameters() -> tuple[Parameter, ...]:
    """Every system's own options (Lim's ``maxi``, Team's ``team-colours``, ...) from their dataclasses."""
    found: dict[str, Parameter] = {}
    for identity in SYSTEMS:
        if identity.options is None:
            continue
        hints = get_type_hints(type(identity.options))
        for field in dataclasses.fields(identity.options):
            hint = hints[field.name]
            kind: str | tuple[str, ...] = "bool" if hint is bool else (choices(hint) or "text")
            found[field.name] = Parameter(field.name.replace("_", "-"), kind,
                                          f"{identity.title}: {field.metadata.get(HELP, '')}".strip())
    return tuple(found.values())


SYSTEM_OPTIONS = _system_parameters()
"""The systems' own options, by their command-line names."""

SETTING_NAMES = frozenset(f.name.replace("_", "-") for f in dataclasses.fields(NO_SETTINGS))


def parameters(command: Command) -> tuple[Parameter, ...]:
    """What the command takes, in order."""
    return COMMON + OWN[command] + SYSTEM_OPTIONS


TRUE = frozenset({"1", "true", "yes", "on"})
FALSE = frozenset({"0", "false", "no", "off", ""})


def _value(p: Parameter, text: str) -> Any:
    """The parameter's value read from its text; an input error naming it."""
    text = text.strip()
    if p.kind == "int":
        if not re.fullmatch(r"[0-9]{1,6}", text):
            raise InputError(f"{p.name}: expected a whole number, got {text[:40]!r}", option=p.name)
        return int(text)
    if p.kind == "numbers":
        words = [w.strip() for w in text.split(",") if w.strip()]
        if not words or not all(re.fullmatch(r"[0-9]{1,6}", w) and int(w) >= 1 for w in words):
            raise InputError(f"{p.name}: expected start numbers N,M,... (1 or more each), got {text[:40]!r}",
                             option=p.name)
        return tuple(int(w) for w in words)
    if p.kind == "bool":
        if text.lower() not in TRUE | FALSE:
            raise InputError(f"{p.name}: expected true or false, got {text[:40]!r}", option=p.name)
        return text.lower() in TRUE
    if isinstance(p.kind, tuple) and text not in p.kind:
        raise InputError(f"{p.name}: expected one of {', '.join(p.kind)}, got {text[:40]!r}", option=p.name)
    if len(text) > 200:
        raise InputError(f"{p.name}: at most 200 characters", option=p.name)
    return text


def safe_name(name: str | None) -> str:
    """The name a report gives an uploaded file: its last path component, printable characters only, at
    most 100 (the server names no path of its own and takes none from the client)."""
    base = re.split(r"[\\/]", name or "")[-1]
    base = "".join(c for c in base if unicodedata.category(c)[0] not in "CZ" or c == " ").strip()
    return base[:100] or "upload.trf"


def job_of(command: Command, given: Mapping[str, str], content: bytes, name: str | None = None) -> Job:
    """The job for ``command`` on ``content`` with the ``given`` options (their texts by name); an input
    error for a parameter the command does not take or a value it cannot use. Empty values count as not given;
    ``half_point_bye`` is ``half-point-bye`` (a form's field names often take the underscore)."""
    given = {key.replace("_", "-"): value for key, value in given.items()}
    known = {p.name: p for p in parameters(command)}
    unknown = sorted(k for k in given if k not in known)
    if unknown:
        raise InputError(f"{unknown[0][:40]}: not a parameter of {command} (its parameters: "
                         f"{', '.join(known)})", option=unknown[0])
    values = {k: _value(known[k], v) for k, v in given.items() if v.strip() or known[k].kind == "bool"}
    options = tuple((p.name.replace("-", "_"), values[p.name]) for p in SYSTEM_OPTIONS
                    if p.name in values and values[p.name] is not False)
    return Job(command=command, content=content, name=safe_name(values.get("name") or name),
               system=values.get("system"), round=values.get("round"), rounds=values.get("rounds"),
               player=values.get("player"), absent=values.get("absent", ()),
               half_point_bye=values.get("half-point-bye", ()), acceleration=values.get("acceleration"),
               initial_colour=values.get("initial-colour"), tiebreaks=values.get("tiebreaks"),
               rules=values.get("rules"), causes=not values.get("no-causes", False), options=options)

"""What every pairing system provides, and the registry that maps names and TRF codes to systems."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from checker.models import Pairing, Tournament
from checker.tournament.published import published_pairing
from checker.state.individual import RoundState, build_state, paired_rounds


class PairingImpossible(Exception):
    """No round-pairing complies with the absolute criteria (Dutch 1.9.3: the arbiter decides)."""


PairFunction = Callable[[RoundState], Pairing]
AuditFunction = Callable[[RoundState, Pairing, Pairing], tuple[Any, ...]]
"""``audit(state, published, reference) -> findings`` (checker.evaluation.findings.Finding), pairings by TPN."""
ExplainFunction = Callable[[RoundState], str]
"""``explain(state) -> text``: the pairer's reasoning bracket by bracket, for an arbiter."""
StateBuilder = Callable[[Tournament, int, int | None], Any]
"""``build_state(tournament, round, total_rounds)``: the state before a round, as the system reads the file."""


def next_column_round(tournament: Tournament) -> int:
    """The round after the last round column of the file that holds a pairing (one column per round)."""
    return max(paired_rounds(tournament), default=0) + 1


@dataclass(frozen=True)
class SystemInfo:
    """A pairing system: its CLI name, the TRF-2026 192 codes that select it, and its pairer."""

    name: str
    title: str
    codes: tuple[str, ...]
    pair: PairFunction
    audit: AuditFunction | None = None
    explain: ExplainFunction | None = None
    build_state: StateBuilder = build_state
    """How the system reads a round's state from the file (Double-Swiss: two columns per match)."""
    next_round: Callable[[Tournament], int] = next_column_round
    """The round after the last one the file holds a pairing for, in the system's rounds."""
    published: Callable[[Tournament, int], Pairing] = published_pairing
    """The pairing of a round as the file publishes it, by start number (Double-Swiss: a match)."""
    names: Callable[[Tournament], dict[int, str]] | None = None
    """Number -> name of what is paired, when not the players of the 001 lines (Team: team names)."""


_REGISTRY: dict[str, SystemInfo] = {}


def register(info: SystemInfo) -> SystemInfo:
    """Add a system to the registry (called by each system module at import time)."""
    _REGISTRY[info.name] = info
    return info


def systems() -> tuple[SystemInfo, ...]:
    """Every registered system, in registration order."""
    return tuple(_REGISTRY.values())


def system_for(name_or_code: str) -> SystemInfo:
    """The system named on the command line (``dutch``) or by a 192 code (``FIDE_DUTCH_2025_BAKU``).

    >>> system_for("FIDE_DUTCH_2025_BAKU").name  # doctest: +SKIP
    'dutch'
    """
    key = name_or_code.strip()
    if key.lower() in _REGISTRY:
        return _REGISTRY[key.lower()]
    code = key.upper()
    if code.endswith("_BAKU"):
        code = code[: -len("_BAKU")]
    for info in _REGISTRY.values():
        if code in info.codes:
            return info
    known = ", ".join(sorted(_REGISTRY))
    if code.startswith(("FIDE_", "CUSTOM_", "BERGER_")):
        raise KeyError(f"tournament type {name_or_code!r}: swisscheck has no reference pairer for it yet "
                       f"(systems: {known}; give --system to check it under one of them anyway)")
    raise KeyError(f"unknown pairing system {name_or_code!r} (known: {known})")

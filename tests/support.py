"""Helpers every test folder shares: generated tournaments, and the check of one pairing against another."""

from __future__ import annotations

from typing import Any

from checker.evaluation.compare import compare
from checker.evaluation.findings import Finding
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Tournament
from checker.systems.capabilities import Generates
from checker.systems.interface import PairingSystem, StateT


def generate(system: Generates, players: int, rounds: int, seed: int, **settings: Any) -> Tournament:
    """``system.generate`` with the settings as keyword arguments (``absence_rate=0.05``, ``code=...``)."""
    return system.generate(players, rounds, seed, GeneratorSettings(**settings))


def audit(system: PairingSystem[StateT], state: StateT, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """The findings on ``published`` against ``reference`` (both by TPN), as ``check`` finds them."""
    return compare(system, state, published, reference)

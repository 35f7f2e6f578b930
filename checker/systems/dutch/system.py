"""The FIDE (Dutch) System, C.04.3 (2026), as swisscheck's interface to it: the package's functions.

Brackets from the top scoregroup down, criteria C1-C21, generation order 4.2-4.4, colours 5.2.
"""

from __future__ import annotations

from checker.systems.adapter import IndividualSystem
from checker.systems.dutch import IDENTITY
from checker.systems.dutch.evaluation import evaluate
from checker.systems.dutch.explain import explain
from checker.systems.dutch.pairer import pair
from checker.systems.dutch.state import DutchState, build_state

DUTCH: IndividualSystem[DutchState] = IndividualSystem(IDENTITY, build_state, pair, evaluate, explain)
"""The Dutch system."""

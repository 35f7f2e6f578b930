"""The FIDE Dubov System, C.04.4.1 (2026), as swisscheck's interface to it: the package's functions.

The PAB first (3.1), then scoregroups from the top with their upfloaters (3.2), C1-C10, colours 5.2.
"""

from __future__ import annotations

from checker.systems.adapter import IndividualSystem
from checker.systems.dubov import IDENTITY
from checker.systems.dubov.evaluation import JUDGE
from checker.systems.dubov.explain import explain
from checker.systems.dubov.pairer import pair
from checker.collector import without_cycle_collection
from checker.systems.dubov.state import DubovState, build_state

DUBOV: IndividualSystem[DubovState] = IndividualSystem(
    IDENTITY, without_cycle_collection(build_state), without_cycle_collection(pair), JUDGE, explain)
"""The Dubov system: its state and pairer run with the cyclic garbage collector paused (``pause``)."""

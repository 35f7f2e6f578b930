"""The FIDE (Dutch) System, C.04.3, as swisscheck's interface to it: the package's functions, one
instance per edition of the text (2026 and 2017; the edition rides in the state it builds).

Brackets from the top scoregroup down, criteria C1-C21 (2017: C1-C19), generation order 4.2-4.4
(2017: D.1-D.3), colours 5.2 (2017: E.1-E.5).
"""

from __future__ import annotations

from functools import partial

from checker.systems.adapter import IndividualSystem
from checker.systems.dutch import IDENTITY, IDENTITY_2017
from checker.systems.dutch.edition import EDITION_2017, EDITION_2026
from checker.systems.dutch.evaluation import JUDGE
from checker.systems.dutch.explain import explain
from checker.systems.dutch.pairer import pair
from checker.systems.dutch.state import DutchState, build_state

DUTCH: IndividualSystem[DutchState] = IndividualSystem(
    IDENTITY, partial(build_state, edition=EDITION_2026), pair, JUDGE, explain)
"""The Dutch system, 2026 text."""

DUTCH_2017: IndividualSystem[DutchState] = IndividualSystem(
    IDENTITY_2017, partial(build_state, edition=EDITION_2017), pair, JUDGE, explain)
"""The Dutch system, 2017 text."""

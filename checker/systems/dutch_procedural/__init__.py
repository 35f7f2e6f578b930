"""The procedural Dutch editions: the "Swiss System Based on Rating" C.04.1 (1992-2001, amended 2009)
and its 2012 (Istanbul) successor "Swiss System Based on Rating (The Dutch System)", C.04.3 in force
until 30 June 2017: state, procedure C.1-C.14, colours E; ``edition`` says what 2012 changes.
"""

from __future__ import annotations

from checker.systems.identity import SystemIdentity


IDENTITY = SystemIdentity(
    name="dutch-2009", title="Swiss System Based on Rating, C.04.1 (1992-2001, amended 2009)",
    module="checker.systems.dutch_procedural.system", instance="DUTCH_2009",
    aliases=("rating-2009", "legacy-2009"), words=("rating",),
)
"""How the registry knows the 2009 text before loading it (``rating-2009`` kept as an alias)."""

IDENTITY_2012 = SystemIdentity(
    name="dutch-2012", title="FIDE (Dutch) System, C.04.3 (2012)",
    module="checker.systems.dutch_procedural.system", instance="DUTCH_2012",
)
"""The 2012 (Istanbul) edition, in force until 30 June 2017: ``--system dutch-2012``."""

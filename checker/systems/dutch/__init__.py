"""The FIDE (Dutch) System, C.04.3: the text applied from 1 Feb 2026 and the 2017 text before it.

``state`` (1.2-1.8), ``round`` (what a round fixes before any bracket: order, compatibility, PAB
candidates), ``weights`` and ``order`` (criteria C6-C21 and the generation order 4.2-4.4 packed
into matching weights), ``pairer`` (the reference pairer), ``colours`` (5.2), ``candidates`` and
``criteria`` (a fixed bracket candidate valued in the pairer's own layout), ``evaluation`` (what
the check compares), ``explain``, ``literal/`` (the text read word for word, for small brackets)
``edition`` (what the 2017 text changes: its criteria C1-C19, PAB and floats), ``selection``
(which edition judges a file) and ``system`` (the interface to the rest of swisscheck: ``DUTCH``,
``DUTCH_2017``).
"""

from __future__ import annotations

from checker.systems.identity import SystemIdentity


IDENTITY = SystemIdentity(
    name="dutch", title="FIDE (Dutch) System, C.04.3 (2026)",
    module="checker.systems.dutch.system", instance="DUTCH",
    aliases=("dutch-2026",), codes=("FIDE_DUTCH", "FIDE_DUTCH_2025", "FIDE_DUTCH_2026"), words=("dutch",),
)
"""How the registry knows the system before loading it (the 2026 edition, the default)."""

IDENTITY_2017 = SystemIdentity(
    name="dutch-2017", title="FIDE (Dutch) System, C.04.3 (2017)",
    module="checker.systems.dutch.system", instance="DUTCH_2017", codes=("FIDE_DUTCH_2017",),
)
"""The 2017 edition (in force 1 July 2017 - 31 January 2026): ``--system dutch-2017``, 192 ``FIDE_DUTCH_2017``."""

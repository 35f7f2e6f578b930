"""The FIDE (Dutch) System, C.04.3 applied from 1 Feb 2026.

``state`` (1.2-1.8), ``round`` (what a round fixes before any bracket: order, compatibility, PAB
candidates), ``weights`` and ``order`` (criteria C6-C21 and the generation order 4.2-4.4 packed
into matching weights), ``pairer`` (the reference pairer), ``colours`` (5.2), ``candidates`` and
``criteria`` (a fixed bracket candidate valued in the pairer's own layout), ``evaluation`` (what
the check compares), ``explain``, ``literal/`` (the text read word for word, for small brackets)
and ``system`` (the interface to the rest of swisscheck: ``DUTCH``).
"""

from __future__ import annotations

from checker.systems.identity import SystemIdentity


IDENTITY = SystemIdentity(
    name="dutch", title="FIDE (Dutch) System, C.04.3 (2026)",
    module="checker.systems.dutch.system", instance="DUTCH",
    codes=("FIDE_DUTCH", "FIDE_DUTCH_2025", "FIDE_DUTCH_2026"), words=("dutch",),
)
"""How the registry knows the system before loading it."""

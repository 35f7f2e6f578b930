"""The FIDE Dubov System, C.04.4.1 applied from 1 Feb 2026: state, brackets, upfloaters, colours, evaluation."""

from __future__ import annotations

from checker.systems.identity import SystemIdentity


IDENTITY = SystemIdentity(
    name="dubov", title="FIDE Dubov System, C.04.4.1 (2026)",
    module="checker.systems.dubov.system", instance="DUBOV",
    codes=("FIDE_DUBOV",), words=("dubov",),
)
"""How the registry knows the system before loading it."""

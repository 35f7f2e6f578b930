"""The FIDE Double-Swiss System, C.04.5 applied from 1 Feb 2026: two games per round (a match).

``state`` reads a match from two TRF round columns; ``pairer`` gives the players to the
top-scoregroup procedure with C.04.5's criteria; ``colours`` is art. 4; ``evaluation``,
``explain`` and ``info`` are the check, the explanation and the info view; ``literal`` reads the
text word for word for small rounds; ``system`` is the interface (``DOUBLE_SWISS``).
"""

from __future__ import annotations

from checker.systems.identity import SystemIdentity


IDENTITY = SystemIdentity(
    name="double-swiss", title="FIDE Double-Swiss System, C.04.5 (2026)",
    module="checker.systems.double_swiss.system", instance="DOUBLE_SWISS",
    codes=("FIDE_DOUBLESWISS", "FIDE_DOUBLE_SWISS"), words=("double",),
)
"""How the registry knows the system before loading it."""

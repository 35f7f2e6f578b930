"""The legacy "Swiss System Based on Rating" (C.04.1, 1992-2001, amended 2009): state, procedure C.1-C.14, colours E."""

from __future__ import annotations

from checker.systems.identity import SystemIdentity


IDENTITY = SystemIdentity(
    name="rating-2009", title="Swiss System Based on Rating, C.04.1 (1992-2001, amended 2009)",
    module="checker.systems.rating_2009.system", instance="RATING_2009",
    aliases=("legacy-2009",), words=("rating",),
)
"""How the registry knows the system before loading it."""

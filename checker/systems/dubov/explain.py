"""``swisscheck explain`` for the Dubov system (placeholder, filled in below)."""

from __future__ import annotations

from checker.systems.dubov.state import DubovState


def explain(state: DubovState) -> str:
    """The reference pairer's reasoning for the round."""
    return ""

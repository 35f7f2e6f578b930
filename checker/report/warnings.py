"""The warnings an output carries (``PairingOut``, ``RoundReasoning``, ``PlayerAnswer``), as text: one
``warning:`` line each, for standard error beside a text or bbp output (JSON carries them as its field)."""

from __future__ import annotations


def render_warnings(warnings: tuple[str, ...]) -> str:
    """One ``warning: ...`` line per warning (nothing when there are none)."""
    return "".join(f"warning: {warning}\n" for warning in warnings)

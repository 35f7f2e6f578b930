"""The two colours, as every system and message speaks of them.

>>> opposite("w"), COLOUR_NAME["b"]
('b', 'Black')
"""

from __future__ import annotations

from checker.models import Colour

COLOUR_NAME: dict[Colour, str] = {"w": "White", "b": "Black"}
"""A colour as the texts write it."""


def opposite(colour: Colour) -> Colour:
    """The other colour."""
    return "b" if colour == "w" else "w"

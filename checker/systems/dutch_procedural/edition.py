"""The editions of the procedural Dutch text: what the 2012 (Istanbul) text changes of the 2009 one.

The state, the rules, the procedure C.1-C.14 and the colours are written once, in the 2009 terms;
an :class:`Edition` says what its text does differently (docs/interpretations-dutch-2012.md).
"""

from __future__ import annotations

from checker.models import Frozen


class Edition(Frozen):
    """One edition of the procedural Dutch text, as a delta of the 2009 rules the procedure is written in."""

    name: str
    """``2009`` or ``2012``: the ``--system dutch-<name>`` suffix."""
    title: str
    """The system as the report names it."""


EDITION_2009 = Edition(name="2009", title="Swiss System Based on Rating, C.04.1 (1992-2001, amended 2009)")
"""The 2009 text (``../shared/rules/C04.1-legacy-swiss-rating-based-2009.txt``)."""

EDITION_2012 = Edition(name="2012", title="FIDE (Dutch) System, C.04.3 (2012)")
"""The 2012 (Istanbul) text (``../shared/rules/C04.3-dutch-2012.md``), in force until 30 June 2017."""

EDITIONS: dict[str, Edition] = {e.name: e for e in (EDITION_2009, EDITION_2012)}
"""Every edition by name."""

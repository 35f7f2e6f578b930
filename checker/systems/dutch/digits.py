"""The digits of the Dutch engine's edge weights: one per quality criterion (C4-C21) or generation-order rule (4.2-4.4).

A digit is a :class:`Digit`, or a ``(Digit, score)`` pair for a criterion counted "in descending
order of score" (C7, C8, C18-C21), or a ``(Digit, BSN index)`` pair for the 4.2.2 transpositions.
The digits are named in the 2026 terms; each edition (``edition.py``: EDITION_2026, EDITION_2017)
names the criterion a digit stands for through ``Edition.name_of(digit.criterion)``.
"""

from __future__ import annotations

from decimal import Decimal
from enum import IntEnum, auto


class Digit(IntEnum):
    """A digit of a Dutch weight: the criterion or order rule it counts (see ``weights.py``, ``order.py``)."""

    CARD = auto()
    """C4: 1 per pair, only when a solve must also complete the round."""
    C6 = auto()
    C7 = auto()
    """Per score s: pairs inside the bracket whose higher ranked player has score s."""
    PSD = auto()
    """2017 A.8 in the collapsed last bracket (A.9): the PSD itself, per score difference (C7's place)."""
    C8A = auto()
    """C8, the next bracket's C6 with our downfloaters."""
    C8B = auto()
    """C8, the next bracket's C7 with our downfloaters (per score)."""
    C9 = auto()
    C10 = auto()
    C11 = auto()
    C12 = auto()
    C13 = auto()
    C14 = auto()
    C15 = auto()
    C16 = auto()
    C17 = auto()
    C18 = auto()
    C19 = auto()
    C20 = auto()
    C21 = auto()
    SET = auto()
    """Dutch 4.4.2: the set of paired MDPs."""
    OPP = auto()
    """Dutch 4.2.2: the opponent of MDP i in the MDP-Pairing (per MDP index)."""
    X1 = auto()
    """Dutch 4.3.2 rule 1: fewest exchanged BSNs."""
    X2 = auto()
    """Dutch 4.3.2 rule 2: smallest difference of the BSN sums."""
    X3 = auto()
    """Dutch 4.3.2 rule 3: largest differing BSN moved from S1 to S2."""
    X4 = auto()
    """Dutch 4.3.2 rule 4: smallest differing BSN moved from S2 to S1."""
    T = auto()
    """Dutch 4.2.2: the opponent of the remainder's upper player i (per BSN index)."""

    @property
    def criterion(self) -> str:
        """The 2026 criterion a quality digit counts (``C8A`` -> ``C8``, ``CARD`` -> ``C4``)."""
        return _CRITERION.get(self, self.name)


_CRITERION = {Digit.CARD: "C4", Digit.PSD: "C7", Digit.C8A: "C8", Digit.C8B: "C8"}
"""The quality digits whose criterion is not their name."""

DigitKey = Digit | tuple[Digit, Decimal] | tuple[Digit, int]
"""A place of a weight: a digit, or a digit of one score or score difference (C7, PSD, C8, C18-C21) or of
one BSN index (4.2.2)."""


def digit_of(key: DigitKey) -> Digit:
    """The digit of a place: ``(Digit.C7, 3.5)`` -> ``Digit.C7``."""
    return key if isinstance(key, Digit) else key[0]

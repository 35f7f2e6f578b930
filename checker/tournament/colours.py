"""The two colours, as every system and message speaks of them, and the colour-rule pieces every
system shares (the latest difference of two histories, the pairing number a parity rule reads).

>>> opposite("w"), COLOUR_NAME["b"]
('b', 'Black')
>>> latest_difference(("w", "b", "w"), ("b", "w", "w"))
(2, 'b', 'w')
>>> parity_number_words(7, 5)
'odd pairing number (5: TPN 7 among the players taken into account so far, General Handling 2.4)'
>>> alternation_words(("w", "b", "w"), ("b", "w", "w"), 3, 8, "Black", "mild")
'both prefer Black with a mild preference; 2 played games back, 3 had Black and 8 White: the colours alternate, 3 gets White'
"""

from __future__ import annotations

from collections.abc import Sequence

from checker.models import Colour

COLOUR_NAME: dict[Colour, str] = {"w": "White", "b": "Black"}
"""A colour as the texts write it."""


def opposite(colour: Colour) -> Colour:
    """The other colour."""
    return "b" if colour == "w" else "w"


def latest_difference(a: Sequence[Colour], b: Sequence[Colour]) -> tuple[int, Colour, Colour] | None:
    """The latest game in which two colour histories differ, counted back from both ends (1 = the last
    games; played games only, General Handling 3.4): how many games back, and each one's colour then.
    None when they never differ. Dutch 5.2.3, Burstein / Dubov 5.2.4, Lim 5.4, Double-Swiss and Team
    4.3.3, Rating 2009 E.3 all alternate to it."""
    for back, (x, y) in enumerate(zip(reversed(a), reversed(b)), start=1):
        if x != y:
            return back, x, y
    return None


def parity_number_words(tpn: int, parity_tpn: int) -> str:
    """The parity and the number a TPN-parity colour rule reads, in words: the TPN, or the effective pairing
    number when players not yet taken into account are skipped (General Handling 2.4)."""
    parity = "odd" if parity_tpn % 2 == 1 else "even"
    if parity_tpn == tpn:
        return f"{parity} TPN ({tpn})"
    return (f"{parity} pairing number ({parity_tpn}: TPN {tpn} among the players taken into account so far, "
            "General Handling 2.4)")


def alternation_words(higher: Sequence[Colour], lower: Sequence[Colour], nh: int, nl: int, both: str,
                      strength: str) -> str:
    """Why two players who both prefer ``both`` (a colour's name) with a ``strength`` preference alternate
    to their latest difference (Dutch 5.2.3, Burstein / Dubov 5.2.4), in words; ``nh`` and ``nl`` name them."""
    difference = latest_difference(higher, lower)
    assert difference is not None, "alternation_words needs two histories that differ"
    back, ch, cl = difference
    when = "in their latest game" if back == 1 else f"{back} played games back"
    return (f"both prefer {both} with a {strength} preference; {when}, {nh} had "
            f"{COLOUR_NAME[ch]} and {nl} {COLOUR_NAME[cl]}: the colours alternate, {nh} gets {COLOUR_NAME[cl]}")

"""Dutch 2017 A.9, the round-pairing outlook, in words: the names of the PPB and the CLB.

The pairer (``pairer.pair_route``) says which scoregroup's bracket was the Penultimate Pairing
Bracket; the check's findings and ``explain`` name that bracket and the Collapsed Last Bracket below
it as the 2017 text does, so that an arbiter sees why C.7 was not applied there and why players of
several scores were paired as one bracket.
"""

from __future__ import annotations

from checker.systems.dutch.candidates import Bracket
from checker.tournament.scoring import format_points as points

PPB_WORDS = "the Penultimate Pairing Bracket (PPB, Dutch A.9)"
"""The 2017 A.9 name of the bracket re-paired for completion (C.4)."""
CLB_WORDS = "the Collapsed Last Bracket (CLB, Dutch A.9)"
"""The 2017 A.9 name of the PPB's downfloaters with every player below it, paired as one bracket."""


def bracket_name(bracket: Bracket, ppb: int | None) -> str:
    """The bracket as a finding names it: its score (``2.5``); under 2017 A.9 the PPB and the CLB in words."""
    name = points(bracket.score)
    if ppb is not None and bracket.group == ppb:
        return f"{name}, {PPB_WORDS}"
    if ppb is not None and bracket.group == ppb + 1:
        return f"{name} and below, {CLB_WORDS}"
    return name

"""Dutch 2017 A.9, the round-pairing outlook, in words: the names of the PPB and the CLB.

The pairer (``pairer.pair_route``) says which scoregroup's bracket was the Penultimate Pairing
Bracket; the check's findings and ``explain`` name that bracket and the Collapsed Last Bracket below
it as the 2017 text does, so that an arbiter sees why C.7 was not applied there and why players of
several scores were paired as one bracket.
"""

from __future__ import annotations

from checker.matching import max_weight_matching
from checker.systems.dutch.candidates import Bracket, Candidate, CandidateDigits, c9_applies, quality_layout
from checker.systems.dutch.digits import Digit
from checker.systems.dutch.round import BYE, RoundData
from checker.systems.dutch.weights import EdgeQuality
from checker.tournament.scoring import format_points as points

PPB_NAME = "the Penultimate Pairing Bracket"
"""The 2017 A.9 name of the bracket re-paired for completion (C.4)."""
PPB_WORDS = f"{PPB_NAME} (PPB, Dutch A.9)"
CLB_NAME = "the Collapsed Last Bracket"
"""The 2017 A.9 name of the PPB's downfloaters with every player below it, paired as one bracket."""
CLB_WORDS = f"{CLB_NAME} (CLB, Dutch A.9)"


def bracket_name(bracket: Bracket, ppb: int | None) -> str:
    """The bracket as a finding names it: its score (``2.5``); under 2017 A.9 the PPB and the CLB in words."""
    name = points(bracket.score)
    if ppb is not None and bracket.group == ppb:
        return f"{name}, {PPB_WORDS}"
    if ppb is not None and bracket.group == ppb + 1:
        return f"{name} and below, {CLB_WORDS}"
    return name


def below_is_open(data: RoundData, bracket: Bracket) -> bool:
    """2017 A.9 and C.7: the bracket is paired above the PPB with a look at the following bracket
    alone, since players remain below that one (``pairer._solve``'s fast route under ``collapses``)."""
    return data.collapses and bool(bracket.next_group) and bool(
        bracket.free - set(bracket.members) - set(bracket.next_group) - {BYE})


def evaluate_ahead(data: RoundData, bracket: Bracket, candidate: Candidate) -> CandidateDigits:
    """A fixed candidate's digits as the 2017 pairer weighs them above the last two brackets (A.9, C.7).

    C.7 "in the following bracket (just in the following bracket)": the downfloaters and the following
    scoregroup are paired for their best pairs and PSD on their own, whether or not the players below
    could then be paired (the round's completion is A.9's test after the bracket is paired, not C.7's).
    ``candidates.evaluate`` completes the round under the look-ahead (2026 C4), which this does not.
    """
    view, digits, mult = quality_layout(data, bracket)
    quality = EdgeQuality(view, mult, data)
    free = bracket.free - {v for p in candidate.pairs for v in p}
    local = view.downfloat_side & free
    weights = {(h, l): w for h in local if (w := quality.look_ahead(h))
               for l in data.adjacency[h] if l > h and l in local and l in view.next_group}
    mate = max_weight_matching(weights)
    total = sum(quality(h, l) for h, l in candidate.pairs) + sum(weights[(h, mate[h])] for h in mate if h < mate[h])
    if not c9_applies(data, bracket, candidate):
        total += mult[Digit.C9] * data.c9_best  # as in ``evaluate``: C9 not applicable counts as its best value
    values = {name: (total // mult[name]) % (largest + 1) for name, largest in digits}
    return CandidateDigits(digits=values, order=tuple(name for name, _ in digits), completion=mate)

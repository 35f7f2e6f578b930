"""Dutch 2017 A.9, the round-pairing outlook: the Penultimate Pairing Bracket (PPB) re-paired for
completion (C.4) without C.7, and the Collapsed Last Bracket (CLB) below it, on real rounds."""

from __future__ import annotations

from pathlib import Path

from checker.check.round import check_round
from checker.systems.dutch.edition import EDITION_2017
from checker.systems.dutch.pairer import pair
from checker.systems.dutch.state import build_state
from checker.systems.dutch.system import DUTCH_2017
from checker.trf import load
from tests.systems.dutch.test_dutch_corpus import published

FILES = Path(__file__).parent / "files"

CAMPAIGN_T150 = FILES / "campaign-s22-t150.trf"
"""Tournament 150 of ``campaign --system dutch-2017 --players 10-60 --rounds 5-11 --seed 22`` against
bbpPairings v5.0.1 (seed 22000150, 21 players, 7 rounds): every round paired by bbpPairings v5."""


def test_a_9_bracket_above_the_last_whose_pairing_leaves_the_round_incomplete_is_the_ppb_without_c_7() -> None:
    """Round 6 of campaign 22's tournament 150, worked by hand (docs/interpretations-dutch.md, 2017 item 4).

    The 2-point bracket (MDP 12 of 2.5; residents 9, 15, 17) pairs everyone (C.5: 12-9, 15-17, or
    another two pairs), but then 19, 20, 21 cannot complete the round: 20-21 met, 19-21 both absolute
    White (C.3), 19 and 21 barred from the PAB (C.2). So the 2-point bracket is the PPB, re-paired for
    completion (C.4) with two downfloaters; C.5 and C.6 tie 12-9, 12-15, 12-17 (PSD 1, 1, 0.5), and C.7
    does not apply to a PPB: C.10 takes 12-9 (both preferences granted; 12-17 and 12-15 leave 12
    without White). The CLB 15, 17, 19, 20, 21 then has one completion: 21-15, 19-20, PAB 17, as
    bbpPairings v5.0.1 gives it (swisscheck had kept C.7 in that bracket and floated 9 and 15).
    """
    tournament, _ = load(CAMPAIGN_T150)
    ours = pair(build_state(tournament, 6, None, EDITION_2017))
    assert (ours.as_set(), ours.pab) == published(tournament, 6)
    assert ours.pab == 17 and (12, 9) in ours.as_set()
    verdict = check_round(tournament, 6, DUTCH_2017)
    assert verdict.verdict == "CONSISTENT", verdict.message

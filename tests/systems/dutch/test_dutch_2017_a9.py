"""Dutch 2017 A.9, the round-pairing outlook: the Penultimate Pairing Bracket (PPB) re-paired for
completion (C.4) without C.7, and the Collapsed Last Bracket (CLB) below it, on real rounds."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.check.round import check_round
from checker.systems.dutch.edition import EDITION_2017
from checker.systems.dutch.literal.pairer import pair_with_trace
from checker.systems.dutch.pairer import pair, pair_route
from checker.systems.dutch.state import build_state
from checker.systems.dutch.system import DUTCH_2017
from checker.trf import load
from tests.check.tamper import boards, rewrite_round
from tests.paths import DATA
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


CAMPAIGN_T126 = FILES / "campaign-s22-t126.trf"
"""Tournament 126 of the same campaign (seed 22000126, 16 players, 6 rounds), paired by bbpPairings v5.0.1."""


def test_c_7_on_the_last_bracket_counts_its_complete_pairings_only() -> None:
    """Round 5 of campaign 22's tournament 126: the 1.5 bracket (8, 9, 11, 13, 14) floats one player to
    the last bracket 15, 16 (16 and 14 barred from the PAB, C.2). The last bracket's pairing includes
    the PAB (A.9 note), so C.7 looks at its complete pairings: 13 below leaves 15-16 and a 1.5-point
    PAB (13-16 met), 8 leaves 8-16 and a 1-point PAB to 15; C.7 floats 8, as bbpPairings v5.0.1 does,
    on the ordinary route (no PPB). The literal enumerator reads it alike."""
    tournament, _ = load(CAMPAIGN_T126)
    state = build_state(tournament, 5, None, EDITION_2017)
    ours, ppb = pair_route(state)
    assert ppb is None
    assert (ours.as_set(), ours.pab) == published(tournament, 5)
    assert ours.pab == 15 and (16, 8) in ours.as_set()
    literal, trace = pair_with_trace(state)
    assert (literal.as_set(), literal.pab) == published(tournament, 5)
    assert not any(outcome.route.name for outcome in trace)


def test_a_9_ppb_finding_names_the_ppb_and_judges_it_without_c_7() -> None:
    """The same round with the old reading's pairing (17-12, 19-9, 21-15, PAB 20): in the PPB, C.7 does
    not apply, so 12-17 loses on C.10 (12 without White), and the finding names the PPB."""
    tournament, _ = load(CAMPAIGN_T150)
    pairs, _ = boards(tournament, 6)
    old = [p for p in pairs if p not in ((12, 9), (19, 20))] + [(17, 12), (19, 9)]
    verdict = check_round(rewrite_round(tournament, 6, old, 20), 6, DUTCH_2017)
    assert (verdict.verdict, verdict.criterion, verdict.article) == ("WORSE", "C10", "Dutch C.10")
    assert verdict.findings[0].bracket == "2, the Penultimate Pairing Bracket (PPB, Dutch A.9)"
    assert verdict.message.startswith("the pairs: 1 player without their colour preference (12) in the published pairing")


def test_a_9_clb_finding_names_the_clb_and_its_psd() -> None:
    """p33r9-s115 round 9 (bbpPairings v5.0.1): the 3-point bracket is the PPB and 22, 30 (3) with 24, 26,
    29 (2.5, 2) form the CLB. The PAB to 22 instead of 24 (24-29 for 22-29) is worse on C.6, the PSD of
    A.8 with the pairs' score differences, and the finding names the CLB."""
    tournament, _ = load(DATA / "dutch-2017" / "p33r9-s115.trf")
    pairs, pab = boards(tournament, 9)
    assert pab == 24
    tampered = [p for p in pairs if p != (22, 29)] + [(24, 29)]
    verdict = check_round(rewrite_round(tournament, 9, tampered, 22), 9, DUTCH_2017)
    assert (verdict.verdict, verdict.criterion, verdict.article) == ("WORSE", "C6", "Dutch C.6")
    assert verdict.findings[0].bracket == "2.5 and below, the Collapsed Last Bracket (CLB, Dutch A.9)"
    assert verdict.message == ("the pairs: PSD (A.8: score differences of the pairs and downfloaters): 2, 1, 0.5 "
                               "in the published pairing; 1.5, 1, 1 in the rules' pairing")
    text = DUTCH_2017.explain(build_state(tournament, 9, None, EDITION_2017))
    assert ("  first candidate (B.3): 22-24, 30-26; downfloaters 29 -> not taken: the round-pairing could then "
            "not be completed (A.9)") in text
    assert "C6 PSD (A.8: score differences of the pairs and downfloaters): 1.5, 1, 1;" in text


def test_a_9_explain_says_which_bracket_is_the_ppb_and_why() -> None:
    """p16r5-s121 round 5: the 1.5 bracket is the PPB (collapsing score 1.5), 9 floats from it into the
    CLB with the 1- and 0-point players; explain says so in A.9's words."""
    tournament, _ = load(DATA / "dutch-2017" / "p16r5-s121.trf")
    text = DUTCH_2017.explain(build_state(tournament, 5, None, EDITION_2017))
    assert ("Bracket 1.5, the Penultimate Pairing Bracket (PPB, Dutch A.9), heterogeneous: residents 3 13; "
            "MDPs 9 (2)") in text
    assert ("  A.9: the Penultimate Pairing Bracket: paired as usual, its downfloaters together with all the "
            "remaining players did not allow the completion of the round-pairing; re-paired to complete it (C.4), "
            "without C.7; 1.5 is the collapsing score, and the players with 1 or 0 points form the collapsed "
            "scoregroup") in text
    assert ("Bracket 1 and below, the Collapsed Last Bracket (CLB, Dutch A.9), heterogeneous: residents 14 16 15; "
            "MDPs 9 (2)") in text
    assert "  chosen: 9-15, 14-16; downfloaters none" in text


def test_a_9_explain_names_no_ppb_on_the_ordinary_route() -> None:
    """p16r5-s121 round 4 completes bracket by bracket: no PPB, no CLB."""
    tournament, _ = load(DATA / "dutch-2017" / "p16r5-s121.trf")
    state = build_state(tournament, 4, None, EDITION_2017)
    assert pair_route(state)[1] is None
    assert "A.9" not in DUTCH_2017.explain(state).split("PAB")[0]


@pytest.mark.parametrize("name,round_number,ppb,clb", [
    ("p16r5-s121", 5, (3, 13), (14, 16, 15)),
    ("p12r9-s112", 8, (5, 11), (8, 10, 12)),
    ("p12r9-s112", 9, (4, 6, 9), (5, 8, 11, 10, 12)),
])
def test_literal_a_9_route_reproduces_bbp5_rounds_with_a_ppb(name: str, round_number: int, ppb: tuple[int, ...],
                                                            clb: tuple[int, ...]) -> None:
    """The literal enumerator's A.9 route (PPB re-paired by C.4 without C.7, then the CLB) pairs these
    bbpPairings v5.0.1 rounds as published, with the PPB and the CLB's residents (TPNs) named in its trace."""
    tournament, _ = load(DATA / "dutch-2017" / f"{name}.trf")
    pairing, trace = pair_with_trace(build_state(tournament, round_number, None, EDITION_2017))
    assert (pairing.as_set(), pairing.pab) == published(tournament, round_number)
    routes = {outcome.route.name: outcome.residents for outcome in trace if outcome.route.name}
    assert routes == {"PPB": ppb, "CLB": clb}


def test_explain_rejects_the_first_candidate_above_the_ppb_on_c_13_with_c_7_looking_at_the_next_bracket_alone() -> None:
    """p16r5-s121 round 5, bracket 2 (MDP 6 of 2.5; residents 1, 5, 9, 11), worked by hand.

    The first candidate (B.3) 6-1, 5-9 floats 11; the chosen 6-11, 1-5 floats 9. C.5 and C.6 tie (one
    downfloater of 2). C.7 looks "just in the following bracket" (A.9: the round's completion is asked
    only once the bracket is paired): 11-13 floating 3 and 9-3 floating 13 both leave one downfloater of
    1.5, a tie (that 13 then cannot be paired below makes 1.5 the PPB, A.9's business, not C.7's).
    C.8-C.12 tie (all colour preferences granted, no resident floated down in round 4); C.13: 1 was
    upfloated in round 4 (1.5 against 10's 2) and would be again against MDP 6, while 11 was not.
    Explain once compared C.7 with the round completed (9 as the 1.5 bracket's downfloater) and
    called the first candidate better there: "checker fault".
    """
    tournament, _ = load(DATA / "dutch-2017" / "p16r5-s121.trf")
    text = DUTCH_2017.explain(build_state(tournament, 5, None, EDITION_2017))
    assert ("  first candidate (B.3): 6-1, 5-9; downfloaters 11 -> not taken: C13 (Dutch C.13): 1 MDP opponent "
            "who received an upfloat the previous round (1), the chosen candidate has 0 (C7 ties: the following "
            "1.5 bracket can at best leave 1 downfloater (1.5) with either, that bracket looked at on its own; "
            "whether the round can then be completed is asked afterwards, A.9)") in text
    assert "  chosen: 6-11, 1-5; downfloaters 9" in text
    assert "checker fault" not in text


@pytest.mark.slow
def test_explain_finds_no_checker_fault_in_any_round_of_the_2017_corpus(corpus_dir: Path) -> None:
    """Every round of corpus/dutch-2017 explained under --system dutch-2017: no first candidate is
    called better than the chosen one (explain compares them as the pairer does, A.9 and C.7)."""
    faults = []
    for path in sorted((corpus_dir / "dutch-2017").glob("*.trf")):
        tournament, _ = load(path)
        for r in range(1, tournament.round_columns + 1):
            if "checker fault" in DUTCH_2017.explain(build_state(tournament, r, None, EDITION_2017)):
                faults.append((path.name, r))
    assert faults == []

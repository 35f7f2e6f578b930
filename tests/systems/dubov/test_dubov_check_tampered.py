"""Tampered copies of Dubov corpus rounds: each gets the verdict, criterion and article the text gives.

Round 4 of jvf-dubov-p16r8-s2103 (16 players, no PAB) as published, then brackets:
5 (3) + upfloater 7 (2.5); 3 (2.5) + upfloater 2; 4 8 9 (2) + upfloater 1, G2 = {4, 8, 9}, 8 shifted
to G1 (first in the 4.3 middle-out order 8 4 9), S1 = 8 1 (ARO), T2 = 9 4; then the lower brackets.
"""

from __future__ import annotations

from checker.check.round import check_round
from checker.evaluation.findings import RoundVerdict
from checker.models import Tournament
from checker.systems.dubov.system import DUBOV
from checker.trf import load
from tests.check.tamper import rewrite_round
from tests.paths import DATA

ROUND4 = [(1, 4), (3, 2), (5, 7), (6, 10), (9, 8), (11, 15), (12, 13), (14, 16)]
"""Round 4 of jvf-dubov-p16r8-s2103 as published (white, black)."""
LOWER = [(6, 10), (11, 15), (12, 13), (14, 16)]
"""Its boards below the 2-point bracket."""


def corpus(name: str) -> Tournament:
    """A Dubov corpus file from its copy in tests/data."""
    tournament, _ = load(DATA / "dubov" / f"{name}.trf")
    return tournament


def verdict(name: str, round_number: int, pairs: list[tuple[int, int]], pab: int | None = None) -> RoundVerdict:
    """The check of ``round_number`` of the file with that round's boards replaced."""
    tournament = corpus(name)
    return check_round(rewrite_round(tournament, round_number, pairs, pab), round_number, DUBOV)


def test_the_published_round_is_consistent() -> None:
    assert verdict("jvf-dubov-p16r8-s2103", 4, ROUND4).verdict == "CONSISTENT"


def test_a_rematch_is_a_c1_violation() -> None:
    result = verdict("jvf-dubov-p16r8-s2103", 4, [(1, 2), (3, 4), (5, 7), (9, 8), *LOWER])
    assert (result.verdict, result.criterion, result.article) == ("VIOLATION", "C1", "Basic Rules 2")
    assert result.message == "C1: 1 and 2 have already played each other"


def test_two_players_with_the_same_absolute_preference_is_a_c3_violation() -> None:
    """7 and 10 both played their last two games with White: absolute preference for Black (1.6.1)."""
    result = verdict("jvf-dubov-p16r8-s2103", 4,
                     [(5, 2), (3, 4), (7, 10), (1, 8), (9, 6), (11, 15), (12, 13), (14, 16)])
    assert (result.verdict, result.criterion, result.article) == ("VIOLATION", "C3", "Dubov 2.1.3")
    assert result.message.startswith("C3: 7 and 10 both have an absolute colour preference for Black")


def test_a_worse_upfloater_set_is_worse_on_c7() -> None:
    """5 (White seeker) with upfloater 3 (White seeker) instead of 7 (Black seeker): C7 at best 1, not 0."""
    result = verdict("jvf-dubov-p16r8-s2103", 4, [(5, 3), (2, 7), (1, 4), (9, 8), *LOWER])
    assert (result.verdict, result.criterion, result.article) == ("WORSE", "C7", "Dubov 2.3.3")
    assert result.findings[0].bracket == "3"
    assert result.message.startswith("the set of upfloaters {3} (Dubov 3.2.2): "
                                     "at best 1 player without their colour preference in the published pairing")


def test_a_later_upfloater_set_diverges_on_the_4_2_order() -> None:
    """3 with upfloater 4 (#2) instead of 2 (#1): equal on C5-C10, the rules take the first set."""
    result = verdict("jvf-dubov-p16r8-s2103", 4, [(5, 7), (3, 4), (1, 8), (2, 9), *LOWER])
    assert (result.verdict, result.article) == ("DIVERGES", "Dubov 4.2")
    assert result.message == ("the set of upfloaters {4} (Dubov 3.2.2): equal on C5-C10, but the rules' pairing "
                              "comes first in the order of Dubov 4.2: published {4} (#2), rules {2} (#1)")


def test_another_shifter_diverges_on_the_4_3_order() -> None:
    """Shifting 4 instead of 8 from G2 to G1 (4.3 middle-out order: 8 4 9)."""
    result = verdict("jvf-dubov-p16r8-s2103", 4, [(1, 8), (3, 2), (5, 7), (4, 9), *LOWER])
    assert (result.verdict, result.article) == ("DIVERGES", "Dubov 3.2.4")
    assert "(3.2.4.2): published {4} (#2), rules {8} (#1)" in result.message


def test_a_later_transposition_diverges_on_the_4_4_order() -> None:
    """Round 3 of xgen-dubov-p11r6-s7056, bracket 1: S1 = 10 11 6, T2 = 2 7 8; published 2 8 7 instead."""
    tournament = corpus("xgen-dubov-p11r6-s7056")
    reference = DUBOV.pair_round(tournament, 3)
    pairs = [(p.white, p.black) for p in reference.pairs]
    swapped = [(10, 2) if p == (10, 2) else (11, 8) if p == (11, 7) else (6, 7) if p == (6, 8) else p for p in pairs]
    assert swapped != pairs
    result = check_round(rewrite_round(tournament, 3, swapped, reference.pab), 3, DUBOV)
    assert (result.verdict, result.article) == ("DIVERGES", "Dubov 4.4")
    assert result.message.endswith("published T2 = 2 8 7, rules T2 = 2 7 8")


def test_flipped_colours_name_the_5_2_article() -> None:
    result = verdict("jvf-dubov-p16r8-s2103", 4, [(4, 1), *ROUND4[1:]])
    assert (result.verdict, result.article) == ("COLOURS", "Dubov 5.2.2")
    assert result.message == "4-1 should be 1-4: Dubov 5.2.2: 4 prefers Black and 1 White: both preferences are granted"


def test_a_second_pab_is_a_c2_violation() -> None:
    """Round 7 of xgen-dubov-p14r9-s7059: 13 had the PAB in round 4 (Basic Rules 4)."""
    tournament = corpus("xgen-dubov-p14r9-s7059")
    published = DUBOV.published(tournament, 7)
    assert published.pab == 11
    pairs = [(2, 1), (4, 3), (8, 5), (6, 9), (10, 11), (7, 12)]
    result = check_round(rewrite_round(tournament, 7, pairs, 13), 7, DUBOV)
    assert (result.verdict, result.criterion, result.article) == ("VIOLATION", "C2", "Basic Rules 4")
    assert result.message == "C2: 13 receives the PAB but already had the PAB in round 4"


def test_a_pab_to_a_higher_score_is_worse_on_3_1_3() -> None:
    """Round 2 of xgen-dubov-p14r9-s7059: the PAB goes to 12 (score 0); given to a 1-point player instead."""
    tournament = corpus("xgen-dubov-p14r9-s7059")
    published = DUBOV.published(tournament, 2)
    assert published.pab == 12
    state = DUBOV.build_state(tournament, 2)
    winner = next(p.tpn for p in state.players if p.score == 1 and p.pab_eligible)
    pairs = [(12, p.black) if p.white == winner else (p.white, 12) if p.black == winner else (p.white, p.black)
             for p in published.pairs]
    result = check_round(rewrite_round(tournament, 2, pairs, winner), 2, DUBOV)
    assert (result.verdict, result.article) == ("WORSE", "Dubov 3.1.3")
    assert result.message == (f"the PAB: {winner} with score 1 in the published pairing; 12 with score 0 "
                              "in the rules' pairing")

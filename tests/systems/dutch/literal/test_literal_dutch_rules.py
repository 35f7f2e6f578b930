"""The literal Dutch engine on hand-made states: colour allocation (5.2), C3, C5, C9, Limbo (3.2.4, 4.4).

Every expected pairing is worked out by hand from the text in the comment next to it.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.systems.dutch.literal.colours import allocate, preference
from checker.systems.dutch.literal.pairer import pair, pair_with_trace
from checker.models import Pair
from checker.systems.dutch.state import DutchState
from checker.errors import PairingImpossible
from tests.systems.dutch.builders import boards, player, state
from tests.systems.dutch.builders import c5_lowest_score_state, c9_unplayed_games_state, limbo_double_float_state


# --- Dutch 5.2: colour allocation, one case per article ---------------------------------------


def test_5_2_1_both_preferences_granted() -> None:
    a, b = player(1, "1", "wb"), player(2, "1", "bw")  # a prefers White (mild), b Black (mild)
    assert allocate(a, b, "b") == (Pair(white=1, black=2), "5.2.1")


def test_5_2_1_player_without_games_takes_the_other_colour() -> None:
    a, b = player(1, "1"), player(2, "1", "w")  # 1.7.4: a has no preference; b prefers Black
    assert allocate(a, b, "b") == (Pair(white=1, black=2), "5.2.1")


def test_5_2_2_stronger_preference_granted() -> None:
    a, b = player(1, "1", "bw"), player(2, "1", "w")  # both prefer Black: a mild, b strong
    assert allocate(a, b, "w") == (Pair(white=1, black=2), "5.2.2")


def test_5_2_2_both_absolute_topscorers_wider_colour_difference_granted() -> None:
    a = player(1, "2", "bww", topscorer=True)  # difference +1, last two White: absolute Black
    b = player(2, "2", "ww", topscorer=True)  # difference +2: absolute Black, wider
    assert allocate(a, b, "w") == (Pair(white=1, black=2), "5.2.2")


def test_5_2_3_alternate_to_the_most_recent_differing_round() -> None:
    # both mild for Black; going back: W/W, B/B, then a had B and b had W -> a White, b Black
    a, b = player(1, "1", "wbbw"), player(2, "1", "bwbw")
    assert allocate(a, b, "b") == (Pair(white=1, black=2), "5.2.3")


def test_5_2_3_reads_played_games_only_from_the_end() -> None:
    # General Handling 3.4: histories line up from the most recent game; b's older game is ignored
    a, b = player(1, "1", "bw"), player(2, "1", "wbw")  # a mild Black, b strong Black -> 5.2.2 first
    assert allocate(a, b, "w")[1] == "5.2.2"
    c, d = player(3, "1", "bw"), player(4, "1", "bwbw")  # both mild Black
    # from the end: W/W, B/B, then c has no more games: 5.2.3 cannot decide, 5.2.4 does
    assert allocate(c, d, "w") == (Pair(white=4, black=3), "5.2.4")


def test_5_2_4_higher_ranked_player_gets_preference() -> None:
    a, b = player(3, "1", "bw"), player(2, "1", "bw")  # same history; 2 is higher ranked (1.2 TPN)
    assert allocate(a, b, "w") == (Pair(white=3, black=2), "5.2.4")


def test_5_2_4_higher_score_ranks_higher_than_lower_tpn() -> None:
    a, b = player(1, "1", "bw"), player(2, "2", "bw")  # 2 has the higher score (1.2.1)
    assert allocate(a, b, "w") == (Pair(white=1, black=2), "5.2.4")


def test_5_2_5_odd_tpn_gets_initial_colour() -> None:
    a, b = player(3, "0"), player(6, "0")
    assert allocate(a, b, "b") == (Pair(white=6, black=3), "5.2.5")


def test_5_2_5_even_tpn_gets_the_other_colour() -> None:
    a, b = player(2, "0"), player(5, "0")
    assert allocate(a, b, "w") == (Pair(white=5, black=2), "5.2.5")


def test_1_7_1_colour_difference_decides_when_it_contradicts_the_last_two_games() -> None:
    # WWWBB: difference +1 only; WWWWBB: difference +2 and last two Black
    assert preference(tuple("wwwwbb")) .colour == "b"  # type: ignore[arg-type]


# --- [C3] and the last-round topscorers (Dutch 1.8) ---------------------------------------------


def _topscorer_round(final: bool) -> DutchState:
    """1 and 2 both have an absolute preference for Black; 1 has met 3 and 4."""
    return state(
        3,
        3 if final else 4,
        player(1, "2", "ww", (3, 4), topscorer=final),
        player(2, "2", "ww", (7, 8), topscorer=final),
        player(3, "1", "bw", (1, 7)),
        player(4, "1", "wb", (1, 8)),
    )


def test_c3_topscorers_with_same_absolute_preference_may_meet_in_the_final_round() -> None:
    # 1 can only meet 2. C3 spares topscorers; 5.2.2 (equal differences) and 5.2.3 (equal
    # histories) cannot decide, 5.2.4 gives 1 (higher ranked) Black. 3-4: 3 prefers Black (mild).
    assert boards(pair(_topscorer_round(final=True))) == {(2, 1), (4, 3)}


def test_c3_same_absolute_preference_may_not_meet_before_the_final_round() -> None:
    with pytest.raises(PairingImpossible, match=r"Dutch 1.9.3"):
        pair(_topscorer_round(final=False))


# --- [C5] and [C9]: the pairing-allocated bye ------------------------------------------------


def test_c5_top_bracket_downfloats_to_keep_the_lowest_score_for_the_pab() -> None:
    # bbpPairings' dutch_2025_C5 case, round 3: 1 and 3 (2 points) could meet, but then 2 and 5
    # (1 point, already met) cannot, and the PAB would go to a 1-point player; C5 wants 6 (0 points).
    result, trace = pair_with_trace(c5_lowest_score_state())
    assert result.pab == 6
    assert result.as_set() == {(1, 5), (3, 2)}
    assert trace[0].max_pairs == 0 and trace[0].candidate.downfloaters == (1, 3)


def test_c9_pab_goes_to_the_player_with_fewer_unplayed_games() -> None:
    # bbpPairings' dutch_2025_C9 case, round 2: 3, 4, 5 have 0 points; 5 was absent in round 1.
    # The first candidate 3-4 leaves 5 (1 unplayed game) the PAB; 3-5 leaves 4 (none): C9 picks it.
    result, trace = pair_with_trace(c9_unplayed_games_state())
    assert result.pab == 4
    assert result.as_set() == {(2, 1), (3, 5)}
    assert trace[1].position == 1 and trace[1].criteria.c9 == 0


def test_c9_does_not_apply_to_a_bracket_downfloating_two_players() -> None:
    # C9 note: only brackets that downfloat exactly one player who ends up with the PAB.
    _, trace = pair_with_trace(c9_unplayed_games_state())
    assert trace[0].criteria.c9 == 0 and trace[0].candidate.downfloaters == ()


# --- Limbo (3.2.4) and valid MDP sets (4.4) ---------------------------------------------------


def test_3_2_4_mdps_beyond_the_residents_wait_in_the_limbo_and_double_float() -> None:
    # 1, 2, 3 (2.5 points) have all met: all three float into the 1.5 bracket, which has a single
    # resident (4): MaxPairs = M1 = 1. 4.4.2: the first set is {1}; 2 and 3 are in the Limbo and
    # float again to the 0.5 bracket: 2 has met 6, so 2-5 and 3-6.
    result, trace = pair_with_trace(limbo_double_float_state())
    assert (trace[1].m0, trace[1].m1, trace[1].max_pairs) == (3, 1, 1)
    assert trace[1].limbo == (2, 3)
    assert result.unordered() == {frozenset((1, 4)), frozenset((2, 5)), frozenset((3, 6))}


def test_4_4_1_limbo_keeps_the_lower_mdp_when_both_can_be_paired() -> None:
    # 1 (3 points) and 2 (2.5) both float into the 2-point bracket with one resident (3).
    # C7: the downfloater scores should be as low as possible, so 2 stays in the Limbo.
    s = state(
        4,
        5,
        player(1, "3", "wbw", (2, 5, 6)),
        player(2, "2.5", "bwb", (1, 5, 6)),
        player(3, "2", "bwb", (4, 5, 6)),
        player(4, "1", "wbw", (3, 5, 6)),
        player(5, "1", "bwb", (1, 2, 3, 4)),
        player(6, "1", "wbw", (1, 2, 3, 4)),
    )
    result, trace = pair_with_trace(s)
    assert trace[2].limbo == (2,)
    assert result.unordered() == {frozenset((1, 3)), frozenset((2, 4)), frozenset((5, 6))}


def test_4_4_1_limbo_holds_the_higher_mdp_when_only_the_lower_can_be_paired() -> None:
    # As above, but 1 has met 3: the only pairable set is {2}, and the [C7]-best Limbo is {1}.
    s = state(
        4,
        5,
        player(1, "3", "wbw", (2, 3, 5)),
        player(2, "2.5", "bwb", (1, 5, 6)),
        player(3, "2", "bwb", (1, 5, 6)),
        player(4, "1", "wbw", (5, 6)),
        player(5, "1", "bwb", (1, 2, 3, 4)),
        player(6, "1", "wbw", (2, 3, 4)),
    )
    result, trace = pair_with_trace(s)
    assert trace[2].limbo == (1,)
    assert result.unordered() == {frozenset((2, 3)), frozenset((1, 4)), frozenset((5, 6))}


def test_c18_mdp_with_a_downfloat_last_round_is_paired_rather_than_left_in_the_limbo() -> None:
    # 1 and 5 (1.5, already met) float into the 1-point bracket with one resident, 4 (no games,
    # so no colour clash). 4.4.2 would try {1} first, but 5 downfloated last round: left in the
    # Limbo it floats again to a larger score difference than the 0.5 it gets against 4 (C18).
    # Then 1-2 (5.2.1: 2 prefers White) and 3-6 (6 has no games: 3 gets Black, 5.2.1).
    s = state(
        3,
        5,
        player(1, "1.5", "bw", (5, 9), "--"),
        player(5, "1.5", "wb", (1, 8), "-d"),
        player(4, "1", "", (), "--", unplayed=2),
        player(2, "0.5", "wb", (8, 9), "--"),
        player(3, "0.5", "bw", (7, 9), "--"),
        player(6, "0", "", (), "--", unplayed=2),
    )
    result, trace = pair_with_trace(s)
    assert trace[1].limbo == (1,) and trace[1].criteria.c18 == (Decimal("0.5"),)
    assert result.as_set() == {(5, 4), (2, 1), (6, 3)}

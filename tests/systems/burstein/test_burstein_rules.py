"""Burstein's articles one at a time on hand-made rounds: PAB 3.1, colours 5.2, the bracket criteria
C3, C6, C7, C8 and the pairing order 4.3, the seeding rounds 1.6. Both engines are asked each time."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from checker.models import Pairing
from checker.systems.burstein.colours import colour_rule
from checker.systems.burstein.literal import pair as literal_pair
from checker.systems.burstein.pairer import pair as fast_pair
from checker.systems.burstein.state import BursteinState, seeding_rounds
from tests.systems.burstein.builders import player, state

ENGINES: dict[str, Callable[[BursteinState], Pairing]] = {"fast": fast_pair, "literal": literal_pair}


def both(s: BursteinState) -> Pairing:
    """The fast engine's pairing, after checking that the literal reading gives the same."""
    fast, literal = fast_pair(s), literal_pair(s)
    assert (fast.as_set(), fast.pab) == (literal.as_set(), literal.pab)
    return fast


def unordered(pairing: Pairing) -> set[frozenset[int]]:
    """The pairs without colours."""
    return {frozenset((p.white, p.black)) for p in pairing.pairs}


@pytest.mark.parametrize(("total", "seeding"), [(1, 0), (2, 1), (3, 1), (5, 2), (7, 3), (8, 4), (9, 4), (11, 4)])
def test_burstein_1_6_2_seeding_rounds_are_half_the_rounds_at_most_four(total: int, seeding: int) -> None:
    assert seeding_rounds(total) == seeding


def test_burstein_3_1_3_the_pab_goes_to_the_lowest_score() -> None:
    s = state(5, player(1, "3", "8", "5", "wbwb"), player(2, "2", "8", "4", "bwbw"), player(3, "2", "7", "3", "wbwb"),
              player(4, "1", "9", "1", "bwbw"), player(5, "1.5", "6", "1", "wbwb"))
    assert both(s).pab == 4


def test_burstein_3_1_4_equal_scores_the_pab_goes_to_the_player_with_more_games() -> None:
    """4 and 5 have 1 point; 5 has played 4 games, 4 only 3 (and a lower Index): 5 gets the PAB."""
    s = state(5, player(1, "3", "8", "5", "wbwb"), player(2, "2", "8", "4", "bwbw"), player(3, "2", "7", "3", "wbwb"),
              player(4, "1", "4", "1", "bwb"), player(5, "1", "9", "2", "wbwb"))
    assert both(s).pab == 5


def test_burstein_3_1_5_then_the_lowest_ranking_by_the_index_then_the_largest_tpn() -> None:
    lower_index = state(5, player(1, "3", "8", "5", "wbwb"), player(2, "2", "8", "4", "bwbw"),
                        player(3, "2", "7", "3", "wbwb"), player(4, "1", "6", "1", "bwbw"), player(5, "1", "9", "2", "wbwb"))
    assert both(lower_index).pab == 4
    same_index = state(5, player(1, "3", "8", "5", "wbwb"), player(2, "2", "8", "4", "bwbw"),
                       player(3, "2", "7", "3", "wbwb"), player(4, "1", "6", "1", "bwbw"), player(5, "1", "6", "1", "wbwb"))
    assert both(same_index).pab == 5


def test_burstein_3_1_1_and_3_1_2_barred_players_and_players_whose_pab_breaks_completion_are_passed_over() -> None:
    """4 (0 points) already had a PAB (C2); 5 (1 point) is next, but 3 has met everyone but 5, so without 5
    the others cannot all be paired (3.1.2); the PAB goes to 2 (1.5 points), the next by 3.1.3."""
    s = state(5, player(1, "3", "8", "5", "wbwb", opponents=(3,)), player(2, "1.5", "8", "4", "bwbw", opponents=(3,)),
              player(3, "2", "7", "3", "wbwb", opponents=(1, 2, 4)), player(4, "0", "6", "1", "bwb", pab_eligible=False),
              player(5, "1", "6", "1", "wbwb"))
    pairing = both(s)
    assert pairing.pab == 2
    assert unordered(pairing) == {frozenset((3, 5)), frozenset((1, 4))}


@pytest.mark.parametrize(("higher", "lower", "initial", "expected"), [
    (player(2, buchholz="3"), player(1, buchholz="2"), "w", ("b", "5.2.1")),  # higher by Index, even TPN
    (player(1, buchholz="3"), player(2, buchholz="2"), "b", ("b", "5.2.1")),  # odd TPN: the initial colour
    (player(1, colours="wb"), player(2, colours="ww"), "w", ("w", "5.2.2 both")),
    (player(1, colours="b"), player(2), "w", ("w", "5.2.2 higher only")),
    (player(1), player(2, colours="b"), "w", ("b", "5.2.2 lower only")),
    (player(1, colours="wbb"), player(2, colours="wb"), "w", ("w", "5.2.3")),  # strong beats mild
    (player(1, colours="bw"), player(2, colours="bbww"), "w", ("w", "5.2.3")),  # absolute beats mild
    (player(1, colours="wbbw"), player(2, colours="bwbw"), "w", ("w", "5.2.4")),  # alternate from 2 games back
    (player(1, colours="bw"), player(2, colours="bw"), "w", ("b", "5.2.5")),  # the higher ranked's preference
])
def test_burstein_5_2_colour_allocation(higher: object, lower: object, initial: str, expected: tuple[str, str]) -> None:
    assert colour_rule(higher, lower, initial) == expected  # type: ignore[arg-type]


def test_burstein_5_2_5_higher_ranked_is_by_index_not_score_or_tpn() -> None:
    """1 (2 points, Buchholz 4) floats into the 1.5 bracket and meets 2 (1.5 points, Buchholz 6): both
    prefer Black and their histories never differ, so 2, higher ranked by 1.8 although lower in score and
    TPN, gets Black."""
    s = state(4, player(1, "2", "4", "2", "bw", opponents=(3,)), player(2, "1.5", "6", "2", "bw", opponents=(4,)),
              player(3, "1", "5", "1", "bw", opponents=(1,)), player(4, "0.5", "5", "1", "wb", opponents=(2,)))
    pairing = both(s)
    assert {(p.white, p.black) for p in pairing.pairs} == {(1, 2), (4, 3)}


def test_burstein_4_3_first_pairing_of_a_bracket_pairs_bsn_1_with_the_last() -> None:
    """Six players with one score, no games between them, no colours: 1-6, 2-5, 3-4 in BSN terms; BSN
    by Index (1.8), so TPN 6 (largest Buchholz) is BSN 1 and faces the lowest Index, TPN 1."""
    s = state(3, *(player(t, "1", str(t), "0") for t in range(1, 7)))
    assert unordered(both(s)) == {frozenset((6, 1)), frozenset((5, 2)), frozenset((4, 3))}


def test_burstein_c8_beats_the_pairing_order() -> None:
    """BSNs 1-4 = TPNs 1-4; 1 and 4 prefer White, 2 and 3 Black (strong): the first pairing, 1-4, 2-3,
    leaves 2 players without their preference; the next one, 1-3, 2-4, none."""
    s = state(3, player(1, "1", "4", "1", "b"), player(2, "1", "3", "1", "w"), player(3, "1", "2", "1", "w"),
              player(4, "1", "1", "1", "b"))
    assert unordered(both(s)) == {frozenset((1, 3)), frozenset((2, 4))}


def test_burstein_c3_has_no_topscorer_exception_in_the_last_round() -> None:
    """Final round: 1 and 2, alone with 6 points, both have an absolute preference for White (colour
    difference -2). The Dutch topscorer exception would pair them; Burstein 2.1.3 has none: both float
    to the 5-point players 3 and 4, who prefer Black."""
    s = state(9, player(1, "6", "40", "30", "wbbwbwbb"), player(2, "6", "39", "29", "bwwbwbbb"),
              player(3, "5", "38", "28", "bwbwbwbw"), player(4, "5", "37", "27", "bwbwbwbw"), total=9)
    pairing = both(s)
    assert frozenset((1, 2)) not in unordered(pairing)
    assert {(p.white, p.black) for p in pairing.pairs} in ({(1, 3), (2, 4)}, {(1, 4), (2, 3)})


def test_burstein_c6_an_incoming_floater_is_paired_before_a_resident_floats() -> None:
    """1 (3 points) comes down into the 2-point bracket {2, 3, 4, 5} as BSN 3 (Buchholz 7.5 between 3's 8
    and 4's 7). The first pairing in the order, 1-5, 2-4, 3-0, floats it; C6 takes the next one with a
    2-point floater: 1-5, 2-3, 4-0 (2-5, 3-1, and 4 floats to 6)."""
    s = state(4, player(1, "3", "7.5", "0"), player(2, "2", "9", "0"), player(3, "2", "8", "0"),
              player(4, "2", "7", "0"), player(5, "2", "6", "0"), player(6, "1", "9", "0"))
    assert unordered(both(s)) == {frozenset((2, 5)), frozenset((3, 1)), frozenset((4, 6))}


def test_burstein_c7_the_outgoing_floater_lets_the_following_bracket_pair_everyone() -> None:
    """{1, 2, 3} (2 points) floats one player into {4, 5, 6} (1 point). The first pairing of the order
    (1-3, 2-0) floats 2, who has met 4, 5 and 6: that bracket would make one pair and float two. 1-2,
    3-0 floats 3 instead and the following bracket pairs all four (C7)."""
    s = state(4, player(1, "2", "3", "0"), player(2, "2", "2", "0", opponents=(4, 5, 6)), player(3, "2", "1", "0"),
              player(4, "1", "3", "0", opponents=(2,)), player(5, "1", "2", "0", opponents=(2,)),
              player(6, "1", "1", "0", opponents=(2,)), player(7, "0", "1", "0"), player(8, "0", "0", "0"))
    pairing = both(s)
    assert frozenset((1, 2)) in unordered(pairing)
    assert {frozenset((4, 6)), frozenset((5, 3)), frozenset((7, 8))} <= unordered(pairing)

"""Lim articles one by one on states built by hand: compatibility (2.1, 6), due colours and their
allocation (5), the PAB (1.1), floaters (2.3, 3.2-3.10), the Median Scoregroup (2.2, 2.6), Maxi (3.2.3, 3.8, 5.7)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.errors import PairingImpossible
from checker.systems.lim.colours import allocate
from checker.systems.lim.procedure import pab_order, run
from checker.systems.lim.rules import ALTERNATE, EQUALISE, MUST, NONE, compatible, due
from checker.systems.lim.state import LimPlayer
from tests.systems.lim.builders import met, player, state


def pairs_of(players: list[LimPlayer], round_number: int = 3, total: int = 9, maxi: bool = False) -> set[frozenset[int]]:
    """The round's pairs without colours."""
    trace = run(state(players, round_number=round_number, total_rounds=total, maxi=maxi))
    return {frozenset(p) for p in trace.pairs}


# 2.1 and 6: compatibility


def test_lim_2_1_two_players_who_must_both_have_white_are_not_compatible() -> None:
    a, b = player(1, 2, "bb"), player(2, 2, "wbb")
    assert due(a).colour == due(b).colour == "w"
    assert not compatible(a, b, last_round=False)


def test_lim_2_1_three_more_of_one_colour_makes_players_incompatible() -> None:
    a, b = player(1, 2, "wwbw"), player(2, 2, "bwww")  # both +2: Black is the only colour left to both
    assert (due(a).colour, due(a).strength, due(a).article) == ("b", MUST, "Lim 5.1.2")
    assert not compatible(a, b, last_round=False)
    assert compatible(a, player(3, 2, "bbwb"), last_round=False)


def test_lim_6_the_last_round_keeps_only_not_yet_played() -> None:
    a, b = player(1, 2, "bb"), player(2, 2, "wbb")
    assert compatible(a, b, last_round=True)
    c, d = player(3, 2, "wb", opponents=[4]), player(4, 2, "bw", opponents=[3])
    assert not compatible(c, d, last_round=True) and not compatible(c, d, last_round=False)


# 5: the colour a player is due, and who gets it


def test_lim_5_due_colours_and_their_strength() -> None:
    assert due(player(1)) .colour is None and due(player(1)).strength == NONE
    assert (due(player(1, 1, "wb")).colour, due(player(1, 1, "wb")).strength) == ("w", ALTERNATE)
    assert (due(player(1, 1, "w")).colour, due(player(1, 1, "w")).strength) == ("b", EQUALISE)
    assert (due(player(1, 1, "bww")).colour, due(player(1, 1, "bww")).article) == ("b", "Lim 5.3")


def test_lim_5_2_both_colours_granted() -> None:
    result = allocate(player(1, 2, "wb"), player(2, 2, "bw"), True, "w")
    assert (result.white, result.article) == (1, "Lim 5.2")


def test_lim_5_3_the_player_who_must_alternate_gets_his_colour() -> None:
    # 2 had Black twice: he must have White (5.3); 1 is only due White to equalise.
    result = allocate(player(1, 2, "b"), player(2, 2, "wbb"), True, "w")
    assert (result.white, result.article) == (2, "Lim 5.3")


def test_lim_5_4_the_latest_game_with_different_colours_decides() -> None:
    # Both due White (alternating); going back, game 3 from the end: 1 had Black, 2 White. 1 gets White.
    result = allocate(player(1, 2, "wbwb"), player(2, 2, "bwwb"), True, "w")
    assert (result.white, result.article) == (1, "Lim 5.4")


@pytest.mark.parametrize(("upper", "white"), [(True, 1), (False, 2)])
def test_lim_5_4_identical_histories_higher_ranked_above_the_median_lower_ranked_below(upper: bool, white: int) -> None:
    result = allocate(player(1, 2, "wb"), player(2, 2, "wb"), upper, "w")
    assert (result.white, result.article) == (white, "Lim 5.4")


def test_lim_7_2_carried_over_two_players_without_a_game() -> None:
    # Reading 18: the higher ranked (1, odd) gets the colour drawn for #1; with #2 higher ranked, the other.
    assert allocate(player(3, 1), player(1, 1), True, "b").white == 3
    assert allocate(player(2, 1), player(5, 1), True, "w").white == 5


def test_lim_5_a_player_without_a_game_takes_the_colour_his_opponent_is_not_due() -> None:
    assert allocate(player(1, 1), player(2, 1, "w"), True, "w").white == 1


# 1.1: the PAB


def test_lim_1_1_the_pab_goes_to_the_lowest_ranked_of_the_lowest_scoregroup_who_may_have_it() -> None:
    players = [player(1, 2, "wb"), player(2, 1, "bw"), player(3, 0, "wb"), player(4, 0, "bw", eligible=False),
               player(5, 1, "wb")]
    assert pab_order(state(players)) == [3, 5, 2, 1]
    assert run(state(players)).pab == 3


def test_lim_1_1_nobody_in_the_lowest_scoregroup_may_have_it_the_next_scoregroup_up() -> None:
    players = [player(1, 2, "wb"), player(2, 1, "bw"), player(3, 1, "wb"), player(4, 0, "bw", eligible=False),
               player(5, 0, "wb", eligible=False)]
    assert run(state(players)).pab == 3


def test_lim_1_1_the_next_receiver_when_the_procedure_reaches_no_pairing() -> None:
    # The first receiver of 1.1 (7) leaves 6 without any compatible opponent: 6 has met everyone but 7
    # and may not have the PAB himself; the procedure reaches no pairing, so the next of 1.1's order, 5.
    opponents = met([(6, t) for t in range(1, 6)])
    players = [player(t, 1 if t < 5 else 0, "wb" if t % 2 else "bw", opponents.get(t, ()), eligible=t != 6)
               for t in range(1, 8)]
    assert pab_order(state(players))[:2] == [7, 5]
    trace = run(state(players))
    assert trace.pab == 5
    assert frozenset((6, 7)) in {frozenset(p) for p in trace.pairs}


def test_lim_1_1_nobody_may_have_the_pab() -> None:
    with pytest.raises(PairingImpossible, match="Lim 1.1"):
        run(state([player(t, 0, "wb", eligible=False) for t in range(1, 4)]))


# 2.3, 3.2-3.10: floaters


def test_lim_2_3_1_a_player_who_met_his_whole_scoregroup_floats_down_to_the_next() -> None:
    # Round 4 (median 1.5): scoregroup 3 = {1, 2, 3}, 1 met 2 and 3; 2.3.1 floats 1 to scoregroup 2.
    opponents = met([(1, 2), (1, 3)])
    players = [player(t, 3 if t < 4 else 2 if t < 6 else 1 if t < 8 else 0, "wbw" if t % 2 else "bwb",
                      opponents.get(t, ())) for t in range(1, 11)]
    trace = run(state(players, round_number=4))
    top = trace.groups[0]
    assert top.floaters.forced == (1,) and dict(top.destinations) == {1: Decimal(2)}
    assert frozenset((2, 3)) in {frozenset(p) for p in top.pairs}


def test_lim_3_2_2_the_floater_tends_to_equalise_the_due_colours() -> None:
    # Scoregroup 2 of round 3: 1, 2, 3 due White, 4 and 5 due Black: 3.2.2 floats one due White; of
    # them the lowest numbered (3.2.4) is 3, not 5.
    players = [player(1, 2, "wb"), player(2, 2, "wb"), player(3, 2, "wb"), player(4, 2, "bw"),
               player(5, 2, "bw")] + [player(t, 1, "wb" if t % 2 else "bw") for t in range(6, 12)]
    first = run(state(players)).groups[0]
    assert first.floaters.evening == 3


def test_lim_3_2_4_equal_due_colours_the_lowest_numbered_floats_downward() -> None:
    players = [player(1, 2, "wb"), player(2, 2, "bw"), player(3, 2, "wb"), player(4, 2, "bw"), player(5, 2)]
    players += [player(t, 1, "wb" if t % 2 else "bw") for t in range(6, 13)]
    first = run(state(players)).groups[0]
    assert first.floaters.evening == 5


def test_lim_3_2_4_upward_the_highest_numbered_floats() -> None:
    # Below the median (round 3, median 1) scoregroup 0 = {8, 9, 10, 11, 12}, equal due colours but for
    # 12 (none): the highest numbered, 8, floats up.
    players = [player(t, 2 if t < 4 else 1, "wb" if t % 2 else "bw") for t in range(1, 8)]
    players += [player(8, 0, "wb"), player(9, 0, "bw"), player(10, 0, "wb"), player(11, 0, "bw"), player(12, 0)]
    trace = run(state(players))
    bottom = next(g for g in trace.groups if g.score == 0)
    assert bottom.direction == "up" and bottom.floaters.evening == 8


def test_lim_3_9_2_a_floater_with_a_compatible_opponent_below_rather_than_one_without() -> None:
    # Scoregroup 2 = {1, 2, 3} (1 without a game: as many due White as Black); the next scoregroup is
    # {4, 5}, both of whom 3 has met: 3, the lowest numbered, would be a type c floater, 2 is type d
    # (3.9.2 before 3.2.4).
    opponents = met([(3, 4), (3, 5)])
    players = [player(t, 2 if t < 4 else 1 if t < 6 else 0, "" if t == 1 else "wb" if t % 2 else "bw",
                      opponents.get(t, ())) for t in range(1, 8)] + [player(8, 0, "bw")]
    first = run(state(players)).groups[0]
    options = dict(first.floaters.options)
    assert options[3].types == (0, 0, 1, 0) and options[2].types == (0, 0, 0, 1)
    assert first.floaters.evening == 2


def test_lim_3_10_last_rounds_floater_is_not_floated_again() -> None:
    # 3.2.2 floats one of 2, 4, 5 (due Black, against 1 and 3 due White); 5, the lowest numbered,
    # floated in the round just before: 4 floats instead.
    players = [player(1, 2, "wb"), player(2, 2, "bw"), player(3, 2, "wb"), player(4, 2, "bw"),
               player(5, 2, "bw", floated=True)]
    players += [player(t, 1, "wb" if t % 2 else "bw") for t in range(6, 13)]
    first = run(state(players)).groups[0]
    assert first.floaters.evening == 4
    options = dict(first.floaters.options)
    assert (options[5].previous, options[5].colour) == (1, 0) and (options[4].previous, options[4].colour) == (0, 0)


def test_lim_3_5_a_floater_without_compatible_opponent_in_the_next_scoregroup_goes_further() -> None:
    # 1 (3 points, round 4) met 2, 3 and the whole next scoregroup 2 = {4, 5}: he goes to scoregroup 1.5.
    opponents = met([(1, 2), (1, 3), (1, 4), (1, 5)])
    scores = {1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: "1.5", 7: "1.5", 8: 1, 9: 1, 10: 0}
    players = [player(t, scores[t], "wbw" if t % 2 else "bwb", opponents.get(t, ())) for t in scores]
    trace = run(state(players, round_number=4))
    assert dict(trace.groups[0].destinations) == {1: Decimal("1.5")}


def test_lim_3_6_3_8_the_downfloater_is_paired_first_with_the_highest_numbered_due_the_other_colour() -> None:
    # Round 3: 1 met 2 and 3, the rest of scoregroup 2, and floats down (2.3.1) to scoregroup 1 =
    # {4, ..., 9}, where he is paired first (3.6) with the highest numbered player due Black (3.8): 4.
    players = [player(1, 2, "wb", opponents=[2, 3]), player(2, 2, "bw", opponents=[1]), player(3, 2, "wb", opponents=[1])]
    players += [player(t, 1, "wb" if t % 2 else "bw") for t in range(4, 10)] + [player(10, 0, "bw")]
    trace = run(state(players))
    group = next(g for g in trace.groups if 1 in g.incoming)
    first = group.steps[0]
    assert (first.player, first.choice, first.article) == (1, 4, "Lim 3.8")


# 2.6: a blocked Median Scoregroup


def test_lim_2_6_a_blocked_median_cracks_the_next_pairing_above() -> None:
    # Round 3, median 1 = {5, 6}, who have met; no floater came from either side (2.6.2): the lowest
    # board of scoregroup 2 is cracked, its players float down and the median is paired again.
    opponents = met([(5, 6)])
    players = [player(t, 2 if t < 5 else 1 if t < 7 else 0, "wb" if t % 2 else "bw", opponents.get(t, ()))
               for t in range(1, 9)]
    trace = run(state(players, round_number=3))
    top, median = trace.groups[0], trace.groups[-1]
    assert [(s.player, s.choice) for s in top.steps] == [(1, 4), (2, 3)]
    assert median.median and median.cracks == ((2, 3),) and top.cracked == ((2, 3),)
    assert {frozenset(p) for p in trace.pairs} == {frozenset(p) for p in [(1, 4), (7, 8), (2, 5), (3, 6)]}


# Maxi-tournaments: 3.2.3, 3.8, 5.7


def test_lim_3_2_3_maxi_the_lowest_numbered_floats_when_the_choice_is_over_100_points_away() -> None:
    # 1, 2, 3 due White, 4, 5 Black: 3.2.2 floats 3, the lowest numbered due White; in a Maxi-tournament
    # 3 is 150 points above 5, the lowest numbered, so 5 floats (3.2.3).
    players = [player(1, 2, "wb", rating=2400), player(2, 2, "wb", rating=2300), player(3, 2, "wb", rating=2250),
               player(4, 2, "bw", rating=2150), player(5, 2, "bw", rating=2100)]
    players += [player(t, 1, "wb" if t % 2 else "bw", rating=2000 - t) for t in range(6, 13)]
    assert run(state(players)).groups[0].floaters.evening == 3
    assert run(state(players, maxi=True)).groups[0].floaters.evening == 5


def test_lim_5_7_maxi_no_colour_exchange_over_100_points() -> None:
    # A scoregroup of four in round 2: 1 and 3 are due White, 2 and 4 Black. The proposed 1 v 3 gives
    # one of them the wrong colour; the colour exchange offers 4, then 2, both due Black, but 150 and
    # 300 points from 3: in a Maxi-tournament 1 keeps 3.
    players = [player(1, 1, "b", rating=2500), player(2, 1, "w", rating=2250), player(3, 1, "b", rating=2400),
               player(4, 1, "w", rating=2100)]
    assert frozenset((1, 4)) in pairs_of(players, round_number=2)
    assert frozenset((1, 3)) in pairs_of(players, round_number=2, maxi=True)

"""C.04.6 art. 4: the first-team (4.2) and the colour rules 4.3.1-4.3.9, one pair at a time."""

from __future__ import annotations

import pytest

from checker.models import Colour, Pair
from checker.systems.team.state import TeamState
from checker.tournament.summary import PreferenceType
from checker.systems.team.colours import allocate, colour_of_first, first_team
from tests.systems.team.builders import round_state, team


def decide(
    *teams: TeamState, kind: PreferenceType = "A", initial: Colour = "w", last: bool = False, secondary: bool = True
) -> tuple[int, int, str]:
    """(white, black, article) of the pair of the two teams given."""
    state = round_state(*teams, kind=kind, initial=initial, round=9 if last else 3, total=9, secondary=secondary)
    a, b = teams
    pair = allocate(state, a.tpn, b.tpn)
    first, other = first_team(state, state.team(a.tpn), state.team(b.tpn))
    return pair.white, pair.black, colour_of_first(state, first, other)[1]


def test_4_2_1_first_team_has_the_higher_primary_score() -> None:
    state = round_state(team(1, 2, secondary=9), team(2, 3, secondary=1))
    assert first_team(state, state.team(1), state.team(2))[0].tpn == 2


def test_4_2_2_then_the_higher_secondary_score() -> None:
    state = round_state(team(1, 2, secondary=4), team(2, 2, secondary=5))
    assert first_team(state, state.team(1), state.team(2))[0].tpn == 2


def test_4_2_2_secondary_not_used_then_4_2_3_smaller_tpn() -> None:
    state = round_state(team(1, 2, secondary=4), team(2, 2, secondary=5), secondary=False)
    assert first_team(state, state.team(1), state.team(2))[0].tpn == 1


@pytest.mark.parametrize(("first", "initial", "expected"), [(1, "w", (1, 2)), (1, "b", (2, 1)), (2, "w", (3, 2)), (2, "b", (2, 3))])
def test_4_3_1_first_team_odd_tpn_gets_the_initial_colour(first: int, initial: str, expected: tuple[int, int]) -> None:
    assert decide(team(first), team(first + 1), initial=initial)[:2] == expected


def test_4_3_1_does_not_apply_when_one_team_has_played() -> None:
    # 2 (first-team, odd? no: even) vs 5 who played once with White: 4.3.5, lower CD (2: 0) gets White.
    assert decide(team(2), team(5, 0, "w")) == (2, 5, "4.3.5")


def test_4_3_2_only_one_preference_is_granted() -> None:
    # 3 (first-team, CD 0, no preference) vs 4 who had BB: 4 wants White.
    assert decide(team(3, 2, "wb"), team(4, 1, "bb")) == (4, 3, "4.3.2")


def test_4_3_3_opposite_preferences_are_granted() -> None:
    assert decide(team(1, 2, "ww"), team(2, 2, "bb")) == (2, 1, "4.3.3")


def test_4_3_4_type_b_strong_beats_mild() -> None:
    # Both want White: 1 mildly (CD -1 after BWB), 2 strongly (BB). Type B grants the strong one.
    assert decide(team(1, 2, "bwb", kind="B"), team(2, 2, "bb", kind="B"), kind="B") == (2, 1, "4.3.4")


def test_4_3_4_not_in_type_a_falls_to_4_3_5() -> None:
    # Same teams under Type A: 1 (BWB) has no preference, 2 (BB) wants White: 4.3.2.
    assert decide(team(1, 2, "bwb"), team(2, 2, "bb")) == (2, 1, "4.3.2")


def test_4_3_5_lower_colour_difference_gets_white() -> None:
    # Both prefer Black (Type A): 1 has CD +2 (WWBW... = wbww), 2 has CD +4; -> 1 lower, gets White.
    assert decide(team(1, 2, "wbww"), team(2, 2, "wwww")) == (1, 2, "4.3.5")


def test_4_3_6_alternate_from_the_last_time_they_differed() -> None:
    # 1: W B W B, 2: B W W B; CD 0 each, no Type A preference (last two differ). From the last
    # match back: B/B, W/W, then B (1) / W (2) differ: 1 had Black then, so 1 gets White now.
    assert decide(team(1, 2, "wbwb"), team(2, 2, "bwwb")) == (1, 2, "4.3.6")


def test_4_3_6_histories_of_different_length_are_aligned_on_the_last_match() -> None:
    # General Handling 3.4: 1 played W B, 2 played W B B W; CDs 0 and 0 (4.3.5 undecided). Aligned
    # on the last match, they differ at once: 1 had Black, 2 White -> 1 gets White.
    assert decide(team(1, 2, "wb"), team(2, 2, "wbbw")) == (1, 2, "4.3.6")


def test_4_3_7_first_team_preference_when_histories_are_equal() -> None:
    # Type B, both had W then B (CD 0): both mild preference for White (not the last round) -> same
    # preference, same strength; CDs equal; histories identical; 4.3.7 grants the first-team's.
    assert decide(team(1, 2, "wb", kind="B"), team(2, 2, "wb", kind="B"), kind="B") == (1, 2, "4.3.7")


def test_4_3_8_alternate_the_first_team() -> None:
    # Type A, identical histories without preference: the first-team (higher score: 2) alternates.
    assert decide(team(1, 1, "bw"), team(2, 2, "bw")) == (1, 2, "4.3.8")


def test_4_3_9_alternate_the_other_team() -> None:
    # Only team 1 played (once, White): CD +1 against 0, so 4.3.5 decides before 4.3.9.
    assert decide(team(1, 2, "w"), team(2, 2)) == (2, 1, "4.3.5")
    # With equal CD 0: first-team 1 never played, 2 played W then B. 4.3.6: no common match;
    # 4.3.7/4.3.8: the first-team has no preference and no history; 4.3.9: 2 alternates from B.
    state_pair = decide(team(1, 3), team(2, 2, "wb"))
    assert state_pair == (2, 1, "4.3.9")


def test_no_preferences_at_all_still_allocates_by_colour_difference() -> None:
    assert decide(team(1, 2, "bb", kind="none"), team(2, 2, "ww", kind="none"), kind="none") == (1, 2, "4.3.5")


def test_allocate_returns_a_pair_by_tpn() -> None:
    state = round_state(team(7, 1, "bb"), team(3, 1, "ww"))
    assert allocate(state, 3, 7) == Pair(white=7, black=3)

"""The Team pairer on rounds worked by hand: PAB (3.4, C2), upfloaters (3.5: C4-C7), bracket
pairing by identifier (3.6: C1, C8, C9, C10), the last-two-rounds exceptions; fast and literal agree."""

from __future__ import annotations

import pytest

from checker.systems.team.literal import pair as literal_pair
from checker.models import Pair
from checker.systems.team.state import TeamRoundState, build_team_state
from checker.systems.team.matches import published_team_pairing
from checker.errors import PairingImpossible
from checker.systems.team.pairer import pair_team_round
from checker.trf import loads
from tests.systems.team.builders import round_state, simulate, team, team_trf


def pairs(state: TeamRoundState) -> tuple[set[tuple[int, int]], int | None]:
    """The fast pairing as a set of (white, black) and the PAB, after checking the literal agrees."""
    fast, lit = pair_team_round(state), literal_pair(state)
    assert (fast.as_set(), fast.pab) == (lit.as_set(), lit.pab)
    return set(fast.as_set()), fast.pab


def test_3_6_round_1_first_identifier_and_4_3_1_colours() -> None:
    # One bracket of six: identifier 1 2 3 4 5 6 = 1-4, 2-5, 3-6 (tops 1, 2, 3 with their smallest
    # bottoms). 4.3.1, initial White: odd first-teams 1, 3 get White, even 2 gets Black.
    state = round_state(*(team(t) for t in range(1, 7)), round=1)
    assert pairs(state) == ({(1, 4), (5, 2), (3, 6)}, None)


def test_3_4_4_round_1_pab_to_the_largest_tpn() -> None:
    state = round_state(*(team(t) for t in range(1, 6)), round=1)
    assert pairs(state) == ({(1, 3), (4, 2)}, 5)


def test_3_4_2_pab_to_the_lowest_score() -> None:
    state = round_state(team(1, 2, "w"), team(2, 2, "b"), team(3, 0, "w"), team(4, 1, "b"), team(5, 1, "w"))
    assert pairs(state)[1] == 3


def test_3_4_3_pab_to_the_team_with_more_matches_played() -> None:
    # 2 and 3 both have 0 points; 2 played two matches, 3 only one (an absence): 2 gets the PAB.
    state = round_state(team(1, 4, "wb"), team(2, 0, "bw"), team(3, 0, "b"))
    assert pairs(state)[1] == 2


def test_c2_a_team_that_had_the_pab_does_not_get_it_again() -> None:
    state = round_state(team(1, 2, "w"), team(2, 2, "b"), team(3, 0, "", pab_eligible=False))
    got, pab = pairs(state)
    assert pab == 2 and {frozenset(p) for p in got} == {frozenset((1, 3))}


def test_3_4_1_pab_leaves_a_legal_pairing() -> None:
    # 3 (largest TPN, 0 points) would be first, but then 1 and 2, who met, would have to meet again.
    state = round_state(team(1, 2, "w", opponents=(2,)), team(2, 0, "b", opponents=(1,)), team(3, 0, "w"))
    assert pairs(state)[1] == 2


def test_c1_no_second_meeting() -> None:
    state = round_state(team(1, 2, "wb", opponents=(2,)), team(2, 2, "bw", opponents=(1,)), team(3, 2, "wb"), team(4, 2, "bw"))
    got, _ = pairs(state)
    assert {frozenset(p) for p in got} == {frozenset((1, 3)), frozenset((2, 4))}


def test_c8_first_identifier_meeting_every_preference() -> None:
    # 1, 3 want White (BB), 2, 4 want Black (WW). 1-3 2-4 (identifier 1 2 3 4) leaves two teams
    # without their colour; 1-4 2-3 (1 2 4 3) leaves none and comes before 1-2 3-4 (1 3 2 4).
    state = round_state(team(1, 2, "bb"), team(2, 2, "ww"), team(3, 2, "bb"), team(4, 2, "ww"))
    assert pairs(state) == ({(1, 4), (3, 2)}, None)


def test_c9_type_b_strong_preferences_before_the_identifier() -> None:
    # Type B: 1 and 3 strongly want White (BB), 2 mildly White (BWB: CD -1), 4 mildly Black (WBW).
    # Three want White: C8 is 1 in every pairing. C9: 1-3 2-4 (1 2 3 4) denies a strong preference;
    # 1-4 2-3 (1 2 4 3) denies only 2's mild one (4.3.4 gives 3 White).
    state = round_state(
        team(1, 2, "bb", kind="B"), team(2, 2, "bwb", kind="B"), team(3, 2, "bb", kind="B"), team(4, 2, "wbw", kind="B"),
        kind="B",
    )
    assert pairs(state) == ({(1, 4), (3, 2)}, None)


def test_c7_upfloater_that_floated_avoided_except_in_the_last_two_rounds() -> None:
    # 1 (4 points) alone needs one upfloater from 2, 3 (2 points); 2 floated last round.
    teams = (team(1, 4, "wb"), team(2, 2, "bw", floated=True), team(3, 2, "wb"), team(4, 0, "bw"))
    early = round_state(*teams, round=3, total=9)
    assert {frozenset(p) for p in pairs(early)[0]} == {frozenset((1, 3)), frozenset((2, 4))}
    for last_two in (8, 9):
        late = round_state(*teams, round=last_two, total=9)
        assert {frozenset(p) for p in pairs(late)[0]} == {frozenset((1, 2)), frozenset((3, 4))}


def test_c10_upfloater_whose_opponent_floated_except_in_the_last_two_rounds() -> None:
    # Bracket 1, 2, 3 (4 points) + upfloater 4 (2 points); 2 floated last round. 1-3 2-4 (1 2 3 4)
    # gives the upfloater a floater; 1-4 2-3 (1 2 4 3) does not.
    teams = (
        team(1, 4, "wb"), team(2, 4, "bw", floated=True), team(3, 4, "wb"), team(4, 2, "bw"),
        team(5, 0, "wb"), team(6, 0, "bw"),
    )
    early = {frozenset(p) for p in pairs(round_state(*teams, round=3, total=9))[0]}
    assert early == {frozenset((1, 4)), frozenset((2, 3)), frozenset((5, 6))}
    late = {frozenset(p) for p in pairs(round_state(*teams, round=8, total=9))[0]}
    assert late == {frozenset((1, 3)), frozenset((2, 4)), frozenset((5, 6))}


def test_c6_upfloater_set_leaving_the_following_scoregroup_pairable() -> None:
    # 1 (6 points) needs one upfloater from 2, 3, 4 (4 points); 3 and 4 met. Taking 2 (the first set)
    # leaves 3, 4 needing two upfloaters; taking 3 leaves 2-4, none (C6). Then 5-7, 6-8.
    teams = (
        team(1, 6, "wb"), team(2, 4, "bw"), team(3, 4, "wb", opponents=(4,)), team(4, 4, "bw", opponents=(3,)),
        team(5, 2, "wb"), team(6, 2, "bw"), team(7, 2, "wb"), team(8, 2, "bw"),
    )
    got = {frozenset(p) for p in pairs(round_state(*teams))[0]}
    assert got == {frozenset((1, 3)), frozenset((2, 4)), frozenset((5, 7)), frozenset((6, 8))}


def test_3_3_3_no_round_pairing_message() -> None:
    state = round_state(team(1, 2, "w", opponents=(2,)), team(2, 0, "b", opponents=(1,)))
    with pytest.raises(PairingImpossible) as err:
        pair_team_round(state)
    assert str(err.value) == "3.3.3: no round-pairing complies with C1 (the Chief Arbiter decides)"


def test_260_prohibited_pair_read_from_the_file() -> None:
    # Round 1 of six teams, 260 forbids 1-4 in round 1: 1 takes 5 (identifier 1 2 3 5 4 6).
    t, _ = loads(team_trf([], 6, extra=("260   1   1    1    4",)), "t.trf")
    assert pair_team_round(build_team_state(t, 1)).as_set() == {(1, 5), (4, 2), (3, 6)}


def test_pair_is_white_with_board_one() -> None:
    # Round 2 from a file: 1 (White) beat 3, 2 (White) drew 4 in round 1 (352 WB). Scores 1: 2 MP,
    # 2 and 4: 1, 3: 0. Top scoregroup {1} takes one upfloater of 1 point: {2} and {4} tie on C5-C7,
    # {2} is first (3.5.4); then {4} + upfloater 3. Colours: 1 (W) v 2 (W): equal CD (4.3.5), no
    # difference (4.3.6), no preference (4.3.7), the first-team 1 alternates (4.3.8) -> Black.
    # 4 (B) v 3 (B): the first-team 4 alternates -> White.
    t, _ = loads(team_trf([{(1, 3): "1=", (2, 4): "=="}], 4), "t.trf")
    assert pair_team_round(build_team_state(t, 2)).pairs == (Pair(white=2, black=1), Pair(white=4, black=3))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_self_consistency_simulated_tournament_repairs_to_itself(seed: int) -> None:
    # 13 teams, 7 rounds paired by the Team pairer with absences (240 Z) and forfeited matches
    # (330): re-pairing each round from the finished file gives the round as written, no two teams
    # met twice over the board, nobody got a second PAB or a PAB after a forfeit win (C1, C2).
    t = simulate(13, 7, seed, absent_rate=0.08, forfeit_rate=0.1)
    pabs: list[int] = []
    for r in range(1, 8):
        state = build_team_state(t, r)
        ours, written = pair_team_round(state), published_team_pairing(t, r)
        assert (ours.as_set(), ours.pab) == (written.as_set(), written.pab)
        for p in written.pairs:
            assert p.black not in state.team(p.white).opponents
        if written.pab is not None:
            assert state.team(written.pab).pab_eligible
            pabs.append(written.pab)
    assert len(pabs) == len(set(pabs))

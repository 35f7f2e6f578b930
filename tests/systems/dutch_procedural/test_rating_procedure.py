"""Small cases worked by hand from the text, paired by the fast walk and by the literal one: a
heterogeneous bracket (A.3, A.6, C.6), C.9's next opponent for the player moved down, C.8 and C.10-C.11,
B.5 for a downfloat, C.12 re-pairing the bracket above, C.13 with p decreased and C.13 joining the two
lowest brackets. Preferences: ``wb``/``bwb`` prefer White, ``bw``/``wbw`` Black."""

from __future__ import annotations

import pytest

from checker.errors import PairingImpossible
from checker.systems.dutch_procedural.literal import literal_choice
from checker.systems.dutch_procedural.pairer import pair
from checker.systems.dutch_procedural.procedure import Walker, pair_round
from checker.systems.dutch_procedural.search import first_choice
from checker.systems.dutch_procedural.state import RatingState
from tests.systems.dutch_procedural.builders import boards, player, state

WALKS = [pytest.param(first_choice, id="fast"), pytest.param(literal_choice, id="literal")]


def pairs_of(st: RatingState, walker: Walker) -> tuple[set[frozenset[int]], int | None, list[str]]:
    result = pair_round(st, walker)
    events = [e for b in result.brackets for e in b.events]
    return {frozenset(p) for p in result.pairs}, result.bye, events


def pairs(*boards: tuple[int, int]) -> set[frozenset[int]]:
    return {frozenset(b) for b in boards}


@pytest.mark.parametrize("walker", WALKS)
def test_a3_c6_a_heterogeneous_bracket(walker: Walker) -> None:
    # Round 3. 1 is alone with 2 points: C.1 moves him down. Bracket 1 = 4 5 6 7 8 9 + 1 (fewer than
    # half moved down: heterogeneous, S1 = 1). x = 0 (w 4, b 3, q 4). D.1: 1-4 met (B.1), 1-5 both
    # prefer White (x = 0), 1-6 complies. Remainder 4 5 7 8 9, x = 0, S1 = 4 5, S2 = 7 8 9: 4-7 both
    # Black, 4-8 met; 4-9 5-7 complies, 8 moves down. Bracket 0 = 2 10 11 + 8: S1 = 8, 8-2; 10-11.
    st = state(3, 5,
               player(1, "2", "wb", (2, 4)), player(2, "0", "bw", (1, 11)), player(4, "1", "bw", (1, 8)),
               player(5, "1", "wb", (9,)), player(6, "1", "bw", (10,)), player(7, "1", "bw", (11,)),
               player(8, "1", "wb", (4,)), player(9, "1", "wb", (5,)), player(10, "0", "wb", (6,)),
               player(11, "0", "wb", (7, 2)))
    found, bye, events = pairs_of(st, walker)
    assert found == pairs((1, 6), (4, 9), (5, 7), (8, 2), (10, 11)) and bye is None
    assert events == ["C.1: no opponent here for 1: moved down"]


@pytest.mark.parametrize("walker", WALKS)
def test_c9_the_player_moved_down_takes_the_next_opponent_when_the_remainder_fails(walker: Walker) -> None:
    # Round 4. Bracket 1 = 4 5 6 7 + 1 (moved down, C.1). 1-4 complies, but the remainder 5 6 7 have all
    # met: C.9 undoes 1's pairing and restarts at C.7: 1-5 both prefer Black (x = 0), 1-6 complies and
    # the remainder 4 5 7 pairs 4-5, 7 moves down; bracket 0 = 2 3 + 7: 7-2 and the bye to 3.
    st = state(4, 5,
               player(1, "2", "wbw", (2, 3, 8)), player(2, "0", "bwb", (1, 9, 10)), player(3, "0", "wbw", (1, 11, 12)),
               player(4, "1", "bwb", (8, 9, 10)), player(5, "1", "wbw", (6, 7, 9)), player(6, "1", "bwb", (5, 7, 10)),
               player(7, "1", "wbw", (5, 6, 11)))
    found, bye, _ = pairs_of(st, walker)
    assert found == pairs((1, 6), (4, 5), (7, 2)) and bye == 3


@pytest.mark.parametrize("walker", WALKS)
def test_c8_c11_an_exchange_once_x_is_raised_twice(walker: Walker) -> None:
    # Round 3: 1 and 2 prefer Black, 3 and 4 White, x = 0; 1 has met 3 and 4. Only 1-2 3-4 is legal, with
    # two preferences ungranted: every exchange fails at x = 0 and x = 1 (C.11), and at x = 2 the first
    # exchange a) (2 with 3, D.2) gives S1 = 1 3, S2 = 2 4: 1-2, 3-4.
    st = state(3, 5, player(1, "1", "bw", (3, 4)), player(2, "1", "bw", (7, 8)), player(3, "1", "wb", (1, 9)),
               player(4, "1", "wb", (1, 10)))
    result = pair_round(st, walker)
    bracket = result.brackets[0]
    assert {frozenset(p) for p in result.pairs} == pairs((1, 2), (3, 4))
    assert (bracket.choice.level.step, bracket.choice.level.delta, bracket.choice.exchange) == ("C.11", 2, ((2,), (3,)))


@pytest.mark.parametrize("walker", WALKS)
def test_b5_no_second_downfloat_in_a_row_by_an_exchange(walker: Walker) -> None:
    # Round 3, bracket 1 = 1 2 3 (x = 0: b 2, q 2). 1-2 would move 3 down again (3 floated down in
    # round 2: B.5); 1-3 both prefer Black. D.2 exchanges 1 with 2: 2-3 complies and 1 goes down to 4.
    st = state(3, 5, player(1, "1", "bw", (7, 8), "--"), player(2, "1", "wb", (9, 10), "--"),
               player(3, "1", "bw", (11, 12), "-d"), player(4, "0", "wb", (13, 14), "--"))
    result = pair_round(st, walker)
    assert {frozenset(p) for p in result.pairs} == pairs((2, 3), (1, 4))
    assert result.brackets[0].choice.exchange == ((1,), (2,)) and result.brackets[0].choice.level.index == 0


@pytest.mark.parametrize("walker", WALKS)
def test_c12_the_bracket_above_is_paired_again_so_that_another_player_comes_down(walker: Walker) -> None:
    # Round 4. Bracket 2 = 1 2 3: 1-2, 3 moves down. In bracket 1 (4 5 6 + 3) 3 has met everybody: C.1
    # sends him to C.12: bracket 2 paired again, its next transposition 1-3 moves 2 down, who can be
    # paired in bracket 1: 2-4, 5-6; bracket 0: 7-8.
    st = state(4, 5,
               player(1, "2", "bwb", (7, 8, 9)), player(2, "2", "wbw", (10, 11, 12)), player(3, "2", "wbw", (4, 5, 6)),
               player(4, "1", "bwb", (3, 13, 14)), player(5, "1", "bwb", (3, 15, 16)), player(6, "1", "wbw", (3, 17, 18)),
               player(7, "0", "wbw", (1, 19, 20)), player(8, "0", "bwb", (1, 21, 22)))
    found, bye, events = pairs_of(st, walker)
    assert found == pairs((1, 3), (2, 4), (5, 6), (7, 8)) and bye is None
    assert any(e.startswith("C.12 (C.1: no opponent for 3") for e in events)


@pytest.mark.parametrize("walker", WALKS)
def test_c13_the_penultimate_bracket_pairs_fewer_so_that_the_lowest_can_be_paired(walker: Walker) -> None:
    # Round 4. Bracket 1 = 1 2 3 4 pairs 1-3 2-4; the lowest 5 6 have met (C.1: C.13). No other pairing
    # of bracket 1 with p = 2 moves anybody down; with p = 1 (C.14 inside C.13) the first, 1-2, moves 3 4
    # down and the lowest 3 4 5 6 (half moved down: homogeneous) pairs 3-6 4-5.
    st = state(4, 5,
               player(1, "1", "bwb", (7, 8, 9)), player(2, "1", "wbw", (10, 11, 12)), player(3, "1", "bwb", (13, 14, 15)),
               player(4, "1", "wbw", (16, 17, 18)), player(5, "0", "bwb", (6, 19, 20)), player(6, "0", "wbw", (5, 21, 22)))
    found, _, events = pairs_of(st, walker)
    assert found == pairs((1, 2), (3, 6), (4, 5))
    assert "C.13: p decreased to 1 for the lowest bracket" in events


@pytest.mark.parametrize("walker", WALKS)
def test_c13_the_two_lowest_brackets_are_joined(walker: Walker) -> None:
    # Round 4. Bracket 1 = 1 2 (1-2); in the lowest, 3 has met 4 5 6 (C.1: C.13). Bracket 1 has no other
    # pairing and p cannot decrease below 1 without reaching 0: the two brackets are joined, 1 2 as S1
    # against 3 4 5 6: 1-3, 2-4, 5-6.
    st = state(4, 5,
               player(1, "1", "wbw", (7, 8, 9)), player(2, "1", "bwb", (10, 11, 12)), player(3, "0", "bwb", (4, 5, 6)),
               player(4, "0", "wbw", (3, 13, 14)), player(5, "0", "bwb", (3, 15, 16)), player(6, "0", "wbw", (3, 17, 18)))
    found, _, events = pairs_of(st, walker)
    assert found == pairs((1, 3), (2, 4), (5, 6))
    assert any("joined" in e for e in events)


@pytest.mark.parametrize("walker", WALKS)
def test_c13_with_nothing_left_to_join_no_pairing_exists(walker: Walker) -> None:
    # Three players who have all met: C.1 in the lowest (and only) bracket, C.13 has no bracket above.
    st = state(3, 5, player(1, "1", "wb", (2, 3)), player(2, "1", "bw", (1, 3)), player(3, "0", "wb", (1, 2)),
               player(4, "0", "bw", (1, 2, 3)))
    with pytest.raises(PairingImpossible, match="C.13"):
        pair_round(st, walker)


def test_c13_with_nothing_above_leaves_the_lone_player_moved_down_the_bye() -> None:
    # Found by the property test (issue 21). Round 2 of 2: 3 (0.5 points) has met 1 and 2 and moves down
    # (C.1) to the lowest bracket (1 2, neither allowed a bye, B.1 b). There he is S1 and has no opponent:
    # C.13 has no bracket above that paired anybody, to pair again or join. C.14 in the lowest bracket: S1
    # without 3, who is left over and gets the bye (A.5); 1-2 (E.5: 1 White). The only legal pairing.
    st = state(2, 2, player(3, "0.5", "", (1, 2), "d"), player(1, "0", "", (3,), "d", bye_allowed=False),
               player(2, "0", "", (3,), "d", bye_allowed=False))
    pairing = pair(st)
    assert boards(pairing) == {(1, 2)} and pairing.pab == 3


def test_c13_with_nothing_above_leaves_the_s1_player_the_bye_when_the_rest_cannot_take_it() -> None:
    # Found by the property test (issue 21). Round 2 of 2: 3 (0.5, met 2) is alone in his bracket and moves
    # down (C.1) to the lowest bracket 1 2 (no bye allowed to either, B.1 b). S1 = 3: 3-1 leaves 2 for a bye
    # he may not have, 3-2 have met; C.13 has nothing above. C.14 in the lowest bracket: S1 without 3, who
    # takes the bye; 1-2.
    st = state(2, 2, player(3, "0.5", "", (2,), "d"), player(1, "0", "", (), "d", bye_allowed=False),
               player(2, "0", "", (3,), "d", bye_allowed=False))
    pairing = pair(st)
    assert boards(pairing) == {(1, 2)} and pairing.pab == 3

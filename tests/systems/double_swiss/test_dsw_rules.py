"""Double-Swiss pairing rules one at a time (C.04.5 arts. 2, 3.4-3.6), each on a small round worked by hand.

Every case is paired by the fast pairer and by the literal enumeration; both must give the
pairing written in the test.
"""

from __future__ import annotations

import pytest

from checker.systems.double_swiss.literal import pair as literal_pair
from checker.models import Pairing
from checker.systems.double_swiss.state import DoubleSwissState, build_double_swiss_state
from checker.errors import PairingImpossible
from checker.systems.double_swiss.pairer import pair, pair_core
from tests.systems.double_swiss.builders import player, state, tournament


def both(s: DoubleSwissState) -> Pairing:
    """The fast pairing, after checking the literal reading gives the same pairs, colours and PAB."""
    fast, slow = pair(s), literal_pair(s)
    assert (fast.as_set(), fast.pab) == (slow.as_set(), slow.pab)
    return fast


def pairs_of(p: Pairing) -> set[frozenset[int]]:
    return set(p.unordered())


def P(*pairs: tuple[int, int]) -> set[frozenset[int]]:
    return {frozenset(x) for x in pairs}


def test_3_4_2_pab_to_the_lowest_score_3_4_4_then_the_largest_tpn() -> None:
    assert both(state([player(1, 2), player(2, 1), player(3, 1)])).pab == 3


def test_3_4_3_pab_to_the_player_with_more_matches_played() -> None:
    assert both(state([player(1, 2, played=2), player(2, 1, played=2), player(3, 1, played=1)])).pab == 2


def test_c2_no_second_pab() -> None:
    assert both(state([player(1, 2), player(2, 1), player(3, 1, pab_ok=False)])).pab == 2


def test_3_4_1_the_pab_must_leave_a_legal_pairing_for_all() -> None:
    # 3 (lowest) cannot take the PAB: 4 has met 1, 2 and 5 and could only play 3.
    s = state([player(1, 3), player(2, 3), player(3, 0), player(4, 1, met=[1, 2, 5]), player(5, 1)])
    result = both(s)
    assert result.pab == 5 and pairs_of(result) == P((1, 2), (3, 4))


def test_3_3_3_no_legal_round_pairing() -> None:
    with pytest.raises(PairingImpossible, match=r"^3\.3\.3: no round-pairing complies with C1 \(the Chief Arbiter decides\)$"):
        pair(state([player(1, 1, met=[2]), player(2, 1)]))
    with pytest.raises(PairingImpossible, match=r"no PAB-eligible participant \(C2\) leaves a legal pairing"):
        pair(state([player(1, 1, pab_ok=False), player(2, 1, pab_ok=False), player(3, 1, pab_ok=False)]))


def test_c4_one_upfloater_for_an_odd_top_scoregroup_c5_the_highest_score() -> None:
    s = state([player(1, 3), player(2, 3), player(3, 3), player(4, 2.5), player(5, 2), player(6, 2)])
    assert pair_core(s).brackets[0].upfloaters == (4,)
    assert pairs_of(both(s)) == P((1, 3), (2, 4), (5, 6))


def test_c5_an_upfloater_who_met_the_whole_scoregroup_is_not_legal() -> None:
    s = state([player(1, 3), player(2, 3), player(3, 3), player(4, 2.5, met=[1, 2, 3]), player(5, 2), player(6, 2)])
    assert pair_core(s).brackets[0].upfloaters == (5,)
    assert pairs_of(both(s)) == P((1, 3), (2, 5), (4, 6))


def test_c3_the_top_scoregroup_takes_upfloaters_when_pairing_it_alone_strands_the_rest() -> None:
    # 1-2 would leave 3 and 4, who have met: two upfloaters (C4 taken among sets that keep C3).
    s = state([player(1, 3), player(2, 3), player(3, 1, met=[4]), player(4, 1)])
    assert pair_core(s).brackets[0].upfloaters == (3, 4)
    assert pairs_of(both(s)) == P((1, 3), (2, 4))


def test_c6_the_set_that_lets_the_following_scoregroup_pair_itself() -> None:
    # 2 comes first in 3.5.4 order, but without 3 the following scoregroup {3, 4} (who met) needs two
    # upfloaters; taking 3 leaves {2, 4} paired within itself (C6).
    s = state([player(1, 4), player(2, 3), player(3, 3, met=[4]), player(4, 3), player(5, 1), player(6, 1)])
    assert pair_core(s).brackets[0].upfloaters == (3,)
    assert pairs_of(both(s)) == P((1, 3), (2, 4), (5, 6))


def test_c7_the_upfloater_who_did_not_float_last_round() -> None:
    s = state([player(1, 4), player(2, 3, floater=True), player(3, 3), player(4, 3), player(5, 1), player(6, 1)])
    assert pair_core(s).brackets[0].upfloaters == (3,)
    assert pairs_of(both(s)) == P((1, 3), (2, 4), (5, 6))


def test_c7_does_not_apply_in_the_last_round() -> None:
    players = [player(1, 4), player(2, 3, floater=True), player(3, 3), player(4, 3), player(5, 1), player(6, 1)]
    s = state(players, match=5, total=5)
    assert pair_core(s).brackets[0].upfloaters == (2,)
    assert pairs_of(both(s)) == P((1, 2), (3, 4), (5, 6))


def test_3_6_3_first_identifier_1_2_3_4() -> None:
    s = state([player(1, 2), player(2, 2), player(3, 2), player(4, 2)])
    assert pair_core(s).brackets[0].identifier == (1, 2, 3, 4)


def test_c8_the_upfloaters_opponent_should_not_have_floated() -> None:
    # Upfloater 4: the first identifier 1 2 3 4 gives it 2, a floater; 1 2 4 3 gives it 1 (C8 = 0).
    players = [player(1, 3), player(2, 3, floater=True), player(3, 3), player(4, 2), player(5, 1), player(6, 1)]
    s = state(players)
    assert pair_core(s).brackets[0].identifier == (1, 2, 4, 3)
    assert pairs_of(both(s)) == P((1, 4), (2, 3), (5, 6))
    last = state(players, match=5, total=5)  # C8 does not apply in the last round
    assert pair_core(last).brackets[0].identifier == (1, 2, 3, 4)


def test_preface_a_match_forfeited_by_both_may_be_paired_again() -> None:
    forfeited = tournament({1: [(2, "w", "-", "-")], 2: [(1, "b", "-", "-")]}, matches=2)
    assert pairs_of(both(build_double_swiss_state(forfeited, 2))) == P((1, 2))
    played = tournament({1: [(2, "w", "1", "0")], 2: [(1, "b", "0", "1")]}, matches=2)
    with pytest.raises(PairingImpossible):
        pair(build_double_swiss_state(played, 2))

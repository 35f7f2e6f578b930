"""The Dutch reference pairer on hand-made states: each expected pairing is worked out from the
text in the comment next to it (C3, C5, C9, Limbo 3.2.4, C14-C18, 3.3 / 3.4.1)."""

from __future__ import annotations

import pytest

from checker.errors import PairingImpossible
from checker.systems.dutch import pairer
from checker.systems.dutch.pairer import pair
from tests.systems.dutch.builders import boards, player, state
from tests.systems.dutch.builders import c5_lowest_score_state, c9_unplayed_games_state, limbo_double_float_state


def unordered(pairing) -> set[frozenset[int]]:  # noqa: ANN001 - a Pairing
    """The pairs without colours."""
    return {frozenset((p.white, p.black)) for p in pairing.pairs}


# --- 3.3 / 3.4.1 ---------------------------------------------------------------------------


def test_3_3_round_one_pairs_s1_against_s2_with_5_2_5_colours() -> None:
    # S1 = 1, 2, 3; S2 = 4, 5, 6: 1-4, 2-5, 3-6. 5.2.5: odd TPN 1 and 3 get the initial White,
    # even TPN 2 gets Black.
    s = state(1, 5, *(player(i) for i in range(1, 7)))
    assert boards(pair(s)) == {(1, 4), (5, 2), (3, 6)}


def test_1_5_round_one_odd_gives_the_pab_to_the_last_player() -> None:
    s = state(1, 5, *(player(i) for i in range(1, 6)))
    result = pair(s)
    assert result.pab == 5
    assert unordered(result) == {frozenset((1, 3)), frozenset((2, 4))}


# --- [C3] topscorers ------------------------------------------------------------------------


def _topscorers(final: bool):  # noqa: ANN202 - a RoundState
    # 1 ("bwbb", difference -2) and 2 ("bbwb", -2) both want White absolutely and have met
    # everyone else; 3 and 4 have met both of them.
    return state(
        5,
        5 if final else 6,
        player(1, "4", "bwbb", (3, 4, 5, 6), topscorer=final),
        player(2, "4", "bbwb", (3, 4, 7, 8), topscorer=final),
        player(3, "0", "wbwb", (1, 2)),
        player(4, "0", "bwbw", (1, 2)),
    )


def test_c3_topscorers_with_the_same_absolute_preference_meet_in_the_final_round() -> None:
    # 1.8 / C3: the exception for topscorers. Colours: both absolute with difference -2 (5.2.2
    # ties), 5.2.3: latest b/b, then 1 had Black and 2 White, so 1 gets White now.
    assert boards(pair(_topscorers(final=True))) == {(1, 2), (3, 4)}


def test_c3_same_absolute_preference_cannot_meet_before_the_final_round() -> None:
    with pytest.raises(PairingImpossible, match=r"^Dutch C4: no round-pairing complies with C1-C3 \(1\.9\.3\)$"):
        pair(_topscorers(final=False))


# --- [C5] and [C9] ----------------------------------------------------------------------------


def test_c5_the_pab_goes_to_the_lowest_score() -> None:
    # bbpPairings' dutch_2025_C5 case, round 3 (4 absent): pairing 1-3 (2 points) would force
    # 2 and 5 (who met) apart and a 1-point player would get the PAB; C5 wants 6 (0 points).
    result = pair(c5_lowest_score_state())
    assert result.pab == 6
    assert boards(result) == {(1, 5), (3, 2)}


def test_c9_the_pab_goes_to_the_player_with_fewest_unplayed_games() -> None:
    # bbpPairings' dutch_2025_C9 case, round 2: 3, 4, 5 have 0 points, 5 missed round 1.
    # The first candidate 3-4 would leave 5 (1 unplayed game) the PAB; C9 prefers 3-5, PAB 4.
    result = pair(c9_unplayed_games_state())
    assert result.pab == 4
    assert boards(result) == {(2, 1), (3, 5)}


def test_c9_does_not_apply_to_a_bracket_that_downfloats_two_players() -> None:
    # 5 (0 points, no PAB allowed) has met 1, 2 and 4, so the 1.5 bracket {1, 2, 3, 4} keeps one
    # pair and downfloats two: one for 5 and one for the PAB (C4). First candidate 1-2: 3 meets
    # 5 and 4 gets the PAB. 1-4 would give the PAB to 2, who has fewer unplayed games, but the
    # C9 note limits C9 to brackets that downfloat exactly one player: 1-2 stays.
    s = state(
        4,
        6,
        player(1, "1.5", "", (5,)),
        player(2, "1.5", "", (5,)),
        player(3, "1.5", ""),
        player(4, "1.5", "", (5,), unplayed=1),
        player(5, "0", "wbw", (1, 2, 4), pab_eligible=False),
    )
    result = pair(s)
    assert result.pab == 4
    assert boards(result) == {(1, 2), (3, 5)}


def test_c2_a_player_who_had_the_pab_does_not_get_it_again() -> None:
    # 3 is last (the 3.3 downfloater) but already had a PAB: 2 gets it (C2, then C5 and the
    # generation order 4.2: 1-3 is the first transposition that leaves an eligible player).
    s = state(2, 5, player(1, "1", "w"), player(2, "1", "b"), player(3, "1", "", pab_eligible=False))
    result = pair(s)
    assert result.pab == 2
    assert boards(result) == {(3, 1)}


# --- Limbo (3.2.4) and MDP sets (4.4) -------------------------------------------------------


def test_3_2_4_mdps_beyond_the_residents_wait_in_the_limbo_and_double_float() -> None:
    # 1, 2, 3 (2.5 points) have all met: all three float into the 1.5 bracket, whose single
    # resident 4 has met 3. M1 = 1; 4.4.2: the first set is {1}, so 1-4 and 2, 3 stay in the
    # Limbo and float again to the 0.5 bracket: 2 has met 6, so 2-5 and 3-6.
    assert unordered(pair(limbo_double_float_state())) == {frozenset((1, 4)), frozenset((2, 5)), frozenset((3, 6))}


# --- [C14]-[C18] floats ---------------------------------------------------------------------


def _three_and_one(floats3: str = "--", floats2: str = "--", floats1: str = "--"):  # noqa: ANN202
    # Bracket {1, 2, 3} (1 point) keeps one pair; its downfloater meets 4 (0 points).
    return state(
        3,
        5,
        player(1, "1", floats=floats1),
        player(2, "1", floats=floats2),
        player(3, "1", floats=floats3),
        player(4, "0"),
    )


def test_3_3_without_floats_the_last_player_downfloats() -> None:
    assert unordered(pair(_three_and_one())) == {frozenset((1, 2)), frozenset((3, 4))}


def test_c14_a_player_who_downfloated_last_round_does_not_downfloat_again() -> None:
    # 3 downfloated in round 2: C14 prefers 1-3 (the next transposition) and 2 downfloats.
    assert unordered(pair(_three_and_one(floats3="-d"))) == {frozenset((1, 3)), frozenset((2, 4))}


def test_c16_a_downfloat_two_rounds_ago_counts_too() -> None:
    assert unordered(pair(_three_and_one(floats3="d-"))) == {frozenset((1, 3)), frozenset((2, 4))}


def test_c14_outranks_c16_and_4_3_exchanges_come_after_transpositions() -> None:
    # 3 downfloated last round, 2 two rounds ago: 1-2 breaks C14. 1-3 breaks C16 only, and the
    # exchange 2-3 (1 downfloats, no float history) breaks nothing: it wins.
    result = pair(_three_and_one(floats3="-d", floats2="d-"))
    assert unordered(result) == {frozenset((2, 3)), frozenset((1, 4))}
    # With 1 also downfloated two rounds ago, C16 is broken by 1-3 and by 2-3 alike: the
    # transposition 1-3 comes before the exchange (3.6.1).
    result = pair(_three_and_one(floats3="-d", floats2="d-", floats1="d-"))
    assert unordered(result) == {frozenset((1, 3)), frozenset((2, 4))}


def _mdp_and_two(floats2: str):  # noqa: ANN202 - a RoundState
    # 1 (2 points) floats into the 1-point bracket {2, 3}; the other resident meets 4.
    return state(3, 5, player(1, "2"), player(2, "1", floats=floats2), player(3, "1"), player(4, "0"))


def test_c15_an_mdp_does_not_meet_a_player_who_upfloated_last_round() -> None:
    # 4.2 would give the MDP 1 the first S2 player 2, who upfloated in round 2: C15 gives 1-3.
    assert unordered(pair(_mdp_and_two("--"))) == {frozenset((1, 2)), frozenset((3, 4))}
    assert unordered(pair(_mdp_and_two("-u"))) == {frozenset((1, 3)), frozenset((2, 4))}


def test_c17_an_mdp_does_not_meet_a_player_who_upfloated_two_rounds_ago() -> None:
    assert unordered(pair(_mdp_and_two("u-"))) == {frozenset((1, 3)), frozenset((2, 4))}


def test_c18_the_mdp_who_downfloated_last_round_is_the_one_paired() -> None:
    # 1 and 2 (2 points) have met and both float into the bracket of 3 (1 point). 4.4.2 would
    # pair the set {1}, but 2 downfloated last round: C18 pairs 2 (score difference 1) rather
    # than letting it float again to 4 (difference 2). Colours: 2 mild White, 1 mild Black.
    s = state(
        3,
        5,
        player(1, "2", "w", (2,)),
        player(2, "2", "b", (1,), floats="-d"),
        player(3, "1"),
        player(4, "0"),
    )
    assert boards(pair(s)) == {(2, 3), (4, 1)}


# --- 1.9.1 / 1.9.3 completion -----------------------------------------------------------------


def test_1_9_1_a_lone_player_receives_the_pab() -> None:
    result = pair(state(3, 5, player(7, "1.5")))
    assert result.pab == 7 and result.pairs == ()


def test_1_9_3_no_pab_eligible_player_left_unpaired_is_reported() -> None:
    # Three players, the only possible pair is 1-2 (3 met both), and 3 already had a PAB (C2).
    s = state(
        3,
        5,
        player(1, "1", "w", (3,)),
        player(2, "1", "b", (3,)),
        player(3, "1", "wb", (1, 2), pab_eligible=False),
    )
    with pytest.raises(
        PairingImpossible,
        match=r"^Dutch C2/C4: no round-pairing leaves one PAB-eligible player unpaired \(1\.9\.3\)$",
    ):
        pair(s)


# --- [C8] the look-ahead, and when it may be left out ---------------------------------------


def _c8_state(barred: tuple[int, ...]):  # noqa: ANN202 - a DutchState
    # Bracket of 3 (score 3: TPN 1, 2, 3) above a scoregroup of 10 (score 2: TPN 4-13) and 3 more
    # (score 0: TPN 14-16); nobody has played (no colour preferences). TPN 3 may not meet the
    # players in ``barred`` (260/XXP prohibitions).
    top = [player(1, "3"), player(2, "3"), player(3, "3", forbidden=barred)]
    middle = [player(i, "2", forbidden=(3,) if i in barred else ()) for i in range(4, 14)]
    return state(4, 9, *top, *middle, *(player(i, "0") for i in range(14, 17)))


def _flat_calls(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """What each call of the pairer's C8 shortcut test answers, in order."""
    answers: list[bool] = []
    real = pairer._look_ahead_is_flat

    def spy(*args):  # noqa: ANN002, ANN202
        answers.append(real(*args))
        return answers[-1]

    monkeypatch.setattr(pairer, "_look_ahead_is_flat", spy)
    return answers


def test_c8_the_downfloater_who_can_be_paired_next_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    # 3 may meet nobody of the next scoregroup. The first transposition, 1-2, would downfloat 3,
    # whom the next bracket cannot pair; 1-3 downfloats 2 instead, whom it pairs: C8 (more pairs
    # with higher-scored upper players in the next bracket) prefers 1-3. The next scoregroup stays
    # in this bracket's solve: 3 has no compatible player there.
    answers = _flat_calls(monkeypatch)
    assert frozenset((1, 3)) in unordered(pair(_c8_state(barred=tuple(range(4, 14)))))
    assert answers[0] is False


def test_c8_left_out_when_c6_pairs_the_whole_bracket_however_large_the_next_group(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A bracket of 6 (score 3) above a scoregroup of 6 (score 2) and 3 more (score 0): the bracket
    # pairs among itself, so C6 leaves no downfloater and C8 (the next bracket's pairs with our
    # downfloaters) has nothing to choose. The next scoregroup leaves the solve although it is no
    # larger than the bracket (the Hall/Dirac test alone would keep it), and the pairing is the one
    # the solve with the look-ahead gives. The bracket's players all had white once (every pair
    # misses a colour preference: no perfect candidate, 3.4.1, so the bracket is solved).
    answers = _flat_calls(monkeypatch)
    s = state(4, 9, *(player(i, "3", "wbw") for i in range(1, 7)),
              *(player(i, "2", "bwb") for i in range(7, 13)), *(player(i, "0", "bwb") for i in range(13, 16)))
    pairing = pair(s)
    assert all(a <= 6 and b <= 6 for a, b in (sorted(p) for p in unordered(pairing)) if a <= 6)
    assert answers[0] is True
    monkeypatch.setattr(pairer, "_look_ahead_is_flat", lambda data, bracket, below, k: False)
    assert pair(s).as_set() == pairing.as_set()


def test_c8_cannot_tell_candidates_apart_when_everyone_can_be_paired_below(monkeypatch: pytest.MonkeyPatch) -> None:
    # Without the prohibitions every downfloater finds a partner in the next scoregroup, which can
    # pair the rest: C8 is the same for every candidate, the pairer leaves the next scoregroup out
    # of the bracket's solve, and the first transposition, 1-2, stands (3 downfloats).
    answers = _flat_calls(monkeypatch)
    assert frozenset((1, 2)) in unordered(pair(_c8_state(barred=())))
    assert answers[0] is True

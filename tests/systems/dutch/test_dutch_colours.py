"""Dutch 5.2.1-5.2.5 colour allocation, on two-player brackets worked out by hand."""

from __future__ import annotations

from checker.systems.dutch.pairer import pair
from tests.systems.dutch.builders import boards, player, state


def test_5_2_1_both_preferences_granted() -> None:
    # 1 played Black (mild White), 2 played White (mild Black): both get their preference.
    s = state(2, 5, player(1, "1", "b"), player(2, "1", "w"))
    assert boards(pair(s)) == {(1, 2)}


def test_5_2_1_a_player_without_preference_takes_what_is_left() -> None:
    # 1.7.4: 1 played no game (no preference); 2 played White, so 2 gets Black and 1 White.
    s = state(2, 5, player(1, "1", "", unplayed=1, pab_eligible=False), player(2, "1", "w"))
    assert boards(pair(s)) == {(1, 2)}


def test_5_2_2_the_stronger_preference_wins() -> None:
    # 1 (higher ranked): "wb", colour difference 0, mild White. 2: "b" (-1), strong White.
    # 5.2.2: the strong preference of 2 is granted although 1 is higher ranked.
    s = state(3, 5, player(1, "1", "wb"), player(2, "1", "b", unplayed=1))
    assert boards(pair(s)) == {(2, 1)}


def test_5_2_2_two_absolute_topscorers_the_wider_colour_difference_wins() -> None:
    # Final round. 1: "wwbb" (difference 0, last two Black: absolute White).
    # 2: "bbwb" (difference -2: absolute White). Both topscorers, so C3 lets them meet;
    # 5.2.2: the wider colour difference (2) gets White although 1 is higher ranked.
    s = state(
        5,
        5,
        player(1, "4", "wwbb", (3, 4, 5, 6), topscorer=True),
        player(2, "4", "bbwb", (3, 4, 5, 6), topscorer=True),
    )
    assert boards(pair(s)) == {(2, 1)}


def test_5_2_3_alternate_to_the_latest_round_with_different_colours() -> None:
    # Both mild White (difference 0, last Black). Walking back: b/b, w/w, then 1 had White and
    # 2 Black: alternate, so 1 gets Black now (5.2.4 alone would give 1 White).
    s = state(5, 6, player(1, "2", "bwwb"), player(2, "2", "wbwb"))
    assert boards(pair(s)) == {(2, 1)}


def test_5_2_3_uses_played_games_only_aligned_from_the_latest() -> None:
    # General Handling 3.4: 2's history "wb" with an unplayed round first counts as "uwb".
    # Against 1's "bwb": b/b, w/w, then nothing to compare: 5.2.4, 1 (higher) gets White.
    s = state(4, 6, player(1, "2", "bwb"), player(2, "2", "wb", unplayed=1))
    assert boards(pair(s)) == {(1, 2)}


def test_5_2_4_the_higher_ranked_player_gets_the_preference() -> None:
    # Identical histories (mild White each): 5.2.3 cannot decide; 2 has more points (1.2),
    # so 2 gets White.
    s = state(3, 5, player(1, "1", "wb"), player(2, "1.5", "wb"))
    assert boards(pair(s)) == {(2, 1)}


def test_5_2_5_odd_tpn_gets_the_initial_colour() -> None:
    # Round 1, initial colour Black: 1 (odd TPN, higher ranked) gets Black.
    s = state(1, 5, player(1), player(2), initial="b")
    assert boards(pair(s)) == {(2, 1)}


def test_5_2_5_even_tpn_gets_the_opposite_of_the_initial_colour() -> None:
    # Neither has played (2 won by forfeit, 3 was absent): 2 is higher ranked with an even TPN,
    # so 2 gets the opposite of the initial colour White.
    s = state(2, 5, player(2, "1", unplayed=1, pab_eligible=False), player(3, "0", unplayed=1))
    assert boards(pair(s)) == {(3, 2)}

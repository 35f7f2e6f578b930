"""build_state on hand-written tournaments: every expected value is worked out by hand in comments."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.models import AccelerationRecord, Acceleration, ByeRecord, Player, ProhibitedPairing, RoundEntry, ScoringSystem
from checker.systems.dutch.state import build_state
from tests.tournament.builders import player, tournament

D = Decimal

# Three players, 3-1-0 scoring, four rounds; the points column (99) is deliberately wrong.
#   round 1: 1 (w) beats 2; 3 is a late entry (no block)
#   round 2: 1 (b) draws 3 (w); 2 gets the PAB
#   round 3: 2 (w) wins by forfeit against 3 (b); 1 has a pre-entered half-point bye
THREE_ONE_ZERO = ScoringSystem(
    white_win=D(3), black_win=D(3), white_draw=D(1), black_draw=D(1),
    forfeit_win=D(3), full_bye=D(3), half_bye=D(1), pab=D(3),
)
LATE = tournament(
    Player(start_number=1, points=D(99), rounds=(
        RoundEntry(round=1, opponent=2, colour="w", result="1"),
        RoundEntry(round=2, opponent=3, colour="b", result="="),
        RoundEntry(round=3, result="H"),
    )),
    player(2, "1 b 0", "0000 - U", "3 w +"),
    player(3, "", "1 w =", "2 b -"),
    scoring=THREE_ONE_ZERO,
    declared_rounds=4,
)


def test_score_is_standings_points_under_the_file_scoring_not_the_points_column() -> None:
    # 1: win 3 + draw 1 + H 1 = 5; 2: loss 0 + PAB 3 + forfeit win 3 = 6;
    # 3 (late entry, General Handling 2.4): blank round 0 + draw 1 + forfeit loss 0 = 1.
    state = build_state(LATE, 4)
    assert {p.tpn: p.score for p in state.players} == {1: D(5), 2: D(6), 3: D(1)}


def test_dutch_1_2_players_sorted_by_score_then_tpn() -> None:
    # scores 6 (TPN 2), 5 (TPN 1), 1 (TPN 3)
    assert [p.tpn for p in build_state(LATE, 4).players] == [2, 1, 3]


def test_general_handling_3_5_forfeit_is_not_a_meeting() -> None:
    # 2 and 3 were paired in round 3 but the game was forfeited: they may meet again.
    state = build_state(LATE, 4)
    assert state.player(2).opponents == frozenset({1})
    assert state.player(3).opponents == frozenset({1})
    assert state.player(1).opponents == frozenset({2, 3})


def test_general_handling_3_4_colours_of_played_games_only() -> None:
    # 2: black in round 1, PAB, forfeit (scheduled white) -> only "b".
    state = build_state(LATE, 4)
    assert state.player(1).colours == ("w", "b")
    assert state.player(2).colours == ("b",)
    assert state.player(3).colours == ("w",)


def test_unplayed_rounds_count_byes_forfeits_and_late_entry_rounds() -> None:
    # 1: the H bye; 2: the PAB and the forfeit win; 3: the blank round 1 and the forfeit loss.
    state = build_state(LATE, 4)
    assert {p.tpn: p.unplayed_rounds for p in state.players} == {1: 1, 2: 2, 3: 2}


def test_dutch_1_4_floats_played_and_unplayed_rounds() -> None:
    # round 1: 1 and 2 both on 0 -> no float; 3 has no block -> none.
    # round 2: 1 (3 points) played 3 (0) -> 1 down, 3 up (1.4.2); 2's PAB -> down (1.4.3).
    # round 3: 1's H bye scores 1 > 0 for a loss -> down; 2's forfeit win -> down (1.4.3);
    #          3's forfeit loss scores 0 -> no float (1.4.4).
    state = build_state(LATE, 4)
    assert state.player(1).floats == (None, "down", "down")
    assert state.player(2).floats == (None, "down", "down")
    assert state.player(3).floats == (None, "up", None)
    assert state.player(1).float_before(1) == "down"
    assert state.player(3).float_before(2) == "up"


def test_c2_pab_eligibility_after_pab_forfeit_win_and_half_bye() -> None:
    # 2 had the PAB (Basic Rules 4) -> not eligible; 1's H bye (1 < 3 for a win) keeps him eligible;
    # 3 never scored without playing.
    state = build_state(LATE, 4)
    assert {p.tpn: p.pab_eligible for p in state.players} == {1: True, 2: False, 3: True}


def test_c2_forfeit_win_alone_removes_pab_eligibility() -> None:
    # 1 won by forfeit in round 1 (a win's points without playing); 2 lost it; 3 got a full-point
    # bye F (also a win's points without playing); 4 a half-point bye.
    t = tournament(
        player(1, "2 w +"), player(2, "1 b -"), player(3, "0000 - F"), player(4, "0000 - H"),
    )
    state = build_state(t, 2)
    assert {p.tpn: p.pab_eligible for p in state.players} == {1: False, 2: True, 3: False, 4: True}


def test_dutch_1_8_topscorers_only_in_the_final_round() -> None:
    # Round 4 of 4: over 50% of (4-1) rounds x 3 points = over 4.5 -> 1 (5) and 2 (6), not 3 (1).
    state = build_state(LATE, 4)
    assert {p.tpn: p.topscorer for p in state.players} == {1: True, 2: True, 3: False}
    assert state.is_last_round
    # Same file read as a 5-round event: round 4 is not the final round, nobody is a topscorer.
    assert not any(p.topscorer for p in build_state(LATE, 4, total_rounds=5).players)


def test_dutch_1_8_exactly_half_is_not_a_topscorer() -> None:
    # Round 3 of 3 with 1/½/0: the line is over (3-1) x 1 / 2 = 1.
    # 1 and 3 won and drew each other (1.5 each); 2 lost then won (exactly 1.0); 4 has 0.
    t = tournament(
        player(1, "2 w 1", "3 b ="), player(2, "1 b 0", "4 w 1"),
        player(3, "4 w 1", "1 w ="), player(4, "3 b 0", "2 b 0"),
        declared_rounds=3,
    )
    state = build_state(t, 3)
    assert {p.tpn: p.topscorer for p in state.players} == {1: True, 2: False, 3: True, 4: False}


# --- who is paired in round r -----------------------------------------------------------------

ROUND2 = tournament(
    player(1, "2 w 1", "0000 - H"),  # pre-entered half-point bye
    player(2, "1 b 0", "0000 - U"),  # the PAB belongs to the pairing
    player(3, "4 w =", "5 b +"),     # forfeit: scheduled, so paired
    player(4, "3 b =", "0000 - Z"),  # known absence
    player(5, "6 w 1", "3 w -"),
    player(6, "5 b 0", ""),          # no round-2 block while round 2 is in the file: withdrawn
)


def test_general_handling_3_3_pre_entered_byes_and_absences_are_not_paired() -> None:
    state = build_state(ROUND2, 2)
    assert state.absent == ((1, "H"), (4, "Z"), (6, "Z"))
    assert sorted(p.tpn for p in state.players) == [2, 3, 5]


def test_round_r_pairs_are_ignored_but_known_byes_are_kept() -> None:
    # Round 2's own pairs (3-5 forfeit, 2's PAB) do not show in the state before round 2.
    state = build_state(ROUND2, 2)
    assert state.player(3).opponents == frozenset({4})
    assert state.player(2).pab_eligible


def test_240_and_xxz_absences_in_the_round_after_the_file() -> None:
    # Round 3 is after the last column: 240 H for 2 and XXZ 5 remove them; 6 (blank round 2) is paired
    # again since nothing is known of round 3 (a file cannot say more).
    t = ROUND2.model_copy(update={"byes": (ByeRecord(kind="H", round=3, ids=(2,)),), "absent_next": (5,)})
    state = build_state(t, 3)
    assert state.absent == ((2, "H"), (5, "Z"))
    assert sorted(p.tpn for p in state.players) == [1, 3, 4, 6]


def test_pre_entered_bye_column_leaves_the_others_to_be_paired() -> None:
    # Round 3's column holds only 2's pre-entered 0000 - Z (bbpPairings' C5 test layout): round 3 is
    # not paired yet, so 1, 3 and 4 (no block) are to be paired; only 2 is absent.
    t = tournament(
        player(1, "2 w 1", "3 b 1"), player(2, "1 b 0", "4 w 0", "0000 - Z"),
        player(3, "4 w 1", "1 w 0"), player(4, "3 b 0", "2 b 1"),
    )
    state = build_state(t, 3)
    assert state.absent == ((2, "Z"),)
    assert sorted(p.tpn for p in state.players) == [1, 3, 4]


def test_xxz_only_applies_to_the_round_after_the_file() -> None:
    t = ROUND2.model_copy(update={"absent_next": (5,)})
    assert 5 in {p.tpn for p in build_state(t, 2).players}


def test_240_does_not_unpair_a_player_with_an_opponent_in_round_r() -> None:
    # 240 Z for round 2 names 3 and 2; 3 has an opponent in round 2 (he was paired), 2 has the PAB.
    t = ROUND2.model_copy(update={"byes": (ByeRecord(kind="Z", round=2, ids=(3, 2)),)})
    assert sorted(p.tpn for p in build_state(t, 2).players) == [2, 3, 5]


def test_round_must_be_positive() -> None:
    with pytest.raises(ValueError, match=r"^round must be 1 or more, got 0$"):
        build_state(ROUND2, 0)


# --- colour preferences (Dutch 1.7) from played games only (General Handling 3.4) ---------------

def test_dutch_1_7_preferences_skip_unplayed_rounds() -> None:
    # 1: W, forfeit, W -> "WuW" counts as "uWW": same colour twice -> absolute black (1.7.1).
    # 2: B W B u W (the 3.4 example) -> uBWBW: difference 0 -> mild, alternate from W -> black.
    # 3: one game with White -> difference +1 -> strong black (1.7.2).
    # 4: only a forfeit win and a PAB -> no game played -> no preference (1.7.4).
    # 5: B B W B  -> difference -2 -> absolute white.
    t = tournament(
        player(1, "10 w 1", "11 b +", "12 w 1"),
        player(2, "10 b 1", "11 w 1", "12 b 1", "0000 - U", "13 w 1"),
        player(3, "10 w 1"),
        player(4, "10 w +", "0000 - U"),
        player(5, "10 b 1", "11 b 1", "12 w 1", "13 b 1"),
        *(player(n) for n in (10, 11, 12, 13)),
    )
    state = build_state(t, 6, total_rounds=9)
    got = {p.tpn: (p.preference, p.preference_strength) for p in state.players if p.tpn < 10}
    assert got == {
        1: ("b", "absolute"),
        2: ("b", "mild"),
        3: ("b", "strong"),
        4: (None, "none"),
        5: ("w", "absolute"),
    }
    assert state.player(2).colours == ("b", "w", "b", "w")


# --- acceleration and floats -------------------------------------------------------------------

def test_dutch_1_4_2_floats_compare_pairing_scores_with_acceleration() -> None:
    # XXA: 1 and 2 get 1 virtual point in round 1, 1 again in round 2.
    # round 1: 1 (0+1) plays 3 (0) -> 1 down, 3 up; 2 (0+1) plays 4 (0) -> 2 down, 4 up.
    # round 2: 1 (won: 1+1 = 2) plays 4 (won: 1+0 = 1) -> 1 down, 4 up;
    #          2 (lost: 0+0, no XXA value in round 2) plays 3 (lost: 0) -> equal, no float.
    t = tournament(
        player(1, "3 w 1", "4 b 1"), player(2, "4 b 0", "3 w ="),
        player(3, "1 b 0", "2 b ="), player(4, "2 w 1", "1 w 0"),
        accelerated_points=(
            Acceleration(start_number=1, points=(D(1), D(1))),
            Acceleration(start_number=2, points=(D(1), None)),
        ),
    )
    state = build_state(t, 3, total_rounds=5)
    assert state.acceleration_method == "XXA"
    assert {p.tpn: p.floats for p in state.players} == {
        1: ("down", "down"), 2: ("down", None), 3: ("up", None), 4: ("up", "up"),
    }


def test_dutch_1_4_2_equal_pairing_scores_give_no_float() -> None:
    # Round 2: 2 has 0 points + 1 virtual, 3 has 1 point + 0 virtual: same pairing score 1 -> no float
    # although their standings scores differ (bbpPairings compares pairing scores too).
    t = tournament(
        player(1, "4 w 1", "0000 - Z"), player(2, "3 w 0", "3 b 1"),
        player(3, "2 b 1", "2 w 0"), player(4, "1 b 0", "0000 - Z"),
        accelerated_points=(Acceleration(start_number=2, points=(D(0), D(1))),),
    )
    state = build_state(t, 3, total_rounds=5)
    assert state.player(2).floats == (None, None)
    assert state.player(3).floats == (None, None)


def test_250_records_add_up_by_id_and_round_range() -> None:
    # 250 one point for ids 1-2 in rounds 1-2, half a point for ids 1-3 in round 2.
    # Before round 2: 1 and 2 get 1.5, 3 gets 0.5, 4 nothing; pairing order 1, 2, 3, 4.
    t = tournament(
        player(1, "2 w 1"), player(2, "1 b 0"), player(3, "4 w 0"), player(4, "3 b 1"),
        acceleration=(
            AccelerationRecord(points=D(1), first_round=1, last_round=2, first_id=1, last_id=2),
            AccelerationRecord(points=D("0.5"), first_round=2, last_round=2, first_id=1, last_id=3),
        ),
    )
    state = build_state(t, 2, total_rounds=5)
    assert state.acceleration_method == "250"
    assert {p.tpn: p.acceleration for p in state.players} == {1: D("1.5"), 2: D("1.5"), 3: D("0.5"), 4: D(0)}
    # pairing scores: 1: 1+1.5, 4: 1+0, 2: 0+1.5, 3: 0+0.5
    assert [p.tpn for p in state.players] == [1, 2, 4, 3]
    assert build_state(t, 3, total_rounds=5).player(1).acceleration == D(0)


def test_baku_c04_7_virtual_points_for_a_five_round_event() -> None:
    # Six players: GA = 2 x ceil(6/4) = 4 (TPN 1-4). Five rounds: accelerated rounds ceil(5/2) = 3;
    # the first ceil(3/2) = 2 give a win's point, round 3 half of it, rounds 4-5 nothing.
    t = tournament(*(player(n) for n in range(1, 7)), system_code="FIDE_DUTCH_2025_BAKU", declared_rounds=5)
    expected = {1: D(1), 2: D(1), 3: D("0.5"), 4: D(0), 5: D(0)}
    for r, value in expected.items():
        state = build_state(t, r)
        assert state.acceleration_method == "baku"
        assert {p.tpn: p.acceleration for p in state.players} == {1: value, 2: value, 3: value, 4: value, 5: D(0), 6: D(0)}


def test_baku_c04_7_1_1_needs_win_worth_two_draws() -> None:
    t = tournament(player(1), player(2), system_code="FIDE_DUTCH_BAKU", scoring=THREE_ONE_ZERO)
    with pytest.raises(ValueError) as error:
        build_state(t, 1)
    assert str(error.value) == (
        "C.04.7 1.1: the Baku Acceleration Method needs a win worth two draws and a loss worth zero "
        "(this file: win 3, draw 1, loss 0)"
    )


def test_250_overrides_the_baku_code() -> None:
    # TRF-2026 250: "these records cause any acceleration method in record 192 to be disregarded".
    t = tournament(
        *(player(n) for n in range(1, 5)), system_code="FIDE_DUTCH_BAKU",
        acceleration=(AccelerationRecord(points=D(1), first_round=1, last_round=1, first_id=4, last_id=4),),
    )
    state = build_state(t, 1, total_rounds=5)
    assert [p.tpn for p in state.players] == [4, 1, 2, 3]


# --- forbidden pairs ---------------------------------------------------------------------------

def test_260_covers_its_round_range_and_xxp_every_round() -> None:
    t = tournament(
        *(player(n) for n in range(1, 6)),
        prohibited=(
            ProhibitedPairing(first_round=2, last_round=3, ids=(1, 2, 3)),
            ProhibitedPairing(first_round=1, last_round=None, ids=(4, 5)),
        ),
    )
    assert build_state(t, 1, total_rounds=5).player(1).forbidden == frozenset()
    assert build_state(t, 2, total_rounds=5).player(1).forbidden == frozenset({2, 3})
    assert build_state(t, 3, total_rounds=5).player(2).forbidden == frozenset({1, 3})
    assert build_state(t, 4, total_rounds=5).player(1).forbidden == frozenset()
    assert build_state(t, 4, total_rounds=5).player(5).forbidden == frozenset({4})


# --- XXC rank: TPN = order of the 001 lines ----------------------------------------------------

def test_xxc_rank_tpn_is_the_line_order_and_maps_back() -> None:
    # Lines in file order: start numbers 30, 10, 20 -> TPN 1, 2, 3.  Round 1: 30 beat 20, 10 absent.
    t = tournament(
        player(30, "20 w 1"), player(10, "0000 - H"), player(20, "30 b 0"),
        pair_by_rank=True,
        prohibited=(ProhibitedPairing(ids=(10, 20)),),
    )
    state = build_state(t, 2, total_rounds=3)
    assert [p.tpn for p in state.players] == [1, 2, 3]  # 30 (1 pt), then 10 and 20 on 0 (TPN 2, 3)
    assert state.player(1).opponents == frozenset({3})
    assert state.player(2).forbidden == frozenset({3})
    assert [state.start_number_of(p.tpn) for p in state.players] == [30, 10, 20]
    assert state.tpn_of(20) == 3
    # 30 (TPN 1, odd) was the higher ranked player of round 1 and had White -> initial white
    assert state.initial_colour == "w"

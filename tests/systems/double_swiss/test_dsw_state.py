"""The Double-Swiss state before a match, read from two TRF round columns per match (C.04.5).

A six-player tournament worked by hand (columns 1-2 = match 1, 3-4 = match 2):

    match 1: 1-2 (1 White: 1, =)       -> 1: 1.5, 2: 0.5
             3-4 (3 White: =, 0)        -> 3: 0.5, 4: 1.5
             5 PAB (1.4: a win + a draw) -> 5: 1.5;   6 absent (Z Z) -> 0
    match 2: 3-1 (3 White: 0, =)        -> 1: +1.5, 3: +0.5   (scores 1.5 v 0.5: both floaters, 1.5)
             5-2 (5 White: 1, then 5 forfeits game 2) -> 5: +1, 2: +1 (played: one game only forfeited)
             4-6 (4 White) both forfeit both games -> 0 each, no meeting, no colour (Preface)
    before match 3: 1: 3.0, 2: 1.5, 3: 1.0, 4: 1.5, 5: 2.5, 6: 0
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.models import ByeRecord, ProhibitedPairing, ScoringSystem
from checker.systems.double_swiss.state import (
    DoubleSwissLayoutError,
    build_double_swiss_state,
    completed_matches,
    pab_points,
    published_match,
)
from tests.systems.double_swiss.builders import tournament

HAND = {
    1: [(2, "w", "1", "="), (3, "b", "1", "=")],
    2: [(1, "b", "0", "="), (5, "b", "0", "+")],
    3: [(4, "w", "=", "0"), (1, "w", "0", "=")],
    4: [(3, "b", "=", "1"), (6, "w", "-", "-")],
    5: [(None, None, "U", "U"), (2, "w", "1", "-")],
    6: [(None, None, "Z", "Z"), (4, "b", "-", "-")],
}


def hand_state(match: int = 3, **fields: object):
    return build_double_swiss_state(tournament(HAND, matches=4, **fields), match)


def test_1_4_scores_are_game_points_and_the_pab_is_a_win_plus_a_draw() -> None:
    s = hand_state()
    assert {p.tpn: p.score for p in s.players} == {
        1: Decimal("3.0"), 2: Decimal("1.5"), 3: Decimal("1.0"), 4: Decimal("1.5"), 5: Decimal("2.5"), 6: Decimal("0"),
    }
    assert s.pab_points == Decimal("1.5")
    assert [p.tpn for p in s.players] == [1, 5, 2, 4, 3, 6]  # 1.2: score, then TPN


def test_1_4_a_file_that_gives_the_pab_its_own_value_is_followed() -> None:
    assert pab_points(ScoringSystem(pab=Decimal("2"))) == Decimal("2")
    three_one = ScoringSystem(white_win=Decimal(3), black_win=Decimal(3), forfeit_win=Decimal(3), full_bye=Decimal(3),
                              pab=Decimal(3), white_draw=Decimal(1), black_draw=Decimal(1), half_bye=Decimal(1))
    assert pab_points(three_one) == Decimal(4)  # a won game (3) and a drawn game (1)


def test_preface_a_match_with_one_forfeited_game_is_played_a_double_forfeit_is_not() -> None:
    s = hand_state()
    met = {p.tpn: p.opponents for p in s.players}
    assert met[2] == {1, 5} and met[5] == {2}  # 5-2 counts: C1 forbids a rematch
    assert met[4] == {3} and met[6] == frozenset()  # 4-6 forfeited by both: they may meet again
    played = {p.tpn: p.matches_played for p in s.players}
    assert played == {1: 2, 2: 2, 3: 2, 4: 1, 5: 1, 6: 0}


def test_1_6_colours_are_first_game_colours_of_matches_with_a_game_played() -> None:
    s = hand_state()
    assert {p.tpn: "".join(p.colours) for p in s.players} == {1: "wb", 2: "bb", 3: "ww", 4: "b", 5: "w", 6: ""}


def test_1_5_floaters_of_the_previous_match() -> None:
    s = hand_state()
    assert {p.tpn for p in s.players if p.is_floater} == {1, 3, 5, 2}
    assert s.player(1).floats == (None, "down") and s.player(3).floats == (None, "up")
    assert not s.player(4).is_floater  # a forfeited match makes no floater (reading 5)


def test_c2_pab_and_forfeit_win_remove_pab_eligibility() -> None:
    s = hand_state()
    assert {p.tpn for p in s.players if not p.pab_eligible} == {5}
    lines = {**HAND, 4: [HAND[4][0], (6, "w", "+", "+")], 6: [HAND[6][0], (4, "b", "-", "-")]}
    s2 = build_double_swiss_state(tournament(lines), 3)
    assert not s2.player(4).pab_eligible  # won match 2 by forfeit
    assert s2.player(4).opponents == {3}  # a match ended by forfeit: may meet 6 again
    assert s2.player(4).score == Decimal("3.5")


def test_c2_a_full_point_bye_over_both_games_removes_pab_eligibility() -> None:
    lines = {**HAND, 6: [(None, None, "F", "F"), (4, "b", "-", "-")]}
    s = build_double_swiss_state(tournament(lines), 3)
    assert not s.player(6).pab_eligible
    half = {**HAND, 6: [(None, None, "H", "H"), (4, "b", "-", "-")]}
    assert build_double_swiss_state(tournament(half), 3).player(6).pab_eligible


def test_general_handling_3_3_absences_known_before_the_match() -> None:
    lines = {s: [*m, (None, None, "Z", "Z")] if s == 2 else m for s, m in HAND.items()}
    t = tournament(lines, byes=(ByeRecord(kind="H", round=6, ids=(3,)),), absent_next=(6,))
    s = build_double_swiss_state(t, 3)
    assert s.absent == ((2, "Z"), (3, "H"), (6, "Z"))
    assert [p.tpn for p in s.players] == [1, 5, 4]


def test_last_round_is_the_declared_columns_over_two() -> None:
    assert hand_state(3).total_rounds == 4
    assert not hand_state(3).is_last_round
    assert hand_state(4).is_last_round


def test_prohibited_pairings_apply_to_the_matches_their_columns_cover() -> None:
    t = tournament(HAND, prohibited=(ProhibitedPairing(first_round=5, last_round=6, ids=(1, 4)),))
    assert build_double_swiss_state(t, 3).player(1).forbidden == {4}
    assert build_double_swiss_state(t, 4).player(1).forbidden == frozenset()


def test_published_match_white_is_white_in_game_1() -> None:
    t = tournament(HAND)
    m2 = published_match(t, 2)
    assert m2.round == 2 and m2.as_set() == {(3, 1), (5, 2), (4, 6)} and m2.pab is None
    assert published_match(t, 1).pab == 5
    assert completed_matches(t) == 2


def test_layout_odd_number_of_columns_is_refused() -> None:
    lines = {s: list(m) for s, m in HAND.items()}
    t = tournament(lines)
    from checker.models import RoundEntry

    extra = t.players[0].model_copy(update={"rounds": t.players[0].rounds + (RoundEntry(round=5, opponent=2, colour="w", result="1"),)})
    t = t.model_copy(update={"players": (extra, *t.players[1:])})
    with pytest.raises(DoubleSwissLayoutError) as err:
        build_double_swiss_state(t, 3)
    assert str(err.value) == (
        "Double-Swiss: round column 5 holds game 1 of match 3 but column 6 is empty; "
        "every match takes two round columns (C.04.5 Preface)"
    )


def test_layout_different_opponents_in_the_two_games_is_refused() -> None:
    t = tournament({1: [(2, "w", "1", "1")], 2: [(1, "b", "0", "0")], 3: [(4, "w", "1", "1")], 4: [(3, "b", "0", "0")]})
    bad = t.players[0].rounds[:1] + (t.players[0].rounds[1].model_copy(update={"opponent": 3}),)
    t = t.model_copy(update={"players": (t.players[0].model_copy(update={"rounds": bad}), *t.players[1:])})
    with pytest.raises(DoubleSwissLayoutError) as err:
        build_double_swiss_state(t, 2)
    assert str(err.value) == (
        "Double-Swiss: player 1, match 1 (columns 1-2): different opponents in the two games (2 and 3); "
        "both games of a match are against the same opponent (C.04.5 Preface)"
    )


def test_layout_same_colour_in_both_games_is_refused() -> None:
    t = tournament({1: [(2, "w", "1", "1")], 2: [(1, "b", "0", "0")]})
    bad = t.players[1].rounds[:1] + (t.players[1].rounds[1].model_copy(update={"colour": "b"}),)
    t = t.model_copy(update={"players": (t.players[0], t.players[1].model_copy(update={"rounds": bad}))})
    with pytest.raises(DoubleSwissLayoutError) as err:
        build_double_swiss_state(t, 2)
    assert str(err.value) == (
        "Double-Swiss: player 2, match 1 (columns 1-2): the same colour (b) in both games; "
        "colours alternate within a match (C.04.5 Preface, 4.4)"
    )


def test_layout_a_pab_in_one_game_only_is_refused() -> None:
    t = tournament({1: [(None, None, "U", "Z")], 2: [(3, "w", "1", "1")], 3: [(2, "b", "0", "0")]})
    with pytest.raises(DoubleSwissLayoutError, match=r"player 1, match 1 \(columns 1-2\): a pairing-allocated bye in one game only"):
        build_double_swiss_state(t, 2)


def test_layout_an_odd_number_of_declared_columns_is_refused() -> None:
    t = tournament(HAND).model_copy(update={"declared_rounds": 7})
    with pytest.raises(DoubleSwissLayoutError) as err:
        build_double_swiss_state(t, 3)
    assert str(err.value) == "Double-Swiss: XXR 7 is odd; a Double-Swiss file declares two round columns per match"

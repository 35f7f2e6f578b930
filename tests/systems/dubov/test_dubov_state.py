"""The Dubov state: ARO (1.7), colour preferences (1.6, 1.6.4), upfloats and MaxT (1.8), games played and
PAB eligibility (3.1.1, 3.1.4, Basic Rules 4), Baku virtual points (C.04.7)."""

from __future__ import annotations

from decimal import Decimal

from checker.models import Player, RoundEntry, Tournament
from checker.systems.dubov.pairer import pair
from checker.state.individual import read_rounds
from checker.systems.dubov.state import average_rating, build_state, past_games, upfloat, upfloats_read
from checker.trf import load
from tests.paths import DATA


def block(k: int, opponent: int | None, colour: str | None, result: str) -> RoundEntry:
    """One round block."""
    return RoundEntry(round=k, opponent=opponent, colour=colour, result=result)  # type: ignore[arg-type]


def six_players() -> Tournament:
    """Two rounds of six players (ratings 2000-2500).

    Round 1: 1-4 1-0, 2-5 forfeit won by 2, 3-6 0-1. Round 2: 1-6 (1 and 6 on 1 point) =, 4-2 0-1 (4 on 0,
    2 on 1: 4 upfloats), 5 (0) - 3 (0) forfeit won by 5.
    """
    rounds = {
        1: [block(1, 4, "w", "1"), block(2, 6, "w", "=")],
        2: [block(1, 5, "w", "+"), block(2, 4, "b", "1")],
        3: [block(1, 6, "w", "0"), block(2, 5, "b", "-")],
        4: [block(1, 1, "b", "0"), block(2, 2, "w", "0")],
        5: [block(1, 2, "b", "-"), block(2, 3, "w", "+")],
        6: [block(1, 3, "b", "1"), block(2, 1, "b", "=")],
    }
    ratings = {1: 2500, 2: 2400, 3: 2300, 4: 2201, 5: 2100, 6: 2000}
    return Tournament(players=tuple(Player(start_number=s, rating=ratings[s], rounds=tuple(r)) for s, r in rounds.items()),
                      declared_rounds=5, initial_colour="w")


def test_1_7_aro_is_the_rounded_mean_of_the_opponents_met_over_the_board() -> None:
    state = build_state(six_players(), 3)
    aro = {p.tpn: p.aro for p in state.players}
    # 1 met 4 (2201) and 6 (2000): 2100.5, rounded up; 2 met only 4 (the forfeit against 5 is not a game).
    assert aro[1] == 2101 and aro[2] == 2201
    # 3 met 6 only; 5 never played over the board: ARO 0 (1.7.3).
    assert aro[3] == 2000 and aro[5] == 0


def test_average_rating_rounds_half_up() -> None:
    assert [average_rating(r) for r in ([2000, 2001], [2000, 2001, 2001], [1999], [])] == [2001, 2001, 1999, 0]


def test_1_6_4_a_player_without_a_game_has_a_mild_preference_for_black() -> None:
    state = build_state(six_players(), 2)
    five = state.player(5)
    assert not five.has_played and five.preference == "b" and five.preference_strength == "mild"
    one = state.player(1)
    assert (one.preference, one.preference_strength) == ("b", "strong")


def test_1_8_an_upfloat_is_a_game_played_against_a_higher_score() -> None:
    """4 (0 points) played 2 (1 point) in round 2: one upfloat; 5 (0) beat 3 (0) by forfeit: none."""
    state = build_state(six_players(), 3)
    ups = {p.tpn: p.upfloats for p in state.players}
    assert ups == {1: 0, 2: 0, 3: 0, 4: 1, 5: 0, 6: 0}
    assert state.player(4).upfloated_last_round
    assert state.max_upfloats == 3


def test_3_1_games_count_over_the_board_and_a_forfeit_win_bars_the_pab() -> None:
    state = build_state(six_players(), 3)
    games = {p.tpn: p.games for p in state.players}
    assert games == {1: 2, 2: 1, 3: 1, 4: 2, 5: 0, 6: 2}
    assert not state.player(2).pab_eligible and state.player(2).pab_barred_by == "a forfeit win in round 1"
    assert not state.player(5).pab_eligible
    assert state.player(3).pab_eligible


def test_a_half_point_bye_does_not_bar_the_pab() -> None:
    """Basic Rules 4 bars a PAB or a round scored as a win without playing; an H bye scores a draw."""
    tournament, _ = load(DATA / "dubov" / "xgen-dubov-p11r6-s7056.trf")
    state = build_state(tournament, 3)
    assert state.player(4).pab_eligible  # 4 had an H bye in round 2
    assert not state.player(10).pab_eligible and not state.player(11).pab_eligible  # PABs in rounds 1 and 2


def test_the_corpus_state_of_a_javafo_file() -> None:
    """jvf-dubov-p10r5-s2100 before round 5: player 1 met 6, 4, 5, 2 (2336, 2360, 2345, 2450): ARO 2372.75 -> 2373."""
    tournament, _ = load(DATA / "dubov" / "jvf-dubov-p10r5-s2100.trf")
    state = build_state(tournament, 5)
    one = state.player(1)
    assert (one.aro, one.colours, one.score) == (2373, ("w", "b", "w", "b"), Decimal("2.5"))
    assert state.total_rounds == 5 and state.is_last_round


def test_baku_virtual_points_make_the_scoregroups() -> None:
    """C.04.7 with a _BAKU 192 code: the first half (rounded up to even) gets a win's points in the early rounds."""
    tournament = six_players().model_copy(update={"system_code": "FIDE_DUBOV_BAKU"})
    state = build_state(tournament, 1)
    assert state.acceleration_method == "baku"
    assert {p.tpn: p.pairing_score for p in state.players} == {1: 1, 2: 1, 3: 1, 4: 1, 5: 0, 6: 0}


def test_3_1_4_the_pab_goes_to_the_player_with_more_games_over_the_board() -> None:
    """Round 1: 1-2 1-0, 3-4 forfeit won by 3, PAB to 5. Round 2: 2 and 4 have the lowest score (0) and may
    have the PAB; 2 has played one game, 4 none (a forfeit is not a game played): 2 gets it (py4swiss,
    counting the forfeit, would give it to the larger TPN 4)."""
    rounds = {1: [block(1, 2, "w", "1")], 2: [block(1, 1, "b", "0")], 3: [block(1, 4, "w", "+")],
              4: [block(1, 3, "b", "-")], 5: [block(1, None, None, "U")]}
    tournament = Tournament(players=tuple(Player(start_number=s, rating=2500 - 100 * s, rounds=tuple(r))
                                          for s, r in rounds.items()), declared_rounds=5, initial_colour="w")
    state = build_state(tournament, 2)
    assert [p.tpn for p in state.players if p.pab_eligible] == [1, 2, 4]
    assert pair(state).pab == 2


def test_1_8_1_upfloats_read_inline_are_the_upfloat_rule_in_every_past_round() -> None:
    """Dubov 1.8.1: the inline reading (issue 34, speed) gives every player of every round the floats
    the ``upfloat`` rule gives through the shared reader, forfeits and byes included."""
    files = ("xgen-dubov-p11r6-s7056.trf", "xgen-dubov-p14r9-s7059.trf", "jvf-dubov-p16r8-s2103.trf")
    ups = 0
    for name in files:
        tournament, _ = load(DATA / "dubov" / name)
        for r in range(1, 1 + max(e.round for p in tournament.players for e in p.rounds)):
            reading = read_rounds(tournament, r)
            for p in tournament.players:
                expected = reading.floats(p.start_number, upfloat)
                assert upfloats_read(reading, p.start_number) == expected, (name, r, p.start_number)
                ups += expected.count("up")
                # Dubov 1.7: the opponents' ratings read in the same walk are those of the games played
                rating_of = {reading.tpns[q.start_number]: q.rating or 0 for q in tournament.players}
                games = [rating_of.get(o.opponent, 0) for o in reading.histories[p.start_number].outcomes
                         if o.kind == "played" and o.opponent is not None]
                assert past_games(reading, p.start_number, rating_of) == (expected, games)
    assert ups > 20  # the files hold upfloats to compare, not only empty histories

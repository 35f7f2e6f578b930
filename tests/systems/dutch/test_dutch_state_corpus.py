"""build_state on corpus tournaments; every expected value was worked out by hand from the crosstable.

The files come from bbpPairings (random Dutch 2026 generator and its own C5/C9 regression tests):
no XXR (the last round in the file is the final one) unless stated, no initial-colour line.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from checker.models import Tournament
from checker.systems.dutch.state import DutchState, build_state
from checker.trf import load
from tests.paths import DATA

D = Decimal


def corpus(name: str) -> Tournament:
    """A corpus file (its copy in tests/data) read by the project's TRF reader."""
    tournament, _warnings = load(DATA / name)
    return tournament


def by_tpn(state: DutchState, field: str) -> dict[int, object]:
    """One DutchPlayer field for every player to be paired, keyed by TPN."""
    return {p.tpn: getattr(p, field) for p in state.players}


# p9r5-s48: 9 players, 5 rounds, a PAB in every round, forfeits in rounds 2 and 3.
#        R1      R2      R3      R4      (R5)
#   1:  5 b 1   4 w =   6 b 1   3 w 1   8 b 1     score before R5: 3.5
#   2:  6 w 1   9 b 1   3 w -   4 w =   PAB       2.5
#   3:  7 b 1   5 w 1   2 b +   1 b 0   4 w =     3
#   4:  8 w 1   1 b =   9 w 1   2 b =   3 b =     3
#   5:  1 w 0   3 b 0   PAB     8 b 1   6 w =     2
#   6:  2 b 0   7 w +   1 w 0   9 b 1   5 b =     2
#   7:  3 w 0   6 b -   8 b -   PAB     9 b 1     1
#   8:  4 b 0   PAB     7 w +   5 w 0   1 w 0     2
#   9:  PAB     2 w 0   4 b 0   6 w 0   7 w 0     1
@pytest.fixture(scope="module")
def p9() -> DutchState:
    return build_state(corpus("dutch-2026/p9r5-s48.trf"), 5)


def test_p9_everybody_is_paired_in_round_5_and_it_is_the_final_round(p9: DutchState) -> None:
    # Round 5's own blocks (2's PAB included) are ignored; nobody has a bye known beforehand.
    assert p9.absent == ()
    assert p9.total_rounds == 5 and p9.is_last_round


def test_p9_dutch_1_2_order_and_scores(p9: DutchState) -> None:
    assert [(p.tpn, p.score) for p in p9.players] == [
        (1, D("3.5")), (3, D(3)), (4, D(3)), (2, D("2.5")),
        (5, D(2)), (6, D(2)), (8, D(2)), (7, D(1)), (9, D(1)),
    ]


def test_p9_dutch_5_2_5_initial_colour_black_inferred(p9: DutchState) -> None:
    # Round 1: 9 had the PAB; the best ranked player with a game is 1 (odd TPN), who had Black,
    # so the initial colour was black (then 2, even, got White against 6, as the file shows).
    assert (p9.initial_colour, p9.initial_colour_source) == ("b", "inferred")


def test_p9_dutch_1_8_topscorers(p9: DutchState) -> None:
    # over 50% of 4 rounds x 1 = over 2: 1, 3, 4, 2; 5, 6, 8 have exactly 2.
    assert {t for t, v in by_tpn(p9, "topscorer").items() if v} == {1, 2, 3, 4}


def test_p9_c2_pab_eligibility_after_pab_or_forfeit_win(p9: DutchState) -> None:
    # PAB: 9 (R1), 8 (R2), 5 (R3), 7 (R4); forfeit wins: 6 (R2), 3 and 8 (R3). Left: 1, 2, 4 —
    # and the file gives round 5's PAB to 2, the lowest of them (C5).
    assert {t for t, v in by_tpn(p9, "pab_eligible").items() if v} == {1, 2, 4}


def test_p9_general_handling_3_4_colours_and_dutch_1_7_preferences(p9: DutchState) -> None:
    # 2: W B (forfeit) W -> +1 strong black;   3: B W (forfeit) B -> -1 strong white
    # 5: W B (PAB) B -> last two Black -> absolute white;   1: B W B W -> mild black
    # 7: W (forfeit) (forfeit) (PAB) -> +1 strong black;    8: B (PAB) (forfeit) W -> mild black
    prefs = {p.tpn: (p.colours, p.preference, p.preference_strength) for p in p9.players}
    assert prefs[2] == (("w", "b", "w"), "b", "strong")
    assert prefs[3] == (("b", "w", "b"), "w", "strong")
    assert prefs[5] == (("w", "b", "b"), "w", "absolute")
    assert prefs[1] == (("b", "w", "b", "w"), "b", "mild")
    assert prefs[7] == (("w",), "b", "strong")
    assert prefs[8] == (("b", "w"), "b", "mild")


def test_p9_dutch_1_4_float_history(p9: DutchState) -> None:
    # Scores before R2: 1,2,3,4,9 on 1; 5,6,7,8 on 0. R2: 3 (1) beat 5 (0): 3 down, 5 up; 6's
    #   forfeit win and 8's PAB: down (1.4.3); 1-4 and 2-9 equal; 7's forfeit loss: none.
    # Before R3: 1 1.5, 2 2, 3 2, 4 1.5, 5 0, 6 1, 7 0, 8 1, 9 1. R3: 1 over 6 and 4 over 9 (down/up);
    #   3's and 8's forfeit wins, 5's PAB: down; 2's and 7's forfeit losses: none.
    # Before R4: 1 2.5, 2 2, 3 3, 4 2.5, 5 1, 6 1, 7 0, 8 2, 9 1. R4: 3 over 1, 4 over 2, 8 over 5;
    #   6-9 equal; 7's PAB down.  R1: only 9's PAB.
    assert by_tpn(p9, "floats") == {
        1: (None, None, "down", "up"),
        2: (None, None, None, "up"),
        3: (None, "down", "down", "down"),
        4: (None, None, "down", "down"),
        5: (None, "up", "down", "up"),
        6: (None, "down", "up", None),
        7: (None, None, None, "down"),
        8: (None, "down", "down", "down"),
        9: ("down", None, "up", None),
    }


def test_p9_general_handling_3_5_forfeits_are_not_meetings(p9: DutchState) -> None:
    # 2-3 (R3), 6-7 (R2), 7-8 (R3) were forfeited: they may meet.
    opponents = by_tpn(p9, "opponents")
    assert opponents[2] == frozenset({6, 9, 4})
    assert opponents[3] == frozenset({7, 5, 1})
    assert opponents[7] == frozenset({3})
    assert opponents[8] == frozenset({4, 5})
    assert by_tpn(p9, "unplayed_rounds") == {1: 0, 2: 1, 3: 1, 4: 0, 5: 1, 6: 1, 7: 3, 8: 2, 9: 1}


# p12r5-s1: 12 players, 5 rounds, forfeits 10-11 (R2), 9-11 (R4), 2-6 (R5); no PAB.
#   10:  4 w 0   11 b -   12 b 1   8 w =      score before R5: 1.5
#   11:  5 b 0   10 w +    2 w 0   9 b +      2
#    9:  3 b 0   12 w =    8 b =  11 w -      1
#    6: 12 b 1    3 w =    5 b 1   1 w 0      2.5   (R5: 2 w -, ignored)
def test_p12_state_before_round_5() -> None:
    state = build_state(corpus("dutch-2026/p12r5-s1.trf"), 5)
    assert [p.tpn for p in state.players] == [1, 2, 5, 6, 7, 3, 4, 11, 8, 10, 9, 12]
    assert (state.initial_colour, state.initial_colour_source) == ("w", "inferred")  # 1 (odd) had White
    # 11: colours B, W (both forfeits skipped) -> mild black; two forfeit wins: no PAB, downfloats.
    p11 = state.player(11)
    assert (p11.colours, p11.preference_strength, p11.preference) == (("b", "w"), "mild", "b")
    assert p11.opponents == frozenset({5, 2}) and p11.unplayed_rounds == 2 and not p11.pab_eligible
    # R3: 11 (1) - 2 (1) equal -> no float
    assert p11.floats == (None, "down", None, "down")
    # 10: W, B, W -> strong black; R3 10 (0) beat 12 (0.5) -> 10 up; R4 10 (1) drew 8 (1) -> none.
    p10 = state.player(10)
    assert (p10.preference_strength, p10.preference) == ("strong", "b")
    assert p10.floats == (None, None, "up", None) and p10.pab_eligible and p10.unplayed_rounds == 1
    # 9: B, W, B -> strong white; lost a forfeit to 11: still PAB eligible, 11 not an opponent.
    p9 = state.player(9)
    assert (p9.colours, p9.preference) == (("b", "w", "b"), "w") and p9.pab_eligible
    assert 11 not in p9.opponents
    # 6: R3 6 (1.5) beat 5 (2) -> up; R4 6 (2.5) lost to 1 (2) -> down.
    assert state.player(6).floats == (None, None, "up", "down")
    # topscorers: over 2 points -> 1, 2 (3), 5, 6, 7 (2.5)
    assert {p.tpn for p in state.players if p.topscorer} == {1, 2, 5, 6, 7}


def test_p12_round_3_pab_lost_right_after_the_forfeit_win() -> None:
    state = build_state(corpus("dutch-2026/p12r5-s1.trf"), 3)
    assert not state.player(11).pab_eligible
    assert state.player(10).unplayed_rounds == 1
    assert not any(p.topscorer for p in state.players)  # round 3 of 5 is not the final round


# bbp C5: XXR 3; 4 has a pre-entered 0000 - Z in round 3, the others no round-3 block.
#   1: 4 w 1, 2 b 1 -> 2    2: 5 b 1, 1 w 0 -> 1    3: 6 w 1, 4 b 1 -> 2
#   5: 2 w 0, 6 b 1 -> 1    6: 3 b 0, 5 w 0 -> 0
def test_c5_state_pre_entered_absence_and_final_round() -> None:
    state = build_state(corpus("real/engine-tests/bbp_dutch_2025_C5.input.trf"), 3)
    assert state.absent == ((4, "Z"),)
    assert [(p.tpn, p.score) for p in state.players] == [(1, D(2)), (3, D(2)), (2, D(1)), (5, D(1)), (6, D(0))]
    assert state.total_rounds == 3 and state.is_last_round
    # topscorers: over 50% of 2 wins -> over 1: 1 and 3 only
    assert {p.tpn for p in state.players if p.topscorer} == {1, 3}
    # R2: 3 (1) beat 4 (0) -> 3 floated down; all other games were between equal scores.
    assert by_tpn(state, "floats") == {1: (None, None), 3: (None, "down"), 2: (None, None), 5: (None, None), 6: (None, None)}
    # Five to pair: the expected output gives 6 (lowest score, C5) the PAB; everyone is eligible.
    assert all(p.pab_eligible for p in state.players)


# bbp C9: XXR 3, one round played; 5 was absent in round 1 (0000 - Z).
def test_c9_state_absent_player_has_no_colour_and_one_unplayed_round() -> None:
    state = build_state(corpus("real/engine-tests/bbp_dutch_2025_C9.input.trf"), 2)
    assert state.absent == ()
    assert [(p.tpn, p.score) for p in state.players] == [(1, D(1)), (2, D(1)), (3, D(0)), (4, D(0)), (5, D(0))]
    p5 = state.player(5)
    # no game: no colour preference (1.7.4); Z scores 0 = a loss -> no float (1.4.4); still eligible
    assert (p5.colours, p5.preference_strength, p5.floats) == ((), "none", (None,))
    assert p5.unplayed_rounds == 1 and p5.pab_eligible
    # the others: one game each -> strong preference for the other colour
    assert {p.tpn: (p.preference, p.preference_strength) for p in state.players if p.tpn != 5} == {
        1: ("b", "strong"), 2: ("w", "strong"), 3: ("w", "strong"), 4: ("b", "strong"),
    }
    # C9: 4 and 5 both eligible on 0; the expected pairing gives the PAB to 4 (0 unplayed games)
    assert {p.tpn: p.unplayed_rounds for p in state.players} == {1: 0, 2: 0, 3: 0, 4: 0, 5: 1}
    assert state.total_rounds == 3 and not state.is_last_round


def test_state_of_every_round_of_every_individual_corpus_file(corpus_dir: Path) -> None:
    # Invariants a user relies on, for every round 1..last+1 of every individual file: the players to
    # pair and the absentees split the file's players; Dutch 1.2 order; one float per past round;
    # colours only from games over the board; opponents are never forfeits.
    files = sorted(p for p in corpus_dir.rglob("*") if p.suffix in (".trf", ".tab"))
    checked = 0
    for path in files:
        tournament, _ = load(path)
        if tournament.teams:
            continue  # team states come later (build_team_state)
        starts = {p.start_number for p in tournament.players}
        for r in range(1, tournament.round_columns + 2):
            state = build_state(tournament, r)
            paired = {p.tpn for p in state.players}
            absent = {tpn for tpn, _ in state.absent}
            assert paired | absent == starts and not paired & absent, (path.name, r)
            keys = [(-p.pairing_score, p.tpn) for p in state.players]
            assert keys == sorted(keys), (path.name, r)
            for p in state.players:
                assert len(p.floats) == r - 1, (path.name, r, p.tpn)
                assert len(p.colours) + p.unplayed_rounds == r - 1, (path.name, r, p.tpn)
                assert len(p.opponents) <= len(p.colours), (path.name, r, p.tpn)
            checked += 1
    assert checked > 1000

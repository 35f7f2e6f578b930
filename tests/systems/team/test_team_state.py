"""The Team state (C.04.6 1.2-1.7, 2.1) read from TRF team files: options from the 192 code, colour
preferences, scores, colours of board 1, meetings, PAB eligibility, floaters, byes and forfeits."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.systems.team.state import TeamOptions, build_team_state, colour_preference, team_options
from checker.systems.team.matches import published_team_pairing, team_history
from checker.systems.team.options import TeamStateError
from checker.models import Pair, Tournament
from checker.trf import loads
from tests.systems.team.builders import team_trf


D = Decimal

# Four teams of two boards (players 1-2 team 1, 3-4 team 2, ...), 352 WB.
#   R1: 1 (W) - 3: boards 1, = -> 1.5-0.5;  2 (W) - 4: =, = -> 1-1.
#   R2: 1 (W) - 4: 0, = -> 0.5-1.5;         2 (W) - 3: 0, 0 -> 0-2.
TWO_ROUNDS = [{(1, 3): "1=", (2, 4): "=="}, {(1, 4): "0=", (2, 3): "00"}]


def load(text: str) -> Tournament:
    """A tournament from TRF text (warnings ignored)."""
    return loads(text, "team.trf")[0]


def test_1_2_2_and_1_7_default_options() -> None:
    assert team_options("FIDE_TEAM") == TeamOptions(preference_type="A", primary="MP", secondary="GP")
    assert team_options(None) == TeamOptions()


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("FIDE_TEAM_TYPEB", ("B", "MP", "GP")),
        ("FIDE_TEAM_TYPEA_GP_MP", ("A", "GP", "MP")),
        ("FIDE_TEAM_TYPEB_MP_GP_BAKU", ("B", "MP", "GP")),
        ("FIDE_TEAM_GP", ("A", "GP", "MP")),
        ("fide_team_typeb_gp", ("B", "GP", "MP")),
    ],
)
def test_1_2_1_options_from_192_code(code: str, expected: tuple[str, str, str]) -> None:
    o = team_options(code)
    assert (o.preference_type, o.primary, o.secondary) == expected


def test_options_overrides_win_over_the_code() -> None:
    o = team_options("FIDE_TEAM_TYPEB_MP_GP", preference_type="none", primary="GP", secondary="none")
    assert (o.preference_type, o.primary, o.secondary) == ("none", "GP", None)


def test_options_bad_code_message() -> None:
    with pytest.raises(TeamStateError) as err:
        team_options("FIDE_TEAM_TYPEC")
    assert str(err.value) == "192 code 'FIDE_TEAM_TYPEC': expected FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP][_BAKU]"
    with pytest.raises(TeamStateError, match=r"192 code 'FIDE_DUTCH' is not a FIDE_TEAM code \(C.04.6\)"):
        team_options("FIDE_DUTCH")


@pytest.mark.parametrize(
    ("colours", "expected"),
    [
        ("", (None, "none")),
        ("w", (None, "none")),  # CD +1 but only one match: no Type A preference
        ("bb", ("w", "simple")),  # 1.7.1.1: CD -2
        ("wbb", ("w", "simple")),  # 1.7.1.1: CD -1 and Black in the last two
        ("bwbb", ("w", "simple")),  # CD -2
        ("wwbb", ("w", "simple")),  # CD 0, Black in the last two
        ("bbww", ("b", "simple")),  # 1.7.1.2
        ("wbw", (None, "none")),  # 1.7.1.3
        ("bwwb", (None, "none")),
    ],
)
def test_1_7_1_type_a_preferences(colours: str, expected: tuple[str | None, str]) -> None:
    assert colour_preference(tuple(colours), "A", last_round=False) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("colours", "last", "expected"),
    [
        ("bb", False, ("w", "strong")),  # 1.7.2.1
        ("bwbb", True, ("w", "strong")),  # 1.7.2.1 (CD -2) even in the last round
        ("wwbb", True, ("w", "strong")),  # CD 0 after two Blacks: strong before 1.7.2.5
        ("ww", False, ("b", "strong")),  # 1.7.2.2
        ("wbb", False, ("w", "strong")),  # CD -1, last two Black
        ("bwb", False, ("w", "mild")),  # 1.7.2.3: CD -1
        ("bwb", True, ("w", "mild")),  # CD -1: mild in the last round too
        ("wb", False, ("w", "mild")),  # 1.7.2.3: CD 0, Black last, not the last round
        ("bw", False, ("b", "mild")),  # 1.7.2.4
        ("bw", True, (None, "none")),  # 1.7.2.5: CD 0 in the last round
        ("", False, (None, "none")),  # 1.7.2.5: no match yet
        ("w", False, ("b", "mild")),  # CD +1
    ],
)
def test_1_7_2_type_b_preferences(colours: str, last: bool, expected: tuple[str | None, str]) -> None:
    assert colour_preference(tuple(colours), "B", last_round=last) == expected  # type: ignore[arg-type]


def test_1_7_no_preferences_when_not_used() -> None:
    assert colour_preference(("b", "b", "b"), "none", last_round=False) == (None, "none")


def test_scores_colours_opponents_floaters_before_round_3() -> None:
    state = build_team_state(load(team_trf(TWO_ROUNDS, 4)), 3)
    got = {t.tpn: (t.primary, t.secondary, "".join(t.colours), t.preference, sorted(t.opponents)) for t in state.teams}
    assert got == {
        1: (D(2), D(2), "ww", "b", [3, 4]),  # MP 2+0, GP 1.5+0.5
        2: (D(1), D(1), "ww", "b", [3, 4]),  # MP 1+0, GP 1+0
        3: (D(2), D("2.5"), "bb", "w", [1, 2]),  # MP 0+2, GP 0.5+2
        4: (D(3), D("2.5"), "bb", "w", [1, 2]),  # MP 1+2, GP 1+1.5
    }
    # 1.2/1.3: order by primary score, then TPN.
    assert [t.tpn for t in state.teams] == [4, 1, 3, 2]
    # 1.5: round 2 was 1 (2 MP) - 4 (1 MP) and 2 (1) - 3 (0): everyone floated.
    assert all(t.floated for t in state.teams)
    assert (state.total_rounds, state.initial_colour, state.boards) == (4, "w", 2)


def test_1_6_1_colour_of_an_empty_first_board_from_the_300_line_up() -> None:
    # Round 1: 1 (W) - 2, board 1 empty on both sides (300 records, 0 = empty board); board 2 was
    # played with team 1's player Black (352 WB: the team with White has Black on board 2).
    text = team_trf([{(1, 2): "=="}], 2, extra=("300   1   1   2    0    2", "300   1   2   1    0    4"))
    lines = [ln[:91] + "0000 - -" if ln.startswith(("001    1", "001    3")) else ln for ln in text.splitlines()]
    t = load("\n".join(lines) + "\n")
    history = team_history(t)
    assert (history[1][0].colour, history[2][0].colour) == ("w", "b")
    assert (history[1][0].game_points, history[1][0].opponent) == (D("0.5"), 2)


def test_1_2_game_points_primary_changes_the_scoregroups() -> None:
    t = load(team_trf(TWO_ROUNDS, 4, code="FIDE_TEAM_GP_MP"))
    state = build_team_state(t, 3)
    assert [(x.tpn, x.primary, x.secondary) for x in state.teams] == [
        (3, D("2.5"), D(2)), (4, D("2.5"), D(3)), (1, D(2), D(2)), (2, D(1), D(1)),
    ]


def test_c2_and_general_handling_3_5_forfeited_match_330() -> None:
    # Round 2 of team 2 - team 3 forfeited, White (2) won: 330 record, players 0000 - + / 0000 - -.
    text = team_trf([{(1, 3): "1=", (2, 4): "=="}, {(1, 4): "0="}], 4, extra=("330 +-   2   2   3",))
    text = text.replace("0000 - -", "0000 - +", 2)  # players 3, 4 (team 2) won their boards by forfeit
    t = load(text)
    history = team_history(t)
    assert (history[2][1].kind, history[2][1].game_points, history[2][1].match_points) == ("forfeit_win", D(2), D(2))
    assert (history[3][1].kind, history[3][1].match_points) == ("forfeit_loss", D(0))
    state = build_team_state(t, 3)
    two, three = state.team(2), state.team(3)
    assert 3 not in two.opponents and 2 not in three.opponents  # not a meeting (General Handling 3.5)
    assert two.colours == ("w",) and three.colours == ("b",)  # no colour from a forfeited match (1.6.1)
    assert not two.pab_eligible and three.pab_eligible  # C2: won a match by forfeit
    assert (two.matches_played, three.matches_played) == (1, 1)
    assert published_team_pairing(t, 2).pairs == (Pair(white=1, black=4), Pair(white=2, black=3))


def test_240_byes_and_320_pab() -> None:
    # Five teams; round 1: 1-3, 2-4, PAB 5 (320: 1 MP, 1.0 GP); round 2: 240 F for team 4,
    # 240 Z for team 5 (known before the round): neither is paired in round 2.
    text = team_trf(
        [{(1, 3): "1=", (2, 4): "=="}], 5,
        extra=("320  1.0  1.0   5", "240 F   2    4", "240 Z   2    5"),
    )
    t = load(text)
    state = build_team_state(t, 2)
    assert state.absent == ((4, "F"), (5, "Z"))
    assert sorted(x.tpn for x in state.teams) == [1, 2, 3]
    history = team_history(t, 2)
    assert (history[5][0].kind, history[5][0].match_points, history[5][0].game_points) == ("pab", D(1), D(1))
    assert (history[4][1].kind, history[4][1].match_points, history[4][1].game_points) == ("F", D(2), D(2))
    state3 = build_team_state(t, 3)
    assert not state3.team(5).pab_eligible and not state3.team(4).pab_eligible  # C2: PAB, full-point bye
    assert state3.team(5).primary == D(1) and state3.team(4).primary == D(3)


def test_1_4_pab_worth_a_draw_by_default() -> None:
    # No 320 values: a PAB is worth a drawn match: 1 MP (362 TD) and half the boards' points.
    text = team_trf([{(1, 3): "11", (2, 4): "=="}], 5, extra=("320           5",))
    history = team_history(load(text))
    assert (history[5][0].kind, history[5][0].match_points, history[5][0].game_points) == ("pab", D(1), D(1))


def test_260_prohibited_pairs_and_250_fictitious_points() -> None:
    text = team_trf([{(1, 3): "1=", (2, 4): "=="}], 4, extra=(
        "260   2   2    1    2",
        "250  2          2   2    3    4",
    ))
    state = build_team_state(load(text), 2)
    assert state.team(1).forbidden == frozenset({2}) and state.team(3).forbidden == frozenset()
    assert [(x.tpn, x.score, x.acceleration) for x in state.teams] == [
        (4, D(3), D(2)), (1, D(2), D(0)), (3, D(2), D(2)), (2, D(1), D(0)),
    ]


def test_no_teams_message() -> None:
    with pytest.raises(TeamStateError) as err:
        build_team_state(load("012 Individual\n001    1      A                                 2000\n"), 1)
    assert str(err.value) == "no teams in the file (no 310 or 013 records): not a team tournament"


def test_013_without_320_infers_the_pab_of_an_odd_round() -> None:
    # TRF16 team file: 013 lines (team number = line order), no 320: the one team without a match
    # in a round where all others played is that round's PAB (1.4), worth a draw.
    text = team_trf([{(1, 3): "1=", (2, 4): "=="}], 5)
    lines = [ln for ln in text.splitlines() if not ln.startswith("310")]
    lines += [f"013 {'Team ' + str(n):<32}{2 * n - 1:>4} {2 * n:>4}" for n in range(1, 6)]
    t = load("\n".join(lines) + "\n")
    assert [team.source for team in t.teams] == ["013"] * 5
    history = team_history(t)
    assert (history[5][0].kind, history[5][0].match_points) == ("pab", D(1))
    assert published_team_pairing(t, 1).pab == 5

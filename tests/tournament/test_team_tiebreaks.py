"""The team tie-breaks of C.07 12 (BC, TBR, BBE), 13.3 (EDE, EDET, EDEB) and 13.4 (SSSC), worked out by hand on
small events built in code (match points 2/1/0, one game point per board won)."""

from __future__ import annotations

from decimal import Decimal

from checker.api import read
from checker.systems.team.matches import team_results
from checker.tournament.standings import Outcome
from checker.tournament.tiebreak_codes import parse
from checker.tournament.tiebreak_event import Event
from checker.tournament.tiebreaks import tiebreak_columns
from tests.paths import DATA

D = Decimal


def _match(k: int, opponent: int, boards: tuple[str, ...], theirs: tuple[str, ...]) -> Outcome:
    """Round ``k`` played against ``opponent``: the team's board points (the opponent's decide the match)."""
    own, other = sum(map(D, boards)), sum(map(D, theirs))
    mp = D(2) if own > other else D(1) if own == other else D(0)
    return Outcome(round=k, opponent=opponent, points=mp, game_points=own, played=True,
                   board_points=tuple(map(D, boards)))


def _values(results: dict[int, tuple[Outcome, ...]], codes: list[str], boards: int) -> dict[str, dict[int, D]]:
    """Each code's value of every team (the code alone after points)."""
    rounds = max(len(r) for r in results.values())
    event = Event(results=results, ratings={}, round_number=rounds, total_rounds=rounds, win=D(2), draw=D(1),
                  game_win=D(boards), game_draw=D(boards) / 2)
    out = {}
    for code in codes:
        column = tiebreak_columns([parse(code, team=True)], event)[0]
        assert column is not None
        out[code] = {n: v for n, v in column.items() if v is not None}
    return out


# Teams 1 and 2 (three boards) both beat 3 and 4, 2-1 each time, on different boards: 4 match points, 4 game
# points each; they did not meet. 1 won boards 1 and 3 twice, 2 scored (½, 1, ½) twice.
BOARDS = {
    1: (_match(1, 3, ("1", "0", "1"), ("0", "1", "0")), _match(2, 4, ("1", "0", "1"), ("0", "1", "0"))),
    2: (_match(1, 4, ("0.5", "1", "0.5"), ("0.5", "0", "0.5")),
        _match(2, 3, ("0.5", "1", "0.5"), ("0.5", "0", "0.5"))),
    3: (_match(1, 1, ("0", "1", "0"), ("1", "0", "1")), _match(2, 2, ("0.5", "0", "0.5"), ("0.5", "1", "0.5"))),
    4: (_match(1, 2, ("0.5", "0", "0.5"), ("0.5", "1", "0.5")), _match(2, 1, ("0", "1", "0"), ("1", "0", "1"))),
}


def test_c07_12_1_board_count_is_each_boards_points_times_its_number() -> None:
    """1: 2 x 1 + 0 x 2 + 2 x 3 = 8; 2: 1 x 1 + 2 x 2 + 1 x 3 = 8; 3 and 4: ½ + 2 + 1½ = 4."""
    assert _values(BOARDS, ["BC"], 3)["BC"] == {1: D(8), 2: D(8), 3: D(4), 4: D(4)}


def test_c07_12_2_top_board_result_and_12_3_board_elimination_rank_the_tied_teams_differently() -> None:
    """Tied on 4 match points: board 1 gives 1 (2 points) over 2 (1 point): TBR 1 and 2; without the bottom
    board 2 has 1 + 2 = 3 against 1's 2 + 0: BBE puts 2 first. 3 and 4 score the same on every board: 0."""
    values = _values(BOARDS, ["TBR", "BBE"], 3)
    assert values["TBR"] == {1: D(1), 2: D(2), 3: D(0), 4: D(0)}
    assert values["BBE"] == {1: D(2), 2: D(1), 3: D(0), 4: D(0)}


def test_c07_13_4_score_strength_combination_adds_the_other_points_and_a_share_of_buchholz() -> None:
    """Match points rank: game points + BH:MP / floor(2 x 2 / 3) = BH:MP / 1: 1: 4 + 0; 3: 2 + 8. Game points
    rank (SSSC:GP): match points + BH:GP / floor(3 x 2 / 2) = BH:GP / 3: 1: 4 + 4/3 = 5.33; 3: 0 + 8/3 = 2.67."""
    values = _values(BOARDS, ["SSSC", "SSSC:GP"], 3)
    assert values["SSSC"] == {1: D("4.00"), 2: D("4.00"), 3: D("10.00"), 4: D("10.00")}
    assert values["SSSC:GP"] == {1: D("5.33"), 2: D("5.33"), 3: D("2.67"), 4: D("2.67")}


def test_c07_13_3_extended_direct_encounter_turns_to_game_points_when_match_points_do_not_separate() -> None:
    """1, 2 and 3 (four boards) beat each other in a circle: 2 match points each among them, so DE does not
    separate them; their game points among them do: 2: 1½ + 3 = 4½, 1: 2½ + 1½ = 4, 3: 1 + 2½ = 3½."""
    empty = Outcome(round=3)
    results = {
        1: (_match(1, 2, ("1", "1", "0.5", "0"), ("0", "0", "0.5", "1")), empty,
            _match(3, 3, ("0", "0.5", "1", "0"), ("1", "0.5", "0", "1"))),
        2: (_match(1, 1, ("0", "0", "0.5", "1"), ("1", "1", "0.5", "0")),
            _match(2, 3, ("1", "1", "1", "0"), ("0", "0", "0", "1")), Outcome(round=3)),
        3: (Outcome(round=1), _match(2, 2, ("0", "0", "0", "1"), ("1", "1", "1", "0")),
            _match(3, 1, ("1", "0.5", "0", "1"), ("0", "0.5", "1", "0"))),
    }
    values = _values(results, ["DE", "EDE", "EDE:GP"], 4)
    assert values["DE"] == {1: D(0), 2: D(0), 3: D(0)}
    assert values["EDE"] == {1: D(2), 2: D(1), 3: D(3)}
    assert values["EDE:GP"] == {1: D(2), 2: D(1), 3: D(3)}


def test_c07_13_3_2_two_teams_still_tied_compare_the_boards_of_their_match() -> None:
    """1 and 2 drew 2-2: equal on match and game points among them (EDE 0). Their match's boards: 1 (½, 1, 0, ½)
    against 2 (½, 0, 1, ½): board 1 equal, board 2 puts 1 first (EDET); without the bottom board 1½ each, without
    the two bottom boards 1½ against ½ (EDEB): 1 first again."""
    results = {1: (_match(1, 2, ("0.5", "1", "0", "0.5"), ("0.5", "0", "1", "0.5")),),
               2: (_match(1, 1, ("0.5", "0", "1", "0.5"), ("0.5", "1", "0", "0.5")),)}
    values = _values(results, ["EDE", "EDET", "EDEB"], 4)
    assert values == {"EDE": {1: D(0), 2: D(0)}, "EDET": {1: D(1), 2: D(2)}, "EDEB": {1: D(1), 2: D(2)}}


def test_c07_12_a_teams_pab_is_a_win_on_every_board_whatever_its_game_points() -> None:
    """team-t19r5-A-s6002: team 16's round 4 is the PAB (320: 1 match point, 2 game points); the board
    tie-breaks read it as Gacrux does, a game won on each of the 4 boards (docs/interpretations-tiebreaks.md)."""
    t = read(DATA / "team" / "team-t19r5-A-s6002.trf")
    pab = team_results(t, 5)[16][3]
    assert (pab.opponent, pab.points, pab.game_points) == (None, D(1), D(2))
    assert pab.board_points == (D(1),) * 4

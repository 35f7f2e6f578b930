"""Team line-ups with forfeited boards written TEC-style (``0000 - +`` for the present player,
``0000 - -`` for the absent one): board i of a team meets board i of the other, so an empty board
keeps its place, and a team's colour is its first board's scheduled colour (C.04.6 1.6.1, 352)."""

from __future__ import annotations

import json
from decimal import Decimal
from functools import cache
from pathlib import Path

import pytest

from checker.cli import main
from checker.models import Pair, Tournament
from checker.systems.team.state import build_team_state
from checker.systems.team.matches import published_team_pairing, team_history, team_lineup
from checker.trf import loads
from tests.paths import DATA

D = Decimal
REAL = DATA / "real"
GRANDMOMMY = REAL / "echecsjs_grandmommyscup_tec_trf26_team.trf"
HERAKLION = REAL / "heltour_friendship_cup_heraklion_2024_team.trf"

# Four teams, four boards, 352 WBWB, 152 B. Alpha (1-4) has no reserve; Beta (5-8) has reserve 9.
# Round 1: Gamma (White on board 1) - Alpha: Alpha's board 1 (player 1) absent, 10 wins it by
#          forfeit; boards 2-4: 2 (W) = 11, 3 (B) 0-1 12, 4 (W) 1-0 13.  Gamma 2.5 - Alpha 1.5.
#          Beta (White) - Delta: 5 (W) 1-0 14, 6 (B) = 15, board 3 forfeited (7 and 9 did not play,
#          16 wins it), 8 (B) 0-1 17.  Beta 1.5 - Delta 2.5.
# Round 2: Alpha (White) - Beta: Beta's board 1 absent (5 and 9 did not play), 1 wins it by forfeit;
#          2 (B) 0-1 6, 3 (W) = 7, 4 (B) = 8.  2 - 2.  Delta (White) - Gamma: four draws.
TEC_STYLE = """\
012 Line-up test
142 3
152 B
162  W 1.0    D 0.5    L 0.0
192 FIDE_TEAM
352 WBWB
362 TW 2     TD 1     TL 0
001    1      Player 01                         2000                                    1  0000 - -  0000 - +
001    2      Player 02                         2000                                    2    11 w =     6 b 0
001    3      Player 03                         2000                                    3    12 b 0     7 w =
001    4      Player 04                         2000                                    4    13 w 1     8 b =
001    5      Player 05                         2000                                    5    14 w 1  0000 - -
001    6      Player 06                         2000                                    6    15 b =     2 w 1
001    7      Player 07                         2000                                    7  0000 - -     3 b =
001    8      Player 08                         2000                                    8    17 b 0     4 w =
001    9      Player 09                         2000                                    9  0000 - -  0000 - -
001   10      Player 10                         2000                                   10  0000 - +    14 b =
001   11      Player 11                         2000                                   11     2 b =    15 w =
001   12      Player 12                         2000                                   12     3 w 1    16 b =
001   13      Player 13                         2000                                   13     4 b 0    17 w =
001   14      Player 14                         2000                                   14     5 b 0    10 w =
001   15      Player 15                         2000                                   15     6 w =    11 b =
001   16      Player 16                         2000                                   16  0000 - +    12 w =
001   17      Player 17                         2000                                   17     8 w 1    13 b =
310   1 Alpha                                                               1    2    3    4
310   2 Beta                                                                5    6    7    8    9
310   3 Gamma                                                              10   11   12   13
310   4 Delta                                                              14   15   16   17
"""


def load(text: str) -> Tournament:
    """A tournament from TRF text (warnings ignored)."""
    return loads(text, "lineup.trf")[0]


@cache
def real(path: Path) -> Tournament:
    """A real team file, read once."""
    return loads(path.read_bytes(), str(path))[0]


def test_1_6_1_board_1_forfeited_tec_style_absent_player_keeps_his_board() -> None:
    t = load(TEC_STYLE)
    # Alpha has no reserve: its absent board-1 player 1 still holds board 1; 2, 3, 4 stay on 2-4.
    assert team_lineup(t, 1, 1) == (1, 2, 3, 4)
    assert team_lineup(t, 3, 1) == (10, 11, 12, 13)
    history = team_history(t)
    # 1.6.1: Alpha's board 2 player had White, so board 1 (352 WBWB) was scheduled Black.
    assert (history[1][0].kind, history[1][0].colour, history[1][0].opponent) == ("played", "b", 3)
    assert (history[3][0].kind, history[3][0].colour) == ("played", "w")
    assert (history[3][0].game_points, history[1][0].game_points) == (D("2.5"), D("1.5"))
    assert set(published_team_pairing(t, 1).pairs) == {Pair(white=3, black=1), Pair(white=2, black=4)}


def test_empty_board_of_a_team_with_a_reserve_is_0_where_it_stood() -> None:
    t = load(TEC_STYLE)
    # Beta's board 3 (round 1) and board 1 (round 2) are empty; 7/9 and 5/9 did not play, and the
    # file does not say which of the two was absent: the board is 0, as TEC writes it in 300.
    assert team_lineup(t, 2, 1) == (5, 6, 0, 8)
    assert team_lineup(t, 4, 1) == (14, 15, 16, 17)
    assert team_lineup(t, 2, 2) == (0, 6, 7, 8)
    assert team_lineup(t, 1, 2) == (1, 2, 3, 4)
    history = team_history(t)
    # Round 2: Beta's board 2 player 6 had White, so Beta's board 1 was scheduled Black.
    assert (history[2][1].colour, history[1][1].colour) == ("b", "w")
    assert (history[1][1].match_points, history[2][1].match_points) == (D(1), D(1))
    assert set(published_team_pairing(t, 2).pairs) == {Pair(white=1, black=2), Pair(white=4, black=3)}


def test_1_6_2_colour_histories_before_round_3() -> None:
    state = build_team_state(load(TEC_STYLE), 3)
    assert {x.tpn: "".join(x.colours) for x in state.teams} == {1: "bw", 2: "wb", 3: "wb", 4: "bw"}
    assert all(x.colour_difference == 0 for x in state.teams)


def test_tec_300_record_with_an_empty_board_gives_the_same_colour() -> None:
    # TEC writes a 300 line-up with 0 for the empty board (Grandmommy's Cup does for every one).
    t = load(TEC_STYLE + "300   1   1   3    0    2    3    4\n")
    assert team_lineup(t, 1, 1) == (0, 2, 3, 4)
    assert team_history(t)[1][0].colour == "b"
    assert team_lineup(t, 3, 1) == (10, 11, 12, 13)


def test_absent_player_not_named_where_team_order_forbids_him() -> None:
    # Round 1 rewritten: Alpha's 2, 3, 4 meet Gamma's 10, 11, 12 on boards 1-3 and Gamma's 13 wins
    # board 4 against an empty board. Alpha has no reserve, but its absent player 1 would sit below
    # 2, 3 and 4: the board stays 0 (who was absent is not readable from the file).
    rows = {
        2: "  10 b =", 3: "  11 w =", 4: "  12 b =",
        10: "   2 w =", 11: "   3 b =", 12: "   4 w =", 13: "0000 - +",
    }
    lines = [
        ln[:91] + rows[int(ln[4:8])] + ln[99:] if ln.startswith("001") and int(ln[4:8]) in rows else ln
        for ln in TEC_STYLE.splitlines()
    ]
    t = load("\n".join(lines) + "\n")
    assert team_lineup(t, 1, 1) == (2, 3, 4, 0)
    assert team_lineup(t, 3, 1) == (10, 11, 12, 13)
    assert (team_history(t)[1][0].colour, team_history(t)[3][0].colour) == ("b", "w")


def test_check_tec_style_rounds_consistent(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Round 1, 4.3.1 with 152 B: first-teams 1 (odd TPN) Black and 2 (even) White -> 3-1, 2-4.
    # Round 2, 4.3.8: the first-teams 1 (had Black) and 3 (had White) alternate -> 1-2, 4-3.
    # (Read with Alpha White in round 1, both rounds were COLOURS: 4.3.1 and 4.3.8.)
    path = tmp_path / "lineup.trf"
    path.write_text(TEC_STYLE, encoding="utf-8")
    assert main(["check", str(path), "--format", "json"]) == 0
    rounds = json.loads(capsys.readouterr().out)["rounds"]
    assert [r["verdict"] for r in rounds] == ["CONSISTENT", "CONSISTENT"]


@pytest.mark.parametrize(("team", "expected"), [
    (11, (84, 85, 0, 86, 87, 88)),  # team 14's board-3 player 109 won against an empty board
    (14, (107, 108, 109, 110, 111, 0)),  # team 11's board-6 player 88 won against an empty board
])
def test_heraklion_round_5_empty_boards_keep_their_place(team: int, expected: tuple[int, ...]) -> None:
    assert team_lineup(real(HERAKLION), team, 5) == expected


@pytest.mark.parametrize(("path", "games"), [(GRANDMOMMY, 2060), (HERAKLION, 564)])
def test_real_files_every_board_meets_the_same_board_in_the_352_colours(path: Path, games: int) -> None:
    # Every game of both real team files: the opponent sits on the same board of the other team's
    # line-up, and the player's colour is the 352 colour of that board for the team's colour (1.6.1;
    # Heraklion has no 352: WBWBWB). Read with its empty boards dropped, 34 of Heraklion's 564 were wrong.
    t = real(path)
    pattern = t.board_colours or "WBWBWB"
    seen = wrong = 0
    for team, matches in team_history(t).items():
        for m in matches:
            if m.kind != "played" or m.opponent is None:
                continue
            own, theirs = team_lineup(t, team, m.round), team_lineup(t, m.opponent, m.round)
            for i, s in enumerate(own):
                e = t.player(s).entry(m.round) if s else None
                if e is None or e.opponent is None:
                    continue
                seen += 1
                wanted = m.colour if pattern[i % len(pattern)] == "W" else ("b" if m.colour == "w" else "w")
                wrong += i >= len(theirs) or theirs[i] != e.opponent or e.colour != wanted
    assert (seen, wrong) == (games, 0)

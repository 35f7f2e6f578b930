"""Cross-record consistency, checked once by the reader: every team, player and round a record names
exists, else a TRFError at that record's line, column and field (TRF-2026 240, 250, 260, 299, 300,
310, 320, 330)."""

from __future__ import annotations

import pytest

from checker.trf import TRFError, loads
from tests.trf.lines import player, trf

PLAYERS = (player(1, "   3 w 1", name="A1"), player(2, "   4 b 0", name="A2"),
           player(3, "   1 b 0", name="B1"), player(4, "   2 w 1", name="B2"))
"""Four players, one round played (lines 1-4): team 1 = players 1, 2; team 2 = players 3, 4."""
TEAMS = ("310   1 Alpha                            A                                  1    2",
         "310   2 Beta                             B                                  3    4")
"""Lines 5 and 6."""


def error_of(*records: str) -> str:
    """The message of the TRFError reading the four players, the two teams and ``records`` (from line 7)."""
    with pytest.raises(TRFError) as info:
        loads(trf(*PLAYERS, *TEAMS, *records), "t.trf")
    return str(info.value)


def test_the_base_file_reads() -> None:
    t, warnings = loads(trf(*PLAYERS, *TEAMS, "300   1   1   2    1    2", "330 +-   1   1   2", "240 H   2    3"))
    assert (len(t.teams), len(t.lineups), len(t.forfeited_matches), len(t.byes), warnings) == (2, 1, 1, 1, ())


@pytest.mark.parametrize(("record", "expected"), [
    ("300   1   3   2    1    2", "t.trf:7:9: team: team 3 has no 310 record"),
    ("300   1   1  99    1    2", "t.trf:7:13: opponent team: team 99 has no 310 record"),
    ("300   1   1   2    1    9", "t.trf:7:22: id: board 2: 9 is not the start number of any player"),
    ("330 +-   1   1  99", "t.trf:7:16: black team: team 99 has no 310 record"),
    ("330 -+   1   7   2", "t.trf:7:12: white team: team 7 has no 310 record"),
    ("330 --   1   2   2", "t.trf:7:16: black team: team 2 cannot forfeit a match against itself"),
    ("320    1  2.0   1   5", "t.trf:7:19: team: team 5 has no 310 record"),
    ("240 H   2    3   77", "t.trf:7:16: id: 77 is not a player's start number or a team number (240 bye)"),
    ("260   1   2    1   88", "t.trf:7:18: id: 88 is not a player's start number or a team number "
     "(260 prohibited pairing)"),
    ("299 -        -1.0    1   66", "t.trf:7:24: id: 66 is not a player's start number or a team number "
     "(299 abnormal points)"),
    ("310   2 Gamma                            G                                  1", "t.trf:7:5: team: team number 2 "
     "is already used on line 6"),
])
def test_a_record_naming_what_the_file_does_not_have_is_an_error_at_its_field(record: str, expected: str) -> None:
    assert error_of(record) == expected


@pytest.mark.parametrize(("record", "expected"), [
    ("240 H 999    1", "t.trf:7:7: round: round 999 is past the tournament's rounds (the player records hold 1 "
     "round column)"),
    ("240 Z   3    1", "t.trf:7:7: round: round 3 is past the tournament's rounds (the player records hold 1 round "
     "column)"),
    ("300   9   1   2    1    2", "t.trf:7:5: round: round 9 is past the tournament's rounds (the player records "
     "hold 1 round column)"),
    ("330 +-  12   1   2", "t.trf:7:8: round: round 12 is past the tournament's rounds (the player records hold 1 "
     "round column)"),
    ("299 -        -1.0  003    1", "t.trf:7:20: round: round 3 is past the tournament's rounds (the player "
     "records hold 1 round column)"),
    ("320    1  2.0   0   0   1", "t.trf:7:23: round: round 3 is past the tournament's rounds (the player records "
     "hold 1 round column)"),
])
def test_a_round_past_the_files_rounds_is_an_error_at_its_line(record: str, expected: str) -> None:
    assert error_of(record) == expected


def test_the_round_about_to_be_paired_and_the_declared_rounds_are_rounds_of_the_file() -> None:
    # round 2: the next one (one round column); round 5 of the 5 rounds 142 declares
    t, _ = loads(trf(*PLAYERS, *TEAMS, "240 H   2    3", "142 5", "240 Z   5    1", "260   4 999    1    2"))
    assert [b.round for b in t.byes] == [2, 5]
    assert error_of("142 5", "240 Z   6    1") == ("t.trf:8:7: round: round 6 is past the tournament's rounds "
                                                "(142 declares 5 and the player records hold 1 round column)")
    assert error_of("142 5", "250    1  1.0   6   9    1    4") == (
        "t.trf:8:15: round: round 6 is past the tournament's rounds (142 declares 5 and the player records hold 1 "
        "round column)")


def test_a_double_swiss_bye_may_name_both_columns_of_the_next_match() -> None:
    t, _ = loads(trf(*PLAYERS, "192 FIDE_DOUBLESWISS", "240 H   3    1"))
    assert t.byes[0].round == 3
    assert error_of("192 FIDE_DOUBLESWISS", "240 H   4    1").startswith("t.trf:8:7: round: round 4 is past")


def test_a_team_member_without_a_player_record_is_a_warning() -> None:
    _, warnings = loads(trf(*PLAYERS, TEAMS[0], TEAMS[1] + "    9"), "t.trf")
    assert [str(w) for w in warnings] == ["t.trf:6:84: team player: team 2 lists 9, who has no 001 record (ignored)"]

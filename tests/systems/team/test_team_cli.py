"""`swisscheck pair` on team files: the 192 code or `--system team` chooses the Team system; teams
are printed by number and name; a file without teams is an input error (exit 2)."""

from __future__ import annotations

import pytest

from checker.cli import main
from checker.report.player import wrapped
from tests.paths import DATA

TEAM_DATA = DATA / "team"


def test_pair_round_3_of_the_smallest_gacrux_file_bbp(capsys: pytest.CaptureFixture[str]) -> None:
    # The pairing the file publishes for round 3 (white = board 1 White), boards per GH 3.6.
    assert main(["pair", str(TEAM_DATA / "team-t10r5-A-s6006.trf"), "--round", "3", "--format", "bbp"]) == 0
    assert capsys.readouterr().out == "5\n1 3\n4 2\n7 8\n5 9\n10 6\n"


def test_pair_text_prints_team_names_and_the_pab(capsys: pytest.CaptureFixture[str]) -> None:
    # Round 2 of the 19-team file: 19 teams, the PAB goes to team 18 (as published, 320).
    assert main(["pair", str(TEAM_DATA / "team-t19r5-A-s6002.trf"), "--round", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    # team words (issue 31 item 12): matches, match points and game points labelled
    assert lines[0] == "Round 2: 9 matches, 1 PAB"
    assert lines[1].split() == ["Match", "White", "MP", "GP", "Black", "MP", "GP"]
    assert lines[3].split()[:5] == ["1", "6", "Team", "006", "2.0"] and lines[3].split()[6:9] == ["1", "Team", "001"]
    assert lines[-2].split() == ["PAB", "18", "Team", "018", "0.0", "0.5", "bye"]
    assert lines[-1] == "MP: match points; GP: game points before the round."


def test_system_option_on_a_file_without_192(capsys: pytest.CaptureFixture[str]) -> None:
    # Heraklion (TRF16, 013 teams, no 192): `--system team` pairs round 8 of its 15 teams (with --rounds 8).
    path = DATA / "real" / "heltour_friendship_cup_heraklion_2024_team.trf"
    assert main(["pair", str(path), "--system", "team", "--format", "bbp", "--rounds", "8"]) == 0  # 142 7: all played
    out = capsys.readouterr().out.split("\n")
    assert out[0] == "8" and out[-2] == "8 0"


def test_team_system_on_an_individual_file_is_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    path = DATA / "real" / "engine-tests" / "bbp_dutch_2025_C5.input.trf"
    assert main(["pair", str(path), "--system", "team"]) == 2
    assert capsys.readouterr().err.endswith(  # the whole file, under the system the option chose
        f"swisscheck: error: {path}: no teams in the file (no 310 or 013 records): not a team tournament "
        "(with --system team)\n"
    )


def test_explain_round_3_brackets_identifiers_colour_rules(capsys: pytest.CaptureFixture[str]) -> None:
    # Round 3 of the 10-team file: 1, 2, 3 (4 MP) take upfloater 4 (2 MP); 1-3 2-4 (identifier
    # 1 2 3 4); 5, 7, 8 take 9: the set {6} comes first but 6 floated in round 2 (C7); 5 7 8 ...
    # has no legal completion; 6-10 last. Colours per 4.3 with the first-team of each pair.
    # (The explanation is the shared Double-Swiss/Team one since the audit moved onto the shared
    # steps: the same brackets, upfloaters, identifiers and 4.3 rules as before, now with the
    # candidates tried before each choice and each colour rule in words.)
    assert main(["explain", str(TEAM_DATA / "team-t10r5-A-s6006.trf"), "--round", "3"]) == 0
    assert capsys.readouterr().out == wrapped(  # at 100 columns
        "Swiss Team round 3 of 5, 10 teams: Type A colour preferences\n"
        "3.4 PAB: none (an even number of teams: 10)\n"
        "bracket 1: scoregroup 4 (1, 2, 3)\n"
        "  3.5 upfloaters: 4\n"
        "    C4, C5: 1 upfloater with score 2: no set of fewer upfloaters or higher scores gives the bracket and "
        "the others legal pairings (C1, C3)\n"
        "    3.5.4: the first set in order (C6 1, C7 0)\n"
        "  3.6.2 identifier: 1 2 3 4 (C8 0, C10 0)\n"
        "  1 - 3  (4.3.8: the first-team 1 (4.2) alternates from its last played match (Black))\n"
        "  4 - 2  (4.3.8: the first-team 2 (4.2) alternates from its last played match (White))\n"
        "bracket 2: scoregroup 2 (5, 7, 8)\n"
        "  3.5 upfloaters: 9\n"
        "    C4, C5: 1 upfloater with score 0: no set of fewer upfloaters or higher scores gives the bracket and "
        "the others legal pairings (C1, C3)\n"
        "    3.5.4 sets tried in order before it (C6 0, C7 0 for the chosen set):\n"
        "    {6}: C7: 1 upfloater who floated in the previous round (6) (the chosen set: 0)\n"
        "  3.6.2 identifier: 5 7 9 8 (C8 0, C10 0)\n"
        "    3.6.3 identifiers before it, by their first numbers:\n"
        "    5 7 8 ...: no legal pairing follows (C1)\n"
        "  5 - 9  (4.3.2: only 9 has a colour preference (for Black): granted)\n"
        "  7 - 8  (4.3.6: equal colour differences; the most recent time they had different colours, 7 had Black "
        "and 8 White: both alternate)\n"
        "bracket 3: scoregroup 0 (6, 10)\n"
        "  3.5 upfloaters: none (the scoregroup pairs within itself: C4 = 0)\n"
        "  3.6.2 identifier: 6 10 (C8 0, C10 0)\n"
        "  10 - 6  (4.3.2: only 10 has a colour preference (for White): granted)\n"
    )

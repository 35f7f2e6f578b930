"""Issue 31, finding 2: which contradictions of a file can change the rules' pairing, per system.

A player's points column pairs no team (C.04.6 1.2: the teams' match and game points do): in a team
event a column that does not add up leaves every round its verdict, with the caveat named; in an
individual event it still makes the rounds that rest on it UNCHECKED (``test_consistency.py``). A
player's ``0000 - U`` in a team file is his team's pairing-allocated bye (C.04.6 1.4), whose points
are the team's: it adds nothing to his points column (without a 320 record the team is read as the PAB
team as before: the one team without a match in a paired round).
"""

from __future__ import annotations

import warnings

from checker import api
from checker.causes.consistency import breaks
from checker.trf.reader import loads_located
from tests.paths import DATA

HELTOUR = DATA / "real" / "heltour_friendship_cup_heraklion_2024_team.trf"
TEAM_PAB = DATA / "team" / "team-t19r5-A-s6002.trf"
"""19 teams of 4 boards; team 19 has the round-1 PAB (320), its players ``0000 - -`` in round 1."""


def test_team_points_typo_leaves_the_rounds_judged_with_the_caveat_named() -> None:
    """heltour: player 41's column says 1.0, his results 0.0; rounds 2, 4, 5, 6 were UNCHECKED."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        report = api.check(str(HELTOUR))
    assert [(v.round, v.verdict, v.criterion) for v in report.rounds] == [
        (1, "CONSISTENT", None), (2, "DIVERGES", None), (3, "CONSISTENT", None), (4, "DIVERGES", None),
        (5, "WORSE", "C7"), (6, "DIVERGES", None), (7, "CONSISTENT", None)]
    assert any(w.endswith("player 41 has 1.0 points but the results add up to 0.0 under the file's scoring")
               for w in report.warnings)
    assert any(w.startswith("rounds judged although player 41's points column does not add up") and "C.04.6 1.2" in w
               for w in report.warnings)


def test_team_points_typo_rests_on_no_round() -> None:
    tournament, _, source = loads_located(HELTOUR.read_bytes(), str(HELTOUR))
    found = breaks(tournament, source)
    assert [(b.player, b.rounds, b.points) for b in found] == [(41, (), True)]


def _team_19_with_u(text: str, keep_320: bool) -> str:
    """The file with team 19's players ``0000 - U`` in round 1 (points unchanged), with or without its 320."""
    lines = []
    for line in text.splitlines():
        if line.startswith("001") and "Team019" in line:
            line = line[:91] + "0000 - U" + line[99:]
        if line.startswith("320") and not keep_320:
            continue
        lines.append(line)
    return "\n".join(lines) + "\n"


def test_a_team_players_pab_mark_adds_nothing_to_their_points_column() -> None:
    """C.04.6 1.4: the PAB's match and game points are the team's; the players' 0.5, 0.5, 0.5, 1.0 stand."""
    text = TEAM_PAB.read_text(encoding="utf-8")
    for keep in (True, False):
        _, found, _ = loads_located(_team_19_with_u(text, keep), "t.trf")
        assert [w for w in found if w.field == "points"] == []


def test_a_team_whose_players_are_marked_u_is_the_pab_team_without_a_320_record() -> None:
    report = api.check(loads_located(_team_19_with_u(TEAM_PAB.read_text(encoding="utf-8"), False), "t.trf")[0])
    assert [v.verdict for v in report.rounds] == ["CONSISTENT"] * 5
    assert report.rounds[0].published is not None and report.rounds[0].published.pab == 19

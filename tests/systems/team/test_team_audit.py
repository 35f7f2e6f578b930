"""`swisscheck check` for Team: the corpus rounds are CONSISTENT; tampered rounds get the verdict
and the criterion or article that decides (C1, C2, 3.4, C4-C8, 3.5.4, 3.6.3, 4.3.x)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.models import Pair, Pairing
from checker.systems.team.state import TeamRoundState
from checker.systems.team.pairer import pair_team_round
from checker.systems.team.system import TEAM
from tests.support import audit
from tests.paths import DATA, corpus_params
from tests.systems.team.builders import round_state, team


def verdicts(state: TeamRoundState, *pairs: tuple[int, int], pab: int | None = None) -> list[tuple[str, str | None, str | None]]:
    """(verdict, criterion, article) of each finding on the published pairs given (white, black)."""
    published = Pairing(round=state.round, pairs=tuple(Pair(white=w, black=b) for w, b in pairs), pab=pab)
    return [(f.verdict, f.criterion, f.article) for f in audit(TEAM, state, published, pair_team_round(state))]


ROUND_1 = round_state(*(team(t) for t in range(1, 7)), round=1)
"""Six teams, round 1: the rules pair 1-4, 5-2, 3-6."""


def test_c1_second_meeting_is_a_violation() -> None:
    state = round_state(team(1, 2, "wb", opponents=(2,)), team(2, 2, "bw", opponents=(1,)), team(3, 2, "wb"), team(4, 2, "bw"))
    published = Pairing(round=3, pairs=(Pair(white=1, black=2), Pair(white=3, black=4)))
    (finding,) = audit(TEAM, state, published, pair_team_round(state))
    # The shared Double-Swiss/Team audit words C1 (was "teams 1 and 2 have met before"): same meaning.
    assert (finding.verdict, finding.criterion, finding.article, finding.message) == (
        "VIOLATION", "C1", "Team 2.1.1",
        "C1: 1 and 2 have already played each other (Basic Rules 2; a forfeited match is not a meeting: "
        "General Handling 3.5)",
    )


def test_c2_pab_after_a_pab_is_a_violation() -> None:
    state = round_state(team(1, 2, "w"), team(2, 2, "b"), team(3, 0, "", pab_eligible=False))
    assert verdicts(state, (1, 2), pab=3) == [("VIOLATION", "C2", "Team 2.1.2")]


def test_3_4_2_pab_to_a_higher_score_is_worse() -> None:
    state = round_state(team(1, 2, "w"), team(2, 2, "b"), team(3, 0, "w"), team(4, 1, "b"), team(5, 1, "w"))
    assert verdicts(state, (3, 2), (4, 5), pab=1) == [("WORSE", None, "Team 3.4.2")]


def test_3_4_4_pab_to_a_smaller_tpn_diverges() -> None:
    state = round_state(*(team(t) for t in range(1, 6)), round=1)
    assert verdicts(state, (1, 3), (5, 2), pab=4) == [("DIVERGES", None, "Team 3.4.4")]


def test_colour_flip_names_the_4_3_rule() -> None:
    assert verdicts(ROUND_1, (4, 1), (5, 2), (3, 6)) == [("COLOURS", None, "Team 4.3.1")]


def test_later_identifier_diverges_3_6_3() -> None:
    # 1-5 4-2 3-6 has identifier 1 2 3 5 4 6, after 1 2 3 4 5 6.
    assert verdicts(ROUND_1, (1, 5), (4, 2), (3, 6)) == [("DIVERGES", None, "Team 3.6.3")]


def test_colour_preferences_not_met_are_worse_c8() -> None:
    state = round_state(team(1, 2, "bb"), team(2, 2, "ww"), team(3, 2, "bb"), team(4, 2, "ww"))
    assert verdicts(state, (1, 3), (2, 4)) == [("WORSE", "C8", "Team 2.3.5")]


def test_upfloater_that_floated_is_worse_c7() -> None:
    teams = (team(1, 4, "wb"), team(2, 2, "bw", floated=True), team(3, 2, "wb"), team(4, 0, "bw"))
    state = round_state(*teams, round=3, total=9)
    assert verdicts(state, (1, 2), (4, 3)) == [("WORSE", "C7", "Team 2.3.4")]


def test_a_later_set_of_upfloaters_diverges_3_5_4() -> None:
    # No float history: {2} and {3} tie on C4-C7, {2} comes first.
    state = round_state(team(1, 4, "wb"), team(2, 2, "bw"), team(3, 2, "wb"), team(4, 0, "bw"))
    assert verdicts(state, (3, 1), (4, 2)) == [("DIVERGES", None, "Team 3.5.4")]


def test_c6_set_leaving_the_next_group_unpairable_is_worse() -> None:
    teams = (
        team(1, 6, "wb"), team(2, 4, "bw"), team(3, 4, "wb", opponents=(4,)), team(4, 4, "bw", opponents=(3,)),
        team(5, 2, "wb"), team(6, 2, "bw"), team(7, 2, "wb"), team(8, 2, "bw"),
    )
    state = round_state(*teams)
    assert verdicts(state, (2, 1), (3, 5), (4, 6), (7, 8)) == [("WORSE", "C6", "Team 2.3.3")]


@pytest.mark.parametrize("name", ["team-t10r5-A-s6006.trf", "team-t20r7-B-s6005.trf"])
def test_check_corpus_files_consistent(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(DATA / "team" / name)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("rounds consistent.")


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(lambda c: sorted((c / "team").glob("*.trf"))), ids=lambda p: p.name)
def test_check_every_corpus_file_consistent(path: Path) -> None:
    assert main(["check", str(path)]) == 0


def test_check_grandmommy_verdicts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf"), "--format", "json"]) == 1
    rounds = json.loads(capsys.readouterr().out)["rounds"]
    assert [(r["verdict"], r["criterion"], r["article"]) for r in rounds] == [
        ("COLOURS", None, "Team 4.3.1"), ("COLOURS", None, "Team 4.3.8"), ("COLOURS", None, "Team 4.3.2"),
        ("CONSISTENT", None, None), ("CONSISTENT", None, None), ("COLOURS", None, "Team 4.3.8"),
        ("COLOURS", None, "Team 4.3.8"), ("DIVERGES", None, "Team 3.5.4"), ("COLOURS", None, "Team 4.3.6"),
        ("CONSISTENT", None, None), ("CONSISTENT", None, None), ("WORSE", "C8", "Team 2.3.5"),
        ("WORSE", "C8", "Team 2.3.5"), ("CONSISTENT", None, None),
    ]

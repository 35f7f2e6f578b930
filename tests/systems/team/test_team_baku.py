"""Baku acceleration for teams (C.04.7 1) from a ``FIDE_TEAM..._BAKU`` 192 code without 250 records."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.check.round import check_round
from checker.systems.team.state import build_team_state
from checker.systems.team.options import TeamStateError
from checker.systems.registry import lookup
from checker.trf import dumps, loads
from tests.support import generate

TEAM = lookup("team")


def _event(rounds: int, code: str = "FIDE_TEAM_BAKU", teams: int = 12):
    t = generate(TEAM, teams, rounds, 7, code=code, absence_rate=0.0, half_bye_rate=0.0, forfeit_rate=0.0)
    return loads(dumps(t), "baku.trf")[0]


def test_c04_7_example_2_eleven_rounds_two_then_one_virtual_match_point() -> None:
    """1.4.4 example 2: 11 rounds, match points 2/1/0 primary: GA (2*ceil(12/4) = 6 teams, 1.2) gets
    2 virtual MP in rounds 1-3 and 1 in rounds 4-6; GB (7-12) never; nobody from round 7 on."""
    t = _event(11)
    expected = {1: "2", 3: "2", 4: "1", 6: "1", 7: "0", 11: "0"}
    for r, value in expected.items():
        teams = {x.tpn: x.acceleration for x in build_team_state(t, r).teams}
        assert all(teams[n] == Decimal(value) for n in range(1, 7) if n in teams), r
        assert all(teams[n] == 0 for n in range(7, 13) if n in teams), r


def test_baku_event_paired_by_swisscheck_checks_consistent() -> None:
    """The pairer and the check read the same virtual points: every round CONSISTENT."""
    t = _event(7)
    assert [check_round(t, r, TEAM).verdict for r in range(1, 8)] == ["CONSISTENT"] * 7


def test_baku_with_game_points_primary_is_refused() -> None:
    """1.4.4 note: "if gamepoints were the primary score, the Baku Acceleration could not be used"."""
    t = _event(5).model_copy(update={"system_code": "FIDE_TEAM_GP_MP_BAKU"})
    with pytest.raises(TeamStateError, match="C.04.7 1.4.4 note"):
        build_team_state(t, 1)


def test_250_records_replace_the_192_method() -> None:
    """TRF-2026 250: "these records cause any acceleration method in record 192 to be disregarded"."""
    from checker.models import AccelerationRecord

    t = _event(5)
    t = t.model_copy(update={"acceleration": (AccelerationRecord(
        match_points=Decimal("3"), points=None, first_round=1, last_round=1, first_id=1, last_id=2),)})
    teams = {x.tpn: x.acceleration for x in build_team_state(t, 1).teams}
    assert teams[1] == teams[2] == Decimal("3") and teams[3] == 0

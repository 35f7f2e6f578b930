"""The shared state builder (state/individual.py): every individual system reads the shared fields alike."""

from __future__ import annotations

import pytest

from checker.state.individual import PlayerState, find_player, read_rounds
from checker.systems.burstein.state import build_state as burstein_state
from checker.systems.dubov.state import build_state as dubov_state
from checker.systems.dutch.state import build_state as dutch_state
from checker.systems.lim.state import build_state as lim_state
from tests.systems.dutch.test_dutch_state_rules import LATE

SHARED = ("tpn", "rating", "score", "acceleration", "colours", "opponents", "forbidden", "pab_eligible",
          "pab_barred_by", "unplayed_rounds", "effective_tpn")


def shared(p: PlayerState) -> tuple[object, ...]:
    """The fields every individual system reads alike (floats are each system's own)."""
    return tuple(getattr(p, name) for name in SHARED)


@pytest.mark.parametrize("round_number", [1, 2, 3, 4])
def test_general_handling_3_4_3_5_dutch_dubov_lim_burstein_share_one_reading(round_number: int) -> None:
    reading = read_rounds(LATE, round_number)
    expected = {reading.tpns[p.start_number]: reading.player_fields(p) for p in reading.to_be_paired(LATE)}
    for state in (dutch_state(LATE, round_number), dubov_state(LATE, round_number), lim_state(LATE, round_number),
                  burstein_state(LATE, round_number)):
        assert {p.tpn: shared(p) for p in state.players} == {
            tpn: tuple(fields[name] for name in SHARED) for tpn, fields in expected.items()}
        assert state.absent == reading.round_fields()["absent"]
        assert state.initial_colour == reading.initial_colour and state.total_rounds == reading.total_rounds


def test_dutch_1_4_and_dubov_1_8_floats_are_each_systems_rule_on_the_same_rounds() -> None:
    # LATE: round 2, 3 (score 0) draws 1 (score 3): Dutch 1.4 gives 1 a downfloat and 3 an upfloat,
    # Dubov 1.8.1 counts only 3's upfloat. 2's PAB (round 2) and forfeit win (round 3) are Dutch
    # downfloats (1.4.3), so is 1's H bye (round 3, more than a loss); none is a Dubov float (not games).
    dutch, dubov = dutch_state(LATE, 4), dubov_state(LATE, 4)
    assert {p.tpn: p.floats for p in dutch.players} == {
        1: (None, "down", "down"), 2: (None, "down", "down"), 3: (None, "up", None)}
    assert {p.tpn: p.floats for p in dubov.players} == {1: (None, None, None), 2: (None, None, None), 3: (None, "up", None)}
    assert {p.tpn: p.upfloats for p in dubov.players} == {1: 0, 2: 0, 3: 1}


def test_players_ordered_by_pairing_score_then_tpn_and_found_by_tpn() -> None:
    state = dutch_state(LATE, 4)
    assert [(p.tpn, p.pairing_score) for p in state.players] == [(2, 6), (1, 5), (3, 1)]
    assert find_player(state.players, 3).score == 1
    with pytest.raises(KeyError):
        find_player(state.players, 4)

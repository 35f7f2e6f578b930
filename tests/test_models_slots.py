"""Issue 34 (memory): the most numerous models (RoundEntry, Player, Pair) have slots and no ``__dict__``
(``models.slotted``), and behave as every other model: defaults, immutability, equality and hashing,
pickling (spawned workers) and copies, ``replace``, pydantic's JSON edge.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from checker.models import Pair, Pairing, Player, RoundEntry, Tournament

ENTRY = RoundEntry(round=3, opponent=7, colour="b", result="=")
PLAYER = Player(start_number=7, name="Ada", rating=2100, rounds=(ENTRY, RoundEntry(round=4, result="U")))


@pytest.mark.parametrize("value", [ENTRY, PLAYER, Pair(white=1, black=2)])
def test_a_slotted_model_has_no_dict_and_is_immutable(value: object) -> None:
    assert not hasattr(value, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.white = 9  # type: ignore[attr-defined]


def test_defaults_equality_hash_and_repr_are_a_dataclasses() -> None:
    blank = RoundEntry(round=2)
    assert (blank.opponent, blank.colour, blank.result) == (None, None, "")
    assert ENTRY == RoundEntry(round=3, opponent=7, colour="b", result="=") != blank
    assert hash(ENTRY) == hash(RoundEntry(round=3, opponent=7, colour="b", result="="))
    assert repr(ENTRY) == "RoundEntry(round=3, opponent=7, colour='b', result='=')"
    assert dataclasses.replace(ENTRY, result="1").result == "1" and ENTRY.result == "="


@pytest.mark.parametrize("value", [ENTRY, PLAYER, Pairing(round=1, pairs=(Pair(white=1, black=2),), pab=3),
                                   Tournament(players=(PLAYER,))])
def test_pickles_and_copies_are_equal(value: object) -> None:
    assert pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)) == value
    assert copy.deepcopy(value) == value and copy.copy(value) == value


def test_the_json_edge_reads_back_what_it_writes() -> None:
    data = PLAYER.model_dump(mode="json")
    assert data["rounds"][0] == {"round": 3, "opponent": 7, "colour": "b", "result": "="}
    assert Player.model_validate(data) == PLAYER
    assert Pair.model_validate_json(Pair(white=4, black=5).model_dump_json()) == Pair(white=4, black=5)

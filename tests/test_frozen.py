"""checker.frozen (issue 34, start-up): a class made by ``@frozen`` behaves as ``@dataclass(frozen=True)`` makes it:
the same signature, defaults, errors and messages, equality, hash, repr, immutability and ``replace``."""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import dataclass, field
from typing import Any

import pytest

from checker.frozen import frozen
from checker.models import RoundEntry


def _pair() -> tuple[type[Any], type[Any]]:
    """The same class body made by ``dataclass(frozen=True)`` and by ``frozen``."""
    made = []
    for decorate in (dataclass(frozen=True), frozen):
        class Value:
            """A value with every kind of field."""

            a: int
            b: str = "x"
            c: tuple[int, ...] = field(default_factory=tuple)
            d: int = field(default=0, compare=False, repr=False)
            e: int = field(default=1, kw_only=True)
            cycle: list[Any] = field(default_factory=list, compare=False, hash=False)

        made.append(decorate(Value))
    return made[0], made[1]


def test_frozen_has_dataclass_signature_defaults_and_docs() -> None:
    standard, ours = _pair()
    assert str(inspect.signature(ours)) == str(inspect.signature(standard))
    assert ours.__init__.__annotations__ == standard.__init__.__annotations__
    assert ours.__init__.__qualname__ == standard.__init__.__qualname__
    assert ours.__match_args__ == standard.__match_args__
    assert [f.name for f in dataclasses.fields(ours)] == ["a", "b", "c", "d", "e", "cycle"]
    for bad in ({}, {"a": 1, "f": 2}):
        with pytest.raises(TypeError) as want:
            standard(**bad)
        with pytest.raises(TypeError) as got:
            ours(**bad)
        assert str(got.value) == str(want.value)
    with pytest.raises(TypeError) as got:
        ours(1, "y", (), 3, [], 4)  # e is keyword-only
    assert "positional" in str(got.value)


def test_frozen_compares_hashes_and_shows_as_dataclass() -> None:
    standard, ours = _pair()
    for kind in (standard, ours):
        one, same, other_d = kind(1, c=(2,)), kind(1, c=(2,)), kind(1, c=(2,), d=9)
        assert one == same == other_d and hash(one) == hash(other_d)  # d is not compared
        assert one != kind(2) and one != (1, "x", (2,), 1)
        assert kind(1).c is not kind(1).c or kind(1).c == ()  # a factory per value
    assert repr(ours(1, c=(2,))) == repr(standard(1, c=(2,))).replace(standard.__qualname__, ours.__qualname__)
    value = ours(1)
    value.cycle.append(value)
    assert repr(value).endswith("cycle=[...])")  # recursion shown as dataclass shows it
    assert ours(1) != standard(1)  # another class: not equal


def test_frozen_refuses_assignment_with_dataclass_messages() -> None:
    standard, ours = _pair()
    for kind in (standard, ours):
        value = kind(1)
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'a'"):
            value.a = 2
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'b'"):
            del value.b
        assert dataclasses.replace(value, a=5) == kind(5) and value.a == 1


def test_a_plain_subclass_of_a_frozen_class_sets_its_own_attributes() -> None:
    # dataclass: a subclass that is not a dataclass may set attributes that are not fields.
    standard, ours = _pair()
    for kind in (standard, ours):
        sub = type("Sub", (kind,), {})
        value = sub(1)
        value.extra = 3
        assert value.extra == 3
        with pytest.raises(dataclasses.FrozenInstanceError):
            value.a = 2


def test_models_stay_frozen_keyword_only_dataclasses() -> None:
    entry = RoundEntry(round=1, opponent=2, colour="w", result="1")
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'round'"):
        entry.round = 2  # type: ignore[misc]
    with pytest.raises(TypeError, match="positional"):
        RoundEntry(1)  # type: ignore[misc]
    assert str(inspect.signature(RoundEntry)) == ("(*, round: 'int', opponent: 'int | None' = None, colour: "
                                                  "'Colour | None' = None, result: 'ResultCode' = '') -> None")

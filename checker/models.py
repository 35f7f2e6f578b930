"""Immutable models of a tournament as read from a TRF file, and of a round's pairing.

Everything here is a frozen dataclass (``Frozen``): functions build new values, nothing is mutated.
Column numbers in the docstrings are the 1-based inclusive columns of the TRF16/TRF-2026 text.

>>> RoundEntry(round=1, opponent=7, colour="w", result="1").is_played
True
>>> RoundEntry(round=2, opponent=None, colour=None, result="U").is_pab
True
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Mapping
from decimal import Decimal
from functools import partial
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Self, TypeVar, cast, dataclass_transform

from checker.deferred import loaded
from checker.frozen import with_init

if TYPE_CHECKING:
    from pydantic import TypeAdapter

Colour = Literal["w", "b"]
"""Colour as written in a round block: ``w`` white, ``b`` black (``-``/blank is ``None``)."""

ResultCode = Literal["1", "0", "=", "+", "-", "W", "D", "L", "H", "F", "U", "Z", ""]
"""Result code of a round block (column 99+10k), letters upper-cased; ``""`` is a blank result (≡ Z)."""

PLAYED_CODES: frozenset[str] = frozenset({"1", "0", "=", "W", "D", "L"})
"""Codes of a game played over the board (W/D/L: less than one move, still a game for pairing)."""
FORFEIT_CODES: frozenset[str] = frozenset({"+", "-"})
BYE_CODES: frozenset[str] = frozenset({"H", "F", "U", "Z", ""})


def field(*, default: Any = dataclasses.MISSING, default_factory: Any = dataclasses.MISSING,
          exclude: bool = False, **rules: Any) -> Any:
    """A field with a default factory, or left out of the JSON (``exclude``), or with pydantic's
    constraints for the JSON edge (``pattern``, ``ge``): the dataclass field, its ``metadata`` read
    by pydantic when the model is validated, dumped or described (``report/schema.py``)."""
    metadata = {**rules, **({"exclude": True} if exclude else {})}
    return dataclasses.field(default=default, default_factory=default_factory, metadata=metadata)


def _one(name: str) -> Callable[[Any], tuple[Any]]:
    """The key of a model with one field: a 1-tuple, as dataclass hashes and compares it."""
    getter = attrgetter(name)
    return lambda value: (getter(value),)


def _none(value: Any) -> tuple[()]:
    """The key of a model without fields."""
    return ()


_ADAPTERS: dict[type[Any], TypeAdapter[Any]] = {}


def _adapter(kind: type[Any]) -> TypeAdapter[Any]:
    """pydantic's adapter of a model class: the JSON edge, built once per class when first used."""
    adapter = _ADAPTERS.get(kind)
    if adapter is None:
        adapter = _ADAPTERS[kind] = loaded("pydantic", "TypeAdapter")(kind)
    return adapter


@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(field, dataclasses.field))
class Frozen:
    """Base of every model: an immutable dataclass with keyword fields (issue 34: a frozen dataclass
    costs nothing to define, where a pydantic model class cost start-up time on every command).

    pydantic stays the JSON layer: ``model_dump(mode="json")``, ``model_validate``, the JSON Schema go
    through its ``TypeAdapter`` of the class (pydantic imported then), with ``extra="forbid"``.
    ``model_copy(update=...)`` is :func:`dataclasses.replace`.
    """

    __slots__ = ()  # so that a model made by ``slotted`` has no __dict__ (others have theirs, as before)
    __pydantic_config__: ClassVar[dict[str, Any]] = {"extra": "forbid", "frozen": True,
                                                     "arbitrary_types_allowed": True}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Make the subclass a frozen keyword-only dataclass; a mutable default (``{}``, ``[]``) becomes
        a copy made for each value, as pydantic made it (and still the default its JSON Schema shows)."""
        super().__init_subclass__(**kwargs)
        if "__dataclass_fields__" in cls.__dict__:
            return  # the copy with slots that ``slotted`` makes of a model already made
        for name in cls.__dict__.get("__annotations__", {}):
            default = cls.__dict__.get(name)
            if isinstance(default, (list, dict, set)):
                setattr(cls, name, dataclasses.field(default_factory=partial(copy.deepcopy, default),
                                                     metadata={"json_schema_extra": {"default": default}}))
        # __eq__, __hash__ and __repr__ are Frozen's, the same for every model (what dataclass would write
        # for each class, one exec each: a third of the cost of defining a model, issue 34); a model
        # that defines its own keeps it. So are __setattr__ and __delattr__ (frozen=True would exec two
        # more functions per class, half of what is left); __init__ is the one written per class, as
        # frozen=True writes it (checker.frozen).
        undocumented = not cls.__dict__.get("__doc__")
        dataclasses.dataclass(kw_only=True, init=False, eq=False, repr=False)(cls)
        with_init(cls, undocumented)
        names = tuple(f.name for f in dataclasses.fields(cast(Any, cls)))
        cls._Frozen__names = names  # type: ignore[attr-defined]
        cls._Frozen__key = (attrgetter(*names) if len(names) > 1 else  # type: ignore[attr-defined]
                            _one(names[0]) if names else _none)

    def __setattr__(self, name: str, value: Any) -> None:
        """Never: a model is immutable (dataclass's frozen ``__setattr__``, the same error and message)."""
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        """Never: a model is immutable (dataclass's frozen ``__delattr__``, the same error and message)."""
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        """Equal to a value of the same class with equal fields (dataclass's ``__eq__``)."""
        if other.__class__ is self.__class__:
            key = self.__class__.__key  # type: ignore[attr-defined]
            return bool(key(self) == key(other))
        return NotImplemented

    def __hash__(self) -> int:
        """The hash of the fields' tuple (dataclass's ``__hash__`` of a frozen class)."""
        return hash(self.__class__.__key(self))  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        """``Name(field=value, ...)`` (dataclass's ``__repr__``)."""
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__class__.__names)  # type: ignore[attr-defined]
        return f"{self.__class__.__qualname__}({fields})"

    def model_copy(self, *, update: Mapping[str, Any] | None = None) -> Self:
        """A new value with the fields of ``update`` changed (:func:`dataclasses.replace`)."""
        return cast(Self, dataclasses.replace(cast(Any, self), **(update or {})))

    @classmethod
    def model_construct(cls, **values: Any) -> Self:
        """The value made of these fields (no validation, as the constructor)."""
        return cls(**values)

    def model_dump(self, *, mode: Literal["python", "json"] = "python") -> Any:
        """The fields as a dict, nested models as dicts (``mode="json"``: JSON values), by pydantic."""
        return _adapter(type(self)).dump_python(self, mode=mode)

    def model_dump_json(self) -> str:
        """The value as compact JSON text, by pydantic."""
        return str(_adapter(type(self)).dump_json(self).decode("utf-8"))

    @classmethod
    def model_validate(cls, data: Any) -> Self:
        """The value read from a dict of JSON or Python values, validated by pydantic."""
        value: Self = _adapter(cls).validate_python(data)
        return value

    @classmethod
    def model_validate_json(cls, text: str | bytes) -> Self:
        """The value read from JSON text, validated by pydantic."""
        value: Self = _adapter(cls).validate_json(text)
        return value

    @classmethod
    def model_json_schema(cls, *, mode: Literal["validation", "serialization"] = "validation") -> dict[str, Any]:
        """The class's JSON Schema, pydantic's."""
        schema: dict[str, Any] = _adapter(cls).json_schema(mode=mode)
        return schema


ModelT = TypeVar("ModelT", bound=Frozen)


def _set_slots(self: Any, state: tuple[Any, dict[str, Any]]) -> None:
    """Unpickle (or copy) a model with slots: its fields set as its ``__init__`` sets them."""
    for name, value in state[1].items():
        object.__setattr__(self, name, value)


def slotted(cls: type[ModelT]) -> type[ModelT]:
    """The model ``cls`` again, its fields in ``__slots__`` and no ``__dict__`` (issue 34, memory: a
    value of 4 fields in one block of 64 bytes instead of two of 48 and 56; a 1,600 x 11 file holds
    17,600 round blocks). What ``dataclass(slots=True)`` does: the same fields, defaults, ``__init__``,
    equality, hash and repr; pickled and copied through ``__setstate__``; pydantic reads it alike."""
    names = tuple(f.name for f in dataclasses.fields(cast(Any, cls)))
    body = {k: v for k, v in cls.__dict__.items() if k not in (*names, "__dict__", "__weakref__")}
    body["__slots__"] = names
    body["__setstate__"] = _set_slots
    kind: type[Any] = type(cls)
    made = cast("type[ModelT]", kind(cls.__name__, cls.__bases__, body))
    made.__qualname__ = cls.__qualname__
    return made


@slotted
class RoundEntry(Frozen):
    """One 10-column round block of a ``001`` line (columns 92-101 for round 1).

    ``round`` is the 1-based index of the round column in the file (for Double-Swiss, a game).
    ``opponent`` is None for ``0000`` or blank; ``colour`` None for ``-`` or blank.
    """

    round: int
    opponent: int | None = None
    colour: Colour | None = None
    result: ResultCode = ""

    @property
    def is_played(self) -> bool:
        """A game played over the board against a real opponent (General Handling 3.4, 3.5)."""
        return self.opponent is not None and self.result in PLAYED_CODES

    @property
    def is_forfeit(self) -> bool:
        """A scheduled game against a real opponent that was not played (``+``/``-``)."""
        return self.opponent is not None and self.result in FORFEIT_CODES

    @property
    def is_pab(self) -> bool:
        """A pairing-allocated bye (code ``U``)."""
        return self.opponent is None and self.result == "U"


@slotted
class Player(Frozen):
    """A ``001`` record. Only ``start_number`` is mandatory; blank fields are None/empty."""

    start_number: int
    sex: str = ""
    title: str = ""
    name: str = ""
    rating: int | None = None
    federation: str = ""
    fide_id: str = ""
    birth_date: str = ""
    points: Decimal | None = None
    rank: int | None = None
    rounds: tuple[RoundEntry, ...] = ()

    def entry(self, round_number: int) -> RoundEntry | None:
        """The round block for round ``round_number`` (1-based), or None if the line has none."""
        for e in self.rounds:
            if e.round == round_number:
                return e
        return None


class NationalRecord(Frozen):
    """A TRF-2026 national rating support record: federation code in columns 1-3, 001 layout 5-79."""

    federation_code: str
    start_number: int
    sex: str = ""
    classification: str = ""
    name: str = ""
    rating: int | None = None
    origin: str = ""
    national_id: str = ""
    birth_date: str = ""


class Team(Frozen):
    """A team, from a ``013`` record (TRF16) or a ``310`` record (TRF-2026).

    ``number`` is the team pairing number (310 columns 5-7; for 013, the order of the lines).
    """

    number: int
    name: str = ""
    nickname: str = ""
    strength: str = ""
    match_points: Decimal | None = None
    game_points: Decimal | None = None
    rank: int | None = None
    players: tuple[int, ...] = ()
    source: Literal["013", "310"] = "310"


class ScoringSystem(Frozen):
    """Points per outcome; defaults are 1 / ½ / 0 (TRF-2026 162, JaVaFo XXS, bbpPairings BB?).

    Names follow JaVaFo's XXS codes: white/black win, draw, loss; forfeit win/loss; byes.
    """

    white_win: Decimal = Decimal("1")
    black_win: Decimal = Decimal("1")
    white_draw: Decimal = Decimal("0.5")
    black_draw: Decimal = Decimal("0.5")
    white_loss: Decimal = Decimal("0")
    black_loss: Decimal = Decimal("0")
    forfeit_win: Decimal = Decimal("1")
    forfeit_loss: Decimal = Decimal("0")
    zero_bye: Decimal = Decimal("0")
    half_bye: Decimal = Decimal("0.5")
    full_bye: Decimal = Decimal("1")
    pab: Decimal = Decimal("1")
    unknown: Decimal = Decimal("0.5")

    @property
    def win(self) -> Decimal:
        """Points for a win (the larger of the two colour values)."""
        return max(self.white_win, self.black_win)

    @property
    def loss(self) -> Decimal:
        """Points for a loss over the board (the smaller of the two colour values)."""
        return min(self.white_loss, self.black_loss)

    def points(self, entry: RoundEntry) -> Decimal:
        """Points a round block earns under this system (blank result ≡ Z, TRF16)."""
        r, c = entry.result, entry.colour
        if r in ("1", "W"):
            return self.black_win if c == "b" else self.white_win
        if r in ("=", "D"):
            return self.black_draw if c == "b" else self.white_draw
        if r in ("0", "L"):
            return self.black_loss if c == "b" else self.white_loss
        return {
            "+": self.forfeit_win,
            "-": self.forfeit_loss,
            "H": self.half_bye,
            "F": self.full_bye,
            "U": self.pab,
            "Z": self.zero_bye,
            "": self.zero_bye,
        }[r]


class TeamScoring(Frozen):
    """Match points for a team win / draw / loss (TRF-2026 362); defaults 2 / 1 / 0."""

    win: Decimal = Decimal("2")
    draw: Decimal = Decimal("1")
    loss: Decimal = Decimal("0")


class ByeRecord(Frozen):
    """A ``240`` record: bye type F/H/Z for a round, for the listed player or team ids."""

    kind: Literal["F", "H", "Z"]
    round: int
    ids: tuple[int, ...]


class AccelerationRecord(Frozen):
    """A ``250`` record: fictitious points for an id range over a round range."""

    match_points: Decimal | None = None
    points: Decimal | None = None
    first_round: int
    last_round: int
    first_id: int
    last_id: int


class ProhibitedPairing(Frozen):
    """A ``260`` record (rounds first..last) or an ``XXP`` line (all rounds: 1..None)."""

    first_round: int = 1
    last_round: int | None = None
    ids: tuple[int, ...]


class AbnormalPoints(Frozen):
    """A ``299`` record: abnormal points assignment (type blank = penalty/bonus; round 0 = all)."""

    kind: str = ""
    match_points: Decimal | None = None
    points: Decimal | None = None
    round: int = 0
    ids: tuple[int, ...] = ()


class TeamLineup(Frozen):
    """A ``300`` record: a team's out-of-order line-up in a round (0 = empty board)."""

    round: int
    team: int
    opponent: int
    boards: tuple[int, ...]


class TeamPAB(Frozen):
    """A ``320`` record: the points of a team PAB and, per round, the team that got it (0 = none)."""

    match_points: Decimal | None = None
    game_points: Decimal | None = None
    teams: tuple[int, ...] = ()


class ForfeitedMatch(Frozen):
    """A ``330`` record: ``+-`` white won, ``-+`` black won, ``--`` double forfeit."""

    outcome: Literal["+-", "-+", "--"]
    round: int
    white: int
    black: int


class Acceleration(Frozen):
    """One ``XXA`` line: the acceleration points of a player, one value per round (None = blank)."""

    start_number: int
    points: tuple[Decimal | None, ...]


class Record(Frozen):
    """A line kept as it was: header records, team crosstables (801/802), comments, unknown codes."""

    code: str
    text: str


class Tournament(Frozen):
    """A whole TRF file as data.

    ``headers`` keeps, in file order, the header records that have no typed field below (012-132,
    172-222, 801/802, comments, ruler and unknown lines) verbatim, so the writer can reproduce them;
    records with a typed field (142, 152, 162, 192, 352, 362, 240, 250, 260, 299, 300, 310, 320,
    330 and the XX?/BB? lines) live only in that field and are regenerated by the writer.
    """

    name: str = ""
    headers: tuple[Record, ...] = ()
    players: tuple[Player, ...] = ()
    teams: tuple[Team, ...] = ()
    national: tuple[NationalRecord, ...] = ()
    declared_rounds: int | None = None
    """142 or XXR (number of rounds); None when the file says neither."""
    rounds_source: Literal["142", "XXR"] | None = None
    initial_colour: Colour | None = None
    """152 W/B or XXC white1/black1; None when neither (infer from round 1)."""
    pair_by_rank: bool = False
    """XXC rank: pairing numbers follow the order of the 001 lines."""
    system_code: str | None = None
    """192 code (or 092 text when it is a known code), e.g. FIDE_DUTCH_2025, FIDE_TEAM_BAKU."""
    scoring: ScoringSystem = field(default_factory=ScoringSystem)
    team_scoring: TeamScoring = field(default_factory=TeamScoring)
    board_colours: str | None = None
    """352: colour sequence of the boards of the first team, e.g. WBWB."""
    byes: tuple[ByeRecord, ...] = ()
    acceleration: tuple[AccelerationRecord, ...] = ()
    accelerated_points: tuple[Acceleration, ...] = ()
    prohibited: tuple[ProhibitedPairing, ...] = ()
    absent_next: tuple[int, ...] = ()
    """XXZ: players not to be paired in the round to be paired."""
    abnormal_points: tuple[AbnormalPoints, ...] = ()
    lineups: tuple[TeamLineup, ...] = ()
    team_pab: TeamPAB | None = None
    forfeited_matches: tuple[ForfeitedMatch, ...] = ()

    @property
    def round_columns(self) -> int:
        """The number of round columns in the file (the highest round block present)."""
        return max((e.round for p in self.players for e in p.rounds), default=0)

    def player(self, start_number: int) -> Player:
        """The player with this start number (KeyError if absent)."""
        for p in self.players:
            if p.start_number == start_number:
                return p
        raise KeyError(start_number)


@slotted
class Pair(Frozen):
    """A board: ``white`` and ``black`` are TPNs (start numbers)."""

    white: int
    black: int


class Pairing(Frozen):
    """The pairing of one round: boards with colours, and the PAB assignee (if any)."""

    round: int
    pairs: tuple[Pair, ...]
    pab: int | None = None

    def as_set(self) -> frozenset[tuple[int, int]]:
        """The pairs with colours, order-free, for comparison."""
        return frozenset((p.white, p.black) for p in self.pairs)

    def unordered(self) -> frozenset[frozenset[int]]:
        """The pairs without colours."""
        return frozenset(frozenset((p.white, p.black)) for p in self.pairs)

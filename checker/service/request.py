"""What a caller asks of a tournament file: the file (a path, or its bytes with a name) and the options, as
data validated once (issue 32 item 6). One base, :class:`FileRequest` (the file, the system and its
options, the rounds, the file's settings overridden), and one request per command that reads a file:
``check`` (:class:`CheckRequest`), ``pair``, ``explain``, ``standings``; ``info`` asks a plain
:class:`FileRequest`. ``commands/`` builds them from the command line (argparse stays there);
``checker.api``, the server and the audit build them directly.
"""

from __future__ import annotations

import dataclasses
import types
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from checker.models import Frozen
from checker.systems.settings import NO_SETTINGS, FileSettings


class FileRequest(Frozen):
    """A tournament file and how to read it: ``path`` or ``content`` (neither for a tournament the caller
    read itself); ``name`` is how reports and messages name the file (default: the path as given, else
    ``<upload>``).

    ``system`` and ``rounds`` override the file's (192 / 092, 142 / XXR). ``options`` are the system's
    own by field name (``(("maxi", True),)``); an option the chosen system does not take is an input
    error, unless ``other_options="ignore"`` (a command line holds every system's options).
    ``settings`` override the file's acceleration and initial colour (``--acceleration``,
    ``--initial-colour``; an error about them names ``settings_flag``), applied after the system is
    chosen on the file as read.
    """

    path: str | None = None
    content: bytes | None = None
    name: str | None = None
    system: str | None = None
    rounds: int | None = None
    options: tuple[tuple[str, Any], ...] = ()
    other_options: Literal["refuse", "ignore"] = "refuse"
    settings: FileSettings = NO_SETTINGS
    settings_flag: str = "--acceleration"

    def __post_init__(self) -> None:
        """Every field of the type it declares (a list given for a tuple is taken as the tuple), and a
        path or content, not both: a request is validated once, when made (ValueError naming the field)."""
        for name, hint in _hints(type(self)).items():
            value = getattr(self, name)
            if isinstance(value, list) and _fits(tuple(value), hint):
                value = tuple(value)
                object.__setattr__(self, name, value)
            if not _fits(value, hint):
                raise ValueError(f"{type(self).__name__}: {name}: expected {hint}, got {value!r}")
        if self.path is not None and self.content is not None:
            raise ValueError("a request names a path or carries content, not both")

    @property
    def file(self) -> str:
        """The file's name in reports and messages."""
        if self.name is not None:
            return self.name
        return self.path if self.path is not None else "<upload>"


class CheckRequest(FileRequest):
    """A file to check (:func:`checker.service.check.checked_report`): ``round`` checks that round only,
    ``jobs`` worker processes check the rounds (None: one per processor for a large file), ``causes``
    searches why a round differs; the rest is :class:`FileRequest`'s."""

    round: int | None = None
    jobs: int | None = 1
    causes: bool = True


class PairRequest(FileRequest):
    """A round to pair with the reference pairer (``pair``): ``round`` (None: the next one), the start
    numbers ``absent`` (zero points) and given a ``half_point_bye`` in it (General Handling 3.3)."""

    round: int | None = None
    absent: tuple[int, ...] = ()
    half_point_bye: tuple[int, ...] = ()


class ExplainRequest(FileRequest):
    """A round's reasoning (``explain``), or one ``player``'s answer in it (start number; Team: team number)."""

    round: int
    player: int | None = None


class StandingsRequest(FileRequest):
    """The standings after ``round`` (None: the last played) by the ``tiebreaks`` codes (None: the file's
    own), under the C.07 edition ``rules`` (None: the one in force at the event's date)."""

    round: int | None = None
    tiebreaks: tuple[str, ...] | None = None
    rules: Literal["2009", "2024", "2026"] | None = None


_HINTS: dict[type[FileRequest], dict[str, Any]] = {}


def _hints(kind: type[FileRequest]) -> dict[str, Any]:
    """The declared type of every field of a request class (its annotations resolved once)."""
    if kind not in _HINTS:
        hints = get_type_hints(kind)
        _HINTS[kind] = {f.name: hints[f.name] for f in dataclasses.fields(kind)}
    return _HINTS[kind]


def _fits(value: object, hint: Any) -> bool:
    """Whether ``value`` is of the type ``hint`` (the types a request's fields use: None, bool, int,
    str, bytes, Literal, unions, tuples, Any, classes), as pydantic checked it before issue 34."""
    origin = get_origin(hint)
    if hint is Any:
        return True
    if origin is Literal:
        return any(value == a and type(value) is type(a) for a in get_args(hint))
    if origin is Union or origin is types.UnionType:
        return any(_fits(value, a) for a in get_args(hint))
    if origin is tuple:
        args = get_args(hint)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(args) == len(value) and all(_fits(v, a) for v, a in zip(value, args))
    if hint is None or hint is type(None):
        return value is None
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)

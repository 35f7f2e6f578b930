"""Frozen dataclasses defined for a sixth of the cost (issue 34, start-up): what ``dataclass(frozen=True)`` does.

``dataclass(frozen=True)`` writes and compiles six functions for every class (``__init__``, ``__repr__``,
``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``); a command defines some 75 of them before it
does any work. :func:`frozen` lets ``dataclasses`` read the fields and writes only ``__init__`` (the
same text ``dataclass`` writes); the other five are shared functions, the same for every class, that
read the class's fields from attributes set here. Signatures, defaults, errors and messages, equality,
hashes, reprs, ``dataclasses.fields`` and ``replace`` are those of ``dataclass(frozen=True)``; only
``__dataclass_params__`` says ``frozen=False`` (nothing reads it). ``models.Frozen`` uses the same
``__init__`` writer for the core models.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
from collections.abc import Callable
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar, dataclass_transform

C = TypeVar("C", bound=type[Any])


class _Factory:
    """The default of a parameter whose field has a default factory (shown ``<factory>``, as dataclass's)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def frozen_init(cls: type[Any]) -> Callable[..., None]:
    """The ``__init__`` that ``dataclass(frozen=True)`` writes for ``cls``, fields already read by
    ``dataclasses``: parameters in field order (keyword-only ones after ``*``) with their annotations and
    defaults (a default factory called for each value), each field set by ``object.__setattr__``, then
    ``__post_init__``; one exec. InitVar fields are not supported (no class has one: TypeError)."""
    fields = dataclasses.fields(cls)
    if any(str(f.type).startswith(("InitVar", "dataclasses.InitVar")) for f in cls.__dataclass_fields__.values()):
        raise TypeError(f"{cls.__name__}: an InitVar field (checker.frozen does not write them)")
    local: dict[str, Any] = {"__dataclass_builtins_object__": object, "__dataclass_HAS_DEFAULT_FACTORY__": _FACTORY}
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    self_name = "__dataclass_self__" if "self" in {f.name for f in fields} else "self"
    for f in fields:
        name = f.name
        if f.default_factory is not dataclasses.MISSING:
            local[f"__dataclass_dflt_{name}__"] = f.default_factory
            value = (f"__dataclass_dflt_{name}__() if {name} is __dataclass_HAS_DEFAULT_FACTORY__ else {name}"
                     if f.init else f"__dataclass_dflt_{name}__()")
        elif f.init:
            value = name
        else:
            continue  # init=False without a factory: the class attribute, or set by __post_init__
        if f.init:
            local[f"__dataclass_type_{name}__"] = f.type
            default = ""
            if f.default_factory is not dataclasses.MISSING:
                default = "=__dataclass_HAS_DEFAULT_FACTORY__"
            elif f.default is not dataclasses.MISSING:
                local[f"__dataclass_dflt_{name}__"] = f.default
                default = f"=__dataclass_dflt_{name}__"
            (keyword if f.kw_only else positional).append(f"{name}:__dataclass_type_{name}__{default}")
        body.append(f"__dataclass_builtins_object__.__setattr__({self_name},{name!r},{value})")
    if hasattr(cls, "__post_init__"):
        body.append(f"{self_name}.__post_init__()")
    signature = ", ".join([self_name, *positional, *(["*", *keyword] if keyword else [])])
    inner = "\n".join(f"  {line}" for line in body or ["pass"])
    text = (f"def __create_fn__({', '.join(local)}):\n"
            f" def __init__({signature}) -> None:\n{inner}\n"
            f" return __init__")
    namespace: dict[str, Any] = {}
    code = compile(text, "<string>", "exec", dont_inherit=True)  # annotations evaluated, as dataclass's are
    exec(code, vars(sys.modules[cls.__module__]), namespace)  # noqa: S102 - dataclass's own way
    init: Callable[..., None] = namespace["__create_fn__"](**local)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def with_init(cls: type[Any], undocumented: bool) -> None:
    """Give ``cls`` (fields read by ``dataclasses`` with ``init=False``) the ``__init__`` of
    :func:`frozen_init` unless it defines one, and, when it had no docstring (``undocumented``), the one
    ``dataclass`` writes: its name and signature."""
    if "__init__" not in cls.__dict__:
        setattr(cls, "__init__", frozen_init(cls))
    if undocumented:
        try:
            text = str(inspect.signature(cls)).replace(" -> None", "")
        except (TypeError, ValueError):
            text = ""
        cls.__doc__ = cls.__name__ + text


def _key(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of these attributes of a value (what dataclass's ``__eq__`` and ``__hash__`` compare)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        getter = attrgetter(names[0])
        return lambda value: (getter(value),)
    return lambda value: ()


def _eq(self: Any, other: Any) -> Any:
    """Equal to a value of the same class with equal compared fields (dataclass's ``__eq__``), else
    NotImplemented."""
    if other.__class__ is self.__class__:
        key = self.__class__.__frozen_compare__
        return key(self) == key(other)
    return NotImplemented


def _hash(self: Any) -> int:
    """The hash of the hashed fields' tuple (dataclass's ``__hash__`` of a frozen class)."""
    return hash(self.__class__.__frozen_hash__(self))


@recursive_repr()
def _repr(self: Any) -> str:
    """``Name(field=value, ...)`` over the fields shown (dataclass's ``__repr__``, ``...`` on recursion)."""
    shown = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__class__.__frozen_repr__)
    return f"{self.__class__.__qualname__}({shown})"


def _setattr(self: Any, name: str, value: Any) -> None:
    """dataclass's frozen ``__setattr__``: a field, or any attribute of the class itself, cannot be set."""
    owner = type(self).__frozen_owner__
    if type(self) is owner or name in owner.__frozen_names__:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")
    super(owner, self).__setattr__(name, value)


def _delattr(self: Any, name: str) -> None:
    """dataclass's frozen ``__delattr__``."""
    owner = type(self).__frozen_owner__
    if type(self) is owner or name in owner.__frozen_names__:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")
    super(owner, self).__delattr__(name)


@dataclass_transform(frozen_default=True)
def frozen(cls: C) -> C:
    """``@dataclass(frozen=True)`` (eq, hash and repr included, a class's own kept as dataclass keeps
    them), one function written per class instead of six (issue 34, start-up)."""
    explicit_hash = "__hash__" in cls.__dict__ and not (cls.__dict__["__hash__"] is None and "__eq__" in cls.__dict__)
    undocumented = not getattr(cls, "__doc__")
    dataclasses.dataclass(init=False, repr=False, eq=False)(cls)
    fields = dataclasses.fields(cls)
    with_init(cls, undocumented)
    setattr(cls, "__frozen_owner__", cls)
    setattr(cls, "__frozen_names__", frozenset(f.name for f in fields))
    setattr(cls, "__frozen_compare__", _key(tuple(f.name for f in fields if f.compare)))
    setattr(cls, "__frozen_hash__", _key(tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))))
    setattr(cls, "__frozen_repr__", tuple(f.name for f in fields if f.repr))
    for name, function in (("__setattr__", _setattr), ("__delattr__", _delattr), ("__repr__", _repr),
                           ("__eq__", _eq)):
        if name in cls.__dict__:
            if name in ("__setattr__", "__delattr__"):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
            continue
        setattr(cls, name, function)
    if not explicit_hash:
        setattr(cls, "__hash__", _hash)
    return cls

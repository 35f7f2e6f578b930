"""What a caller asks of a file's check: the file (a path, or its bytes with a name) and ``check``'s options."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import model_validator

from checker.models import Frozen


class CheckRequest(Frozen):
    """A file to check and how: ``path`` or ``content`` (neither for a tournament the caller read itself,
    :func:`checker.service.check.checked_report`); ``name`` is how reports and messages name the file
    (default: the path as given, else ``<upload>``).

    ``system`` and ``rounds`` override the file's (192 / 092, 142 / XXR), ``round`` checks that round
    only, ``jobs`` worker processes check the rounds (None: one per processor for a large file),
    ``causes`` searches why a round differs. ``options`` are the system's own by field name
    (``(("maxi", True),)``); an option the chosen system does not take is an input error, unless
    ``other_options="ignore"`` (a command line holds every system's options).
    """

    path: str | None = None
    content: bytes | None = None
    name: str | None = None
    system: str | None = None
    rounds: int | None = None
    round: int | None = None
    jobs: int | None = 1
    causes: bool = True
    options: tuple[tuple[str, Any], ...] = ()
    other_options: Literal["refuse", "ignore"] = "refuse"

    @model_validator(mode="after")
    def _one_source(self) -> CheckRequest:
        """A path or content, not both."""
        if self.path is not None and self.content is not None:
            raise ValueError("a check request names a path or carries content, not both")
        return self

    @property
    def file(self) -> str:
        """The file's name in reports and messages."""
        if self.name is not None:
            return self.name
        return self.path if self.path is not None else "<upload>"

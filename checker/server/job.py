"""What a worker computes for one request (:class:`Job`: a file's bytes, its name and the options, named
as on the command line) and what it answers (:class:`Answer`), plain data sent between processes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from checker.systems.settings import AccelerationChoice, ColourChoice, FileSettings

Command = Literal["check", "pair", "explain", "standings", "report", "player"]
"""What a job computes: the four API answers (JSON), the HTML report and the player page."""

JSON = "application/json"
HTML = "text/html; charset=utf-8"


@dataclass(frozen=True)
class Job:
    """A request's file (its bytes and the name reports give it) and the options, named as on the
    command line (``absent`` and ``half_point_bye``: start numbers; ``options``: the system's own)."""

    command: Command
    content: bytes
    name: str
    system: str | None = None
    round: int | None = None
    rounds: int | None = None
    player: int | None = None
    absent: tuple[int, ...] = ()
    half_point_bye: tuple[int, ...] = ()
    acceleration: AccelerationChoice | None = None
    initial_colour: ColourChoice | None = None
    tiebreaks: str | None = None
    rules: str | None = None
    causes: bool = True
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def settings(self) -> FileSettings:
        """The file's settings the job overrides (``--acceleration``, ``--initial-colour``)."""
        return FileSettings(acceleration=self.acceleration, initial_colour=self.initial_colour)


@dataclass(frozen=True)
class Answer:
    """A job's answer: the HTTP status, the body and its media type; ``summary`` for the server's log
    (verdict counts, never the file's content), ``log`` the traceback of a bug (never sent), ``exit_code``
    what the command would exit with (0, 1 or 4 for a check; 2 input error; 3 bug)."""

    status: int
    body: str
    media: str = JSON
    summary: str = ""
    log: str = ""
    exit_code: int = 0
    headers: tuple[tuple[str, str], ...] = field(default=())

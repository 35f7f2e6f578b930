"""What every command on a tournament file does first: read the request's file and choose its system with
the request's options (and apply its settings); ``pair``, ``explain``, ``standings`` and ``info`` need
no more of the service. Kept apart from ``service/check.py`` so that a ``pair`` does not import the
round check, the cause search or the batch report (start-up, issue 34)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from checker.errors import InputError, InternalError, PairingImpossible
from checker.models import Tournament
from checker.service.request import FileRequest
from checker.systems.registry import System, choose
from checker.systems.settings import NO_SETTINGS, settled
from checker.trf.errors import TRFWarning
from checker.trf.reader import loads_located
from checker.trf.source import SourceMap


def read_request(request: FileRequest) -> tuple[Tournament, tuple[TRFWarning, ...], SourceMap]:
    """The request's tournament with the reader's warnings and the line of every record; InputError for
    a missing file, a folder or bytes that cannot be read (TRFError, located, for bad content)."""
    file = request.file
    if request.content is not None:
        data = request.content
    elif request.path is None:
        raise InputError(f"{file}: the request names no file and carries no content")
    else:
        path = Path(request.path)
        if not path.exists():
            raise InputError(f"{file}: no such file")
        if path.is_dir():
            raise InputError(f"{file}: is a directory, not a TRF file")
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise InputError(f"{file}: cannot read the file: {exc}") from exc
    try:
        return loads_located(data, filename=file)
    except UnicodeError as exc:
        raise InputError(f"{file}: cannot read the file: {exc}") from exc


def settled_for(request: FileRequest, tournament: Tournament, system: System) -> Tournament:
    """The tournament with the request's ``settings`` applied (issue 31 item 3; unchanged without them),
    after ``system`` was chosen on the file as read, so the override never changes it."""
    if request.settings == NO_SETTINGS:
        return tournament
    return settled(tournament, request.settings, system.identity, request.settings_flag)


def prepared(request: FileRequest, tournament: Tournament) -> tuple[System, Tournament]:
    """The request's system, chosen once on the file as read and given its options, and the tournament with
    the request's settings applied: what ``pair``, ``explain`` and ``standings`` work on (inside
    ``trf.files.placed``, so that an input error names its place)."""
    system = chosen_system(tournament, request)
    return system, settled_for(request, tournament, system)


@contextmanager
def guard(file: str, what: str) -> Iterator[None]:
    """Run a step on ``file``; an exception that is not an input error becomes an InternalError
    naming the file and the step (``round 3``), the original kept as its cause."""
    try:
        yield
    except (InputError, PairingImpossible):
        raise
    except InternalError as exc:
        raise InternalError(f"{file}, {what}: {exc}") from exc
    except Exception as exc:
        raise InternalError(f"{file}, {what}: {type(exc).__name__}: {exc}") from exc


def chosen_system(tournament: Tournament, request: FileRequest) -> System:
    """The tournament's system (``system``, else its 192 code, else its 092 text, else Dutch) with the
    request's options for it; an input error for an option it does not take (unless they are ignored)."""
    return configured(choose(tournament, request.system), request)


def configured(system: System, request: FileRequest) -> System:
    """``system`` with the request's options for it; an input error for an option it does not take (unless
    the request ignores the others: a command line holds every system's options)."""
    defaults = system.identity.options
    given = dict(request.options)
    known = set() if defaults is None else {field.name for field in dataclasses.fields(defaults)}
    unknown = sorted(set(given) - known)
    if unknown and request.other_options == "refuse":
        if defaults is None:
            raise InputError(f"{', '.join(unknown)}: {system.title} takes no options", option=unknown[0])
        raise InputError(f"{', '.join(unknown)}: not an option of {system.title} (its options: "
                         f"{', '.join(sorted(known))})", option=unknown[0])
    if defaults is None:
        return system.configure(None)
    return system.configure(dataclasses.replace(defaults, **{k: v for k, v in given.items() if k in known}))


def refuse_fewer_rounds(rounds: int | None, played: int) -> None:
    """``--rounds N`` below the ``played`` rounds cannot be right (Basic Rules 1): an input error naming both."""
    if rounds is not None and rounds < played:
        raise InputError(f"--rounds {rounds}: the file has already played {played} rounds; the tournament "
                         f"cannot have fewer (give --rounds {played} or more)", option="--rounds")


def round_option(number: int, last: int, held: str) -> None:
    """``--round R`` must name a round from 1 to ``last`` (what the command can take: the paired rounds, or
    the next one); ``held`` says what the file holds. An input error naming ``--round`` otherwise."""
    if number < 1:
        raise InputError(f"--round {number}: rounds are numbered from 1", option="--round")
    if number > last:
        raise InputError(f"--round {number}: {held}", option="--round")


def played_rounds(system: System, tournament: Tournament, rounds: int | None) -> int:
    """The rounds the file has played, in the system's rounds; an input error naming ``--rounds`` when it
    declares fewer (Basic Rules 1: the number of rounds is declared beforehand, so never below those played)."""
    played = system.next_round(tournament) - 1
    refuse_fewer_rounds(rounds, played)
    return played


def cannot_pair(system: System, round_number: int, exc: PairingImpossible) -> InputError:
    """A round no pairing satisfies (Dutch 1.9.3, C.04.5 / C.04.6 3.3.3), as the input error a command
    reports for the whole file: the arbiter decides, swisscheck cannot."""
    why = str(exc)
    decides = "" if "arbiter decides" in why.lower() else " (the arbiter decides)"
    return InputError(f"round {round_number} cannot be paired under {system.title}: {why}{decides}")

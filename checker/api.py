"""swisscheck's Python API: read a tournament file, check its rounds, pair or explain a round, run a campaign.

The functions return the models the JSON output serialises (``model_dump(mode="json")`` gives the
same object ``--format json`` prints): :func:`check` a :class:`~checker.evaluation.findings.CheckReport`,
:func:`pair` a :class:`~checker.report.boards.PairingOut` by start number, :func:`explain` with ``player`` a
:class:`~checker.report.player.PlayerAnswer`, :func:`campaign` a
:class:`~checker.campaign.report.CampaignReport`. A tournament is a path, or a
:class:`~checker.models.Tournament` already read (by :func:`read`).

Errors are narrow (``checker.errors``): :class:`~checker.errors.InputError` for input that cannot be
used, its message ``file:line:column: field: what is wrong`` when one record is the cause (what the
command line prints before exiting 2); :class:`~checker.errors.PairingImpossible` when no pairing
satisfies the rules (Dutch 1.9.3: the arbiter decides). The reader's warnings (a points column that
does not add up, ...) are Python warnings of the class :class:`FileWarning`.

>>> from checker import api
>>> report = api.check(api.sample("dutch-12p-5r.trf"))
>>> report.consistent, [r.verdict for r in report.rounds]
(True, ['CONSISTENT', 'CONSISTENT', 'CONSISTENT', 'CONSISTENT', 'CONSISTENT'])
"""

from __future__ import annotations

import shlex
import sys
import warnings
from collections.abc import Collection, Mapping, Sequence
from os import PathLike
from pathlib import Path
from typing import Literal, overload

from checker.campaign.engine import check_command
from checker.campaign.plan import generated_system, plan
from checker.campaign.report import CampaignReport
from checker.campaign.runner import run_campaign
from checker.errors import InputError
from checker.evaluation.findings import CheckReport
from checker.generation.config import Setting, read_options
from checker.models import Tournament
from checker.pairing.absences import ARGUMENTS
from checker.pairing.player import player_answer
from checker.pairing.reasoning import reasoning
from checker.pairing.round import round_to_pair
from checker.parallel.pool import Backend
from checker.report.boards import PairingOut, pairing_out
from checker.report.player import PlayerAnswer
from checker.report.standings import file_standings
from checker.service.check import checked_report
from checker.service.prepare import prepared, read_request
from checker.service.request import CheckRequest, FileRequest, StandingsRequest
from checker.systems.registry import System
from checker.systems.settings import AccelerationChoice, ColourChoice, FileSettings
from checker.tournament.c07 import edition_by_key
from checker.tournament.standings_table import StandingsTable
from checker.trf.files import open_file, placed
from checker.trf.source import SourceMap

__all__ = ["FileWarning", "OWN_ENGINE", "SAMPLES", "campaign", "check", "explain", "pair", "read", "sample", "standings"]

Source = str | PathLike[str] | Tournament
"""A tournament: the path of its file (TRF16, TRF-2026, the JaVaFo / bbpPairings extensions) or one already read."""

_HERE = Path(__file__).resolve().parent
SAMPLES = _HERE / "samples" if (_HERE / "samples").is_dir() else _HERE.parent / "samples"
"""The small tournaments shipped with swisscheck, one per system (``samples/README.md``): inside the installed
package (``checker/samples``, pyproject maps ``samples/`` there), else in the clone's ``samples/``."""

OWN_ENGINE = f"{shlex.quote(sys.executable)} -m checker.cli pair {{trf}} --format bbp > {{out}}"
"""swisscheck's own reference pairer as a campaign's engine (a campaign against it has no discrepancy)."""

RULES: tuple[Literal["2009", "2024", "2026"], ...] = ("2009", "2024", "2026")
"""The C.07 editions ``standings`` may be asked for (``rules``)."""

IN_MEMORY = "<tournament>"
"""The file name a report gives a tournament passed already read."""


class FileWarning(UserWarning):
    """A reader's warning about a tournament file (``file:line: message``): the check goes on."""


def sample(name: str) -> Path:
    """The path of a sample shipped in ``samples/`` (``dutch-12p-5r.trf``, ``team-10t-5r.trf``, ...).

    >>> sample("dutch-12p-5r.trf").name
    'dutch-12p-5r.trf'
    """
    path = SAMPLES / name
    if not path.is_file():
        known = ", ".join(sorted(p.name for p in SAMPLES.glob("*.trf")))
        raise InputError(f"{name}: no such sample (samples: {known or 'none in this installation'})")
    return path


def read(path: str | PathLike[str]) -> Tournament:
    """The tournament in the file at ``path``; its warnings as :class:`FileWarning`; InputError
    (``file:line:column: ...``) when it cannot be read.

    >>> tournament = read(sample("dutch-12p-5r.trf"))
    >>> len(tournament.players), tournament.players[0].name
    (12, 'Test0001 Player0001')
    """
    return _opened(path)[0]


def _opened(source: Source) -> tuple[Tournament, SourceMap | None, str]:
    """The tournament, the line of its records (None when passed already read) and its file name."""
    if isinstance(source, Tournament):
        return source, None, IN_MEMORY
    tournament, found, lines = open_file(source)
    for warning in found:
        warnings.warn(str(warning), FileWarning, stacklevel=3)
    return tournament, lines, str(source)


def _settings(acceleration: str | None, initial_colour: str | None) -> FileSettings:
    """The caller's ``acceleration`` (``"none"`` / ``"baku"``) and ``initial_colour`` (``"white"`` /
    ``"black"``) as the settings overriding the file (``--acceleration`` / ``--initial-colour``);
    InputError for another value."""
    for name, value, allowed in (("acceleration", acceleration, ("none", "baku")),
                                 ("initial_colour", initial_colour, ("white", "black"))):
        if value is not None and value not in allowed:
            raise InputError(f"{name}={value!r}: expected one of {', '.join(map(repr, allowed))} or None",
                             option=name)
    return FileSettings(acceleration=acceleration, initial_colour=initial_colour)  # type: ignore[arg-type]


def check(source: Source, system: str | None = None, round: int | None = None, rounds: int | None = None,
          causes: bool = True, acceleration: AccelerationChoice | None = None,
          initial_colour: ColourChoice | None = None, **options: object) -> CheckReport:
    """The verdict of every paired round (or of ``round`` only) against the rules' reference pairer,
    as ``swisscheck check`` reports it; ``system`` and ``rounds`` override the file's (192 / 092,
    142 / XXR), ``options`` are the system's own (``maxi=True`` for Lim); ``causes=False`` skips the
    search for why a round differs (``--no-causes``); ``acceleration`` (``"none"`` / ``"baku"``) and
    ``initial_colour`` (``"white"`` / ``"black"``) override the file's (``--acceleration``, ``--initial-colour``).
    The one computation ``swisscheck check`` runs (``checker.service``): the same verdicts, and every
    warning of the file in ``warnings``.

    >>> report = check(sample("dutch-12p-5r-rematch.trf"), round=5)
    >>> verdict = report.rounds[0]
    >>> verdict.verdict, verdict.criterion, report.consistent
    ('VIOLATION', 'C1', False)
    """
    settings = _settings(acceleration, initial_colour)
    if isinstance(source, Tournament):
        request = CheckRequest(name=IN_MEMORY, system=system, rounds=rounds, round=round, causes=causes,
                               options=tuple(options.items()), settings=settings, settings_flag="acceleration")
        return checked_report(request, source)
    request = CheckRequest(path=str(source), system=system, rounds=rounds, round=round, causes=causes,
                           options=tuple(options.items()), settings=settings, settings_flag="acceleration")
    tournament, found, lines = read_request(request)
    for warning in found:
        warnings.warn(str(warning), FileWarning, stacklevel=2)
    return checked_report(request, tournament, found, lines)


def standings(source: Source, round: int | None = None, tiebreaks: Sequence[str] | None = None,
              system: str | None = None, rules: str | None = None, **options: object) -> StandingsTable:
    """The standings after ``round`` (default: the last played) by points and the tie-breaks the file declares
    (202, else 212) or ``tiebreaks`` gives, under the FIDE Tie-Break Regulations (C.07) in force at the event's
    start date (``rules="2009"``, ``"2024"`` or ``"2026"`` forces one), the published ranks checked after the last
    round, as ``swisscheck standings --format json`` gives them.

    >>> table = standings(sample("dutch-12p-5r.trf"), tiebreaks=["BH/C1", "SB"])
    >>> table.round, table.computed, table.rows[0].rank
    (5, ('BH/C1', 'SB'), 1)
    """
    tournament, lines, file = _opened(source)
    request = StandingsRequest(name=file, system=system, options=tuple(options.items()), round=round,
                               tiebreaks=None if tiebreaks is None else tuple(tiebreaks),
                               rules=next((r for r in RULES if r == rules), None))  # another: refused below
    with placed(lines, system):
        chosen, _ = prepared(request, tournament)
        edition = None if rules is None else edition_by_key(rules)
        if rules is not None and edition is None:
            raise InputError(f"rules {rules}: the tie-break rules are 2009, 2024 and 2026", option="rules")
        return file_standings(tournament, chosen, file, chosen.next_round(tournament) - 1, request.round,
                              request.tiebreaks, edition)


def _round_state(source: Source, round: int | None, system: str | None, options: Mapping[str, object],
                 acceleration: str | None = None,
                 initial_colour: str | None = None) -> tuple[System, Tournament, SourceMap | None, int]:
    """The system (chosen once, by the service: ``service.prepare.prepared``), the tournament (its settings
    overridden), its source and the round to pair (default: the next one); InputError for a round the file
    cannot be paired at."""
    tournament, lines, file = _opened(source)
    request = FileRequest(name=file, system=system, options=tuple(options.items()),
                          settings=_settings(acceleration, initial_colour), settings_flag="acceleration")
    with placed(lines, system):
        chosen, tournament = prepared(request, tournament)
        last = chosen.next_round(tournament)
        number = last if round is None else round
        if not 1 <= number <= last:
            held = f"the file holds rounds 1..{last - 1}" if last > 1 else "the file holds no paired round yet"
            raise InputError(f"round {number}: pair a round from 1 to {last} ({held})", option="round")
    return chosen, tournament, lines, number


def pair(source: Source, round: int | None = None, system: str | None = None, rounds: int | None = None,
         absent: Collection[int] = (), half_point_bye: Collection[int] = (),
         acceleration: AccelerationChoice | None = None, initial_colour: ColourChoice | None = None,
         **options: object) -> PairingOut:
    """The rules' pairing of ``round`` (default: the round after the last one in the file) by start
    number, boards in General Handling 3.6 order, from the rounds before it as published and that round's
    known byes and absences, as ``swisscheck pair --format json`` prints it; ``absent`` and ``half_point_bye``
    (start numbers; Team: team numbers) say who does not play the round after the file's last (General
    Handling 3.3, ``--absent`` / ``--half-point-bye``). Its ``warnings`` name the players probably withdrawn
    (no game and no bye in the last round, 3.2: still paired unless ``absent`` names them), the round paired
    as the last one when nothing declares the number of rounds, and the edition assumed; InputError naming
    ``rounds`` for a round after every declared one (give ``rounds`` to go on). ``acceleration`` and ``initial_colour`` override the file's (as in :func:`check`).
    PairingImpossible when no pairing satisfies the rules.

    >>> pairing = pair(sample("dutch-12p-5r.trf"))
    >>> pairing.round, [(p.white, p.black) for p in pairing.pairs[:2]], pairing.pab
    (6, [(3, 1), (2, 4)], None)
    >>> warning, last = pairing.warnings  # 6 lost round 5 by forfeit: named, still paired
    >>> warning.split(" and ")[0], warning.rsplit(": ", 1)[1]
    ('round 6: 1 player had no game', '6 Test0006 Player0006')
    >>> last.split(" (")[0]  # the file declares no number of rounds
    'round 6 is paired as the last round'
    >>> pairing = pair(sample("dutch-12p-5r.trf"), absent=[6], half_point_bye=[9], rounds=6)
    >>> sorted({n for p in pairing.pairs for n in (p.white, p.black)}), pairing.warnings
    ([1, 2, 3, 4, 5, 7, 8, 10, 11, 12], ())
    """
    chosen, tournament, lines, number = _round_state(source, round, system, options, acceleration, initial_colour)
    with placed(lines, system):
        ready = round_to_pair(tournament, chosen, number, rounds, system,
                              {"Z": tuple(absent), "H": tuple(half_point_bye)}, ARGUMENTS, rounds_option="rounds")
        return pairing_out(ready.state, chosen.pair(ready.state), ready.warnings)


@overload
def explain(source: Source, round: int, system: str | None = None, rounds: int | None = None, *,
            player: None = None, acceleration: AccelerationChoice | None = None,
            initial_colour: ColourChoice | None = None, **options: object) -> str: ...


@overload
def explain(source: Source, round: int, system: str | None = None, rounds: int | None = None, *,
            player: int, acceleration: AccelerationChoice | None = None,
            initial_colour: ColourChoice | None = None, **options: object) -> PlayerAnswer: ...


def explain(source: Source, round: int, system: str | None = None, rounds: int | None = None, *,
            player: int | None = None, acceleration: AccelerationChoice | None = None,
            initial_colour: ColourChoice | None = None, **options: object) -> str | PlayerAnswer:
    """The reference pairer's reasoning for ``round``, in the system's own steps (bracket by bracket
    for Dutch), as ``swisscheck explain --round`` prints it (the command wraps its lines at 100 columns,
    ``checker.report.width.wrapped``); with ``player`` (a start number; Team: a team
    number), that player's round as ``explain --player --format json`` gives it: score group, the rules'
    opponent and colour with the article, the opponents an absolute rule forbids, why the rules' opponent
    comes first, the published board (``checker.report.player.render_text`` gives the command's text).
    InputError naming ``player`` when that player is not paired in the round. ``acceleration`` and
    ``initial_colour`` override the file's (as in :func:`check`).

    >>> text = explain(sample("dutch-12p-5r.trf"), round=5)
    >>> from checker.report.width import wrapped
    >>> wrapped(text) == (SAMPLES / "expected" / "dutch-12p-5r.explain-r5.txt").read_text(encoding="utf-8")
    True
    >>> answer = explain(sample("dutch-12p-5r.trf"), round=5, player=1)
    >>> answer.rules.opponent.number, answer.rules.white, answer.colour_article, answer.same_as_published
    (5, True, 'Dutch 5.2.4', True)
    >>> [(r.opponent.number, r.criterion) for r in answer.ruled_out]
    [(2, 'C1')]
    """
    chosen, tournament, lines, number = _round_state(source, round, system, options, acceleration, initial_colour)
    with placed(lines, system):
        if player is not None:
            return player_answer(tournament, chosen, number, rounds, player, system, option="player",
                                 rounds_option="rounds")
        return reasoning(tournament, chosen, number, rounds, system, rounds_option="rounds").reasoning


def campaign(system: str, engine: str, tournaments: int = 100, seed: int = 1, players: str | None = None,
             rounds: str | None = None, settings: Mapping[str, str] | None = None, jobs: int = 1,
             timeout: float = 60.0, backend: Backend = "process", scheduler: str | None = None,
             report: str | PathLike[str] | None = None) -> CampaignReport:
    """Random tournaments of ``system`` paired round by round by ``engine`` (a shell command with
    ``{trf}``, the tournament so far, and ``{out}``, the pairing it writes in the bbpPairings/JaVaFo
    ``-p`` format), every round checked, as ``swisscheck campaign`` runs them (FIDE endorsement,
    C.04.A). ``players`` and ``rounds``: a number or a range ``"30-150"``; ``settings``: the
    generator keys of the bbpPairings / JaVaFo configuration files (``{"TRF": "16"}``); ``report``:
    a folder keeping each discrepancy's files and ``report.json``. InputError for an engine command
    that cannot run or fails on the first round alike.

    >>> result = campaign("dutch", OWN_ENGINE, tournaments=1, players="8", rounds="3")
    >>> result.rounds, result.discrepancies, result.endorsement.discrepant
    (3, (), 0)
    """
    check_command(engine, scheduler is None)
    given: list[Setting] = [(key, value, f"settings[{key!r}]") for key, value in (settings or {}).items()]
    given += [(key, value, name) for key, value, name in (("PlayersNumber", players, "players"),
                                                          ("RoundsNumber", rounds, "rounds")) if value is not None]
    generator = read_options(given)
    chosen = generated_system(system, generator)
    specs = plan(chosen, generator, engine, tournaments, seed, timeout)
    return run_campaign(specs, chosen.title, engine, seed, jobs, backend, scheduler,
                        Path(report) if report is not None else None)

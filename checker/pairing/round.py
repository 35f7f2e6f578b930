"""The round to pair or explain, with the warnings that go with it: what ``pair`` and ``explain`` and the Python
API (``checker.api``) all start from.

The byes the caller gives (General Handling 3.3) are added to the tournament; the state before the round is
built; the warnings are the round before left unfinished (games without a result), the participants probably
withdrawn (3.2, for the round after the file's last only) and the edition of the rules assumed when neither the
file nor the caller named it (issue 22). A round after the last declared one is refused (Basic Rules 1: the
number of rounds is declared beforehand), and a round paired as the last one because nothing declares the
number says so (issue 31 item 4).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from checker.errors import InputError
from checker.models import Tournament
from checker.pairing.absences import (
    OPTIONS,
    ByeCode,
    byes_of_round,
    columns,
    probably_withdrawn,
    unfinished_warning,
    withdrawn_warning,
)
from checker.state.base import PairingState
from checker.systems.registry import System, assumed_edition
from checker.tournament.records import rounds_record


@dataclass(frozen=True)
class RoundToPair:
    """The tournament with the caller's byes, the state before the round, and the round's warnings."""

    tournament: Tournament
    state: PairingState
    warnings: tuple[str, ...] = field(default=())


def edition_warnings(tournament: Tournament, named: str | None, system: System | None = None) -> tuple[str, ...]:
    """The assumed-edition note of the file under the caller's system (``named``; empty when it names the
    edition); ``system``: the one already chosen for it (not chosen again)."""
    note = assumed_edition(tournament, named, system)
    return (note,) if note else ()


def withdrawn_warnings(tournament: Tournament, system: System, state: PairingState, round_number: int) -> tuple[str, ...]:
    """The warning naming the participants probably withdrawn before ``round_number`` (General Handling 3.2),
    those the state already holds absent left out; empty when there are none."""
    absent = {state.start_number_of(tpn) for tpn, _ in state.absent}
    noun = "player" if columns(system, round_number) is not None else "team"
    note = withdrawn_warning(probably_withdrawn(tournament, system, round_number, absent), system.names(tournament),
                             round_number, noun)
    return (note,) if note else ()


LAST_ROUND_RULES: dict[str, str] = {
    "dutch": "topscorers, Dutch 1.8", "dutch-2017": "topscorers, Dutch A.7",
    "double-swiss": "C7 and C8 lifted, Double-Swiss 2.3.4-2.3.5", "team": "Type B colour preferences, Team 1.7.2",
    "dubov": "C8-C10 lifted, Dubov 2.3.4-2.3.6", "lim": "Lim 6", "rating-2009": "B2, B5 and B6 eased, note to B.6",
}
"""The rules a system's text applies in the last round only (a system not named has none)."""


def declared_total(system: System, tournament: Tournament, rounds: int | None) -> int | None:
    """The number of rounds declared, in the system's rounds: ``rounds`` (``--rounds``), else 142/XXR (a
    Double-Swiss round is two columns); None when neither declares it."""
    if rounds is not None:
        return rounds
    if tournament.declared_rounds is None:
        return None
    span = columns(system, 1)
    return tournament.declared_rounds // (len(span) if span is not None else 1)


def given(option: str, value: object) -> str:
    """An option as its caller writes it: ``--rounds 5`` (the command line), ``rounds=5`` (the API)."""
    return f"{option} {value}" if option.startswith("-") else f"{option}={value}"


def last_round_warnings(system: System, tournament: Tournament, state: PairingState, round_number: int,
                        rounds: int | None, option: str = "--rounds") -> tuple[str, ...]:
    """Round ``round_number`` past every declared round: an input error saying so, with ``option`` to go on
    (Basic Rules 1: ``--rounds``, the API's ``rounds``); the round paired as the last because nothing declares
    the number of rounds and the system has last-round rules: the warning that says it (in the command
    line's words, the same for every caller); else nothing."""
    played = system.next_round(tournament) - 1
    declared = declared_total(system, tournament, rounds)
    if declared is not None and round_number > declared and round_number > played:
        noun = "round" if declared == 1 else "rounds"
        held = f"all {played}" if played == declared else str(played)
        go_on = f"give {given(option, round_number)} or more to pair round {round_number}"
        if rounds is not None:
            raise InputError(f"{given(option, rounds)}: every declared round is played: the file holds {held}; "
                             f"{go_on}", option=option)
        raise InputError(f"every declared round is played: {tournament.rounds_source or '142'} "
                         f"{tournament.declared_rounds} declares {declared} {noun} and the file holds {held}; "
                         f"{go_on}", record=rounds_record(tournament))
    rules = LAST_ROUND_RULES.get(system.identity.name)
    if declared is None and rules is not None and round_number >= state.total_rounds:
        return (f"round {round_number} is paired as the last round ({rules}): no number of rounds is declared "
                "(142, XXR or --rounds), so the last round is assumed; give --rounds N if more rounds follow",)
    return ()


def round_to_pair(tournament: Tournament, system: System, round_number: int, rounds: int | None, named: str | None,
                  byes: Mapping[ByeCode, tuple[int, ...]] | None = None,
                  names: Mapping[ByeCode, str] = OPTIONS, rounds_option: str = "--rounds") -> RoundToPair:
    """Round ``round_number`` ready to pair: ``byes`` (code -> numbers, named by ``names``: the command line's
    options or the API's arguments) added when it is the round after the file's last (an input error
    otherwise), its state, the probably withdrawn participants, the last round assumed and the assumed edition
    as warnings; an input error naming ``rounds_option`` for a round after every declared one."""
    last = system.next_round(tournament)
    tournament = byes_of_round(tournament, system, round_number, last, byes or {}, names)
    state: PairingState = system.build_state(tournament, round_number, rounds)
    final = last_round_warnings(system, tournament, state, round_number, rounds, rounds_option)
    unfinished = unfinished_warning(tournament, system, round_number) if round_number == last else None
    # a round without its results says nothing of who withdrew (General Handling 3.2): its warning says why
    withdrawn = withdrawn_warnings(tournament, system, state, round_number) if round_number == last else ()
    warnings = (unfinished,) + tuple(w for w in withdrawn if columns(system, round_number) is not None) \
        if unfinished else withdrawn
    return RoundToPair(tournament=tournament, state=state,
                       warnings=warnings + final + edition_warnings(tournament, named, system))

"""The round to pair or explain, with the warnings that go with it: what ``pair`` and ``explain`` and the Python
API (``checker.api``) all start from.

The byes the caller gives (General Handling 3.3) are added to the tournament; the state before the round is
built; the warnings are the round before left unfinished (games without a result), the participants probably
withdrawn (3.2, for the round after the file's last only) and the edition of the rules assumed when neither the
file nor the caller named it (issue 22).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

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
from checker.report.player import RoundReasoning
from checker.state.base import PairingState
from checker.systems.registry import System, assumed_edition


@dataclass(frozen=True)
class RoundToPair:
    """The tournament with the caller's byes, the state before the round, and the round's warnings."""

    tournament: Tournament
    state: PairingState
    warnings: tuple[str, ...] = field(default=())


def edition_warnings(tournament: Tournament, named: str | None) -> tuple[str, ...]:
    """The assumed-edition note of the file under the caller's system (``named``; empty when it names the edition)."""
    note = assumed_edition(tournament, named)
    return (note,) if note else ()


def withdrawn_warnings(tournament: Tournament, system: System, state: PairingState, round_number: int) -> tuple[str, ...]:
    """The warning naming the participants probably withdrawn before ``round_number`` (General Handling 3.2),
    those the state already holds absent left out; empty when there are none."""
    absent = {state.start_number_of(tpn) for tpn, _ in state.absent}
    noun = "player" if columns(system, round_number) is not None else "team"
    note = withdrawn_warning(probably_withdrawn(tournament, system, round_number, absent), system.names(tournament),
                             round_number, noun)
    return (note,) if note else ()


def round_to_pair(tournament: Tournament, system: System, round_number: int, rounds: int | None, named: str | None,
                  byes: Mapping[ByeCode, tuple[int, ...]] | None = None,
                  names: Mapping[ByeCode, str] = OPTIONS) -> RoundToPair:
    """Round ``round_number`` ready to pair: ``byes`` (code -> numbers, named by ``names``: the command line's
    options or the API's arguments) added when it is the round after the file's last (an input error
    otherwise), its state, the probably withdrawn participants and the assumed edition as warnings."""
    last = system.next_round(tournament)
    tournament = byes_of_round(tournament, system, round_number, last, byes or {}, names)
    state: PairingState = system.build_state(tournament, round_number, rounds)
    unfinished = unfinished_warning(tournament, system, round_number) if round_number == last else None
    # a round without its results says nothing of who withdrew (General Handling 3.2): its warning says why
    withdrawn = withdrawn_warnings(tournament, system, state, round_number) if round_number == last else ()
    warnings = (unfinished,) + tuple(w for w in withdrawn if columns(system, round_number) is not None) \
        if unfinished else withdrawn
    return RoundToPair(tournament=tournament, state=state, warnings=warnings + edition_warnings(tournament, named))


def reasoning(tournament: Tournament, system: System, round_number: int, rounds: int | None,
              named: str | None) -> RoundReasoning:
    """The reference pairer's reasoning for the round (``explain --round``), with the assumed-edition warning."""
    state = system.build_state(tournament, round_number, rounds)
    return RoundReasoning(round=round_number, system=system.title, reasoning=system.explain(state),
                          warnings=edition_warnings(tournament, named))

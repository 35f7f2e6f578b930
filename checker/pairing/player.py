"""One player's round (``explain --player``, ``checker.api.explain(..., player=N)``): the player checked, the
published board read when the file holds the round, the answer built (``report.player.answer``)."""

from __future__ import annotations

from checker.errors import InputError
from checker.models import Pairing, Tournament
from checker.pairing.absences import columns
from checker.pairing.round import edition_warnings, last_round_warnings
from checker.report.differing import people_of
from checker.report.player import PlayerAnswer, answer
from checker.state.base import PairingState, to_tpn
from checker.systems.registry import System
from checker.tournament.published import PublishedRoundError


def player_answer(tournament: Tournament, system: System, round_number: int, rounds: int | None, number: int,
                  named: str | None, option: str = "--player", rounds_option: str = "--rounds") -> PlayerAnswer:
    """The answer for the participant with start number (Team: team number) ``number`` in ``round_number``,
    with the last round assumed and the assumed-edition warnings; an input error naming ``option`` when that
    participant is not paired in the round (absent, or no participant), or ``rounds_option`` for a round after
    every declared one."""
    state: PairingState = system.build_state(tournament, round_number, rounds)
    final = last_round_warnings(system, tournament, state, round_number, rounds, rounds_option)
    numbers = {state.start_number_of(p.tpn) for p in state.players}
    if number not in numbers:
        absent = {state.start_number_of(t): code for t, code in state.absent}
        why = (f"is not paired in round {round_number} (absent, code {absent[number] or 'blank'})"
               if number in absent else f"is no participant to pair in round {round_number}")
        raise InputError(f"{option} {number}: {why}", option=option)
    published: Pairing | None = None
    if round_number < system.next_round(tournament):
        try:
            published = to_tpn(state, system.published(tournament, round_number))
        except PublishedRoundError:
            published = None
    found = answer(system, state, system.pair(state), published,
                   people_of(tournament, system.names(tournament)), state.tpn_of(number))
    fault = found.published_fault
    if fault is not None and fault.criterion == "C1" and fault.opponent is not None:
        met = met_in(tournament, system, round_number, number, fault.opponent.number)
        found = found.model_copy(update={"published_fault": fault.model_copy(update={"met": met})})
    return found.model_copy(update={"warnings": final + edition_warnings(tournament, named, system)})


def met_in(tournament: Tournament, system: System, round_number: int, a: int, b: int) -> tuple[int, ...]:
    """The rounds before ``round_number`` in which ``a`` and ``b`` were paired as the file publishes them, a game
    played in them when the participants are the 001 players (a forfeit is no meeting, General Handling 3.5)."""
    rounds = []
    for k in range(1, round_number):
        try:
            pairs = {frozenset((p.white, p.black)) for p in system.published(tournament, k).pairs}
        except PublishedRoundError:
            continue
        if frozenset((a, b)) not in pairs:
            continue
        span = columns(system, k)
        player = next((p for p in tournament.players if p.start_number == a), None) if span is not None else None
        entries = [player.entry(c) for c in span or ()] if player is not None else []
        if player is None or any(e is not None and e.opponent == b and e.is_played for e in entries):
            rounds.append(k)
    return tuple(rounds)

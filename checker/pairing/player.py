"""One player's round (``explain --player``, ``checker.api.explain(..., player=N)``): the player checked, the
published board read when the file holds the round, the answer built (``report.player.answer``)."""

from __future__ import annotations

from checker.errors import InputError
from checker.models import Pairing, Tournament
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
    return found.model_copy(update={"warnings": final + edition_warnings(tournament, named)})

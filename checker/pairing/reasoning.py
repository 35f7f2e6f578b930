"""The reference pairer's reasoning for a round, ``explain --round``'s answer (apart from ``round.py``
so that ``pair`` does not import the report models of ``explain``: start-up, issue 34)."""

from __future__ import annotations

from checker.models import Tournament
from checker.pairing.round import edition_warnings, last_round_warnings
from checker.report.player import RoundReasoning
from checker.systems.registry import System


def reasoning(tournament: Tournament, system: System, round_number: int, rounds: int | None,
              named: str | None, rounds_option: str = "--rounds") -> RoundReasoning:
    """The reference pairer's reasoning for the round (``explain --round``), with the last round assumed and the
    assumed-edition warnings; an input error naming ``rounds_option`` for a round after every declared one."""
    state = system.build_state(tournament, round_number, rounds)
    final = last_round_warnings(system, tournament, state, round_number, rounds, rounds_option)
    return RoundReasoning(round=round_number, system=system.title, reasoning=system.explain(state),
                          warnings=final + edition_warnings(tournament, named, system))

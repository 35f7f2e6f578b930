"""Hypothesis 4 (issue 24), colours: the other initial colour, and the numbering of absentees.

``initial-colour``: the round re-paired with the other initial colour (Dutch 5.1, Team 4.1: the
152 record, XXC white1/black1, else read back from round 1).

``absent-numbering``: in round 1 of a team event, the colour of a pair goes by the parity of the
first-team's number (Team 4.3.1); swisscheck's Team reading numbers every team of the file, absent
ones included. The hypothesis renumbers the teams present in round 1 as 1..k in their order (the
absent ones after them), as a program that numbers only those present does, and re-pairs. An
individual event is already numbered among those present (General Handling 2.4, ``effective_numbers``),
so it has nothing to try here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, runtime_checkable

from checker.causes.case import RoundCase
from checker.causes.judge import judged
from checker.causes.words import joined, who
from checker.evaluation.cause import Cause, Hypothesis
from checker.models import AccelerationRecord, Colour, Tournament
from checker.state.base import renumbered
from checker.systems.interface import StateT
from checker.tournament.colours import opposite

COLOUR_WORD: dict[Colour, str] = {"w": "White", "b": "Black"}


@runtime_checkable
class ColouredState(Protocol):
    """A state that carries the initial colour it was built with (Dutch, Team, and the others)."""

    @property
    def initial_colour(self) -> Colour:
        """The initial colour (152 / XXC, else read back from round 1)."""


def initial_colour(case: RoundCase[StateT]) -> Cause | None:
    """The round as the other initial colour pairs it, or None."""
    if not isinstance(case.state, ColouredState):
        return None
    other = opposite(case.state.initial_colour)
    record = "W" if other == "w" else "B"
    hypothesis = Hypothesis(kind="initial-colour", changes=f"initial colour {COLOUR_WORD[other]} (152 {record})",
                            option=f"--initial-colour {COLOUR_WORD[other].lower()}")
    changed = case.tournament.model_copy(update={"initial_colour": other})
    return judged(case, hypothesis, case.repair(changed),
                  f"the rules' pairing with {COLOUR_WORD[other]} as the initial colour (152 {record})")


def _range(mapping: Mapping[int, int], record: AccelerationRecord) -> AccelerationRecord:
    """An id range of a 250 record over the renumbered teams (the present ones it held, in order)."""
    inside = [mapping[n] for n in range(record.first_id, record.last_id + 1) if n in mapping]
    if not inside:
        return record
    return record.model_copy(update={"first_id": min(inside), "last_id": max(inside)})


def renumber_teams(tournament: Tournament, mapping: Mapping[int, int]) -> Tournament:
    """The tournament with every team number passed through ``mapping`` (310/013, 240, 250, 260, 300,
    320, 330); players keep their start numbers."""
    def n(team: int) -> int:
        """The team's new number (unchanged when ``mapping`` has none)."""
        return mapping.get(team, team)

    teams = tuple(sorted((t.model_copy(update={"number": n(t.number)}) for t in tournament.teams),
                         key=lambda t: t.number))
    pab = tournament.team_pab
    return tournament.model_copy(update={
        "teams": teams,
        "byes": tuple(b.model_copy(update={"ids": tuple(n(i) for i in b.ids)}) for b in tournament.byes),
        "acceleration": tuple(_range(mapping, a) for a in tournament.acceleration),
        "prohibited": tuple(p.model_copy(update={"ids": tuple(n(i) for i in p.ids)}) for p in tournament.prohibited),
        "lineups": tuple(x.model_copy(update={"team": n(x.team), "opponent": n(x.opponent)})
                         for x in tournament.lineups),
        "team_pab": None if pab is None else pab.model_copy(
            update={"teams": tuple(n(t) if t else t for t in pab.teams)}),
        "forfeited_matches": tuple(f.model_copy(update={"white": n(f.white), "black": n(f.black)})
                                   for f in tournament.forfeited_matches),
    })


def absent_numbering(case: RoundCase[StateT]) -> Cause | None:
    """Round 1 of a team event with absent teams, re-paired with the teams numbered among those present."""
    absent = {n for n, _ in case.state.absent}
    if case.round != 1 or not case.tournament.teams or not absent:
        return None
    numbers = sorted({t.number for t in case.tournament.teams})
    order = [t for t in numbers if t not in absent] + [t for t in numbers if t in absent]
    mapping = {old: new for new, old in enumerate(order, start=1)}
    back = {new: old for old, new in mapping.items()}
    rules = case.repair(renumber_teams(case.tournament, mapping))
    hypothesis = Hypothesis(kind="absent-numbering", changes="round 1: the teams present numbered 1.."
                            f"{len(numbers) - len(absent)} in order, the absent ones ({', '.join(map(str, sorted(absent)))}) after them")
    message = (f"the rules' pairing with the teams numbered among those present in round 1 (absent: "
               f"{joined(who(case.names, n) for n in sorted(absent))}); swisscheck's Team reading numbers "
               "the absent too")
    return judged(case, hypothesis, None if rules is None else renumbered(rules, lambda t: back.get(t, t)), message)

"""The absences of the round to pair given on the command line (``pair --absent``, ``--half-point-bye``),
and the players who are probably withdrawn.

General Handling 3.3: participants known in advance not to play in a round are not paired in it and
score zero (a ``Z`` bye), or the half point of a requested bye (``H``); 3.2: participants who withdraw
are no longer paired. A file before the round to pair rarely says who will not come, so the command
line says it; what it says is added to the tournament as 240 bye records of that round (the TRF-2026
record every system already reads), and overrides what the file pre-entered for those players there.
A player who neither played nor received a bye in the last round played is probably withdrawn:
``pair`` names them on one warning line and still pairs them (the arbiter decides, swisscheck cannot).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Literal

from checker.commands.common import at_least_one
from checker.errors import InputError
from checker.models import ByeRecord, Player, RoundEntry, Tournament
from checker.systems.adapter import IndividualSystem
from checker.systems.registry import System

SHOWED_UP = frozenset({"1", "0", "=", "W", "D", "L", "+", "H", "F", "U"})
"""Result codes of a player who played a game (over the board or won by forfeit) or received a bye with points."""

ByeCode = Literal["Z", "H"]
"""A bye the command line gives for the round to pair."""

OPTIONS: dict[ByeCode, str] = {"Z": "--absent", "H": "--half-point-bye"}
"""The option that gives each bye code (General Handling 3.3: Z, absent; H, a requested half-point bye)."""


def numbers(text: str) -> tuple[int, ...]:
    """An argparse type for ``N,M,...``: start numbers (Team: team numbers), 1 or more each."""
    return tuple(at_least_one(word, "start numbers N,M,...", "a start number") for word in text.split(","))


def columns(system: System, round_number: int) -> range | None:
    """The TRF round columns of one round of an individual system (Double-Swiss: the two of a match);
    None for a system whose participants are not the 001 players (Team)."""
    if not isinstance(system, IndividualSystem):
        return None
    return range((round_number - 1) * system.games + 1, round_number * system.games + 1)


def with_byes(tournament: Tournament, system: System, round_number: int, byes: dict[ByeCode, tuple[int, ...]]) -> Tournament:
    """The tournament with the given byes (code -> numbers) of ``round_number``, the round to pair;
    an input error naming the option for a number the file does not hold or a number given twice."""
    known = system.names(tournament)
    seen: dict[int, ByeCode] = {}
    for code, given in byes.items():
        unknown = sorted({n for n in given if n not in known})
        if unknown:
            raise InputError(f"{OPTIONS[code]} {', '.join(map(str, unknown))}: no participant of the file has "
                             f"{'this start number' if len(unknown) == 1 else 'these start numbers'}",
                             option=OPTIONS[code])
        for n in given:
            if seen.get(n, code) != code:
                raise InputError(f"{OPTIONS[seen[n]]} and {OPTIONS[code]} both name {n}: one bye per player "
                                 f"and round", option=OPTIONS[code])
            seen[n] = code
    if not seen:
        return tournament
    span = columns(system, round_number)
    first = round_number if span is None else span.start
    records = tuple(ByeRecord(kind=code, round=first, ids=tuple(sorted(set(given))))
                    for code, given in byes.items() if given)
    players = tournament.players if span is None else tuple(_without(p, span) if p.start_number in seen else p
                                                             for p in tournament.players)
    return tournament.model_copy(update={"byes": tournament.byes + records, "players": players})


def _without(player: Player, span: range) -> Player:
    """The player without the blocks the file pre-entered in ``span`` (the command line says instead)."""
    return player.model_copy(update={"rounds": tuple(e for e in player.rounds if e.round not in span)})


def probably_withdrawn(tournament: Tournament, system: System, round_number: int,
                       absent: Collection[int]) -> tuple[Player, ...]:
    """Players to be paired in ``round_number`` who neither played a game nor received a bye with points
    in the round before it (General Handling 3.2: a withdrawn player is no longer paired); ``absent``:
    the start numbers already known not to be paired. A line without any block before the round is a
    late entry (2.4), not a withdrawal."""
    span = columns(system, round_number - 1)
    if span is None or round_number < 2:
        return ()

    def showed_up(entry: RoundEntry | None) -> bool:
        return entry is not None and entry.result in SHOWED_UP

    return tuple(p for p in tournament.players
                 if p.start_number not in absent and not any(showed_up(p.entry(c)) for c in span)
                 and any(e.round < span.stop for e in p.rounds))


def withdrawn_warning(players: tuple[Player, ...], round_number: int) -> str | None:
    """One warning line naming the probably withdrawn players, with their names; None when there are none."""
    if not players:
        return None
    who = ", ".join(f"{p.start_number} {p.name}".strip() for p in players)
    many = len(players) != 1
    return (f"warning: round {round_number}: {len(players)} player{'s' if many else ''} had no game and no bye "
            f"in round {round_number - 1} and {'are' if many else 'is'} probably withdrawn (General Handling 3.2); "
            f"still paired unless --absent names them: {who}")

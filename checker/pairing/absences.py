"""The absences of the round to pair given by the caller (``pair --absent`` / ``--half-point-bye``, the API's
``absent=`` / ``half_point_bye=``), and the participants who are probably withdrawn.

General Handling 3.3: participants known in advance not to play in a round are not paired in it and
score zero (a ``Z`` bye), or the half point of a requested bye (``H``); 3.2: participants who withdraw
are no longer paired. A file before the round to pair rarely says who will not come, so the caller
says it; what it says is added to the tournament as 240 bye records of that round (the TRF-2026
record every system already reads), and overrides what the file pre-entered for those players there.
A participant who neither played nor received a bye in the last round played is probably withdrawn:
``pair`` names them in one warning and still pairs them (the arbiter decides, swisscheck cannot).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Literal

from checker.errors import InputError
from checker.models import ByeRecord, Player, RoundEntry, Tournament
from checker.systems.adapter import IndividualSystem
from checker.systems.capabilities import ScoresRounds
from checker.systems.registry import System

if TYPE_CHECKING:  # an annotation only: pair does not import the standings (start-up, issue 34)
    from checker.tournament.standings import Outcome

SHOWED_UP = frozenset({"1", "0", "=", "W", "D", "L", "+", "H", "F", "U"})
"""Result codes of a player who played a game (over the board or won by forfeit) or received a bye with points."""

ByeCode = Literal["Z", "H"]
"""A bye given for the round to pair."""

OPTIONS: dict[ByeCode, str] = {"Z": "--absent", "H": "--half-point-bye"}
"""The option that gives each bye code on the command line (General Handling 3.3: Z, absent; H, a requested
half-point bye)."""

ARGUMENTS: dict[ByeCode, str] = {"Z": "absent", "H": "half_point_bye"}
"""The API's argument that gives each bye code (``checker.api.pair``)."""


def columns(system: System, round_number: int) -> range | None:
    """The TRF round columns of one round of an individual system (Double-Swiss: the two of a match);
    None for a system whose participants are not the 001 players (Team)."""
    if not isinstance(system, IndividualSystem):
        return None
    return range((round_number - 1) * system.games + 1, round_number * system.games + 1)


def byes_of_round(tournament: Tournament, system: System, round_number: int, last: int,
                  byes: Mapping[ByeCode, tuple[int, ...]], names: Mapping[ByeCode, str]) -> Tournament:
    """The tournament with the given byes in the round to pair (General Handling 3.3); an input error naming
    the option (``names``: the command line's or the API's) when they name a round the file already holds
    (its absences are the file's): ``last`` is the round after the file's last."""
    if round_number != last and any(byes.values()):
        option = names["Z" if byes.get("Z") else "H"]
        raise InputError(f"{option} applies to the round to pair after the file's last one (round {last}); "
                         f"round {round_number}'s absences are the file's", option=option)
    return _with_byes(tournament, system, round_number, byes, names)


def _with_byes(tournament: Tournament, system: System, round_number: int, byes: Mapping[ByeCode, tuple[int, ...]],
               names: Mapping[ByeCode, str]) -> Tournament:
    """The tournament with the given byes (code -> numbers) of ``round_number``, the round to pair;
    an input error naming the option for a number the file does not hold or a number given twice."""
    known = system.names(tournament)
    seen: dict[int, ByeCode] = {}
    for code, given in byes.items():
        unknown = sorted({n for n in given if n not in known})
        if unknown:
            raise InputError(f"{names[code]} {', '.join(map(str, unknown))}: no participant of the file has "
                             f"{'this start number' if len(unknown) == 1 else 'these start numbers'}",
                             option=names[code])
        for n in given:
            if seen.get(n, code) != code:
                raise InputError(f"{names[seen[n]]} and {names[code]} both name {n}: one bye per player "
                                 f"and round", option=names[code])
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
    """The player without the blocks the file pre-entered in ``span`` (the caller says instead)."""
    return player.model_copy(update={"rounds": tuple(e for e in player.rounds if e.round not in span)})


def probably_withdrawn(tournament: Tournament, system: System, round_number: int,
                       absent: Collection[int]) -> tuple[int, ...]:
    """The numbers of the participants to be paired in ``round_number`` who neither played nor received a bye
    with points in the round before it (General Handling 3.2: a withdrawn participant is no longer paired);
    ``absent``: the numbers already known not to be paired. A participant without any round before is a
    late entry (2.4), not a withdrawal. Players by their TRF columns (Double-Swiss: the two of a match);
    Team by its matches (C.04.6: no match, played or won by forfeit, and no bye with points)."""
    if round_number < 2:
        return ()
    span = columns(system, round_number - 1)
    if span is not None:
        return tuple(p.start_number for p in tournament.players
                     if p.start_number not in absent and _gone(p, span))
    if not isinstance(system, ScoresRounds):
        return ()
    results = system.results(tournament, round_number - 1)
    return tuple(n for n, rounds in sorted(results.items())
                 if n not in absent and not _came(rounds[-1]) and any(_came(o) for o in rounds[:-1]))


def _gone(player: Player, span: range) -> bool:
    """No game and no bye with points in the columns of ``span``, though the line holds a round before."""
    def showed_up(entry: RoundEntry | None) -> bool:
        """Played, a bye with points, or paired with no result yet (an unfinished round)."""
        return entry is not None and (entry.result in SHOWED_UP or entry.opponent is not None and not entry.result)

    return not any(showed_up(player.entry(c)) for c in span) and any(e.round < span.stop for e in player.rounds)


def _came(outcome: Outcome) -> bool:
    """A round of a competitor counted by its system (a team's match): played, or with points (a forfeit won,
    a bye with points)."""
    return outcome.played or outcome.points > 0


def withdrawn_warning(numbers: tuple[int, ...], names: Mapping[int, str], round_number: int,
                      noun: str = "player") -> str | None:
    """One warning naming the probably withdrawn participants (``noun``: player or team) with their names;
    None when there are none."""
    if not numbers:
        return None
    who = ", ".join(f"{n} {names.get(n, '')}".strip() for n in numbers)
    many = len(numbers) != 1
    game = "match" if noun == "team" else "game"
    return (f"round {round_number}: {len(numbers)} {noun}{'s' if many else ''} had no {game} and no bye "
            f"in round {round_number - 1} and {'are' if many else 'is'} probably withdrawn (General Handling 3.2); "
            f"still paired unless --absent names them: {who}")


def games_without_result(tournament: Tournament, system: System, round_number: int) -> int:
    """The games of ``round_number`` the file pairs but gives no result (an opponent and a blank result: the
    round is not finished), each pair once; Team: its boards' games, one TRF column per round."""
    span = columns(system, round_number) or range(round_number, round_number + 1)
    pending = {(c, min(p.start_number, e.opponent), max(p.start_number, e.opponent))
               for p in tournament.players for c in span
               if (e := p.entry(c)) is not None and e.opponent is not None and not e.result}
    return len(pending)


def unfinished_warning(tournament: Tournament, system: System, round_number: int) -> str | None:
    """The warning that the round before ``round_number`` is not finished (games without a result), which the
    pairing of ``round_number`` reads as not played; None when every paired game has a result."""
    if round_number < 2:
        return None
    n = games_without_result(tournament, system, round_number - 1)
    if not n:
        return None
    return (f"round {round_number - 1} is not finished: {n} game{'s have' if n != 1 else ' has'} no result in the "
            f"file; round {round_number} is paired as if {'they' if n != 1 else 'it'} had not been played "
            f"(no points, no colour, no meeting): enter the results first")

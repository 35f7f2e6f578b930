"""Hypothesis 3 (issue 24), players taken out before the pairing: one or two players who did not
play the round over the board (a forfeit ``+``/``-``, a PAB ``U`` given by hand, a late entry) were
not in the pairing; the rest of the round is the rules' pairing, and the boards that seat them were
made by hand afterwards.

Candidates are few by construction: only such players, and only those seated on a published board
the rules' pairing does not give (or holding the published PAB), at most :data:`MAX_CANDIDATES`;
the search tries each alone, then each two of them (at most 36 re-pairings), never pairs of the
whole field. A system whose round spans several columns or whose participants are teams is skipped.
"""

from __future__ import annotations

from itertools import combinations

from checker.causes.case import RoundCase
from checker.causes.judge import judged
from checker.causes.words import players_phrase
from checker.evaluation.cause import Cause, Hypothesis
from checker.models import Player, RoundEntry, Tournament
from checker.systems.capabilities import CountsRounds
from checker.systems.interface import StateT
from checker.tournament.rounds import takes_part

MAX_CANDIDATES = 8
"""Players tried at most (alone and two by two: 8 + 28 re-pairings)."""


def late_entry(player: Player, round_number: int, previous: Player | None) -> bool:
    """General Handling 2.4: no round taken part in before this one (round 1: unrated, or rated above
    the player before in the start order, i.e. placed out of the initial ranking's order)."""
    if round_number > 1:
        return not any(takes_part(player.entry(r)) for r in range(1, round_number))
    rating = player.rating or 0
    return rating == 0 or (previous is not None and rating > (previous.rating or 0))


def candidates(case: RoundCase[StateT]) -> tuple[int, ...]:
    """Start numbers that did not play round r over the board, seated where the rules differ: the PAB
    first, then forfeit losses (absent at the board), late entries, forfeit wins; at most
    :data:`MAX_CANDIDATES`."""
    reference = case.verdict.reference
    differing = ({n for b in case.boards if reference is None or (b.white, b.black) not in reference.as_set()
                  for n in (b.white, b.black)} | {case.published.pab} - {None})
    ranked: list[tuple[int, int]] = []
    previous: Player | None = None
    for player in case.tournament.players:
        entry = player.entry(case.round)
        if entry is not None and takes_part(entry) and player.start_number in differing:
            if entry.is_pab:
                ranked.append((0, player.start_number))
            elif entry.result == "-":
                ranked.append((1, player.start_number))
            elif late_entry(player, case.round, previous):
                ranked.append((2, player.start_number))
            elif entry.is_forfeit or entry.opponent is None:
                ranked.append((3, player.start_number))
        previous = player
    return tuple(n for _, n in sorted(ranked)[:MAX_CANDIDATES])


def without(tournament: Tournament, round_number: int, taken: frozenset[int]) -> Tournament:
    """The tournament with ``taken`` absent from round ``round_number`` (their blocks set to ``0000 - Z``)."""
    absent = RoundEntry(round=round_number, result="Z")
    players = tuple(
        p.model_copy(update={"rounds": tuple(absent if e.round == round_number else e for e in p.rounds)})
        if p.start_number in taken else p
        for p in tournament.players)
    return tournament.model_copy(update={"players": players})


def taken_out(case: RoundCase[StateT]) -> Cause | None:
    """One or two players left out of the pairing, the rest the rules' pairing; None when no such
    player (or pair of them) explains the round."""
    if isinstance(case.system, CountsRounds) or case.tournament.teams:
        return None
    found = candidates(case)
    combined: Cause | None = None
    for size in (1, 2):
        for taken in combinations(found, size):
            named = frozenset(taken)
            phrase = players_phrase(case.names, named)
            hypothesis = Hypothesis(kind="taken-out", changes=f"{phrase} absent from round {case.round} (code Z)")
            by_hand = (f"; {pab} got the bye by hand (recorded as U)"
                       if (pab := case.published.pab) in named and pab is not None else "")
            cause = judged(case, hypothesis, case.repair(without(case.tournament, case.round, named)),
                           f"the rules' pairing, had {phrase} not been in it{by_hand}", named)
            if cause is not None and len(cause.hypotheses) == 1:
                return cause
            combined = combined or cause
    return combined

"""Virtual points of a Double-Swiss match (C.04.7 with C.04.5): Baku, 250 and XXA read per match.

C.04.7 applies to any Swiss system. Its unit is the round, and a Double-Swiss round is a match of two
games (C.04.5 Preface), so "the points awarded for a win" (C.04.7 1.4.2) are those of a match won:
two won games (2 points with the standard scoring), halved (1.4.3) in the later accelerated rounds;
the accelerated rounds are the first half (rounded up) of the matches (1.4.1). C.04.7 1.4.4.2 reads the
same way for teams, whose "win" is a won match (2 match points). A 250 or XXA record names TRF round
columns: match k takes the value of its first game's column 2k-1 (as 240 and 260 records are read).
The reading and its reasons: docs/interpretations-double-swiss.md, "Acceleration".
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from checker.models import ScoringSystem, Tournament
from checker.tournament.records import system_record
from checker.tournament.scoring import (
    acceleration_method,
    baku_group_a_size,
    baku_points,
    check_baku_premise,
    virtual_points,
)

GAMES_PER_MATCH = 2
"""C.04.5 Preface: a match is two games."""


def match_win(scoring: ScoringSystem) -> Decimal:
    """C.04.7 1.4.2 for a Double-Swiss round: the points of a match won, two won games."""
    return GAMES_PER_MATCH * scoring.win


def match_virtual_points(tournament: Tournament, match: int, matches: int, tpn_of: Mapping[int, int]) -> dict[int, Decimal]:
    """Virtual points of every player before Double-Swiss round ``match`` of ``matches``, by start number.

    Baku (a ``_BAKU`` 192 code): GA = TPN 1..2*ceil(n/4) (C.04.7 1.2) gets a match win's points in the
    first half (rounded up) of the accelerated rounds, half of them in the others (1.4.2, 1.4.3).
    250 / XXA: the value of the match's first round column. InputError when Baku's premise fails (1.1).
    """
    if acceleration_method(tournament) != "baku":
        return virtual_points(tournament, GAMES_PER_MATCH * match - 1, GAMES_PER_MATCH * matches, tpn_of)
    check_baku_premise(tournament.scoring, system_record(tournament))
    value = baku_points(match_win(tournament.scoring), match, matches)
    if value == 0:
        return {}
    cut = baku_group_a_size(len(tournament.players))
    return {start: value for start, tpn in tpn_of.items() if tpn <= cut}

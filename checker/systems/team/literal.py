"""The literal Swiss Team system: an executable reading of C.04.6 (2026) for small rounds.

Arts. 3.4-3.6 are the shared literal enumeration (checker.systems.top_scoregroup.literal: every PAB candidate,
every set of upfloaters in the order of 3.5.3-3.5.4, every legal pairing of a bracket by its
identifier, "complies with" read as the best available value then the first in the text's order).
What is Team's own is read here without the fast pairer's shortcut: C8 and C9 count the teams whose
colour preference is not met once art. 4 has given each pair its colours, and C10 counts the
upfloaters whose opponent floated in the previous round. It is the reference the fast Team pairer
(checker.systems.team.pairer on the shared core) is property-tested against: brute force, small rounds only.
"""

from __future__ import annotations

from checker.systems.top_scoregroup.literal import Pairs, literal_pair_round
from checker.models import Pair, Pairing
from checker.systems.team.state import TeamRoundState, TeamState
from checker.systems.top_scoregroup.procedure import CoreResult
from checker.systems.team.colours import allocate
from checker.systems.team.pairer import entrants

MAX_TEAMS = 12
"""Upfloater sets and bracket pairings are enumerated: larger rounds are refused."""


def bracket_violations(
    state: TeamRoundState, teams: dict[int, TeamState], pairs: Pairs, upfloaters: frozenset[int]
) -> tuple[int, int, int]:
    """(C8, C9, C10) of a bracket pairing: colour preferences not fulfilled once art. 4 gives the
    colours, strong ones (Type B), upfloaters whose opponent floated last round (not in the last two
    rounds)."""
    c8 = c9 = c10 = 0
    for a, b in pairs:
        pair: Pair = allocate(state, a, b)
        for team, got in ((pair.white, "w"), (pair.black, "b")):
            t = teams[team]
            if t.preference is not None and t.preference != got:
                c8 += 1
                if state.options.preference_type == "B" and t.strength == "strong":
                    c9 += 1
        if state.float_criteria:
            for up, opp in ((a, b), (b, a)):
                if up in upfloaters and teams[opp].floated:
                    c10 += 1
    return (c8, c9, c10)


def pair_with_trace(state: TeamRoundState) -> tuple[Pairing, CoreResult]:
    """Pair the round literally (3.3.2) and return how every bracket was formed and paired."""
    if len(state.teams) > MAX_TEAMS:
        raise ValueError(
            f"literal Team pairer: {len(state.teams)} teams to pair, more than {MAX_TEAMS}; "
            "the literal enumerator is meant for small rounds only"
        )
    teams = {t.tpn: t for t in state.teams}

    def criteria(pairs: Pairs, upfloaters: frozenset[int]) -> tuple[int, ...]:
        return bracket_violations(state, teams, pairs, upfloaters)

    result = literal_pair_round(entrants(state), state.float_criteria, criteria)
    pairs = tuple(allocate(state, a, b) for a, b in result.pairs)
    return Pairing(round=state.round, pairs=pairs, pab=result.pab), result


def pair(state: TeamRoundState) -> Pairing:
    """The Team pairing of the round read literally from the text (small rounds only)."""
    return pair_with_trace(state)[0]

"""The FIDE Swiss Team Pairing System (C.04.6, 2026): the reference pairer, on the top-scoregroup procedure.

Articles 3.3-3.6 (PAB, upfloaters, bracket pairing) are the procedure's
(``checker.systems.top_scoregroup.procedure``); this module supplies what is Team's own: the
bracket criteria of 3.6.4 (C8 colour preferences, C9 strong preferences for Type B, C10
upfloaters' opponents that floated, not in the last two rounds), C7's last-two-rounds exception,
and the colours (4.2, 4.3). A pair's white is the team with White on board 1 (1.6.1).
"""

from __future__ import annotations

from checker.models import Pairing
from checker.systems.team.colours import allocate
from checker.systems.team.state import TeamRoundState
from checker.systems.top_scoregroup.procedure import Entrant, PairCosts, pair_round, upfloater_opponent_floaters


def bracket_costs(state: TeamRoundState) -> PairCosts:
    """3.6.4's criteria per pair, highest priority first: C8 (a colour preference not fulfilled),
    C9 (Type B: a strong preference not fulfilled), C10 (upfloaters whose opponent floated in the
    previous round; not in the last two rounds).

    Under 4.3.2-4.3.4 a pair leaves a preference unfulfilled only when both teams prefer the same
    colour (C8), and a strong one only when both have a strong preference for it (C9).
    """
    teams = {t.tpn: t for t in state.teams}
    floaters = frozenset(t.tpn for t in state.teams if t.floated)
    type_b = state.options.preference_type == "B"
    floats = state.float_criteria

    def costs(top: int, bottom: int, upfloaters: frozenset[int]) -> tuple[int, ...]:
        x, y = teams[top], teams[bottom]
        same = x.preference is not None and x.preference == y.preference
        c8 = int(same)
        c9 = int(same and x.strength == "strong" and y.strength == "strong") if type_b else 0
        c10 = upfloater_opponent_floaters(top, bottom, upfloaters, floaters) if floats else 0
        return (c8, c9, c10)

    return costs


def entrants(state: TeamRoundState) -> list[Entrant]:
    """The teams as the shared core sees them (C1 incompatibilities include 260 prohibitions)."""
    return [
        Entrant(
            tpn=t.tpn,
            score=t.score,
            pab_eligible=t.pab_eligible,
            matches_played=t.matches_played,
            floater=t.floated,
            incompatible=t.opponents | t.forbidden,
        )
        for t in state.teams
    ]


def pair_team_round(state: TeamRoundState) -> Pairing:
    """Pair a round of a Swiss Team tournament: core 3.3-3.6 with Team's criteria, then colours (4)."""
    result = pair_round(entrants(state), state.float_criteria, bracket_costs(state))
    pairs = tuple(allocate(state, a, b) for a, b in result.pairs)
    return Pairing(round=state.round, pairs=pairs, pab=result.pab)

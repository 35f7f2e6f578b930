"""The FIDE Swiss Team Pairing System (C.04.6, 2026) on the core shared with Double-Swiss.

Articles 3.3-3.6 (PAB, upfloaters, bracket pairing) are the core's (checker.systems.top_scoregroup.procedure);
this module supplies what is Team's own: the bracket criteria of 3.6.4 (C8 colour preferences,
C9 strong preferences for Type B, C10 upfloaters' opponents that floated, not in the last two
rounds), C7's last-two-rounds exception, the first-team (4.2) and the colour rules 4.3.1-4.3.9.
A pair's white is the team with White on board 1 (1.6.1).
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Colour, Pair, Pairing, Tournament
from checker.systems.team.state import (
    TeamRoundState,
    TeamState,
    build_team_state,
    paired_team_rounds,
    published_team_pairing,
    team_names,
)
from checker.systems.interface import SystemInfo, register
from checker.systems.top_scoregroup.procedure import Entrant, PairCosts, pair_round, upfloater_opponent_floaters
from checker.evaluation.findings import Finding

CODES: tuple[str, ...] = tuple(
    f"FIDE_TEAM{kind}{scores}"
    for kind in ("", "_TYPEA", "_TYPEB")
    for scores in ("", "_MP", "_GP", "_MP_GP", "_GP_MP")
)
"""TRF-2026 192 codes of the system (the _BAKU variants map here too: the registry strips _BAKU)."""


def _other(colour: Colour) -> Colour:
    """The opposite colour."""
    return "b" if colour == "w" else "w"


def first_team(state: TeamRoundState, a: TeamState, b: TeamState) -> tuple[TeamState, TeamState]:
    """4.2: (first-team, other team): higher primary score (4.2.1), higher secondary score unless the
    competition does not use it (4.2.2), smaller TPN (4.2.3). Scores include fictitious points."""

    def key(t: TeamState) -> tuple[Decimal, Decimal, int]:
        secondary = t.secondary if state.options.secondary is not None else Decimal(0)
        return (-t.score, -secondary, t.tpn)

    return (a, b) if key(a) <= key(b) else (b, a)


def _last_difference(x: tuple[Colour, ...], y: tuple[Colour, ...]) -> Colour | None:
    """4.3.6: x's colour the most recent time x and y had different colours (histories of played
    matches aligned on their last match, General Handling 3.4), or None if never."""
    for i in range(1, min(len(x), len(y)) + 1):
        if x[-i] != y[-i]:
            return x[-i]
    return None


def colour_of_first(state: TeamRoundState, first: TeamState, other: TeamState) -> tuple[Colour, str]:
    """4.3: the colour the first-team gets, and the article that decided it."""
    if not first.colours and not other.colours:
        colour = state.initial_colour if first.tpn % 2 == 1 else _other(state.initial_colour)
        return colour, "4.3.1"
    fp, op = first.preference, other.preference
    if fp is not None and op is None:
        return fp, "4.3.2"
    if op is not None and fp is None:
        return _other(op), "4.3.2"
    if fp is not None and op is not None and fp != op:
        return fp, "4.3.3"
    if state.options.preference_type == "B" and fp is not None and (first.strength == "strong") != (other.strength == "strong"):
        # Both prefer fp (4.3.3 did not apply): the strong one gets it.
        return (fp if first.strength == "strong" else _other(fp)), "4.3.4"
    if first.colour_difference != other.colour_difference:
        return ("w" if first.colour_difference < other.colour_difference else "b"), "4.3.5"
    last = _last_difference(first.colours, other.colours)
    if last is not None:
        return _other(last), "4.3.6"
    if fp is not None:
        return fp, "4.3.7"
    if first.colours:
        return _other(first.colours[-1]), "4.3.8"
    return other.colours[-1], "4.3.9"


def allocate(state: TeamRoundState, a: int, b: int) -> Pair:
    """The pair of teams ``a``, ``b`` with colours by 4.2 and 4.3 (white = White on board 1)."""
    first, other = first_team(state, state.team(a), state.team(b))
    colour, _ = colour_of_first(state, first, other)
    return Pair(white=first.tpn, black=other.tpn) if colour == "w" else Pair(white=other.tpn, black=first.tpn)


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


def audit(state: TeamRoundState, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """Why a published round differs from the rules' pairing (pairings by team number), first reason
    first: the shared Double-Swiss/Team audit with Team's criteria and colour rules
    (``checker.systems.team.audit``, imported late: it uses this module)."""
    from checker.systems.team.audit import audit as audit_round

    return audit_round(state, published, reference)


def explain(state: TeamRoundState) -> str:
    """The pairer's steps for an arbiter: the PAB (3.4), each bracket's upfloater sets tried (3.5) and
    identifiers (3.6), each pair's colours with the 4.3 rule and why (``checker.systems.team.audit``,
    imported late: it uses this module)."""
    from checker.systems.team.audit import explain as explain_round

    return explain_round(state)


def next_team_round(tournament: Tournament) -> int:
    """The round after the last one the file holds a team pairing for."""
    return max(paired_team_rounds(tournament), default=0) + 1


TEAM = register(
    SystemInfo(
        name="team",
        title="FIDE Swiss Team Pairing System, C.04.6 (2026)",
        codes=CODES,
        pair=pair_team_round,  # type: ignore[arg-type]
        audit=audit,  # type: ignore[arg-type]
        explain=explain,  # type: ignore[arg-type]
        build_state=build_team_state,  # type: ignore[arg-type]
        next_round=next_team_round,
        names=team_names,
        published=published_team_pairing,
    )
)

"""The Swiss Team check (C.04.6): what the shared-core audit needs from this system, and ``explain``.

``audit(state, published, reference)`` names the criterion (C1-C10, articles 2.1-2.3) or the
article (1.4, 3.4.x, 3.5.4, 3.6.3, 4.3.x) that separates a published team round from the rules'
one. The steps are the ones Double-Swiss uses (:mod:`checker.systems.top_scoregroup.audit`: both texts pair
by 3.3-3.6 word for word); this module supplies Team's own parts: the bracket criteria of 3.6.4
that apply this round (C8; C9 for Type B only; C10 except in the last two rounds), C7's
last-two-rounds exception, the colour rules 4.3.1-4.3.9 with the first-team of 4.2, and the words.
Pairings are by team number (= TPN, 1.1); a pair's white is the team with White on board 1 (1.6.1).
"""

from __future__ import annotations

from checker.models import Colour, Pairing
from checker.state.individual import RoundState
from checker.systems.team.state import TeamRoundState, TeamState
from checker.systems.top_scoregroup.audit import (
    ColourCall,
    CoreRules,
    audit_core,
    identifier_lines,
    pab_lines,
    points,
    set_lines,
)
from checker.systems.top_scoregroup.procedure import PairCosts, RoundGraph, pair_round
from checker.systems.team.pairer import bracket_costs, colour_of_first, entrants, first_team
from checker.evaluation.findings import Finding

ARTICLES: dict[str, str] = {
    "C1": "2.1.1", "C2": "2.1.2", "C3": "2.2.1", "C4": "2.3.1", "C5": "2.3.2",
    "C6": "2.3.3", "C7": "2.3.4", "C8": "2.3.5", "C9": "2.3.6", "C10": "2.3.7",
}
"""Where C.04.6 states each criterion."""

CRITERION_WORDS: dict[str, str] = {
    "C8": "teams whose colour preference is not fulfilled",
    "C9": "teams whose strong colour preference is not fulfilled",
    "C10": "upfloaters' opponents who floated in the previous round",
}
"""What each 3.6.4 criterion counts (2.3.5-2.3.7), for the findings' messages."""

_COST_INDEX: dict[str, int] = {"C8": 0, "C9": 1, "C10": 2}
"""Position of each criterion in the costs of :func:`checker.systems.team.pairer.bracket_costs`."""

COLOUR_NAME: dict[Colour, str] = {"w": "White", "b": "Black"}


def bracket_criteria(state: TeamRoundState) -> tuple[str, ...]:
    """The 3.6.4 criteria that apply this round, highest priority first: C8; C9 only for Type B
    preferences (2.3.6); C10 except in the last two rounds (2.3.7)."""
    out = ["C8"]
    if state.options.preference_type == "B":
        out.append("C9")
    if state.float_criteria:
        out.append("C10")
    return tuple(out)


def audit_costs(state: TeamRoundState) -> PairCosts:
    """Team's per-pair 3.6.4 costs restricted to :func:`bracket_criteria`, in the same order."""
    full = bracket_costs(state)
    index = tuple(_COST_INDEX[c] for c in bracket_criteria(state))

    def costs(top: int, bottom: int, upfloaters: frozenset[int]) -> tuple[int, ...]:
        values = full(top, bottom, upfloaters)
        return tuple(values[i] for i in index)

    return costs


def _last_different(x: TeamState, y: TeamState) -> tuple[Colour, Colour]:
    """4.3.6: the colours of x and y the most recent time they differed (histories aligned on their last match)."""
    for i in range(1, min(len(x.colours), len(y.colours)) + 1):
        if x.colours[-i] != y.colours[-i]:
            return x.colours[-i], y.colours[-i]
    raise ValueError("4.3.6 applies only when the two teams once had different colours")


def _cd(value: int) -> str:
    """A colour difference with its sign: ``+1``, ``0``, ``-2``."""
    return f"{value:+d}" if value else "0"


def colour_reason(state: TeamRoundState, a: TeamState, b: TeamState) -> ColourCall:
    """4.2 and 4.3.1-4.3.9 for the pair a, b: which team has White on board 1, the article, and why in words."""
    first, other = first_team(state, a, b)
    colour, article = colour_of_first(state, first, other)
    white, black = (first, other) if colour == "w" else (other, first)
    f, o = first.tpn, other.tpn
    if article == "4.3.1":
        odd = f % 2 == 1
        reason = (f"neither team has played a match yet; the first-team {f} (4.2) has an {'odd' if odd else 'even'} "
                  f"TPN and gets {COLOUR_NAME[colour]} ({'the' if odd else 'the opposite of the'} initial colour)")
    elif article == "4.3.2":
        who = first if first.preference is not None else other
        assert who.preference is not None
        reason = f"only {who.tpn} has a colour preference (for {COLOUR_NAME[who.preference]}): granted"
    elif article == "4.3.3":
        assert first.preference is not None and other.preference is not None
        reason = (f"{f} prefers {COLOUR_NAME[first.preference]}, {o} prefers {COLOUR_NAME[other.preference]}: "
                  "both granted")
    elif article == "4.3.4":
        strong = first if first.strength == "strong" else other
        assert strong.preference is not None
        reason = (f"both prefer {COLOUR_NAME[strong.preference]}; only {strong.tpn} strongly (Type B, 1.7.2): "
                  "granted")
    elif article == "4.3.5":
        reason = (f"colour differences {f}: {_cd(first.colour_difference)}, {o}: {_cd(other.colour_difference)}: "
                  f"White to the lower, {white.tpn}")
    elif article == "4.3.6":
        cf, co = _last_different(first, other)
        reason = (f"equal colour differences; the most recent time they had different colours, {f} had "
                  f"{COLOUR_NAME[cf]} and {o} {COLOUR_NAME[co]}: both alternate")
    elif article == "4.3.7":
        assert first.preference is not None
        reason = f"the first-team {f} (4.2) prefers {COLOUR_NAME[first.preference]}: granted"
    elif article == "4.3.8":
        reason = f"the first-team {f} (4.2) alternates from its last played match ({COLOUR_NAME[first.colours[-1]]})"
    else:
        reason = (f"the first-team {f} (4.2) has played no match; {o} alternates from its last played match "
                  f"({COLOUR_NAME[other.colours[-1]]})")
    return ColourCall(white=white.tpn, black=black.tpn, article=article, reason=reason)


def _team_state(state: RoundState | TeamRoundState) -> TeamRoundState:
    """The state as a team state; TypeError when it was not read by ``build_team_state``."""
    if not isinstance(state, TeamRoundState):
        raise TypeError("the Team check needs a TeamRoundState (checker.systems.team.state.build_team_state)")
    return state


def core_rules(state: TeamRoundState) -> CoreRules:
    """The Team criteria and words for the shared audit: C7 and C10 except in the last two rounds,
    C9 for Type B only; C1 includes the 260 prohibitions."""
    teams = {t.tpn: t for t in state.teams}
    prohibited = frozenset(frozenset((t.tpn, u)) for t in state.teams for u in t.forbidden)
    return CoreRules(
        system="Team",
        entrants=tuple(entrants(state)),
        float_criteria=state.float_criteria,
        costs=audit_costs(state),
        bracket_criteria=bracket_criteria(state),
        criterion_words=CRITERION_WORDS,
        articles=ARTICLES,
        colour=lambda x, y: colour_reason(state, teams[x], teams[y]),
        start_number=state.start_number_of,
        prohibited=prohibited,
        noun="team",
        meeting_note="a forfeited match is not a meeting: General Handling 3.5",
    )


def audit(state: RoundState | TeamRoundState, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """The Team audit of a published round against the rules' pairing (both by team number); () when equal."""
    return audit_core(core_rules(_team_state(state)), published, reference)


def explain(state: RoundState | TeamRoundState) -> str:
    """The pairer's reasoning for an arbiter: the PAB and why (3.4), each bracket's upfloater sets tried
    (3.5) and identifiers (3.6), then each pair's colours with the 4.3 rule and why (4.2, 4.3)."""
    ts = _team_state(state)
    rules = core_rules(ts)
    rnd = RoundGraph(rules.entrants)
    result = pair_round(rules.entrants, ts.float_criteria, bracket_costs(ts))
    teams = {t.tpn: t for t in ts.teams}
    kind = {"A": "Type A", "B": "Type B", "none": "no"}[ts.options.preference_type]
    head = f"Swiss Team round {ts.round} of {ts.total_rounds}, {len(ts.teams)} teams: {kind} colour preferences"
    head += "" if ts.float_criteria else " (one of the last two rounds: C7 and C10 do not apply)"
    lines = [head, *pab_lines(rules, rnd, result.pab)]
    free = frozenset(rnd.by_tpn) - {result.pab}
    for i, step in enumerate(result.brackets, start=1):
        lines.append(f"bracket {i}: scoregroup {points(step.score)} ({', '.join(map(str, step.residents))})")
        lines += set_lines(rules, rnd, step, free)
        lines += identifier_lines(rules, rnd, step)
        for top, bottom in step.pairs:
            call = colour_reason(ts, teams[top], teams[bottom])
            lines.append(f"  {call.white} - {call.black}  ({call.article}: {call.reason})")
        free -= set(step.residents) | set(step.upfloaters)
    return "\n".join(lines) + "\n"

"""``swisscheck explain`` for the Swiss Team system: PAB (3.4), upfloater sets (3.5), identifiers (3.6), colours (4.2, 4.3)."""

from __future__ import annotations

from checker.systems.team.colours import colour_call
from checker.systems.team.evaluation import core_rules
from checker.systems.team.pairer import bracket_costs
from checker.systems.team.state import TeamRoundState
from checker.systems.top_scoregroup.explain import identifier_lines, pab_lines, set_lines
from checker.systems.top_scoregroup.procedure import RoundGraph, pair_round
from checker.tournament.scoring import format_points as points


def explain(state: TeamRoundState) -> str:
    """The pairer's reasoning for an arbiter: the PAB and why (3.4), each bracket's upfloater sets tried
    (3.5) and identifiers (3.6), then each pair's colours with the 4.3 rule and why (4.2, 4.3)."""
    ts = state
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
            call = colour_call(ts, teams[top], teams[bottom])
            lines.append(f"  {call.white} - {call.black}  ({call.label}: {call.reason})")
        free -= set(step.residents) | set(step.upfloaters)
    return "\n".join(lines) + "\n"

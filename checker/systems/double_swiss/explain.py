"""``swisscheck explain`` for Double-Swiss: the PAB (3.4), the upfloater sets tried (3.5), identifiers (3.6), colours (4.3)."""

from __future__ import annotations

from checker.systems.double_swiss.colours import colour_call
from checker.systems.double_swiss.evaluation import core_rules
from checker.systems.double_swiss.pairer import colours, pair_core
from checker.systems.double_swiss.state import DoubleSwissState
from checker.systems.top_scoregroup.explain import identifier_lines, pab_lines, set_lines
from checker.systems.top_scoregroup.procedure import RoundGraph
from checker.tournament.scoring import format_points as points


def virtual_lines(state: DoubleSwissState) -> list[str]:
    """C.04.7 1.4-1.5: the virtual points of this match and who has them (none: no line)."""
    given = sorted((p for p in state.players if p.acceleration), key=lambda p: p.tpn)
    if not given:
        return []
    values = sorted({p.acceleration for p in given}, reverse=True)
    who = ", ".join(str(state.start_number_of(p.tpn)) for p in given)
    why = "; Baku: a match won, two won games, 1.4.2" if state.acceleration_method == "baku" else ""
    return [f"C.04.7 ({state.acceleration_method}): virtual points {', '.join(points(v) for v in values)} for {who}; "
            f"the scoregroups below are score + virtual points (1.5{why})"]


def explain(state: DoubleSwissState) -> str:
    """The pairer's reasoning for an arbiter: the PAB and why (3.4), each bracket's upfloater sets tried (3.5)
    and identifiers (3.6), the colours with their article (4.3)."""
    rules = core_rules(state)
    rnd = RoundGraph(rules.entrants)
    result = pair_core(state)
    sn = state.start_number_of
    head = f"Double-Swiss round {state.round} of {state.total_rounds}, {len(state.players)} players"
    head += " (last round: C7 and C8 do not apply)" if state.is_last_round else ""
    lines = [head, *virtual_lines(state), *pab_lines(rules, rnd, result.pab)]
    decisions = {frozenset((d.white, d.black)): d for d in colours(state, result)}
    free = frozenset(rnd.by_tpn) - {result.pab}
    for i, step in enumerate(result.brackets, start=1):
        residents = ", ".join(str(sn(t)) for t in step.residents)
        lines.append(f"bracket {i}: scoregroup {points(step.score)} ({residents})")
        lines += set_lines(rules, rnd, step, free)
        lines += identifier_lines(rules, rnd, step)
        for top, bottom in step.pairs:
            d = decisions[frozenset((top, bottom))]
            call = colour_call(state, state.player(top), state.player(bottom))
            lines.append(f"  {sn(d.white)} - {sn(d.black)}  ({d.article}: {call.reason})")
        free -= set(step.residents) | set(step.upfloaters)
    return "\n".join(lines) + "\n"

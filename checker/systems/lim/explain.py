"""``swisscheck explain`` for Lim: the procedure's decisions in the order taken, each with its article."""

from __future__ import annotations

from checker.systems.lim.pairer import colours_of
from checker.systems.lim.procedure import GroupTrace, RoundTrace, run
from checker.systems.lim.state import LimState
from checker.tournament.scoring import format_points as points


def group_lines(state: LimState, trace: RoundTrace, group: GroupTrace) -> list[str]:
    """One scoregroup: its members, who floats out and why, each player scrutinised and his opponent."""
    sn = state.start_number_of

    def ids(tpns: tuple[int, ...] | list[int]) -> str:
        return ", ".join(str(sn(t)) for t in tpns) or "none"

    if trace.first_round:
        kind = "round one: the pairing list, top half against bottom half (7.2, 2.4)"
    elif group.median:
        kind = "Median Scoregroup, paired last and downward (2.2)"
    else:
        kind = f"paired {group.direction}ward (2.2)"
    lines = [f"scoregroup {points(group.score)}: {kind}; residents {ids(list(group.residents))}; "
             f"floaters in {ids(list(group.incoming))} (paired first, 3.6-3.7)"]
    floaters = group.floaters
    if floaters.forced:
        lines.append(f"  2.3.1-2.3.3: no compatible opponent in the scoregroup: {ids(list(floaters.forced))} float")
    for candidate, values in floaters.options:
        typed = ", ".join(f"{sn(t)}{k}" for t, k in values.labels)
        lines.append(f"  2.3.4 candidate {sn(candidate)}: floaters {typed}; types a/b/c {values.types[:3]}, "
                     f"floated last round {values.previous}, 3.2.2 {values.colour}")
    if floaters.evening is not None:
        lines.append(f"  2.3.4: {sn(floaters.evening)} floats to make the number even (3.9.2, 3.10, 3.2.2, 3.2.4"
                     + (", 3.2.3)" if state.maxi else ")"))
    if floaters.unpaired:
        lines.append(f"  3.1, 4.4: no compatible opponent despite exchanges: {ids(list(floaters.unpaired))} float")
    for player, target in group.destinations:
        lines.append(f"  3.2.1, 3.5: {sn(player)} floats to scoregroup {points(target)}")
    for pair in group.cracks:
        lines.append(f"  2.6: the median cannot be paired: the pairing {sn(pair[0])}-{sn(pair[1])} is cracked, "
                     "its players join it as floaters")
    for step in group.steps:
        tried = [c for c in step.candidates[:step.candidates.index(step.choice)]]
        note = f" (tried before: {ids(tried)})" if tried else ""
        allocation = colours_of(state, trace, step.player, step.choice)
        lines.append(f"  {step.article}: {sn(step.player)} - {sn(step.choice)}{note}; "
                     f"{sn(allocation.white)} White ({allocation.article}: {allocation.reason})")
    return lines


def explain(state: LimState) -> str:
    """The pairer's reasoning for an arbiter: the PAB (1.1), each scoregroup in the order of 2.2."""
    trace = run(state)
    sn = state.start_number_of
    head = f"Lim round {state.round} of {state.total_rounds}, {len(state.players)} players"
    head += f", median score {points(trace.median)}" if state.round > 1 else " (round one, 7.2)"
    head += " (last round: only rematches make players incompatible, 6)" if state.is_last_round else ""
    head += " (Maxi-tournament: 3.2.3, 3.8, 5.7)" if state.maxi else ""
    lines = [head]
    if trace.pab is not None:
        lines.append(f"PAB (1.1): {sn(trace.pab)}, the lowest ranked player of the lowest scoregroup who may have it")
    for group in trace.groups:
        lines += group_lines(state, trace, group)
    return "\n".join(lines) + "\n"

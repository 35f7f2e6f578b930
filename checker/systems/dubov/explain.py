"""``swisscheck explain`` for the Dubov system: the reference pairer's reasoning, step by step.

The PAB (3.1) with the candidates before it and why they lost; then every bracket from the top
scoregroup down (1.9.2): its residents with their ARO (1.7), the number of upfloaters (3.2.1), the
set chosen with its C5-C10 values and the sets before it in the 4.2 order with the criterion each
loses on (3.2.2), G1 and G2 (3.2.3), the shifts with the sets tried before them in the 4.3 order
(3.2.4), S1 (3.2.5), T2 with the reason each earlier choice fails (3.2.6, 4.4), and the colours of
each pair with the 5.2 article that decides them. Lists are cut at a few entries, so the text stays
short on large brackets.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import comb

from checker.errors import PairingImpossible
from checker.evaluation.compare import first_difference
from checker.systems.dubov.bracket import Plan, Shifts, shifter_order
from checker.systems.dubov.colours import colour_call
from checker.systems.dubov.evaluation import SET_CRITERIA, braces, set_criteria
from checker.systems.dubov.pairer import BracketStep, plan_round
from checker.systems.dubov.round import round_graph
from checker.systems.dubov.state import DubovPlayer, DubovState
from checker.systems.dubov.upfloaters import SetValues, possible_upfloaters, set_values
from checker.systems.top_scoregroup.procedure import RoundGraph
from checker.systems.top_scoregroup.rules import count
from checker.tournament.colours import COLOUR_NAME
from checker.tournament.scoring import format_points as points

LIST_LIMIT = 5
"""At most this many rejected candidates per step are listed; the rest are counted."""
SHOWN = 24
"""At most this many players (ARO, orders) or pairs are written out per bracket line."""


def _names(state: DubovState, tpns: Sequence[int], limit: int = SHOWN) -> str:
    """Start numbers separated by spaces, cut after ``limit`` (``none`` when empty)."""
    shown = " ".join(str(state.start_number_of(t)) for t in tpns[:limit]) or "none"
    return shown + (f" ... (+{len(tpns) - limit})" if len(tpns) > limit else "")


def _preference(p: DubovPlayer) -> str:
    """``W abs`` / ``B mild``: the colour preference of 1.6 in short."""
    return f"{COLOUR_NAME[p.preference][0]} {p.preference_strength[:3] if p.preference_strength != 'mild' else 'mild'}"


def _pab_lines(state: DubovState, rnd: RoundGraph, assignee: int | None) -> list[str]:
    """3.1: the assignee, the eligible players before it in the order of 3.1.3-3.1.5 and why they lost."""
    sn = state.start_number_of
    n = len(rnd.by_tpn)
    if assignee is None:
        return [f"PAB: none ({n} players to pair is an even number, Basic Rules 3)"]
    players = {p.tpn: p for p in state.players}

    def key(t: int) -> tuple[object, ...]:
        return (players[t].pairing_score, -players[t].games, -t)

    p = players[assignee]
    lines = [f"PAB (3.1): {sn(assignee)} (score {points(p.pairing_score)}, {count(p.games, 'game')} played, "
             f"TPN {assignee}): the first player allowed the PAB (3.1.1) by lowest score (3.1.3), most games "
             "played (3.1.4) and largest TPN (3.1.5) whose bye leaves a complete pairing of the others (3.1.2)"]
    everyone = frozenset(rnd.by_tpn)
    before = sorted((t for t in everyone if players[t].pab_eligible and key(t) < key(assignee)), key=key)
    for t in before[:LIST_LIMIT]:
        lines.append(f"  {sn(t)} (score {points(players[t].pairing_score)}, {count(players[t].games, 'game')}) comes "
                     "first but the others could then not all be paired (3.1.2, C4)")
    if len(before) > LIST_LIMIT:
        lines.append(f"  ... and {len(before) - LIST_LIMIT} more before it, for the same reason")
    barred = sorted(sn(t) for t in everyone if not players[t].pab_eligible)
    if barred:
        lines.append("  not allowed the PAB (C2: a PAB or a win without playing already): " + " ".join(map(str, barred)))
    return lines


def combination_rank(positions: Sequence[int], n: int) -> int:
    """How many k-sets of n sequence numbers (0-based ``positions``, ascending) come before this one in 4.1.3 order."""
    rank, previous, k = 0, -1, len(positions)
    for i, p in enumerate(positions):
        for q in range(previous + 1, p):
            rank += comb(n - q - 1, k - i - 1)
        previous = p
    return rank


def _set_rejection(state: DubovState, rnd: RoundGraph, step: BracketStep, free: frozenset[int],
                   candidate: tuple[int, ...], chosen: SetValues) -> str:
    """Why a set before the chosen one in the 4.2 order was not chosen (3.2.2)."""
    members = set(step.residents) | set(candidate)
    if rnd.perfect(members) is None:
        return "the bracket would have no legal pairing (C1, C3)"
    if rnd.perfect(free - members) is None:
        return "the players left could then not all be paired (C4)"
    values = set_values(state, rnd, step.residents, free, candidate)
    if values is None:
        return "the bracket would have no legal pairing (C1, C3)"
    mine, theirs = set_criteria(state, values), set_criteria(state, chosen)
    difference = first_difference(mine, theirs)
    if difference is None:
        return "equal on every criterion: the rules choose it (checker fault, please report it)"
    index, better = difference
    criterion = SET_CRITERIA[index]
    if better:
        return f"{criterion}: {mine[index].words}, better than the chosen set (checker fault, please report it)"
    return f"{criterion}: {mine[index].words} (the chosen set: {theirs[index].words})"


def _upfloater_lines(state: DubovState, rnd: RoundGraph, step: BracketStep, free: frozenset[int]) -> list[str]:
    """3.2.1-3.2.2: how many upfloaters, which set, and the sets before it in the 4.2 order."""
    residents = step.residents
    if not step.upfloaters:
        return ["  3.2.1 upfloaters: none needed (the residents pair among themselves and the players left "
                "can still all be paired)"]
    chosen = set_values(state, rnd, residents, free, step.upfloaters)
    pool = possible_upfloaters(rnd, residents, free)
    size = len(step.upfloaters)
    why = "an odd number of residents needs one" if len(residents) % 2 and size == 1 else (
        f"no set of fewer gives the residents a legal pairing and leaves the others pairable (C4)")
    lines = [f"  3.2.1 upfloaters needed: {size} ({why})"]
    if chosen is None:
        return lines
    numbers = ", ".join(f"#{n}" for n in chosen.sequence)
    values = "; ".join(f"{c.criterion} {c.words}" for c in set_criteria(state, chosen))
    lines.append(f"  3.2.2 upfloaters: {braces(state, step.upfloaters)} ({numbers} of {len(pool)} possible "
                 f"upfloaters, 4.2: score descending, then TPN): {values}")
    earlier: list[str] = []
    examined = 0
    for candidate in combinations(pool, size):
        if candidate == step.upfloaters or examined == LIST_LIMIT:
            break
        examined += 1
        earlier.append(f"    {braces(state, candidate)}: {_set_rejection(state, rnd, step, free, candidate, chosen)}")
    if earlier:
        lines.append("    sets before it in the 4.2 order (4.1.3) and why they lost:")
        lines += earlier
        before = combination_rank([pool.index(t) for t in step.upfloaters], len(pool))
        if before > len(earlier):
            lines.append(f"    ... and {before - len(earlier)} more sets before it, none complying as well")
    else:
        lines.append("    the first set in the 4.2 order (4.1.3)")
    return lines


def _shift_lines(state: DubovState, players: dict[int, DubovPlayer], plan: Plan, members: Sequence[int],
                 rnd: RoundGraph) -> list[str]:
    """3.2.4: the shifts of each step, with the 4.3 order and the sets tried before the chosen one."""
    small, large = (plan.g1, plan.g2) if plan.smaller == "G1" else (plan.g2, plan.g1)
    if not plan.first and not plan.second:
        return ["  3.2.4 shifts: none (G1 and G2 are as large and can be paired with each other)"]
    shifts = Shifts(members, small, large, rnd.adj)
    crossing = shifts.most_across()
    lines: list[str] = []
    steps: tuple[tuple[tuple[int, ...], tuple[int, ...], str, str, str, frozenset[int], frozenset[int]], ...] = (
        (plan.first, small, plan.smaller, plan.larger, "3.2.4.1", frozenset(), frozenset()),
        (plan.second, large, plan.larger, plan.smaller, "3.2.4.2", frozenset(plan.first),
         frozenset(small) - frozenset(plan.first)),
    )
    for chosen, group, source, target, article, into, stay in steps:
        if not chosen:
            continue
        order = shifter_order(players, group)
        numbers = ", ".join(f"#{order.index(t) + 1}" for t in chosen)
        lead = (f"  {article}: {count(len(chosen), 'pair')} inside {source} cannot be avoided"
                if article == "3.2.4.1" else f"  {article}: to equalise G1 and G2")
        lines.append(f"{lead}: {braces(state, chosen)} ({numbers}) shift from {source} to {target}")
        lines.append(f"    4.3 order of {source} (middle out): {_names(state, order)}")
        examined = 0
        for candidate in combinations(order, len(chosen)):
            if candidate == chosen or examined == LIST_LIMIT:
                break
            examined += 1
            ok = shifts.possible(into | frozenset(candidate), stay | (frozenset(group) - frozenset(candidate)), crossing)
            reason = "yields a legal pairing (checker fault, please report it)" if ok else (
                f"no legal pairing with {count(crossing, 'pair')} across the subgroups (C7 at best) follows")
            lines.append(f"    {braces(state, candidate)}: {reason}")
    return lines


def _t2_lines(state: DubovState, plan: Plan, rnd: RoundGraph) -> list[str]:
    """3.2.6: T2, and for each S1 player given a later G2 player than the smallest one left, why."""
    sn = state.start_number_of
    lines = [f"  3.2.6 T2 (the first transposition of G2 by TPN that pairs S1 legally, 4.4): {_names(state, plan.t2)}"]
    left = sorted(plan.t2)
    notes: list[str] = []
    for a, b in zip(plan.s1, plan.t2):
        skipped = [c for c in left if c < b]
        if skipped and len(notes) < LIST_LIMIT:
            why = []
            for c in skipped[:3]:
                reason = "C1/C3: may not meet" if c not in rnd.adj[a] else "the players after it could then not all be paired"
                why.append(f"{sn(c)} ({reason})")
            notes.append(f"    {sn(a)} gets {sn(b)}, not " + ", ".join(why) + (" ..." if len(skipped) > 3 else ""))
        left.remove(b)
    return lines + notes


def _bracket_lines(state: DubovState, rnd: RoundGraph, step: BracketStep, free: frozenset[int]) -> list[str]:
    """The lines explaining one bracket."""
    players = {p.tpn: p for p in state.players}
    plan = step.plan
    members = (*step.residents, *step.upfloaters)
    aro = " ".join(f"{state.start_number_of(t)}:{players[t].aro}" for t in members[:SHOWN])
    if len(members) > SHOWN:
        aro += f" ... (+{len(members) - SHOWN})"
    lines = [f"Bracket {points(step.score)}: residents {_names(state, step.residents)}",
             f"  ARO (1.7): {aro}"]
    lines += _upfloater_lines(state, rnd, step, free)
    if plan.all_new:
        lines.append(f"  3.2.3 nobody has played yet: G1 = first half by TPN {_names(state, plan.g1)}; "
                     f"G2 = {_names(state, plan.g2)}")
    else:
        lines.append(f"  3.2.3 G1 (White seekers) {_names(state, plan.g1)}; G2 (the others) {_names(state, plan.g2)}")
    lines += _shift_lines(state, players, plan, members, rnd)
    lines.append(f"  3.2.5 S1 (ARO, then TPN): {_names(state, plan.s1)}")
    lines += _t2_lines(state, plan, rnd)
    for i, (a, b) in enumerate(plan.pairs):
        if i == SHOWN:
            lines.append(f"  ... and {len(plan.pairs) - SHOWN} more pairs")
            break
        call = colour_call(state, players[a], players[b])
        lines.append(f"  colours {state.start_number_of(call.white)}-{state.start_number_of(call.black)}: "
                     f"{call.article}: {call.reason}")
    return lines


def explain(state: DubovState) -> str:
    """The reference pairer's reasoning for the round, as text for an arbiter."""
    head = (f"Round {state.round} of {state.total_rounds}, FIDE Dubov System 2026: {len(state.players)} players to "
            f"pair; MaxT = {state.max_upfloats} (1.8.2)" + ("; last round: C8-C10 do not apply" if state.is_last_round else ""))
    try:
        plan = plan_round(state)
    except PairingImpossible as exc:
        return f"{head}\nno complete round-pairing exists: {exc}\n"
    rnd = round_graph(state)
    lines = [head, ""] + _pab_lines(state, rnd, plan.pab) + [""]
    free = frozenset(rnd.by_tpn) - {plan.pab}
    for step in plan.brackets:
        lines += _bracket_lines(state, rnd, step, free)
        lines.append("")
        free = free - set(step.residents) - set(step.upfloaters)
    return "\n".join(lines)

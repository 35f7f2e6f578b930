"""``swisscheck explain`` for a Burstein round after the seeding rounds: the Index, the PAB, the brackets.

For the round: every player's Index (1.7: Buchholz, Sonneborn-Berger) and colour preference (1.5);
the PAB (3.1.1-3.1.5) and the players passed over. For every bracket (1.2.2): its players in BSN
order (4.1), the number of pairs (3.2.1), then the 4.3 order walked decision by decision (BSN #1's
opponent from the largest BSN down to 0, then BSN #2's, ...): each opponent tried before the one
taken, and why it lost (C1 or C3 for the pair, C4 for the players left, else the first of C5-C8 on
which the best pairing it allows is worse), then the pairing taken with its C5-C8 values and the
colours of each pair with the 5.2 article that decides them.
"""

from __future__ import annotations

from checker.errors import PairingImpossible
from checker.matching import max_weight_matching
from checker.systems.burstein.colours import colour_call
from checker.systems.burstein.criteria import (
    Bracket, BracketValues, Pairs, in_next_bracket, pair_weights, values,
)
from checker.systems.burstein.evaluation import criterion_values, index_words
from checker.systems.burstein.order import written
from checker.systems.burstein.pairer import best_below, own_pairs, walk
from checker.systems.burstein.rules import RoundData, pab_key
from checker.systems.burstein.state import BursteinState
from checker.systems.dutch.criteria import plural
from checker.tournament.colours import COLOUR_NAME
from checker.tournament.scoring import format_points as points


def reachable(data: RoundData, bracket: Bracket, fixed: Pairs, floating: frozenset[int]) -> tuple[Pairs, BracketValues] | None:
    """The best bracket pairing (C5-C8, then 4.3) that keeps the pairs ``fixed`` and lets ``floating`` float,
    with its values; None when the players left cannot all be paired (C4)."""
    taken = {v for p in fixed for v in p}
    rest = bracket.free - taken
    members = frozenset(bracket.members) - floating
    weigh = pair_weights(data, bracket, True)
    weights: dict[tuple[int, int], int] = {}
    for a in rest:
        for b in data.adjacency[a] & rest:
            if b <= a:
                continue
            if a in members and b in members:
                weights[(a, b)] = weigh.own(a, b)
            elif in_next_bracket(bracket, a, b):
                weights[(a, b)] = weigh.next(a, b)
            else:
                weights[(a, b)] = weigh.card
    mate = max_weight_matching(weights)
    if len(mate) != len(rest):
        return None
    pairs = tuple(sorted(fixed + own_pairs(bracket, {v: u for v, u in mate.items() if v in members and u in members},
                                           data)))
    completion = best_below(data, bracket, pairs)
    if completion is None:
        return None
    return pairs, values(data, bracket, pairs, completion)


def _lost(state: BursteinState, data: RoundData, bracket: Bracket, best: BracketValues, chosen: Pairs,
          option: tuple[Pairs, BracketValues] | None) -> str:
    """Why a pairing that the option allows is worse than the one taken: C4, or the first of C5-C8 that differs."""
    if option is None:
        return "C4: the players left could then not all be paired"
    pairs, values_ = option
    mine = criterion_values(state, data, bracket, pairs, values_)
    theirs = criterion_values(state, data, bracket, chosen, best)
    for a, b in zip(mine, theirs):
        if a.rank != b.rank:
            worse = a.rank > b.rank
            return f"{a.criterion}: at best {a.brief}, the pairing taken has {b.brief}" + ("" if worse else
                                                                                          " (checker fault)")
    return "equal on C5-C8 although earlier in 4.3 (checker fault, please report)"


def decisions(state: BursteinState, data: RoundData, bracket: Bracket, chosen: Pairs) -> list[str]:
    """Burstein 4.3 walked one BSN at a time: the opponents tried before the one taken and why each lost."""
    sn = state.start_number_of
    m = len(bracket.members)
    opponent = {bracket.bsn(a): bracket.bsn(b) for p in chosen for a, b in (p, p[::-1])}
    completion = best_below(data, bracket, chosen)
    assert completion is not None
    best = values(data, bracket, chosen, completion)
    fixed: Pairs = ()
    floating: frozenset[int] = frozenset()
    placed: set[int] = set()
    lines: list[str] = []
    for k in range(1, m + 1):
        if k in placed:
            continue
        v = bracket.members[k - 1]
        target = opponent.get(k, 0)
        tried: list[str] = []
        for j in [*range(m, k, -1), 0]:
            if j == target:
                break
            if j in placed:
                continue
            if j:
                u = bracket.members[j - 1]
                if u not in data.adjacency[v]:
                    a, b = data.players[v], data.players[u]
                    why = "C1: they have already met" if b.tpn in a.opponents else (
                        "C1: a prohibited pairing" if b.tpn in a.forbidden else "C3: same absolute colour preference")
                    tried.append(f"{k}-{j} ({sn(b.tpn)}): {why}")
                    continue
                option = reachable(data, bracket, tuple(sorted(fixed + ((v, u),))), floating)
            else:
                option = reachable(data, bracket, fixed, floating | {v})
            tried.append(f"{k}-{j}{f' ({sn(data.players[bracket.members[j - 1]].tpn)})' if j else ''}: "
                         + _lost(state, data, bracket, best, chosen, option))
        placed.add(k)
        if target:
            placed.add(target)
            fixed = tuple(sorted(fixed + ((v, bracket.members[target - 1]),)))
            taken = f"{k}-{target} ({sn(data.players[v].tpn)}-{sn(data.players[bracket.members[target - 1]].tpn)})"
        else:
            floating = floating | {v}
            taken = f"{k}-0 ({sn(data.players[v].tpn)} floats)"
        lines.append(f"  BSN {k}: " + "; ".join([*tried, f"{taken} taken"]))
    return lines


def _bracket_text(state: BursteinState, data: RoundData, bracket: Bracket, chosen: Pairs) -> list[str]:
    """The lines explaining one bracket."""
    sn = state.start_number_of
    players = data.players
    incoming = ", ".join(f"{sn(players[v].tpn)} ({points(data.scores[v])})" for v in bracket.incoming) or "none"
    bsns = ", ".join(f"{i}={sn(players[v].tpn)}" for i, v in enumerate(bracket.members, start=1))
    paired = {v for p in chosen for v in p}
    floaters = len(bracket.members) - len(paired)
    lines = [f"Bracket {points(bracket.score)}: residents {' '.join(str(sn(players[v].tpn)) for v in bracket.residents)}; "
             f"incoming floaters {incoming}",
             f"  BSN (4.1, ranking by 1.8): {bsns}",
             f"  3.2.1: at most {plural(len(chosen), 'pair')} with C1-C5, so {plural(floaters, 'outgoing floater')} "
             f"({plural(floaters, 'virtual player')} of BSN 0, 4.2)"]
    if len(bracket.members) >= 2:
        lines += decisions(state, data, bracket, chosen)
    bsn = bracket.bsn_pairs(chosen)
    lines.append(f"  taken: {written(len(bracket.members), bsn)}")
    completion = best_below(data, bracket, chosen)
    if completion is not None:
        v = values(data, bracket, chosen, completion)
        lines.append("  criteria: " + "; ".join(f"{c.criterion} {c.words}" for c in
                                                criterion_values(state, data, bracket, chosen, v)))
    for a, b in chosen:
        call = colour_call(state, players[a], players[b])
        lines.append(f"  colours {sn(call.white)}-{sn(call.black)}: {call.article}: {call.reason}")
    return lines


def _index_text(state: BursteinState, data: RoundData) -> list[str]:
    """Every player's score, Index (1.7) and colour preference (1.5), in the order brackets rank them."""
    sn = state.start_number_of
    lines = ["Index (1.7: Buchholz, then Sonneborn-Berger; unplayed rounds against oneself, 1.7.2):"]
    for p in data.players:
        pref = "none" if p.preference is None else f"{p.preference_strength} {COLOUR_NAME[p.preference]}"
        lines.append(f"  {sn(p.tpn)}: score {points(p.pairing_score)}, {index_words(p)}, "
                     f"{plural(p.games_played, 'game')} played, preference {pref}")
    return lines


def _pab_text(state: BursteinState, data: RoundData) -> list[str]:
    """Why the PAB goes where it goes (Basic Rules 3, 3.1.1-3.1.5), or why there is none."""
    n = len(data.players)
    sn = state.start_number_of
    if data.pab is None:
        return [f"PAB: none, {n} players to pair is an even number (Basic Rules 3)"]
    barred = [sn(p.tpn) for p in data.players if not p.pab_eligible]
    lines = [f"PAB: {n} players to pair is odd, so one gets the PAB, assigned first (1.9.2, 3.1)"]
    if barred:
        lines.append(f"  3.1.1 (C2): {', '.join(map(str, barred))} already had a PAB or a win without playing")
    order = sorted((p for p in data.players if p.pab_eligible), key=pab_key)
    chosen = data.players[data.pab]
    skipped = [sn(p.tpn) for p in order[: order.index(chosen)]]
    if skipped:
        lines.append(f"  3.1.2 (C4): with the PAB to {', '.join(map(str, skipped))} the others could not all be paired")
    lines.append(f"  PAB to {sn(chosen.tpn)}: score {points(chosen.pairing_score)} (3.1.3), "
                 f"{plural(chosen.games_played, 'game')} played (3.1.4), {index_words(chosen)} (3.1.5)")
    return lines


def explain(state: BursteinState) -> str:
    """The reference pairer's reasoning for a Burstein round, as text for an arbiter."""
    head = (f"Round {state.round} of {state.total_rounds}, FIDE Burstein System 2026 (after {state.seeding_rounds} "
            f"seeding rounds, 1.6): {len(state.players)} players to pair")
    try:
        data, brackets = walk(state)
    except PairingImpossible as exc:
        return f"{head}\nno complete round-pairing exists: {exc}\n"
    lines = [head, ""] + _index_text(state, data) + [""] + _pab_text(state, data) + [""]
    for bracket, chosen in brackets:
        lines += _bracket_text(state, data, bracket, chosen)
        lines.append("")
    return "\n".join(lines)

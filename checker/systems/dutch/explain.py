"""``swisscheck explain`` for the Dutch system: the reference pairer's reasoning, bracket by bracket.

For every bracket of the rules' pairing (Dutch 1.9.2, MDPs carried down): its residents and MDPs,
M0/M1/MaxPairs (3.1), S1/S2/Limbo (3.2) and the remainder's S1R/S2R (3.7.1 note), the first
candidate of the generation order (3.3) and, when it was not taken, the criterion it loses on
(3.8.1), the chosen candidate with the criteria it does not fully meet, the colours of each pair
with the 5.2 article that decides them; finally the PAB and why (C5, C9). Under the 2017 text the
Penultimate Pairing Bracket and the Collapsed Last Bracket are named, with why (A.9).
"""

from __future__ import annotations

from itertools import combinations

from checker.matching import max_weight_matching
from checker.models import Pairing
from checker.systems.dutch.state import DutchState
from checker.errors import PairingImpossible
from checker.evaluation.compare import first_difference
from checker.state.base import to_tpn
from checker.systems.dutch.candidates import (
    Bracket,
    Candidate,
    CandidateDigits,
    brackets,
    c9_applies,
    evaluate,
    mate_of,
)
from checker.systems.dutch.colours import colour_call
from checker.systems.dutch.criteria import criteria_values, criterion_values, plural
from checker.systems.dutch.outlook import CLB_NAME, PPB_NAME, below_is_open, bracket_name, evaluate_ahead
from checker.systems.dutch.pairer import pair_route
from checker.tournament.scoring import format_points as points
from checker.systems.dutch.round import BYE, RoundData, complete, round_data


def _names(state: DutchState, data: RoundData, vertices: tuple[int, ...] | list[int]) -> str:
    """Start numbers of vertices, space-separated (``none`` when empty)."""
    return " ".join(str(state.start_number_of(data.players[v].tpn)) for v in vertices) or "none"


def _pairs_text(state: DutchState, data: RoundData, pairs: tuple[tuple[int, int], ...]) -> str:
    """Pairs as ``a-b`` (higher ranked first), comma-separated."""
    sn = state.start_number_of
    return ", ".join(f"{sn(data.players[h].tpn)}-{sn(data.players[l].tpn)}" for h, l in pairs) or "none"


def valid_mdp_set(data: RoundData, bracket: Bracket, s1: tuple[int, ...], max_pairs: int) -> bool:
    """Dutch 4.4.1 with 3.2.2: the MDPs ``s1`` can all be paired in the bracket, the others left in the
    Limbo, with ``max_pairs`` pairs in the bracket and the players below still completable (C4, C5)."""
    limbo = set(bracket.mdps) - set(s1)
    members = set(bracket.members)
    residents = set(bracket.residents)
    inside, chosen, card = 1, max_pairs + 1, (len(bracket.free) + 1) * (max_pairs + 1) ** 2
    weights: dict[tuple[int, int], int] = {}
    for h in bracket.free:
        if h == BYE:
            continue
        for l in data.adjacency[h]:
            if l <= h or l not in bracket.free:
                continue
            in_bracket = h in members and l in members
            if in_bracket and (l not in residents or h in limbo):
                continue  # two MDPs never pair in the bracket; the Limbo is not paired in it
            weights[(h, l)] = card + (inside + (chosen if h in s1 else 0) if in_bracket else 0)
        if BYE in bracket.free and h in data.bye_candidates:
            weights[(h, BYE)] = card
    mate = max_weight_matching(weights)
    if len(mate) != len(bracket.free):
        return False
    pairs = [(h, mate[h]) for h in bracket.members if mate.get(h, BYE) in members and h < mate[h]]
    return len(pairs) == max_pairs and all(mate.get(m) in residents for m in s1)


def first_candidate(bracket: Bracket, chosen: Candidate, data: RoundData) -> tuple[Candidate, tuple[int, ...]]:
    """Dutch 3.2-3.3: the first candidate of the generation order with the chosen M1 and MaxPairs.

    S1 is the first valid set of M1 pairable MDPs in the order of 4.4.2 (its Limbo keeps the
    chosen candidate's scores, 4.4.1), S2 the residents in BSN order; the remainder's S1R its first
    P players (P = the chosen remainder pairs). Returns the candidate and its S1.
    """
    mdp_pairs, rest_pairs = chosen.mdp_pairs(bracket), chosen.resident_pairs(bracket)
    m1 = len(mdp_pairs)
    chosen_s1 = tuple(sorted(h for h, _ in mdp_pairs))
    limbo_scores = sorted(data.scores[m] for m in bracket.mdps if m not in chosen_s1)
    s1 = chosen_s1
    for option in combinations(bracket.mdps, m1):  # 4.4.2: lexicographic on BSNs
        if option == chosen_s1:
            break
        if sorted(data.scores[m] for m in bracket.mdps if m not in option) != limbo_scores:
            continue
        if valid_mdp_set(data, bracket, option, len(chosen.pairs)):
            s1 = option
            break
    pairs = list(zip(s1, bracket.residents))
    remainder = bracket.residents[len(s1):]
    p = len(rest_pairs)
    pairs += list(zip(remainder[:p], remainder[p: 2 * p]))
    paired = {v for pair in pairs for v in pair}
    down = tuple(v for v in bracket.members if v not in paired)
    return Candidate(pairs=tuple(sorted((min(a, b), max(a, b)) for a, b in pairs)), downfloaters=down), tuple(s1)


def _weighed(data: RoundData, bracket: Bracket, candidate: Candidate, hint: dict[int, int]) -> CandidateDigits:
    """A candidate's digits as the pairer weighs them: under 2017 above the last two brackets, C.7 on the
    following bracket alone (A.9, ``outlook.evaluate_ahead``); otherwise with the round completed below."""
    if below_is_open(data, bracket):
        return evaluate_ahead(data, bracket, candidate)
    return evaluate(data, bracket, candidate, hint)


def _why_not_first(state: DutchState, data: RoundData, bracket: Bracket, first: Candidate, chosen: Candidate,
                   hint: dict[int, int]) -> str:
    """Why the first candidate of the order was not taken: an absolute criterion, C4, or the first worse criterion."""
    sn = state.start_number_of
    for h, l in first.pairs:
        if l not in data.adjacency[h]:
            a, b = data.players[h], data.players[l]
            why = "C1: they have already played each other" if b.tpn in a.opponents else (
                "C1: a prohibited pairing" if b.tpn in a.forbidden else "C3: same absolute colour preference")
            return f"not taken: {sn(a.tpn)}-{sn(b.tpn)} breaks {why}"
    rest = bracket.free - {v for p in first.pairs for v in p}
    if complete(data, rest, hint) is None:
        if state.edition.collapses_last_bracket and not bracket.next_group:  # 2017: the last bracket or the CLB
            return f"not taken: the round-pairing could then not be completed ({state.edition.cite('1.9.1')})"
        return "not taken: C4, the players below could then not all be paired"
    # 2017 C.7 "just in the following bracket", A.9: above the last two brackets the pairer looks at the
    # following bracket alone (the round's completion is A.9's test once the bracket is paired), so the
    # candidates are compared that way, not with the completion of the round that ``evaluate`` adds.
    ahead = below_is_open(data, bracket)
    vf = criterion_values(state, data, bracket, first, _weighed(data, bracket, first, hint))
    vc = criterion_values(state, data, bracket, chosen, _weighed(data, bracket, chosen, hint))
    difference = first_difference(vf, vc)
    if difference is None:
        return "not taken although no criterion tells it from the chosen one (checker fault, please report)"
    index, first_better = difference
    criterion = vf[index].criterion
    if first_better:
        return (f"not taken although better on {criterion} ({vf[index].words}; chosen: {vc[index].brief}): "
                "checker fault, please report")
    if not ahead:
        return f"not taken: {criterion}: {vf[index].words}, the chosen candidate has {vc[index].brief}"
    # 2017: the article; and when C.7 ties with the following bracket looked at alone but would not with
    # the round completed below it, say so: that completion is A.9's test (it may make the following
    # bracket the PPB), not C.7's.
    c7 = state.edition.name_of("C8")
    tie = next((i for i, v in enumerate(vf) if v.criterion == c7), None)
    note = ""
    if tie is not None and tie < index:
        whole_f = criterion_values(state, data, bracket, first, evaluate(data, bracket, first, hint))
        whole_c = criterion_values(state, data, bracket, chosen, evaluate(data, bracket, chosen, hint))
        if whole_f[tie].rank != whole_c[tie].rank:
            note = (f" ({c7} ties: {vf[tie].words} with either, that bracket looked at on its own; whether the "
                    "round can then be completed is asked afterwards, A.9)")
    return (f"not taken: {criterion} ({vf[index].article}): {vf[index].words}, the chosen candidate has "
            f"{vc[index].brief}{note}")


def _outlook_lines(data: RoundData, bracket: Bracket, ppb: int | None) -> list[str]:
    """2017 A.9 in words for the PPB and the CLB; nothing for any other bracket."""
    if ppb is not None and bracket.group == ppb:
        below = sorted({data.scores[v] for g in data.groups[ppb + 1:] for v in g}, reverse=True)
        return [f"  A.9: {PPB_NAME}: paired as usual, its downfloaters together with "
                "all the remaining players did not allow the completion of the round-pairing; re-paired to complete it "
                f"(C.4), without C.7; {points(bracket.score)} is the collapsing score, and the players with "
                f"{' or '.join(points(s) for s in below)} points form the collapsed scoregroup"]
    if ppb is not None and bracket.group == ppb + 1:
        return [f"  A.9: {CLB_NAME}: the PPB's downfloaters (its MDPs) and the "
                "collapsed scoregroup (its residents) paired as one bracket, which completes the round-pairing "
                "(the PAB is part of its pairing); its PSD (C.6) counts the score differences of the pairs too"]
    return []


def _bracket_text(state: DutchState, data: RoundData, bracket: Bracket, chosen: Candidate, reference: Pairing,
                  hint: dict[int, int], ppb: int | None) -> list[str]:
    """The lines explaining one bracket (``ppb``: the 2017 PPB's scoregroup index, A.9)."""
    players, scores = data.players, data.scores
    mdp_pairs, rest_pairs = chosen.mdp_pairs(bracket), chosen.resident_pairs(bracket)
    kind = "heterogeneous" if bracket.heterogeneous else "homogeneous"
    mdps = ", ".join(f"{state.start_number_of(players[m].tpn)} ({points(scores[m])})" for m in bracket.mdps) or "none"
    name = bracket_name(bracket, ppb)
    # A named PPB / CLB already ends in parentheses: the kind follows after a comma, not in a second pair.
    head = f"{name}, {kind}" if name.endswith(")") else f"{name} ({kind})"
    lines = [
        f"Bracket {head}: residents {_names(state, data, bracket.residents)}; MDPs {mdps}",
        *_outlook_lines(data, bracket, ppb),
        f"  M0 = {len(bracket.mdps)}, M1 = {len(mdp_pairs)}, MaxPairs = {len(chosen.pairs)}",
    ]
    if bracket.heterogeneous:
        s1 = tuple(h for h, _ in mdp_pairs)
        limbo = tuple(m for m in bracket.mdps if m not in s1)
        lines.append(f"  S1 {_names(state, data, s1)} | S2 {_names(state, data, bracket.residents)} | "
                     f"Limbo {_names(state, data, limbo)}")
        lines.append(f"  MDP-Pairing: {_pairs_text(state, data, mdp_pairs)}")
        taken = {l for _, l in mdp_pairs}
        remainder = tuple(v for v in bracket.residents if v not in taken)
        p = len(rest_pairs)
        lines.append(f"  remainder: S1R {_names(state, data, remainder[:p])} | S2R {_names(state, data, remainder[p:])}")
    else:
        p = len(chosen.pairs)
        lines.append(f"  S1 {_names(state, data, bracket.residents[:p])} | S2 {_names(state, data, bracket.residents[p:])}")
    first, _ = first_candidate(bracket, chosen, data)
    if set(first.pairs) == set(chosen.pairs):
        verdict = "taken"
    else:
        verdict = _why_not_first(state, data, bracket, first, chosen, hint)
    lines.append(f"  first candidate ({state.edition.cite('3.3')}): {_pairs_text(state, data, first.pairs)}; "
                 f"downfloaters {_names(state, data, first.downfloaters)} -> {verdict}")
    lines.append(f"  chosen: {_pairs_text(state, data, chosen.pairs)}; downfloaters {_names(state, data, chosen.downfloaters)}")
    values = criteria_values(state, data, bracket, chosen, _weighed(data, bracket, chosen, hint))
    edition = state.edition
    shown = [f"{edition.name_of(c)} {v.words}" for c, v in values.items()
             if edition.name_of(c) is not None and (not v.ideal or c in ("C6", "C7") and chosen.downfloaters)]
    if not chosen.downfloaters:
        shown = [s for s in shown if not s.startswith(f"{edition.name_of('C7')} ")]
    perfect = f"every quality criterion {edition.quality} is met (perfect, {edition.article('Dutch 3.4.1')})"
    lines.append("  criteria: " + ("; ".join(shown) if shown else perfect))
    by_pair = {frozenset((p.white, p.black)): p for p in reference.pairs}
    sn = state.start_number_of
    for h, l in chosen.pairs:
        a, b = players[h], players[l]
        board = by_pair[frozenset((a.tpn, b.tpn))]
        decision = colour_call(state, a, b)
        lines.append(f"  colours {sn(board.white)}-{sn(board.black)}: {decision.article}: {decision.reason}")
    return lines


def _pab_text(state: DutchState, data: RoundData, reference: Pairing,
              walk: tuple[tuple[Bracket, Candidate], ...]) -> list[str]:
    """Why the PAB goes where it goes (Basic Rules 3, C2, C5, C9), or why there is none."""
    n = len(data.players)
    sn = state.start_number_of
    parity = state.edition.article("Basic Rules 3")  # 2017: A.5 (C.04.1.c)
    if n % 2 == 0:
        return [f"PAB: none, {n} players to pair is an even number ({parity})"]
    candidates = sorted(data.bye_candidates)
    score = data.scores[candidates[0]]
    lines = [f"PAB: {n} players to pair is odd, so one gets the PAB ({parity})."]
    lower = [i for i, p in enumerate(data.players) if p.pab_eligible and data.scores[i] < score]
    barred = [i for i, p in enumerate(data.players) if not p.pab_eligible and data.scores[i] <= score]
    if state.edition.pab_score_criterion:
        c5 = f"  C5: the lowest score whose PAB-eligible players leave a complete pairing is {points(score)}"
        if lower:
            c5 += f" (with {_names(state, data, lower)} on the PAB the others could not all be paired, C4)"
        lines.append(c5)
    if barred:
        lines.append(f"  C2: {_names(state, data, barred)} already had a PAB or a win's points without playing")
    if state.edition.pab_score_criterion:
        listing = ", ".join(f"{sn(data.players[i].tpn)} ({data.players[i].unplayed_rounds})" for i in candidates)
        lines.append(f"  candidates with score {points(score)} (unplayed games): {listing}")
    assert reference.pab is not None
    who = state.player(reference.pab)
    lines.append(f"  PAB to {sn(who.tpn)} (score {points(who.pairing_score)}, {plural(who.unplayed_rounds, 'unplayed game')}): "
                 f"the player left after the last bracket ({state.edition.cite('1.9.1')})")
    if not state.edition.pab_unplayed_criterion:
        return lines  # the 2017 text has no C9: the last bracket's PSD and floats decided (C.6, C.12-C.19)
    acting = [b for b, c in walk if c9_applies(data, b, c)]
    if acting:
        names = ", ".join(points(b.score) for b in acting)
        lines.append(f"  C9 acted in the {names} bracket, which downfloats exactly one player (2.4.4 note): "
                     "among its possible downfloaters, the fewest unplayed games")
    else:
        lines.append("  C9 did not act: no bracket downfloats exactly one PAB candidate (2.4.4 note)")
    return lines


def explain(state: DutchState) -> str:
    """The reference pairer's reasoning for the round, bracket by bracket, as text for an arbiter."""
    head = (f"Round {state.round} of {state.total_rounds}, FIDE (Dutch) System {state.edition.name}: "
            f"{len(state.players)} players to pair")
    try:
        paired, ppb = pair_route(state)
        reference = to_tpn(state, paired)
        data, _ = round_data(state)
    except PairingImpossible as exc:
        return f"{head}\nno complete round-pairing exists: {exc}\n"
    lines = [head, ""]
    mate = mate_of(data, reference)
    walk = brackets(data, mate, ppb)
    for bracket, chosen in walk:
        lines += _bracket_text(state, data, bracket, chosen, reference, mate, ppb)
        lines.append("")
    lines += _pab_text(state, data, reference, walk)
    return "\n".join(lines) + "\n"


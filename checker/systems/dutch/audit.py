"""Why a published Dutch round differs from the rules' pairing: the criterion or article that decides.

``audit(state, published, reference)`` (pairings by TPN) returns findings in this order:

1. absolute criteria broken by the published round (C1, C2, C3, a PAB that the parity of the
   number of players does not allow): VIOLATION, nothing else is compared;
2. same pairs and PAB, other colours: one COLOURS finding per pair, with the 5.2 rule that decides;
3. otherwise the brackets are walked from the top (``dutch_candidates.brackets``); at the first
   bracket whose pairs differ, C5 (whole round), then C6-C21 in the engine's weight layout, then
   the generation order (4.4.2, 4.2.2, 4.3.2) decide: WORSE, BETTER (the reference pairer is
   wrong) or DIVERGES. Colour differences in pairs both pairings share follow as COLOURS findings.

Readings are written down in docs/interpretations-check.md.
"""

from __future__ import annotations


from checker.models import Pairing
from checker.state.individual import PlayerState, RoundState
from checker.systems.dutch.candidates import (
    Bracket,
    Candidate,
    brackets,
    evaluate,
    first_difference,
    mate_of,
    order_difference,
)
from checker.systems.dutch.colour_rules import COLOUR_NAME, colour_decision, signed
from checker.systems.dutch.colours import same_absolute_preference
from checker.systems.dutch.criteria import ARTICLES, criteria_values, points
from checker.systems.dutch.round import RoundData, round_data
from checker.evaluation.findings import Finding


def _known(state: RoundState) -> dict[int, PlayerState]:
    """TPN -> state of every player to be paired."""
    return {p.tpn: p for p in state.players}


def absolute_findings(state: RoundState, published: Pairing) -> tuple[Finding, ...]:
    """C1, C2 and C3 on the published round (pairs by TPN).

    Players who are not to be paired (absent) are left to the participation check of ``diff``.
    """
    known = _known(state)
    sn = state.start_number_of
    out: list[Finding] = []
    for pair in published.pairs:
        a, b = known.get(pair.white), known.get(pair.black)
        if a is None or b is None:
            continue
        w, k = sn(a.tpn), sn(b.tpn)
        if b.tpn in a.opponents or a.tpn in b.opponents:
            out.append(Finding(verdict="VIOLATION", criterion="C1", article="Basic Rules 2", players=(w, k),
                               message=f"C1: {w} and {k} have already played each other"))
        elif b.tpn in a.forbidden or a.tpn in b.forbidden:
            out.append(Finding(verdict="VIOLATION", criterion="C1", article="Basic Rules 2", players=(w, k),
                               message=f"C1: {w} and {k} may not be paired (prohibited pairing, 260/XXP)"))
        if same_absolute_preference(a, b) and not (state.is_last_round and (a.topscorer or b.topscorer)):
            colour = COLOUR_NAME[a.preference] if a.preference else ""
            out.append(Finding(
                verdict="VIOLATION", criterion="C3", article="Dutch 2.1.3", players=(w, k),
                message=(f"C3: {w} and {k} are non-topscorers with the same absolute colour preference "
                         f"for {colour} (colour differences {signed(a.colour_difference)} and "
                         f"{signed(b.colour_difference)}, 1.7.1)"),
            ))
    pab = known.get(published.pab) if published.pab is not None else None
    if pab is not None and not pab.pab_eligible:
        who = sn(pab.tpn)
        out.append(Finding(
            verdict="VIOLATION", criterion="C2", article="Basic Rules 4", players=(who,),
            message=(f"C2: {who} receives the PAB but already had {pab.pab_barred_by}" if pab.pab_barred_by else
                     f"C2: {who} receives the PAB but has already had a PAB or scored a win's points without playing"),
        ))
    return tuple(out)


def parity_findings(state: RoundState, published: Pairing) -> tuple[Finding, ...]:
    """Basic Rules 3: a PAB exactly when the number of players to pair is odd.

    With every player to pair appearing exactly once this always holds; it fails together with a
    participation fault (an absent player paired, a player paired twice), which it then explains.
    """
    sn = state.start_number_of
    n = len(state.players)
    out: list[Finding] = []
    if published.pab is not None and n % 2 == 0:
        who = sn(published.pab)
        out.append(Finding(verdict="VIOLATION", article="Basic Rules 3", players=(who,),
                           message=f"a PAB to {who} although the number of players to pair ({n}) is even"))
    if published.pab is None and n % 2 == 1:
        out.append(Finding(verdict="VIOLATION", article="Basic Rules 3",
                           message=f"no PAB although the number of players to pair ({n}) is odd"))
    return tuple(out)


def _complete(state: RoundState, published: Pairing) -> bool:
    """Every player to be paired appears exactly once, nobody else (else ``diff`` reports it)."""
    seen = [t for p in published.pairs for t in (p.white, p.black)]
    if published.pab is not None:
        seen.append(published.pab)
    return len(seen) == len(set(seen)) and set(seen) == set(_known(state))


def colour_findings(state: RoundState, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """One COLOURS finding per pair both pairings share with other colours, with its 5.2 rule."""
    known = _known(state)
    sn = state.start_number_of
    ref = {frozenset((p.white, p.black)): p for p in reference.pairs}
    out: list[Finding] = []
    for pair in published.pairs:
        other = ref.get(frozenset((pair.white, pair.black)))
        if other is None or other.white == pair.white:
            continue
        decision = colour_decision(state, known[pair.white], known[pair.black])
        w, b = sn(decision.white), sn(decision.black)
        higher = max(known[pair.white], known[pair.black], key=lambda p: (p.pairing_score, -p.tpn))
        out.append(Finding(
            verdict="COLOURS", article=decision.article, bracket=points(higher.pairing_score),
            players=(sn(pair.white), sn(pair.black)),
            message=f"{sn(pair.white)}-{sn(pair.black)} should be {w}-{b}: {decision.article}: {decision.reason}",
            published_pairs=((sn(pair.white), sn(pair.black)),), reference_pairs=((w, b),),
        ))
    return tuple(out)


def _board(state: RoundState, data: RoundData, pairing: Pairing, h: int, l: int) -> tuple[int, int]:
    """The (white, black) start numbers the pairing gives the pair of vertices h, l."""
    sn = state.start_number_of
    a, b = data.players[h].tpn, data.players[l].tpn
    for pair in pairing.pairs:
        if {pair.white, pair.black} == {a, b}:
            return sn(pair.white), sn(pair.black)
    return sn(a), sn(b)


def _c5(state: RoundState, published: Pairing, reference: Pairing) -> Finding | None:
    """C5 for the whole round: the published PAB assignee's score against the rules' one."""
    if published.pab is None or reference.pab is None or published.pab == reference.pab:
        return None
    pub, ref = state.player(published.pab), state.player(reference.pab)
    if pub.pairing_score == ref.pairing_score:
        return None
    sn = state.start_number_of
    worse = pub.pairing_score > ref.pairing_score
    text = (f"C5: the PAB goes to {sn(pub.tpn)} with score {points(pub.pairing_score)}, the rules' pairing "
            f"gives it to {sn(ref.tpn)} with score {points(ref.pairing_score)}")
    if not worse:
        text += ": the published PAB assignee has the lower score, the reference pairer is wrong"
    return Finding(verdict="WORSE" if worse else "BETTER", criterion="C5", article=ARTICLES["C5"], message=text,
                   published_value=points(pub.pairing_score), reference_value=points(ref.pairing_score),
                   players=(sn(pub.tpn), sn(ref.tpn)))


def _bracket_finding(state: RoundState, data: RoundData, bracket: Bracket, pub: Candidate, ref: Candidate,
                     published: Pairing, reference: Pairing, hints: tuple[dict[int, int], dict[int, int]]) -> Finding:
    """The first bracket that differs: the first criterion, else the generation order, decides."""
    name = points(bracket.score)
    pub_pairs = tuple(_board(state, data, published, h, l) for h, l in pub.pairs)
    ref_pairs = tuple(_board(state, data, reference, h, l) for h, l in ref.pairs)
    changed = {data.players[v].tpn for p in set(pub.pairs) ^ set(ref.pairs) for v in p}
    who = tuple(sorted(state.start_number_of(t) for t in changed))
    ep, er = evaluate(data, bracket, pub, hints[0]), evaluate(data, bracket, ref, hints[1])
    difference = first_difference(ep, er)
    if difference is not None:
        criterion, published_better = difference
        vp = criteria_values(state, data, bracket, pub, ep)[criterion]
        vr = criteria_values(state, data, bracket, ref, er)[criterion]
        if published_better:
            message = (f"{criterion} in the {name} bracket: the published pairing is better than the reference "
                       f"pairer's ({vp.words}; the reference pairer's has {vr.short}): the reference pairer is wrong")
        else:
            message = f"{criterion} in the {name} bracket: {vp.words}, the rules' pairing has {vr.short}"
        return Finding(verdict="BETTER" if published_better else "WORSE", criterion=criterion,
                       article=ARTICLES[criterion], bracket=name, message=message, published_value=vp.value,
                       reference_value=vr.value, players=who, published_pairs=pub_pairs, reference_pairs=ref_pairs)
    order = order_difference(bracket, pub, ref)
    if order is None:
        return Finding(verdict="DIVERGES", article="Dutch 3.8.1", bracket=name, players=who,
                       message=(f"Dutch 3.8.1 in the {name} bracket: equal on C5-C21 and not told apart by the "
                                "generation order as the reference pairer reads it"),
                       published_pairs=pub_pairs, reference_pairs=ref_pairs)
    article, what, published_first = order
    if published_first:
        return Finding(verdict="BETTER", article=article, bracket=name, players=who,
                       message=(f"{article} in the {name} bracket: equal on C5-C21, and the published pairing comes "
                                f"first in the {what}: the reference pairer is wrong"),
                       published_pairs=pub_pairs, reference_pairs=ref_pairs)
    return Finding(verdict="DIVERGES", article=article, bracket=name, players=who,
                   message=(f"{article} in the {name} bracket: equal on C5-C21, but the rules' pairing comes "
                            f"first in the {what}"),
                   published_pairs=pub_pairs, reference_pairs=ref_pairs)


def bracket_findings(state: RoundState, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """Step 3: C5 for the round, then the first bracket (from the top) whose pairs differ."""
    c5 = _c5(state, published, reference)
    if c5 is not None:
        return (c5,)
    data, _ = round_data(state)
    mp, mr = mate_of(data, published), mate_of(data, reference)
    for (bp, cp), (br, cr) in zip(brackets(data, mp), brackets(data, mr)):
        if bp.mdps != br.mdps:
            raise ValueError(f"Dutch audit: the {points(bp.score)} bracket receives other MDPs although every "
                             "bracket above is paired alike (checker fault)")
        if set(cp.pairs) != set(cr.pairs):
            return (_bracket_finding(state, data, bp, cp, cr, published, reference, (mp, mr)),)
    if published.pab != reference.pab and published.pab is not None and reference.pab is not None:
        pub, ref = state.player(published.pab), state.player(reference.pab)
        sn = state.start_number_of
        if pub.unplayed_rounds != ref.unplayed_rounds:
            worse = pub.unplayed_rounds > ref.unplayed_rounds
            return (Finding(verdict="WORSE" if worse else "BETTER", criterion="C9", article=ARTICLES["C9"],
                            message=(f"C9: the PAB goes to {sn(pub.tpn)} with {pub.unplayed_rounds} unplayed games, "
                                     f"the rules' pairing gives it to {sn(ref.tpn)} with {ref.unplayed_rounds}"),
                            published_value=str(pub.unplayed_rounds), reference_value=str(ref.unplayed_rounds)),)
    return ()


def audit(state: RoundState, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """The Dutch audit of a published round against the rules' pairing (both by TPN); () when equal."""
    if published.as_set() == reference.as_set() and published.pab == reference.pab:
        return ()
    absolute = absolute_findings(state, published) + parity_findings(state, published)
    if absolute or not _complete(state, published):
        return absolute  # players paired twice, absent or left out: checker.check.round reports them
    colours = colour_findings(state, published, reference)
    if published.unordered() == reference.unordered() and published.pab == reference.pab:
        return colours
    return bracket_findings(state, published, reference) + colours

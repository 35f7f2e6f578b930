"""Why a published round differs from the rules' pairing, for the systems on the shared core (C.04.5, C.04.6).

Both texts pair a round the same way (3.3.2): the PAB (3.4), then the top scoregroup with the first
set of upfloaters (3.5) as a bracket paired by the first identifier (3.6), colours last (art. 4).
The published round is read back into those steps: its PAB, then, from the top scoregroup down,
the bracket each top scoregroup formed (its residents and the lower-scored players they were
paired with: the upfloaters) and that bracket's pairs. :func:`audit_core` walks the published and
the rules' round side by side and names the first step where they part:

1. absolute criteria of the published round (C1, C2, a PAB the parity does not allow): VIOLATION;
2. same pairs and PAB, other colours: COLOURS with the article of art. 4 that decides each pair;
3. otherwise the first differing step: the PAB (3.4.2-3.4.4), a bracket's upfloaters (C4-C7, then
   3.5.4) or a bracket's pairing (the 3.6.4 criteria, then 3.6.3): WORSE, BETTER (the reference
   pairer is wrong) or DIVERGES; COLOURS findings for shared pairs follow.

The same steps explain the pairer's own choice (:func:`pab_lines`, :func:`set_lines`,
:func:`identifier_lines`): the candidates that come before it in the text's order and why each
lost. Each system gives its entrants, criteria and colour rule in :class:`CoreRules`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from decimal import Decimal
from itertools import combinations, product

from pydantic import ConfigDict

from checker.matching import max_weight_matching
from checker.models import Frozen, Pairing
from checker.systems.top_scoregroup.procedure import BracketStep, Entrant, PairCosts, RoundGraph, identifier, set_order_key
from checker.evaluation.findings import Finding, Verdict

LIST_LIMIT = 5
"""Explanations list at most this many rejected candidates per step before summarising."""
TRACE_LIMIT = 40
"""Brackets larger than this get no list of rejected identifiers (each costs a weighted matching)."""


class ColourCall(Frozen):
    """The colours of one pair by the system's art. 4: who plays White, the article, and why in words."""

    white: int
    black: int
    article: str
    """The article number, e.g. ``4.3.2``."""
    reason: str


ColourRule = Callable[[int, int], ColourCall]
"""``colour(a, b)``: the colour decision for the pair of TPNs a, b."""


class CoreRules(Frozen):
    """What a system on the shared core tells the audit: entrants, its criteria, words and colour rule."""

    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)

    system: str
    """Prefix of the articles in findings: ``Double-Swiss`` gives ``Double-Swiss 3.5.4``."""
    entrants: tuple[Entrant, ...]
    float_criteria: bool
    """Whether C7 (upfloaters who were floaters in the previous round) applies this round."""
    costs: PairCosts
    bracket_criteria: tuple[str, ...]
    """Names of the 3.6.4 criteria that ``costs`` counts, highest priority first (``("C8",)``)."""
    criterion_words: Mapping[str, str]
    """What each bracket criterion counts, e.g. ``C8`` -> ``upfloaters' opponents who floated ...``."""
    articles: Mapping[str, str]
    """Criterion -> article number (``C4`` -> ``2.3.1``)."""
    colour: ColourRule
    start_number: Callable[[int], int]
    """TPN -> start number, for the names printed in findings."""
    prohibited: frozenset[frozenset[int]] = frozenset()
    """Pairs kept apart by 260/XXP records (C1 says so in other words than for a rematch)."""
    noun: str = "player"
    meeting_note: str = ""
    """Added to a C1 finding for a rematch, e.g. what does not count as a meeting."""


class SetValues(Frozen):
    """A set of upfloaters (3.5) and its values on the criteria that choose it (C4-C7)."""

    upfloaters: tuple[int, ...]
    """In the order of 3.5.3: score descending, then TPN ascending."""
    c4: int
    c5: tuple[Decimal, ...]
    """The upfloaters' scores in ascending order (2.3.2: the larger, the better)."""
    c6: int
    following: Decimal | None = None
    """The score of the following scoregroup C6 looks at (None: none, or it is now empty)."""
    c7: int = 0
    floaters: tuple[int, ...] = ()
    """The upfloaters who were floaters in the previous round (C7)."""


def points(score: Decimal) -> str:
    """A score as an arbiter writes it: ``3``, ``2.5``."""
    return format(score.normalize(), "f")


def _article(rules: CoreRules, number: str) -> str:
    """An article of the system's text, e.g. ``Double-Swiss 3.5.4``."""
    return f"{rules.system} {number}"


def _names(rules: CoreRules, tpns: Sequence[int]) -> str:
    """TPNs as start numbers in a brace set, order kept: ``{2, 6, 1}``."""
    return "{" + ", ".join(str(rules.start_number(t)) for t in tpns) + "}"


def _mates(pairing: Pairing) -> dict[int, int]:
    """TPN -> opponent in the pairing."""
    mate: dict[int, int] = {}
    for p in pairing.pairs:
        mate[p.white], mate[p.black] = p.black, p.white
    return mate


def stages(rnd: RoundGraph, pairing: Pairing) -> tuple[BracketStep, ...]:
    """The brackets of a complete round-pairing as 3.3.2 step 2 forms them, from the top scoregroup down.

    A bracket is the top scoregroup of the players not yet paired (3.2) and the lower-scored
    players its residents are paired with: its upfloaters (1.3.2). Pairs as (top, bottom) TPNs (3.6.1).
    """
    mate = _mates(pairing)
    free = set(rnd.by_tpn) - {pairing.pab}
    steps: list[BracketStep] = []
    while free:
        best = max(rnd.score[t] for t in free)
        top = sorted(t for t in free if rnd.score[t] == best)
        top_set = set(top)
        ups = set_order_key({mate[t] for t in top if mate[t] not in top_set}, rnd.score)
        pairs = tuple(sorted({(min(t, mate[t]), max(t, mate[t])) for t in top}))
        steps.append(BracketStep(score=best, residents=tuple(top), upfloaters=ups, pairs=pairs))
        free -= top_set | set(ups)
    return tuple(steps)


def complete(rnd: RoundGraph, pairing: Pairing) -> bool:
    """Every entrant appears exactly once (paired or PAB) and nobody else (else ``diff`` reports it)."""
    seen = [t for p in pairing.pairs for t in (p.white, p.black)]
    if pairing.pab is not None:
        seen.append(pairing.pab)
    return len(seen) == len(set(seen)) and set(seen) == set(rnd.by_tpn)


def absolute_findings(rules: CoreRules, rnd: RoundGraph, published: Pairing) -> tuple[Finding, ...]:
    """C1 and C2 (2.1.1, 2.1.2) and the PAB's existence (1.4) on the published round, pairs by TPN.

    Entrants who were not to be paired are left to the participation check of ``checker.check.round``.
    """
    sn = rules.start_number
    out: list[Finding] = []
    c1 = _article(rules, rules.articles["C1"])
    for pair in published.pairs:
        a, b = pair.white, pair.black
        if a not in rnd.by_tpn or b not in rnd.by_tpn or b in rnd.adj[a]:
            continue
        w, k = sn(a), sn(b)
        if frozenset((a, b)) in rules.prohibited and b not in _met(rules, a):
            message = f"C1: {w} and {k} may not be paired (prohibited pairing, 260/XXP)"
        else:
            note = f"; {rules.meeting_note}" if rules.meeting_note else ""
            message = f"C1: {w} and {k} have already played each other (Basic Rules 2{note})"
        out.append(Finding(verdict="VIOLATION", criterion="C1", article=c1, players=(w, k), message=message))
    n = len(rnd.by_tpn)
    pab = published.pab
    if pab is not None and pab in rnd.by_tpn and not rnd.by_tpn[pab].pab_eligible:
        who = sn(pab)
        out.append(Finding(
            verdict="VIOLATION", criterion="C2", article=_article(rules, rules.articles["C2"]), players=(who,),
            message=(f"C2: {who} receives the pairing-allocated bye but has already received one, won a match by "
                     "forfeit or had a full-point bye"),
        ))
    noun = rules.noun + "s"
    if pab is not None and n % 2 == 0:
        who = sn(pab)
        out.append(Finding(verdict="VIOLATION", article=_article(rules, "1.4"), players=(who,),
                           message=f"a pairing-allocated bye to {who} although the number of {noun} to pair ({n}) is even"))
    if pab is None and n % 2 == 1:
        out.append(Finding(verdict="VIOLATION", article=_article(rules, "1.4"),
                           message=f"no pairing-allocated bye although the number of {noun} to pair ({n}) is odd"))
    return tuple(out)


def _met(rules: CoreRules, tpn: int) -> frozenset[int]:
    """Entrants ``tpn`` may not meet for a reason other than a 260/XXP prohibition."""
    entrant = next(e for e in rules.entrants if e.tpn == tpn)
    banned = {next(iter(p - {tpn})) for p in rules.prohibited if tpn in p}
    return entrant.incompatible - banned


def colour_findings(rules: CoreRules, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """One COLOURS finding per pair both pairings share with other colours, with its art. 4 article."""
    sn = rules.start_number
    by_tpn = {e.tpn: e for e in rules.entrants}
    ref = {frozenset((p.white, p.black)): p for p in reference.pairs}
    out: list[Finding] = []
    for pair in published.pairs:
        other = ref.get(frozenset((pair.white, pair.black)))
        if other is None or other.white == pair.white:
            continue
        call = rules.colour(pair.white, pair.black)
        w, b = sn(call.white), sn(call.black)
        article = _article(rules, call.article)
        score = max(by_tpn[pair.white].score, by_tpn[pair.black].score)
        out.append(Finding(
            verdict="COLOURS", article=article, bracket=points(score),
            players=(sn(pair.white), sn(pair.black)),
            message=f"{sn(pair.white)}-{sn(pair.black)} should be {w}-{b}: {call.article}: {call.reason}",
            published_pairs=((sn(pair.white), sn(pair.black)),), reference_pairs=((w, b),),
        ))
    return tuple(out)


def pab_key(rnd: RoundGraph, tpn: int) -> tuple[Decimal, int, int]:
    """3.4.2-3.4.4 as a sort key: lowest score, most matches played, largest TPN first."""
    return (rnd.score[tpn], -rnd.by_tpn[tpn].matches_played, -tpn)


def pab_finding(rules: CoreRules, rnd: RoundGraph, published: int, reference: int) -> Finding:
    """The published PAB assignee against the rules' one, by 3.4.2, 3.4.3, then 3.4.4.

    The published round is legal (C1, C2 checked first), so its assignee leaves a legal pairing
    (3.4.1): one ranked before the rules' assignee shows the reference pairer wrong (BETTER).
    """
    sn = rules.start_number
    p, r = sn(published), sn(reference)
    ps, rs = rnd.score[published], rnd.score[reference]
    pm, rm = rnd.by_tpn[published].matches_played, rnd.by_tpn[reference].matches_played
    players = (p, r)
    if ps != rs:
        worse = ps > rs
        text = (f"3.4.2: the pairing-allocated bye goes to {p} with score {points(ps)}, the rules give it to {r} "
                f"with score {points(rs)}")
        if not worse:
            text += f": {p} has the lower score and the published round is legal, the reference pairer is wrong"
        return Finding(verdict="WORSE" if worse else "BETTER", article=_article(rules, "3.4.2"), message=text,
                       published_value=points(ps), reference_value=points(rs), players=players)
    if pm != rm:
        worse = pm < rm
        text = (f"3.4.3: equal scores ({points(ps)}); the pairing-allocated bye goes to {p} with {pm} matches "
                f"played, the rules give it to {r} with {rm}")
        if not worse:
            text += f": {p} has played more matches and the published round is legal, the reference pairer is wrong"
        return Finding(verdict="WORSE" if worse else "BETTER", article=_article(rules, "3.4.3"), message=text,
                       published_value=str(pm), reference_value=str(rm), players=players)
    verdict: Verdict = "DIVERGES" if published < reference else "BETTER"
    text = (f"3.4.4: equal scores ({points(ps)}) and matches played ({pm}); the pairing-allocated bye goes to "
            f"{p}, the rules give it to the larger TPN {r}")
    if verdict == "BETTER":
        text = (f"3.4.4: equal scores ({points(ps)}) and matches played ({pm}); the pairing-allocated bye goes "
                f"to {p}, whose TPN is larger than that of {r}: the reference pairer is wrong")
    return Finding(verdict=verdict, article=_article(rules, "3.4.4"), message=text,
                   published_value=str(published), reference_value=str(reference), players=players)


def following_need(rnd: RoundGraph, group: frozenset[int], left: frozenset[int]) -> int | None:
    """C6: the fewest upfloaters the bracket of ``group`` needs so that it and everyone left pair legally.

    Equal to the fewest pairs between ``group`` and the others of ``left`` in a legal pairing of
    ``left`` (C1, C3, C4); None when ``left`` has no legal pairing at all.
    """
    weights = {
        (v, u): 2 - int((v in group) != (u in group)) for v in left for u in rnd.adj[v] & left if v < u
    }
    mate = max_weight_matching(weights, maxcardinality=True)
    if len(mate) != len(left):
        return None
    return sum(1 for v, u in mate.items() if v < u and (v in group) != (u in group))


def set_values(rnd: RoundGraph, top: Sequence[int], free: frozenset[int], ups: Sequence[int],
               float_criteria: bool) -> SetValues | None:
    """The C4-C7 values of a set of upfloaters for the top scoregroup (None when C3 fails without it)."""
    ordered = set_order_key(ups, rnd.score)
    left = free - set(top) - set(ups)
    following = rnd.following_score(rnd.score[top[0]])
    group = frozenset(t for t in left if rnd.score[t] == following) if following is not None else frozenset()
    need = following_need(rnd, group, left) if group else (0 if rnd.perfect(left) is not None else None)
    if need is None:
        return None
    floaters = tuple(t for t in ordered if rnd.by_tpn[t].floater) if float_criteria else ()
    return SetValues(
        upfloaters=ordered, c4=len(ordered), c5=tuple(sorted(rnd.score[t] for t in ordered)),
        c6=need, following=following if group else None, c7=len(floaters), floaters=floaters,
    )


def set_difference(published: SetValues, reference: SetValues) -> tuple[str, bool] | None:
    """The first of C4, C5, C6, C7 on which two sets differ, and whether ``published`` is the better."""
    if published.c4 != reference.c4:
        return "C4", published.c4 < reference.c4
    if published.c5 != reference.c5:
        return "C5", published.c5 > reference.c5
    if published.c6 != reference.c6:
        return "C6", published.c6 < reference.c6
    if published.c7 != reference.c7:
        return "C7", published.c7 < reference.c7
    return None


def _count(n: int, what: str) -> str:
    """``1 upfloater`` / ``3 upfloaters``, ``2 matches``."""
    if n == 1:
        return f"{n} {what}"
    return f"{n} {what}es" if what.endswith(("ch", "s")) else f"{n} {what}s"


def set_phrase(rules: CoreRules, criterion: str, values: SetValues) -> tuple[str, str]:
    """(words, value) of a set on one of C4-C7, for messages and the finding's values."""
    sn = rules.start_number
    if criterion == "C4":
        return _count(values.c4, "upfloater"), str(values.c4)
    if criterion == "C5":
        scores = ", ".join(points(s) for s in values.c5)
        if values.c4 == 1:
            return f"an upfloater with score {scores}", scores
        return f"upfloaters with scores {scores} (ascending)", scores
    if criterion == "C6":
        group = points(values.following) if values.following is not None else "following"
        return (f"the {group} scoregroup's bracket then needs {_count(values.c6, 'upfloater')}", str(values.c6))
    names = ", ".join(str(sn(t)) for t in values.floaters)
    who = f" ({names})" if names else ""
    return f"{_count(values.c7, 'upfloater')} who floated in the previous round{who}", str(values.c7)


def _board_pairs(rules: CoreRules, pairing: Pairing, pairs: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """(white, black) start numbers the pairing gives each of ``pairs`` (TPNs, any order)."""
    sn = rules.start_number
    boards = {frozenset((p.white, p.black)): (sn(p.white), sn(p.black)) for p in pairing.pairs}
    return tuple(boards.get(frozenset(p), (sn(p[0]), sn(p[1]))) for p in pairs)


def set_finding(rules: CoreRules, rnd: RoundGraph, free: frozenset[int], pub: BracketStep, ref: BracketStep,
                published: Pairing, reference: Pairing) -> Finding:
    """The first bracket whose upfloaters differ: C4-C7 decide (WORSE/BETTER), else 3.5.4 (DIVERGES)."""
    name = points(pub.score)
    vp = set_values(rnd, pub.residents, free, pub.upfloaters, rules.float_criteria)
    vr = set_values(rnd, ref.residents, free, ref.upfloaters, rules.float_criteria)
    sn = rules.start_number
    changed = sorted(sn(t) for t in set(pub.upfloaters) ^ set(ref.upfloaters))
    common = dict(bracket=name, players=tuple(changed), published_pairs=_board_pairs(rules, published, pub.pairs),
                  reference_pairs=_board_pairs(rules, reference, ref.pairs))
    p_name, r_name = _names(rules, pub.upfloaters), _names(rules, ref.upfloaters)
    if vp is None or vr is None:
        return Finding(verdict="UNCHECKED", message=(f"the {name} bracket: the players left after the published "
                       f"set {p_name} or the rules' set {r_name} have no legal pairing (C3): a checker fault"),
                       **common)  # type: ignore[arg-type]
    difference = set_difference(vp, vr)
    if difference is not None:
        criterion, published_better = difference
        words_p, value_p = set_phrase(rules, criterion, vp)
        words_r, value_r = set_phrase(rules, criterion, vr)
        message = (f"{criterion} in the {name} bracket: the published set of upfloaters {p_name}: {words_p}; "
                   f"the rules' set {r_name}: {words_r}")
        if published_better:
            message += f": the published set is better on {criterion}, the reference pairer is wrong"
        return Finding(verdict="BETTER" if published_better else "WORSE", criterion=criterion,
                       article=_article(rules, rules.articles[criterion]), message=message,
                       published_value=value_p, reference_value=value_r, **common)  # type: ignore[arg-type]
    span = "C4-C7" if rules.float_criteria else "C4-C6 (C7 not this round)"
    if ref.upfloaters < pub.upfloaters:
        message = f"3.5.4 in the {name} bracket: equal on {span}, the rules' set comes first: {r_name} < {p_name}"
        verdict: Verdict = "DIVERGES"
    else:
        message = (f"3.5.4 in the {name} bracket: equal on {span}, and the published set comes first: "
                   f"{p_name} < {r_name}: the reference pairer is wrong")
        verdict = "BETTER"
    return Finding(verdict=verdict, article=_article(rules, "3.5.4"), message=message,
                   published_value=p_name, reference_value=r_name, **common)  # type: ignore[arg-type]


def pair_cost(rules: CoreRules, a: int, b: int, ups: frozenset[int]) -> tuple[int, ...]:
    """The 3.6.4 criteria of one pair (one value per ``bracket_criteria``), top member first."""
    return tuple(rules.costs(min(a, b), max(a, b), ups))[: len(rules.bracket_criteria)]


def bracket_costs(rules: CoreRules, pairs: Sequence[tuple[int, int]], ups: frozenset[int]) -> tuple[int, ...]:
    """The 3.6.4 criteria summed over a bracket's pairs (one value per ``bracket_criteria``)."""
    totals = [0] * len(rules.bracket_criteria)
    for a, b in pairs:
        for i, v in enumerate(pair_cost(rules, a, b, ups)):
            totals[i] += v
    return tuple(totals)


def _identifier_text(rules: CoreRules, pairs: Sequence[tuple[int, int]]) -> str:
    """The identifier of 3.6.2 as start numbers separated by spaces."""
    return " ".join(str(rules.start_number(t)) for t in identifier(pairs))


def pairing_finding(rules: CoreRules, pub: BracketStep, ref: BracketStep,
                    published: Pairing, reference: Pairing) -> Finding:
    """The first bracket whose pairs differ (same upfloaters): the 3.6.4 criteria, else 3.6.3 identifiers."""
    name = points(pub.score)
    sn = rules.start_number
    ups = frozenset(pub.upfloaters)
    changed = sorted({sn(t) for p in set(pub.pairs) ^ set(ref.pairs) for t in p})
    common = dict(bracket=name, players=tuple(changed), published_pairs=_board_pairs(rules, published, pub.pairs),
                  reference_pairs=_board_pairs(rules, reference, ref.pairs))
    cp, cr = bracket_costs(rules, pub.pairs, ups), bracket_costs(rules, ref.pairs, ups)
    for criterion, vp, vr in zip(rules.bracket_criteria, cp, cr):
        if vp != vr:
            words = rules.criterion_words[criterion]
            message = (f"{criterion} in the {name} bracket: {words}: {vp} in the published pairing, "
                       f"{vr} in the rules' pairing")
            if vp < vr:
                message += f": the published pairing is better on {criterion}, the reference pairer is wrong"
            return Finding(verdict="BETTER" if vp < vr else "WORSE", criterion=criterion,
                           article=_article(rules, rules.articles[criterion]), message=message,
                           published_value=str(vp), reference_value=str(vr), **common)  # type: ignore[arg-type]
    ip, ir = _identifier_text(rules, pub.pairs), _identifier_text(rules, ref.pairs)
    span = ", ".join(("C1", *rules.bracket_criteria))
    if identifier(ref.pairs) < identifier(pub.pairs):
        message = (f"3.6.3 in the {name} bracket: equal on {span}, the rules' pairing comes first: "
                   f"identifier {ir} < {ip}")
        verdict: Verdict = "DIVERGES"
    else:
        message = (f"3.6.3 in the {name} bracket: equal on {span}, and the published pairing comes first: "
                   f"identifier {ip} < {ir}: the reference pairer is wrong")
        verdict = "BETTER"
    return Finding(verdict=verdict, article=_article(rules, "3.6.3"), message=message,
                   published_value=ip, reference_value=ir, **common)  # type: ignore[arg-type]


def procedure_findings(rules: CoreRules, rnd: RoundGraph, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """Step 3: the PAB (3.4), then bracket by bracket from the top: upfloaters (3.5), then pairs (3.6)."""
    if published.pab != reference.pab and published.pab is not None and reference.pab is not None:
        return (pab_finding(rules, rnd, published.pab, reference.pab),)
    free = frozenset(rnd.by_tpn) - {published.pab}
    for pub, ref in zip(stages(rnd, published), stages(rnd, reference)):
        if pub.residents != ref.residents:
            break  # cannot happen: equal brackets above leave the same top scoregroup
        if pub.upfloaters != ref.upfloaters:
            return (set_finding(rules, rnd, free, pub, ref, published, reference),)
        if set(pub.pairs) != set(ref.pairs):
            return (pairing_finding(rules, pub, ref, published, reference),)
        free -= set(pub.residents) | set(pub.upfloaters)
    return ()


def audit_core(rules: CoreRules, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """The audit of a published round against the rules' pairing (both by TPN); () when they are equal."""
    if published.as_set() == reference.as_set() and published.pab == reference.pab:
        return ()
    rnd = RoundGraph(rules.entrants)
    absolute = absolute_findings(rules, rnd, published)
    if absolute:
        return absolute
    if not complete(rnd, published):
        return ()  # paired twice, absent or left out: checker.check.round reports it
    colours = colour_findings(rules, published, reference)
    if published.unordered() == reference.unordered() and published.pab == reference.pab:
        return colours
    return procedure_findings(rules, rnd, published, reference) + colours


# --- Explanations: the candidates before the pairer's choice, in the text's order, and why each lost.


def pab_lines(rules: CoreRules, rnd: RoundGraph, chosen: int | None) -> list[str]:
    """3.4: the assignee with its score and matches, the C2-eligible candidates before it and why they lost."""
    sn = rules.start_number
    n = len(rnd.by_tpn)
    if chosen is None:
        return [f"3.4 PAB: none (an even number of {rules.noun}s: {n})"]
    e = rnd.by_tpn[chosen]
    lines = [f"3.4 PAB: {sn(chosen)} (score {points(e.score)}, {_count(e.matches_played, 'match')} played, "
             f"TPN {chosen}): the first {rules.noun} eligible under C2 by lowest score (3.4.2), most matches "
             "played (3.4.3) and largest TPN (3.4.4) whose bye leaves a legal pairing (3.4.1)"]
    everyone = frozenset(rnd.by_tpn)
    before = sorted((t for t in everyone if rnd.by_tpn[t].pab_eligible and pab_key(rnd, t) < pab_key(rnd, chosen)),
                    key=lambda t: pab_key(rnd, t))
    for t in before[:LIST_LIMIT]:
        stranded = rnd.perfect(everyone - {t}) is None
        why = "leaves no legal pairing of the others (3.4.1, C1)" if stranded else (
            "leaves a legal pairing: the rules give it the bye (checker fault, please report it)")
        lines.append(f"  {sn(t)} (score {points(rnd.score[t])}, {_count(rnd.by_tpn[t].matches_played, 'match')} "
                     f"played) comes first but {why}")
    if len(before) > LIST_LIMIT:
        lines.append(f"  ... and {len(before) - LIST_LIMIT} more before it, for the same reason")
    barred = sorted(sn(t) for t in everyone if not rnd.by_tpn[t].pab_eligible)
    if barred:
        lines.append(f"  not eligible (C2: already a PAB, a match won by forfeit or a full-point bye): "
                     + ", ".join(map(str, barred)))
    return lines


def sets_in_order(rnd: RoundGraph, potential: frozenset[int], profile: Sequence[Decimal]) -> Iterator[tuple[int, ...]]:
    """3.5.3-3.5.4: every set of ``potential`` with this score profile, in the text's lexicographic order.

    The sequence of a set lists its highest scores first, so the order is the product of the
    combinations taken at each score, highest score first.
    """
    needed: dict[Decimal, int] = {}
    for s in profile:
        needed[s] = needed.get(s, 0) + 1
    levels = sorted(needed, reverse=True)
    pools = [sorted(t for t in potential if rnd.score[t] == s) for s in levels]
    for parts in product(*(combinations(pool, needed[s]) for pool, s in zip(pools, levels))):
        yield tuple(t for part in parts for t in part)


def _set_rejection(rules: CoreRules, rnd: RoundGraph, top: Sequence[int], free: frozenset[int],
                   candidate: tuple[int, ...], chosen: SetValues) -> str:
    """Why a set before the chosen one in 3.5.4 order was not chosen (3.5.5)."""
    if rnd.perfect(set(top) | set(candidate)) is None:
        return "the bracket has no legal pairing (C1)"
    values = set_values(rnd, top, free, candidate, rules.float_criteria)
    if values is None:
        return "the others could not all be paired (C3)"
    difference = set_difference(values, chosen)
    if difference is None:
        return "equal on C4-C7: the rules choose it (checker fault, please report it)"
    criterion, better = difference
    words, _ = set_phrase(rules, criterion, values)
    _, mine = set_phrase(rules, criterion, chosen)
    if better:
        return f"{criterion}: {words}, better than the chosen set's {mine} (checker fault, please report it)"
    return f"{criterion}: {words} (the chosen set: {mine})"


def set_lines(rules: CoreRules, rnd: RoundGraph, step: BracketStep, free: frozenset[int]) -> list[str]:
    """3.5: why this set of upfloaters: C4/C5 fixed by the sets that work, then the sets before it and why they lost."""
    sn = rules.start_number
    if not step.upfloaters:
        return ["  3.5 upfloaters: none (the scoregroup pairs within itself: C4 = 0)"]
    chosen = set_values(rnd, step.residents, free, step.upfloaters, rules.float_criteria)
    lines = [f"  3.5 upfloaters: {', '.join(str(sn(t)) for t in step.upfloaters)}"]
    if chosen is None:
        return lines
    scores = ", ".join(points(s) for s in chosen.c5)
    scores = f"score {scores}" if chosen.c4 == 1 else f"scores {scores} (ascending)"
    lines.append(f"    C4, C5: {_count(chosen.c4, 'upfloater')} with {scores}: no set of fewer "
                 "upfloaters or higher scores gives the bracket and the others legal pairings (C1, C3)")
    extra = [f"C6 {chosen.c6}"] + ([f"C7 {chosen.c7}"] if rules.float_criteria else [])
    potential = free - set(step.residents)
    earlier: list[str] = []
    skipped = 0
    for candidate in sets_in_order(rnd, potential, chosen.c5):
        ordered = set_order_key(candidate, rnd.score)
        if ordered == step.upfloaters:
            break
        if len(earlier) < LIST_LIMIT:
            reason = _set_rejection(rules, rnd, step.residents, free, ordered, chosen)
            earlier.append(f"    {_names(rules, ordered)}: {reason}")
        else:
            skipped += 1
            if skipped >= 10_000:
                break
    if earlier:
        lines.append(f"    3.5.4 sets tried in order before it ({', '.join(extra)} for the chosen set):")
        lines += earlier
        if skipped:
            more = "10000 or more" if skipped >= 10_000 else str(skipped)
            lines.append(f"    ... and {more} more sets before it, none complying as well (3.5.5)")
    else:
        lines.append(f"    3.5.4: the first set in order ({', '.join(extra)})")
    return lines


def _pack(values: Sequence[int], base: int) -> int:
    """Criteria values (highest priority first) as one int, for comparing totals."""
    out = 0
    for v in values:
        out = out * base + v
    return out


def _best_completion(rules: CoreRules, rnd: RoundGraph, tops: Sequence[int], bottoms: Sequence[int],
                     ups: frozenset[int], base: int) -> int | None:
    """The least packed 3.6.4 cost of a legal pairing of ``tops`` to larger ``bottoms`` (None: no legal one)."""
    if not tops:
        return 0
    costs = {(t, b): _pack(pair_cost(rules, t, b, ups), base) for t in tops for b in bottoms if t < b and b in rnd.adj[t]}
    big = max(costs.values(), default=0) + 1
    mate = max_weight_matching({k: big - v + 1 for k, v in costs.items()}, maxcardinality=True)
    if any(t not in mate for t in tops):
        return None
    return sum(costs[(t, mate[t])] for t in tops)


def _feasible_tops(tops: Sequence[int], bottoms: Sequence[int]) -> bool:
    """3.6.1: each top member can have a larger bottom member (tops and bottoms sorted ascending)."""
    return all(t < b for t, b in zip(tops, bottoms))


def identifier_lines(rules: CoreRules, rnd: RoundGraph, step: BracketStep) -> list[str]:
    """3.6: the identifier chosen, its 3.6.4 values, and the identifiers before it that lost, with why.

    Earlier identifiers are grouped by the first numbers where they leave the chosen one: first
    other sets of top members (3.6.1), then, top by top, a smaller bottom member.
    """
    sn = rules.start_number
    ups = frozenset(step.upfloaters)
    ident = identifier(step.pairs)
    values = bracket_costs(rules, step.pairs, ups)
    lines = [f"  3.6.2 identifier: {' '.join(str(sn(t)) for t in ident)} ({_criteria_text(rules, values)})"]
    members = sorted(t for p in step.pairs for t in p)
    if len(members) > TRACE_LIMIT:
        lines.append(f"    (a bracket of {len(members)}: the identifiers before it are not listed)")
        return lines
    k = len(step.pairs)
    base = 2 * len(members) + 1
    best = _pack(values, base)
    tops, bottoms = ident[:k], ident[k:]

    def why(cost: int | None) -> str:
        if cost is None:
            return "no legal pairing follows (C1)"
        if cost > best:
            found = _criteria_text(rules, _unpack(cost, base, len(values)))
            return f"at best {found}, worse than the chosen pairing (3.6.4)"
        return "complies as well: the rules choose it (checker fault, please report it)"

    def prefixes() -> Iterator[tuple[tuple[int, ...], int | None]]:
        for examined, candidate in enumerate(combinations(members, k)):
            if candidate == tops or examined >= 100_000:
                break
            rest = [t for t in members if t not in candidate]
            if _feasible_tops(candidate, rest):
                yield candidate, _best_completion(rules, rnd, candidate, rest, ups, base)
        fixed: list[tuple[int, int]] = []
        for i, t in enumerate(tops):
            used = {b for _, b in fixed}
            head = sum(_pack(pair_cost(rules, x, y, ups), base) for x, y in fixed)
            for b in members:
                if b >= bottoms[i]:
                    break
                if b <= t or b in tops or b in used:
                    continue
                prefix = (*tops, *(y for _, y in fixed), b)
                if b not in rnd.adj[t]:
                    yield prefix, None
                    continue
                rest = [y for y in members if y not in tops and y not in used and y != b]
                tail = _best_completion(rules, rnd, tops[i + 1:], rest, ups, base)
                yield prefix, None if tail is None else head + _pack(pair_cost(rules, t, b, ups), base) + tail
            fixed.append((t, bottoms[i]))

    earlier: list[str] = []
    for prefix, cost in prefixes():
        if len(earlier) == LIST_LIMIT:
            earlier.append("    ... and more, none complying as well")
            break
        reason = why(cost)
        if len(prefix) > k and cost is None and prefix[-1] not in rnd.adj[tops[len(prefix) - k - 1]]:
            reason = f"C1: {sn(tops[len(prefix) - k - 1])} and {sn(prefix[-1])} may not meet"
        earlier.append(f"    {' '.join(str(sn(t)) for t in prefix)} ...: {reason}")
    if earlier:
        lines.append("    3.6.3 identifiers before it, by their first numbers:")
        lines += earlier
    return lines


def _criteria_text(rules: CoreRules, values: Sequence[int]) -> str:
    """3.6.4 values as ``C8 0`` (``C8 0, C9 1, C10 0`` for Team)."""
    return ", ".join(f"{c} {v}" for c, v in zip(rules.bracket_criteria, values))


def _unpack(value: int, base: int, width: int) -> tuple[int, ...]:
    """Packed criteria values back to one value per criterion (highest priority first)."""
    digits = []
    for _ in range(width):
        value, d = divmod(value, base)
        digits.append(d)
    return tuple(reversed(digits))

"""Two evaluations of the same round -> the findings that say where the published pairing parts from the rules'.

The logic exists once, for every system; the sentences once too (``frame``), from the systems' terms:

1. the absolute criteria the published pairing breaks: VIOLATION, nothing else is compared;
2. a pairing that leaves someone out or pairs someone twice: nothing here (the participation
   check of the round reports it);
3. same pairs and PAB, other colours: one COLOURS finding per pair, with the article that decides;
4. otherwise the stages are walked in the rules' order; at the first stage where the two pairings
   choose differently, the first criterion on which they differ decides (WORSE, or BETTER: the
   reference pairer is beaten), else the first generation order that tells them apart (DIVERGES,
   or BETTER), else DIVERGES with the system's article for "not told apart". COLOURS findings for
   the pairs both share follow.
"""

from __future__ import annotations

from collections.abc import Sequence

from checker.evaluation.evaluation import CriterionValue, Evaluation, Stage
from checker.evaluation.findings import Finding, Verdict
from checker.evaluation.frame import (
    criterion_sentence,
    fault_sentence,
    order_sentence,
    stage_mismatch_sentence,
    untold_sentence,
)
from checker.models import Pairing


def first_difference(a: Sequence[CriterionValue], b: Sequence[CriterionValue]) -> tuple[int, bool] | None:
    """The index of the highest-priority criterion on which ``a`` and ``b`` differ, and whether ``a``
    is the better there; None when they tie on every one."""
    for i, (x, y) in enumerate(zip(a, b)):
        if x.rank != y.rank:
            return i, x.rank < y.rank
    return None


def colour_findings(published: Evaluation, published_pairing: Pairing, reference_pairing: Pairing) -> tuple[Finding, ...]:
    """One COLOURS finding per pair both pairings share with other colours, with the rule that decides."""
    sn = published.start_numbers.__getitem__
    ref = {frozenset((p.white, p.black)): p for p in reference_pairing.pairs}
    out: list[Finding] = []
    for pair in published_pairing.pairs:
        other = ref.get(frozenset((pair.white, pair.black)))
        if other is None or other.white == pair.white:
            continue
        call = published.colour(pair.white, pair.black)
        w, b = sn(call.white), sn(call.black)
        out.append(Finding(
            verdict="COLOURS", article=call.article, bracket=call.bracket,
            players=(sn(pair.white), sn(pair.black)),
            message=f"{sn(pair.white)}-{sn(pair.black)} should be {w}-{b}: {call.label}: {call.reason}",
            published_pairs=((sn(pair.white), sn(pair.black)),), reference_pairs=((w, b),),
        ))
    return tuple(out)


def _players(published: Stage, reference: Stage, evaluation: Evaluation) -> tuple[int, ...]:
    """The participants the two pairings place differently at a stage, by start number.

    An assignee (the PAB): the published one, then the rules' one; otherwise everyone in what one
    pairing chose and the other did not, sorted.
    """
    sn = evaluation.start_numbers.__getitem__
    if published.assignee:
        return tuple(sn(t) for stage in (published, reference) for t in stage.choice.players)
    return tuple(sorted(sn(t) for t in published.choice.placed_differently(reference.choice)))


def stage_finding(published: Stage, reference: Stage, evaluation: Evaluation) -> Finding | None:
    """The finding at the first stage the two pairings take differently; None when its criteria tie and
    the stage is not decisive (the next stages decide)."""
    vp, vr = published.values, reference.values
    terms = published.terms

    def finding(verdict: Verdict, message: str, criterion: str | None = None, article: str | None = None,
                values: tuple[str | None, str | None] = (None, None)) -> Finding:
        return Finding(verdict=verdict, message=message, criterion=criterion, article=article,
                       bracket=published.bracket, published_value=values[0], reference_value=values[1],
                       players=_players(published, reference, evaluation),
                       published_pairs=vp.pairs, reference_pairs=vr.pairs)

    if vp.fault is not None or vr.fault is not None:
        return finding("UNCHECKED", fault_sentence(terms, vp, vr))
    difference = first_difference(vp.criteria, vr.criteria)
    if difference is not None:
        index, better = difference
        cp, cr = vp.criteria[index], vr.criteria[index]
        return finding("BETTER" if better else "WORSE", criterion_sentence(terms, cp, cr, better), cp.criterion, cp.article,
                       (cp.value, cr.value))
    if not published.decisive:
        return None
    for op, orr in zip(vp.order, vr.order):
        if op.key != orr.key:
            first = op.key < orr.key
            return finding("BETTER" if first else "DIVERGES", order_sentence(terms, op, orr, first), None, op.article,
                           (op.value, orr.value))
    return finding("DIVERGES", untold_sentence(terms), None, terms.untold_article)


def stage_findings(published: Evaluation, reference: Evaluation) -> tuple[Finding, ...]:
    """Walk both pairings' stages in the rules' order; the first stage they take differently decides."""
    for sp, sr in zip(published.stages, reference.stages):
        if sp.choice == sr.choice:
            continue
        if sp.key != sr.key:
            return (Finding(verdict="UNCHECKED", bracket=sp.bracket, message=stage_mismatch_sentence(sp.bracket)),)
        finding = stage_finding(sp, sr, published)
        if finding is not None:
            return (finding,)
    return ()


def compare(published: Evaluation, reference: Evaluation, published_pairing: Pairing,
            reference_pairing: Pairing) -> tuple[Finding, ...]:
    """The findings on a published round-pairing against the rules' one (both by TPN); () when equal."""
    if published_pairing.as_set() == reference_pairing.as_set() and published_pairing.pab == reference_pairing.pab:
        return ()
    if published.violations:
        return published.violations
    if not published.complete:
        return ()
    colours = colour_findings(published, published_pairing, reference_pairing)
    if published_pairing.unordered() == reference_pairing.unordered() and published_pairing.pab == reference_pairing.pab:
        return colours
    return stage_findings(published, reference) + colours

"""Two pairings of the same round -> the findings that say where the published pairing parts from the rules'.

The logic exists once, for every system; the sentences once too (``frame``), from the systems' terms.
The system (a :class:`~checker.evaluation.judge.Judge`) evaluates the published pairing, and walks and
measures only what the comparison reaches:

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

from collections.abc import Mapping, Sequence
from typing import TypeVar

from checker.evaluation.evaluation import CriterionValue, Evaluation, Stage, StageValues
from checker.evaluation.findings import Finding, Verdict
from checker.evaluation.frame import (
    criterion_sentence,
    fault_sentence,
    order_sentence,
    stage_mismatch_sentence,
    untold_sentence,
)
from checker.evaluation.judge import Judge
from checker.models import Pairing
from checker.state.base import PairingState

S = TypeVar("S", bound=PairingState)


def first_difference(a: Sequence[CriterionValue], b: Sequence[CriterionValue]) -> tuple[int, bool] | None:
    """The index of the highest-priority criterion on which ``a`` and ``b`` differ, and whether ``a``
    is the better there; None when they tie on every one."""
    for i, (x, y) in enumerate(zip(a, b)):
        if x.rank != y.rank:
            return i, x.rank < y.rank
    return None


def colour_findings(judge: Judge[S], state: S, start_numbers: Mapping[int, int], published_pairing: Pairing,
                    reference_pairing: Pairing) -> tuple[Finding, ...]:
    """One COLOURS finding per pair both pairings share with other colours, with the rule that decides
    (the system asked once, for all those pairs)."""
    sn = start_numbers.__getitem__
    ref = {frozenset((p.white, p.black)): p for p in reference_pairing.pairs}
    swapped = tuple(pair for pair in published_pairing.pairs
                    if (other := ref.get(frozenset((pair.white, pair.black)))) is not None and other.white != pair.white)
    if not swapped:
        return ()
    out: list[Finding] = []
    for pair, call in zip(swapped, judge.colour_calls(state, tuple((p.white, p.black) for p in swapped))):
        w, b = sn(call.white), sn(call.black)
        out.append(Finding(
            verdict="COLOURS", article=call.article, bracket=call.bracket,
            players=(sn(pair.white), sn(pair.black)),
            message=f"{sn(pair.white)}-{sn(pair.black)} should be {w}-{b}: {call.label}: {call.reason}",
            published_pairs=((sn(pair.white), sn(pair.black)),), reference_pairs=((w, b),),
        ))
    return tuple(out)


def _players(published: Stage, reference: Stage, start_numbers: Mapping[int, int]) -> tuple[int, ...]:
    """The participants the two pairings place differently at a stage, by start number.

    An assignee (the PAB): the published one, then the rules' one; otherwise everyone in what one
    pairing chose and the other did not, sorted.
    """
    sn = start_numbers.__getitem__
    if published.assignee:
        return tuple(sn(t) for stage in (published, reference) for t in stage.choice.players)
    return tuple(sorted(sn(t) for t in published.choice.placed_differently(reference.choice)))


def values_of(judge: Judge[S], state: S, pairing: Pairing, stage: Stage) -> StageValues:
    """The stage's values: those the walk gave, else the system measures them (once: ``compare`` asks
    each stage at most once)."""
    return stage.values if stage.values is not None else judge.measure(state, pairing, stage)


def stage_finding(published: Stage, reference: Stage, values: tuple[StageValues, StageValues],
                  start_numbers: Mapping[int, int]) -> Finding | None:
    """The finding at the first stage the two pairings take differently, from both stages' values; None
    when its criteria tie and the stage is not decisive (the next stages decide)."""
    vp, vr = values
    terms = published.terms

    def finding(verdict: Verdict, message: str, criterion: str | None = None, article: str | None = None,
                values: tuple[str | None, str | None] = (None, None)) -> Finding:
        return Finding(verdict=verdict, message=message, criterion=criterion, article=article,
                       bracket=published.bracket, published_value=values[0], reference_value=values[1],
                       players=_players(published, reference, start_numbers),
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


def stage_findings(judge: Judge[S], state: S, start_numbers: Mapping[int, int], published: Pairing,
                   reference: Pairing) -> tuple[Finding, ...]:
    """Walk both pairings' stages in the rules' order; the first stage they take differently decides."""
    walks = judge.stages(state, (published, reference))
    for sp, sr in zip(*walks):
        if sp.choice == sr.choice:
            continue
        if sp.key != sr.key:
            return (Finding(verdict="UNCHECKED", bracket=sp.bracket, message=stage_mismatch_sentence(sp.bracket)),)
        values = values_of(judge, state, published, sp), values_of(judge, state, reference, sr)
        finding = stage_finding(sp, sr, values, start_numbers)
        if finding is not None:
            return (finding,)
    return ()


def compare(judge: Judge[S], state: S, published: Pairing, reference: Pairing,
            evaluation: Evaluation | None = None) -> tuple[Finding, ...]:
    """The findings on a published round-pairing against the rules' one (both by TPN) on the round's
    ``state``, as ``judge`` (the system) reads them; () when equal. ``evaluation``: the published
    pairing's, when the caller has it already."""
    if published.as_set() == reference.as_set() and published.pab == reference.pab:
        return ()
    evaluation = evaluation or judge.evaluate(state, published)
    if evaluation.violations:
        return evaluation.violations
    if not evaluation.complete:
        return ()
    colours = colour_findings(judge, state, evaluation.start_numbers, published, reference)
    if published.unordered() == reference.unordered() and published.pab == reference.pab:
        return colours
    return stage_findings(judge, state, evaluation.start_numbers, published, reference) + colours

"""A round-pairing of Double-Swiss or Team as the rules read it: the common evaluation the check compares.

Both texts pair a round the same way (3.3.2): the PAB (3.4), then the top scoregroup with the first
set of upfloaters (3.5) as a bracket paired by the first identifier (3.6), colours last (art. 4).
A pairing is read back into those steps (:func:`checker.systems.top_scoregroup.rules.stages`): its
PAB, then from the top scoregroup down the bracket each top scoregroup formed (its residents and
the lower-scored players they were paired with: the upfloaters) and that bracket's pairs. Each
step is a stage of the evaluation: the PAB valued by 3.4.2, 3.4.3 and ordered by 3.4.4; a set of
upfloaters valued on C4-C7 and ordered by 3.5.4; a bracket's pairs valued on the 3.6.4 criteria
and ordered by their identifier (3.6.3). :class:`ProcedureJudge` walks and measures them on demand
for ``compare``, from a system's function that gives its :class:`CoreRules` for a round's state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from checker.evaluation.basic_rules import start_numbers_of
from checker.evaluation.evaluation import ColourCall, CriterionValue, Evaluation, OrderPosition, Stage, StageValues
from checker.evaluation.findings import Finding
from checker.evaluation.stage_terms import StageChoice, StageTerms
from checker.models import Pairing
from checker.state.base import PairingState
from checker.systems.top_scoregroup.procedure import BracketStep, RoundGraph, identifier
from checker.systems.top_scoregroup.rules import (
    CoreRules,
    article,
    board_pairs,
    bracket_costs,
    complete,
    identifier_text,
    names,
    set_criteria,
    set_values,
    stages,
)
from checker.tournament.scoring import format_points as points


def absolute_findings(rules: CoreRules, rnd: RoundGraph, published: Pairing) -> tuple[Finding, ...]:
    """C1 and C2 (2.1.1, 2.1.2) and the PAB's existence (1.4) on the published round, pairs by TPN.

    Entrants who were not to be paired are left to the participation check of the round.
    """
    sn = rules.start_number
    out: list[Finding] = []
    c1 = article(rules, rules.articles["C1"])
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
            verdict="VIOLATION", criterion="C2", article=article(rules, rules.articles["C2"]), players=(who,),
            message=(f"C2: {who} receives the pairing-allocated bye but has already received one, won a match by "
                     "forfeit or had a full-point bye"),
        ))
    noun = rules.noun + "s"
    if pab is not None and n % 2 == 0:
        who = sn(pab)
        out.append(Finding(verdict="VIOLATION", article=article(rules, "1.4"), players=(who,),
                           message=f"a pairing-allocated bye to {who} although the number of {noun} to pair ({n}) is even"))
    if pab is None and n % 2 == 1:
        out.append(Finding(verdict="VIOLATION", article=article(rules, "1.4"),
                           message=f"no pairing-allocated bye although the number of {noun} to pair ({n}) is odd"))
    return tuple(out)


def _met(rules: CoreRules, tpn: int) -> frozenset[int]:
    """Entrants ``tpn`` may not meet for a reason other than a 260/XXP prohibition."""
    entrant = next(e for e in rules.entrants if e.tpn == tpn)
    banned = {next(iter(p - {tpn})) for p in rules.prohibited if tpn in p}
    return entrant.incompatible - banned



def _pab_terms(rules: CoreRules) -> StageTerms:
    """The PAB (3.4): 3.4.2 lowest score, 3.4.3 most matches played, then 3.4.4 the largest TPN first."""
    return StageTerms(subject="the pairing-allocated bye", tied="3.4.2 and 3.4.3",
                      untold_article=article(rules, "3.4.4"))


def _pab_stage(rules: CoreRules, rnd: RoundGraph, pab: int) -> Stage:
    """3.4: who gets the pairing-allocated bye."""
    sn = rules.start_number(pab)
    score, matches = rnd.score[pab], rnd.by_tpn[pab].matches_played
    values = StageValues(
        criteria=(
            CriterionValue(criterion=None, article=article(rules, "3.4.2"), rank=(score,), value=points(score),
                           words=f"{sn} with score {points(score)}"),
            CriterionValue(criterion=None, article=article(rules, "3.4.3"), rank=(-matches,), value=str(matches),
                           words=f"{sn} with {matches} matches played", short=f"{sn} with {matches}"),
        ),
        order=(OrderPosition(article=article(rules, "3.4.4"), key=(-pab,), words=str(sn), value=str(pab)),),
    )
    return Stage(key="PAB", choice=StageChoice.of_players((pab,)), bracket=None, assignee=True,
                 terms=_pab_terms(rules), values=values)


@dataclass(frozen=True)
class SetDetail:
    """What a set of upfloaters is measured from (3.5; Dubov 3.2.2): the round, the bracket, the entrants still free."""

    rnd: RoundGraph
    step: BracketStep
    free: frozenset[int]


@dataclass(frozen=True)
class PairsDetail:
    """What a bracket's pairs are measured from (3.6; Dubov 3.2.4): the bracket as the pairing made it."""

    step: BracketStep


def measure_set(rules: CoreRules, pairing: Pairing, detail: SetDetail) -> StageValues:
    """3.5: a set of upfloaters on C4-C7, then its place in the 3.5.4 order."""
    step = detail.step
    label = names(rules, step.upfloaters)
    shown = board_pairs(rules, pairing, step.pairs)
    values = set_values(detail.rnd, step.residents, detail.free, step.upfloaters, rules.float_criteria)
    if values is None:
        return StageValues(pairs=shown, label=label, fault="C3")
    order = OrderPosition(article=article(rules, "3.5.4"), key=step.upfloaters, words=label, value=label)
    return StageValues(criteria=set_criteria(rules, values), order=(order,), pairs=shown, label=label)


def measure_pairs(rules: CoreRules, pairing: Pairing, detail: PairsDetail) -> StageValues:
    """3.6: a bracket's pairs on the 3.6.4 criteria, then their identifier (3.6.3)."""
    step = detail.step
    costs = bracket_costs(rules, step.pairs, frozenset(step.upfloaters))
    criteria = tuple(
        CriterionValue(criterion=c, article=article(rules, rules.articles[c]), rank=(v,), value=str(v),
                       words=f"{v} {rules.criterion_words[c]}", short=str(v))
        for c, v in zip(rules.bracket_criteria, costs)
    )
    text = identifier_text(rules, step.pairs)
    order = OrderPosition(article=article(rules, "3.6.3"), key=identifier(step.pairs), words=text, value=text)
    return StageValues(criteria=criteria, order=(order,), pairs=board_pairs(rules, pairing, step.pairs), label=text)


def _bracket_stages(rules: CoreRules, rnd: RoundGraph, step: BracketStep, free: frozenset[int]) -> tuple[Stage, Stage]:
    """3.5 and 3.6 for one bracket: the set of upfloaters, then the bracket's pairs."""
    name = points(step.score)
    label = names(rules, step.upfloaters)
    span = "C4-C7" if rules.float_criteria else "C4-C6 (C7 not this round)"
    set_terms = StageTerms(subject=f"the set of upfloaters {label}", tied=span, untold_article=article(rules, "3.5.4"))
    pairs_terms = StageTerms(subject="the pairs", tied=", ".join(("C1", *rules.bracket_criteria)),
                             untold_article=article(rules, "3.6.3"))
    upfloaters = Stage(key=("upfloaters", step.residents), choice=StageChoice.of_players(step.upfloaters),
                       bracket=name, terms=set_terms, detail=SetDetail(rnd=rnd, step=step, free=free))
    pairs = Stage(key=("pairs", step.residents), choice=StageChoice.of_pairs(step.pairs), bracket=name,
                  terms=pairs_terms, detail=PairsDetail(step=step))
    return upfloaters, pairs


def walk(rules: CoreRules, rnd: RoundGraph, pairing: Pairing) -> tuple[Stage, ...]:
    """The pairing's stages: its PAB (3.4), then each bracket's upfloaters (3.5) and pairs (3.6) from the top."""
    out: list[Stage] = [] if pairing.pab is None else [_pab_stage(rules, rnd, pairing.pab)]
    free = frozenset(rnd.by_tpn) - {pairing.pab}
    for step in stages(rnd, pairing):
        out += _bracket_stages(rules, rnd, step, free)
        free -= set(step.residents) | set(step.upfloaters)
    return tuple(out)


def evaluate(rules: CoreRules, pairing: Pairing) -> Evaluation:
    """A round-pairing (by TPN) as the top-scoregroup procedure reads it, with the system's ``rules``."""
    rnd = RoundGraph(rules.entrants)
    return Evaluation(
        violations=absolute_findings(rules, rnd, pairing),
        complete=complete(rnd, pairing),
        start_numbers=start_numbers_of((e.tpn for e in rules.entrants), rules.start_number),
    )


S = TypeVar("S", bound=PairingState)


class ProcedureJudge(Generic[S]):
    """The top-scoregroup reading of any pairing of a round (``checker.evaluation.judge.Judge``), for a
    system that gives its :class:`CoreRules` for a round's state."""

    def __init__(self, core_rules: Callable[[S], CoreRules]) -> None:
        self.core_rules = core_rules

    def evaluate(self, state: S, pairing: Pairing) -> Evaluation:
        """Violations (C1, C2, the PAB's existence), completeness, start numbers."""
        return evaluate(self.core_rules(state), pairing)

    def stages(self, state: S, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """Each pairing's PAB, upfloater sets and bracket pairs, on one graph of the round."""
        rules = self.core_rules(state)
        rnd = RoundGraph(rules.entrants)
        return tuple(walk(rules, rnd, p) for p in pairings)

    def measure(self, state: S, pairing: Pairing, stage: Stage) -> StageValues:
        """A set of upfloaters (3.5) or a bracket's pairs (3.6)."""
        if isinstance(stage.detail, SetDetail):
            return measure_set(self.core_rules(state), pairing, stage.detail)
        return measure_pairs(self.core_rules(state), pairing, stage.detail_as(PairsDetail))

    def colour_calls(self, state: S, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """The system's colour rule (art. 4) for each pair."""
        rules = self.core_rules(state)
        return tuple(rules.colour(a, b) for a, b in pairs)

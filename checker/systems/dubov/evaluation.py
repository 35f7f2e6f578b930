"""A Dubov round-pairing as the rules read it: the common evaluation the check compares.

``evaluate(state, pairing)`` (pairing by TPN) gives:

1. the absolute criteria the pairing breaks (C1, C2, C3, and a PAB the parity of the number of
   players does not allow, Basic Rules 3);
2. whether it places every player once.

:class:`DubovJudge` gives on demand the rules' colours for any pair (5.2.1-5.2.5, with the reason
in words) and the stages the rules decide one after the other (1.9.2): the PAB (3.1.3 lowest score,
3.1.4 most games played, 3.1.5 largest TPN), then from the top scoregroup down each bracket read
back from the pairing (its residents and the lower players they meet: the upfloaters) as two
stages: the set of upfloaters (3.2.2: C5-C10, then the 4.2 order) and the bracket's pairs (C7 as
the shifts of 3.2.4 leave it, then the shifters in the 4.3 order and the transposition in the 4.4 order).

Readings are written down in docs/interpretations-dubov.md.
"""

from __future__ import annotations

from checker.evaluation.basic_rules import c1_finding, known_pairs, pab_parity_findings, start_numbers_of
from checker.evaluation.evaluation import ColourCall, CriterionValue, Evaluation, OrderPosition, Rank, Stage, StageValues
from checker.evaluation.findings import Finding
from checker.evaluation.stage_terms import StageChoice, StageTerms
from checker.models import Pairing
from checker.systems.dubov.bracket import Plan, read_plan, shifter_order
from checker.systems.dubov.colours import c7_misses, clash, colour_call
from checker.systems.dubov.round import round_graph
from checker.systems.dubov.state import DubovPlayer, DubovState
from checker.systems.dubov.upfloaters import SetValues, set_values
from checker.systems.dutch.colours import signed
from checker.systems.top_scoregroup.evaluation import PairsDetail, SetDetail
from checker.systems.top_scoregroup.procedure import BracketStep, RoundGraph
from checker.systems.top_scoregroup.rules import complete, count, stages
from checker.tournament.colours import COLOUR_NAME
from checker.tournament.scoring import format_points as points

SET_CRITERIA = ("C5", "C6", "C7", "C8", "C9", "C10")
"""The criteria that value a set of upfloaters (3.2.2), highest priority first."""

ARTICLES = {"C1": "Basic Rules 2", "C2": "Basic Rules 4", "C3": "Dubov 2.1.3", "C5": "Dubov 2.3.1",
            "C6": "Dubov 2.3.2", "C7": "Dubov 2.3.3", "C8": "Dubov 2.3.4", "C9": "Dubov 2.3.5", "C10": "Dubov 2.3.6"}
"""Where each criterion is stated."""


def braces(state: DubovState, tpns: tuple[int, ...] | list[int]) -> str:
    """TPNs as start numbers in a brace set, order kept: ``{2, 6, 1}``."""
    return "{" + ", ".join(str(state.start_number_of(t)) for t in tpns) + "}"


def absolute_findings(state: DubovState, published: Pairing) -> tuple[Finding, ...]:
    """C1, C2, C3 and the parity of the PAB (Basic Rules 3) on the published round (pairs by TPN).

    Players who are not to be paired (absent) are left to the participation check of the round.
    """
    known = {p.tpn: p for p in state.players}
    sn = state.start_number_of
    out: list[Finding] = []
    for a, b, w, k in known_pairs(known, published, sn):
        c1 = c1_finding(a, b, w, k, ARTICLES["C1"])
        out += [c1] if c1 is not None else []
        if clash(a, b):
            out.append(Finding(
                verdict="VIOLATION", criterion="C3", article=ARTICLES["C3"], players=(w, k),
                message=(f"C3: {w} and {k} both have an absolute colour preference for {COLOUR_NAME[a.preference]} "
                         f"(colour differences {signed(a.colour_difference)} and {signed(b.colour_difference)}, "
                         "Dubov 1.6.1)"),
            ))
    pab = known.get(published.pab) if published.pab is not None else None
    if pab is not None and not pab.pab_eligible:
        who = sn(pab.tpn)
        out.append(Finding(
            verdict="VIOLATION", criterion="C2", article=ARTICLES["C2"], players=(who,),
            message=f"C2: {who} receives the PAB but already had {pab.pab_barred_by or 'a PAB or a win without playing'}",
        ))
    return tuple(out) + pab_parity_findings(state, published)


PAB_TERMS = StageTerms(subject="the PAB", tied="Dubov 3.1.3 and 3.1.4", untold_article="Dubov 3.1.5")
"""Dubov 3.1: the PAB to the lowest score (3.1.3), then most games played (3.1.4), then the largest TPN (3.1.5)."""


def _pab_stage(state: DubovState, player: DubovPlayer) -> Stage:
    """3.1: who gets the PAB."""
    sn = state.start_number_of(player.tpn)
    score = player.pairing_score
    values = StageValues(
        criteria=(
            CriterionValue(criterion=None, article="Dubov 3.1.3", rank=(score,), value=points(score),
                           words=f"{sn} with score {points(score)}"),
            CriterionValue(criterion=None, article="Dubov 3.1.4", rank=(-player.games,), value=str(player.games),
                           words=f"{sn} with {count(player.games, 'game')} played",
                           short=f"{sn} with {player.games}"),
        ),
        order=(OrderPosition(article="Dubov 3.1.5", key=(-player.tpn,), words=str(sn), value=str(sn)),),
    )
    return Stage(key="PAB", choice=StageChoice.of_players((player.tpn,)), bracket=None, assignee=True,
                 terms=PAB_TERMS, values=values)


def set_criteria(state: DubovState, values: SetValues) -> tuple[CriterionValue, ...]:
    """C5-C10 of a set of upfloaters as ranks (smaller is better) with their words (C8-C10 not in the last round)."""
    label = braces(state, values.upfloaters)
    names = ", ".join(str(state.start_number_of(t)) for t in values.c8)
    again = ", ".join(str(state.start_number_of(t)) for t in values.c10)
    scores = ", ".join(points(s) for s in values.c6)
    rows: list[tuple[str, Rank, str, str]] = [
        ("C5", (values.c5,), str(values.c5), count(values.c5, "upfloater")),
        ("C6", tuple(-s for s in values.c6), scores,
         f"upfloater scores {scores} (ascending)" if values.c6 else "no upfloater"),
        ("C7", (values.c7,), str(values.c7), f"at best {count(values.c7, 'player')} without their colour preference"),
    ]
    if not state.is_last_round:
        rows += [
            ("C8", (len(values.c8),), str(len(values.c8)),
             f"{count(len(values.c8), 'maximum upfloater')}" + (f" ({names})" if names else "")),
            ("C9", (values.c9,), str(values.c9), f"maximum upfloaters upfloated {count(values.c9, 'time')} so far"),
            ("C10", (len(values.c10),), str(len(values.c10)),
             f"{count(len(values.c10), 'upfloater')} who upfloated in the previous round" + (f" ({again})" if again else "")),
        ]
    return tuple(CriterionValue(criterion=criterion, article=ARTICLES[criterion], rank=rank, value=value,
                                words=words, short=f"{label}: {words}") for criterion, rank, value, words in rows)


def _sequence(state: DubovState, plan_order: tuple[int, ...], chosen: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
    """The 4.3 sequence numbers of ``chosen`` in ``plan_order`` (ascending) and the set in words."""
    position = {t: i for i, t in enumerate(plan_order, start=1)}
    numbers = tuple(sorted(position[t] for t in chosen))
    if not chosen:
        return numbers, "nobody"
    return numbers, braces(state, sorted(chosen, key=position.__getitem__)) + " (#" + ", #".join(map(str, numbers)) + ")"


def pairs_values(state: DubovState, plan: Plan, pairs: tuple[tuple[int, int], ...],
                 shown: tuple[tuple[int, int], ...]) -> StageValues:
    """C7 of a bracket's pairs and their place in the orders of 4.3 (both shifts) and 4.4 (T2)."""
    players = {p.tpn: p for p in state.players}
    c7 = sum(c7_misses(players[a], players[b]) for a, b in pairs)
    small, large = (plan.g1, plan.g2) if plan.smaller == "G1" else (plan.g2, plan.g1)
    first_key, first_words = _sequence(state, shifter_order(players, small), plan.first)
    second_key, second_words = _sequence(state, shifter_order(players, large), plan.second)
    t2 = " ".join(str(state.start_number_of(t)) for t in plan.t2)
    order = (
        OrderPosition(article="Dubov 3.2.4", key=first_key, value=first_words,
                      words=f"order of 4.3 of the players shifted out of {plan.smaller} (3.2.4.1)"),
        OrderPosition(article="Dubov 3.2.4", key=second_key, value=second_words,
                      words=f"order of 4.3 of the players shifted out of {plan.larger} (3.2.4.2)"),
        OrderPosition(article="Dubov 4.4", key=plan.t2, value=f"T2 = {t2}",
                      words="order of the transpositions of G2 (4.4) against the same S1"),
    )
    criterion = CriterionValue(criterion="C7", article="Dubov 3.2.4", rank=(c7,), value=str(c7),
                               words=f"{count(c7, 'player')} without their colour preference", short=str(c7))
    return StageValues(criteria=(criterion,), order=order, pairs=shown, label=f"T2 = {t2}")


PAIRS_TERMS = StageTerms(subject="the pairs (Dubov 3.2.4)", tied="C7", untold_article="Dubov 4.4")
"""A bracket's pairs: C7 as the shifts leave it (3.2.4), the shifters (4.3), then the transposition (4.4)."""


def measure_set(state: DubovState, pairing: Pairing, detail: SetDetail) -> StageValues:
    """3.2.2: a set of upfloaters on C5-C10, then its place in the 4.2 order."""
    step = detail.step
    label = braces(state, step.upfloaters)
    shown = board_pairs_for(state, pairing, step.pairs)
    values = set_values(state, detail.rnd, step.residents, detail.free, step.upfloaters)
    if values is None:
        return StageValues(pairs=shown, label=label, fault="no legal pairing")
    words = label + (" (#" + ", #".join(map(str, values.sequence)) + ")" if values.sequence else "")
    order = OrderPosition(article="Dubov 4.2", key=values.sequence, words=words, value=words)
    return StageValues(criteria=set_criteria(state, values), order=(order,), pairs=shown, label=label)


def measure_pairs(state: DubovState, pairing: Pairing, detail: PairsDetail) -> StageValues:
    """3.2.4: a bracket's pairs on C7, then the shifters (4.3) and the transposition (4.4)."""
    step = detail.step
    players = {p.tpn: p for p in state.players}
    plan = read_plan(players, (*step.residents, *step.upfloaters), step.pairs)
    return pairs_values(state, plan, step.pairs, board_pairs_for(state, pairing, step.pairs))


def _bracket_stages(state: DubovState, rnd: RoundGraph, step: BracketStep, free: frozenset[int]) -> tuple[Stage, Stage]:
    """3.2.2 and 3.2.3-3.2.6 for one bracket: the set of upfloaters, then the bracket's pairs."""
    name = points(step.score)
    label = braces(state, step.upfloaters)
    span = "C5-C7 (C8-C10 not in the last round)" if state.is_last_round else "C5-C10"
    set_terms = StageTerms(subject=f"the set of upfloaters {label} (Dubov 3.2.2)", tied=span,
                           untold_article="Dubov 4.2")
    upfloaters = Stage(key=("upfloaters", step.residents), choice=StageChoice.of_players(step.upfloaters),
                       bracket=name, terms=set_terms, detail=SetDetail(rnd=rnd, step=step, free=free))
    pairs = Stage(key=("pairs", step.residents), choice=StageChoice.of_pairs(step.pairs), bracket=name,
                  terms=PAIRS_TERMS, detail=PairsDetail(step=step))
    return upfloaters, pairs


def board_pairs_for(state: DubovState, pairing: Pairing, pairs: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """(white, black) start numbers the pairing gives each of ``pairs``."""
    sn = state.start_number_of
    boards = {frozenset((p.white, p.black)): (sn(p.white), sn(p.black)) for p in pairing.pairs}
    return tuple(boards.get(frozenset(p), (sn(p[0]), sn(p[1]))) for p in pairs)


def walk(state: DubovState, rnd: RoundGraph, pairing: Pairing) -> tuple[Stage, ...]:
    """The pairing's stages: its PAB (3.1), then each bracket's upfloaters and pairs from the top (3.2)."""
    out: list[Stage] = []
    if pairing.pab is not None:
        out.append(_pab_stage(state, state.player(pairing.pab)))
    free = frozenset(rnd.by_tpn) - {pairing.pab}
    for step in stages(rnd, pairing):
        out += _bracket_stages(state, rnd, step, free)
        free -= set(step.residents) | set(step.upfloaters)
    return tuple(out)


class DubovJudge:
    """The Dubov rules' reading of any pairing of a round, for ``compare`` (``checker.evaluation.judge.Judge``)."""

    def evaluate(self, state: DubovState, pairing: Pairing) -> Evaluation:
        """Violations (C1-C3, the PAB), completeness, start numbers."""
        return Evaluation(
            violations=absolute_findings(state, pairing),
            complete=complete(round_graph(state), pairing),
            start_numbers=start_numbers_of((p.tpn for p in state.players), state.start_number_of),
        )

    def stages(self, state: DubovState, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """Each pairing's PAB and brackets, on one graph of the round."""
        rnd = round_graph(state)
        return tuple(walk(state, rnd, p) for p in pairings)

    def measure(self, state: DubovState, pairing: Pairing, stage: Stage) -> StageValues:
        """A set of upfloaters (3.2.2) or a bracket's pairs (3.2.4)."""
        if isinstance(stage.detail, SetDetail):
            return measure_set(state, pairing, stage.detail)
        return measure_pairs(state, pairing, stage.detail_as(PairsDetail))

    def colour_calls(self, state: DubovState, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """5.2.1-5.2.5 for each pair, with the reason."""
        known = {p.tpn: p for p in state.players}
        return tuple(colour_call(state, known[a], known[b]) for a, b in pairs)


JUDGE = DubovJudge()
"""The Dubov judge."""

"""A Dutch round-pairing as the rules read it: the common evaluation the check compares.

``evaluate(state, pairing)`` (pairing by TPN) gives:

1. the absolute criteria the pairing breaks (C1, C2, C3, and a PAB that the parity of the number
   of players does not allow, Basic Rules 3);
2. whether it places every player once.

:class:`DutchJudge` gives on demand, for ``compare``: the rules' colours for any pair (5.2.1-5.2.5,
with the reason in words), and the stages the rules decide in order: C5 for the whole round (the
PAB assignee's score, fixed before any bracket), then the brackets from the top
(``candidates.brackets``), each measured on C6-C21 in the engine's own weight layout and placed in
the generation order (4.4.2, 4.2.2, 4.3.2).

Readings are written down in docs/interpretations-check.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.evaluation.basic_rules import (c1_finding, known_pairs, pab_parity_findings, pairs_everyone_once,
                                            start_numbers_of)
from checker.evaluation.evaluation import ColourCall, CriterionValue, Evaluation, Stage, StageValues
from checker.evaluation.findings import Finding
from checker.evaluation.stage_terms import StageChoice, StageTerms
from checker.models import Pairing
from checker.systems.dutch.edition import Edition
from checker.systems.dutch.candidates import Bracket, Candidate, brackets, evaluate as candidate_digits, mate_of, order_positions
from checker.systems.dutch.colours import colour_call, same_absolute_preference, signed
from checker.systems.dutch.criteria import ARTICLES, criterion_values
from checker.systems.dutch.outlook import bracket_name
from checker.systems.dutch.pairer import pair_route
from checker.systems.dutch.round import RoundData, round_data
from checker.systems.dutch.state import DutchPlayer, DutchState
from checker.tournament.colours import COLOUR_NAME
from checker.tournament.scoring import format_points as points


def _known(state: DutchState) -> dict[int, DutchPlayer]:
    """TPN -> state of every player to be paired."""
    return {p.tpn: p for p in state.players}


def absolute_findings(state: DutchState, published: Pairing) -> tuple[Finding, ...]:
    """C1, C2 and C3 on the published round (pairs by TPN).

    Players who are not to be paired (absent) are left to the participation check of the round.
    """
    known = _known(state)
    sn = state.start_number_of
    article = state.edition.article  # the 2017 text names them C.1-C.3
    out: list[Finding] = []
    for a, b, w, k in known_pairs(known, published, sn):
        c1 = c1_finding(a, b, w, k, article("Basic Rules 2"))
        out += [c1] if c1 is not None else []
        if same_absolute_preference(a, b) and not (state.is_last_round and (a.topscorer or b.topscorer)):
            colour = COLOUR_NAME[a.preference] if a.preference else ""
            out.append(Finding(
                verdict="VIOLATION", criterion="C3", article=article("Dutch 2.1.3"), players=(w, k),
                message=(f"C3: {w} and {k} are non-topscorers with the same absolute colour preference "
                         f"for {colour} (colour differences {signed(a.colour_difference)} and "
                         f"{signed(b.colour_difference)}, {state.edition.cite('1.7.1')})"),
            ))
    pab = known.get(published.pab) if published.pab is not None else None
    if pab is not None and not pab.pab_eligible:
        who = sn(pab.tpn)
        out.append(Finding(
            verdict="VIOLATION", criterion="C2", article=article("Basic Rules 4"), players=(who,),
            message=(f"C2: {who} receives the PAB but already had {pab.pab_barred_by}" if pab.pab_barred_by else
                     f"C2: {who} receives the PAB but has already had a PAB or scored a win's points without playing"),
        ))
    return tuple(out)


def _board(state: DutchState, data: RoundData, pairing: Pairing, h: int, l: int) -> tuple[int, int]:
    """The (white, black) start numbers the pairing gives the pair of vertices h, l."""
    sn = state.start_number_of
    a, b = data.players[h].tpn, data.players[l].tpn
    for pair in pairing.pairs:
        if {pair.white, pair.black} == {a, b}:
            return sn(pair.white), sn(pair.black)
    return sn(a), sn(b)


PAB_TERMS = StageTerms(subject="the PAB", untold_article=ARTICLES["C5"],
                       untold="C5 leaves the PAB to the brackets")
"""C5 for the whole round, taken before any bracket: the PAB assignee's score (Dutch 2.3.1)."""

def bracket_terms(edition: Edition) -> StageTerms:
    """A bracket's candidates compared on the edition's quality criteria (2026: C5-C21, Dutch 2.4),
    then in its generation order (2026 3.8.1, 2017 B.8)."""
    return StageTerms(subject="the pairs", tied=edition.quality, untold_article=edition.best_candidate,
                      untold="not told apart by the generation order as the reference pairer reads it")


def _pab_stage(state: DutchState, pairing: Pairing) -> Stage | None:
    """C5 for the round: who gets the PAB, valued by score (not decisive: equal scores leave it to the brackets)."""
    if pairing.pab is None:
        return None
    player = state.player(pairing.pab)
    sn = state.start_number_of(player.tpn)
    score = player.pairing_score
    value = CriterionValue(criterion="C5", article=ARTICLES["C5"], rank=(score,), value=points(score),
                           words=f"{sn} with score {points(score)}")
    return Stage(key="C5", choice=StageChoice.of_players((player.tpn,)), bracket=None, terms=PAB_TERMS,
                 values=StageValues(criteria=(value,)), decisive=False, assignee=True)


@dataclass(frozen=True)
class BracketDetail:
    """What a bracket stage is measured from: the round's data, the bracket, the pairing's pairs in it."""

    data: RoundData
    bracket: Bracket
    candidate: Candidate


def _bracket_stage(state: DutchState, data: RoundData, bracket: Bracket, candidate: Candidate,
                   ppb: int | None) -> Stage:
    """One bracket of the pairing: its pairs, measured on C6-C21 and placed in the generation order."""
    tpn = [p.tpn for p in data.players]
    return Stage(
        key=("bracket", bracket.score, tuple(tpn[v] for v in bracket.mdps)),
        choice=StageChoice.of_pairs((tpn[h], tpn[l]) for h, l in candidate.pairs),
        bracket=bracket_name(bracket, ppb), terms=bracket_terms(state.edition),  # 2017 A.9: the PPB and the CLB named
        detail=BracketDetail(data=data, bracket=bracket, candidate=candidate),
    )


def _walk(state: DutchState, data: RoundData, pairing: Pairing, ppb: int | None) -> tuple[Stage, ...]:
    """The pairing's stages: C5 (2026 only), then its brackets from the top (1.9.2); under 2017 the
    scoregroups below the rules' PPB form one collapsed last bracket (A.9)."""
    c5 = _pab_stage(state, pairing) if state.edition.pab_score_criterion else None  # 2017: no C5
    walk = tuple(_bracket_stage(state, data, b, c, ppb) for b, c in brackets(data, mate_of(data, pairing), ppb))
    return ((c5,) if c5 is not None else ()) + walk


class DutchJudge:
    """The Dutch rules' reading of any pairing of a round, for ``compare`` (``checker.evaluation.judge.Judge``)."""

    def evaluate(self, state: DutchState, pairing: Pairing) -> Evaluation:
        """Violations (C1-C3, the PAB), completeness, start numbers."""
        return Evaluation(
            violations=absolute_findings(state, pairing) + pab_parity_findings(state, pairing),
            complete=pairs_everyone_once(state, pairing),
            start_numbers=start_numbers_of((p.tpn for p in state.players), state.start_number_of),
        )

    def stages(self, state: DutchState, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """Each pairing's C5 and brackets, on one reading of the round (1.2 order, scoregroups, C4)."""
        data, _ = round_data(state)
        # 2017 A.9: the rules' PPB (the brackets above it are the same in both pairings when a stage below differs)
        ppb = pair_route(state)[1] if state.edition.collapses_last_bracket else None
        return tuple(_walk(state, data, p, ppb) for p in pairings)

    def measure(self, state: DutchState, pairing: Pairing, stage: Stage) -> StageValues:
        """A bracket's C6-C21 in the engine's layout and its place in the generation order."""
        detail = stage.detail_as(BracketDetail)
        data, bracket, candidate = detail.data, detail.bracket, detail.candidate
        digits = candidate_digits(data, bracket, candidate, mate_of(data, pairing))
        return StageValues(
            criteria=criterion_values(state, data, bracket, candidate, digits),
            order=order_positions(bracket, candidate, state.edition),
            pairs=tuple(_board(state, data, pairing, h, l) for h, l in candidate.pairs),
        )

    def colour_calls(self, state: DutchState, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """5.2.1-5.2.5 for each pair, with the reason."""
        known = _known(state)
        return tuple(colour_call(state, known[a], known[b]) for a, b in pairs)


JUDGE = DutchJudge()
"""The Dutch judge (the edition rides in the state)."""

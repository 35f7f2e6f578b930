"""The one comparison of two pairings (checker/evaluation/compare.py), on a judge built by hand.

Every system's check goes through it: absolute violations first, participation left to the round,
COLOURS for shared pairs, then the first stage where the pairings part: the first criterion that
differs (WORSE / BETTER), else the generation order (DIVERGES / BETTER), else "not told apart".
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from checker.evaluation.compare import compare, first_difference
from checker.evaluation.evaluation import (
    ColourCall,
    CriterionValue,
    Evaluation,
    OrderPosition,
    Stage,
    StageValues,
)
from checker.evaluation.stage_terms import StageChoice, StageTerms
from checker.evaluation.findings import Finding
from checker.models import Pair, Pairing
from checker.state.base import PairingState
from tests.toysystem.system import Entrant, ToyState


TERMS = StageTerms(subject="the pairs", tied="C6-C7", untold_article="Text 3.8.1")
"""The terms of every hand-built stage: the frame writes the sentences the tests read."""


def pairing(*pairs: tuple[int, int], pab: int | None = None) -> Pairing:
    return Pairing(round=1, pairs=tuple(Pair(white=w, black=b) for w, b in pairs), pab=pab)


def crit(name: str, rank: int, words: str = "") -> CriterionValue:
    return CriterionValue(criterion=name, article=f"Text {name}", rank=(rank,), value=str(rank), words=words or str(rank))


def order(key: int, words: str = "") -> OrderPosition:
    return OrderPosition(article="Text 4.2", key=(key,), words=words or str(key), value=str(key))


NEVER = "never"
"""The detail of a stage that must not be measured (after the first difference, or agreed on)."""


def stage(choice: StageChoice, values: StageValues | str, key: object = "b", decisive: bool = True,
          assignee: bool = False, known: bool = False) -> Stage:
    """A stage measured by the hand judge from its detail (``known``: its values given by the walk)."""
    if known and isinstance(values, StageValues):
        return Stage(key=key, choice=choice, bracket="2", terms=TERMS, values=values, decisive=decisive,
                     assignee=assignee)
    return Stage(key=key, choice=choice, bracket="2", terms=TERMS, detail=values, decisive=decisive, assignee=assignee)


def players(*tpns: int) -> StageChoice:
    return StageChoice.of_players(tpns)


def pairs(*two: tuple[int, int]) -> StageChoice:
    return StageChoice.of_pairs(two)


@dataclass
class HandJudge:
    """A judge whose walks, violations and completeness are given by hand; it records what it is asked."""

    walks: dict[object, tuple[Stage, ...]] = field(default_factory=dict)
    violations: tuple[Finding, ...] = ()
    complete: bool = True
    measured: list[object] = field(default_factory=list)
    walked: int = 0

    def evaluate(self, state: PairingState, pairing: Pairing) -> Evaluation:
        return Evaluation(violations=self.violations, complete=self.complete,
                          start_numbers={t: 100 + t for t in range(1, 9)})

    def stages(self, state: PairingState, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        self.walked += 1
        return tuple(self.walks.get(p.as_set(), ()) for p in pairings)

    def measure(self, state: PairingState, pairing: Pairing, stage: Stage) -> StageValues:
        if stage.detail == NEVER:
            raise AssertionError("a stage after the first difference must not be measured")
        self.measured.append((pairing.as_set(), stage.key))
        return stage.detail_as(StageValues)

    def colour_calls(self, state: PairingState, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        return tuple(ColourCall(white=min(a, b), black=max(a, b), article="Text 5.2.5", label="5.2.5",
                                reason="lower first", bracket="0") for a, b in pairs)


STATE = ToyState(round=1, total_rounds=1, players=tuple(Entrant(t) for t in range(1, 9)))
"""The hand judge reads no state: any will do."""


def judge(published: tuple[Stage, ...] = (), reference: tuple[Stage, ...] = (), violations: tuple[Finding, ...] = (),
          complete: bool = True) -> HandJudge:
    """A hand judge walking ``published`` for PUB and ``reference`` for REF."""
    return HandJudge(walks={PUB.as_set(): published, REF.as_set(): reference}, violations=violations,
                     complete=complete)


PUB = pairing((1, 2), (3, 4))
REF = pairing((1, 3), (2, 4))


def test_equal_pairings_give_nothing() -> None:
    assert compare(judge(), STATE, PUB, PUB) == ()


def test_violations_come_alone_and_nothing_is_walked() -> None:
    v = Finding(verdict="VIOLATION", criterion="C1", message="rematch")
    j = judge(violations=(v,))
    assert compare(j, STATE, PUB, REF) == (v,)
    assert j.walked == 0


def test_an_incomplete_pairing_is_left_to_the_participation_check() -> None:
    j = judge(complete=False)
    assert compare(j, STATE, PUB, REF) == ()
    assert j.walked == 0


def test_same_pairs_other_colours_is_one_colours_finding_per_pair() -> None:
    j = judge()
    (f,) = compare(j, STATE, pairing((2, 1), (3, 4)), pairing((1, 2), (3, 4)))
    assert (f.verdict, f.article, f.bracket, f.players) == ("COLOURS", "Text 5.2.5", "0", (102, 101))
    assert f.message == "102-101 should be 101-102: 5.2.5: lower first"
    assert (f.published_pairs, f.reference_pairs) == (((102, 101),), ((101, 102),))
    assert j.walked == 0


@pytest.mark.parametrize(("pub_rank", "verdict"), [(3, "WORSE"), (1, "BETTER")])
def test_the_first_differing_criterion_decides(pub_rank: int, verdict: str) -> None:
    sp = stage(pairs((1, 2), (3, 4)), StageValues(criteria=(crit("C6", 0), crit("C7", pub_rank, "mine"))))
    sr = stage(pairs((1, 3), (2, 4)), StageValues(criteria=(crit("C6", 0), crit("C7", 2, "theirs"))))
    j = judge((sp, stage(players(5), NEVER)), (sr, stage(players(6), NEVER)))
    (f,) = compare(j, STATE, PUB, REF)
    assert (f.verdict, f.criterion, f.article, f.bracket) == (verdict, "C7", "Text C7", "2")
    assert (f.published_value, f.reference_value) == (str(pub_rank), "2")
    closing = ": the published pairing is better here: the reference pairer is beaten" if verdict == "BETTER" else ""
    assert f.message == f"the pairs: mine in the published pairing; theirs in the rules' pairing{closing}"
    assert f.players == (101, 102, 103, 104)  # everyone in a pair one pairing has and the other not
    assert (j.walked, j.measured) == (1, [(PUB.as_set(), "b"), (REF.as_set(), "b")])  # one walk, each stage once


def test_criteria_tied_the_generation_order_decides() -> None:
    sp = stage(pairs((1, 2)), StageValues(criteria=(crit("C6", 0),), order=(order(1), order(5))))
    sr = stage(pairs((1, 3)), StageValues(criteria=(crit("C6", 0),), order=(order(1), order(4))))
    (f,) = compare(judge((sp,), (sr,)), STATE, PUB, REF)
    assert (f.verdict, f.article, f.message) == (
        "DIVERGES", "Text 4.2", "the pairs: equal on C6-C7, but the rules' pairing comes first in the order of Text 4.2: published 5, rules 4")
    (g,) = compare(judge((sp,), (sr,)), STATE, REF, PUB)
    assert (g.verdict, g.message) == (
        "BETTER", "the pairs: equal on C6-C7, and the published pairing comes first in the order of Text 4.2: published 4, rules 5: "
                  "the published pairing is better here: the reference pairer is beaten")


def test_nothing_tells_them_apart_is_the_systems_article() -> None:
    sp = stage(pairs((1, 2)), StageValues(criteria=(crit("C6", 0),), order=(order(1),)))
    sr = stage(pairs((1, 3)), StageValues(criteria=(crit("C6", 0),), order=(order(1),)))
    (f,) = compare(judge((sp,), (sr,)), STATE, PUB, REF)
    assert (f.verdict, f.article, f.message) == (
        "DIVERGES", "Text 3.8.1",
        "the pairs: equal on C6-C7 and not told apart by the generation order: a checker fault, please report it")


def test_a_stage_that_is_not_decisive_leaves_a_tie_to_the_next_stage() -> None:
    pab_p = stage(players(7), StageValues(criteria=(crit("C5", 1),)), key="C5", decisive=False, assignee=True, known=True)
    pab_r = stage(players(8), StageValues(criteria=(crit("C5", 1),)), key="C5", decisive=False, assignee=True, known=True)
    sp = stage(pairs((1, 2)), StageValues(criteria=(crit("C6", 1),)))
    sr = stage(pairs((1, 3)), StageValues(criteria=(crit("C6", 0),)))
    j = judge((pab_p, sp), (pab_r, sr))
    (f,) = compare(j, STATE, PUB, REF)
    assert (f.verdict, f.criterion) == ("WORSE", "C6")
    assert j.measured == [(PUB.as_set(), "b"), (REF.as_set(), "b")]  # the PAB's values came with the walk
    worse = stage(players(7), StageValues(criteria=(crit("C5", 2),)), key="C5", decisive=False, assignee=True)
    (g,) = compare(judge((worse, sp), (pab_r, sr)), STATE, PUB, REF)
    assert (g.verdict, g.criterion, g.players) == ("WORSE", "C5", (107, 108))  # the published assignee first


def test_stages_that_agree_are_skipped_unmeasured() -> None:
    same = stage(pairs((5, 6)), NEVER)
    sp = stage(pairs((1, 2)), StageValues(criteria=(crit("C6", 1),)))
    sr = stage(pairs((1, 3)), StageValues(criteria=(crit("C6", 0),)))
    (f,) = compare(judge((same, sp), (same, sr)), STATE, PUB, REF)
    assert f.criterion == "C6"


def test_a_stage_that_cannot_be_valued_is_unchecked() -> None:
    sp = stage(players(1), StageValues(label="{1}", fault="C3"))
    sr = stage(players(2), StageValues(label="{2}", criteria=(crit("C4", 1),)))
    (f,) = compare(judge((sp,), (sr,)), STATE, PUB, REF)
    assert (f.verdict, f.message, f.players) == (
        "UNCHECKED", "the pairs (published {1}, rules {2}) could not be valued (C3): a checker fault, please report it",
        (101, 102))


def test_stages_out_of_step_are_a_checker_fault_not_a_verdict() -> None:
    sp = stage(pairs((1, 2)), NEVER, key="bracket 3")
    sr = stage(pairs((1, 3)), NEVER, key="bracket 2")
    (f,) = compare(judge((sp,), (sr,)), STATE, PUB, REF)
    assert f.verdict == "UNCHECKED" and "checker fault" in f.message


def test_a_detail_of_another_kind_is_a_type_error_not_a_verdict() -> None:
    with pytest.raises(TypeError, match=r"stage 'b': str is not a StageValues"):
        stage(pairs((1, 2)), "a bracket of another system").detail_as(StageValues)


def test_first_difference_compares_ranks_in_priority_order() -> None:
    assert first_difference([crit("C6", 0), crit("C7", 1)], [crit("C6", 0), crit("C7", 2)]) == (1, True)
    assert first_difference([crit("C6", 1), crit("C7", 0)], [crit("C6", 0), crit("C7", 2)]) == (0, False)
    assert first_difference([crit("C6", 0)], [crit("C6", 0)]) is None

"""Issue 31 item 5: cause claims graded. One hypothesis that re-pairing proves (the published round
exactly) is "the cause"; a stack of edits (a player out, a bye or boards by hand, two settings) is "a
possible explanation"; a round 1 whose every rating is 0 says first that the initial ranking cannot be
rebuilt from the file (General Handling 2.1-2.2)."""

from __future__ import annotations

from checker.causes.case import RoundCase
from checker.causes.search import explained, find_cause
from checker.check.round import check_round
from checker.evaluation.findings import RoundVerdict
from checker.causes.unrated import UNRATED
from checker.evaluation.cause import Cause, Hypothesis, claim_of
from checker.models import Tournament
from checker.report.sentence import cause_sentence
from checker.systems.dutch.system import DUTCH
from tests.causes.test_causes import case_of, tournament
from tests.check.tamper import rewrite_round


def unrated(t: Tournament) -> Tournament:
    """The tournament with every rating 0."""
    return t.model_copy(update={"players": tuple(p.model_copy(update={"rating": 0}) for p in t.players)})


def searched(t: Tournament, r: int) -> RoundVerdict:
    """Round r checked, then its cause searched without a budget (the test does not depend on timing)."""
    case = RoundCase(tournament=t, round=r, system=DUTCH, verdict=check_round(t, r, DUTCH))
    return explained(case, check_seconds=1e9)


def test_one_hypothesis_reproducing_the_round_is_the_cause() -> None:
    """The 2017 text gives round 5 exactly: the cause."""
    cause, _ = find_cause(case_of(tournament("edition_2017.trf"), 5))
    assert cause is not None and (cause.kind, cause.reproduced, cause.claim) == ("edition", True, "cause")


def test_a_player_out_with_a_bye_by_hand_is_a_possible_explanation() -> None:
    """17 taken out, then given the bye by hand (U): two edits."""
    cause, _ = find_cause(case_of(tournament("hand_bye_u.trf"), 4))
    assert cause is not None and (cause.kind, cause.claim) == ("taken-out", "possible explanation")


def test_boards_changed_by_hand_are_a_possible_explanation_in_every_output() -> None:
    """A change by hand re-pairs nothing: never more than a possible explanation, in text and HTML (the
    sentence both print) and JSON (``claim``)."""
    hand = Hypothesis(kind="manual-change", changes="board 3: 4-5 instead of 1-5 and 4-7")
    cause = Cause(kind="manual-change", message="the rules' pairing, changed by hand: board 3", hypotheses=(hand,),
                  reproduced=False)
    assert cause.claim == "possible explanation"
    assert cause.model_dump(mode="json")["claim"] == "possible explanation"
    assert Cause.model_validate(cause.model_dump(mode="json")) == cause
    assert claim_of("not-swiss", True, 1) == claim_of("inconsistent-file", False, 0) == "cause"


def test_round_1_without_ratings_says_so_before_the_cause() -> None:
    """Every rating 0 and round 1 paired with Black first while 152 says W: the initial colour is the cause,
    with the unrated caveat first."""
    t = unrated(tournament("initial_colour_black.trf"))
    verdict = searched(t, 1)
    assert verdict.verdict == "COLOURS" and verdict.cause is not None
    assert (verdict.cause.kind, verdict.cause.caveat) == ("initial-colour", UNRATED)
    sentence = cause_sentence(verdict)
    assert sentence is not None and sentence.startswith("Caveat: every rating in the file is 0, so the initial "
                                                        "ranking (General Handling 2.1-2.2")
    assert ". Cause: the rules' pairing with Black as the initial colour" in sentence


def test_round_1_without_ratings_and_no_hypothesis_is_the_unrated_possible_explanation() -> None:
    """Round 1 rewritten to 1-2, 3-4, ...: nothing reproduces it; the unrated ranking is what may."""
    t = unrated(tournament("initial_colour_black.trf"))
    t = rewrite_round(t, 1, [(n, n + 1) for n in range(1, 21, 2)], None)
    verdict = searched(t, 1)
    assert verdict.verdict != "CONSISTENT" and verdict.cause is not None
    assert (verdict.cause.kind, verdict.cause.claim) == ("unrated-ranking", "possible explanation")
    assert cause_sentence(verdict) == (f"Possible explanation: {UNRATED}, and no hypothesis reproduces the round "
                                       "on that ranking.")


def test_a_rated_round_1_has_no_caveat() -> None:
    verdict = searched(tournament("initial_colour_black.trf"), 1)
    assert verdict.cause is not None and verdict.cause.caveat is None and verdict.cause.claim == "cause"

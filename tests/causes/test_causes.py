"""The cause search (issue 24) on hand-tampered files: the cause named, and the proof that re-pairing
under its hypothesis gives the published round. Files: tests/causes/data, built by tests/causes/build.py."""

from __future__ import annotations

from checker.causes.case import RoundCase
from checker.causes.colours import absent_numbering
from checker.causes.search import find_cause
from checker.causes.taken_out import without
from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.dutch.system import DUTCH, DUTCH_2017
from checker.systems.registry import choose
from checker.systems.team.system import TEAM
from checker.trf import load
from tests.check.tamper import corpus, rewrite_round
from tests.paths import DATA

HERE = DATA.parent / "causes" / "data"


def tournament(name: str) -> Tournament:
    """A file of tests/causes/data."""
    loaded, _ = load(HERE / name)
    return loaded


def case_of(t: Tournament, r: int) -> RoundCase[object]:
    """Round r checked under the file's own system, as the cause search receives it."""
    system = choose(t)
    return RoundCase(tournament=t, round=r, system=system, verdict=check_round(t, r, system))


def test_hypothesis_3_two_players_taken_out_then_their_boards_made_by_hand() -> None:
    """Round 4 paired without 33 and 38 (both forfeit), then board A-B made A-33 and 38-B by hand."""
    t = tournament("taken_out_two.trf")
    case = case_of(t, 4)
    assert case.verdict.verdict == "WORSE"
    cause, searched = find_cause(case)
    assert cause is not None and searched == "complete"
    assert (cause.kind, cause.players, cause.boards, cause.reproduced) == ("taken-out", (33, 38), (18, 20), False)
    assert "had players 33 (Player 033) and 38 (Player 038) not been in it" in cause.message
    assert "boards 18 and 20, which seat them, were then made by hand" in cause.message
    # the proof: without 33 and 38, every published board that does not seat them is the rules' board
    rules = case.repair(without(t, 4, frozenset({33, 38})))
    assert rules is not None
    kept = {(b.white, b.black) for b in case.boards if not {b.white, b.black} & {33, 38}}
    assert kept <= rules.as_set() and len(kept) == len(rules.pairs) - 1


def test_hypothesis_3_hand_given_bye_recorded_as_u() -> None:
    """Round 4 of 41: 17 got a bye by hand (U); the other 40 are the rules' pairing without 17."""
    t = tournament("hand_bye_u.trf")
    case = case_of(t, 4)
    assert (case.verdict.verdict, case.verdict.criterion) == ("WORSE", "C5")
    cause, _ = find_cause(case)
    assert cause is not None
    assert (cause.kind, cause.players, cause.boards) == ("taken-out", (17,), ())
    assert "17 got the bye by hand (recorded as U)" in cause.message
    rules = case.repair(without(t, 4, frozenset({17})))
    assert rules is not None and rules.as_set() == case.published.as_set() and rules.pab is None


def test_hypothesis_2_a_2017_round_judged_under_the_2026_text() -> None:
    """Paired by the 2017 text, 192 FIDE_DUTCH_2026: round 5 DIVERGES; the 2017 text gives it exactly."""
    t = tournament("edition_2017.trf")
    case = case_of(t, 5)
    assert case.system is DUTCH and case.verdict.verdict != "CONSISTENT"
    cause, _ = find_cause(case)
    assert cause is not None and cause.kind == "edition" and cause.reproduced
    assert [h.option for h in cause.hypotheses] == ["--system dutch-2017"]
    assert "2017 Dutch text (in force from 1 July 2017 to 31 January 2026)" in cause.message
    rules = case.repair(t, DUTCH_2017)
    assert rules is not None
    assert (rules.as_set(), rules.pab) == (case.published.as_set(), case.published.pab)


def test_hypothesis_4_team_round_1_numbered_among_the_teams_present() -> None:
    """Grandmommy's Cup round 1: 22 COLOURS findings, one fact: teams 3 and 39 are absent and the event
    numbered the teams present (from team 4 on, parity and so colours reversed): reproduced exactly."""
    t, _ = load(DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf")
    case = case_of(t, 1)
    assert case.system is TEAM and case.verdict.verdict == "COLOURS" and case.verdict.differing_pairs == 22
    cause = absent_numbering(case)
    assert cause is not None and cause.reproduced and cause.boards == ()
    assert "3 (Georgia) and 39 (Philippines)" in cause.message
    found, _ = find_cause(case)
    assert found == cause


def test_hypothesis_6_a_rematch_stays_violation_with_at_most_a_change_by_hand() -> None:
    """p9r5-s48 round 3 with 6-2 again (a rematch, C1): the verdict is not touched; the cause can only
    be the rules' pairing with boards 6-2 and 1-3 changed by hand."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(6, 2), (1, 3), (4, 9), (8, 7)], 5)
    case = case_of(t, 3)
    assert (case.verdict.verdict, case.verdict.criterion) == ("VIOLATION", "C1")
    cause, _ = find_cause(case)
    assert cause is not None and cause.kind == "manual-change" and not cause.reproduced
    assert cause.message == ("the rules' pairing, changed by hand: board 1: 1-3 instead of 6-1 and 2-3; "
                             "board 2: 6-2 instead of 6-1 and 2-3")


def test_a_round_no_hypothesis_reproduces_gets_no_cause() -> None:
    """p9r5-s48 round 3 with every board's colours reversed and 4-9, 8-7 re-paired 4-7, 8-9: four boards
    differ, no edition, absence, colour or two-board change gives it."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(1, 6), (3, 2), (7, 4), (9, 8)], 5)
    case = case_of(t, 3)
    assert case.verdict.verdict != "CONSISTENT"
    assert find_cause(case) == (None, "complete")


def test_budget_spent_before_the_first_hypothesis_says_partial_never_a_guess() -> None:
    """A deadline already past: the search stops at once and says so (issue 24: never a guess)."""
    t = tournament("edition_2017.trf")
    case = case_of(t, 5)
    past = RoundCase(tournament=t, round=5, system=case.system, verdict=case.verdict, deadline=0.0)
    assert find_cause(past) == (None, "partial")


def test_hypothesis_4_round_1_paired_with_the_other_initial_colour() -> None:
    """Paired with Black as the initial colour (Dutch 5.1), 152 then says W: every round-1 colour reversed
    (COLOURS, Dutch 5.2.5); re-paired with 152 B the round is reproduced exactly."""
    t = tournament("initial_colour_black.trf")
    case = case_of(t, 1)
    assert (case.verdict.verdict, case.verdict.article) == ("COLOURS", "Dutch 5.2.5")
    cause, _ = find_cause(case)
    assert cause is not None and (cause.kind, cause.reproduced) == ("initial-colour", True)
    assert cause.message == "the rules' pairing with Black as the initial colour (152 B)"
    rules = case.repair(t.model_copy(update={"initial_colour": "b"}))
    assert rules is not None and rules.as_set() == case.published.as_set()


def test_combination_another_edition_then_one_board_changed_by_hand() -> None:
    """The 2017 round 5 with one more board's colours reversed by hand: the 2017 text gives every
    other board; the cause is the edition, then a change by hand of that board (issue 24: X then 6)."""
    t = tournament("edition_2017.trf")
    published = case_of(t, 5).boards
    last = published[-1]
    pairs = [(b.white, b.black) for b in published[:-1]] + [(last.black, last.white)]
    tampered = rewrite_round(t, 5, pairs, case_of(t, 5).published.pab)
    case = case_of(tampered, 5)
    cause, _ = find_cause(case)
    assert cause is not None and cause.kind == "edition" and not cause.reproduced
    assert [h.kind for h in cause.hypotheses] == ["edition", "manual-change"]
    assert cause.boards == (last.number,)
    assert cause.hypotheses[1].changes == (f"board {last.number}: {last.black}-{last.white} instead of "
                                           f"{last.white}-{last.black}")

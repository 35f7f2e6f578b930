"""Tampered corpus rounds through ``checker.check.round.check_round``: the verdict, the rule and the words.

Every tampered round is a clean bbpPairings round (CONSISTENT as published) with one change; the
hand-worked facts are in each test's docstring.

p9r5-s48 before round 3 (from its 001 lines): scores 2 and 3: 2 points; 1 and 4: 1.5; 6, 8, 9: 1;
5 and 7: 0. 9 had the PAB in round 1, 8 in round 2, 6 won by forfeit in round 2 (C2: none of them
may get the PAB); 7 lost by forfeit in round 2 (1 unplayed game), 5 played both games (0). Round 3
as published: 6-1, 2-3, 4-9, 8-7, PAB 5 (C5: score 0; C9: 5 has fewer unplayed games than 7).
"""

from __future__ import annotations

from checker.check.round import check_round, participation_findings
from checker.state.base import to_tpn
from checker.systems.dutch.state import DutchState
from checker.models import Pair, Pairing
from checker.systems.dutch.state import build_state
from checker.systems.adapter import IndividualSystem
from checker.systems.dutch.system import DUTCH
from tests.check.tamper import boards, corpus, dutch, rewrite_round


def test_p9r5_s48_round_3_is_consistent_before_tampering() -> None:
    assert boards(corpus("p9r5-s48"), 3) == ([(6, 1), (2, 3), (4, 9), (8, 7)], 5)
    assert check_round(corpus("p9r5-s48"), 3, dutch()).verdict == "CONSISTENT"


def test_c1_rematch_is_a_violation_naming_both_players() -> None:
    """6-2 again (they met in round 1), 1 takes 3 instead: Basic Rules 2."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(6, 2), (1, 3), (4, 9), (8, 7)], 5)
    v = check_round(t, 3, dutch())
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C1", "Basic Rules 2")
    assert v.message == "C1: 6 and 2 have already played each other"
    assert len(v.findings) == 1


def test_c1_prohibited_pair_260_is_a_violation() -> None:
    """An XXP/260 prohibition counts like a rematch (C1)."""
    from checker.models import ProhibitedPairing

    t = corpus("p9r5-s48")
    t = t.model_copy(update={"prohibited": (ProhibitedPairing(ids=(2, 3)),)})
    v = check_round(t, 3, dutch())
    assert (v.verdict, v.criterion) == ("VIOLATION", "C1")
    assert v.message == "C1: 2 and 3 may not be paired (prohibited pairing, 260/XXP)"


def test_c2_second_pab_is_a_violation() -> None:
    """PAB to 9, who had the PAB in round 1 (Basic Rules 4); 4 plays 5 instead."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(6, 1), (2, 3), (4, 5), (8, 7)], 9)
    v = check_round(t, 3, dutch())
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C2", "Basic Rules 4")
    assert v.message == "C2: 9 receives the PAB but already had the PAB in round 1"


def test_c2_after_a_forfeit_win_is_a_violation() -> None:
    """PAB to 6, who scored a win's points without playing (forfeit win in round 2); 8-1 and 7-5 instead."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(8, 1), (2, 3), (4, 9), (7, 5)], 6)
    v = check_round(t, 3, dutch())
    assert (v.verdict, v.criterion) == ("VIOLATION", "C2")
    assert v.message == "C2: 6 receives the PAB but already had a forfeit win in round 2"
    assert len(v.findings) == 1


def test_c3_two_non_topscorers_with_the_same_absolute_preference() -> None:
    """p16r9-s26 round 6 (not the last: no topscorers): 7 played White, Black, White, White (+2) and
    10 White, Black, Black, White, White (last two White): both must have Black (1.7.1). Published
    9-7, 8-10; paired 9-8 and 7-10 instead: Dutch 2.1.3."""
    t = corpus("p16r9-s26")
    pairs, pab = boards(t, 6)
    new = [p for p in pairs if p not in ((9, 7), (8, 10))] + [(9, 8), (7, 10)]
    v = check_round(rewrite_round(t, 6, new, pab), 6, dutch())
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C3", "Dutch 2.1.3")
    assert v.message == ("C3: 7 and 10 are non-topscorers with the same absolute colour preference for Black "
                         "(colour differences +2 and +1, 1.7.1)")


def test_c5_pab_moved_to_a_higher_score_is_worse() -> None:
    """PAB to 1 (1.5 points) instead of 5 (0 points): C5; 6 plays 5 instead of 1."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(6, 5), (2, 3), (4, 9), (8, 7)], 1)
    v = check_round(t, 3, dutch())
    assert (v.verdict, v.criterion, v.article) == ("WORSE", "C5", "Dutch 2.3.1")
    assert v.message == "the PAB: 1 with score 1.5 in the published pairing; 5 with score 0 in the rules' pairing"
    f = v.findings[0]
    assert (f.published_value, f.reference_value) == ("1.5", "0")


def test_c9_pab_moved_to_a_player_with_more_unplayed_games_is_worse() -> None:
    """PAB to 7 (1 unplayed game: forfeit loss in round 2) instead of 5 (0); 8 plays 5 instead of 7."""
    t = rewrite_round(corpus("p9r5-s48"), 3, [(6, 1), (2, 3), (4, 9), (8, 5)], 7)
    v = check_round(t, 3, dutch())
    assert (v.verdict, v.criterion, v.article) == ("WORSE", "C9", "Dutch 2.4.4")
    f = v.findings[0]
    assert f.bracket == "0"
    assert (f.published_value, f.reference_value) == ("1", "0")
    assert v.message == ("the pairs: the PAB goes to its downfloater 7, who has 1 unplayed game in the "
                         "published pairing; 0 (PAB to 5) in the rules' pairing")
    assert f.published_pairs == ((8, 5),) and f.reference_pairs == ((8, 7),)


def test_swapped_opponents_in_one_scoregroup_worse_on_c12() -> None:
    """p12r5-s1 round 2, 1-point group 3, 4, 5, 6 (each one game: 3 and 5 had Black, so prefer White;
    4 and 6 had White, prefer Black). Published 6-3, 4-5 grants every preference; 6-4 and 5-3 leave
    one player of each pair without it: C12, 2 players against 0."""
    t = corpus("p12r5-s1")
    pairs, pab = boards(t, 2)
    assert (6, 3) in pairs and (4, 5) in pairs
    new = [p for p in pairs if p not in ((6, 3), (4, 5))] + [(6, 4), (5, 3)]
    v = check_round(rewrite_round(t, 2, new, pab), 2, dutch())
    assert (v.verdict, v.criterion, v.article) == ("WORSE", "C12", "Dutch 2.4.7")
    f = v.findings[0]
    assert (f.bracket, f.published_value, f.reference_value) == ("1", "2", "0")
    assert v.message.startswith("the pairs: 2 players without their colour preference (")
    assert v.message.endswith("in the published pairing; 0 in the rules' pairing")
    assert sorted(f.published_pairs) == [(5, 3), (6, 4)] and sorted(f.reference_pairs) == [(4, 5), (6, 3)]


def test_swapped_opponents_equal_on_every_criterion_diverge_by_transposition() -> None:
    """p12r7-s13 round 2, 1-point bracket 1, 3, 4, 5 (BSN 1-4): 1, 3, 5 prefer White, 4 Black, so
    every pairing leaves one player without his preference. S1 = {1, 3}, S2 = {4, 5}: 1-4, 3-5 is
    the first transposition (4.2.2), 1-5, 3-4 the second: DIVERGES, Dutch 4.2.2."""
    t = corpus("p12r7-s13")
    pairs, pab = boards(t, 2)
    new = [p for p in pairs if p not in ((1, 4), (3, 5))] + [(1, 5), (3, 4)]
    v = check_round(rewrite_round(t, 2, new, pab), 2, dutch())
    assert (v.verdict, v.article) == ("DIVERGES", "Dutch 4.2.2")
    assert v.message == ("the pairs: equal on C5-C21, but the rules' pairing comes first in the transposition "
                         "order of S2 in the remainder")
    f = v.findings[0]
    assert sorted(f.published_pairs) == [(1, 5), (3, 4)] and sorted(f.reference_pairs) == [(1, 4), (3, 5)]


def test_swapped_opponents_that_need_an_exchange_diverge_by_exchange() -> None:
    """Same bracket, 1-3 and 4-5: the higher players are 1 and 4, i.e. S1 = {1, 3} exchanges 3 for 4
    (one BSN, 4.3.2 rule 1), while the rules' pairing needs no exchange."""
    t = corpus("p12r7-s13")
    pairs, pab = boards(t, 2)
    new = [p for p in pairs if p not in ((1, 4), (3, 5))] + [(1, 3), (5, 4)]
    v = check_round(rewrite_round(t, 2, new, pab), 2, dutch())
    assert (v.verdict, v.article) == ("DIVERGES", "Dutch 4.3.2")
    assert "rule 1: fewest exchanged BSNs" in v.message


class _Fake(IndividualSystem[DutchState]):
    """The Dutch system with a reference pairer that returns a fixed pairing (start numbers = TPNs here)."""

    title = "fake Dutch"

    def __init__(self, reference: Pairing) -> None:
        super().__init__(DUTCH.identity, DUTCH.build_state, DUTCH.pair, DUTCH, DUTCH.explain)
        self.reference = reference

    def pair(self, state: DutchState) -> Pairing:
        return self.reference


def _fake(reference: Pairing) -> _Fake:
    """The Dutch system with a reference pairer that returns ``reference`` (start numbers)."""
    return _Fake(reference)


def test_published_better_than_the_reference_is_reported_not_hidden() -> None:
    """A reference pairer that gives 6-4, 5-3 in p12r5-s1 round 2: the published round is better on C12."""
    t = corpus("p12r5-s1")
    pairs, pab = boards(t, 2)
    bad = [p for p in pairs if p not in ((6, 3), (4, 5))] + [(6, 4), (5, 3)]
    wrong = Pairing(round=2, pairs=tuple(Pair(white=w, black=b) for w, b in bad), pab=pab)
    v = check_round(t, 2, _fake(wrong))
    assert (v.verdict, v.criterion) == ("BETTER", "C12")
    assert v.message.endswith("the published pairing is better here: the reference pairer is beaten")
    assert "; 2 in the rules' pairing" in v.message


def test_published_first_in_the_order_is_better_than_the_reference() -> None:
    """A reference pairer returning the second transposition (1-5, 3-4): the published 1-4, 3-5 is first."""
    t = corpus("p12r7-s13")
    pairs, pab = boards(t, 2)
    second = [p for p in pairs if p not in ((1, 4), (3, 5))] + [(1, 5), (3, 4)]
    wrong = Pairing(round=2, pairs=tuple(Pair(white=w, black=b) for w, b in second), pab=pab)
    v = check_round(t, 2, _fake(wrong))
    assert (v.verdict, v.article) == ("BETTER", "Dutch 4.2.2")
    assert "the published pairing comes first in the transposition order" in v.message


def test_absent_player_paired_is_a_violation() -> None:
    """p12r5-s1 round 3: 10 gets a half-point bye (H) while 12's block still pairs 12-10; 10's round
    becomes an absence known before the pairing (General Handling 3.3), 11 players are left to pair."""
    t = corpus("p12r5-s1")
    pairs, pab = boards(t, 3)
    assert (12, 10) in pairs
    t = rewrite_round(t, 3, [p for p in pairs if p != (12, 10)], pab, absent={10: "H"})
    t = t.model_copy(update={"players": tuple(
        p.model_copy(update={"rounds": tuple(e if e.round != 3 else e.model_copy(update={"opponent": 10, "colour": "w"})
                                             for e in p.rounds)}) if p.start_number == 12 else p
        for p in t.players)})
    v = check_round(t, 3, dutch())
    assert (v.verdict, v.article) == ("VIOLATION", "General Handling 3.3")
    assert v.message == "absent players paired: 10 (code H)"
    assert "no PAB although the number of players to pair (11) is odd" in [f.message for f in v.findings]


def test_present_player_left_out_is_a_violation() -> None:
    """A published pairing without the board 8-9 (p12r5-s1 round 3): both are present, neither paired.

    A TRF file cannot say this (a present player without a block reads as absent, code Z), so the
    pairing is given to ``participation_findings`` directly, as ``check_round`` does."""
    t = corpus("p12r5-s1")
    state = build_state(t, 3)
    pairs, pab = boards(t, 3)
    published = Pairing(round=3, pairs=tuple(Pair(white=w, black=b) for w, b in pairs if (w, b) != (8, 9)), pab=pab)
    findings = participation_findings(state, to_tpn(state, published))
    assert [(f.verdict, f.article, f.message) for f in findings] == [
        ("VIOLATION", "Basic Rules 3", "present players left out without a bye: 8, 9"),
    ]


def test_later_rounds_are_checked_against_the_history_as_published() -> None:
    """p12r5-s1 with round 2's 9-12 published as 12-9: round 2 is COLOURS (5.2.1, 9 prefers White);
    round 3 is then checked with that history: 9 has had Black twice (absolute preference for White,
    1.7.1), so the published 8-9 leaves 8 without their preference in the 0.5 bracket (C12), while
    the rules' 8-12 grants both (12 has had White twice); rounds 4 and 5 are still checked."""
    t = corpus("p12r5-s1")
    pairs, pab = boards(t, 2)
    t = rewrite_round(t, 2, [(12, 9) if p == (9, 12) else p for p in pairs], pab)
    verdicts = [check_round(t, r, dutch()) for r in range(1, 6)]
    assert [v.verdict for v in verdicts] == ["CONSISTENT", "COLOURS", "WORSE", "CONSISTENT", "CONSISTENT"]
    assert (verdicts[1].article, verdicts[2].criterion) == ("Dutch 5.2.1", "C12")
    assert verdicts[1].message == "12-9 should be 9-12: Dutch 5.2.1: 9 prefers White and 12 Black: both preferences are granted"
    assert verdicts[2].message == ("the pairs: 1 player without their colour preference (8) in the published "
                                   "pairing; 0 in the rules' pairing")
    assert verdicts[2].findings[0].published_pairs == ((8, 9),)
    assert verdicts[2].findings[0].reference_pairs == ((8, 12),)

"""Issue 21, Lim: the order in which a Median Scoregroup pairs its floaters (3.6.3, 3.7, 3.7.2) and
who floats with the player who cannot be paired (4.3, 4.4.2, 3.9.2). Situations built by hand; the
expected pairing is worked out from the articles in each test's comments."""

from __future__ import annotations

from checker.evaluation.compare import compare
from checker.models import Pair, Pairing
from checker.systems.lim.pairer import pair
from checker.systems.lim.procedure import incoming_order, make_context, run
from checker.systems.lim.state import LimState
from checker.systems.lim.system import LIM
from tests.systems.lim.builders import met, player, state


def pairs_of(pairing: Pairing) -> set[frozenset[int]]:
    """The pairs without colours."""
    return {frozenset((p.white, p.black)) for p in pairing.pairs}


def verdict_of(st: LimState, boards: list[tuple[int, int]]) -> tuple[str, str]:
    """The first finding (verdict, article) of ``boards`` read against the reference pairing."""
    published = Pairing(round=st.round, pairs=tuple(Pair(white=a, black=b) for a, b in boards))
    reference = pair(st)
    findings = compare(LIM, st, published, reference)
    return findings[0].verdict, findings[0].article


def median_with_two_upfloaters() -> LimState:
    """Round 5 (median 2): 2 (3 points) alone above, 10 (0) and 7 (1.5) alone below, having met each
    other; residents 5, 6, 9 of the median. No colours, so every pair is compatible but 7-10."""
    opponents = met([(7, 10)])
    players = [player(2, 3), player(5, 2), player(6, 2), player(9, 2),
               player(7, 1.5, opponents=opponents[7]), player(10, 0, opponents=opponents[10])]
    return state(players, round_number=5)


def test_lim_3_6_3_3_7_2_median_pairs_the_downfloater_then_the_upfloater_from_the_lowest_scoregroup() -> None:
    # 2.2: scoregroup 3 is paired first, then 0 and 1.5 upward, the median 2 last and downward.
    # 2.3.4: 2 floats down to 2 (3.2.1). 10 cannot meet 7 in 1.5 (met), so 3.5 floats him further,
    # to the median; 7, alone in 1.5, floats up to it too.
    # Median: 3.6.3 pairs the DF first: 2 takes the first resident from the top, 5 (3.8).
    # Then the UF, 3.7.2 "the UF coming from the lowest scoregroup is paired first": 10 (0 points)
    # before 7 (1.5): 10 takes 6, 7 takes 9.
    st = median_with_two_upfloaters()
    median = run(st).groups[-1]
    assert median.incoming == (2, 10, 7)
    assert pairs_of(pair(st)) == {frozenset(p) for p in ((2, 5), (6, 10), (9, 7))}


def test_lim_3_7_2_median_pairing_7_before_10_is_worse_on_the_order_of_3_8() -> None:
    # The pairing the old order made (7 before 10: 6-7, 9-10) leaves the procedure at 10's opponent.
    st = median_with_two_upfloaters()
    verdict, article = verdict_of(st, [(2, 5), (6, 7), (9, 10)])
    assert (verdict, article) == ("DIVERGES", "Lim 3.8")


def test_lim_3_7_1_upfloaters_of_equal_score_the_lowest_numbered_first() -> None:
    # 3.7: "the floater with the lowest pairing number, if scores are equal": 25 before 24 (the
    # lowest numbered is the largest TPN, reading 1); 3.6.3 keeps the DF 3 (6 points) first.
    st = state([player(3, 6), player(24, 4), player(25, 4), player(1, 5)], round_number=11)
    ctx = make_context(st)
    assert incoming_order(ctx, [24, 25, 3], st.players[1].score, "down") == [3, 25, 24]
    assert incoming_order(ctx, [24, 25, 3], st.players[1].score, "up") == [25, 24, 3]


def scoregroup_with_retained_pairs() -> LimState:
    """Round 10 (median 4.5): 8 (7 points) and 3 (6) float down into 5.5 = {1, 2, 5, 6}; the median
    4.5 = {4, 7}. Met: 8-1, 8-2, 8-3, 3-1, 3-2, 3-5, 1-2, 2-5."""
    opponents = met([(8, 1), (8, 2), (8, 3), (3, 1), (3, 2), (3, 5), (1, 2), (2, 5)])
    players = [player(8, 7), player(3, 6), player(1, 5.5), player(2, 5.5), player(5, 5.5), player(6, 5.5),
               player(4, 4.5), player(7, 4.5)]
    players = [p.model_copy(update={"opponents": frozenset(opponents.get(p.tpn, ()))}) for p in players]
    return state(players, round_number=10)


def test_lim_4_4_2_the_retained_pairings_stay_and_the_lowest_numbered_remaining_floats() -> None:
    # 8 alone in 7 floats to 6 (2.3.4, 3.2.1); 8 and 3 have met, so both float on to 5.5 (2.3.1).
    # In 5.5 the DFs are scrutinised first (3.6): 8 takes 5 (1 and 2 met him), 3 takes 6 (he met 1, 2
    # and 5). 1 then has no opponent left (he met 2, 8 and 3; 5 and 6 are taken): 4.3 retains 8-5 and
    # 3-6, 1 floats, and 4.4.2 floats "the lowest numbered player remaining", 2, with him (3.9.2 too:
    # 3 came in as a floater, type a/b). The median 4.5: 1 takes 4, 2 takes 7 (3.6, 3.8).
    st = scoregroup_with_retained_pairs()
    group = next(g for g in run(st).groups if g.score == st.players[2].score)
    assert group.floaters.unpaired == (1, 2)
    assert pairs_of(pair(st)) == {frozenset(p) for p in ((8, 5), (3, 6), (1, 4), (2, 7))}


def test_lim_4_4_2_floating_a_retained_downfloater_diverges_on_4_4() -> None:
    # Floating 1 and 3 instead (3-4, 1-7 in the median; 8-5, 2-6 in 5.5) breaks the pairing 3-6 that 4.3
    # retains. 5.5 is even (no 2.3.4 floater), so 3.9.2 ranks no choice here (reading 27): both sets
    # float two players, and the rules' set is the one the scrutiny leaves: DIVERGES on 4.4, never
    # BETTER than the reference.
    st = scoregroup_with_retained_pairs()
    verdict, article = verdict_of(st, [(8, 5), (2, 6), (3, 4), (1, 7)])
    assert (verdict, article) == ("DIVERGES", "Lim 4.4")

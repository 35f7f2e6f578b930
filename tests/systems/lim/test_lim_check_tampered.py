"""Tampered copies of corpus/lim files: ``check`` names the first step where the round leaves the procedure.

Each test rewrites one round of a copied corpus file (new boards drawn, ``tests.check.tamper``),
writes it as TRF and reads it back, and runs ``check_round`` with the system the file's 092 record
names. The states are worked out in the comments from the files (scores, colours, opponents).
"""

from __future__ import annotations

import pytest

from checker.check.round import check_round
from checker.evaluation.findings import RoundVerdict
from checker.systems.lim.procedure import RoundTrace, run
from checker.systems.lim.system import LIM, LimSystem
from checker.systems.registry import choose
from checker.trf import dumps, load, loads
from tests.check.tamper import rewrite_round
from tests.paths import DATA
from tests.systems.lim.builders import generated

LIM_DATA = DATA / "lim"


def verdict(name: str, r: int, pairs: list[tuple[int, int]], pab: int | None = None,
            absent: dict[int, str] | None = None) -> RoundVerdict:
    """The check of round r of a copied corpus file after rewriting it, through TRF text and back."""
    tournament, _ = load(LIM_DATA / name)
    tampered, _ = loads(dumps(rewrite_round(tournament, r, pairs, pab, absent)))
    return check_round(tampered, r, choose(tampered))


# lim-p10r5-s12005, round 4 as published: 2-1 4-5 3-7 9-6 10-8. Median 1.5 is empty; scoregroup 2 =
# {4, 5, 7} floats 7 (all three type c, 4 floated in round 3, 5 and 7 due Black like 4... 3.2.4: the
# lowest numbered); 7 meets 3, who floats up from scoregroup 1 (3.9.2: the only one of type d).
P10 = "lim-p10r5-s12005.trf"


def test_lim_check_untampered_round_is_consistent() -> None:
    v = verdict(P10, 4, [(2, 1), (4, 5), (3, 7), (9, 6), (10, 8)])
    assert (v.verdict, v.findings, v.differing_pairs) == ("CONSISTENT", (), 0)


def test_lim_check_2_1_a_rematch_is_a_violation() -> None:
    v = verdict(P10, 4, [(1, 3), (4, 5), (2, 7), (9, 6), (10, 8)])
    assert (v.verdict, v.article) == ("VIOLATION", "Lim 2.1")
    assert v.message == "2.1: 1 and 3 have already played each other (Basic Rules 2)"
    assert [f.players for f in v.findings] == [(1, 3), (2, 7)]


def test_lim_check_3_2_4_a_different_floater_diverges() -> None:
    # 5 floats instead of 7: same type (c), neither floated in round 3, both due Black: only 3.2.4's
    # order tells them apart, the lowest numbered (7) first.
    v = verdict(P10, 4, [(2, 1), (4, 7), (3, 5), (9, 6), (10, 8)])
    assert (v.verdict, v.criterion, v.article) == ("DIVERGES", None, "Lim 3.2.4")
    assert v.message == ("the floaters: equal on 3.9.2, 3.10 and 3.2.2, but the rules' pairing comes first in "
                         "the order of Lim 3.2.4: published {5} (the lowest numbered first), rules {7} (the "
                         "lowest numbered first)")
    finding = v.findings[0]
    assert (finding.bracket, finding.published_value, finding.reference_value) == ("2", "{5}", "{7}")
    assert finding.published_pairs == ((3, 5), (4, 7)) and finding.reference_pairs == ((4, 5), (3, 7))


def test_lim_check_colour_flip_is_colours_with_the_article() -> None:
    v = verdict(P10, 4, [(1, 2), (4, 5), (3, 7), (9, 6), (10, 8)])
    assert (v.verdict, v.article) == ("COLOURS", "Lim 5.2")
    assert v.message == "1-2 should be 2-1: Lim 5.2: both colours granted: 1 is due Black, 2 White"


# lim-p14r8-s12006, round 6 (median 2.5 = {8} + 5 floated from 3 + 13 from 1): scoregroup 2 = {10, 11,
# 12} floats 11, the only one with a compatible opponent left in the median (5; 13 takes 8 first).


def test_lim_check_3_9_2_a_floater_of_type_c_instead_of_type_d_is_worse() -> None:
    v = verdict("lim-p14r8-s12006.trf", 6, [(1, 6), (2, 4), (7, 3), (9, 14), (11, 12), (10, 8), (5, 13)])
    assert (v.verdict, v.criterion, v.article) == ("WORSE", None, "Lim 3.9.2")
    assert v.message == ("the floaters: {10} (10c): 1 of type c in the published pairing; {11} (11d): 0 of type "
                         "c in the rules' pairing")
    assert (v.findings[0].published_value, v.findings[0].reference_value) == ("1", "0")


# lim-p16r10-s12001, round 2: scoregroup 1 = {1, ..., 8}, 1 3 5 7 due Black (White in round 1), 2 4 6 8
# due White. The proposed 1 v 5 gives both Black-due players a clash: the colour scrutiny (5.2) takes
# the next exchange, 1 v 6; then 2 v 5, 3 v 8, 4 v 7. Scoregroup 0 (upward): 16-11 15-12 14-9 13-10.
P16 = "lim-p16r10-s12001.trf"
LOWER = [(9, 14), (11, 16), (13, 10), (15, 12)]


def test_lim_check_5_2_skipping_the_colour_exchange_is_worse() -> None:
    v = verdict(P16, 2, [(1, 5), (2, 6), (3, 7), (4, 8), *LOWER])
    assert (v.verdict, v.article) == ("WORSE", "Lim 5.2")
    assert v.message == ("the opponent of 1: 5, one of them without his due colour in the published pairing; 6, "
                         "both with their due colours in the rules' pairing")


def test_lim_check_4_2_a_later_exchange_for_the_first_player_diverges() -> None:
    v = verdict(P16, 2, [(8, 1), (2, 5), (6, 3), (4, 7), *LOWER])
    assert (v.verdict, v.article) == ("DIVERGES", "Lim 4.2")
    assert v.message == ("the opponent of 1: equal on 3.8 and 5.2, but the rules' pairing comes first in the "
                         "order of Lim 4.2: published 8 (candidate 4), rules 6 (candidate 2)")
    assert v.findings[0].published_pairs == ((8, 1),) and v.findings[0].reference_pairs == ((6, 1),)


def test_lim_check_4_3_a_later_exchange_for_the_second_player_diverges() -> None:
    v = verdict(P16, 2, [(6, 1), (2, 7), (8, 3), (4, 5), *LOWER])
    assert (v.verdict, v.article) == ("DIVERGES", "Lim 4.3")
    assert v.message == ("the opponent of 2: equal on 3.8 and 5.2, but the rules' pairing comes first in the "
                         "order of Lim 4.3: published 7 (candidate 2), rules 5 (candidate 1)")


def test_lim_check_4_1_2_a_later_exchange_upward_diverges() -> None:
    # 16 (due Black) is offered 12, 11, 10, 9, ...: 11 is the first due White; 9 comes later.
    v = verdict(P16, 2, [(2, 5), (4, 7), (6, 1), (8, 3), (9, 16), (15, 12), (11, 14), (13, 10)])
    assert (v.verdict, v.article) == ("DIVERGES", "Lim 4.1.2")
    assert v.message == ("the opponent of 16: equal on 3.8 and 5.2, but the rules' pairing comes first in the "
                         "order of Lim 4.1.2: published 9 (candidate 4), rules 11 (candidate 2)")


# lim-p19r6-s12012: round 3 gives the PAB to 17 (0 points, with 10 and 13), round 5 to 13 (0 points;
# 15 has 0.5).
P19 = "lim-p19r6-s12012.trf"


def test_lim_check_1_1_the_pab_to_a_higher_scoregroup_is_worse() -> None:
    pairs = [(1, 2), (5, 3), (6, 4), (9, 14), (10, 16), (11, 7), (12, 8), (18, 17), (19, 13)]
    v = verdict(P19, 5, pairs, pab=15)
    assert (v.verdict, v.article) == ("WORSE", "Lim 1.1")
    assert v.message == ("the pairing-allocated bye (the lowest ranked of the lowest scoregroup): 15 with score "
                         "0.5 in the published pairing; 13 with score 0 in the rules' pairing")


def test_lim_check_1_1_the_pab_to_a_higher_ranked_player_diverges() -> None:
    pairs = [(1, 4), (3, 2), (5, 12), (7, 14), (9, 16), (10, 17), (15, 8), (18, 6), (19, 11)]
    v = verdict(P19, 3, pairs, pab=13)
    assert (v.verdict, v.article) == ("DIVERGES", "Lim 1.1")
    assert v.message == ("the pairing-allocated bye (the lowest ranked of the lowest scoregroup): equal so far, "
                         "but the rules' pairing comes first in the order of Lim 1.1: published 13, rules 17")


def test_lim_check_basic_rules_4_a_second_pab_is_a_violation() -> None:
    # Round 6 with 15 absent (known before the pairing): 17 players, and the PAB to 13, who had it in round 5.
    pairs = [(2, 9), (3, 6), (7, 5), (8, 1), (10, 11), (12, 18), (16, 14), (17, 19)]
    v = verdict(P19, 6, pairs, pab=13, absent={15: "Z"})
    assert (v.verdict, v.article) == ("VIOLATION", "Basic Rules 4")
    assert v.message == "13 receives the pairing-allocated bye but may not: the PAB in round 5"
    assert len(v.findings) == 1


def decisions(trace: RoundTrace) -> int:
    """How many decisions the procedure took: the PAB, each scoregroup's floaters, the median's cracks,
    each player scrutinised."""
    count = 1 if trace.pab is not None else 0
    for g in trace.groups:
        count += len(g.steps) + (0 if g.median else 1) + (1 if g.median and g.cracks else 0)
    return count


@pytest.mark.parametrize(("name", "r"), [("lim-p16r10-s12001.trf", 6), ("lim-p19r6-s12012.trf", 6)])
def test_lim_check_2_6_the_rules_pairing_agrees_with_every_decision_of_a_cracked_round(name: str, r: int) -> None:
    tournament, _ = load(LIM_DATA / name)
    state = LIM.build_state(tournament, r)
    trace = run(state)
    assert trace.groups[-1].cracks
    (stages,) = LIM.stages(state, (LIM.pair(state),))
    assert len(stages) == decisions(trace)


def test_lim_check_2_6_a_floater_whose_new_pairing_is_cracked_still_left_his_first_scoregroup() -> None:
    # A generated round (seed 89, round 5): 2 floats from 3 to 2.5 and is paired there with 5; that
    # pairing is cracked for the blocked median 2. The rules' own pairing agrees with every decision
    # (2 left scoregroup 3 all the same), and two swapped opponents are WORSE, not a checker fault.
    t, _ = generated(89, 30, 9)
    state = LIM.build_state(t, 5)
    trace = run(state)
    assert trace.groups[0].floaters.forced == (1, 2) and trace.groups[-1].cracks == ((2, 5), (6, 8))
    assert len(LIM.stages(state, (LIM.pair(state),))[0]) == decisions(trace)
    tampered, _ = loads(dumps(rewrite_round(t, 5, [(4, 3), (7, 2), (6, 1), (8, 5)], None)))
    v = check_round(tampered, 5, LIM)
    assert (v.verdict, v.article) == ("WORSE", "Lim 2.3")


def test_lim_check_2_6_a_pairing_cracked_by_the_rules_but_kept_in_half_is_no_crack() -> None:
    # A generated Maxi round (seed 66, round 4): scoregroup 2 = {1, 2, 4} floats 4 (3.2.3: 2, the choice
    # of 3.9.2, is 274 points from 4), 1-2 is cracked for the blocked median {3, 7}. A round with 1-4,
    # 7-2, 3-6 does not crack 1-2 (1 stays with 4): 2 is the floater there, against 3.2.3.
    t, _ = generated(66, 24, 8)
    maxi = LimSystem(maxi=True)
    trace = run(maxi.build_state(t, 4))
    assert trace.groups[0].floaters.evening == 4 and trace.groups[0].cracked == ((1, 2),)
    tampered, _ = loads(dumps(rewrite_round(t, 4, [(1, 4), (7, 2), (3, 6)], None)))
    v = check_round(tampered, 4, maxi)
    assert (v.verdict, v.article) == ("WORSE", "Lim 3.2.3")

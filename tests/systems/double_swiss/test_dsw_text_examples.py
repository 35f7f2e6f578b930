"""The examples printed in C.04.5 (and word for word in C.04.6): 3.5.4 upfloater sets, 3.6.2 identifier.

Each example is set in a round whose constraints make the text's situation happen, and both the
fast pairer and the literal enumeration must pick what the text says.
"""

from __future__ import annotations

from checker.systems.double_swiss.literal import c8_criteria
from checker.systems.top_scoregroup.literal import LiteralRound, literal_pair_round, pairing_identifier
from checker.systems.double_swiss.explain import explain
from checker.systems.double_swiss.pairer import entrants, pair, pair_core
from checker.systems.top_scoregroup.procedure import identifier
from tests.systems.double_swiss.builders import player, state

TEXT_3_5_4 = [(2, 6, 1), (2, 6, 3), (2, 6, 5), (2, 8, 1), (2, 8, 3), (2, 8, 5), (6, 8, 1), (6, 8, 3), (6, 8, 5)]
"""3.5.4: "{2,6,1} < {2,6,3} < {2,6,5} < {2,8,1} < {2,8,3} < {2,8,5} < {6,8,1} < {6,8,3} < {6,8,5}"."""


def example_3_5_4(floaters: frozenset[int] = frozenset(), match: int = 3):
    """Residents 4, 7, 9 (4 points) have all met, and 4 has met 2, 6, 8: three upfloaters are needed
    (C4), two of 2, 6, 8 (3 points) and one of 1, 3, 5 (2.5 points) (C5); 11 (1 point) evens the field."""
    return state(
        [
            player(4, 4, met=[7, 9, 2, 6, 8], floater=4 in floaters),
            player(7, 4, met=[9], floater=7 in floaters),
            player(9, 4, floater=9 in floaters),
            *(player(t, 3, floater=t in floaters) for t in (2, 6, 8)),
            *(player(t, 2.5, floater=t in floaters) for t in (1, 3, 5)),
            player(11, 1, floater=11 in floaters),
        ],
        match=match,
    )


def test_3_5_4_the_literal_order_of_upfloater_sets_is_the_texts() -> None:
    s = example_3_5_4()
    rnd = LiteralRound(entrants(s))
    assert rnd.candidate_sets(frozenset({4, 7, 9}), frozenset({1, 2, 3, 5, 6, 8, 11})) == TEXT_3_5_4


def test_3_5_5_the_first_set_2_6_1_is_chosen_when_all_comply() -> None:
    s = example_3_5_4()
    assert pair_core(s).brackets[0].upfloaters == (2, 6, 1)
    assert literal_pair_round(entrants(s), True, c8_criteria(s)).brackets[0].upfloaters == (2, 6, 1)
    assert pair(s).unordered() == {frozenset(p) for p in ((1, 4), (2, 7), (6, 9), (3, 8), (5, 11))}


def test_3_5_5_c7_a_floater_moves_the_choice_to_2_6_3() -> None:
    s = example_3_5_4(floaters=frozenset({1}))
    assert pair_core(s).brackets[0].upfloaters == (2, 6, 3)


def test_3_5_5_c7_the_last_set_6_8_5_when_it_alone_has_no_floater() -> None:
    s = example_3_5_4(floaters=frozenset({1, 2, 3}))
    assert pair_core(s).brackets[0].upfloaters == (6, 8, 5)
    assert literal_pair_round(entrants(s), True, c8_criteria(s)).brackets[0].upfloaters == (6, 8, 5)


def test_2_3_4_c7_not_in_the_last_round_the_first_set_again() -> None:
    s = example_3_5_4(floaters=frozenset({1, 2, 3}), match=5)
    assert s.is_last_round
    assert pair_core(s).brackets[0].upfloaters == (2, 6, 1)


def test_3_6_2_identifier_of_the_texts_pairing() -> None:
    pairs = [(11, 24), (16, 6), (10, 9), (8, 4)]
    assert identifier(pairs) == (4, 6, 9, 11, 8, 16, 10, 24)
    assert pairing_identifier(tuple(pairs)) == (4, 6, 9, 11, 8, 16, 10, 24)


def example_3_6_2():
    """One scoregroup 4 6 8 9 10 11 16 24 where 8 has met 9 10 11 16 24 and 10 has met 6 11 16 24:
    8 cannot be a top member, 10 neither, and 6 cannot take 10."""
    return state(
        [
            player(4, 2),
            player(6, 2, met=[10]),
            player(8, 2, met=[9, 10, 11, 16, 24]),
            player(9, 2),
            player(10, 2, met=[11, 16, 24]),
            player(11, 2),
            player(16, 2),
            player(24, 2),
        ]
    )


def test_3_6_3_first_legal_identifier_is_the_texts_4_6_9_11_8_16_10_24() -> None:
    s = example_3_6_2()
    assert pair_core(s).brackets[0].identifier == (4, 6, 9, 11, 8, 16, 10, 24)
    literal = literal_pair_round(entrants(s), True, c8_criteria(s))
    assert literal.brackets[0].identifier == (4, 6, 9, 11, 8, 16, 10, 24)
    assert pair(s).unordered() == {frozenset(p) for p in ((11, 24), (16, 6), (10, 9), (8, 4))}


def test_3_6_3_every_smaller_identifier_breaks_c1() -> None:
    s = example_3_6_2()
    rnd = LiteralRound(entrants(s))
    members = frozenset(p.tpn for p in s.players)
    ordered = sorted(pairing_identifier(p) for p in rnd.pairings(members))
    assert ordered[0] == (4, 6, 9, 11, 8, 16, 10, 24)


def test_explain_shows_each_brackets_upfloaters_identifier_and_colour_articles() -> None:
    # With 1 a floater: {2,6,3} (3.5.5, C7: {2,6,1} comes first but 1 floated); then 8 takes 5 (1
    # floated), 1 takes 11.
    text = explain(example_3_5_4(floaters=frozenset({1})))
    steps = [line.strip() for line in text.splitlines()
             if line.startswith("bracket") or "3.5 upfloaters" in line or "3.6.2" in line or " - " in line
             or line.strip().startswith("{")]
    assert steps == [
        "bracket 1: scoregroup 4 (4, 7, 9)",
        "3.5 upfloaters: 2, 6, 3",
        "{2, 6, 1}: C7: 1 upfloater who floated in the previous round (1) (the chosen set: 0)",
        "3.6.2 identifier: 2 3 6 7 4 9 (C8 0)",
        "7 - 2  (4.3.1: neither has played a match yet; the higher-ranked 7 (4.2) has an odd TPN and gets White "
        "(the initial colour))",
        "3 - 4  (4.3.1: neither has played a match yet; the higher-ranked 4 (4.2) has an even TPN and gets Black "
        "(the opposite of the initial colour))",
        "9 - 6  (4.3.1: neither has played a match yet; the higher-ranked 9 (4.2) has an odd TPN and gets White "
        "(the initial colour))",
        "bracket 2: scoregroup 3 (8)",
        "3.5 upfloaters: 5",
        "{1}: C7: 1 upfloater who floated in the previous round (1) (the chosen set: 0)",
        "3.6.2 identifier: 5 8 (C8 0)",
        "5 - 8  (4.3.1: neither has played a match yet; the higher-ranked 8 (4.2) has an even TPN and gets Black "
        "(the opposite of the initial colour))",
        "bracket 3: scoregroup 2.5 (1)",
        "3.5 upfloaters: 11",
        "3.6.2 identifier: 1 11 (C8 1)",
        "1 - 11  (4.3.1: neither has played a match yet; the higher-ranked 1 (4.2) has an odd TPN and gets White "
        "(the initial colour))",
    ]

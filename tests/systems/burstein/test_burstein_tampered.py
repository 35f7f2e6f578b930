"""Tampered Burstein rounds through ``check_round``: the verdict, the criterion or article, the words.

Every tampered round is a corpus round that checks CONSISTENT as published, with one change.
jvf-burstein-p10r9-s5016 before round 7 (rounds 5-9 are Burstein rounds): 1 and 3 have 5 points, 2 has
4, 5 and 6 have 3, 4 2.5, 10, 8, 9 2 and 7 1.5; 2 and 10 have an absolute preference for Black, 3 and 9
for White. Round 7 as published: 8-1, 6-2, 3-7, 4-10, 9-5. xgen-burstein-p9r5-s8133 (rounds 3-5 are
Burstein rounds): 9 had the PAB in round 1, 8 in round 2, 6 in round 4; round 5 as published: 2-1,
9-3, 5-4, 8-6, PAB 7 (1.5 points, the lowest score).
"""

from __future__ import annotations

import pytest

from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.burstein.system import BURSTEIN
from checker.systems.dutch.system import DUTCH
from checker.trf import load
from tests.check.tamper import boards, rewrite_round
from tests.paths import DATA


def corpus(name: str) -> Tournament:
    """A Burstein corpus file by name, from its copy in tests/data."""
    tournament, _ = load(DATA / "burstein" / f"{name}.trf")
    return tournament


P10 = "jvf-burstein-p10r9-s5016"
P9 = "xgen-burstein-p9r5-s8133"


def test_the_rounds_tampered_below_are_consistent_as_published() -> None:
    assert boards(corpus(P10), 7) == ([(8, 1), (6, 2), (3, 7), (4, 10), (9, 5)], None)
    assert boards(corpus(P9), 5) == ([(2, 1), (9, 3), (5, 4), (8, 6)], 7)
    for name, r in ((P10, 6), (P10, 7), (P9, 3), (P9, 5)):
        assert check_round(corpus(name), r, BURSTEIN).verdict == "CONSISTENT"


def test_burstein_c1_rematch_is_a_violation() -> None:
    """6-7 and 3-2 instead of 6-2 and 3-7: 3 and 2 met before."""
    t = rewrite_round(corpus(P10), 7, [(8, 1), (6, 7), (3, 2), (4, 10), (9, 5)], None)
    v = check_round(t, 7, BURSTEIN)
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C1", "Burstein 2.1.1")
    assert v.message == "C1: 3 and 2 have already played each other (Basic Rules 2)"


def test_burstein_c3_same_absolute_colour_preference_is_a_violation() -> None:
    """2-10 (both absolute Black): C3, and no topscorer exception exists in Burstein."""
    t = rewrite_round(corpus(P10), 7, [(8, 1), (6, 4), (2, 10), (3, 7), (9, 5)], None)
    v = check_round(t, 7, BURSTEIN)
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C3", "Burstein 2.1.3")
    assert v.message == ("C3: 2 and 10 have the same absolute colour preference for Black (colour differences 0 "
                         "and 0, 1.5.1)")


def test_burstein_c2_second_pab_is_a_violation() -> None:
    """The PAB to 6, who had it in round 4; 7 takes 6's opponent 8."""
    t = rewrite_round(corpus(P9), 5, [(2, 1), (9, 3), (5, 4), (8, 7)], 6)
    v = check_round(t, 5, BURSTEIN)
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C2", "Burstein 2.1.2")
    assert v.message == "C2: 6 receives the PAB but already had the PAB in round 4 (Basic Rules 4)"


def test_burstein_3_1_3_pab_to_a_higher_score_is_worse() -> None:
    """The PAB to 4 (2.5 points) instead of 7 (1.5), 7 playing 5."""
    t = rewrite_round(corpus(P9), 5, [(2, 1), (9, 3), (5, 7), (8, 6)], 4)
    v = check_round(t, 5, BURSTEIN)
    assert (v.verdict, v.criterion, v.article) == ("WORSE", None, "Burstein 3.1.3")
    assert v.message == ("the PAB: 4 with score 2.5 in the published pairing; 7 with score 1.5 in the rules' pairing")
    assert v.findings[0].players == (4, 7)


def test_burstein_c6_a_higher_outgoing_floater_is_worse() -> None:
    t = corpus(P10)
    pairs, _ = boards(t, 6)
    assert pairs == [(1, 7), (2, 9), (6, 3), (4, 5), (10, 8)]
    v = check_round(rewrite_round(t, 6, [(1, 7), (2, 6), (9, 3), (4, 5), (10, 8)], None), 6, BURSTEIN)
    assert (v.verdict, v.criterion, v.article) == ("WORSE", "C6", "Burstein 2.3.2")
    assert v.message == ("the pairs: outgoing floaters' scores 4, 4 (1, 3) in the published pairing; outgoing "
                         "floaters' scores 4, 3 (1, 2) in the rules' pairing")


def test_burstein_c8_more_players_without_their_colour_preference_is_worse() -> None:
    t = corpus(P9)
    assert boards(t, 3) == ([(8, 1), (4, 2), (5, 9), (7, 6)], None)
    v = check_round(rewrite_round(t, 3, [(8, 5), (1, 9), (4, 2), (7, 6)], None), 3, BURSTEIN)
    assert (v.verdict, v.criterion, v.article) == ("WORSE", "C8", "Burstein 2.3.4")
    assert v.message == ("the pairs: 2 players without their colour preference (in 8-5, 9-1) in the published "
                         "pairing; 0 players without their colour preference in the rules' pairing")


def test_burstein_4_3_a_later_pairing_in_the_order_diverges() -> None:
    """8-5 and 9-1 instead of 8-1 and 9-5: equal on C5-C8, but BSN #1's opponent is smaller."""
    t = rewrite_round(corpus(P10), 7, [(8, 5), (6, 2), (3, 7), (4, 10), (9, 1)], None)
    v = check_round(t, 7, BURSTEIN)
    assert (v.verdict, v.criterion, v.article) == ("DIVERGES", None, "Burstein 4.3")
    assert v.message == ("the pairs: equal on C5-C8, but the rules' pairing comes first in the pairing order of "
                         "4.3: published 1-6, 2-7, 3-0, 4-5, rules 1-7, 2-6, 3-0, 4-5")


@pytest.mark.parametrize(("pair", "flipped"), [((8, 1), (1, 8)), ((3, 7), (7, 3))])
def test_burstein_5_2_a_colour_flip_is_colours_with_the_article(pair: tuple[int, int], flipped: tuple[int, int]) -> None:
    t = corpus(P10)
    pairs, _ = boards(t, 7)
    v = check_round(rewrite_round(t, 7, [flipped if p == pair else p for p in pairs], None), 7, BURSTEIN)
    assert v.verdict == "COLOURS"
    assert v.article is not None and v.article.startswith("Burstein 5.2.")
    assert v.message.startswith(f"{flipped[0]}-{flipped[1]} should be {pair[0]}-{pair[1]}: {v.article}: ")


def test_a_seeding_round_is_checked_exactly_as_a_dutch_round() -> None:
    """Round 2 of p10r9 (a seeding round, 1.6) with 4-3 and 2-1 instead of 4-1 and 2-3: the verdict, the
    words and the findings are the Dutch system's, as ``--system dutch`` gives them."""
    t = corpus(P10)
    pairs, _ = boards(t, 2)
    assert pairs == [(4, 1), (2, 3), (6, 5), (10, 7), (8, 9)]
    tampered = rewrite_round(t, 2, [(4, 3), (2, 1), *pairs[2:]], None)
    v = check_round(tampered, 2, BURSTEIN)
    assert (v.verdict, v.article) == ("DIVERGES", "Dutch 4.3.2")
    assert v.message == ("the pairs: equal on C5-C21, but the rules' pairing comes first in the exchange order "
                         "(rule 1: fewest exchanged BSNs)")
    assert v == check_round(tampered, 2, DUTCH)

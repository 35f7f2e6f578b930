"""Lim rounds the no-BETTER property test found (issue 21), each kept as a regression test with its
analysis. A case still open would be pinned here as a strict xfail (it fails as soon as it is fixed)."""

from __future__ import annotations

from decimal import Decimal

from checker.evaluation.compare import compare
from checker.models import Pair, Pairing, ScoringSystem
from checker.systems.lim.pairer import pair
from checker.systems.lim.state import LimPlayer, LimState
from checker.systems.lim.system import LIM
from tests.systems.lim.test_lim_no_better_pairing import better_pairings

# Round 2 of 2: 2 and 5 (0.5 points) have met; in the even 0-point group 3-8 is forced and 1, 4
# and 7 can each play only 6, so the upward scrutiny (4.1.2: 8-3, 7-6) leaves 4 without an
# opponent and 4.4.2 floats 1 with him. {1, 7} would spare 4, who floated the round before, but
# 3.10 spares such a player only from a float "due to Article 2.3.4" (making the number even),
# and nothing floats here for 2.3.4: the rules' {1, 4} is not beaten.
STATE_3_10 = LimState(round=2, total_rounds=2, initial_colour='w', scoring=ScoringSystem(white_win=Decimal('1'), black_win=Decimal('1'), white_draw=Decimal('0.5'), black_draw=Decimal('0.5'), white_loss=Decimal('0'), black_loss=Decimal('0'), forfeit_win=Decimal('1'), forfeit_loss=Decimal('0'), zero_bye=Decimal('0'), half_bye=Decimal('0.5'), full_bye=Decimal('1'), pab=Decimal('1'), unknown=Decimal('0.5')), players=(LimPlayer(tpn=2, rating=1800, score=Decimal('0.5'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({3, 5, 6, 7, 8}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=5, rating=1800, score=Decimal('0.5'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({2, 3, 4, 6, 8}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=1, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({8, 3, 4, 7}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=3, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 2, 4, 5, 6, 7}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=4, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 3, 5, 7, 8}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=True), LimPlayer(tpn=6, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({8, 2, 3, 5}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=7, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 2, 3, 4, 8}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=8, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 2, 4, 5, 6, 7}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False)), absent=(), initial_colour_source='given', acceleration_method='none', start_numbers=(), maxi=False)

# Round 3 of 3 (the last, 6: only "not yet met" counts), median 1 = {5, 8}, who have met. 2.2: the
# scoregroups below the median are paired upward, 0 first: 6 has met 2 and 3 (2.3.1) and floats up,
# 2-3 stay. 0.5 = {1, 4, 7} + the upfloater 6 is even: no 2.3.4 floater. 1, 4 and 7 have met each
# other and can each play only 6. 3.7: 6 is paired first; 3.8 upward: "the lowest numbered player
# available", 7. 4.1.2: 4 is then scrutinised and has no opponent (3.1); 4.3 retains 6-7, and 4.4.2
# floats "the lowest numbered player remaining", 1, with him. {1, 4} go to the median: 4-8, 5-1.
# {1, 7} (6-4; 7-8, 5-1) would float only type-d players where {1, 4} floats 1 as type c (4 takes 5
# first, 3.4), but 3.9.2 ranks floaters only "if there is a choice", and 3.8, 4.3 and 4.4.2 leave
# none: the choice 3.9.2 ranks is 2.3.4's (reading 27). The check compares only the number of floaters
# here and reports DIVERGES on 4.4, not BETTER on 3.9.2.
STATE_3_9_2 = LimState(round=3, total_rounds=3, initial_colour='w', scoring=ScoringSystem(white_win=Decimal('1'), black_win=Decimal('1'), white_draw=Decimal('0.5'), black_draw=Decimal('0.5'), white_loss=Decimal('0'), black_loss=Decimal('0'), forfeit_win=Decimal('1'), forfeit_loss=Decimal('0'), zero_bye=Decimal('0'), half_bye=Decimal('0.5'), full_bye=Decimal('1'), pab=Decimal('1'), unknown=Decimal('0.5')), players=(LimPlayer(tpn=5, rating=1800, score=Decimal('1'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({2, 3, 6, 7, 8}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=8, rating=1800, score=Decimal('1'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 2, 3, 5, 6}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=1, rating=1800, score=Decimal('0.5'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({2, 3, 4, 7, 8}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=4, rating=1800, score=Decimal('0.5'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 2, 3, 7}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=7, rating=1800, score=Decimal('0.5'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 2, 3, 4, 5}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=2, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 4, 5, 6, 7, 8}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=3, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({1, 4, 5, 6, 7, 8}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False), LimPlayer(tpn=6, rating=1800, score=Decimal('0'), acceleration=Decimal('0'), colours=(), floats=(), opponents=frozenset({8, 2, 3, 5}), forbidden=frozenset(), pab_eligible=False, pab_barred_by=None, unplayed_rounds=0, effective_tpn=None, floated_last=False)), absent=(), initial_colour_source='given', acceleration_method='none', start_numbers=(), maxi=False)


def test_lim_3_10_spares_only_floats_due_to_2_3_4() -> None:
    assert better_pairings(STATE_3_10) == []


def test_lim_3_9_2_ranks_only_the_2_3_4_choice_not_the_floats_of_4_4() -> None:
    assert better_pairings(STATE_3_9_2) == []


def test_lim_4_4_2_floating_1_and_7_instead_diverges_on_4_4() -> None:
    published = Pairing(round=3, pairs=tuple(Pair(white=a, black=b) for a, b in [(3, 2), (6, 4), (5, 1), (7, 8)]))
    reference = pair(STATE_3_9_2)
    assert reference.unordered() == frozenset({frozenset(p) for p in [(2, 3), (6, 7), (1, 5), (4, 8)]})
    findings = compare(LIM, STATE_3_9_2, published, reference)
    assert (findings[0].verdict, findings[0].article, findings[0].players) == ("DIVERGES", "Lim 4.4", (4, 7))

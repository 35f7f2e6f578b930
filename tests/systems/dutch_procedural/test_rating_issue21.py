"""Issue 21, the 2009 rating-based system: A.7 e counts one definite colour (case 3), the colours of a
pair legal only by the last-round note keep B.2 for the player the note does not cover (case 4), and the
check names the open reading (C.11, E.5) a verdict rests on."""

from __future__ import annotations

from checker.models import Pairing
from checker.systems.dutch_procedural.colours import allocate, colour_rule, higher_first
from checker.systems.dutch_procedural.pairer import pair
from checker.systems.dutch_procedural.rules import rules_for
from checker.systems.dutch_procedural.system import DUTCH_2009
from tests.support import audit
from tests.systems.dutch_procedural.builders import boards, player, state, unordered


def test_a7_e_mild_after_a_missed_game_keeps_its_own_colour_when_no_switch_lowers_x() -> None:
    # Round 4 (even). Top bracket (2.5): 6 played W B and missed a round (mild White, A.7 c, e), 7 B W B
    # (strong White), 10 W B W (strong Black). q = 2; 6 counted White: w = 2, b = 1, x = 0; counted
    # Black: w = 1, b = 2, x = 0. No switch lowers x, so 6 keeps White (A.7 e "which reduces x").
    # p = 1, S1 = 6, S2 = 7 10: 6-7 leaves a preference ungranted (both White) and x = 0 (B.4): C.7 takes
    # 6-10, 7 is moved down. Bracket 1: 7 (moved down, S1) against 11 (strong Black); 12-13 remain.
    st = state(4, 5, player(6, "2.5", "wb"), player(7, "2.5", "bwb"), player(10, "2.5", "wbw"),
               player(11, "1", "wbw"), player(12, "1", "bwb"), player(13, "1", "wbw"))
    rules = rules_for(st)
    counted = rules.counted((6, 7, 10))
    assert counted[6] == "w" and rules.x((6, 7, 10)) == 0
    assert rules.ungranted(6, 7, counted) and not rules.ungranted(6, 10, counted)
    assert unordered(pair(st)) == {frozenset((6, 10)), frozenset((7, 11)), frozenset((12, 13))}


def test_a7_e_mild_after_a_missed_game_switches_when_that_lowers_x() -> None:
    # Round 4 (even). 19 (2 points, W B W: strong Black) is alone in his bracket and moved down (C.1).
    # Lowest bracket (1 point): 19 moved down; 36 W B and a missed round (mild White, A.7 e), 40 and 44
    # W B B (absolute White), 45 B W B (strong White). q = 3: 36 counted White gives w = 4, b = 1,
    # x = 1; counted Black w = 3, b = 2, x = 0: he counts as Black (A.7 e), x = 0.
    # S1 = 19: 19-36 both Black, ungranted with x = 0 (B.4); 19-40 complies (C.7). Remainder 36 40 44 45
    # less 40: 36 44 45, q = 2, 36 counted Black again (w 3 -> 2, x 1 -> 0): S1 = 36, S2 = 44 45: 36-44
    # (Black against White) complies, 45 gets the bye (A.5). Colours: 40-19 (E.1), 44-36 (E.2).
    st = state(4, 5, player(19, "2", "wbw"), player(36, "1", "wb"), player(40, "1", "wbb"),
               player(44, "1", "wbb"), player(45, "1", "bwb"))
    rules = rules_for(st)
    members = (19, 36, 40, 44, 45)
    assert rules.counted(members)[36] == "b" and rules.x(members) == 0
    assert rules.counted((36, 44, 45))[36] == "b"
    pairing = pair(st)
    assert boards(pairing) == {(40, 19), (44, 36)} and pairing.pab == 45


def test_last_round_note_colours_keep_b2_for_the_player_below_half() -> None:
    # Round 5 of 5: 4 (2.5 of 4: 50% or more) and 7 (0.5 of 4) both played W B W W (absolute Black).
    # The pair is legal only because the note after B.6 lets 4 off B.2; 7 is not covered, so B.2 b
    # forbids him a third White in a row (and a difference of +3, B.2 a). E.2 does not decide (both
    # absolute), E.3 does not (same history), E.4 would give 4, the higher ranked, Black: 7-4 breaks B.2
    # for 7. Expected 4-7.
    st = state(5, 5, player(4, "2.5", "wbww"), player(7, "0.5", "wbww"))
    higher, lower = higher_first(st, 4, 7)
    colour, article, reason = colour_rule(st, higher, lower)
    assert (higher.tpn, colour, article) == (4, "w", "B.2")
    assert "breaks B.2 for 7" in reason
    assert boards(pair(st)) == {(4, 7)}


def test_last_round_note_colours_keep_b2_for_a_difference_of_minus_two() -> None:
    # Round 9 of 9: 15 (4.5 of 8, covered by the note) and 18 (3.5 of 8: below 50%, not covered), both
    # B W B W B W B B (difference -2, absolute White). E.4 would give 15 White and 18 Black (difference -3,
    # B.2 a). 18 keeps B.2: 18-15.
    st = state(9, 9, player(15, "4.5", "bwbwbwbb"), player(18, "3.5", "bwbwbwbb"))
    higher, lower = higher_first(st, 15, 18)
    colour, article, _ = colour_rule(st, higher, lower)
    assert (higher.tpn, colour, article) == (15, "b", "B.2")
    assert boards(pair(st)) == {(18, 15)}


def test_colours_without_the_note_are_e_as_written() -> None:
    # Both covered by the note (50% or more): B.2 binds neither, E.4 decides (the higher ranked gets his
    # preference, Black).
    st = state(5, 5, player(4, "2.5", "wbww"), player(7, "2", "wbww"))
    higher, lower = higher_first(st, 4, 7)
    assert colour_rule(st, higher, lower)[:2] == ("b", "E.4")


def test_c11_reading_is_named_when_two_pairings_tie_past_c10() -> None:
    # Round 3 of 5. 1 (2 points) has no opponent in his bracket and moves down (C.1) to bracket 1.5 (S1;
    # 2 4 5 residents), which C.13 pairs again with its remainder reduced to no pair. 1-2 gives 2 an upfloat
    # two rounds after his last (B.6), 1-4 gives 4 a third upfloat in a row (B.5, B.6), and both comply
    # only once A.7 d is dropped (past C.11): under this project's reading both reach that same level with
    # the float criteria dropped, and D.1's order decides (1-2 first: DIVERGES). Under the other reading
    # B.5/B.6 come back at each raised x and would tell them apart first: the finding says the verdict
    # rests on the reading.
    st = state(3, 5, player(1, "2", "w", (6,), "u-"), player(2, "1.5", "wb", (), "ud", bye_allowed=False),
               player(4, "1.5", "w", (3, 5), "uu"), player(5, "1.5", "", (4,), "dd"),
               player(6, "1", "", (1, 3), "du"), player(3, "0", "ww", (4, 6), "ud", bye_allowed=False))
    reference = pair(st)
    assert unordered(reference) == {frozenset((1, 2)), frozenset((4, 6)), frozenset((3, 5))}
    published = Pairing(round=3, pairs=(allocate(st, 1, 4), allocate(st, 2, 3), allocate(st, 5, 6)))
    findings = audit(DUTCH_2009, st, published, reference)
    assert [f.verdict for f in findings][:1] == ["DIVERGES"]
    assert "reading of C.11" in findings[0].message


def test_c11_reading_is_not_named_where_the_levels_differ() -> None:
    # The first case of issue 21 (A.7 e): the published 6-7 needs x raised, the rules' 6-10 complies at
    # C.6: WORSE under either reading, no note.
    st = state(4, 5, player(6, "2.5", "wb"), player(7, "2.5", "bwb"), player(10, "2.5", "wbw"),
               player(11, "1", "wbw"), player(12, "1", "bwb"), player(13, "1", "wbw"))
    published = Pairing(round=4, pairs=(allocate(st, 6, 7), allocate(st, 10, 11), allocate(st, 12, 13)))
    findings = audit(DUTCH_2009, st, published, pair(st))
    assert findings[0].verdict == "WORSE" and "reading of C.11" not in findings[0].message


def test_e5_reading_is_named_when_an_absentee_changes_the_number() -> None:
    # Round 1, pairing number 1 absent (F.5): S1 = 2 3, S2 = 4 5. E.5 on the players present: 2 is the
    # first of S1 (odd) and gets the colour drawn (White); by his A.2 pairing number (2, even) he would get
    # Black. The colour call says which reading it rests on.
    st = state(1, 5, player(2), player(3), player(4), player(5))
    higher, lower = higher_first(st, 2, 4)
    colour, article, reason = colour_rule(st, higher, lower)
    assert (colour, article) == ("w", "E.5")
    assert "reading of E.5" in reason and "pairing number among all players, 2" in reason
    st = state(1, 5, player(1), player(2), player(3), player(4))
    assert "reading of E.5" not in colour_rule(st, *higher_first(st, 1, 3))[2]


def test_c12_reading_is_named_when_the_number_moved_down_decides() -> None:
    # Round 4 of 4. 3 (1.5) has no opponent in his bracket and moves down (C.1) to bracket 1 (S1 = 3,
    # S2 = 4 6). Its first choice sends 4 down, but 4 has met 2 and 5, the whole of bracket 0.5 (C.1 there
    # names C.12): bracket 1 is paired again with the same p, 3-4 (at C.11), and 6 goes down (6-2, then
    # 5-1 in bracket 0). The published pairing leaves 3 4 6 all unpaired in bracket 1: WORSE at C.14 (it
    # moves more players down). Whether C.12 itself may accept a pairing with fewer pairs above is the open
    # reading (A.3: no, as this project reads it): the finding says the verdict rests on it.
    st = state(4, 4, player(3, "1.5", "wb", (), "ud-"), player(4, "1", "bb", (2, 5, 6), "--u"),
               player(6, "1", "bww", (4,), "d-d"), player(2, "0.5", "w", (4,), "uu-", bye_allowed=False),
               player(5, "0.5", "ww", (4,), "---"), player(1, "0", "wb", (), "udu"))
    reference = pair(st)
    assert boards(reference) == {(4, 3), (2, 6), (1, 5)}
    published = Pairing(round=4, pairs=(allocate(st, 4, 1), allocate(st, 2, 6), allocate(st, 3, 5)))
    finding = audit(DUTCH_2009, st, published, reference)[0]
    assert finding.verdict == "WORSE" and finding.article == "Dutch 2009 C.14"
    assert "reading of C.12" in finding.message

"""The Double-Swiss audit on states built by hand (C.04.5): each criterion and article worked out here.

``audit(state, published, reference)`` takes pairings by TPN (TPN = start number here). The
reference is the pairer's own round; a swapped call (the rules' round as "published" against a
wrong reference) must say BETTER, plainly. A property test enumerates every legal round-pairing
of small random states: against the rules' round none is BETTER, and the C4/C5 verdicts agree
with the literal enumeration's list of C4/C5-compliant sets (3.5.2).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import islice

import pytest
from hypothesis import HealthCheck, given, settings

from checker.systems.top_scoregroup.literal import LiteralRound
from checker.models import Pair, Pairing
from checker.systems.double_swiss.state import DoubleSwissState
from checker.errors import PairingImpossible
from checker.systems.double_swiss.colours import allocate
from checker.systems.double_swiss.pairer import entrants, pair
from checker.systems.double_swiss.colours import colour_call as colour_reason
from checker.systems.double_swiss.evaluation import core_rules
from checker.systems.double_swiss.explain import explain
from checker.systems.double_swiss.system import DOUBLE_SWISS
from checker.systems.top_scoregroup.rules import stages
from checker.systems.top_scoregroup.procedure import RoundGraph
from tests.support import audit
from tests.systems.double_swiss.builders import player, state
from tests.systems.double_swiss.strategies import double_swiss_states


def pairing(pairs: Sequence[tuple[int, int]], pab: int | None = None, match: int = 3) -> Pairing:
    """A round from (White in game 1, Black) pairs."""
    return Pairing(round=match, pairs=tuple(Pair(white=w, black=b) for w, b in pairs), pab=pab)


def example_3_5_4(floaters: frozenset[int], match: int = 3) -> DoubleSwissState:
    """The text's 3.5.4 situation: residents 4 7 9 (4 points) need three upfloaters, two of 2 6 8
    (3 points) and one of 1 3 5 (2.5 points), the sets {2,6,1} < {2,6,3} < ... < {6,8,5}."""
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


def test_c7_the_texts_first_set_with_a_floater_is_worse() -> None:
    # 1 floated in the previous round: the rules take {2, 6, 3} (3.5.5, C7 0); a round with
    # {2, 6, 1} (4-1 7-2 9-6, then 8-3 and 5-11) has one upfloater who floated.
    s = example_3_5_4(frozenset({1}))
    reference = pair(s)
    assert reference.unordered() == {frozenset(p) for p in ((2, 7), (6, 9), (3, 4), (5, 8), (1, 11))}
    findings = audit(DOUBLE_SWISS, s, pairing([(1, 4), (7, 2), (9, 6), (3, 8), (5, 11)]), reference)
    assert (findings[0].verdict, findings[0].criterion, findings[0].article) == ("WORSE", "C7", "Double-Swiss 2.3.4")
    assert findings[0].message == (
        ("the set of upfloaters {2, 6, 1}: 1 upfloater who floated in the previous round (1) in the published "
         "pairing; {2, 6, 3}: 0 upfloaters who floated in the previous round in the rules' pairing")
    )


def test_c7_not_in_the_last_round_the_first_set_is_the_rules() -> None:
    # Match 5 of 5: C7 does not apply (2.3.4), so {2, 6, 1} is the rules' set and {2, 6, 3} only
    # comes later in the order of 3.5.4.
    s = example_3_5_4(frozenset({1}), match=5)
    findings = audit(DOUBLE_SWISS, s, pairing([(3, 4), (7, 2), (9, 6), (1, 8), (5, 11)], match=5), pair(s))
    assert (findings[0].verdict, findings[0].article) == ("DIVERGES", "Double-Swiss 3.5.4")
    assert findings[0].message == (
        ("the set of upfloaters {2, 6, 3}: equal on C4-C6 (C7 not this round), but the rules' pairing comes "
         "first in the order of Double-Swiss 3.5.4: published {2, 6, 3}, rules {2, 6, 1}")
    )


def c8_state() -> DoubleSwissState:
    """1 2 3 (2 points) need one upfloater: 4 (1 point) before 5; 2 floated in the previous match."""
    return state([player(1, 2), player(2, 2, floater=True), player(3, 2), player(4, 1), player(5, 1), player(6, 0)])


def test_c8_the_first_identifier_gives_the_upfloater_a_floater() -> None:
    # Identifier 1 2 3 4 (1-3, 2-4) gives upfloater 4 the floater 2: C8 1; 1 2 4 3 (1-4, 2-3): C8 0.
    s = c8_state()
    reference = pair(s)
    assert reference.unordered() == {frozenset(p) for p in ((1, 4), (2, 3), (5, 6))}
    findings = audit(DOUBLE_SWISS, s, pairing([(1, 3), (2, 4), (5, 6)]), reference)
    assert (findings[0].verdict, findings[0].criterion, findings[0].article) == ("WORSE", "C8", "Double-Swiss 2.3.5")
    assert findings[0].message == (
        ("the pairs: 1 upfloaters' opponents who floated in the previous round in the published pairing; 0 in "
         "the rules' pairing")
    )
    assert (findings[0].published_value, findings[0].reference_value) == ("1", "0")


def c6_state() -> DoubleSwissState:
    """1 (3 points) needs one upfloater from 2 3 4 (2 points); 3 and 4 have met."""
    return state([player(1, 3), player(2, 2), player(3, 2, met=[4]), player(4, 2),
                  player(5, 1), player(6, 1), player(7, 1), player(8, 0)])


def test_c6_an_upfloater_that_strands_the_following_scoregroup_is_worse() -> None:
    # With 2 floated, 3 and 4 are left and have met: the 2 scoregroup's bracket needs two
    # upfloaters. With 3 floated (3.5.4 puts {2} first, but C6 decides), 2-4 pair: none.
    s = c6_state()
    reference = pair(s)
    assert reference.unordered() == {frozenset(p) for p in ((1, 3), (2, 4), (5, 7), (6, 8))}
    published = pairing([(1, 2), (3, 5), (4, 6), (7, 8)])
    findings = audit(DOUBLE_SWISS, s, published, reference)
    assert (findings[0].verdict, findings[0].criterion, findings[0].article) == ("WORSE", "C6", "Double-Swiss 2.3.3")
    assert findings[0].message == (
        ("the set of upfloaters {2}: the 2 scoregroup's bracket then needs 2 upfloaters in the published "
         "pairing; {3}: the 2 scoregroup's bracket then needs 0 upfloaters in the rules' pairing")
    )


def test_better_a_wrong_reference_is_reported_plainly() -> None:
    s = c6_state()
    wrong = pairing([(1, 2), (3, 5), (4, 6), (7, 8)])
    findings = audit(DOUBLE_SWISS, s, pair(s), wrong)
    assert (findings[0].verdict, findings[0].criterion) == ("BETTER", "C6")
    assert findings[0].message.endswith(": the published pairing is better here: the reference pairer is beaten")


def test_better_a_pab_with_a_lower_score_than_the_references() -> None:
    # 1 2 3 (1 point), 4 (0 points): with 4 players no PAB; make it 5 with 5 at 0.5.
    s = state([player(1, 1), player(2, 1), player(3, 1), player(4, 0), player(5, 0.5)])
    right = pair(s)
    assert right.pab == 4
    wrong = pairing([(1, 2), (3, 4)], pab=5)
    findings = audit(DOUBLE_SWISS, s, right, wrong)
    assert (findings[0].verdict, findings[0].article) == ("BETTER", "Double-Swiss 3.4.2")
    assert findings[0].message == (
        ("the pairing-allocated bye: 4 with score 0 in the published pairing; 5 with score 0.5 in the rules' "
         "pairing: the published pairing is better here: the reference pairer is beaten")
    )


def test_3_4_3_pab_to_a_player_with_fewer_matches_is_worse() -> None:
    # 4 and 5 both have 0 points; 5 has played 2 matches, 4 only 1: the PAB goes to 5 (3.4.3).
    s = state([player(1, 1, played=2), player(2, 1, played=2), player(3, 1, played=2),
               player(4, 0, played=1), player(5, 0, played=2)])
    reference = pair(s)
    assert reference.pab == 5
    findings = audit(DOUBLE_SWISS, s, pairing([(1, 2), (3, 5)], pab=4), reference)
    assert (findings[0].verdict, findings[0].article) == ("WORSE", "Double-Swiss 3.4.3")
    assert findings[0].message == (
        "the pairing-allocated bye: 4 with 1 matches played in the published pairing; 5 with 2 in the rules' pairing"
    )


def test_1_4_a_pab_with_an_even_number_of_players_is_a_violation() -> None:
    s = state([player(1, 1), player(2, 1), player(3, 0), player(4, 0)])
    findings = audit(DOUBLE_SWISS, s, pairing([(1, 2)], pab=3), pair(s))
    assert [(f.verdict, f.article, f.message) for f in findings] == [
        ("VIOLATION", "Double-Swiss 1.4",
         "a pairing-allocated bye to 3 although the number of players to pair (4) is even"),
    ]


def test_c1_a_prohibited_pair_is_named_as_such() -> None:
    s = state([player(1, 1), player(2, 1), player(3, 0), player(4, 0)])
    s = s.model_copy(update={"players": tuple(
        p.model_copy(update={"forbidden": frozenset({3 - p.tpn})}) if p.tpn in (1, 2) else p for p in s.players
    )})
    findings = audit(DOUBLE_SWISS, s, pairing([(1, 2), (3, 4)]), pair(s))
    assert [(f.verdict, f.criterion, f.message) for f in findings] == [
        ("VIOLATION", "C1", "C1: 1 and 2 may not be paired (prohibited pairing, 260/XXP)"),
    ]


def test_colours_4_3_3_and_4_3_4_reasons() -> None:
    s = state([player(1, 2, colours="wb"), player(2, 2, colours="bb"), player(3, 1, colours="w"),
               player(4, 1, colours="bw"), player(5, 0), player(6, 0, colours="b")])
    by = {p.tpn: p for p in s.players}
    call = colour_reason(s, by[1], by[4])  # one White each; last colours b (1) and w (4) differ
    assert (call.white, call.label, call.article) == (1, "4.3.3", "Double-Swiss 4.3.3")
    assert call.reason == ("equal Whites (1); the most recent time one had White and the other Black, "
                           "1 had Black and 4 White: both alternate")
    call = colour_reason(s, by[1], by[3])  # w b against w: compared from the end, b/w differ first
    assert (call.white, call.label, call.article) == (1, "4.3.3", "Double-Swiss 4.3.3")
    call = colour_reason(s, by[2], by[6])  # no White each, histories bb and b agree from the end
    assert (call.white, call.label) == (2, "4.3.4")
    assert call.reason == ("equal Whites (0) and no match where one had White and the other Black; the "
                           "higher-ranked 2 alternates from its last colour (Black)")


def test_colours_4_3_5_the_hrp_without_a_colour() -> None:
    # 1 has never played (newcomer, no White) and 2 had Black once: equal Whites (0), no
    # differing match, the HRP 1 has no colour: 2 alternates from Black and gets White.
    s = state([player(1, 1), player(2, 0, colours="b")])
    by = {p.tpn: p for p in s.players}
    call = colour_reason(s, by[1], by[2])
    assert (call.white, call.black, call.label) == (2, 1, "4.3.5")
    assert call.reason == "the higher-ranked 1 has no colour yet; 2 alternates from its last colour (Black)"


def legal_round_pairings(s: DoubleSwissState) -> Iterator[Pairing]:
    """Every complete round-pairing complying with C1 and C2, colours by art. 4 (3.3.1)."""
    players = {p.tpn: p for p in s.players}
    rnd = RoundGraph(entrants(s))

    def matchings(free: frozenset[int]) -> Iterator[tuple[tuple[int, int], ...]]:
        if not free:
            yield ()
            return
        a = min(free)
        for b in sorted(rnd.adj[a] & free):
            for rest in matchings(free - {a, b}):
                yield ((a, b),) + rest

    everyone = frozenset(players)
    pabs: list[int | None] = [None] if len(everyone) % 2 == 0 else [t for t in sorted(everyone) if players[t].pab_eligible]
    for pab in pabs:
        for pairs in matchings(everyone - {pab} if pab is not None else everyone):
            boards = []
            for a, b in pairs:
                d = allocate(players[a], players[b], s.initial_colour)
                boards.append((d.white, d.black))
            yield pairing(boards, pab, s.round)


def check_every_alternative(s: DoubleSwissState) -> None:
    """Against the rules' round, no legal round is BETTER or unexplained; C4/C5 agree with the literal 3.5.2."""
    try:
        reference = pair(s)
    except PairingImpossible:
        return
    rules = core_rules(s)
    rnd = RoundGraph(rules.entrants)
    literal = LiteralRound(rules.entrants)
    for published in islice(legal_round_pairings(s), 300):
        findings = audit(DOUBLE_SWISS, s, published, reference)
        if published.as_set() == reference.as_set() and published.pab == reference.pab:
            assert findings == ()
            continue
        assert findings, f"no finding for {published} against {reference}"
        verdicts = {f.verdict for f in findings}
        assert verdicts <= {"WORSE", "DIVERGES", "COLOURS"}, f"{findings} for {published} against {reference}"
        main = findings[0]
        if main.criterion in ("C4", "C5", "C6", "C7") or main.article == "Double-Swiss 3.5.4":
            free = frozenset(rnd.by_tpn) - {published.pab}
            for step, ref_step in zip(stages(rnd, published), stages(rnd, reference)):
                if step.upfloaters != ref_step.upfloaters:
                    break
                free -= set(step.residents) | set(step.upfloaters)
            compliant = literal.candidate_sets(frozenset(step.residents), free - set(step.residents))
            assert ref_step.upfloaters in compliant
            assert (step.upfloaters in compliant) == (main.criterion not in ("C4", "C5")), (
                f"{main.message}: literal C4/C5-compliant sets {compliant}")


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(double_swiss_states(max_players=8))
def test_no_legal_round_is_better_than_the_rules_and_c4_c5_agree_with_the_literal(s: DoubleSwissState) -> None:
    check_every_alternative(s)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(double_swiss_states(max_players=9))
def test_no_legal_round_is_better_on_2000_random_states(s: DoubleSwissState) -> None:
    check_every_alternative(s)


def test_explain_3_4_1_a_pab_candidate_that_strands_the_others() -> None:
    # 1 has met 2, 4 and 5: only 3 is left for 1, so the bye to 3 (lowest score, 3.4.2) strands 1
    # (3.4.1); 4 (0.5) had a PAB (C2); 2 (1 point) is next, and 1-3, 4-5 are legal.
    s = state([player(1, 2, met=[2, 4, 5], played=2), player(2, 1, played=2), player(3, 0, played=2),
               player(4, 0.5, pab_ok=False, played=1), player(5, 3, played=2)])
    assert pair(s).pab == 2
    lines = explain(s).splitlines()
    assert lines[:4] == [
        "Double-Swiss round 3 of 5, 5 players",
        "3.4 PAB: 2 (score 1, 2 matches played, TPN 2): the first player eligible under C2 by lowest score "
        "(3.4.2), most matches played (3.4.3) and largest TPN (3.4.4) whose bye leaves a legal pairing (3.4.1)",
        "  3 (score 0, 2 matches played) comes first but leaves no legal pairing of the others (3.4.1, C1)",
        "  not eligible (C2: already a PAB, a match won by forfeit or a full-point bye): 4",
    ]

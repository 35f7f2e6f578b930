"""The Lim text's own examples: the exchange tables of 4.2 and 4.3, the 4.4 example, round one of 7.2
(forty players, both draws) and the round-two order of 8.3."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.models import Colour, Player, RoundEntry, Tournament
from checker.systems.lim.literal import attempts, first_pairing, proposed
from checker.systems.lim.procedure import exchange_order, plan, run, walk
from checker.systems.lim.system import LIM
from checker.trf import loads
from tests.systems.lim.builders import group, met, player, state

SIX = frozenset(range(1, 7))


def test_lim_2_4_proposed_pairings_top_half_against_bottom_half() -> None:
    assert proposed(range(1, 7)) == ((1, 4), (2, 5), (3, 6))
    assert proposed([2, 9, 4, 7]) == ((2, 7), (4, 9))


def test_lim_4_2_the_exchanges_for_player_1_in_a_group_of_six() -> None:
    # 4.2's table: 1 v 4, then 1 v 5 (2 v 4), 1 v 6 (2 v 4, 3 v 5), 1 v 3 (2 v 5, 4 v 6), 1 v 2 (3 v 5, 4 v 6).
    _, ctx = group(6, [(1, 4), (1, 5), (1, 6), (1, 3)])
    tried = [a.proposal for a in attempts(ctx, SIX, "down") if a.player == 1]
    assert tried == [
        ((1, 4), (2, 5), (3, 6)),
        ((1, 5), (2, 4), (3, 6)),
        ((1, 6), (2, 4), (3, 5)),
        ((1, 3), (2, 5), (4, 6)),
        ((1, 2), (3, 5), (4, 6)),
    ]


def test_lim_4_2_the_first_compatible_exchange_is_kept() -> None:
    # "If the pairing 1 v 4 is not compatible ... Player #4 and Player #5 are exchanged": 1 v 5, 2 v 4, 3 v 6.
    _, ctx = group(6, [(1, 4)])
    assert first_pairing(ctx, SIX, (), "down") == ((1, 5), (2, 4), (3, 6))
    assert [(s.player, s.choice, s.article) for s in walk(ctx, SIX, (), "down")] == [
        (1, 5, "Lim 4.2"), (2, 4, "Lim 4.3"), (3, 6, "Lim 4.3")]


def test_lim_4_3_the_exchanges_for_player_2_keep_player_1_compatible() -> None:
    # 1 meets neither 4 nor 5 (4.2), 2 meets none of 3, 4, 5, 6: after #1 found #6, the exchanges for
    # #2 are 4.3's five columns, in order, each a pairing of the six in which #1 stays compatible.
    _, ctx = group(6, [(1, 4), (1, 5), (2, 3), (2, 4), (2, 5), (2, 6)])
    columns: list[tuple[tuple[int, int], ...]] = []
    seen: set[int] = set()
    started = False
    for attempt in attempts(ctx, SIX, "down"):
        started = started or (attempt.player, attempt.opponent) == (1, 6)
        opponent = next(b if a == 2 else a for a, b in attempt.proposal if 2 in (a, b))
        if started and opponent not in seen:
            seen.add(opponent)
            columns.append(attempt.proposal)
    assert columns == [
        ((1, 6), (2, 4), (3, 5)),
        ((1, 6), (2, 5), (3, 4)),
        ((1, 6), (2, 3), (4, 5)),
        ((1, 3), (2, 6), (4, 5)),
        ((1, 2), (3, 5), (4, 6)),
    ]
    # The first complete pairing is the last column: #2 gets #1.
    assert first_pairing(ctx, SIX, (), "down") == ((1, 2), (3, 5), (4, 6))


def test_lim_4_1_2_upward_scrutiny_starts_from_the_last_player() -> None:
    # The mirror image of 4.2: 6 is offered 3, 2, 1, then 4, 5.
    assert exchange_order(range(1, 7), "up") == (6, [3, 2, 1, 4, 5])
    assert exchange_order(range(1, 7), "down") == (1, [4, 5, 6, 3, 2])


def test_lim_4_4_2_an_even_group_floats_player_2_with_the_lowest_numbered_player_left() -> None:
    # 4.4's example: #1 and #2 have played each other and everyone else except #6. The group of six
    # (2 points, above the median 1 of round 3) cannot be paired: #1 keeps #6, #2 floats, and (4.4.2,
    # the group was even) with him the lowest numbered player whose leaving keeps the most pairings: #5.
    opponents = met([(1, 2), (1, 3), (1, 4), (1, 5), (2, 3), (2, 4), (2, 5)])
    top = [player(t, 2, "wb" if t % 2 else "bw", opponents.get(t, ())) for t in range(1, 7)]
    median = [player(t, 1, "wb" if t % 2 else "bw") for t in range(7, 11)]
    trace = run(state(top + median, round_number=3))
    first = trace.groups[0]
    assert first.score == Decimal(2)
    assert first.floaters.unpaired == (2, 5)
    assert sorted(tuple(sorted(p)) for p in first.pairs) == [(1, 6), (3, 4)]
    assert dict(first.destinations) == {2: Decimal(1), 5: Decimal(1)}


def test_lim_4_4_1_an_odd_group_floats_player_2_instead_of_player_7() -> None:
    # The same with a seventh player (no game yet, so as many are due White as Black: 3.2.2 is silent):
    # #7, the lowest numbered, would float to make the group even (3.2.4), but then #2 cannot be
    # paired; #2 is exchanged with the floater and #7 stays (4.4.1). Reading 14 judges each 2.3.4
    # candidate by the floaters his choice produces: #7 would produce #7, #2 and #5, #2 only himself.
    opponents = met([(1, 2), (1, 3), (1, 4), (1, 5), (1, 7), (2, 3), (2, 4), (2, 5), (2, 7)])
    top = [player(t, 2, ("wb" if t % 2 else "bw") if t < 7 else "", opponents.get(t, ())) for t in range(1, 8)]
    median = [player(t, 1, "wb" if t % 2 else "bw") for t in range(8, 13)]
    first = run(state(top + median, round_number=3)).groups[0]
    options = dict(first.floaters.options)
    assert (options[7].count, options[2].count) == (3, 1)
    assert first.floaters.evening == 2 and first.floaters.all == frozenset({2})
    assert (1, 6) in first.pairs and 7 in {t for p in first.pairs for t in p}


def forty(initial: Colour) -> Tournament:
    return Tournament(players=tuple(Player(start_number=s, name=f"P{s}", rating=2700 - 10 * s) for s in range(1, 41)),
                      declared_rounds=9, rounds_source="XXR", initial_colour=initial)


def test_lim_7_2_forty_players_round_one_white_drawn_for_player_1() -> None:
    # "1 v 21, 22 v 2, 3 v 23, 24 v 4, ... 40 v 20", White first.
    pairing = LIM.pair_round(forty("w"), 1)
    expected = {(i, i + 20) if i % 2 else (i + 20, i) for i in range(1, 21)}
    assert pairing.as_set() == expected and pairing.pab is None
    assert {(1, 21), (22, 2), (3, 23), (24, 4), (40, 20)} <= pairing.as_set()


def test_lim_7_2_forty_players_round_one_black_drawn_for_player_1() -> None:
    # "21 v 1, 2 v 22, 23 v 3, 4 v 24 ... 20 v 40".
    pairing = LIM.pair_round(forty("b"), 1)
    expected = {(i + 20, i) if i % 2 else (i, i + 20) for i in range(1, 21)}
    assert pairing.as_set() == expected
    assert {(21, 1), (2, 22), (23, 3), (4, 24), (20, 40)} <= pairing.as_set()


def test_lim_7_1_7_2_odd_number_the_lowest_rated_gets_the_pab_from_a_trf_file() -> None:
    # Nine players read from TRF text with XXC black1: 9 gets the PAB, then 5 v 1 ... with #1 Black.
    lines = ["012 Lim round one", "XXR 5", "XXC black1"]
    lines += [f"001 {s:4d}{'':6}{'Player ' + str(s):<33} {2500 - 50 * s:4d}" for s in range(1, 10)]
    tournament, _ = loads("\n".join(lines) + "\n")
    pairing = LIM.pair_round(tournament, 1)
    assert pairing.pab == 9
    assert pairing.as_set() == {(5, 1), (2, 6), (7, 3), (4, 8)}


def test_lim_8_3_round_two_pairs_1_point_then_0_then_the_median_half_point() -> None:
    assert plan([Decimal(1), Decimal("0.5"), Decimal(0)], Decimal("0.5")) == [
        (Decimal(1), "down"), (Decimal(0), "up"), (Decimal("0.5"), "down")]
    players = [player(t, s, c) for t, s, c in [(1, 1, "w"), (2, 1, "b"), (3, "0.5", "w"), (4, "0.5", "b"),
                                              (5, 0, "w"), (6, 0, "b")]]
    trace = run(state(players, round_number=2))
    assert [(g.score, g.direction, g.median) for g in trace.groups] == [
        (Decimal(1), "down", False), (Decimal(0), "up", False), (Decimal("0.5"), "down", True)]


def test_lim_2_2_groups_above_the_median_downward_below_it_upward_the_median_last() -> None:
    scores = [Decimal(x) for x in ("3", "2.5", "2", "1", "0.5", "0")]
    assert plan(scores, Decimal("1.5")) == [
        (Decimal(3), "down"), (Decimal("2.5"), "down"), (Decimal(2), "down"),
        (Decimal(0), "up"), (Decimal("0.5"), "up"), (Decimal(1), "up"), (Decimal("1.5"), "down")]


@pytest.mark.parametrize("initial", ["w", "b"])
def test_lim_7_2_the_pairing_list_skips_absent_players(initial: Colour) -> None:
    # Reading 10 (docs/interpretations-lim.md): players present numbered 1, 2, 3, ... in TPN order.
    t = forty(initial)
    away = t.players[2].model_copy(update={"rounds": (RoundEntry(round=1, result="Z"),)})  # #3 known absent
    pairing = LIM.pair_round(t.model_copy(update={"players": (*t.players[:2], away, *t.players[3:])}), 1)
    # 39 present, 40 gets the PAB; the list 1, 2, 4, ..., 20 | 21, ..., 39: 4 is number 3 (odd).
    assert pairing.pab == 40 and 3 not in {x for p in pairing.pairs for x in (p.white, p.black)}
    mine = "w" if initial == "w" else "b"
    expected = [(1, 21, mine), (2, 22, "b" if mine == "w" else "w"), (4, 23, mine), (20, 39, mine)]
    for top, bottom, colour in expected:
        assert ((top, bottom) if colour == "w" else (bottom, top)) in pairing.as_set()

"""The fast walk (matchings) must pair every small random round exactly as the literal walk does: same
pairs, same bye, same steps (the level, exchange and transposition of every bracket), or both find no
pairing (C.13). The procedure C.1-C.14 is the same code; what differs is how each walks C.6-C.8."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings

from checker.errors import PairingImpossible
from checker.systems.dutch_procedural.edition import EDITION_2012, with_closeness
from checker.systems.dutch_procedural.literal import literal_choice
from checker.systems.dutch_procedural.procedure import Walker, build_group, group_ladder, pair_round, score_groups
from checker.systems.dutch_procedural.rules import rules_for
from checker.systems.dutch_procedural.groups import Group
from checker.systems.dutch_procedural.rules import Level, Rules
from checker.systems.dutch_procedural.search import closest, closest_down, first_choice
from checker.systems.dutch_procedural.state import RatingState
from tests.systems.dutch_procedural.strategies import round_states

Steps = tuple[tuple[object, ...], ...] | str


def steps(st: RatingState, walker: Walker) -> Steps:
    """Every bracket's pairs, leftovers, level, exchange and transpositions, or "impossible"."""
    try:
        result = pair_round(st, walker)
    except PairingImpossible:
        return "impossible"
    return tuple((b.index, b.choice.all_pairs, b.down, b.choice.level.index, b.choice.exchange, b.choice.prefix,
                  b.choice.h_prefix) for b in result.brackets) + ((result.bye,),)


def describe(st: RatingState) -> str:
    lines = [f"round {st.round} of {st.total_rounds}"]
    for p in st.players:
        floats = "".join({"down": "d", "up": "u", None: "-"}[f] for f in p.floats)
        lines.append(f"  {p.tpn}: {p.score} {''.join(p.colours) or '-'} floats {floats} met {sorted(p.opponents)} "
                     f"bye ok {p.pab_eligible}")
    return "\n".join(lines)


def agree(st: RatingState) -> None:
    fast, literal = steps(st, first_choice), steps(st, literal_choice)
    assert fast == literal, f"fast {fast}\nliteral {literal}\n{describe(st)}"


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(round_states())
def test_fast_walk_equals_literal_walk_on_300_small_rounds(st: RatingState) -> None:
    agree(st)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(max_players=9))
def test_fast_walk_equals_literal_walk_on_2000_small_rounds(st: RatingState) -> None:
    agree(st)


@settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(edition=EDITION_2012))
def test_dutch_2012_fast_walk_equals_literal_walk_on_300_small_rounds(st: RatingState) -> None:
    """Dutch 2012 C.10 (X and Z shared by S1 and the remainder, floats back with each X): same choices."""
    agree(st)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(max_players=9, edition=EDITION_2012))
def test_dutch_2012_fast_walk_equals_literal_walk_on_2000_small_rounds(st: RatingState) -> None:
    agree(st)


JOINED = EDITION_2012.model_copy(update={"joined_floats": True})
"""2012 with the joined players' floats judged while pairing (G1a, ``Edition.joined_floats``; off in the
2012 reading since item 16): the machinery stays tested."""


def agree_merged(st: RatingState) -> None:
    """Every player of the round in one merged lowest bracket (2012 C.13): those of the highest score moved
    down into it (S1, while fewer than half), the rest its own, those above its lowest score joined
    (``Group.joined``: paired below their score they float down, A.4, B.5, B.6). At every level of its
    ladder the two walks make the same choice, or neither finds one."""
    rules = rules_for(st)
    top = max(p.score for p in st.players)
    movers = rules.ordered(p.tpn for p in st.players if p.score == top)
    residents = rules.ordered(p.tpn for p in st.players if p.score != top)
    group = build_group(rules, movers, residents, True)
    for level in group_ladder(rules, group):
        fast, literal = first_choice(rules, group, level), literal_choice(rules, group, level)
        assert fast == literal, f"{level.step} {level.words}: fast {fast}\nliteral {literal}\n{describe(st)}"


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(min_players=4, max_players=7, edition=JOINED))
def test_dutch_2012_merged_bracket_fast_walk_equals_literal_walk_at_every_level(st: RatingState) -> None:
    """Dutch 2012 A.4 with C.13: a joined player's downfloat counted alike by both walks (150 rounds)."""
    agree_merged(st)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(min_players=4, max_players=8, edition=JOINED))
def test_dutch_2012_merged_bracket_fast_walk_equals_literal_walk_at_every_level_1000(st: RatingState) -> None:
    agree_merged(st)


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(edition=with_closeness(EDITION_2012, "pairs")))
def test_dutch_2012_a11_closeness_pair_by_pair_fast_walk_equals_literal_walk(st: RatingState) -> None:
    """Dutch 2012 A.11 / B.3 read pair by pair (the experiment of issue 29): both walks take the closest."""
    agree(st)


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(edition=with_closeness(EDITION_2012, "pairs-dropped")))
def test_dutch_2012_a11_closeness_at_dropped_levels_fast_walk_equals_literal_walk(st: RatingState) -> None:
    """Dutch 2012 C.10 "minimum number of pairs" counted among choices equally close (A.11): same choices."""
    agree(st)


MERGED_FIRST = with_closeness(EDITION_2012, "merged-first")
"""2012 A.11's closeness before C.10's steps in C.13's merged bracket (issue 29, G1)."""


def merged_group(st: RatingState) -> tuple[Rules, Group]:
    """Every player of the round in one merged lowest bracket, as ``agree_merged`` builds it."""
    rules = rules_for(st)
    top = max(p.score for p in st.players)
    movers = rules.ordered(p.tpn for p in st.players if p.score == top)
    residents = rules.ordered(p.tpn for p in st.players if p.score != top)
    return rules, build_group(rules, movers, residents, True)


def least_by_trying_every_pairing(rules: Rules, group: Group, level: Level, pair_weight: Callable[[int, int], int],
                                  left_weight: Callable[[int], int]) -> int | None:
    """The least total weight over every pairing of the group at ``level``, by trying them all (a test may
    enumerate; the engine may not): S1 all paired with S2, ``pairs_wanted`` pairs, each player left over
    allowed to be (moved down, or the bye); a pair weighs ``pair_weight``, a player left over ``left_weight``."""
    first = set(group.s1)
    best: int | None = None

    def walk(rest: tuple[int, ...], pairs: int, total: int) -> None:
        nonlocal best
        if not rest:
            if pairs == group.pairs_wanted and (best is None or total < best):
                best = total
            return
        a, others = rest[0], rest[1:]
        if a not in first and rules.leftover_ok(a, level, group.lowest):
            walk(others, pairs, total + left_weight(a))
        for i, b in enumerate(others):
            if not (a in first and b in first) and rules.pair_ok(a, b, level) \
                    and rules.joined_ok(a, b, level, group.joined):
                walk(others[:i] + others[i + 1:], pairs + 1, total + pair_weight(a, b))

    walk(group.members, 0, 0)
    return best


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(min_players=4, max_players=7, edition=MERGED_FIRST))
def test_dutch_2012_a11_closeness_before_c10_fast_walk_equals_literal_walk_in_the_merged_bracket(
        st: RatingState) -> None:
    """Dutch 2012 A.11 before C.10 (``merged-first``, issue 29 G1): at every level of the merged bracket's
    ladder both walks take the same choice among the closest, and the matching's closest sum is the least
    of every pairing tried one by one."""
    rules, group = merged_group(st)
    levels = group_ladder(rules, group)
    if levels and levels[-1].close:
        least = least_by_trying_every_pairing(rules, group, levels[-1], rules.close_weight, lambda _: 0)
        assert closest(rules, group, levels[-1]) == least, describe(st)
    agree_merged(st)


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(edition=MERGED_FIRST))
def test_dutch_2012_a11_closeness_before_c10_fast_walk_equals_literal_walk_on_small_rounds(st: RatingState) -> None:
    """Dutch 2012 A.11 before C.10 (``merged-first``): the whole round, C.12 and C.13 included, alike."""
    agree(st)


@settings(max_examples=400, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(round_states(min_players=4, max_players=8, edition=EDITION_2012))
def test_dutch_2012_b3_players_moved_down_closest_is_the_least_of_every_pairing(st: RatingState) -> None:
    """Dutch 2012 B.3 for the players moved down (``down_first``, issue 29 G2): the top score group moved
    down into the second, the third the next bracket; the matching's closest sum of the weights of the
    players it moves down is the least of every pairing tried one by one, the ladder is bound to it (or
    left as it is where every choice moves down the same scores), and both walks take the same choice at
    every level."""
    rules = rules_for(st)
    groups = score_groups(rules)
    if len(groups) < 3:
        return
    group = build_group(rules, groups[0][1], groups[1][1], False)
    levels = group_ladder(rules, group)
    probe = replace(levels[-1], next_half=int(groups[2][0] * 2), down_cap=0)
    least = least_by_trying_every_pairing(rules, group, probe, lambda _a, _b: 0,
                                          lambda a: rules.down_weight(a, probe))
    assert closest_down(rules, group, probe) == least, describe(st)
    first = set(group.s1)
    trivial = len({rules.score(t) for t in group.members if t not in first}) < 2 \
        or len(group.members) == 2 * group.pairs_wanted
    assert levels[-1].down_cap == (None if trivial else least)
    for level in levels:
        fast, literal = first_choice(rules, group, level), literal_choice(rules, group, level)
        assert fast == literal, f"{level.step} {level.words}: fast {fast}\nliteral {literal}\n{describe(st)}"

"""The round graph keeps C1 and C3 as small barred sets and barrier labels (issue 34: no n^2 sets per
round); what it answers must be the definition: Dubov C1 (2.1.1, both ways) and C3 (2.1.3)."""

from __future__ import annotations

from itertools import combinations

from hypothesis import HealthCheck, given, settings

from checker.systems.dubov.round import round_graph
from checker.systems.dubov.state import DubovPlayer, DubovState
from checker.systems.top_scoregroup.procedure import Entrant, RoundGraph, greedy_pairs
from tests.systems.dubov.strategies import dubov_states


def may_meet(a: DubovPlayer, b: DubovPlayer) -> bool:
    """C1 (never met, not forbidden, either way) and C3 (not the same absolute colour preference)."""
    if a.tpn == b.tpn or b.tpn in a.opponents | a.forbidden or a.tpn in b.opponents | b.forbidden:
        return False
    both_absolute = a.preference_strength == b.preference_strength == "absolute"
    return not (both_absolute and a.preference == b.preference)


def pairable(vertices: frozenset[int], ok: set[frozenset[int]]) -> bool:
    """Brute force: the vertices have a perfect matching on the pairs ``ok`` (small sets only)."""
    if not vertices:
        return True
    first = min(vertices)
    return any(frozenset((first, u)) in ok and pairable(vertices - {first, u}, ok) for u in vertices - {first})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(dubov_states(min_to_pair=2, max_to_pair=10))
def test_dubov_c1_c3_round_graph_is_the_definition(state: DubovState) -> None:
    rnd = round_graph(state)
    players = {p.tpn: p for p in state.players}
    everyone = frozenset(players)
    ok = {frozenset((a, b)) for a, b in combinations(players, 2) if may_meet(players[a], players[b])}
    for a in players:
        expected = {b for b in players if frozenset((a, b)) in ok}
        assert {b for b in players if b in rnd.adj[a]} == expected
        assert list(rnd.adj[a]) == sorted(expected)  # iterated by TPN
        assert len(rnd.adj[a]) == len(expected)
        assert rnd.adj[a] & everyone == expected and everyone & rnd.adj[a] == expected
    # A legal pairing exactly when one exists (the C4 test behind the PAB and every bracket).
    for size in (len(everyone) - len(everyone) % 2, len(everyone) - 1 - len(everyone) % 2):
        part = frozenset(sorted(everyone)[:size])
        found = rnd.perfect(part)
        assert (found is not None) == pairable(part, ok)
        if found is not None:
            assert all(frozenset((a, b)) in ok for a, b in found.items())


def test_dubov_c3_same_absolute_preference_is_a_barrier_not_a_list() -> None:
    """Two entrants with one barrier label may not meet; the label stays out of ``incompatible``."""
    rnd = RoundGraph([Entrant(tpn=1, score=0, barrier="C3 w"), Entrant(tpn=2, score=0, barrier="C3 w"),
                      Entrant(tpn=3, score=0, barrier="C3 b"), Entrant(tpn=4, score=0, incompatible=frozenset({3}))])
    assert 2 not in rnd.adj[1] and 1 not in rnd.adj[2]
    assert 3 in rnd.adj[1] and 4 in rnd.adj[1]
    assert 4 not in rnd.adj[3] and 3 not in rnd.adj[4]  # C1 both ways
    assert rnd.perfect({1, 2, 3, 4}) == {1: 4, 4: 1, 2: 3, 3: 2} or rnd.perfect({1, 2, 3, 4}) == {1: 3, 3: 1, 2: 4, 4: 2}
    assert rnd.perfect({1, 2}) is None


def test_greedy_warm_start_is_a_legal_matching() -> None:
    """The greedy start only pairs vertices that may meet and never pairs one vertex twice."""
    rnd = RoundGraph([Entrant(tpn=t, score=0, barrier="C3 w" if t % 3 == 0 else "",
                              incompatible=frozenset({t + 1}) if t % 2 else frozenset()) for t in range(1, 41)])
    mate = greedy_pairs(rnd.adj, range(1, 41))
    assert all(mate[mate[v]] == v and mate[v] in rnd.adj[v] for v in mate)
    assert len(mate) >= 36

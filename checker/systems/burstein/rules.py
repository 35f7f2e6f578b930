"""What a Burstein round fixes before its brackets: compatibility (C1-C3), completion (C4), the PAB (3.1), the scoregroups.

Players become vertices 0..n-1 in the state's order (pairing score descending, then the ranking
order of 1.8). The pairing-allocated bye is assigned first (1.9.2, 3.1): the first PAB-eligible player
(C2) by lowest score (3.1.3), most games played (3.1.4) and lowest ranking (3.1.5) whose absence
leaves a complete pairing of the others (3.1.2, C4). The scoregroups are then formed from the
players still to be paired.
"""

from __future__ import annotations

from decimal import Decimal

from checker.errors import PairingImpossible
from checker.matching import max_cardinality_matching
from checker.models import Frozen
from checker.systems.burstein.state import BursteinPlayer, BursteinState


class RoundData(Frozen):
    """The players of a Burstein round and what never changes while its brackets are paired."""

    players: tuple[BursteinPlayer, ...]
    """Vertex -> player: pairing score descending, then Burstein 1.8."""
    scores: tuple[Decimal, ...]
    """Pairing score (score + virtual points) of each vertex: it makes the scoregroups (1.2.1, Baku 1.5)."""
    adjacency: tuple[frozenset[int], ...]
    """Compatible opponents of each vertex: C1 (no rematch, no 260/XXP pair) and C3."""
    pab: int | None
    """The vertex that receives the pairing-allocated bye (3.1), None for an even number of players."""
    groups: tuple[tuple[int, ...], ...]
    """Scoregroups of the players to pair once the PAB is assigned (1.2.1), descending, each in 1.8 order."""
    witness: dict[int, int]
    """A complete pairing of every vertex but the PAB (C4 holds)."""


def complete(adjacency: tuple[frozenset[int], ...], vertices: frozenset[int] | set[int],
             hint: dict[int, int] | None = None) -> dict[int, int] | None:
    """C4: a pairing of all ``vertices`` that complies with C1-C3, or None."""
    if len(vertices) % 2:
        return None
    # Each vertex's whole neighbour set: the matching reads only the neighbours among the graph's
    # vertices (the keys), so intersecting every set with ``vertices`` first is not needed.
    graph = {v: adjacency[v] for v in vertices}
    mate = max_cardinality_matching(graph, hint)
    return mate if len(mate) == len(vertices) else None


def pab_key(player: BursteinPlayer) -> tuple[Decimal, int, Decimal, Decimal, int]:
    """Burstein 3.1.3-3.1.5 as a sort key, the first the one to get the PAB: lowest score, most games
    played, lowest ranking by 1.8 (lowest Index, then highest TPN)."""
    return (player.pairing_score, -player.games_played, player.buchholz, player.sonneborn_berger, -player.tpn)


def adjacency_of(players: tuple[BursteinPlayer, ...]) -> tuple[frozenset[int], ...]:
    """C1 (Basic Rules 2, and 260/XXP prohibitions) and C3 (no exception: Burstein has no topscorers)
    between every two vertices: everyone but the player, those either of the two bars (by TPN) and,
    for an absolute preference, those with the same one; by set differences, not pair by pair."""
    n = len(players)
    vertex = {p.tpn: v for v, p in enumerate(players)}
    barred: list[set[int]] = [{v} for v in range(n)]
    for i, p in enumerate(players):
        for tpn in p.opponents | p.forbidden:
            j = vertex.get(tpn)
            if j is not None:
                barred[i].add(j)
                barred[j].add(i)
    absolute: dict[object, set[int]] = {}
    for i, p in enumerate(players):
        if p.preference_strength == "absolute" and p.preference is not None:
            absolute.setdefault(p.preference, set()).add(i)
    everyone = frozenset(range(n))
    # One set difference per player from a set made once per absolute preference (issue 34: two
    # differences of the whole field per player were 0.05-0.1 s a round at 1,600 players).
    allowed = {colour: everyone - group for colour, group in absolute.items()}
    out = []
    for i, p in enumerate(players):
        pool = allowed[p.preference] if p.preference_strength == "absolute" and p.preference is not None else everyone
        out.append(pool - barred[i])
    return tuple(out)


def round_data(state: BursteinState) -> RoundData:
    """The round's vertices, compatibility, PAB (3.1) and scoregroups; PairingImpossible (1.9.3) when no
    complete round-pairing exists."""
    players = tuple(sorted(state.players, key=lambda p: (-p.pairing_score, p.rank_key)))
    n = len(players)
    adjacency = adjacency_of(players)
    everyone = frozenset(range(n))
    base = max_cardinality_matching({v: adjacency[v] for v in everyone})
    pab: int | None = None
    witness: dict[int, int] | None = None
    if n % 2 == 0:
        witness = complete(adjacency, everyone, base)
        if witness is None:
            raise PairingImpossible("Burstein 1.9.3: no round-pairing complies with C1-C3 (1.9.1)")
    else:
        for v in sorted((v for v in everyone if players[v].pab_eligible), key=lambda v: pab_key(players[v])):
            hint = {a: b for a, b in base.items() if v not in (a, b)}
            witness = complete(adjacency, everyone - {v}, hint)
            if witness is not None:
                pab = v
                break
        if witness is None:
            raise PairingImpossible("Burstein 1.9.3: no PAB-eligible player (C2) leaves a complete pairing of "
                                    "the others (3.1.2)")
    scores = tuple(p.pairing_score for p in players)
    groups: list[tuple[int, ...]] = []
    for v in range(n):
        if v == pab:
            continue
        if groups and scores[groups[-1][0]] == scores[v]:
            groups[-1] += (v,)
        else:
            groups.append((v,))
    return RoundData(players=players, scores=scores, adjacency=adjacency, pab=pab, groups=tuple(groups),
                     witness=witness)


def bsn_order(data: RoundData, members: tuple[int, ...] | list[int] | set[int]) -> tuple[int, ...]:
    """Burstein 4.1: a bracket's players in BSN order, the ranking order of 1.8 (scores play no part)."""
    return tuple(sorted(members, key=lambda v: data.players[v].rank_key))

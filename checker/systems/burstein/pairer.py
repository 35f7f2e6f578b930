"""The Burstein reference pairer after the seeding rounds (C.04.4.2, 2026): polynomial, never enumerating.

1.9.2: the PAB first (3.1, ``rules.round_data``), then bracket by bracket from the top scoregroup
down. A bracket's pairing is "the first pairing in the order of 4.3 that complies best with C1-C8"
(3.2.2): C4-C8 are digits of one integer weight per pair (``criteria``) and the 4.3 order is
decided among their optima by tie-break tiers on the optimum's support (``tiers``), so one exact
lexicographic maximum-weight matching returns it (the 4.3 digits packed into the weight give the
same pairing, ``packed``, but their width, m·log2(m) bits, made large brackets slow). The solve spans the bracket and the next
scoregroup (whose pairs carry C7); the players below are then checked for completion (C4) with a
cardinality matching, and only when that fails is the bracket solved again over every unpaired
player with completion forced by a leading digit. The local answer, when completable, is the
global one: its C7 value is reached, and no other pairing can do better than its local value.
"""

from __future__ import annotations

from checker.errors import InternalError
from checker.matching import EdgeLists, lexicographic_matching, max_weight_matching
from checker.models import Pair, Pairing
from checker.systems.burstein.colours import allocate, unmet_preferences
from checker.systems.burstein.criteria import Bracket, Pairs, pair_weights
from checker.systems.burstein.rules import RoundData, bsn_order, complete, round_data
from checker.systems.burstein.state import BursteinState
from checker.systems.burstein.tiers import order_tier
from checker.collector import without_cycle_collection


def bracket_of(data: RoundData, group: int, incoming: tuple[int, ...], free: frozenset[int]) -> Bracket:
    """The bracket of scoregroup ``group`` with the incoming floaters (1.2.2)."""
    residents = data.groups[group]
    nxt = data.groups[group + 1] if group + 1 < len(data.groups) else ()
    return Bracket(score=data.scores[residents[0]], incoming=incoming, residents=residents,
                   members=bsn_order(data, (*incoming, *residents)), next_group=nxt, free=free)


def own_pairs(bracket: Bracket, mate: dict[int, int], data: RoundData) -> Pairs:
    """The pairs of a matching inside the bracket, (higher ranked, lower ranked), sorted."""
    members = set(bracket.members)
    rank = {v: i for i, v in enumerate(bracket.members)}
    pairs = {tuple(sorted((v, mate[v]), key=rank.__getitem__)) for v in bracket.members if mate.get(v, -1) in members}
    return tuple(sorted((a, b) for a, b in pairs))


def best_first(data: RoundData, bracket: Bracket, vertices: frozenset[int], full: bool,
               packed: bool = False) -> dict[int, int]:
    """The best matching over ``vertices`` on C4-C8, the first in the 4.3 order among those: 4.3 as
    tiers (``order_tier``), or as weight digits with ``packed`` (tests compare the two)."""
    # Edge weights over ``vertices``: the bracket's own pairs, the following bracket's pairs, and (full)
    # every other compatible pair with the completion digit only; the 4.3 digits only when packed.
    members = frozenset(bracket.members)
    side = members | frozenset(bracket.next_group)
    weigh = pair_weights(data, bracket, full, packed)
    if packed:
        return max_weight_matching(weigh.edges(vertices, data.adjacency, members, side, full))
    # As lists (no dict of every pair, issue 34), solved from a warm start (PairWeights.start).
    weights = EdgeLists(*weigh.edge_lists(vertices, data.adjacency, members, side, full))
    start = weigh.start(vertices, data.adjacency, bracket.members, side, full)
    # warm: the C4-C8 solve from PairWeights.start, each 4.3 piece from the last optimum (issue 34); the
    # pairing reads only what 4.3 decides (another tied optimum may come out: test_burstein_tie_path)
    return lexicographic_matching(weights, [order_tier(bracket.members, len(data.players))], warm=True,
                                  start=start)


def solve(data: RoundData, bracket: Bracket, hint: dict[int, int], shortcut: bool = True,
          packed: bool = False) -> tuple[Pairs, dict[int, int]]:
    """3.2: the bracket's pairing (first in the 4.3 order among the best on C5-C8), and a completion of
    every free player with it (the best following bracket, C7). Without ``shortcut`` the bracket is
    always solved over every unpaired player (tests compare the two); ``packed``: see :func:`best_first`."""
    if shortcut:
        local = frozenset(bracket.members) | frozenset(bracket.next_group)
        mate = best_first(data, bracket, local, False, packed)
        exported = {v for v in local if v not in mate}
        rest = complete(data.adjacency, (bracket.free - local) | exported, hint)
        if rest is not None:
            return own_pairs(bracket, mate, data), {**mate, **rest}
    mate = best_first(data, bracket, bracket.free, True, packed)
    if len(mate) != len(bracket.free):
        raise InternalError("Burstein C4: completion lost while pairing a bracket")
    return own_pairs(bracket, mate, data), mate


def walk(state: BursteinState, shortcut: bool = True,
         packed: bool = False) -> tuple[RoundData, tuple[tuple[Bracket, Pairs], ...]]:
    """Pair the round bracket by bracket (1.9.2): the round's data and every bracket with its pairs
    (``shortcut``, ``packed``: see :func:`solve`)."""
    data = round_data(state)
    free = frozenset(v for v in range(len(data.players)) if v != data.pab)
    hint = data.witness
    incoming: tuple[int, ...] = ()
    out: list[tuple[Bracket, Pairs]] = []
    for group in range(len(data.groups)):
        bracket = bracket_of(data, group, incoming, free)
        pairs, hint = solve(data, bracket, hint, shortcut, packed)
        out.append((bracket, pairs))
        paired = {v for p in pairs for v in p}
        free = free - paired
        incoming = tuple(v for v in bracket.members if v not in paired)
    if incoming:
        raise InternalError(f"Burstein 1.9.1: players left unpaired after the last bracket: {incoming}")
    return data, tuple(out)


def pairing(state: BursteinState, data: RoundData, pairs: Pairs) -> Pairing:
    """Colours by 5.2, boards sorted as General Handling 3.6 recommends (players by TPN)."""
    boards = []
    for a, b in pairs:
        white, black = allocate(data.players[a], data.players[b], state.initial_colour)
        higher = data.players[a]
        key = (-max(white.pairing_score, black.pairing_score), -(white.pairing_score + black.pairing_score),
               higher.tpn)
        boards.append((key, Pair(white=white.tpn, black=black.tpn)))
    boards.sort(key=lambda board: board[0])
    pab = None if data.pab is None else data.players[data.pab].tpn
    return Pairing(round=state.round, pairs=tuple(b for _, b in boards), pab=pab)


@without_cycle_collection
def pair(state: BursteinState) -> Pairing:
    """Pair a round after the seeding rounds by the Burstein System; PairingImpossible if 1.9.3 applies.
    The cyclic collector is paused meanwhile (as for a Dubov round, ``checker/collector.py``: issue 34, a
    1,600-player round makes millions of short-lived tuples and its passes walked the round's
    compatibility sets again and again, about 0.1 s a round; the same pairing)."""
    data, brackets = walk(state)
    return pairing(state, data, tuple(p for _, ps in brackets for p in ps))


def best_below(data: RoundData, bracket: Bracket, pairs: Pairs) -> dict[int, int] | None:
    """The best completion of the players a bracket pairing leaves (C7: its following bracket at best), or
    None when they cannot all be paired (C4)."""
    paired = {v for p in pairs for v in p}
    rest = bracket.free - paired
    side = (rest & frozenset(bracket.members)) | frozenset(bracket.next_group)
    weigh = pair_weights(data, bracket, True, False)
    weights: dict[tuple[int, int], int] = {}
    for a in rest:
        for b in data.adjacency[a] & rest:
            if a < b:
                weights[(a, b)] = weigh.next(a, b) if a in side and b in side else weigh.card
    mate = max_weight_matching(weights)
    return mate if len(mate) == len(rest) else None

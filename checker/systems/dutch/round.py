"""What a Dutch round fixes before any bracket is paired, and the completion test (C4).

Players in Dutch 1.2 order become vertices 0..n-1 (rank index); ``BYE`` is one more vertex
when the number of players is odd (the PAB, 1.5). Compatibility is C1 and C3; the PAB
candidates are fixed once for the round by C2 and C5.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Set as AbstractSet
from decimal import Decimal

from checker.matching import max_cardinality_matching
from checker.models import Colour, Frozen
from checker.systems.dutch.state import DutchPlayer, DutchState
from checker.errors import PairingImpossible

BYE = -1
"""Vertex standing for the pairing-allocated bye (Dutch 1.5) when the number of players is odd."""


class RoundData(Frozen):
    """The players of the round in Dutch 1.2 order and what never changes while pairing it."""

    players: tuple[DutchPlayer, ...]
    scores: tuple[Decimal, ...]
    """Pairing score (score + acceleration) of each vertex, by rank index."""
    groups: tuple[tuple[int, ...], ...]
    """Scoregroups (1.3.1) in descending score order, each a tuple of rank indices."""
    adjacency: tuple[frozenset[int], ...]
    """Compatible opponents of each vertex: C1 (no rematch, no 260/XXP pair) and C3."""
    bye_candidates: frozenset[int]
    """C2 + C5: PAB-eligible players whose score is the lowest a complete pairing allows."""
    c9_value: dict[int, int]
    """C9: for a bye candidate, (most unplayed games among candidates) - own unplayed games."""
    initial_colour: Colour
    preferences: tuple[Colour | None, ...]
    """Each vertex's colour preference (Dutch 1.7), by rank index."""
    colour_history: tuple[int, ...]
    """Each vertex's colour history as a number: equal for players whose preference, its strength,
    colour difference and played colours are equal (the colour rules 5.2.2-5.2.4 read nothing else)."""
    floated: tuple[frozenset[int], frozenset[int], frozenset[int], frozenset[int]]
    """The vertices who floated down 1 round ago, down 2 rounds ago, up 1 round ago, up 2 rounds ago (1.4)."""
    weighs_pab: bool = True
    """False under an edition without C9 (2017): the PAB is only part of the completion, never weighed."""
    collapses: bool = False
    """The edition pairs by 2017 A.9 (PPB and collapsed last bracket), not by 2026 C4 in every bracket."""

    @property
    def c9_best(self) -> int:
        """The largest C9 value (a PAB assignee with the fewest unplayed games)."""
        return max(self.c9_value.values(), default=0)


class _CompletionGraph(Mapping[int, AbstractSet[int]]):
    """The compatibility graph (C1, C3) on some vertices, with the PAB edges (C2, C5): each vertex's
    neighbours made when first read (a warm-started completion test reads few of them); on every
    player, a vertex's compatible players as they are (issue 34: the round's first completion test
    read 1,600 intersections of 1,600 players that changed nothing)."""

    def __init__(self, data: RoundData, vertices: frozenset[int] | set[int], takers: set[int]) -> None:
        self._adjacency, self._vertices, self._takers = data.adjacency, vertices, takers
        self._order = [v for v in vertices if v != BYE] + ([BYE] if takers else [])
        self._everyone = len(self._order) - bool(takers) == len(data.adjacency)
        self._rows: dict[int, AbstractSet[int]] = {}

    def __getitem__(self, v: int) -> AbstractSet[int]:
        row = self._rows.get(v)
        if row is None:
            if v == BYE:
                row = self._takers
            elif self._everyone:
                row = self._adjacency[v] | {BYE} if v in self._takers else self._adjacency[v]
            else:
                row = self._adjacency[v] & self._vertices
                if v in self._takers:
                    row = row | {BYE}
            self._rows[v] = row
        return row

    def __iter__(self) -> Iterator[int]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)


def complete(data: RoundData, vertices: frozenset[int] | set[int], hint: dict[int, int]) -> dict[int, int] | None:
    """C4 with C2/C5: a complete pairing of ``vertices`` (BYE included when in the set), or None.

    The PAB may only go to a bye candidate. ``hint`` is a matching to warm-start from.
    """
    takers: set[int] = set()
    if BYE in vertices:
        takers = {v for v in data.bye_candidates if v in vertices}
        if not takers:
            return None
    # The hint's pairs that are edges here (C1, C3; the PAB to a candidate), in its order: the matcher
    # need not read their neighbours.
    adjacency = data.adjacency
    start = {v: u for v, u in hint.items() if v in vertices and u in vertices
             and (u in (takers if v == BYE else adjacency[v]) or (u == BYE and v in takers))}
    mate = max_cardinality_matching(_CompletionGraph(data, vertices, takers), start, initial_in_graph=True)
    return mate if len(mate) == len(vertices) else None


def round_data(state: DutchState) -> tuple[RoundData, dict[int, int]]:
    """Order, scoregroups, compatibility and the PAB candidates (C2, C5) of the round.

    Also returns a complete pairing (the C4 witness). Raises PairingImpossible (1.9.3) when
    no complete round-pairing exists.
    """
    players = tuple(sorted(state.players, key=lambda p: (-p.pairing_score, p.tpn)))
    n = len(players)
    scores = tuple(p.pairing_score for p in players)
    groups: list[tuple[int, ...]] = []
    for i in range(n):
        if i == 0 or scores[i] != scores[i - 1]:
            groups.append((i,))
        else:
            groups[-1] = groups[-1] + (i,)
    last = state.is_last_round
    # Compatibility of every pair, by set operations on rank indices: C1 (Basic Rules 2, 260/XXP
    # prohibitions, either player's record barring the other) and C3, two equal absolute
    # preferences, unless the last round's topscorer exception (1.8) applies to one of them.
    index = {p.tpn: i for i, p in enumerate(players)}
    barred: list[set[int]] = [{index[t] for t in p.opponents | p.forbidden if t in index} for p in players]
    for i in range(n):
        for j in barred[i]:
            barred[j].add(i)
    clash: dict[Colour, set[int]] = {}
    for i, p in enumerate(players):
        if p.preference_strength == "absolute" and p.preference is not None and not (last and p.topscorer):
            clash.setdefault(p.preference, set()).add(i)
    everyone = frozenset(range(n))
    adjacency = []
    for i, p in enumerate(players):
        others = everyone - barred[i] - {i}
        if p.preference is not None and i in clash.get(p.preference, set()):
            others -= clash[p.preference]
        adjacency.append(others)
    histories: dict[object, int] = {}
    colour_history = tuple(histories.setdefault((p.preference, p.preference_strength, p.colour_difference, p.colours),
                                                len(histories)) for p in players)
    floats = [p.recent_floats for p in players]
    floated = tuple(frozenset(i for i, f in enumerate(floats) if f[back] == way)
                    for way, back in (("down", 0), ("down", 1), ("up", 0), ("up", 1)))
    # Built from computed values only: no validation (160,000 indices at 400 players).
    base = RoundData.model_construct(
        preferences=tuple(p.preference for p in players),
        colour_history=colour_history,
        floated=floated,
        players=players,
        scores=scores,
        groups=tuple(groups),
        adjacency=tuple(adjacency),
        bye_candidates=frozenset(),
        c9_value={},
        initial_colour=state.initial_colour,
        collapses=state.edition.collapses_last_bracket,
    )
    impossible = state.edition.cite("1.9.3")  # 2017: A.9
    if n % 2 == 0:
        witness = complete(base, everyone, {})
        if witness is None:
            raise PairingImpossible(f"Dutch C4: no round-pairing complies with C1-C3 ({impossible})")
        return base, witness
    eligible = [i for i in range(n) if players[i].pab_eligible]
    hint: dict[int, int] = {}
    if not state.edition.pab_score_criterion:
        # Dutch 2017: no C5 or C9; any PAB-eligible player (C.2) may take the bye, the last
        # bracket's PSD (C.6) and floats (C.12-C.19) decide who does.
        candidates = frozenset(eligible)
        trial = base.model_copy(update={"bye_candidates": candidates})
        witness = complete(trial, everyone | {BYE}, hint)
        if witness is not None:
            return trial.model_copy(update={"c9_value": dict.fromkeys(candidates, 0), "weighs_pab": False}), witness
        raise PairingImpossible(f"Dutch C2/C4: no round-pairing leaves one PAB-eligible player unpaired ({impossible})")
    for score in sorted({scores[i] for i in eligible}):
        # C5: the lowest score whose players can take the PAB in a complete pairing.
        candidates = frozenset(i for i in eligible if scores[i] == score)
        trial = base.model_copy(update={"bye_candidates": candidates})
        witness = complete(trial, everyone | {BYE}, hint)
        if witness is not None:
            most = max(players[i].unplayed_rounds for i in candidates)
            c9 = {i: most - players[i].unplayed_rounds for i in candidates}
            return trial.model_copy(update={"c9_value": c9}), witness
    raise PairingImpossible(f"Dutch C2/C4: no round-pairing leaves one PAB-eligible player unpaired ({impossible})")

"""Dubov 3.2.3-3.2.6, 4.3, 4.4: pairing a bracket whose players are known (residents and upfloaters).

G1 holds the White seekers and G2 the others (3.2.3; in a bracket where nobody has played yet, the
first half by TPN). Pairs always join a G1 player and a G2 player, so the colour criterion C7
depends only on how many players are shifted between the subgroups (3.2.4): a legal pairing of the
bracket with the most pairs joining the smaller subgroup S to the larger L has k pairs inside S and
j inside L; k players of S move over first (3.2.4.1), then j of L (3.2.4.2). Each shift takes the
first set in the middle-out order of 4.3 that can still yield a legal pairing with that many pairs
across: decided one player at a time in that order, each decision checked by an exact matching (a
quick check of the obvious completion first, a weighted matching only when it fails). S1 is G1 by
ARO, then TPN (3.2.5); T2 the first transposition of G2 by TPN that pairs S1 legally (3.2.6, 4.4),
built one S1 player at a time with augmenting paths.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence, Set
from typing import Literal

from checker.errors import InternalError
from checker.matching import max_cardinality_matching, max_weight_matching
from checker.models import Frozen
from checker.systems.dubov.state import DubovPlayer

Group = Literal["G1", "G2"]
Adjacency = Mapping[int, Set[int]]
"""Whom each player may meet (C1, C3): the round graph's neighbour sets."""


class Plan(Frozen):
    """How 3.2.3-3.2.6 pair one bracket: the subgroups, the shifts, S1 and T2 (all TPNs)."""

    all_new: bool
    """Nobody in the bracket has played a game yet: G1 is the first half by TPN (3.2.3)."""
    g1: tuple[int, ...]
    """3.2.3: the initial G1, by TPN."""
    g2: tuple[int, ...]
    smaller: Group
    """The subgroup 3.2.4.1 shifts from (the smaller one, G1 if equal)."""
    first: tuple[int, ...] = ()
    """3.2.4.1: players of the smaller subgroup shifted into the other, in 4.3 order."""
    second: tuple[int, ...] = ()
    """3.2.4.2: players of the larger subgroup shifted into the smaller, in 4.3 order."""
    s1: tuple[int, ...]
    """3.2.5: the final G1 by ascending ARO, then TPN."""
    t2: tuple[int, ...]
    """3.2.6: the transposition of the final G2 paired with S1, position by position."""

    @property
    def pairs(self) -> tuple[tuple[int, int], ...]:
        """S1[i] with T2[i]."""
        return tuple(zip(self.s1, self.t2))

    @property
    def larger(self) -> Group:
        """The subgroup 3.2.4.2 shifts from."""
        return "G2" if self.smaller == "G1" else "G1"


def initial_groups(players: Sequence[DubovPlayer]) -> tuple[tuple[int, ...], tuple[int, ...], bool]:
    """3.2.3: (G1, G2, all_new), each by TPN: White seekers and the others, or the halves by TPN when
    nobody in the bracket has played a game yet."""
    ordered = sorted(players, key=lambda p: p.tpn)
    if not any(p.has_played for p in ordered):
        half = len(ordered) // 2
        return tuple(p.tpn for p in ordered[:half]), tuple(p.tpn for p in ordered[half:]), True
    return (tuple(p.tpn for p in ordered if p.preference == "w"),
            tuple(p.tpn for p in ordered if p.preference != "w"), False)


def middle_out(ordered: Sequence[int]) -> tuple[int, ...]:
    """4.3.3: sequence numbers from the (remaining) middle of the list, the higher position on a tie.

    >>> "".join(middle_out("ABCDEFG"))
    'DCEBFAG'
    """
    rest = list(ordered)
    out = []
    while rest:
        out.append(rest.pop((len(rest) - 1) // 2))
    return tuple(out)


def shifter_order(players: Mapping[int, DubovPlayer], group: Sequence[int]) -> tuple[int, ...]:
    """4.3.1-4.3.3: the possible shifters of a subgroup in sequence-number order.

    White seekers are listed by ascending ARO then TPN, Black seekers by TPN (4.3.2), numbered
    from the middle out (4.3.3).
    """
    def key(t: int) -> tuple[int, int]:
        p = players[t]
        return (p.aro, t) if p.preference == "w" else (0, t)

    return middle_out(sorted(group, key=key))


def s1_order(players: Mapping[int, DubovPlayer], group: Iterable[int]) -> tuple[int, ...]:
    """3.2.5: G1 by ascending ARO, then ascending TPN."""
    return tuple(sorted(group, key=lambda t: (players[t].aro, t)))


def _reaching(a: int, mate: Mapping[int, int], takers: Mapping[int, Sequence[int]],
              done: set[int]) -> dict[int, int]:
    """The S1 players from which an alternating path leads to ``a``: player -> the next one on it.

    ``x -> y`` when x may take y's partner; a path from the owner of b to ``a`` lets ``a`` take b and
    every player on it the next one's partner, the last one ``a``'s (breadth first, ``done`` players
    keep their partners).
    """
    toward: dict[int, int] = {}
    frontier = [a]
    while frontier:
        following: list[int] = []
        for y in frontier:
            for x in takers[mate[y]]:
                if x != a and x not in toward and x not in done:
                    toward[x] = y
                    following.append(x)
        frontier = following
    return toward


def _greedy_first(s1: Sequence[int], g2: Sequence[int], adj: Adjacency) -> tuple[int, ...] | None:
    """Each S1 player in turn takes the smallest TPN of ``g2`` still free that it may meet; None when one
    finds none. When every one finds one, that is the first transposition (4.4): each took the smallest
    TPN it could, and keeping it left the others a legal pairing (the one found). On the nearly complete
    graphs of a Swiss round a player usually meets the first free TPN, so no neighbour set is made
    (issue 34: the sorted sets of every S1 player were a tenth of a large round's check)."""
    free = sorted(g2)
    taken: list[int] = []
    for a in s1:
        near = adj[a]
        for i, b in enumerate(free):
            if b in near:
                taken.append(b)
                del free[i]
                break
        else:
            return None
    return tuple(taken)


def first_transposition(s1: Sequence[int], g2: Sequence[int], adj: Adjacency) -> tuple[int, ...] | None:
    """3.2.6 / 4.4: the first arrangement of ``g2`` (transpositions by ascending TPN) pairing S1[i]
    with T2[i] legally for every i; None when there is none.

    Lexicographically first perfect matching: each S1 player in turn takes the smallest TPN it can
    keep while the players after it can still all be paired: an alternating path from that TPN's
    holder back to it (one breadth-first search per S1 player whose partner changes).
    """
    if len(s1) != len(g2):
        return None
    greedy = _greedy_first(s1, g2, adj)
    if greedy is not None:
        return greedy
    members = frozenset(g2)
    options = {a: sorted(adj[a] & members) for a in s1}
    mate: dict[int, int] = {}
    owner: dict[int, int] = {}

    def augment(a: int, seen: set[int]) -> bool:
        for b in options[a]:
            if b in seen:
                continue
            seen.add(b)
            o = owner.get(b)
            if o is None or augment(o, seen):
                mate[a], owner[b] = b, a
                return True
        return False

    if len(s1) != len(g2):
        return None
    for a in s1:  # greedy first (close to the answer, so few players change below), then augmenting paths
        b = next((b for b in options[a] if b not in owner), None)
        if b is not None:
            mate[a], owner[b] = b, a
    if not all(augment(a, set()) for a in s1 if a not in mate):
        return None
    takers: dict[int, list[int]] = {}
    fixed: set[int] = set()
    done: set[int] = set()
    for a in s1:
        toward: dict[int, int] | None = None
        for b in options[a]:
            if b in fixed:
                continue
            if b == mate[a]:
                break
            if toward is None:
                if not takers:
                    takers.update((c, []) for c in g2)
                    for x in s1:
                        for c in options[x]:
                            takers[c].append(x)
                toward = _reaching(a, mate, takers, done)
            chain = [owner[b]]
            if chain[0] not in toward:
                continue
            while toward[chain[-1]] != a:
                chain.append(toward[chain[-1]])
            taken = [mate[toward[x]] for x in chain]
            for x, c in zip(chain, taken):
                mate[x], owner[c] = c, x
            mate[a], owner[b] = b, a
            break
        fixed.add(mate[a])
        done.add(a)
    return tuple(mate[a] for a in s1)


class _Halves(Mapping[int, Set[int]]):
    """The legal pairs joining ``left`` and ``right`` (two disjoint halves), each player's set made when
    read and not kept (issue 34, memory): the matching reads a set once to warm-start and once more
    for its search, where it keeps the set as a list; 1,230 kept sets of some 800 players each were
    19 MB, most of a 1,600-player round 1's peak. The same set in the same order each time."""

    def __init__(self, adj: Adjacency, left: frozenset[int], right: frozenset[int]) -> None:
        self.adj = adj
        self.left = left
        self.right = right

    def __getitem__(self, v: int) -> Set[int]:
        if v in self.left:
            return self.adj[v] & self.right
        if v in self.right:
            return self.adj[v] & self.left
        raise KeyError(v)

    def __iter__(self) -> Iterator[int]:
        yield from self.left
        yield from self.right

    def __len__(self) -> int:
        return len(self.left) + len(self.right)


class Shifts:
    """The exact test behind 3.2.4: can the bracket still be paired with ``crossing`` pairs across S/L
    when some players are known to shift (``into``) and some known to stay (``stay``)?"""

    def __init__(self, members: Sequence[int], small: Sequence[int], large: Sequence[int], adj: Adjacency) -> None:
        self.members = tuple(members)
        self.small = frozenset(small)
        self.large = frozenset(large)
        self.adj = adj

    def across(self, left: frozenset[int], right: frozenset[int], hint: Mapping[int, int]) -> dict[int, int] | None:
        """A legal pairing of ``left`` with ``right`` (two halves), or None."""
        if len(left) != len(right):
            return None
        # The hint's pairs across the halves only, in its order (trusted below); neighbour sets made on
        # demand, the same sets in the same order as a whole graph built beforehand.
        start = {v: u for v, u in hint.items()
                 if ((v in left and u in right) or (v in right and u in left)) and u in self.adj[v]}
        mate = max_cardinality_matching(_Halves(self.adj, left, right), start, initial_in_graph=True)
        return mate if len(mate) == len(left) + len(right) else None

    def most_across(self) -> int:
        """The most pairs joining S and L in a legal pairing of the bracket."""
        weights = {(a, b): 1 + int((a in self.small) != (b in self.small))
                   for a in self.members for b in self.adj[a] & frozenset(self.members) if a < b}
        mate = max_weight_matching(weights, maxcardinality=True)
        if len(mate) != len(self.members):
            raise InternalError("Dubov 3.2.2: the bracket has no legal pairing although its upfloaters were chosen legal")
        return sum(1 for a, b in mate.items() if a < b and (a in self.small) != (b in self.small))

    def possible(self, into: frozenset[int], stay: frozenset[int], crossing: int) -> bool:
        """Exact: a legal pairing with ``crossing`` S-L pairs where every pair inside S or inside L has
        exactly one shifted player: shifted players never pair across, two known shifters never pair
        together, nor two players known to stay."""
        def allowed(a: int, b: int) -> bool:
            if (a in self.small) != (b in self.small):
                return a not in into and b not in into
            return not ({a, b} <= into or {a, b} <= stay)

        members = frozenset(self.members)
        weights = {(a, b): 1 + int((a in self.small) != (b in self.small))
                   for a in self.members for b in self.adj[a] & members if a < b and allowed(a, b)}
        mate = max_weight_matching(weights, maxcardinality=True)
        return len(mate) == len(self.members) and crossing == sum(
            1 for a, b in mate.items() if a < b and (a in self.small) != (b in self.small))


def _first_set(order: Sequence[int], size: int, test: Callable[[frozenset[int], frozenset[int]], bool]) -> tuple[int, ...]:
    """4.1.3: the first ``size``-set of ``order`` (smallest differing sequence number first) passing ``test``.

    One decision per player in sequence order: take it if a passing set still exists with it
    (``test(taken + it, passed over)``), else pass over it.
    """
    taken: list[int] = []
    passed: list[int] = []
    for t in order:
        if len(taken) == size:
            break
        if test(frozenset(taken) | {t}, frozenset(passed)):
            taken.append(t)
        else:
            passed.append(t)
    if len(taken) != size:
        raise InternalError("Dubov 3.2.4: no set of shifters found although the bracket has a legal pairing")
    return tuple(taken)


def _complete(order: Sequence[int], size: int, taken: frozenset[int], passed: frozenset[int]) -> frozenset[int]:
    """``taken`` completed to ``size`` players by the next ones in ``order`` not passed over."""
    out = set(taken)
    for t in order:
        if len(out) >= size:
            break
        if t not in passed:
            out.add(t)
    return frozenset(out)


def plan_bracket(players: Mapping[int, DubovPlayer], members: Sequence[int], adj: Adjacency) -> Plan:
    """3.2.3-3.2.6 for one bracket (its players have a legal pairing): the shifts, S1 and T2."""
    g1, g2, all_new = initial_groups([players[t] for t in members])
    smaller: Group = "G1" if len(g1) <= len(g2) else "G2"
    small, large = (g1, g2) if smaller == "G1" else (g2, g1)
    small_order, large_order = shifter_order(players, small), shifter_order(players, large)
    shifts = Shifts(members, small, large, adj)
    s_set, l_set = frozenset(small), frozenset(large)
    witness: dict[int, int] = {}
    answered: dict[tuple[frozenset[int], frozenset[int]], bool] = {}

    def quick(xs: frozenset[int], ys: frozenset[int]) -> bool:
        """The subgroups after shifting ``xs`` out of S and ``ys`` out of L can be paired across.

        The same two subgroups are asked about again and again while the shifts are decided (each
        decision completes the set with the next players in order: usually the same set), so each
        answer is kept for the bracket; the witness only warm-starts the next question (issue 34)."""
        halves = ((s_set - xs) | ys, (l_set - ys) | xs)
        known = answered.get(halves)
        if known is not None:
            return known
        mate = shifts.across(*halves, witness)
        if mate is not None:
            witness.clear()
            witness.update(mate)
        answered[halves] = mate is not None
        return mate is not None

    crossing = len(small)
    if not quick(frozenset(), _complete(large_order, (len(large) - len(small)) // 2, frozenset(), frozenset())):
        crossing = shifts.most_across()
    k, j = (len(small) - crossing) // 2, (len(large) - crossing) // 2

    def first_test(into: frozenset[int], stay: frozenset[int]) -> bool:
        if quick(_complete(small_order, k, into, stay), _complete(large_order, j, frozenset(), frozenset())):
            return True
        return shifts.possible(into, stay, crossing)

    first = _first_set(small_order, k, first_test)
    xs = frozenset(first)

    def second_test(into: frozenset[int], stay: frozenset[int]) -> bool:
        if quick(xs, _complete(large_order, j, into, stay)):
            return True
        return shifts.possible(xs | into, (s_set - xs) | stay, crossing)

    second = _first_set(large_order, j, second_test)
    ys = frozenset(second)
    new_small, new_large = (s_set - xs) | ys, (l_set - ys) | xs
    new_g1, new_g2 = (new_small, new_large) if smaller == "G1" else (new_large, new_small)
    s1 = s1_order(players, new_g1)
    t2 = first_transposition(s1, sorted(new_g2), adj)
    if t2 is None:
        raise InternalError("Dubov 3.2.6: no transposition of G2 pairs S1 legally although the shifts allow one")
    return Plan(all_new=all_new, g1=g1, g2=g2, smaller=smaller, first=first, second=second, s1=s1, t2=t2)


def read_plan(players: Mapping[int, DubovPlayer], members: Sequence[int], pairs: Sequence[tuple[int, int]]) -> Plan:
    """The plan a given pairing of the bracket follows, read back: in each pair inside the smaller
    (larger) subgroup, the player with the smaller 4.3 sequence number is the shifted one (the first
    set, 4.1.3, that the pairing allows); S1 by 3.2.5 and T2 as the pairing gives it.

    Meant for a pairing with the best C7 (every pair then joins the final G1 and G2).
    """
    g1, g2, all_new = initial_groups([players[t] for t in members])
    smaller: Group = "G1" if len(g1) <= len(g2) else "G2"
    small, large = (g1, g2) if smaller == "G1" else (g2, g1)
    position = {t: i for order in (shifter_order(players, small), shifter_order(players, large))
                for i, t in enumerate(order)}
    s_set, l_set = frozenset(small), frozenset(large)
    xs: set[int] = set()
    ys: set[int] = set()
    for a, b in pairs:
        first = min((a, b), key=position.__getitem__)
        if a in s_set and b in s_set:
            xs.add(first)
        elif a in l_set and b in l_set:
            ys.add(first)
    new_small, new_large = (s_set - xs) | ys, (l_set - ys) | xs
    new_g1 = new_small if smaller == "G1" else new_large
    s1 = s1_order(players, new_g1)
    mate = {a: b for a, b in pairs} | {b: a for a, b in pairs}
    return Plan(
        all_new=all_new, g1=g1, g2=g2, smaller=smaller,
        first=tuple(sorted(xs, key=position.__getitem__)), second=tuple(sorted(ys, key=position.__getitem__)),
        s1=s1, t2=tuple(mate[a] for a in s1),
    )

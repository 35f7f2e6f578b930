"""Maximum-cardinality matching by Edmonds' blossom algorithm, warm-started (internal: use ``checker.matching``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import compress


def max_cardinality_matching(
    adjacency: Mapping[int, Iterable[int]],
    initial: Mapping[int, int] | None = None,
    *,
    initial_in_graph: bool = False,
) -> dict[int, int]:
    """Maximum-cardinality matching (Edmonds' blossom algorithm), warm-started from ``initial``.

    ``adjacency`` maps every vertex to its neighbours (symmetric; sets or other containers: they are
    read more than once). ``initial`` is a matching to start from; pairs of it that are not edges of
    the graph are ignored, unless the caller vouches with ``initial_in_graph`` that every pair is an
    edge: then no neighbour set is read for them (an ``adjacency`` that makes its sets on demand
    makes only those of the vertices the search visits). Used to test completion
    (Dutch C4: the players not yet paired can still all be paired), so it must be exact, not fast
    on paper: each augmenting search is O(V + E) with blossom contraction.
    """
    vertices = list(adjacency)
    index = {v: i for i, v in enumerate(vertices)}
    n = len(vertices)
    # Neighbour lists by index, made when a vertex is first looked at: a warm start from a nearly
    # complete matching visits few vertices, and building all of them would cost O(V + E) each time.
    lists: list[list[int] | None] = [None] * n

    def neighbours(i: int) -> list[int]:
        """Vertex i's neighbours (indices), in the order ``adjacency`` gives them."""
        found = lists[i]
        if found is None:
            found = lists[i] = [index[u] for u in adjacency[vertices[i]] if u in index and u != vertices[i]]
        return found

    mate = [-1] * n
    if initial:
        for v, u in initial.items():
            i, j = index.get(v), index.get(u)
            if i is None or j is None or i == j or (not initial_in_graph and u not in adjacency[v]):
                continue
            if mate[i] == -1 and mate[j] == -1:
                mate[i], mate[j] = j, i
    # Greedy fill before searching augmenting paths: each free vertex takes its first free neighbour,
    # read off ``adjacency`` directly (the neighbour lists are made for the search only).
    # The first free neighbour is found by a scan in C (``filter``) over the set of free vertices
    # (the vertex itself taken out while it looks): the same pick as a loop over ``adjacency[v]``.
    free_vertices = {vertices[i] for i in range(n) if mate[i] == -1}
    for i in range(n):
        if mate[i] == -1:
            v = vertices[i]
            free_vertices.discard(v)
            partner = next(filter(free_vertices.__contains__, adjacency[v]), None)
            if partner is None:
                free_vertices.add(v)
            else:
                j = index[partner]
                mate[i], mate[j] = j, i
                free_vertices.discard(partner)

    def augment_from(root: int) -> bool:
        """Search an augmenting path from a free vertex (BFS with blossom contraction); apply it."""
        parent = [-1] * n
        base = list(range(n))
        used = [False] * n
        used[root] = True
        queue = [root]
        head = 0

        def lca(a: int, b: int) -> int:
            """Nearest common base of a and b in the alternating tree."""
            seen = [False] * n
            while True:
                a = base[a]
                seen[a] = True
                if mate[a] == -1:
                    break
                a = parent[mate[a]]
            while True:
                b = base[b]
                if seen[b]:
                    return b
                b = parent[mate[b]]

        def mark_path(v: int, b: int, child: int, blossom: list[bool]) -> None:
            """Mark the blossom bases on the path from v down to base b."""
            while base[v] != b:
                blossom[base[v]] = blossom[base[mate[v]]] = True
                parent[v] = child
                child = mate[v]
                v = parent[mate[v]]

        while head < len(queue):
            v = queue[head]
            head += 1
            for u in neighbours(v):
                if base[v] == base[u] or mate[v] == u:
                    continue
                if u == root or (mate[u] != -1 and parent[mate[u]] != -1):
                    cur = lca(v, u)
                    blossom = [False] * n
                    mark_path(v, cur, u, blossom)
                    mark_path(u, cur, v, blossom)
                    for i in range(n):
                        if blossom[base[i]]:
                            base[i] = cur
                            if not used[i]:
                                used[i] = True
                                queue.append(i)
                elif parent[u] == -1:
                    parent[u] = v
                    if mate[u] == -1:
                        while u != -1:
                            pv = parent[u]
                            nxt = mate[pv]
                            mate[u], mate[pv] = pv, u
                            u = nxt
                        return True
                    used[mate[u]] = True
                    queue.append(mate[u])
        return False

    # An augmenting path joins two free vertices: with fewer than two left the matching is maximum,
    # and the search that would prove it (every edge read, often) is skipped.
    free = mate.count(-1)
    for i in range(n):
        if free < 2:
            break
        if mate[i] == -1 and augment_from(i):
            free -= 2
    # Each matched vertex with its mate, in vertex order (mate[i] == -1: unmatched, left out).
    return dict(compress(zip(vertices, map(vertices.__getitem__, mate)), map((-1).__lt__, mate)))

"""The rankings a published round 1 implies (issue 24 hypothesis 5, issue 29 item 6): S1[i] against S2[i].

Round 1 of a Swiss pairs the upper half of the ranking against the lower half (Dutch: S1[i] against
S2[i]), the colours alternating from board to board (the initial colour to the upper player of the
odd boards, Dutch 5.2.5 / E.5), so the published boards and their colours imply a ranking; the
players placed elsewhere than the file ranks them are those outside a longest common order of the
two (one move, not the players it shifts by one place).

Why each board read on its own missed rankings (issue 29 item 6): ordered by its upper player, or by
its lower one, a board with a moved player lands out of place, and its unmoved partner then counts as
moved too, so 8 players moved in both halves read as 9-12, above the bound. :func:`settled` reads the
boards together: the longest chain of boards both of whose players keep the file's order fixes the
order (their places' parities, read off their colours, tell how many boards sit between two of them);
each other board goes, either way round, where its upper or its lower player keeps that order (four
ways at most; a board both of whose players moved, anywhere), chosen by a search pruned by those
counts and bounded by :data:`MAX_VISITS` steps. Polynomial in the players; no permutation of them is
enumerated.
"""

from __future__ import annotations

from bisect import bisect_left

MAX_MOVED = 8
"""At most this many players placed elsewhere: more is another ranking altogether, not a few moves."""
MAX_TRIES = 12
"""At most this many implied rankings (each is re-paired: the bound on the hypothesis's cost)."""
MAX_VISITS = 20_000
"""At most this many steps of the search over the ways of placing boards with a moved player (each
step a board's way tried; the search is pruned by the colours' counts, see :func:`_settled`)."""


def _kept(order: list[int], rank: dict[int, int]) -> set[int]:
    """The players of ``order`` in a longest subsequence increasing in ``rank`` (patience sorting)."""
    tails: list[int] = []
    tail_at: list[int] = []
    parent: dict[int, int | None] = {}
    for player in order:
        r = rank[player]
        i = bisect_left(tails, r)
        parent[player] = tail_at[i - 1] if i > 0 else None
        if i == len(tails):
            tails.append(r)
            tail_at.append(player)
        else:
            tails[i] = r
            tail_at[i] = player
    kept: set[int] = set()
    node = tail_at[-1] if tail_at else None
    while node is not None:
        kept.add(node)
        node = parent[node]
    return kept


def _ranking_of(boards: list[tuple[int, int]], rank: dict[int, int], key: int, pab: int | None) -> list[int]:
    """Upper players then lower players of ``boards`` ordered by the file's rank of their ``key`` player, the PAB last."""
    ordered = sorted(boards, key=lambda board: rank[board[key]])
    return [a for a, _ in ordered] + [b for _, b in ordered] + ([pab] if pab is not None else [])


def moved_players(ranking: list[int], rank: dict[int, int]) -> list[int]:
    """The players of ``ranking`` placed elsewhere than the file ranks them: outside a longest common order."""
    kept = _kept(ranking, rank)
    return [sn for sn in ranking if sn not in kept]


def _kept_count(ranking: list[int], rank: dict[int, int]) -> int:
    """How many players of ``ranking`` keep the file's order (a longest increasing subsequence of ranks)."""
    tails: list[int] = []
    for player in ranking:
        i = bisect_left(tails, rank[player])
        tails[i:i + 1] = [rank[player]]
    return len(tails)


def _flat(boards: list[tuple[int, int]], pab: int | None) -> list[int]:
    """The ranking of boards placed in order: the upper players, then the lower ones, the PAB last."""
    return [a for a, _ in boards] + [b for _, b in boards] + ([pab] if pab is not None else [])


def _parity(up: int, whites: set[int], initial: str) -> int:
    """The parity of the place (0: odd board, 1: even board) at which ``up`` as a board's upper player
    has its round-1 colour: the initial colour on odd boards, the other on even ones (Dutch 5.2.5 / E.5)."""
    return 0 if (up in whites) == (initial == "w") else 1


def parity_agrees(ranking: list[int], pairs: list[tuple[int, int]]) -> bool:
    """The ranking's places agree with the round's colours, for one initial colour or the other (a
    ranking that does not cannot give the round: re-pairing it is no use)."""
    whites = {white for white, _ in pairs}
    h = len(pairs)
    uppers = ranking[:h]
    return any(all(_parity(up, whites, c) == i % 2 for i, up in enumerate(uppers)) for c in "wb")


Option = tuple[int, int, int, int]
"""A way to place a board with a moved player: (gap among the chain's boards, +1 or -1 as its place's
parity is the first or the second a board in that gap takes, upper player, lower player)."""


def _settled(chain: list[tuple[int, int]], others: list[tuple[int, int]], rank: dict[int, int],
             whites: set[int], initial: str, limit: int = 64) -> list[list[tuple[int, int]]]:
    """The boards placed so that the round's colours agree with every place, each board with a moved
    player put where one of its players keeps the file's order (either way round, by its upper or its
    lower player: four ways at most), found by a bounded search over those ways (at most ``limit``
    placements returned). The chain's boards are the players who kept their order; between two of them
    the boards put there take places of alternating parity, so the colours say how many go in each
    gap: an odd number exactly where two chain boards in a row have places of the same parity.
    Empty when the colours cannot be met so (then another reading is tried)."""
    parities = [_parity(up, whites, initial) for up, _ in chain]
    start = [(1 if g == 0 else parities[g - 1]) + 1 for g in range(len(chain) + 1)]  # first parity in gap g
    need = [(parities[g] - start[g]) % 2 for g in range(len(chain))]  # net +1 where a gap holds an odd number
    uppers = [rank[u] for u, _ in chain]
    lowers = [rank[v] for _, v in chain]
    options: list[list[Option]] = []
    for a, b in others:
        ways: list[Option] = []
        for up, low in ((a, b), (b, a)):
            q = _parity(up, whites, initial)
            for gap in sorted({bisect_left(uppers, rank[up]), _gap(lowers, rank[low])}):
                ways.append((gap, 1 if q == start[gap] % 2 else -1, up, low))
        options.append(ways)
    reach: dict[int, list[int]] = {}
    for i, ways in enumerate(options):
        for gap, _, _, _ in ways:
            reach.setdefault(gap, []).append(i)
    net = [0] * (len(chain) + 1)
    chosen: list[Option | tuple[int, int]] = []  # a way, or a board placed freely (both players moved)
    found: list[list[Option]] = []

    def short(i: int, free: int) -> bool:
        """The gaps cannot all end at their counts with the boards from ``i`` on and ``free`` boards
        placed anywhere (boards both of whose players moved)."""
        missing = 0
        for gap in range(len(chain)):
            left = sum(1 for j in reach.get(gap, []) if j >= i)
            missing += max(0, abs(net[gap] - need[gap]) - left)
        return missing > free

    def free_way(board: tuple[int, int], gap: int, sign: int) -> Option:
        """A board both of whose players moved, put in ``gap`` the way round that gives ``sign``."""
        a, b = board
        own = 1 if _parity(a, whites, initial) == start[gap] % 2 else -1
        return (gap, sign, a, b) if own == sign else (gap, sign, b, a)

    def finished() -> list[Option] | None:
        """The chosen ways with the free boards put where the counts still need a board (the rest in
        the last gap, alternating), or None when they are too few."""
        free = [b for b in chosen if len(b) == 2]
        ways = [b for b in chosen if len(b) == 4]
        last = len(chain)
        targets = [*need, min(max(net[last], 0), 1)]
        for gap, target in enumerate(targets):
            diff = target - net[gap]
            for _ in range(abs(diff)):
                if not free:
                    return None
                ways.append(free_way(free.pop(), gap, 1 if diff > 0 else -1))
        count = targets[last]
        while free:
            sign = -1 if count == 1 else 1
            ways.append(free_way(free.pop(), last, sign))
            count += sign
        return ways

    visits = [0]

    def place(i: int, free: int) -> None:
        """Board ``i`` on, each of its ways tried in turn (and a free place while ``free`` lasts)."""
        visits[0] += 1
        if len(found) >= limit or visits[0] > MAX_VISITS:
            return
        if i == len(options):
            done = finished()
            if done is not None:
                found.append(done)
            return
        for way in options[i]:
            net[way[0]] += way[1]
            chosen.append(way)
            if not short(i + 1, free):
                place(i + 1, free)
            chosen.pop()
            net[way[0]] -= way[1]
        if free > 0:  # both players of this board moved: any place
            chosen.append(others[i])
            if not short(i + 1, free - 1):
                place(i + 1, free - 1)
            chosen.pop()

    if len(others) <= 2 * MAX_MOVED:
        for free in range(3):  # first no board with both players moved, then one, then two
            place(0, free)
            if found:
                break
    out: list[list[tuple[int, int]]] = []
    for ways in found:
        gaps: dict[int, list[Option]] = {}
        for way in ways:
            gaps.setdefault(way[0], []).append(way)
        boards: list[tuple[int, int]] = []
        for g in range(len(chain) + 1):
            first = sorted((w for w in gaps.get(g, []) if w[1] > 0), key=lambda w: rank[w[2]])
            second = sorted((w for w in gaps.get(g, []) if w[1] < 0), key=lambda w: rank[w[2]])
            for k in range(len(first) + len(second)):
                way = (first if k % 2 == 0 else second)[k // 2]
                boards.append((way[2], way[3]))
            if g < len(chain):
                boards.append(chain[g])
        out.append(boards)
    return out


def settled(pairs: list[tuple[int, int]], rank: dict[int, int], pab: int | None) -> list[list[int]]:
    """The rankings :func:`_settled` finds for either initial colour, the most players in the file's
    order first (at most two)."""
    boards = [(a, b) if rank[a] < rank[b] else (b, a) for a, b in pairs]
    h = len(boards)
    # A board whose players both kept their places has its upper player in the upper half and its
    # lower one in the lower half, give or take the moves of others (MAX_MOVED places).
    halves = [i for i, (a, b) in enumerate(boards) if rank[a] < h + MAX_MOVED and rank[b] >= h - MAX_MOVED]
    by_upper = sorted(halves, key=lambda i: (rank[boards[i][0]], -rank[boards[i][1]]))
    chain_players = _kept([boards[i][1] for i in by_upper], rank)
    chain = [boards[i] for i in by_upper if boards[i][1] in chain_players]
    others = [b for b in boards if b not in chain]
    whites = {white for white, _ in pairs}
    rankings = [_flat(b, pab) for c in ("w", "b") for b in _settled(chain, others, rank, whites, c)]
    rankings.sort(key=lambda r: -_kept_count(r, rank))
    return rankings[:2]


def _gap(ranks: list[int], r: int) -> int:
    """Where ``r`` goes among ``ranks`` (increasing where they keep the file's order)."""
    return next((i for i, x in enumerate(ranks) if x > r), len(ranks))


def implied_rankings(file_order: list[int], pairs: list[tuple[int, int]], pab: int | None) -> list[list[int]]:
    """The rankings the round-1 boards imply (start numbers, best first), most likely first: the boards
    placed together by :func:`settled` (the round's colours and the players who kept their order);
    then each board read on its own, its upper player the one the file ranks higher, boards ordered by
    their upper player or by their lower one, and the same with the boards of the players placed
    elsewhere turned round (a player moved to the other half), one by one and all together. At most
    :data:`MAX_TRIES` rankings."""
    rank = {sn: i for i, sn in enumerate(file_order)}
    base = [(a, b) if rank[a] < rank[b] else (b, a) for a, b in pairs]
    out: list[list[int]] = settled(pairs, rank, pab) if pairs else []

    def add(boards: list[tuple[int, int]]) -> None:
        """Both orders of ``boards``, each once."""
        for key in (0, 1):
            found = _ranking_of(boards, rank, key, pab)
            if found not in out and len(out) < MAX_TRIES:
                out.append(found)

    add(base)
    suspects = {sn for ranking in list(out) for sn in moved_players(ranking, rank)}
    turned = [i for i, (a, b) in enumerate(base) if a in suspects or b in suspects]
    if len(turned) <= 2 * MAX_MOVED:
        for i in turned:
            add([(b, a) if j == i else (a, b) for j, (a, b) in enumerate(base)])
        add([(b, a) if j in turned else (a, b) for j, (a, b) in enumerate(base)])
    return out

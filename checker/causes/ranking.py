"""Another initial ranking (issue 24, hypothesis 5): round 1 paired on a ranking with a few players elsewhere.

Round 1 of a Swiss pairs the upper half of the ranking against the lower half (Dutch: S1[i] against
S2[i]), so the published round 1 implies a ranking: each board's higher ranked player in the upper
half, in the order of the boards' players, its opponent at the same place in the lower half, the PAB
last. The file's ranking is its TPN order (General Handling 2.3: the start numbers, or the 001 lines'
order under ``XXC rank``). The players placed elsewhere are those outside a longest common
subsequence of the two orders (at most :data:`MAX_MOVED`). The round is re-paired on the implied
ranking (the same tournament, its 001 lines in that order, ``XXC rank``) and the cause is reported
only when that gives the published round exactly (``RoundCase.repair``, ``causes.judge.difference``).

The readings of the boards, most likely first: each board placed at the pair of places (i in the
upper half, i in the lower half) nearest the file's ranks of its two players, all boards at once (an
assignment solved exactly as a maximum-weight matching, boards against places; the colours of round 1
tell which player of a board is the upper one: the initial colour on the odd boards, the other on the
even ones, Dutch 5.2.5 / E.5); then the boards ordered by their upper player, or by their lower one,
and the boards of the moved players turned round. Each board read on its own misses a ranking where
players moved in both halves (a board's upper and lower players then disagree on where it sits); the
assignment reads them together.

A ranking with more than :data:`MAX_MOVED` players elsewhere is another ranking altogether, not a few
moves: the nearest one is re-paired once, and reported ("another ranking", every player named) only
when it gives the published round exactly.

Bounded: at most :data:`MAX_TRIES` re-pairings; one assignment of n/2 boards to n/2 places (a
polynomial matching) for each initial colour; no permutation is ever enumerated.
Later rounds (moves within a score group) are not tried.
"""

from __future__ import annotations

from bisect import bisect_left

from checker.causes.case import RoundCase
from checker.causes.judge import difference
from checker.evaluation.cause import Cause, Hypothesis
from checker.matching import max_weight_matching
from checker.models import Player, Tournament
from checker.systems.interface import StateT

MAX_MOVED = 8
"""At most this many players placed elsewhere: more is another ranking altogether, not a few moves."""
MAX_TRIES = 12
"""At most this many implied rankings re-paired (the bound on the hypothesis's cost)."""
MAX_OTHER = 3
"""Of the rankings with more than :data:`MAX_MOVED` players elsewhere, at most this many re-paired."""


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


def _upper(white: int, black: int, slot: int, initial: str | None, rank: dict[int, int]) -> tuple[int, int]:
    """A board (white, black) at ``slot`` (0-based) as (upper, lower): the player holding the initial
    colour on an odd board (slot 0, 2, ...), the other on an even one; with no initial colour, the
    player the file ranks higher (Dutch round 1: S1[i] against S2[i], colours alternating, 5.2.5)."""
    if initial is None:
        return (white, black) if rank[white] < rank[black] else (black, white)
    white_up = (initial == "w") == (slot % 2 == 0)
    return (white, black) if white_up else (black, white)


def _cost(shift: int, players: int, tolerance: int | None) -> int:
    """What placing a player ``shift`` places from where it is expected costs: within ``tolerance``
    places it may only have been pushed by the moves of others (each moves it by one), farther it was
    moved itself; moved players count first, then the distances (capped); without a tolerance, the
    distance."""
    if tolerance is None:
        return abs(shift)
    return (tolerance + 2) * players * (abs(shift) > tolerance) + min(abs(shift), tolerance + 1)


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


def _fewer_moves(boards: list[tuple[int, int]], rank: dict[int, int], pab: int | None) -> list[tuple[int, int]]:
    """The boards with those of moved players exchanged with a board two, four... places away (the
    same colours: the parity of the place is kept) while that leaves fewer players moved. The nearest
    assignment leaves ties among places a few apart; this settles them by the count that matters."""
    boards = list(boards)
    kept = _kept_count(_flat(boards, pab), rank)
    for _ in range(len(boards)):
        ranking = _flat(boards, pab)
        moved = set(moved_players(ranking, rank))
        better = None
        for s, (up, low) in enumerate(boards):
            if up not in moved and low not in moved:
                continue
            for t in range(s % 2, len(boards), 2):
                if t == s or abs(t - s) > 2 * MAX_MOVED + 2:
                    continue
                boards[s], boards[t] = boards[t], boards[s]
                count = _kept_count(_flat(boards, pab), rank)
                boards[s], boards[t] = boards[t], boards[s]
                if count > kept:
                    better, kept = (s, t), count
            if better is not None:
                break
        if better is None:
            return boards
        s, t = better
        boards[s], boards[t] = boards[t], boards[s]
    return boards


def assigned(pairs: list[tuple[int, int]], rank: dict[int, int], pab: int | None, initial: str | None,
             near: dict[int, int] | None = None) -> list[int]:
    """The ranking the boards imply nearest the file's (or ``near``, a ranking's places): each board
    (white, black) at a place i, its upper player ranked i and the other h + i (h boards), the places
    chosen for all boards together so that the fewest players sit far from where they are expected
    (:func:`_cost`), as an exact assignment (a maximum-weight matching of boards against places);
    then boards of the same colours exchanged while that moves fewer players (:func:`_fewer_moves`);
    the PAB last."""
    h = len(pairs)
    target, tolerance = (rank, MAX_MOVED) if near is None else (near, None)
    costs: dict[tuple[int, int], int] = {}
    for b, (white, black) in enumerate(pairs):
        for slot in range(h):
            up, low = _upper(white, black, slot, initial, rank)
            costs[(b, h + slot)] = (_cost(target[up] - slot, len(rank), tolerance)
                                    + _cost(target[low] - h - slot, len(rank), tolerance))
    big = 2 * (MAX_MOVED + 3) * len(rank) * (h + 1) + 1  # above any assignment's total: the matching is perfect
    mate = max_weight_matching({edge: big - cost for edge, cost in costs.items()})
    at = {mate[b] - h: b for b in range(h)}
    boards = [_upper(*pairs[at[slot]], slot, initial, rank) for slot in range(h)]
    return _flat(_fewer_moves(boards, rank, pab), pab)


def threaded(pairs: list[tuple[int, int]], rank: dict[int, int], pab: int | None,
             initial: str) -> list[tuple[int, int]]:
    """The boards placed as the ranking the boards imply with the fewest players moved, read as a
    thread: the longest chain of boards whose upper and lower players both keep the file's order
    (each board's upper player the one the file ranks higher) fixes the boards' order; each other
    board (one with a moved player) is put, either way round, where its upper or its lower player
    keeps that order, whichever leaves more players in the file's order, then fewer boards whose
    colours disagree with their places (``initial``: the initial colour, :func:`_mismatched`)."""
    whites = {white for white, _ in pairs}
    boards = [(a, b) if rank[a] < rank[b] else (b, a) for a, b in pairs]
    by_upper = sorted(range(len(boards)), key=lambda i: (rank[boards[i][0]], -rank[boards[i][1]]))
    chain = _kept([boards[i][1] for i in by_upper], rank)
    placed = [boards[i] for i in by_upper if boards[i][1] in chain]
    for board in sorted((b for b in boards if b[1] not in chain), key=lambda b: rank[b[0]]):
        best: tuple[tuple[int, int], list[tuple[int, int]]] | None = None
        for up, low in (board, board[::-1]):
            uppers = [rank[u] for u, _ in placed]
            lowers = [rank[v] for _, v in placed]
            for gap in {bisect_left(uppers, rank[up]), _gap(lowers, rank[low])}:
                trial = placed[:gap] + [(up, low)] + placed[gap:]
                score = (_kept_count(_flat(trial, pab), rank), -len(_mismatched(trial, whites, initial)))
                if best is None or score > best[0]:
                    best = (score, trial)
        assert best is not None
        placed = best[1]
    return placed


def _mismatched(boards: list[tuple[int, int]], whites: set[int], initial: str) -> list[int]:
    """The places whose upper player does not have the colour of round 1 there: the initial colour
    on the odd boards (places 0, 2, ...), the other on the even ones (Dutch 5.2.5 / E.5)."""
    return [i for i, (up, _) in enumerate(boards) if (up in whites) != ((initial == "w") == (i % 2 == 0))]


def coloured(boards: list[tuple[int, int]], whites: set[int], initial: str, rank: dict[int, int],
             pab: int | None) -> list[tuple[int, int]]:
    """The boards rearranged until the round's colours agree with their places: a run of boards at
    places of the wrong parity is a board put one run too early or too late (it shifts the others by
    one), so the board at one end of the first such run goes to the other end, or, alone in its run,
    is turned round; the change leaving fewer places wrong, then more players in the file's order,
    is kept. At most one change per board."""
    boards = list(boards)
    for _ in range(len(boards)):
        wrong = _mismatched(boards, whites, initial)
        if not wrong:
            break
        start = end = wrong[0]
        while end + 1 in wrong:
            end += 1
        trials: list[list[tuple[int, int]]] = []
        for a, b in ((start, end), (end, start)):
            trial = list(boards)
            trial.insert(b, trial.pop(a))
            trials.append(trial)
        if start == end:
            trials.append(boards[:start] + [boards[start][::-1]] + boards[start + 1:])
        best = min(trials, key=lambda t: (len(_mismatched(t, whites, initial)), -_kept_count(_flat(t, pab), rank)))
        if len(_mismatched(best, whites, initial)) >= len(wrong):
            break
        boards = best
    return boards


def _gap(ranks: list[int], r: int) -> int:
    """Where ``r`` goes among ``ranks`` (increasing where they keep the file's order)."""
    return next((i for i, x in enumerate(ranks) if x > r), len(ranks))


def implied_rankings(file_order: list[int], pairs: list[tuple[int, int]], pab: int | None) -> list[list[int]]:
    """The rankings the round-1 boards imply (start numbers, best first), most likely first: the
    nearest assignment of the boards to places (:func:`assigned`) for either initial colour and
    without one; each board's upper player the one the file ranks higher, boards ordered by their
    upper player or by their lower one; then the same with the boards of the players placed
    elsewhere turned round (a player moved to the other half), one by one and all together. At most
    :data:`MAX_TRIES` rankings."""
    rank = {sn: i for i, sn in enumerate(file_order)}
    base = [(a, b) if rank[a] < rank[b] else (b, a) for a, b in pairs]
    out: list[list[int]] = []
    whites = {white for white, _ in pairs}
    threads = [(c, threaded(pairs, rank, pab, c)) for c in ("w", "b")] if pairs else []
    for found in ([_flat(coloured(thread, whites, c, rank, pab), pab) for c, thread in threads]
                  + [_flat(thread, pab) for _, thread in threads]
                  + [assigned(pairs, rank, pab, c) for c in ("w", "b", None)] if pairs else []):
        if found not in out:
            out.append(found)

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


def reranked(tournament: Tournament, ranking: list[int]) -> Tournament:
    """The tournament with its players in ``ranking`` order (``XXC rank``), the others where they were."""
    by_start = {p.start_number: p for p in tournament.players}
    order = sorted(tournament.players, key=lambda p: p.start_number) if not tournament.pair_by_rank \
        else list(tournament.players)
    placed = set(ranking)
    moved = iter(ranking)
    players: list[Player] = [by_start[next(moved)] if p.start_number in placed else p for p in order]
    return tournament.model_copy(update={"players": tuple(players), "pair_by_rank": True})


def _why(player: Player, neighbours: list[Player], last_numbers: int) -> str:
    """What in the file suggests why a player sat elsewhere: no rating, a late entry, an equal rating."""
    hints: list[str] = []
    if not player.rating:
        hints.append("unrated")
    if player.start_number > last_numbers:
        hints.append("one of the last start numbers: a late entry?")
    if player.rating and any(n.rating == player.rating for n in neighbours):
        hints.append(f"rating {player.rating} equal to a neighbour's")
    return f" ({'; '.join(hints)})" if hints else (f" (rating {player.rating})" if player.rating else "")


def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st..."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def ranking(case: RoundCase[StateT]) -> Cause | None:
    """The cause ``ranking`` of a round 1 that is the rules' pairing on a ranking with at most
    :data:`MAX_MOVED` players elsewhere (proved by re-pairing), else None."""
    t = case.tournament
    if case.round != 1 or t.teams or case.verdict.verdict == "CONSISTENT":
        return None
    state = case.state
    file_order = [state.start_number_of(p.tpn) for p in sorted(state.players, key=lambda p: p.tpn)]
    published = case.published
    pairs = [(p.white, p.black) for p in published.pairs]
    if {x for pair in pairs for x in pair} | ({published.pab} if published.pab else set()) != set(file_order):
        return None  # not every present player paired once: a participation fault, not a ranking
    rank = {sn: i for i, sn in enumerate(file_order)}
    candidates = [(implied, moved_players(implied, rank)) for implied in implied_rankings(file_order, pairs, published.pab)]
    whites = {white for white, _ in pairs}
    h = len(pairs)
    # Rankings whose places agree with the round's colours first (the others cannot give it), then
    # the fewest players moved: the simplest ranking that gives the round is the one reported.
    ordered = sorted((c for c in candidates if c[1]), key=lambda c: (
        min(len(_mismatched(list(zip(c[0][:h], c[0][h:2 * h])), whites, i)) for i in "wb") > 0, len(c[1])))
    few = [c for c in ordered if len(c[1]) <= MAX_MOVED]
    # More than MAX_MOVED elsewhere: another ranking altogether, the nearest few re-paired (issue 29 item 6).
    for implied, moved in few + [c for c in ordered if len(c[1]) > MAX_MOVED][:MAX_OTHER]:
        rules = case.repair(reranked(t, implied))
        if rules is None:
            continue
        diff = difference(case, rules)
        if not diff.other and not diff.bye_differs:  # exactly the published round: pairs, colours, PAB
            return _cause(t, file_order, implied, moved)
    return None


def _cause(t: Tournament, file_order: list[int], implied: list[int], moved: list[int]) -> Cause:
    """The ``ranking`` cause: who sat where, and what in the file suggests why; more than
    :data:`MAX_MOVED` players elsewhere is "another ranking" altogether, every one of them named."""
    by_start = {p.start_number: p for p in t.players}
    last_numbers = max(by_start) - len(moved)
    where: list[str] = []
    for sn in sorted(moved, key=file_order.index):
        at = implied.index(sn)
        neighbours = [by_start[implied[i]] for i in (at - 1, at + 1) if 0 <= i < len(implied) and implied[i] != sn]
        where.append(f"{sn} ranked {_ordinal(at + 1)} instead of {_ordinal(file_order.index(sn) + 1)}"
                     + _why(by_start[sn], neighbours, last_numbers))
    changes = "initial ranking (start numbers, best first): " + " ".join(str(sn) for sn in implied)
    head = ("the rules' pairing on another initial ranking: " if len(moved) <= MAX_MOVED else
            f"the rules' pairing on another ranking altogether, {len(moved)} players placed elsewhere "
            f"(more than {MAX_MOVED}, not a few moves): ")
    return Cause(
        kind="ranking",
        message=head + "; ".join(where),
        players=tuple(sorted(moved)),
        hypotheses=(Hypothesis(kind="ranking", changes=changes),),
    )

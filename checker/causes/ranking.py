"""Another initial ranking (issue 24, hypothesis 5): round 1 paired on a ranking with a few players elsewhere.

Round 1 of a Swiss pairs the upper half of the ranking against the lower half (Dutch: S1[i] against
S2[i]), so the published round 1 implies a ranking: each board's higher ranked player in the upper
half, in the order of the boards' players, its opponent at the same place in the lower half, the PAB
last. The file's ranking is its TPN order (General Handling 2.3: the start numbers, or the 001 lines'
order under ``XXC rank``). The players placed elsewhere are those outside a longest common
subsequence of the two orders (at most :data:`MAX_MOVED`). The round is re-paired on the implied
ranking (the same tournament, its 001 lines in that order, ``XXC rank``) and the cause is reported
only when that gives the published round exactly (``RoundCase.repair``, ``causes.judge.difference``).

Bounded: a few readings of the implied ranking (boards ordered by their upper player, or by their
lower one; the boards of the moved players turned round), at most :data:`MAX_TRIES` re-pairings;
O(n log n) each besides; no permutation is ever enumerated.
Later rounds (moves within a score group) are not tried.
"""

from __future__ import annotations

from bisect import bisect_left

from checker.causes.case import RoundCase
from checker.causes.judge import difference
from checker.evaluation.cause import Cause, Hypothesis
from checker.models import Player, Tournament
from checker.systems.interface import StateT

MAX_MOVED = 8
"""At most this many players placed elsewhere: more is another ranking altogether, not a few moves."""
MAX_TRIES = 12
"""At most this many implied rankings re-paired (the bound on the hypothesis's cost)."""


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


def implied_rankings(file_order: list[int], pairs: list[tuple[int, int]], pab: int | None) -> list[list[int]]:
    """The rankings the round-1 boards imply (start numbers, best first), most likely first: each board's
    upper player the one the file ranks higher, boards ordered by their upper player or by their lower
    one; then the same with the boards of the players placed elsewhere turned round (a player moved to
    the other half), one by one and all together. At most :data:`MAX_TRIES` rankings."""
    rank = {sn: i for i, sn in enumerate(file_order)}
    base = [(a, b) if rank[a] < rank[b] else (b, a) for a, b in pairs]
    out: list[list[int]] = []

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
    # The fewest players moved first: the simplest ranking that gives the round is the one reported.
    for implied, moved in sorted(candidates, key=lambda c: len(c[1])):
        if not moved or len(moved) > MAX_MOVED:
            continue
        rules = case.repair(reranked(t, implied))
        if rules is None:
            continue
        diff = difference(case, rules)
        if not diff.other and not diff.bye_differs:  # exactly the published round: pairs, colours, PAB
            return _cause(t, file_order, implied, moved)
    return None


def _cause(t: Tournament, file_order: list[int], implied: list[int], moved: list[int]) -> Cause:
    """The ``ranking`` cause: who sat where, and what in the file suggests why."""
    by_start = {p.start_number: p for p in t.players}
    last_numbers = max(by_start) - len(moved)
    where: list[str] = []
    for sn in sorted(moved, key=file_order.index):
        at = implied.index(sn)
        neighbours = [by_start[implied[i]] for i in (at - 1, at + 1) if 0 <= i < len(implied) and implied[i] != sn]
        where.append(f"{sn} ranked {_ordinal(at + 1)} instead of {_ordinal(file_order.index(sn) + 1)}"
                     + _why(by_start[sn], neighbours, last_numbers))
    changes = "initial ranking (start numbers, best first): " + " ".join(str(sn) for sn in implied)
    return Cause(
        kind="ranking",
        message="the rules' pairing on another initial ranking: " + "; ".join(where),
        players=tuple(sorted(moved)),
        hypotheses=(Hypothesis(kind="ranking", changes=changes),),
    )

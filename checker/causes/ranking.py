"""Another initial ranking (issue 24, hypothesis 5): round 1 paired on a ranking with a few players elsewhere.

The published round 1 implies rankings (``causes.implied``: S1[i] against S2[i], the colours
alternating); the file's ranking is its TPN order (General Handling 2.3: the start numbers, or the 001
lines' order under ``XXC rank``). The round is re-paired on an implied ranking (the same tournament,
its 001 lines in that order, ``XXC rank``) and the cause is reported only when that gives the
published round exactly (``RoundCase.repair``, ``causes.judge.difference``): the one with the fewest
players elsewhere (at most :data:`MAX_MOVED`) among those whose places agree with the round's colours.
A ranking with more than :data:`MAX_MOVED` players elsewhere is another ranking altogether, not a
few moves (issue 29 item 6): the nearest :data:`MAX_OTHER` are re-paired, and the first that gives
the published round is reported as such, every player named.

Bounded: at most :data:`MAX_TRIES` re-pairings. Later rounds (moves within a score group) are not tried.
"""

from __future__ import annotations

from checker.causes.case import RoundCase
from checker.causes.implied import MAX_MOVED, MAX_TRIES, implied_rankings, moved_players, parity_agrees
from checker.causes.judge import difference
from checker.evaluation.cause import Cause, Hypothesis
from checker.models import Player, Tournament
from checker.systems.interface import StateT

__all__ = ["MAX_MOVED", "MAX_TRIES", "implied_rankings", "moved_players", "ranking", "reranked"]

MAX_OTHER = 3
"""Of the rankings with more than :data:`MAX_MOVED` players elsewhere, at most this many re-paired."""


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
    """The cause ``ranking`` of a round 1 that is the rules' pairing on another ranking (proved by
    re-pairing): a few players elsewhere (at most :data:`MAX_MOVED`), else another ranking
    altogether, every player named; None when no implied ranking gives the round."""
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
    # Rankings whose places agree with the round's colours first (the others cannot give it), then
    # the fewest players moved: the simplest ranking that gives the round is the one reported.
    ordered = sorted((c for c in candidates if c[1]), key=lambda c: (not parity_agrees(c[0], pairs), len(c[1])))
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

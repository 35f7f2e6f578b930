"""Hypothesis strategies for small, consistent Dubov round states.

The tournaments are the Dutch tests' simulated ones (random legal pairings, results, forfeits,
H/F/Z byes, PABs), with ratings drawn from a few values so that AROs (Dubov 1.7) tie and differ;
``build_state`` reads them as a real file would be read.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import assume
from hypothesis import strategies as st

from checker.systems.dubov.colours import clash
from checker.systems.dubov.literal import pairable
from checker.systems.dubov.state import DubovPlayer, DubovState, build_state
from tests.systems.dutch.strategies import tournaments

RATINGS = (1800, 1900, 2000, 2100, 2200, 2300)


@st.composite
def dubov_states(draw: st.DrawFn, min_to_pair: int = 4, max_to_pair: int = 12) -> DubovState:
    """A consistent DubovState with ``min_to_pair``..``max_to_pair`` players to pair."""
    tournament, to_pair = draw(tournaments(min_players=min_to_pair, max_players=max_to_pair + 1, max_rounds=7))
    ratings = draw(st.lists(st.sampled_from(RATINGS), min_size=len(tournament.players),
                            max_size=len(tournament.players)), label="ratings")
    players = tuple(p.model_copy(update={"rating": r}) for p, r in zip(tournament.players, ratings))
    state = build_state(tournament.model_copy(update={"players": players}), to_pair)
    assume(min_to_pair <= len(state.players) <= max_to_pair)
    return state


HISTORIES = ((), ("w",), ("b",), ("w", "b"), ("b", "w"), ("w", "w"), ("b", "b"), ("w", "b", "w"), ("b", "w", "b"),
             ("b", "w", "w"), ("w", "b", "b"))
"""Colour histories giving every Dubov preference: none yet (mild Black), mild, strong and absolute."""


@st.composite
def brackets(draw: st.DrawFn, max_size: int = 10) -> tuple[dict[int, DubovPlayer], tuple[int, ...], dict[int, frozenset[int]]]:
    """A bracket drawn field by field: players (TPN, ARO, colours), who may meet whom, and a legal pairing exists."""
    n = 2 * draw(st.integers(1, max_size // 2), label="pairs")
    tpns = sorted(draw(st.sets(st.integers(1, 30), min_size=n, max_size=n), label="TPNs"))
    new = draw(st.booleans(), label="nobody has played")
    players = {
        t: DubovPlayer(tpn=t, score=Decimal(0), aro=draw(st.sampled_from((0, 1900, 2000, 2100)), label="ARO"),
                       colours=() if new else draw(st.sampled_from(HISTORIES), label="colours"))
        for t in tpns
    }
    # Few edges between White and Black seekers force pairs inside a subgroup (the shifts of 3.2.4).
    across = draw(st.sampled_from((15, 40, 70, 100)), label="edge % between seekers of each colour")
    within = draw(st.sampled_from((50, 80, 100)), label="edge % between seekers of one colour")
    adj: dict[int, set[int]] = {t: set() for t in tpns}
    for i, a in enumerate(tpns):
        for b in tpns[i + 1:]:
            density = within if players[a].preference == players[b].preference else across
            if draw(st.integers(0, 99), label="edge") < density and not clash(players[a], players[b]):
                adj[a].add(b)
                adj[b].add(a)
    frozen = {t: frozenset(v) for t, v in adj.items()}
    assume(pairable(tuple(tpns), frozen))
    return players, tuple(tpns), frozen

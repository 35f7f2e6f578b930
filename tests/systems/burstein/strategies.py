"""Hypothesis strategies for small, consistent Burstein round states (after the seeding rounds).

The Dutch strategies simulate a short tournament (random legal pairings, results, forfeits, H/F/Z
byes, PABs); the Burstein state of its next round is read from it, so every Index, colour history
and PAB eligibility is what a real file would give.
"""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from checker.systems.burstein.state import BursteinState, build_state
from tests.systems.dutch.strategies import tournaments


@st.composite
def burstein_states(draw: st.DrawFn, min_to_pair: int = 4, max_to_pair: int = 12) -> BursteinState:
    """A consistent BursteinState of round 2 or later with ``min_to_pair``..``max_to_pair`` players to pair."""
    tournament, to_pair = draw(tournaments(min_players=min_to_pair, max_players=max_to_pair + 1))
    assume(to_pair >= 2)
    state = build_state(tournament, to_pair)
    assume(min_to_pair <= len(state.players) <= max_to_pair)
    return state

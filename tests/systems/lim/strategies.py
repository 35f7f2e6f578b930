"""Hypothesis strategies for small Lim states drawn field by field.

Scores, played colours, opponents, last round's floaters and PAB eligibility are drawn freely, so the
states reach what simulated tournaments rarely do: crowded compatibility graphs, many scoregroups, an
empty or blocked Median Scoregroup, players nobody can meet, rounds that cannot be paired at all.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import strategies as st

from checker.models import Colour, ScoringSystem
from checker.systems.lim.state import LimPlayer, LimState


@st.composite
def lim_states(draw: st.DrawFn, max_players: int = 10) -> LimState:
    """The state before a round 2..6 of 2..``max_players`` players (sometimes the last round)."""
    n = draw(st.integers(2, max_players), label="players")
    round_number = draw(st.integers(2, 6), label="round")
    total = draw(st.sampled_from((round_number, round_number + 1, round_number + 3)), label="rounds")
    density = draw(st.sampled_from((0, 10, 30, 60)), label="met %")
    met: dict[int, set[int]] = {t: set() for t in range(1, n + 1)}
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if draw(st.integers(0, 99), label="met") < density:
                met[a].add(b)
                met[b].add(a)
    players = []
    for tpn in range(1, n + 1):
        halves = draw(st.integers(0, 2 * (round_number - 1)), label="score in halves")
        played = draw(st.integers(0, round_number - 1), label="games")
        colours: tuple[Colour, ...] = tuple(draw(st.sampled_from(("w", "b")), label="colour") for _ in range(played))
        players.append(LimPlayer(
            tpn=tpn, score=Decimal(halves) / 2, colours=colours, opponents=frozenset(met[tpn]),
            rating=draw(st.integers(1800, 2200), label="rating"),
            floated_last=draw(st.booleans(), label="floated"),
            pab_eligible=draw(st.integers(0, 4), label="PAB ok") > 0,
        ))
    players.sort(key=lambda p: (-p.pairing_score, p.tpn))
    return LimState(round=round_number, total_rounds=total, initial_colour=draw(st.sampled_from(("w", "b"))),
                    scoring=ScoringSystem(), players=tuple(players), maxi=draw(st.booleans(), label="maxi"))

"""Small random round states of the 2009 rating-based system, for the fast walk against the literal one.

Histories are drawn freely (not played out): scores on a few levels so that brackets are heterogeneous,
colour histories of any pattern a legal tournament could show, floats, opponents met and byes had, in odd
and even rounds, sometimes the last. That reaches C.9-C.14 far more often than played-out tournaments.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import strategies as st

from checker.models import Colour, ScoringSystem
from checker.systems.dutch_procedural.edition import EDITION_2009, Edition
from checker.systems.dutch_procedural.state import RatingPlayer, RatingState
from tests.systems.dutch_procedural.builders import FLOATS



def legal_history(colours: list[Colour]) -> tuple[Colour, ...]:
    """The history cut where B.2 would have been broken (no third colour in a row, difference within 2)."""
    out: list[Colour] = []
    for c in colours:
        d = sum(1 if x == "w" else -1 for x in out) + (1 if c == "w" else -1)
        if abs(d) > 2 or out[-2:] == [c, c]:
            break
        out.append(c)
    return tuple(out)


@st.composite
def round_states(draw: st.DrawFn, min_players: int = 3, max_players: int = 8,
                 edition: Edition = EDITION_2009) -> RatingState:
    """A state before round 2-6 with 3-8 players, under ``edition`` (2009 or 2012)."""
    n = draw(st.integers(min_players, max_players))
    round_number = draw(st.integers(2, 6))
    total = round_number + draw(st.integers(0, 2))
    tpns = list(range(1, n + 1))
    met: dict[int, set[int]] = {t: set() for t in tpns}
    for a in tpns:
        for b in tpns:
            if a < b and draw(st.integers(0, 99)) < 25:
                met[a].add(b)
                met[b].add(a)
    players = []
    for t in tpns:
        played = draw(st.integers(0, round_number - 1))
        colours = legal_history(draw(st.lists(st.sampled_from(["w", "b"]), min_size=played, max_size=played)))
        floats = tuple(FLOATS[f] for f in draw(st.text(alphabet="du---", min_size=round_number - 1,
                                                                max_size=round_number - 1)))
        score = Decimal(draw(st.integers(0, 2 * (round_number - 1)))) / 2
        players.append(RatingPlayer(tpn=t, score=score, colours=colours, floats=floats, opponents=frozenset(met[t]),
                                    pab_eligible=draw(st.booleans()) or draw(st.booleans())))
    ordered = tuple(sorted(players, key=lambda p: (-p.score, p.tpn)))
    initial: Colour = draw(st.sampled_from(["w", "b"]))
    return RatingState(round=round_number, total_rounds=total, initial_colour=initial, scoring=ScoringSystem(),
                       players=ordered, edition=edition)

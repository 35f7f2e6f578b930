"""Hypothesis strategies for small Double-Swiss states (C.04.5).

Two sources, both shrinkable: short tournaments simulated in the two-columns-per-match layout and
read back by ``build_double_swiss_state`` (PABs, zero-point and half-point absences, single-game
forfeits, matches forfeited by one side or both), and states drawn field by field (arbitrary
scores, meetings, floaters, colour histories, C2 flags), which reach corners a simulation rarely
does: many scoregroups, a crowded C1 graph, rounds that cannot be paired at all.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import strategies as st

from checker.models import Colour, Player, RoundEntry, Tournament
from checker.systems.double_swiss.state import DoubleSwissPlayer, DoubleSwissState, build_double_swiss_state

GAMES: tuple[tuple[str, str], ...] = (("1", "0"), ("=", "="), ("0", "1"))
"""Result codes (white, black) of one game played over the board."""


def _other(colour: Colour) -> Colour:
    return "b" if colour == "w" else "w"


@st.composite
def simulated_states(draw: st.DrawFn, max_players: int = 10, max_matches: int = 6) -> DoubleSwissState:
    """The state before a random match of a simulated Double-Swiss tournament (random legal pairings)."""
    n = draw(st.integers(2, max_players), label="players")
    total = draw(st.integers(1, max_matches), label="matches")
    to_pair = draw(st.one_of(st.just(total), st.integers(1, total)), label="match to pair")
    absence_rate = draw(st.sampled_from((0, 0, 10, 20)), label="absence %")
    forfeit_rate = draw(st.sampled_from((0, 0, 10, 25)), label="forfeit %")
    entries: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n + 1)}
    met: dict[int, set[int]] = {i: set() for i in range(1, n + 1)}
    no_pab: set[int] = set()

    def add(tpn: int, k: int, opponent: int | None, colour: Colour | None, results: tuple[str, str]) -> None:
        second = None if colour is None else _other(colour)
        entries[tpn].append(RoundEntry(round=2 * k - 1, opponent=opponent, colour=colour, result=results[0]))  # type: ignore[arg-type]
        entries[tpn].append(RoundEntry(round=2 * k, opponent=opponent, colour=second, result=results[1]))  # type: ignore[arg-type]

    for k in range(1, to_pair + 1):
        present = []
        for tpn in range(1, n + 1):
            if draw(st.integers(0, 99), label="absence draw") < absence_rate:
                code = draw(st.sampled_from(("Z", "H")), label="absence code")
                add(tpn, k, None, None, (code, code))
            else:
                present.append(tpn)
        if k == to_pair:
            break
        waiting = list(draw(st.permutations(present), label="order"))
        while waiting:
            a = waiting.pop(0)
            partner = next((b for b in waiting if b not in met[a]), None)
            if partner is None:
                if a not in no_pab and draw(st.booleans(), label="PAB"):
                    add(a, k, None, None, ("U", "U"))
                    no_pab.add(a)
                else:
                    add(a, k, None, None, ("Z", "Z"))
                continue
            waiting.remove(partner)
            white, black = (a, partner) if draw(st.booleans(), label="colour") else (partner, a)
            if draw(st.integers(0, 99), label="forfeit draw") < forfeit_rate:
                kind = draw(st.sampled_from(("one game", "white", "black", "both")), label="forfeit kind")
                if kind == "one game":
                    g1 = draw(st.sampled_from(GAMES), label="game 1")
                    add(white, k, black, "w", (g1[0], "+"))
                    add(black, k, white, "b", (g1[1], "-"))
                    met[white].add(black)
                    met[black].add(white)
                elif kind == "both":
                    add(white, k, black, "w", ("-", "-"))
                    add(black, k, white, "b", ("-", "-"))
                else:
                    winner, loser = (white, black) if kind == "white" else (black, white)
                    add(winner, k, loser, "w" if winner == white else "b", ("+", "+"))
                    add(loser, k, winner, "w" if loser == white else "b", ("-", "-"))
                    no_pab.add(winner)
                continue
            g1 = draw(st.sampled_from(GAMES), label="game 1")
            g2 = draw(st.sampled_from(GAMES), label="game 2")
            add(white, k, black, "w", (g1[0], g2[1]))
            add(black, k, white, "b", (g1[1], g2[0]))
            met[white].add(black)
            met[black].add(white)
    tournament = Tournament(
        players=tuple(Player(start_number=i, rating=2600 - 10 * i, rounds=tuple(entries[i])) for i in entries),
        declared_rounds=2 * total,
        rounds_source="XXR",
        initial_colour=draw(st.sampled_from(("w", "b")), label="initial colour"),
        system_code="FIDE_DOUBLESWISS",
    )
    return build_double_swiss_state(tournament, to_pair)


@st.composite
def drawn_states(draw: st.DrawFn, max_players: int = 10) -> DoubleSwissState:
    """A state drawn field by field: scores, meetings, floaters, colours and C2 flags at random."""
    n = draw(st.integers(2, max_players), label="players")
    tpns = sorted(draw(st.sets(st.integers(1, max_players + 4), min_size=n, max_size=n), label="TPNs"))
    halves = draw(st.integers(1, 6), label="score levels")
    met: dict[int, set[int]] = {t: set() for t in tpns}
    density = draw(st.sampled_from((0, 15, 35, 60)), label="met %")
    for i, a in enumerate(tpns):
        for b in tpns[i + 1 :]:
            if draw(st.integers(0, 99), label="met draw") < density:
                met[a].add(b)
                met[b].add(a)
    players = []
    for t in tpns:
        colours = tuple(draw(st.lists(st.sampled_from(("w", "b")), max_size=4), label="colours"))
        floated = draw(st.sampled_from((None, None, "up", "down")), label="float")
        players.append(
            DoubleSwissPlayer(
                tpn=t,
                score=Decimal(draw(st.integers(0, halves - 1), label="score")) / 2,
                colours=colours,  # type: ignore[arg-type]
                floats=(floated,),  # type: ignore[arg-type]
                opponents=frozenset(met[t]),
                pab_eligible=draw(st.integers(0, 3), label="C2") > 0,
                matches_played=draw(st.integers(0, 3), label="played"),
            )
        )
    players.sort(key=lambda p: (-p.score, p.tpn))
    return DoubleSwissState(
        round=2,
        total_rounds=draw(st.sampled_from((2, 3)), label="total"),
        initial_colour=draw(st.sampled_from(("w", "b")), label="initial colour"),
        scoring=Tournament().scoring,
        players=tuple(players),
    )


def double_swiss_states(max_players: int = 10) -> st.SearchStrategy[DoubleSwissState]:
    """Either source, half the time each."""
    return st.one_of(simulated_states(max_players), drawn_states(max_players))

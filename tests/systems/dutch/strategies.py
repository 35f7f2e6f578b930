"""Hypothesis strategies for small, consistent Dutch round states.

A state is never made up field by field: a short tournament is simulated (random legal pairings,
random results, forfeits, H/F/Z byes, PABs) and ``build_state`` reads it, so every DutchPlayer
(score, colours, floats, opponents, PAB eligibility, unplayed rounds, topscorers) is what a real
file would give. Every choice is a hypothesis draw, so failing examples shrink.
"""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from checker.models import Colour, Player, RoundEntry, Tournament
from checker.systems.dutch.state import DutchState, build_state

GameResult = tuple[str, str]
"""Result codes of (white, black): a game ("1"/"0"/"="), or a forfeit ("+"/"-")."""

GAME_RESULTS: tuple[GameResult, ...] = (("1", "0"), ("=", "="), ("0", "1"))
FORFEITS: tuple[GameResult, ...] = (("+", "-"), ("-", "+"))


def _colour_ok(history: list[Colour], colour: Colour) -> bool:
    """Basic Rules 6 and 7 for the rounds before the final one: |difference| <= 2, no colour three times in a row."""
    after = history + [colour]
    diff = after.count("w") - after.count("b")
    return abs(diff) <= 2 and not (len(after) >= 3 and after[-1] == after[-2] == after[-3])


@st.composite
def tournaments(
    draw: st.DrawFn,
    min_players: int = 4,
    max_players: int = 13,
    max_rounds: int = 6,
    results: tuple[GameResult, ...] = GAME_RESULTS,
) -> tuple[Tournament, int]:
    """A simulated tournament and the round to pair next (1..total rounds), byes of that round included.

    Rounds before it are paired at random among players who have not met over the board, with
    colours that keep Basic Rules 6/7; results are random with some forfeits; some players are
    absent (H half-point, F full-point, Z zero-point byes); an odd player out gets the PAB if
    Basic Rules 4 allows it, otherwise stays out of the round (Z).
    """
    n = draw(st.integers(min_players, max_players), label="players")
    total = draw(st.integers(2, max_rounds), label="rounds")
    # the final round (topscorers, Dutch 1.8) about one time in three
    to_pair = draw(st.one_of(st.just(total), st.integers(1, total)), label="round to pair")
    absence_rate = draw(st.sampled_from((0, 0, 8, 15)), label="absence %")
    forfeit_rate = draw(st.sampled_from((0, 5, 12)), label="forfeit %")

    entries: dict[int, list[RoundEntry]] = {i: [] for i in range(1, n + 1)}
    colours: dict[int, list[Colour]] = {i: [] for i in range(1, n + 1)}
    played: dict[int, set[int]] = {i: set() for i in range(1, n + 1)}
    had_pab: set[int] = set()
    full_point_unplayed: set[int] = set()

    def bye(k: int, tpn: int, code: str) -> RoundEntry:
        if code in ("F", "U", "+"):
            full_point_unplayed.add(tpn)
        if code == "U":
            had_pab.add(tpn)
        return RoundEntry(round=k, opponent=None, colour=None, result=code)  # type: ignore[arg-type]

    for k in range(1, to_pair + 1):
        present: list[int] = []
        for tpn in range(1, n + 1):
            if draw(st.integers(0, 99)) < absence_rate:
                code = draw(st.sampled_from(("Z", "H", "F") if k < to_pair else ("Z", "H")))
                entries[tpn].append(bye(k, tpn, code))
            else:
                present.append(tpn)
        if k == to_pair:
            break
        order = draw(st.permutations(present))
        waiting = list(order)
        pab_given = False
        while waiting:
            a = waiting.pop(0)
            partner = None
            for b in waiting:
                if b in played[a]:
                    continue
                options = [c for c in ("w", "b") if _colour_ok(colours[a], c) and _colour_ok(colours[b], "b" if c == "w" else "w")]
                if options:
                    partner = (b, draw(st.sampled_from(options)))
                    break
            if partner is None:
                if not pab_given and a not in had_pab and a not in full_point_unplayed:
                    entries[a].append(bye(k, a, "U"))
                    pab_given = True
                else:
                    entries[a].append(bye(k, a, "Z"))
                continue
            b, colour_a = partner
            waiting.remove(b)
            white, black = (a, b) if colour_a == "w" else (b, a)
            if draw(st.integers(0, 99)) < forfeit_rate:
                rw, rb = draw(st.sampled_from(FORFEITS))
                if rw == "+":
                    full_point_unplayed.add(white)
                else:
                    full_point_unplayed.add(black)
            else:
                rw, rb = draw(st.sampled_from(results))
                played[white].add(black)
                played[black].add(white)
                colours[white].append("w")
                colours[black].append("b")
            entries[white].append(RoundEntry(round=k, opponent=black, colour="w", result=rw))  # type: ignore[arg-type]
            entries[black].append(RoundEntry(round=k, opponent=white, colour="b", result=rb))  # type: ignore[arg-type]

    initial: Colour = draw(st.sampled_from(("w", "b")), label="initial colour")
    players = tuple(Player(start_number=i, rating=2400 - 10 * i, rounds=tuple(entries[i])) for i in range(1, n + 1))
    return Tournament(players=players, declared_rounds=total, initial_colour=initial), to_pair


@st.composite
def round_states(draw: st.DrawFn, min_to_pair: int = 4, max_to_pair: int = 12,
                 results: tuple[GameResult, ...] = GAME_RESULTS) -> DutchState:
    """A consistent DutchState with ``min_to_pair``..``max_to_pair`` players to pair (see ``tournaments``);
    games end with one of ``results``, drawn alike (repeat one to make it likelier)."""
    tournament, to_pair = draw(tournaments(min_players=min_to_pair, max_players=max_to_pair + 1, results=results))
    state = build_state(tournament, to_pair)
    assume(min_to_pair <= len(state.players) <= max_to_pair)
    return state

"""Hand-made Dutch round states for the fast and the literal engine tests: one call per player, one per round.

Also the few states both engines are tested on (bbpPairings' C5 and C9 cases, the Limbo double
float of 3.2.4), built once so both test folders check the very same position.
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Colour, Pairing, ScoringSystem
from checker.systems.dutch.state import DutchPlayer, DutchState


def player(
    tpn: int,
    score: str = "0",
    colours: str = "",
    opponents: tuple[int, ...] = (),
    floats: str = "",
    pab_eligible: bool = True,
    unplayed: int = 0,
    topscorer: bool = False,
    forbidden: tuple[int, ...] = (),
) -> DutchPlayer:
    """A player; ``colours`` of played games oldest first (``"wb"``), ``floats`` one letter per
    round, oldest first: d(own), u(p) or - (none)."""
    return DutchPlayer(
        tpn=tpn,
        score=Decimal(score),
        colours=tuple(colours),  # type: ignore[arg-type]
        floats=tuple({"d": "down", "u": "up", "-": None}[f] for f in floats),  # type: ignore[misc]
        opponents=frozenset(opponents),
        forbidden=frozenset(forbidden),
        pab_eligible=pab_eligible,
        unplayed_rounds=unplayed,
        topscorer=topscorer,
    )


def state(
    round_number: int,
    total: int,
    *players: DutchPlayer,
    initial: Colour = "w",
    absent: tuple[tuple[int, str], ...] = (),
) -> DutchState:
    """A round state with the players in Dutch 1.2 order (score descending, then TPN)."""
    ordered = tuple(sorted(players, key=lambda p: (-p.pairing_score, p.tpn)))
    return DutchState(
        round=round_number,
        total_rounds=total,
        initial_colour=initial,
        players=ordered,
        scoring=ScoringSystem(),
        absent=absent,
    )


def boards(pairing: Pairing) -> set[tuple[int, int]]:
    """The (white, black) boards of a pairing."""
    return {(p.white, p.black) for p in pairing.pairs}


def c5_lowest_score_state() -> DutchState:
    """bbpPairings' dutch_2025_C5 case, round 3 of 3 (4 absent): pairing 1-3 would leave a 1-point PAB (C5)."""
    return state(
        3,
        3,
        player(1, "2", "wb", (4, 2)),
        player(2, "1", "bw", (5, 1)),
        player(3, "2", "wb", (6, 4)),
        player(5, "1", "wb", (2, 6)),
        player(6, "0", "bw", (3, 5)),
    )


def c9_unplayed_games_state() -> DutchState:
    """bbpPairings' dutch_2025_C9 case, round 2 of 3: 3, 4, 5 have 0 points, 5 missed round 1 (C9)."""
    return state(
        2,
        3,
        player(1, "1", "w", (3,)),
        player(2, "1", "b", (4,)),
        player(3, "0", "b", (1,)),
        player(4, "0", "w", (2,)),
        player(5, "0", unplayed=1),
    )


def limbo_double_float_state() -> DutchState:
    """Round 4 of 5: 1, 2, 3 (2.5 points) have all met and float into a one-resident bracket (3.2.4)."""
    return state(
        4,
        5,
        player(1, "2.5", "wbw", (2, 3, 5)),
        player(2, "2.5", "bwb", (1, 3, 6)),
        player(3, "2.5", "bwb", (1, 2, 4)),
        player(4, "1.5", "bwb", (3, 5, 6)),
        player(5, "0.5", "wbw", (1, 4)),
        player(6, "0.5", "wbw", (2, 4)),
    )

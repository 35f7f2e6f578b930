"""Hand-made round states for the Dutch engine tests: one call per player, one per round."""

from __future__ import annotations

from decimal import Decimal

from checker.models import Colour, ScoringSystem
from checker.state import PlayerState, RoundState


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
) -> PlayerState:
    """A player; ``colours`` of played games oldest first (``"wb"``), ``floats`` one letter per
    round, oldest first: d(own), u(p) or - (none)."""
    return PlayerState(
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


def state(round_number: int, total: int, *players: PlayerState, initial: Colour = "w") -> RoundState:
    """A round state with the players in Dutch 1.2 order (score descending, then TPN)."""
    ordered = tuple(sorted(players, key=lambda p: (-p.pairing_score, p.tpn)))
    return RoundState(
        round=round_number, total_rounds=total, initial_colour=initial, players=ordered, scoring=ScoringSystem()
    )


def boards(pairing) -> set[tuple[int, int]]:  # noqa: ANN001 - a Pairing
    """The (white, black) boards of a pairing."""
    return {(p.white, p.black) for p in pairing.pairs}

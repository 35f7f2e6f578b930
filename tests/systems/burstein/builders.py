"""Hand-made Burstein round states: one call per player (Index, colours, opponents), one per round."""

from __future__ import annotations

from decimal import Decimal

from checker.models import Colour, ScoringSystem
from checker.systems.burstein.state import BursteinPlayer, BursteinState


def player(tpn: int, score: str = "0", buchholz: str = "0", sb: str = "0", colours: str = "",
           opponents: tuple[int, ...] = (), pab_eligible: bool = True, games: int | None = None) -> BursteinPlayer:
    """A player after the seeding rounds; ``colours`` of played games oldest first (``"wb"``);
    ``games`` played defaults to the number of colours."""
    return BursteinPlayer(
        tpn=tpn, score=Decimal(score), buchholz=Decimal(buchholz), sonneborn_berger=Decimal(sb),
        colours=tuple(colours),  # type: ignore[arg-type]
        opponents=frozenset(opponents), pab_eligible=pab_eligible,
        games_played=len(colours) if games is None else games,
    )


def state(round_number: int, *players: BursteinPlayer, initial: Colour = "w", total: int = 9) -> BursteinState:
    """A Burstein round state, players by score descending then by 1.8."""
    ordered = tuple(sorted(players, key=lambda p: (-p.pairing_score, p.rank_key)))
    return BursteinState(round=round_number, total_rounds=total, initial_colour=initial, players=ordered,
                         scoring=ScoringSystem(), seeding_rounds=min(total // 2, 4))

"""Hand-made Double-Swiss players, states and tournaments for the tests (C.04.5)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from checker.models import Colour, Player, RoundEntry, ScoringSystem, Tournament
from checker.systems.double_swiss.state import DoubleSwissPlayer, DoubleSwissState

Match = tuple[int | None, str | None, str, str]
"""One match of a player: (opponent or None, first-game colour w/b or None, game-1 code, game-2 code)."""


def player(
    tpn: int,
    score: float | str,
    met: Sequence[int] = (),
    colours: str = "",
    floater: bool = False,
    pab_ok: bool = True,
    played: int = 0,
) -> DoubleSwissPlayer:
    """A player state: score, opponents met (C1), first-game colours, floater last match (1.5)."""
    return DoubleSwissPlayer(
        tpn=tpn,
        score=Decimal(str(score)),
        opponents=frozenset(met),
        colours=tuple(colours),  # type: ignore[arg-type]
        floats=("up",) if floater else (None,),
        pab_eligible=pab_ok,
        matches_played=played,
    )


def symmetric(players: Sequence[DoubleSwissPlayer]) -> tuple[DoubleSwissPlayer, ...]:
    """The players with every meeting recorded on both sides (C1 is symmetric)."""
    met: dict[int, set[int]] = {p.tpn: set(p.opponents) for p in players}
    for p in players:
        for o in p.opponents:
            if o in met:
                met[o].add(p.tpn)
    return tuple(p.model_copy(update={"opponents": frozenset(met[p.tpn])}) for p in players)


def state(
    players: Sequence[DoubleSwissPlayer], match: int = 3, total: int = 5, initial: Colour = "w"
) -> DoubleSwissState:
    """A Double-Swiss state before ``match`` of ``total``, meetings made symmetric."""
    ordered = sorted(symmetric(players), key=lambda p: (-p.score, p.tpn))
    return DoubleSwissState(
        round=match, total_rounds=total, initial_colour=initial, scoring=ScoringSystem(), players=ordered
    )


def entries(matches: Sequence[Match | None]) -> tuple[RoundEntry, ...]:
    """Round blocks of a player, two columns per match (None: no block in that match)."""
    out: list[RoundEntry] = []
    for k, m in enumerate(matches, start=1):
        if m is None:
            continue
        opponent, colour, r1, r2 = m
        second = None if colour is None else ("b" if colour == "w" else "w")
        out.append(RoundEntry(round=2 * k - 1, opponent=opponent, colour=colour, result=r1))  # type: ignore[arg-type]
        out.append(RoundEntry(round=2 * k, opponent=opponent, colour=second, result=r2))  # type: ignore[arg-type]
    return tuple(out)


def tournament(
    lines: dict[int, Sequence[Match | None]], matches: int = 4, initial: Colour | None = "w", **fields: object
) -> Tournament:
    """A Double-Swiss tournament from each start number's matches (XXR = 2 x matches)."""
    return Tournament(
        players=tuple(
            Player(start_number=s, rating=2500 - 10 * s, rounds=entries(ms)) for s, ms in sorted(lines.items())
        ),
        declared_rounds=2 * matches,
        rounds_source="XXR",
        initial_colour=initial,
        system_code="FIDE_DOUBLESWISS",
        **fields,  # type: ignore[arg-type]
    )

"""Hand-made round states of the 2009 rating-based system: one call per player, one per round."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from checker.models import Colour, Pairing, ScoringSystem
from checker.state.individual import Float
from checker.systems.dutch_procedural.state import RatingPlayer, RatingState
from checker.trf.reader import load

FLOATS: dict[str, Float | None] = {"d": "down", "u": "up", "-": None}


def player(tpn: int, score: str = "0", colours: str = "", opponents: tuple[int, ...] = (), floats: str = "",
           bye_allowed: bool = True) -> RatingPlayer:
    """A player; ``colours`` of games played, oldest first (``"wb"``); ``floats`` one letter per round,
    oldest first: d(own), u(p) or - (none)."""
    played: tuple[Colour, ...] = tuple("w" if c == "w" else "b" for c in colours)
    return RatingPlayer(tpn=tpn, score=Decimal(score), colours=played, floats=tuple(FLOATS[f] for f in floats),
                        opponents=frozenset(opponents), pab_eligible=bye_allowed,
                        pab_barred_by=None if bye_allowed else "a bye in an earlier round")


def state(round_number: int, total: int, *players: RatingPlayer, initial: Colour = "w") -> RatingState:
    """A round state; players met are made symmetric, players in A.2 order (score, then pairing number)."""
    met: dict[int, set[int]] = {p.tpn: set(p.opponents) for p in players}
    for p in players:
        for o in p.opponents:
            met.setdefault(o, set()).add(p.tpn)
    fixed = [p.model_copy(update={"opponents": frozenset(met[p.tpn])}) for p in players]
    ordered = tuple(sorted(fixed, key=lambda p: (-p.score, p.tpn)))
    return RatingState(round=round_number, total_rounds=total, initial_colour=initial, scoring=ScoringSystem(),
                       players=ordered)


def unordered(pairing: Pairing) -> set[frozenset[int]]:
    """The pairs without colours."""
    return {frozenset((p.white, p.black)) for p in pairing.pairs}


def boards(pairing: Pairing) -> set[tuple[int, int]]:
    """The (white, black) boards."""
    return {(p.white, p.black) for p in pairing.pairs}


def published(path: Path, r: int) -> tuple[frozenset[frozenset[int]], int | None]:
    """The file's pairs (start numbers) and pairing-allocated bye (``0000 - +`` or ``U``) of round ``r``."""
    tournament, _ = load(path)
    pairs = frozenset(frozenset({p.start_number, e.opponent}) for p in tournament.players
                      if (e := p.entry(r)) is not None and e.opponent is not None)
    bye = next((p.start_number for p in tournament.players
                if (e := p.entry(r)) is not None and e.opponent is None and e.result in ("+", "U")), None)
    return pairs, bye

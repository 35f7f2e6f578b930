"""Tiny helpers to write tournaments by hand in state tests: one string per 001 line's round blocks."""

from __future__ import annotations

from typing import Any

from checker.models import Player, RoundEntry, Tournament


def entry(round_number: int, block: str) -> RoundEntry | None:
    """A round block written as in a TRF line, e.g. ``"7 w 1"``, ``"0000 - U"``, ``""`` (no block)."""
    parts = block.split()
    if not parts:
        return None
    opponent = int(parts[0])
    colour = parts[1] if len(parts) > 1 and parts[1] in ("w", "b") else None
    result = parts[2] if len(parts) > 2 else ""
    return RoundEntry(round=round_number, opponent=opponent or None, colour=colour, result=result)


def player(start: int, *blocks: str, rating: int | None = None) -> Player:
    """A 001 line: start number and its round blocks in round order (``""`` leaves a round out)."""
    rounds = tuple(e for e in (entry(k, b) for k, b in enumerate(blocks, start=1)) if e is not None)
    return Player(start_number=start, rating=rating, rounds=rounds)


def tournament(*players: Player, **fields: Any) -> Tournament:
    """A Tournament of these players; keyword fields go to the model (byes, scoring, ...)."""
    return Tournament(players=players, **fields)

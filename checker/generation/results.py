"""The game model of generated tournaments: ratings, and results by the rating difference.

The stronger player wins more often (the Elo expectation), draws are most frequent around it, and
a pair that plays several games (a Double-Swiss match) alternates colours game by game (C.04.5 4.4).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from checker.models import Colour, ResultCode, RoundEntry
from checker.tournament.colours import opposite


def game_result(rng: random.Random, white_rating: int, black_rating: int, draw_rate: float) -> tuple[ResultCode, ResultCode]:
    """One game's result codes (white, black): the Elo expectation, with ``draw_rate`` draws around it."""
    expected = 1 / (1 + 10 ** ((black_rating - white_rating) / 400))
    x = rng.random()
    if x < expected - draw_rate / 2:
        return "1", "0"
    if x < expected + draw_rate / 2:
        return "=", "="
    return "0", "1"


def played_result(rng: random.Random, ratings: Sequence[int], w: int, b: int, game: int, draw_rate: float) -> tuple[ResultCode, ResultCode]:
    """Result codes (w's, b's) of game ``game`` (0-based) of a pair: w has White in even games (C.04.5 4.4)."""
    if game % 2 == 0:
        return game_result(rng, ratings[w - 1], ratings[b - 1], draw_rate)
    black_code, white_code = game_result(rng, ratings[b - 1], ratings[w - 1], draw_rate)
    return white_code, black_code


def blocks(first_column: int, opponent: int | None, colour: Colour | None, results: Sequence[ResultCode]) -> list[RoundEntry]:
    """One player's blocks for the columns of a round, colours alternating game by game (C.04.5 4.4)."""
    out: list[RoundEntry] = []
    for g, result in enumerate(results):
        c = colour if colour is None or g % 2 == 0 else opposite(colour)
        out.append(RoundEntry(round=first_column + g, opponent=opponent, colour=c, result=result))
    return out

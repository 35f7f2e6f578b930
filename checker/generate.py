"""Random tournaments paired round after round by a system's own reference pairer (tests and benchmarks).

``generate(system, players, rounds, seed)`` starts from ``players`` rated players and, round after
round, enters some absences known before the pairing (zero-point ``Z``, half-point ``H``), pairs the
round with ``system.pair`` on the state ``system.build_state`` reads from the file so far, and
writes random results: Elo-based games with draws, forfeits by one side or both, and the PAB
(``U``). A system that plays several games per round (Double-Swiss: a match of two games, C.04.5
Preface) gets that many TRF round columns per round, colours alternating (C.04.5 4.4). Every such
tournament must check CONSISTENT in every round: the check's self-consistency test.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from checker.diff import to_start_numbers
from checker.models import Colour, Player, RoundEntry, Tournament
from checker.systems.base import PairingImpossible, SystemInfo

COLUMNS_PER_ROUND: dict[str, int] = {"double-swiss": 2}
"""TRF round columns per round of a system: one per game (Double-Swiss: two games per match)."""

UNSUPPORTED: dict[str, str] = {
    "team": "the Swiss Team system pairs teams whose players play on boards; generate pairs players only",
}


def _other(colour: Colour) -> Colour:
    """The opposite colour."""
    return "b" if colour == "w" else "w"


def _game(rng: random.Random, white_rating: int, black_rating: int, draw_rate: float) -> tuple[str, str]:
    """One game's result codes (white, black): the Elo expectation, with ``draw_rate`` draws around it."""
    expected = 1 / (1 + 10 ** ((black_rating - white_rating) / 400))
    x = rng.random()
    if x < expected - draw_rate / 2:
        return "1", "0"
    if x < expected + draw_rate / 2:
        return "=", "="
    return "0", "1"


def _played(rng: random.Random, ratings: Sequence[int], w: int, b: int, game: int, draw_rate: float) -> tuple[str, str]:
    """Result codes (w's, b's) of game ``game`` (0-based) of a pair: w has White in even games (C.04.5 4.4)."""
    if game % 2 == 0:
        return _game(rng, ratings[w - 1], ratings[b - 1], draw_rate)
    black_code, white_code = _game(rng, ratings[b - 1], ratings[w - 1], draw_rate)
    return white_code, black_code


def _blocks(first_column: int, opponent: int | None, colour: Colour | None, results: Sequence[str]) -> list[RoundEntry]:
    """One player's blocks for the columns of a round, colours alternating game by game (C.04.5 4.4)."""
    out: list[RoundEntry] = []
    for g, result in enumerate(results):
        c = colour if colour is None or g % 2 == 0 else _other(colour)
        out.append(RoundEntry(round=first_column + g, opponent=opponent, colour=c, result=result))  # type: ignore[arg-type]
    return out


def generate(
    system: SystemInfo,
    players: int,
    rounds: int,
    seed: int,
    *,
    absence_rate: float = 0.03,
    half_bye_rate: float = 0.02,
    forfeit_rate: float = 0.03,
    draw_rate: float = 0.3,
) -> Tournament:
    """A ``players``-player tournament of ``rounds`` rounds paired by ``system``'s pairer (same seed, same file).

    Per player and round: ``absence_rate`` zero-point and ``half_bye_rate`` half-point byes known
    before the pairing; per pair: ``forfeit_rate`` forfeits (a third by both sides; with several
    games per round, a third of them a single game only). Stops before a round the pairer finds
    impossible (3.3.3); XXR keeps the number of rounds asked for. ValueError for a system it
    cannot write (Team) or fewer than 2 players.
    """
    if system.name in UNSUPPORTED:
        raise ValueError(f"generate: {UNSUPPORTED[system.name]}")
    if players < 2 or rounds < 1:
        raise ValueError(f"generate: need 2 or more players and 1 or more rounds, got {players} and {rounds}")
    rng = random.Random(seed)
    games = COLUMNS_PER_ROUND.get(system.name, 1)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    entries: dict[int, list[RoundEntry]] = {s: [] for s in range(1, players + 1)}

    def tournament(extra: dict[int, list[RoundEntry]] | None = None) -> Tournament:
        return Tournament(
            name=f"swisscheck generate {system.name} {players}x{rounds} seed {seed}",
            players=tuple(
                Player(start_number=s, name=f"Player {s:03d}", rating=ratings[s - 1],
                       rounds=tuple(entries[s] + (extra or {}).get(s, [])))
                for s in entries
            ),
            declared_rounds=games * rounds,
            rounds_source="XXR",
            initial_colour="w",
            system_code=system.codes[0] if system.codes else None,
        )

    for k in range(1, rounds + 1):
        first = games * (k - 1) + 1
        new: dict[int, list[RoundEntry]] = {}
        for s in entries:
            x = rng.random()
            if x < absence_rate:
                new[s] = _blocks(first, None, None, ["Z"] * games)
            elif x < absence_rate + half_bye_rate:
                new[s] = _blocks(first, None, None, ["H"] * games)
        try:
            state = system.build_state(tournament(new), k, None)
            pairing = to_start_numbers(state, system.pair(state))
        except PairingImpossible:
            break
        if pairing.pab is not None:
            new[pairing.pab] = _blocks(first, None, None, ["U"] * games)
        for pair in pairing.pairs:
            w, b = pair.white, pair.black
            x = rng.random()
            if x < forfeit_rate / 3:
                white_results, black_results = ["-"] * games, ["-"] * games
            elif x < 2 * forfeit_rate / 3 and games > 1:
                g = rng.randrange(games)
                white_results, black_results = [], []
                for i in range(games):
                    won = rng.random() < 0.5
                    codes = (("+", "-") if won else ("-", "+")) if i == g else _played(rng, ratings, w, b, i, draw_rate)
                    white_results.append(codes[0])
                    black_results.append(codes[1])
            elif x < forfeit_rate:
                won = rng.random() < 0.5
                white_results, black_results = ["+" if won else "-"] * games, ["-" if won else "+"] * games
            else:
                played = [_played(rng, ratings, w, b, i, draw_rate) for i in range(games)]
                white_results, black_results = [c[0] for c in played], [c[1] for c in played]
            new[w] = _blocks(first, b, "w", white_results)
            new[b] = _blocks(first, w, "b", black_results)
        for s, blocks in new.items():
            entries[s] += blocks
    return tournament()

"""An individual tournament generated round after round: absences entered, the round paired, results written.

``individual_tournament`` starts from rated players and, round after round, enters some absences
known before the pairing (zero-point ``Z``, half-point ``H``), asks the system's pairer for the
round on the file written so far, and writes random results: rating-based games with draws,
forfeits by one side or both, and the PAB (``U``). A system that plays several games per round
(Double-Swiss: a match of two games, C.04.5 Preface) gets that many TRF round columns per round,
colours alternating (C.04.5 4.4). Every such tournament must check CONSISTENT in every round.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from checker.errors import PairingImpossible
from checker.generation.results import blocks, played_result
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Player, ResultCode, RoundEntry, Tournament

RoundPairer = Callable[[Tournament, int], Pairing]
"""``pair_round(tournament, k)``: the system's pairing of its round ``k`` on the file so far, by start
number (PairingImpossible when none exists)."""


def check_request(name: str, codes: tuple[str, ...], players: int, rounds: int, settings: GeneratorSettings) -> None:
    """ValueError for fewer than 2 players (or teams), no round, or a 192 code of another system."""
    if players < 2 or rounds < 1:
        raise ValueError(f"generate: need 2 or more players and 1 or more rounds, got {players} and {rounds}")
    code = settings.code
    if code is not None and code.strip().upper().removesuffix("_BAKU") not in codes:
        raise ValueError(f"generate: 192 code {code!r} is not one of the {name} system's codes")


def individual_tournament(
    name: str,
    codes: tuple[str, ...],
    pair_round: RoundPairer,
    players: int,
    rounds: int,
    seed: int,
    settings: GeneratorSettings,
    games: int = 1,
) -> Tournament:
    """A ``players``-player tournament of ``rounds`` rounds paired by ``pair_round`` (same seed, same file).

    Per player and round: ``absence_rate`` zero-point and ``half_bye_rate`` half-point byes known
    before the pairing; per pair: ``forfeit_rate`` forfeits (a third by both sides; with several
    games per round, a third of them a single game only). Stops before a round the pairer finds
    impossible; XXR keeps the number of columns asked for. The 192 code written is ``settings.code``,
    else the system's first code. ValueError for fewer than 2 players or a code of another system.
    """
    check_request(name, codes, players, rounds, settings)
    code = settings.code
    rng = random.Random(seed)
    ratings = sorted((rng.randint(1400, 2700) for _ in range(players)), reverse=True)
    entries: dict[int, list[RoundEntry]] = {s: [] for s in range(1, players + 1)}

    def tournament(extra: dict[int, list[RoundEntry]] | None = None) -> Tournament:
        return Tournament(
            name=f"swisscheck generate {name} {players}x{rounds} seed {seed}",
            players=tuple(
                Player(start_number=s, name=f"Player {s:03d}", rating=ratings[s - 1],
                       rounds=tuple(entries[s] + (extra or {}).get(s, [])))
                for s in entries
            ),
            declared_rounds=games * rounds,
            rounds_source="XXR",
            initial_colour="w",
            system_code=code.strip().upper() if code else (codes[0] if codes else None),
        )

    for k in range(1, rounds + 1):
        first = games * (k - 1) + 1
        new: dict[int, list[RoundEntry]] = {}
        for s in entries:
            x = rng.random()
            if x < settings.absence_rate:
                new[s] = blocks(first, None, None, ["Z"] * games)
            elif x < settings.absence_rate + settings.half_bye_rate:
                new[s] = blocks(first, None, None, ["H"] * games)
        try:
            pairing = pair_round(tournament(new), k)
        except PairingImpossible:
            break
        if pairing.pab is not None:
            new[pairing.pab] = blocks(first, None, None, ["U"] * games)
        forfeit_rate, draw_rate = settings.forfeit_rate, settings.draw_rate
        for pair in pairing.pairs:
            w, b = pair.white, pair.black
            x = rng.random()
            white_results: list[ResultCode]
            black_results: list[ResultCode]
            if x < forfeit_rate / 3:
                white_results, black_results = ["-"] * games, ["-"] * games
            elif x < 2 * forfeit_rate / 3 and games > 1:
                g = rng.randrange(games)
                white_results, black_results = [], []
                for i in range(games):
                    won = rng.random() < 0.5
                    results: tuple[ResultCode, ResultCode] = (
                        (("+", "-") if won else ("-", "+")) if i == g else played_result(rng, ratings, w, b, i, draw_rate))
                    white_results.append(results[0])
                    black_results.append(results[1])
            elif x < forfeit_rate:
                won = rng.random() < 0.5
                white_results, black_results = ["+" if won else "-"] * games, ["-" if won else "+"] * games
            else:
                played = [played_result(rng, ratings, w, b, i, draw_rate) for i in range(games)]
                white_results, black_results = [c[0] for c in played], [c[1] for c in played]
            new[w] = blocks(first, b, "w", white_results)
            new[b] = blocks(first, w, "b", black_results)
        for s, written in new.items():
            entries[s] += written
    return tournament()

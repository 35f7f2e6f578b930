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
from collections.abc import Iterable

from checker.errors import PairingImpossible
from checker.generation.results import blocks, played_result
from checker.generation.settings import GeneratorSettings, RoundPairer
from checker.models import Player, ResultCode, RoundEntry, Tournament

__all__ = ["RoundPairer", "check_request", "individual_tournament", "entry_rounds"]


def check_request(name: str, codes: tuple[str, ...], players: int, rounds: int, settings: GeneratorSettings) -> None:
    """ValueError for fewer than 2 players (or teams), no round, a 192 code of another system, or
    a rating range upside down."""
    if players < 2 or rounds < 1:
        raise ValueError(f"generate: need 2 or more players and 1 or more rounds, got {players} and {rounds}")
    code = settings.code
    if code is not None and code.strip().upper().removesuffix("_BAKU") not in codes:
        raise ValueError(f"generate: 192 code {code!r} is not one of the {name} system's codes")
    if settings.lowest_rating > settings.highest_rating:
        raise ValueError(f"generate: the lowest rating {settings.lowest_rating} is above the highest "
                         f"{settings.highest_rating}")


def entry_rounds(rng: random.Random, ids: Iterable[int], rounds: int, settings: GeneratorSettings) -> dict[int, range]:
    """The rounds each participant takes part in (absent, ``Z``, in the others): late entries
    (``late_entry_rate``: from a round in 2..ceil(R/2)) and withdrawals (``retired_rate``: up to a
    round in 1..R-1). Only participants with a shorter span are listed; nothing is drawn at rate 0,
    so the default settings leave the random stream as it was."""
    spans: dict[int, range] = {}
    if rounds < 2:
        return spans
    for s in ids:
        first, last = 1, rounds
        if settings.late_entry_rate > 0 and rng.random() < settings.late_entry_rate:
            first = rng.randint(2, max(2, (rounds + 1) // 2))
        if settings.retired_rate > 0 and rng.random() < settings.retired_rate:
            last = rng.randint(first, rounds - 1) if first < rounds else rounds
        if (first, last) != (1, rounds):
            spans[s] = range(first, last + 1)
    return spans


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

    Ratings uniform in the settings' range, start numbers by rating. Per player and round:
    ``absence_rate`` zero-point and ``half_bye_rate`` half-point byes known before the pairing, and
    the rounds missed by late entries and withdrawals (:func:`entry_rounds`, ``Z``); per pair:
    ``forfeit_rate`` forfeits (a third by both sides; with several games per round, a third of them
    a single game only). ``settings.pairer`` pairs the rounds when set (a campaign's engine), else
    ``pair_round``. Stops before a round the pairer finds impossible; XXR keeps the number of
    columns asked for. The 192 code written is ``settings.code``, else the system's first code
    (``_BAKU`` added for ``settings.baku``). ValueError for fewer than 2 players or a code of
    another system.
    """
    check_request(name, codes, players, rounds, settings)
    pair_with = settings.pairer or pair_round
    rng = random.Random(seed)
    ratings = sorted((rng.randint(settings.lowest_rating, settings.highest_rating) for _ in range(players)),
                     reverse=True)
    entries: dict[int, list[RoundEntry]] = {s: [] for s in range(1, players + 1)}
    spans = entry_rounds(rng, entries, rounds, settings)

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
            initial_colour=settings.initial_colour,
            system_code=settings.system_code(codes),
            scoring=settings.scoring,
        )

    for k in range(1, rounds + 1):
        first = games * (k - 1) + 1
        new: dict[int, list[RoundEntry]] = {}
        for s in entries:
            if s in spans and k not in spans[s]:
                new[s] = blocks(first, None, None, ["Z"] * games)
                continue
            x = rng.random()
            if x < settings.absence_rate:
                new[s] = blocks(first, None, None, ["Z"] * games)
            elif x < settings.absence_rate + settings.half_bye_rate:
                new[s] = blocks(first, None, None, ["H"] * games)
        try:
            pairing = pair_with(tournament(new), k)
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

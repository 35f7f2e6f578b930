"""The tournaments of a campaign (or of ``generate``): each one's seed, size and settings, drawn from the campaign's seed.

Tournament ``i`` (1-based) of a campaign of seed ``K`` has the seed ``K * 1000000 + i``, and its size
is drawn from that seed alone: the same campaign gives the same tournaments and verdicts whatever
the backend and the number of workers, and ``swisscheck generate --seed K*1000000+i`` rebuilds
tournament ``i`` as swisscheck itself pairs it.
"""

from __future__ import annotations

import random

from checker.campaign.play import TournamentSpec
from checker.errors import InputError
from checker.generation.config import GeneratorOptions, Span
from checker.systems.registry import System, lookup

SEED_STRIDE = 1_000_000
"""Tournament ``i`` of the campaign of seed ``K`` has seed ``K * SEED_STRIDE + i``."""
DEFAULT_PLAYERS = Span(low=15, high=215)
"""The players of a tournament when none are given: bbpPairings' and JaVaFo's generator range."""
DEFAULT_ROUNDS = Span(low=5, high=15)
"""The rounds of a tournament when none are given: the same generators' range."""


def tournament_seed(seed: int, index: int) -> int:
    """The seed of tournament ``index`` (1-based) of the campaign of ``seed``."""
    return seed * SEED_STRIDE + index


def tournament_size(options: GeneratorOptions, seed: int, players: Span, rounds: Span) -> tuple[int, int]:
    """Players and rounds of the tournament of ``seed``: the options' (else the defaults given), a
    range drawn from a stream of its own, so that a fixed size leaves the tournament's stream alone."""
    rng = random.Random(f"swisscheck size {seed}")
    return (options.players or players).draw(rng), (options.rounds or rounds).draw(rng)


def generated_system(name: str, options: GeneratorOptions) -> System:
    """The system named ``name`` (``--system``); InputError when the options do not fit it (a 192 code
    of another system, a Team tournament in TRF16)."""
    system = lookup(name)
    if options.trf == "16" and system.name == "team":
        raise InputError("--trf 16: a Team tournament is written in TRF-2026 only (its 310, 240, 320, 330 records)")
    if options.code is not None and options.code.removesuffix("_BAKU") not in system.codes:
        raise InputError(f"Code {options.code}: not a 192 code of {system.title} (its codes: {', '.join(system.codes)})")
    return system


def plan(system: System, options: GeneratorOptions, engine: str, tournaments: int, seed: int,
         timeout: float) -> list[TournamentSpec]:
    """The tournaments of the campaign of ``seed`` against ``engine``, in order; InputError for a
    negative seed or more tournaments than one seed holds."""
    if seed < 0:
        raise InputError(f"--seed {seed}: a campaign's seed is 0 or more")
    if tournaments >= SEED_STRIDE:
        raise InputError(f"--tournaments {tournaments}: at most {SEED_STRIDE - 1} per campaign (use another --seed)")
    specs = []
    for index in range(1, tournaments + 1):
        tournament = tournament_seed(seed, index)
        players, rounds = tournament_size(options, tournament, DEFAULT_PLAYERS, DEFAULT_ROUNDS)
        specs.append(TournamentSpec(index=index, seed=tournament, system=system.name, players=players, rounds=rounds,
                                    settings=options.settings(rounds), engine=engine, timeout=timeout,
                                    trf=options.trf))
    return specs

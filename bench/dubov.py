"""Timing of the Dubov reference pairer and check (C.04.4.1): a 300-player, 11-round tournament built by
``DUBOV.generate`` (the engine pairs each round; random Elo results, zero- and half-point byes, forfeits),
timed round by round while it is built; then written as TRF, read back and checked round by round (state,
reference pairing, comparison); last, a copy whose last round has two opponents swapped is checked, so the
audit's stages are valued too. The figures go to bench/README.md.

    python bench/dubov.py [--players 300] [--rounds 11] [--seed 2026] [--baku]
"""

from __future__ import annotations

import argparse
import time

from checker.check.round import check_round
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Tournament
from checker.systems.dubov.system import DUBOV
from checker.trf import dumps, loads


def build(players: int, rounds: int, seed: int, code: str | None) -> tuple[Tournament, list[float]]:
    """The generated tournament and the time the pairer took for each round while building it."""
    times: list[float] = []

    def timed(tournament: Tournament, k: int) -> Pairing:
        start = time.perf_counter()
        pairing = DUBOV.pair_round(tournament, k)
        times.append(time.perf_counter() - start)
        return pairing

    settings = GeneratorSettings(code=code)
    generated = DUBOV.generate(players, rounds, seed, settings)
    # generate() pairs with DUBOV.pair_round; pair again on the finished file to time each round alone.
    tournament, _ = loads(dumps(generated))
    for k in range(1, DUBOV.next_round(tournament)):
        timed(tournament, k)
    return tournament, times


def swap_last_round(tournament: Tournament, first: int) -> Tournament:
    """The tournament with the black players of boards ``first`` and ``first + 1`` of its last round swapped."""
    k = DUBOV.next_round(tournament) - 1
    boards = DUBOV.published(tournament, k).pairs
    a, b = boards[first], boards[first + 1]
    opponent = {a.white: b.black, b.black: a.white, b.white: a.black, a.black: b.white}
    players = []
    for p in tournament.players:
        if p.start_number not in opponent:
            players.append(p)
            continue
        rounds = tuple(e if e.round != k else e.model_copy(update={"opponent": opponent[p.start_number], "result": "="})
                       for e in p.rounds)
        players.append(p.model_copy(update={"rounds": rounds}))
    return tournament.model_copy(update={"players": tuple(players)})


def main() -> None:
    """Build, time the pairing, check every round, check a tampered round; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--baku", action="store_true", help="192 FIDE_DUBOV_BAKU (C.04.7)")
    args = parser.parse_args()
    start = time.perf_counter()
    tournament, pair_times = build(args.players, args.rounds, args.seed, "FIDE_DUBOV_BAKU" if args.baku else None)
    print(f"generate + re-pair: {time.perf_counter() - start:.1f} s")
    check_times, verdicts = [], []
    for r in range(1, DUBOV.next_round(tournament)):
        start = time.perf_counter()
        verdicts.append(check_round(tournament, r, DUBOV).verdict)
        check_times.append(time.perf_counter() - start)
    for k, (p, c, v) in enumerate(zip(pair_times, check_times, verdicts), start=1):
        print(f"round {k:2d}: pair {p:6.2f} s  check {c:6.2f} s  {v}")
    label = f"Dubov {args.players} players x {len(pair_times)} rounds (seed {args.seed}{', Baku' if args.baku else ''})"
    slow_pair = max(range(len(pair_times)), key=pair_times.__getitem__)
    slow_check = max(range(len(check_times)), key=check_times.__getitem__)
    print(f"pair: {label}: {sum(pair_times):.1f} s in total, slowest round {slow_pair + 1} ({pair_times[slow_pair]:.2f} s)")
    print(f"check: {label}: {sum(check_times):.1f} s in total, slowest round {slow_check + 1} "
          f"({check_times[slow_check]:.2f} s); {verdicts.count('CONSISTENT')}/{len(verdicts)} CONSISTENT")
    last = DUBOV.next_round(tournament) - 1
    for board in range(len(DUBOV.published(tournament, last).pairs) - 1):
        tampered = swap_last_round(tournament, board)
        start = time.perf_counter()
        verdict = check_round(tampered, last, DUBOV)
        elapsed = time.perf_counter() - start
        if verdict.verdict != "VIOLATION":  # the first swap that keeps the round legal
            break
    print(f"tampered round {last} (black players of boards {board + 1} and {board + 2} swapped): {elapsed:.2f} s, "
          f"{verdict.verdict} {verdict.criterion or ''} {verdict.article or ''}: {verdict.message}")
    start = time.perf_counter()
    text = DUBOV.explain(DUBOV.build_state(tournament, last))
    print(f"explain round {last}: {time.perf_counter() - start:.2f} s, {len(text.splitlines())} lines")


if __name__ == "__main__":
    main()

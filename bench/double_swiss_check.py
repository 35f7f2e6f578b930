"""Timing of ``swisscheck check`` on a Double-Swiss tournament (C.04.5): a 300-player, 11-round event
built by ``DOUBLE_SWISS.generate`` (the engine pairs each match, random Elo results, absences, half-point
byes, forfeits), written as TRF and read back, then checked round by round (state, reference pairing,
audit). A second run checks a copy whose last match has two opponents swapped, so the audit's
criteria are computed too. Prints the generation time, each round's check time and the totals.

    python bench/double_swiss_check.py [--players 300] [--rounds 11] [--seed 2026]
"""

from __future__ import annotations

import argparse
import time

from checker.check.round import check_round
from checker.generation.settings import GeneratorSettings
from checker.models import RoundEntry, Tournament
from checker.systems.double_swiss.state import published_match
from checker.systems.double_swiss.system import DOUBLE_SWISS
from checker.trf import dumps, loads


def swap_last_match(tournament: Tournament) -> Tournament:
    """The tournament with the black players of the first two boards of its last match swapped."""
    k = DOUBLE_SWISS.next_round(tournament) - 1
    boards = published_match(tournament, k).pairs
    a, b = boards[0], boards[1]
    swapped = {a.white: (b.black, "w"), b.black: (a.white, "b"), b.white: (a.black, "w"), a.black: (b.white, "b")}
    players = []
    for p in tournament.players:
        if p.start_number not in swapped:
            players.append(p)
            continue
        opponent, colour = swapped[p.start_number]
        second = "b" if colour == "w" else "w"
        rounds = tuple(
            e if e.round not in (2 * k - 1, 2 * k) else RoundEntry(
                round=e.round, opponent=opponent, colour=colour if e.round == 2 * k - 1 else second, result="="
            )
            for e in p.rounds
        )
        players.append(p.model_copy(update={"rounds": rounds}))
    return tournament.model_copy(update={"players": tuple(players)})


def check_all(tournament: Tournament) -> tuple[list[float], list[str]]:
    """Check every round; each round's time and verdict."""
    times, verdicts = [], []
    for r in range(1, DOUBLE_SWISS.next_round(tournament)):
        start = time.perf_counter()
        verdicts.append(check_round(tournament, r, DOUBLE_SWISS).verdict)
        times.append(time.perf_counter() - start)
    return times, verdicts


def main() -> None:
    """Generate, write, read back and check; print the timings."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    start = time.perf_counter()
    generated = DOUBLE_SWISS.generate(args.players, args.rounds, args.seed, GeneratorSettings())
    print(f"generate: {time.perf_counter() - start:.1f} s")
    tournament, _ = loads(dumps(generated))
    times, verdicts = check_all(tournament)
    for k, (t, v) in enumerate(zip(times, verdicts), start=1):
        print(f"round {k:2d}: {t:6.2f} s  {v}")
    slowest = max(range(len(times)), key=times.__getitem__)
    print(f"check: Double-Swiss {args.players} players x {len(times)} rounds (seed {args.seed}): "
          f"{sum(times):.1f} s in total, slowest round {slowest + 1} ({times[slowest]:.2f} s); "
          f"{verdicts.count('CONSISTENT')}/{len(verdicts)} CONSISTENT")
    tampered = swap_last_match(tournament)
    last = DOUBLE_SWISS.next_round(tampered) - 1
    start = time.perf_counter()
    verdict = check_round(tampered, last, DOUBLE_SWISS)
    print(f"tampered round {last} (two opponents swapped): {time.perf_counter() - start:.2f} s, "
          f"{verdict.verdict} {verdict.article or ''}: {verdict.message}")


if __name__ == "__main__":
    main()

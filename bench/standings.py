"""Benchmark: standings of a 400-player, 9-round event with the issue's nine tie-breaks (issue 30: under 0.2 s).

The event is generated first (not timed): swisscheck's Dutch pairer, rating-based results, withdrawals and
half-point byes (``generate --players 400 --rounds 9 --seed 11 --set RetiredRate=20 --set HalfPointByeRate=20``),
dated 2026 so the 2026 edition applies. Timed: every competitor's rounds read off the file and the standings after
round 9 with BH/C1, BH, SB, ARO, WIN, PS, BH/M1, FB, TPR (the published ranks checked), best and median of
``--repeat`` runs, in CPU time (``time.process_time``: the shared machine's load inflates the wall time) and wall.

    PYTHONPATH=. python bench/standings.py [--players 400] [--rounds 9] [--seed 11] [--repeat 7] [--file F.trf]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from checker.generation.settings import GeneratorSettings
from checker.models import Record, Tournament
from checker.systems.capabilities import Generates
from checker.systems.registry import lookup
from checker.trf import load
from checker.tournament.standings import individual_results
from checker.tournament.standings_table import standings_table

CODES = ("BH/C1", "BH", "SB", "ARO", "WIN", "PS", "BH/M1", "FB", "TPR")


def event(players: int, rounds: int, seed: int) -> Tournament:
    """A generated Dutch event with withdrawals and half-point byes, dated 1 May 2026."""
    settings = GeneratorSettings(retired_rate=1 / 20, half_bye_rate=1 / 20 / rounds)
    system = lookup("dutch")
    assert isinstance(system, Generates)
    t = system.generate(players, rounds, seed, settings)
    return t.model_copy(update={"headers": (Record(code="042", text="042 2026/05/01"), *t.headers)})


def main() -> None:
    """Print the CPU and wall times of the standings of the event."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--file", type=Path, help="a TRF file instead of the generated event")
    args = parser.parse_args()
    t = load(args.file)[0] if args.file else event(args.players, args.rounds, args.seed)
    last = t.round_columns
    cpu, wall = [], []
    for _ in range(args.repeat):
        start, started = time.process_time(), time.perf_counter()
        table = standings_table(t, individual_results(t, last), last, codes=CODES)
        cpu.append(time.process_time() - start)
        wall.append(time.perf_counter() - started)
    print(f"standings of {len(table.rows)} players after round {last} ({', '.join(CODES)}; {table.edition} rules): "
          f"CPU best {min(cpu) * 1000:.1f} ms, median {statistics.median(cpu) * 1000:.1f} ms; "
          f"wall best {min(wall) * 1000:.1f} ms over {args.repeat} runs (target < 200 ms)")


if __name__ == "__main__":
    main()

"""Timing of the Burstein reference pairer and check (C.04.4.2): a 300-player, 11-round tournament.

The tournament is built by the system's own generator (``BURSTEIN.generate``: Dutch seeding rounds 1-4,
then Burstein rounds, random Elo results with draws, a few zero- and half-point byes and forfeits), each
round's pairing timed; the file is then written as TRF, read back, and every round checked with
``check_round`` (re-pairing plus the comparison), each round timed. The figures go to bench/README.md.

    python bench/burstein.py [--players 300] [--rounds 11] [--seed 2026]
"""

from __future__ import annotations

import argparse
import time

from checker.check.round import check_round
from checker.generation.individual import individual_tournament
from checker.generation.settings import GeneratorSettings
from checker.models import Pairing, Tournament
from checker.systems.burstein.system import BURSTEIN
from checker.trf import dumps, loads


def simulate(players: int, rounds: int, seed: int) -> tuple[Tournament, list[float]]:
    """The tournament paired round after round by the engine, and each round's pairing time."""
    times: list[float] = []

    def timed(tournament: Tournament, round_number: int) -> Pairing:
        start = time.perf_counter()
        pairing = BURSTEIN.pair_round(tournament, round_number)
        times.append(time.perf_counter() - start)
        return pairing

    settings = GeneratorSettings(absence_rate=0.03, half_bye_rate=0.02, forfeit_rate=0.03)
    tournament = individual_tournament(BURSTEIN.name, BURSTEIN.codes, timed, players, rounds, seed, settings)
    return tournament, times


def main() -> None:
    """Build, then check, and print the timings."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    tournament, times = simulate(args.players, args.rounds, args.seed)
    print(f"pair: {args.players} players x {args.rounds} rounds, seed {args.seed}: {sum(times):.1f} s in total, "
          f"slowest round {max(times):.2f} s")
    print("  per round (s): " + " ".join(f"{t:.2f}" for t in times))
    back, _ = loads(dumps(tournament))
    checks: list[float] = []
    verdicts = []
    for k in range(1, args.rounds + 1):
        start = time.perf_counter()
        verdicts.append(check_round(back, k, BURSTEIN).verdict)
        checks.append(time.perf_counter() - start)
    consistent = sum(v == "CONSISTENT" for v in verdicts)
    print(f"check: {sum(checks):.1f} s in total, slowest round {max(checks):.2f} s, "
          f"{consistent}/{len(verdicts)} rounds CONSISTENT")
    print("  per round (s): " + " ".join(f"{t:.2f}" for t in checks))


if __name__ == "__main__":
    main()

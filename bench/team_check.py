"""Timing of ``swisscheck check`` on a Swiss Team tournament (C.04.6): a 100-team, 11-round event built by
``TEAM.generate`` (the Team pairer pairs each round; 4 boards, Elo board results, absences,
half-point byes, forfeited matches and boards), written as TRF-2026 and read back, then checked
round by round through ``checker.check.round.check_round`` (team state, published round, reference pairing,
shared audit). Then a copy whose last round has two opponents swapped (both boards drawn): the time
of its whole check and of the audit alone (``TEAM.audit``, the criteria worked out for the finding).

    python bench/team_check.py [--teams 100] [--rounds 11] [--seed 2026] [--code FIDE_TEAM_TYPEB_MP_GP]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from checker.check.round import check_round
from checker.state.base import to_tpn
from checker.generation.settings import GeneratorSettings
from checker.evaluation.compare import compare
from checker.models import Tournament
from checker.systems.team.matches import published_team_pairing
from checker.systems.registry import lookup
from checker.trf import dumps, loads

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests.systems.team.builders import rewrite_round  # noqa: E402  (the tests' round rewriter)

TEAM = lookup("team")


def swap_last_round(tournament: Tournament) -> tuple[Tournament, int]:
    """The tournament with the black teams of the first two pairs of its last round swapped, and that round."""
    k = TEAM.next_round(tournament) - 1
    published = published_team_pairing(tournament, k)
    pairs = [(p.white, p.black) for p in published.pairs]
    (w1, b1), (w2, b2) = pairs[0], pairs[1]
    tampered = rewrite_round(tournament, k, [(w1, b2), (w2, b1), *pairs[2:]], published.pab)
    return loads(dumps(tampered))[0], k


def check_all(tournament: Tournament) -> tuple[list[float], list[str]]:
    """Check every round; each round's time and verdict."""
    times, verdicts = [], []
    for r in range(1, TEAM.next_round(tournament)):
        start = time.perf_counter()
        verdicts.append(check_round(tournament, r, TEAM).verdict)
        times.append(time.perf_counter() - start)
    return times, verdicts


def main(argv: list[str]) -> int:
    """Generate, write, read back and check; then check and audit a tampered last round; print the timings."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--code", default="FIDE_TEAM_TYPEA_MP_GP", help="192 code (Type A or B)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    generated = TEAM.generate(args.teams, args.rounds, args.seed, GeneratorSettings(code=args.code))
    print(f"generate: {time.perf_counter() - start:.1f} s")
    start = time.perf_counter()
    tournament, _ = loads(dumps(generated))
    print(f"dumps + loads: {time.perf_counter() - start:.2f} s")
    times, verdicts = check_all(tournament)
    for k, (t, v) in enumerate(zip(times, verdicts), start=1):
        print(f"round {k:2d}: {t:6.2f} s  {v}")
    slowest = max(range(len(times)), key=times.__getitem__)
    print(f"check: Team {args.teams} teams x {len(times)} rounds ({args.code}, seed {args.seed}): "
          f"{sum(times):.1f} s in total, slowest round {slowest + 1} ({times[slowest]:.2f} s); "
          f"{verdicts.count('CONSISTENT')}/{len(verdicts)} CONSISTENT")
    tampered, last = swap_last_round(tournament)
    start = time.perf_counter()
    verdict = check_round(tampered, last, TEAM)
    print(f"tampered round {last} (two opponents swapped), whole check: {time.perf_counter() - start:.2f} s, "
          f"{verdict.verdict} {verdict.article or ''}: {verdict.message}")
    state = TEAM.build_state(tampered, last, None)
    published, reference = to_tpn(state, TEAM.published(tampered, last)), TEAM.pair(state)
    start = time.perf_counter()
    findings = compare(TEAM, state, published, reference)
    print(f"its evaluation and comparison alone: {time.perf_counter() - start:.3f} s ({len(findings)} finding(s))")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Benchmark: size of `swisscheck check --format html` on a 300-player, 9-round Dutch event, and its
build time beyond the check itself (issue 23: under 2 MB, under 1 s).

The tournament is built first (not timed) by pairing round after round with swisscheck's own Dutch
pairer and random results (``DUTCH.generate``, fixed seed); a few rounds are then tampered with (two
boards' opponents swapped) so that the report has differing boards to highlight. Timed in this
process: the check (every round, one process), then the HTML (every round's state again, the boards,
standings, crosstable, players' sections and the page), each the best of ``--repeat`` runs.

    PYTHONPATH=. python bench/html_report.py [--players 300] [--rounds 9] [--seed 2026] [--repeat 3] [--file F.trf]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

from checker.cli import build_parser
from checker.commands.check import _report, render
from checker.generation.settings import GeneratorSettings
from checker.models import Record, Tournament
from checker.systems.registry import lookup
from checker.trf import load
from checker.trf.source import SourceMap


def tampered(tournament: Tournament, rounds: tuple[int, ...]) -> Tournament:
    """The tournament with, in each round given, the Black players of boards with start numbers 1 and 3 swapped."""
    players = {p.start_number: p for p in tournament.players}
    for r in rounds:
        a, c = players[1].entry(r), players[3].entry(r)
        if a is None or c is None or a.opponent is None or c.opponent is None or a.opponent == 3:
            continue
        b, d = a.opponent, c.opponent
        for me, new in ((1, d), (d, 1), (3, b), (b, 3)):
            entries = tuple(e.model_copy(update={"opponent": new}) if e.round == r else e for e in players[me].rounds)
            players[me] = players[me].model_copy(update={"rounds": entries})
    return tournament.model_copy(update={"players": tuple(players[p.start_number] for p in tournament.players)})


def best(repeat: int, run: Callable[[], object]) -> float:
    """The best wall time of ``repeat`` calls of ``run``."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    """Build (or read) the event, then time the check and the HTML built from it."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--file", help="a TRF file to use instead of a generated event")
    parser.add_argument("--tiebreaks", default="BH/C1,BH,SB,WIN,ARO",
                        help="TRF-2026 record 202 given to the event (standings columns); empty: none")
    args = parser.parse_args()
    if args.file:
        tournament, name = load(Path(args.file))[0], args.file
    else:
        generated = lookup("dutch").generate(args.players, args.rounds, args.seed, GeneratorSettings())
        tournament, name = tampered(generated, (3, 5, 7)), f"generated {args.players} players x {args.rounds} rounds"
    if args.tiebreaks:
        declared = Record(code="202", text=f"202 {args.tiebreaks}")
        tournament = tournament.model_copy(update={"headers": (*tournament.headers, declared)})
    options = build_parser().parse_args(["check", "bench.trf", "--format", "html", "--jobs", "1"])
    report = _report("bench.trf", tournament, SourceMap(file="bench.trf"), options, 1)
    check = best(args.repeat, lambda: _report("bench.trf", tournament, SourceMap(file="bench.trf"), options, 1))
    page = render(report, tournament, options)
    html = best(args.repeat, lambda: render(report, tournament, options))
    verdicts = sorted({v.verdict for v in report.rounds})
    print(f"{name}: {len(report.rounds)} rounds checked ({', '.join(verdicts)})")
    print(f"check: {check:.2f} s; HTML beyond the check: {html:.2f} s (target < 1 s: {'ok' if html < 1 else 'MISSED'}); "
          f"page: {len(page.encode()) / 1e6:.2f} MB (target < 2 MB: {'ok' if len(page.encode()) < 2e6 else 'MISSED'})")


if __name__ == "__main__":
    main()

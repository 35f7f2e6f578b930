"""``swisscheck campaign``: random tournaments paired by an external engine, every round checked (FIDE endorsement).

Tournament ``i`` (1-based) of a campaign of seed ``K`` has the seed ``K * 1000000 + i``, and its size
is drawn from that seed alone: the same campaign gives the same tournaments and verdicts whatever
the backend and the number of workers, and ``swisscheck generate --seed K*1000000+i`` rebuilds
tournament ``i`` as swisscheck itself pairs it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from checker.parallel.pool import cores, run_tasks
from checker.campaign.engine import check_command
from checker.campaign.play import TournamentOutcome, TournamentSpec, play, probe
from checker.campaign.report import CampaignReport, keep_files, render_json, render_text, summarise
from checker.commands.common import Subparsers, positive
from checker.commands.generate import add_generator_arguments, chosen_system, generator_options, tournament_size
from checker.commands.progress import ProgressBar
from checker.errors import InputError
from checker.generation.config import Span

SEED_STRIDE = 1_000_000
"""Tournament ``i`` of the campaign of seed ``K`` has seed ``K * SEED_STRIDE + i``."""
DEFAULT_PLAYERS = Span(low=15, high=215)
"""The players of a tournament when none are given: bbpPairings' and JaVaFo's generator range."""
DEFAULT_ROUNDS = Span(low=5, high=15)
"""The rounds of a tournament when none are given: the same generators' range."""


def tournament_seed(seed: int, index: int) -> int:
    """The seed of tournament ``index`` (1-based) of the campaign of ``seed``."""
    return seed * SEED_STRIDE + index


def _seconds(text: str) -> float:
    """argparse type: a positive number of seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"expected more than 0 seconds, got {text!r}")
    return value


def run(args: argparse.Namespace) -> int:
    """Check the engine command, probe the engine on a first round, play the tournaments, print the
    report, keep the discrepancies' files; exit 0, 1, 2 (an engine that cannot pair), or 130 on Ctrl-C."""
    local = not args.scheduler  # on a Dask cluster of its own, the engine is installed on the workers
    check_command(args.engine, local)
    options = generator_options(args)
    system = chosen_system(args, options)
    if args.seed < 0:
        raise InputError(f"--seed {args.seed}: a campaign's seed is 0 or more")
    if args.tournaments >= SEED_STRIDE:
        raise InputError(f"--tournaments {args.tournaments}: at most {SEED_STRIDE - 1} per campaign (use another --seed)")
    specs = []
    for index in range(1, args.tournaments + 1):
        seed = tournament_seed(args.seed, index)
        players, rounds = tournament_size(options, seed, DEFAULT_PLAYERS, DEFAULT_ROUNDS)
        specs.append(TournamentSpec(index=index, seed=seed, system=system.name, players=players, rounds=rounds,
                                    settings=options.settings(rounds), engine=args.engine, timeout=args.timeout,
                                    trf=options.trf))
    folder = Path(args.report) if args.report else None
    outcomes: list[TournamentOutcome] = []
    start = time.perf_counter()
    try:
        if local:
            probe(specs)
    except KeyboardInterrupt:
        return _finish(summarise([], system.title, args.engine, args.seed, len(specs), True), args, folder)
    with ProgressBar("tournaments", len(specs), args.quiet) as bar:
        found = 0

        def received(outcome: TournamentOutcome) -> None:
            nonlocal found
            outcomes.append(keep_files(outcome, folder) if folder else outcome.model_copy(update={"kept": (), "trf": None}))
            found += len(outcome.discrepancies)
            bar.advance(f"{found} discrepanc{'y' if found == 1 else 'ies'}")

        interrupted = run_tasks(play, specs, received, jobs=args.jobs or cores(), backend=args.backend,
                                scheduler=args.scheduler)
    report = summarise(outcomes, system.title, args.engine, args.seed, len(specs), interrupted,
                       time.perf_counter() - start)
    return _finish(report, args, folder)


def _finish(report: CampaignReport, args: argparse.Namespace, folder: Path | None) -> int:
    """Keep report.json, print the report, say so when Ctrl-C stopped it; the exit code."""
    if folder:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "report.json").write_text(render_json(report), encoding="utf-8")
    print(render_json(report) if args.format == "json" else render_text(report), end="")
    if report.interrupted:
        print("swisscheck: campaign interrupted (Ctrl-C): the report covers the tournaments played to the end",
              file=sys.stderr)
    return report.exit_code


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck campaign --system S --engine CMD --tournaments N --seed K [options]``."""
    parser = subparsers.add_parser(
        "campaign", help="random tournaments paired by another engine, every round checked (endorsement)",
        description="For each random tournament, before each round the engine receives the tournament so far as "
        "a TRF file ({trf}) and writes its pairing in the bbpPairings/JaVaFo -p format ({out}); swisscheck checks "
        "the pairing as 'swisscheck check' would, draws the results and goes on with the engine's pairing. "
        "A crash, a timeout, unreadable output or a pairing that cannot be played is a discrepancy with its own "
        "verdict. The engine is tried on the first round first: one that cannot run stops the campaign. "
        "Exit code 0 without a discrepancy, 1 with one, 2 for bad options or an engine that cannot pair, "
        "130 when stopped by Ctrl-C.",
    )
    add_generator_arguments(parser, "(drawn per tournament; default 15-215 players, 5-15 rounds)")
    parser.add_argument("--engine", required=True, metavar="CMD",
                        help="the engine's shell command with {trf} (the tournament it reads) and {out} (the "
                        "pairing it writes), e.g. 'bbpPairings.exe --dutch {trf} -p {out}'")
    parser.add_argument("--tournaments", type=positive("tournaments"), default=100, metavar="N", help="tournaments to play (default 100)")
    parser.add_argument("--timeout", type=_seconds, default=60.0, metavar="SECONDS",
                        help="seconds the engine has for a round (default 60)")
    parser.add_argument("--jobs", type=positive("jobs"), metavar="J", help="worker processes (default: one per processor)")
    parser.add_argument("--backend", choices=("process", "dask"), default="process",
                        help="process: a pool on this machine (default); dask: a Dask cluster "
                        "(pip install 'swisscheck[dask]')")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="with --backend dask: the scheduler's address (default: a local cluster of --jobs workers)")
    parser.add_argument("--report", metavar="DIR",
                        help="keep each discrepancy's tournament, the engine's input, output and stderr, and report.json here")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="text tables or JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                        help="show the traceback of an internal error")
    parser.set_defaults(handler=run)

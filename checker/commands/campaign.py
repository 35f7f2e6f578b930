"""``swisscheck campaign``: random tournaments paired by an external engine, every round checked (FIDE endorsement).

Tournament ``i`` (1-based) of a campaign of seed ``K`` has the seed ``K * 1000000 + i``, and its size
is drawn from that seed alone: the same campaign gives the same tournaments and verdicts whatever
the backend and the number of workers, and ``swisscheck generate --seed K*1000000+i`` rebuilds
tournament ``i`` as swisscheck itself pairs it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from checker.parallel.cores import cores
from checker.campaign.engine import check_command
from checker.campaign.plan import plan
from checker.campaign.play import TournamentOutcome
from checker.campaign.report import render_json, render_text
from checker.campaign.runner import run_campaign
from checker.commands.common import Subparsers, positive
from checker.commands.generate import add_generator_arguments, chosen_system, generator_options
from checker.parallel.progress import ProgressBar


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
    check_command(args.engine, not args.scheduler)  # on a Dask cluster of its own, the engine is on the workers
    options = generator_options(args)
    system = chosen_system(args, options)
    specs = plan(system, options, args.engine, args.tournaments, args.seed, args.timeout)
    folder = Path(args.report) if args.report else None
    with ProgressBar("tournaments", len(specs), args.quiet) as bar:
        found = 0

        def received(outcome: TournamentOutcome) -> None:
            nonlocal found
            found += len(outcome.discrepancies)
            bar.advance(f"{found} discrepanc{'y' if found == 1 else 'ies'}")

        report = run_campaign(specs, system.title, args.engine, args.seed, args.jobs or cores(), args.backend,
                              args.scheduler, folder, received)
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

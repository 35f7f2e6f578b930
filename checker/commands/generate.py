"""``swisscheck generate``: a random tournament paired round by round by swisscheck's own reference pairer.

The same seed and options give the same bytes. A round that cannot be paired stops the command
(exit 2, naming the round and why), or with ``--allow-short`` the file holds the rounds paired and its
142/XXR says so, with a warning: never a file that claims more rounds than it holds. Options come from ``--config FILE`` (the
``Key=Value`` files of the bbpPairings / JaVaFo generators, ``checker.generation.config``), then
``--set Key=Value``, then the dedicated flags, later ones winning. The generator arguments are
shared with ``swisscheck campaign``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from checker.commands.common import Subparsers
from checker.errors import InputError
from checker.campaign.plan import generated_system, tournament_size
from checker.generation.config import KEYS, GeneratorOptions, Setting, parse_config, read_options
from checker.generation.output import trf_text
from checker.generation.shortfall import RecordingPairer, shortened
from checker.systems.capabilities import generator
from checker.systems.registry import System, SYSTEMS


def add_generator_arguments(parser: argparse.ArgumentParser, ranges: str) -> None:
    """The arguments ``generate`` and ``campaign`` share: the system, the size, the seed and the options."""
    names = ", ".join(s.name for s in SYSTEMS)
    parser.add_argument("--system", metavar="NAME", required=True, help=f"the pairing system ({names})")
    parser.add_argument("--players", metavar="N", help=f"players (Team: teams), or a range A-B {ranges} (PlayersNumber)")
    parser.add_argument("--rounds", metavar="R", help=f"rounds (Double-Swiss: matches), or a range A-B {ranges} (RoundsNumber)")
    parser.add_argument("--seed", type=int, default=1, metavar="K", help="random seed (default 1)")
    parser.add_argument("--config", metavar="FILE", help="a bbpPairings/JaVaFo generator configuration file (Key=Value lines)")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", dest="settings",
                        help="one option in the configuration file's terms, overriding it (repeatable); keys: "
                        + "; ".join(f"{key}: {words}" for key, (_, _, words) in KEYS.items()))
    parser.add_argument("--trf", choices=("2026", "16"), help="TRF-2026 (default) or TRF16 with the XXR/XXC/BB? lines")
    parser.add_argument("--baku", action="store_true", default=None, help="Baku acceleration (C.04.7)")
    parser.add_argument("--initial-colour", choices=("white", "black"), metavar="COLOUR",
                        help="white (default) or black: the top board's colour in round 1")


def generator_options(args: argparse.Namespace) -> GeneratorOptions:
    """The options from ``--config``, ``--set`` and the flags, in that order; InputError for a bad one."""
    settings: list[Setting] = []
    if args.config:
        path = Path(args.config)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeError) as exc:
            raise InputError(f"{args.config}: cannot read the configuration file: {exc}") from None
        settings += parse_config(text, args.config)
    for item in args.settings:
        key, sep, value = item.partition("=")
        if not sep:
            raise InputError(f"--set {item!r}: expected KEY=VALUE")
        settings.append((key.strip(), value, f"--set {item}"))
    flags = (("PlayersNumber", args.players, "--players"), ("RoundsNumber", args.rounds, "--rounds"),
             ("TRF", args.trf, "--trf"), ("Acceleration", "Baku" if args.baku else None, "--baku"),
             ("InitialColour", args.initial_colour, "--initial-colour"))
    settings += [(key, value, flag) for key, value, flag in flags if value is not None]
    return read_options(settings)


def chosen_system(args: argparse.Namespace, options: GeneratorOptions) -> System:
    """The system of ``--system`` (:func:`checker.campaign.plan.generated_system`)."""
    return generated_system(args.system, options)


def run(args: argparse.Namespace) -> int:
    """Generate the tournament and write it to ``-o`` (standard output without)."""
    options = generator_options(args)
    if options.players is None or options.rounds is None:
        raise InputError("generate: give the number of players and of rounds (--players, --rounds, "
                         "or PlayersNumber and RoundsNumber in --config)")
    system = chosen_system(args, options)
    players, rounds = tournament_size(options, args.seed, options.players, options.rounds)
    pairer = RecordingPairer(system.pair_round)
    tournament = generator(system, system.title).generate(
        players, rounds, args.seed, options.settings(rounds).model_copy(update={"pairer": pairer}))
    if pairer.unpaired is not None:
        played = pairer.unpaired.round - 1
        why = f"round {pairer.unpaired.round} of {rounds} cannot be paired: {pairer.unpaired.reason}"
        if not args.allow_short or played == 0:
            hint = "; ask for fewer rounds or more players" + (
                f", or --allow-short to write the {played} round{'s' if played > 1 else ''} paired" if played else "")
            raise InputError(f"generate: {why}{hint}")
        tournament = shortened(tournament, rounds, played)
        record = "142" if options.trf == "2026" else "XXR"
        print(f"swisscheck: warning: {why}; the file holds the {played} round{'s' if played > 1 else ''} paired "
              f"and its {record} says {tournament.declared_rounds} (--allow-short)", file=sys.stderr)
    text = trf_text(tournament, options.trf)
    if args.output in (None, "-"):
        sys.stdout.write(text)
    else:
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise InputError(f"{args.output}: cannot write the tournament: {exc}") from None
    return 0


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck generate --system S --players N --rounds R --seed K [--config FILE] [-o OUT]``."""
    parser = subparsers.add_parser(
        "generate", help="a random tournament paired by swisscheck's reference pairer",
        description="A random tournament of the system, paired round by round by swisscheck's reference pairer, "
        "with rating-based results, byes known in advance, forfeits, late entries and withdrawals as asked; "
        "the same seed and options give the same bytes. Options: --config FILE (bbpPairings/JaVaFo generator "
        "keys), then --set KEY=VALUE, then the flags.",
    )
    add_generator_arguments(parser, "(drawn from the seed)")
    parser.add_argument("-o", "--output", metavar="OUT", help="the TRF file written (default: standard output)")
    parser.add_argument("--allow-short", action="store_true",
                        help="when a round cannot be paired (Dutch 1.9.3, 3.3.3), write the rounds paired, 142/XXR "
                        "set to their number, with a warning (default: exit 2)")
    parser.set_defaults(handler=run)

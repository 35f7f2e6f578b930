"""``swisscheck pair``: pair one round with the reference pairer of the tournament's system."""

from __future__ import annotations

import argparse
from typing import Any

from checker.boards import format_bbp, format_json, format_text
from checker.models import Tournament
from checker.state import paired_rounds
from checker.systems.base import PairingImpossible, SystemInfo, system_for

DEFAULT_SYSTEM = "dutch"


def load_systems() -> None:
    """Import every system module so that it registers itself."""
    import checker.systems.double_swiss  # noqa: F401
    import checker.systems.dutch  # noqa: F401
    import checker.systems.team  # noqa: F401


def choose_system(tournament: Tournament, override: str | None) -> SystemInfo:
    """The system from ``--system``, else the file's 192/092 code, else Dutch (KeyError if unknown)."""
    load_systems()
    return system_for(override or tournament.system_code or DEFAULT_SYSTEM)


def next_round(tournament: Tournament) -> int:
    """The round after the last round of the file that holds a pairing."""
    return max(paired_rounds(tournament), default=0) + 1


def run(args: argparse.Namespace) -> int:
    """Pair round ``--round`` (default: the next one) and print it in the chosen format."""
    from checker.cli import InputError, error, load_tournament

    try:
        tournament = load_tournament(args.file)
    except InputError as exc:
        return error(str(exc))
    try:
        system = choose_system(tournament, args.system)
    except KeyError as exc:
        return error(exc.args[0])
    try:
        last = system.next_round(tournament)
        round_number = args.round or last
        if not 1 <= round_number <= last:
            return error(f"--round {round_number}: the file holds rounds 1..{last - 1}; pair a round from 1 to {last}")
        state = system.build_state(tournament, round_number, args.rounds)
    except ValueError as exc:  # a file that does not fit the system's layout (Double-Swiss: two columns per match)
        return error(str(exc))
    try:
        pairing = system.pair(state)
    except PairingImpossible as exc:
        return error(f"round {round_number} cannot be paired under {system.title}: {exc} (Dutch 1.9.3: the arbiter decides)")
    if args.format == "bbp":
        text = format_bbp(state, pairing)
    elif args.format == "json":
        text = format_json(state, pairing)
    else:
        names = (
            system.names(tournament) if system.names is not None
            else {state.tpn_of(p.start_number): p.name for p in tournament.players}
        )
        text = format_text(state, pairing, names)
    print(text, end="")
    return 0


def register(subparsers: Any) -> None:
    """Declare ``swisscheck pair FILE [--round R] [--rounds N] [--system S] [--format text|bbp|json]``."""
    from checker.cli import add_tournament_arguments

    parser = subparsers.add_parser(
        "pair", help="pair a round with the reference pairer",
        description="Pair round R (default: the round after the last one in the file) from rounds 1..R-1, "
        "taking round R's byes and absences as given and ignoring round R's own pairs.",
    )
    add_tournament_arguments(parser)
    parser.add_argument("--round", type=int, metavar="R", help="the round to pair (default: the next one)")
    parser.add_argument("--format", choices=("text", "bbp", "json"), default="text",
                        help="text: boards per General Handling 3.6; bbp: bbpPairings/JaVaFo -p output; json")
    parser.set_defaults(handler=run)

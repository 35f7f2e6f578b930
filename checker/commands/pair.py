"""``swisscheck pair``: pair one round with the reference pairer of the tournament's system."""

from __future__ import annotations

import argparse
from dataclasses import replace
from functools import partial
from typing import Any

from checker.report.boards import format_bbp, format_json, format_text
from checker.models import Tournament
from checker.systems.interface import PairingImpossible, SystemInfo, system_for

DEFAULT_SYSTEM = "dutch"


def load_systems() -> None:
    """Import every system module so that it registers itself."""
    import checker.systems.double_swiss.pairer  # noqa: F401
    import checker.systems.dutch.pairer  # noqa: F401
    import checker.systems.team.pairer  # noqa: F401


NAMED_SYSTEMS: tuple[tuple[str, str | None], ...] = (
    ("double", "double-swiss"),
    ("team", "team"),
    ("dutch", "dutch"),
    ("burstein", None),
    ("dubov", None),
    ("lim", None),
    ("rating", None),
)
"""Words of a free-text 092 record (TRF16 "Type of tournament") and the system they name; None:
a FIDE system swisscheck has no reference pairer for yet."""


def system_from_092(tournament: Tournament) -> str | None:
    """The system named by the 092 free text ("Individual FIDE Burstein", "Team Swiss System").

    KeyError when it names a system without a reference pairer; None when it names none we know.
    """
    for record in tournament.headers:
        if record.code != "092":
            continue
        text = record.text[3:].strip()
        words = text.lower().replace("-", " ").replace("_", " ").split()
        for word, name in NAMED_SYSTEMS:
            if any(w.startswith(word) for w in words):
                if name is None:
                    raise KeyError(
                        f"the file's 092 record names {text!r}: swisscheck has no reference pairer for that "
                        "system yet (give --system to check it under another system anyway)"
                    )
                return name
    return None


def choose_system(tournament: Tournament, override: str | None, args: argparse.Namespace | None = None) -> SystemInfo:
    """The system from ``--system``, else the file's 192 code, else its 092 text, else Dutch.

    KeyError (exit 2) for a system without a reference pairer. With ``--team-colours`` /
    ``--team-score`` (Team 1.7, 1.2) the Team system reads the state with those options instead
    of the ones its 192 code gives.
    """
    load_systems()
    system = system_for(override or tournament.system_code or system_from_092(tournament) or DEFAULT_SYSTEM)
    colours = getattr(args, "team_colours", None)
    score = getattr(args, "team_score", None)
    if system.name == "team" and (colours or score):
        from checker.systems.team.state import build_team_state, team_options

        code = tournament.system_code if (tournament.system_code or "").upper().startswith("FIDE_TEAM") else None
        options = team_options(code, preference_type=colours, primary=score)
        system = replace(system, build_state=partial(build_team_state, options=options))
    return system


def add_team_arguments(parser: argparse.ArgumentParser) -> None:
    """Team options (C.04.6 1.2 primary score, 1.7 colour preference type), overriding the 192 code."""
    parser.add_argument("--team-colours", choices=("A", "B", "none"), metavar="TYPE",
                        help="Team system: colour preference Type A (default), B or none (C.04.6 1.7)")
    parser.add_argument("--team-score", choices=("MP", "GP"), metavar="SCORE",
                        help="Team system: primary score, match points (default) or game points (C.04.6 1.2)")


def run(args: argparse.Namespace) -> int:
    """Pair round ``--round`` (default: the next one) and print it in the chosen format."""
    from checker.cli import InputError, error, load_tournament

    try:
        tournament = load_tournament(args.file)
    except InputError as exc:
        return error(str(exc))
    try:
        system = choose_system(tournament, args.system, args)
    except KeyError as exc:
        return error(exc.args[0])
    try:
        last = system.next_round(tournament)
        round_number = last if args.round is None else args.round
        if not 1 <= round_number <= last:
            held = f"the file holds rounds 1..{last - 1}" if last > 1 else "the file holds no paired round yet"
            return error(f"--round {round_number}: {held}; pair a round from 1 to {last}")
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
    add_team_arguments(parser)
    parser.add_argument("--round", type=int, metavar="R", help="the round to pair (default: the next one)")
    parser.add_argument("--format", choices=("text", "bbp", "json"), default="text",
                        help="text: boards per General Handling 3.6; bbp: bbpPairings/JaVaFo -p output; json")
    parser.set_defaults(handler=run)

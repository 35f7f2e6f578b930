"""A round to pair for a :class:`~checker.service.request.PairRequest`: the round chosen and refused when the
file cannot be paired there, the state with the request's byes, and the rules' pairing (``pair`` and the
server's ``/api/v1/pair`` alike)."""

from __future__ import annotations

from checker.errors import PairingImpossible
from checker.models import Pairing, Tournament
from checker.pairing.round import RoundToPair, round_to_pair
from checker.service.request import PairRequest
from checker.service.prepare import cannot_pair, guard, played_rounds, round_option
from checker.systems.registry import System


def round_ready(request: PairRequest, system: System, tournament: Tournament) -> tuple[int, RoundToPair]:
    """The round to pair (the request's, default the one after the file's last) and its state with the
    request's absences and half-point byes (General Handling 3.3) and warnings; an input error naming
    ``--round`` / ``--rounds`` for a round the file cannot be paired at (Basic Rules 1)."""
    played = played_rounds(system, tournament, request.rounds)
    last = played + 1
    number = last if request.round is None else request.round
    held = f"the file holds rounds 1..{played}" if played else "the file holds no paired round yet"
    round_option(number, last, f"{held}; pair a round from 1 to {last}")
    with guard(request.file, f"round {number}"):
        return number, round_to_pair(tournament, system, number, request.rounds, request.system,
                                     {"Z": request.absent, "H": request.half_point_bye})


def rules_pairing(request: PairRequest, system: System, number: int, ready: RoundToPair) -> Pairing:
    """The reference pairer's pairing of the round; a round no pairing satisfies is the input error the
    whole file gets (:func:`~checker.service.prepare.cannot_pair`: the arbiter decides)."""
    try:
        with guard(request.file, f"round {number}"):
            return system.pair(ready.state)
    except PairingImpossible as exc:
        raise cannot_pair(system, number, exc) from exc

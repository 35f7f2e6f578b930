"""Standings points and acceleration (virtual) points, round by round.

Standings points come from the result codes under the file's scoring system (never from the
points column 81-84, which may include acceleration or pre-entered byes). Virtual points come from
``XXA`` lines, ``250`` records or, with neither, the Baku Acceleration Method (C.04.7 1) when the
system code ends in ``_BAKU``.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Literal

from checker.errors import InputError, RecordRef
from checker.models import RoundEntry, ScoringSystem, Tournament
from checker.tournament.records import system_record

AccelerationMethod = Literal["none", "XXA", "250", "XXA+250", "baku"]
"""Where a round's virtual points come from."""

ZERO = Decimal("0")


class ScoringError(InputError):
    """The file's scoring system does not allow what the tournament asks for (e.g. Baku, C.04.7 1.1)."""


def entry_points(scoring: ScoringSystem, entry: RoundEntry | None) -> Decimal:
    """Points of one round block; a missing block is a blank result (TRF16: blank ≡ Z, zero-point bye)."""
    if entry is None:
        return scoring.zero_bye
    return scoring.points(entry)


def scores_before(
    scoring: ScoringSystem, entries: tuple[RoundEntry | None, ...]
) -> tuple[Decimal, ...]:
    """Cumulative standings points before each round: index k-1 is the score before round k.

    ``entries[k-1]`` is the block of round k; the result has ``len(entries) + 1`` values, the last
    one being the score after every given round. Late entries score their blank rounds as zero-point
    byes (General Handling 2.4).
    """
    total = ZERO
    out = [total]
    for entry in entries:
        total += entry_points(scoring, entry)
        out.append(total)
    return tuple(out)


def acceleration_method(tournament: Tournament) -> AccelerationMethod:
    """Which source gives virtual points: XXA and/or 250 when present, else Baku for ``*_BAKU`` codes.

    TRF-2026 250: "these records cause any acceleration method in record 192 to be disregarded";
    bbpPairings applies its own Baku only without 250/XXA, and so do we.
    """
    has_xxa = bool(tournament.accelerated_points)
    has_250 = bool(tournament.acceleration)
    if has_xxa and has_250:
        return "XXA+250"
    if has_xxa:
        return "XXA"
    if has_250:
        return "250"
    code = (tournament.system_code or "").strip().upper()
    if code.endswith("_BAKU"):
        return "baku"
    return "none"


def baku_group_a_size(participants: int) -> int:
    """C.04.7 1.2: GA holds the first half of the participants rounded up to an even number, 2*ceil(n/4)."""
    return 2 * (-(-participants // 4))


def baku_points(win: Decimal, round_number: int, total_rounds: int) -> Decimal:
    """C.04.7 1.4: ``win`` (the points of a won game, or of a won match for teams) in the first
    ceil(A/2) of the A = ceil(R/2) accelerated rounds, half of it in the others, nothing after.

    Example (C.04.7 1.4.4.1): nine rounds, standard scoring -> rounds 1-3 give 1, rounds 4-5 give ½.
    """
    accelerated = -(-total_rounds // 2)
    full = -(-accelerated // 2)
    if round_number <= full:
        return win
    if round_number <= accelerated:
        return win / 2
    return ZERO


def baku_virtual_points(scoring: ScoringSystem, round_number: int, total_rounds: int) -> Decimal:
    """C.04.7 1.4 for an individual competition: a won game's points, as :func:`baku_points` gives them."""
    return baku_points(scoring.win, round_number, total_rounds)


def format_points(value: Decimal) -> str:
    """Points as an arbiter writes them: ``3``, ``0.5``, ``1.5`` (no exponent, no trailing zeros)."""
    return format(value.normalize(), "f")


def check_baku_premise(scoring: ScoringSystem, record: RecordRef | None = None) -> None:
    """C.04.7 1.1: Baku needs "the points for a win equal the points for two draws and ... a loss zero".

    ``record`` is the record the error blames (the 192 code asking for Baku)."""
    draw = max(scoring.white_draw, scoring.black_draw)
    if scoring.win != 2 * draw or scoring.loss != ZERO:
        raise ScoringError(
            "C.04.7 1.1: the Baku Acceleration Method needs a win worth two draws and a loss worth "
            f"zero (this file: win {format_points(scoring.win)}, draw {format_points(draw)}, "
            f"loss {format_points(scoring.loss)})",
            record=record,
        )


def virtual_points(
    tournament: Tournament,
    round_number: int,
    total_rounds: int,
    tpn_of: Mapping[int, int],
    check_premise: bool = True,
) -> dict[int, Decimal]:
    """Virtual points of every player for one round, by start number (players without any are omitted).

    - ``XXA``: the value in the round's column for the players it lists (blank = 0).
    - ``250``: the ``points`` field (individual competitions) for start numbers in the id range and
      rounds in the round range; overlapping records add up.
    - A player listed in ``XXA`` takes the XXA value only (a file with both is read XXA first).
    - Baku (C.04.7 1.2-1.4): GA = TPN 1..2*ceil(n/4), n = players in the file.
    ``tpn_of`` maps start numbers to TPNs (they differ under ``XXC rank``).
    """
    method = acceleration_method(tournament)
    out: dict[int, Decimal] = {}
    if method == "none":
        return out
    if method == "baku":
        if check_premise:
            check_baku_premise(tournament.scoring, system_record(tournament))
        value = baku_virtual_points(tournament.scoring, round_number, total_rounds)
        if value == ZERO:
            return out
        cut = baku_group_a_size(len(tournament.players))
        for start, tpn in tpn_of.items():
            if tpn <= cut:
                out[start] = value
        return out
    for record in tournament.acceleration:
        if record.first_round <= round_number <= record.last_round and record.points is not None:
            for start in range(record.first_id, record.last_id + 1):
                if start in tpn_of:
                    out[start] = out.get(start, ZERO) + record.points
    for line in tournament.accelerated_points:
        index = round_number - 1
        given = line.points[index] if index < len(line.points) else None
        if given is None or given == ZERO:
            out.pop(line.start_number, None)
        else:
            out[line.start_number] = given
    return out

"""Output formats of a round's pairing for programs (bbp, JSON), its boards in General Handling 3.6 order
(``checker.state.boards``); the table for people is ``report/board_table.py`` (tabulate is imported only
there, so a ``pair --format bbp`` does not load it: start-up, issue 34)."""

from __future__ import annotations


from checker.models import Frozen, Pairing
from checker.report.schema import versioned
from checker.state.base import PairingState
from checker.state.boards import sorted_boards


def format_bbp(state: PairingState, pairing: Pairing) -> str:
    """bbpPairings / JaVaFo ``-p`` output: number of pairs, ``white black`` lines, PAB as ``id 0``.

    The pairing is keyed by TPN; start numbers are printed. The PAB line counts in the number.
    """
    boards = sorted_boards(state, pairing)
    lines = [str(len(boards) + (1 if pairing.pab is not None else 0))]
    sn = state.start_number_of
    lines += [f"{sn(b.white)} {sn(b.black)}" for b in boards]
    if pairing.pab is not None:
        lines.append(f"{sn(pairing.pab)} 0")
    return "\n".join(lines) + "\n"


class BoardOut(Frozen):
    """One board of ``pair --format json``: its number (General Handling 3.6) and the players' start numbers."""

    board: int
    white: int
    black: int


class PairingOut(Frozen):
    """``pair --format json``: the round, its boards in General Handling 3.6 order, the PAB's start number, and
    the warnings that go with it (probably withdrawn participants, the assumed edition)."""

    round: int
    pairs: tuple[BoardOut, ...]
    pab: int | None
    warnings: tuple[str, ...] = ()


def pairing_out(state: PairingState, pairing: Pairing, warnings: tuple[str, ...] = ()) -> PairingOut:
    """The pairing (by TPN) by start number, boards in General Handling 3.6 order, with its warnings."""
    sn = state.start_number_of
    return PairingOut(
        round=pairing.round,
        pairs=tuple(BoardOut(board=b.number, white=sn(b.white), black=sn(b.black))
                    for b in sorted_boards(state, pairing)),
        pab=None if pairing.pab is None else sn(pairing.pab),
        warnings=warnings,
    )


def format_json(state: PairingState, pairing: Pairing, warnings: tuple[str, ...] = ()) -> str:
    """The pairing as JSON (start numbers) with its ``schema`` version, boards in General Handling 3.6 order."""
    return versioned(pairing_out(state, pairing, warnings))

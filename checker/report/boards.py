"""Board order and output formats of a round's pairing (General Handling 3.6).

The pairers return pairs in no particular order; before publishing, General Handling 3.6 sorts
them: by the higher score of the pair's higher ranked participant, then by the sum of both
scores, then by the smaller TPN of the higher ranked participant. The PAB comes last.
"""

from __future__ import annotations

import json
from decimal import Decimal

from tabulate import tabulate

from checker.models import Frozen, Pair, Pairing
from checker.state.base import PairingState


class Board(Frozen):
    """A numbered board with both players' pairing scores before the round."""

    number: int
    white: int
    black: int
    white_score: Decimal
    black_score: Decimal


def _rank_key(state: PairingState, tpn: int) -> tuple[Decimal, int]:
    """Dutch 1.2 order as a sort key: higher pairing score first, then lower TPN."""
    return (-state.player(tpn).pairing_score, tpn)


def sorted_boards(state: PairingState, pairing: Pairing) -> tuple[Board, ...]:
    """The pairs as boards sorted per General Handling 3.6.1-3.6.3 (scores are pairing scores, Baku 1.5)."""

    def key(pair: Pair) -> tuple[Decimal, Decimal, int]:
        higher = min((pair.white, pair.black), key=lambda t: _rank_key(state, t))
        total = state.player(pair.white).pairing_score + state.player(pair.black).pairing_score
        return (-state.player(higher).pairing_score, -total, higher)

    ordered = sorted(pairing.pairs, key=key)
    return tuple(
        Board(
            number=i,
            white=p.white,
            black=p.black,
            white_score=state.player(p.white).pairing_score,
            black_score=state.player(p.black).pairing_score,
        )
        for i, p in enumerate(ordered, start=1)
    )


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


def _score(value: Decimal) -> str:
    """A score as arbiters write it: 2.5, 3.0."""
    return f"{value:.1f}" if value == value.quantize(Decimal("0.1")) else str(value)


def format_text(state: PairingState, pairing: Pairing, names: dict[int, str] | None = None) -> str:
    """A human table of the boards (board, white, score, black, score), the PAB last.

    The pairing is keyed by TPN, ``names`` by start number; start numbers are printed.
    """
    names = names or {}

    def who(tpn: int) -> str:
        number = state.start_number_of(tpn)
        return f"{number} {names[number]}".rstrip() if number in names else str(number)

    rows = [
        [b.number, who(b.white), _score(b.white_score), who(b.black), _score(b.black_score)]
        for b in sorted_boards(state, pairing)
    ]
    if pairing.pab is not None:
        rows.append(["PAB", who(pairing.pab), _score(state.player(pairing.pab).pairing_score), "bye", ""])
    n = len(pairing.pairs)
    title = f"Round {pairing.round}: {n} board{'' if n == 1 else 's'}" + (", 1 PAB" if pairing.pab is not None else "")
    table = tabulate(rows, headers=["Board", "White", "Score", "Black", "Score"], tablefmt="simple", disable_numparse=True)
    return f"{title}\n{table}\n"


def format_json(state: PairingState, pairing: Pairing) -> str:
    """The pairing as JSON (start numbers), boards in General Handling 3.6 order."""
    boards = sorted_boards(state, pairing)
    data = {
        "round": pairing.round,
        "pairs": [
            {"board": b.number, "white": state.start_number_of(b.white), "black": state.start_number_of(b.black)}
            for b in boards
        ],
        "pab": None if pairing.pab is None else state.start_number_of(pairing.pab),
    }
    return json.dumps(data, indent=2) + "\n"

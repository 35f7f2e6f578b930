"""Board order and output formats of a round's pairing (General Handling 3.6).

The pairers return pairs in no particular order; before publishing, General Handling 3.6 sorts
them: by the higher score of the pair's higher ranked participant, then by the sum of both
scores, then by the smaller TPN of the higher ranked participant. The PAB comes last.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
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


def higher_ranked(scores: Mapping[int, Decimal], a: int, b: int) -> int:
    """The higher ranked of two TPNs (Dutch 1.2: higher pairing score, then lower TPN); unknown scores rank last."""
    return min((a, b), key=lambda t: (-scores.get(t, Decimal(-1)), t))


def order_boards(scores: Mapping[int, Decimal], pairs: tuple[Pair, ...]) -> tuple[Board, ...]:
    """Pairs numbered as boards per General Handling 3.6.1-3.6.3, from each TPN's pairing score.

    A TPN without a score (a participant not to be paired, paired anyway) counts as 0 for the order.
    """

    def score(tpn: int) -> Decimal:
        """The pairing score of a TPN, 0 when it has none."""
        return scores.get(tpn, Decimal(0))

    def key(pair: Pair) -> tuple[Decimal, Decimal, int]:
        higher = higher_ranked(scores, pair.white, pair.black)
        return (-score(higher), -(score(pair.white) + score(pair.black)), higher)

    return tuple(
        Board(number=i, white=p.white, black=p.black, white_score=score(p.white), black_score=score(p.black))
        for i, p in enumerate(sorted(pairs, key=key), start=1)
    )


def pairing_scores(state: PairingState) -> dict[int, Decimal]:
    """TPN -> pairing score of every participant to be paired (Baku 1.5: virtual points included)."""
    return {p.tpn: p.pairing_score for p in state.players}


def sorted_boards(state: PairingState, pairing: Pairing) -> tuple[Board, ...]:
    """The pairs as boards sorted per General Handling 3.6.1-3.6.3 (scores are pairing scores, Baku 1.5)."""
    return order_boards(pairing_scores(state), pairing.pairs)


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

"""Board numbers of a round's pairing (General Handling 3.6), for the report and for the cause search.

The pairers return pairs in no particular order; before publishing, General Handling 3.6 sorts
them: by the higher score of the pair's higher ranked participant, then by the sum of both
scores, then by the smaller TPN of the higher ranked participant. The PAB comes last.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

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

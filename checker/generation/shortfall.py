"""A generated tournament that stops before its last round: the round the pairer could not pair, and why.

The generators stop before a round with no legal pairing (Dutch 1.9.3, Double-Swiss and Team
3.3.3). ``RecordingPairer`` wraps the pairer to remember that round and the reason, and
``shortened`` makes the file say the rounds it holds (142/XXR), so that no file claims more rounds
than it has (issue 25).
"""

from __future__ import annotations

from checker.errors import PairingImpossible
from checker.generation.settings import RoundPairer
from checker.models import Frozen, Pairing, Tournament


class Unpaired(Frozen):
    """The first round the pairer could not pair, and its reason."""

    round: int
    reason: str


class RecordingPairer:
    """A round pairer that remembers the first round it found impossible (and still raises)."""

    def __init__(self, pair_round: RoundPairer) -> None:
        self.pair_round = pair_round
        self.unpaired: Unpaired | None = None

    def __call__(self, tournament: Tournament, round_number: int) -> Pairing:
        """The pairing of the round; PairingImpossible recorded and raised again."""
        try:
            return self.pair_round(tournament, round_number)
        except PairingImpossible as exc:
            if self.unpaired is None:
                self.unpaired = Unpaired(round=round_number, reason=str(exc))
            raise


def shortened(tournament: Tournament, requested: int, played: int) -> Tournament:
    """The tournament declaring ``played`` of the ``requested`` rounds (TRF columns scaled alike:
    a Double-Swiss match has two)."""
    columns = (tournament.declared_rounds or requested) // requested
    return tournament.model_copy(update={"declared_rounds": played * columns})

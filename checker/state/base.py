"""What every system's state offers the system-independent layers (check, output), as protocols.

A system's state is its own class (a Dutch round, a Double-Swiss match, a Team round); the check
and the printed pairings need only this much of it: the participants to pair with their TPN and
pairing score, the participants known to be absent, and the mapping between TPNs (what pairers
use) and start numbers (what files and people use; they differ only under ``XXC rank``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Protocol, runtime_checkable

from checker.models import Pair, Pairing


class Participant(Protocol):
    """A player or a team to be paired in the round."""

    @property
    def tpn(self) -> int:
        """Tournament pairing number."""
        ...

    @property
    def pairing_score(self) -> Decimal:
        """The score that makes scoregroups (acceleration points included, Baku 1.5)."""
        ...


class PairingState(Protocol):
    """Everything known before a round is paired, as far as the system-independent layers need it."""

    @property
    def round(self) -> int:
        """The round being paired (the system's rounds: a Double-Swiss match, a Team round)."""
        ...

    @property
    def total_rounds(self) -> int:
        """The number of rounds of the tournament (Basic Rules 1)."""
        ...

    @property
    def players(self) -> Sequence[Participant]:
        """The participants to be paired."""
        ...

    @property
    def absent(self) -> tuple[tuple[int, str], ...]:
        """Participants not to be paired, with the code known before the round (H, F, Z, ...), by TPN."""
        ...

    def player(self, tpn: int) -> Participant:
        """The participant with this TPN (KeyError if not to be paired)."""
        ...

    def start_number_of(self, tpn: int) -> int:
        """The start number printed for the participant with this TPN."""
        ...

    def tpn_of(self, start_number: int) -> int:
        """The TPN of the participant with this start number."""
        ...


@runtime_checkable
class SecondScore(Protocol):
    """A participant with a secondary score beside its pairing score (a Team's game points, C.04.6 1.2)."""

    @property
    def secondary(self) -> Decimal:
        """The secondary score after the previous rounds."""
        ...


@runtime_checkable
class ScoreNames(Protocol):
    """A state whose participants' scores have names (Team: ``MP`` and ``GP``, primary first)."""

    @property
    def score_names(self) -> tuple[str, str | None]:
        """The primary score's name and the secondary's (None: no secondary score)."""
        ...


def renumbered(pairing: Pairing, number: Callable[[int], int]) -> Pairing:
    """The same boards, colours and PAB with every participant number passed through ``number``
    (``pairing`` itself when no number changes: TPN and start number are the same but under ``XXC rank``)."""
    boards = [(number(p.white), number(p.black)) for p in pairing.pairs]
    pab = None if pairing.pab is None else number(pairing.pab)
    if pab == pairing.pab and all(w == p.white and b == p.black for (w, b), p in zip(boards, pairing.pairs)):
        return pairing
    return Pairing(round=pairing.round, pairs=tuple(Pair(white=w, black=b) for w, b in boards), pab=pab)


def to_tpn(state: PairingState, pairing: Pairing) -> Pairing:
    """The pairing with start numbers replaced by TPNs (they differ only under ``XXC rank``)."""
    return renumbered(pairing, state.tpn_of)


def to_start_numbers(state: PairingState, pairing: Pairing) -> Pairing:
    """The pairing with TPNs replaced by start numbers, as printed and published."""
    return renumbered(pairing, state.start_number_of)

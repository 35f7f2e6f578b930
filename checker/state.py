"""The state of a tournament before a round is paired: everything a pairing system needs.

``build_state(tournament, r)`` looks only at rounds 1..r-1 as published, plus what is known of
round r before its pairing (byes and absences: H, F, Z, blank codes in round r's column, 240 and
XXZ records). Round r's own pairs are ignored, so the same function serves ``pair`` and ``check``.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.models import Colour, Frozen, ScoringSystem, Tournament

Float = Literal["down", "up"]
PreferenceStrength = Literal["absolute", "strong", "mild", "none"]


class PlayerState(Frozen):
    """One participant before round r (Dutch 1.2-1.8; General Handling 3.4, 3.5)."""

    tpn: int
    """Tournament pairing number: the start number (or the 001 line order with XXC rank)."""
    rating: int = 0
    score: Decimal
    """Standings points after rounds 1..r-1 (scoring system of the file)."""
    acceleration: Decimal = Decimal("0")
    """Virtual (acceleration) points for round r (250, XXA, or _BAKU)."""
    colours: tuple[Colour, ...] = ()
    """Colours of the games played over the board, oldest first (General Handling 3.4)."""
    floats: tuple[Float | None, ...] = ()
    """Float received in each round 1..r-1 (Dutch 1.4): index 0 is round 1."""
    opponents: frozenset[int] = frozenset()
    """Opponents met over the board (a forfeit is not a meeting, General Handling 3.5)."""
    forbidden: frozenset[int] = frozenset()
    """Participants this one may not meet in round r (260 / XXP), besides past opponents."""
    pab_eligible: bool = True
    """Dutch C2 / Basic Rules 4: no PAB yet and no round scored a win's points without playing."""
    unplayed_rounds: int = 0
    """Rounds 1..r-1 in which the participant played no game (byes, forfeits, absences)."""
    topscorer: bool = False
    """Dutch 1.8: final round and score over 50% of the maximum possible score."""

    @property
    def pairing_score(self) -> Decimal:
        """Score plus acceleration points: defines scoregroups (Baku 1.5)."""
        return self.score + self.acceleration

    @property
    def colour_difference(self) -> int:
        """Dutch 1.6: games with White minus games with Black."""
        return sum(1 if c == "w" else -1 for c in self.colours)

    @property
    def preference(self) -> Colour | None:
        """Dutch 1.7: the colour the participant should get next, None if no game played."""
        if not self.colours:
            return None
        d = self.colour_difference
        if d < -1:
            return "w"
        if d > 1:
            return "b"
        if len(self.colours) >= 2 and self.colours[-1] == self.colours[-2]:
            return "b" if self.colours[-1] == "w" else "w"
        if d == -1:
            return "w"
        if d == 1:
            return "b"
        return "b" if self.colours[-1] == "w" else "w"

    @property
    def preference_strength(self) -> PreferenceStrength:
        """Dutch 1.7.1-1.7.4: absolute, strong, mild or none."""
        if not self.colours:
            return "none"
        d = self.colour_difference
        if abs(d) > 1 or (len(self.colours) >= 2 and self.colours[-1] == self.colours[-2]):
            return "absolute"
        if abs(d) == 1:
            return "strong"
        return "mild"

    def float_before(self, k: int) -> Float | None:
        """The float received k rounds before the round being paired (k=1: previous round)."""
        return self.floats[-k] if len(self.floats) >= k else None


class RoundState(Frozen):
    """Everything known before pairing round ``round`` of a tournament."""

    round: int
    total_rounds: int
    """The declared number of rounds (142/XXR/--rounds), else the last round in the file."""
    initial_colour: Colour
    """Dutch 5.1: from 152/XXC, else inferred from round 1 (5.2.5 read backwards), else white."""
    scoring: ScoringSystem
    players: tuple[PlayerState, ...]
    """The participants to be paired in this round, in Dutch 1.2 order (pairing score desc, TPN)."""
    absent: tuple[tuple[int, str], ...] = ()
    """Participants not to be paired, with the code known before the round (H, F, Z, ...)."""

    @property
    def is_last_round(self) -> bool:
        """True when pairing the final round (topscorer rules, Dutch 1.8)."""
        return self.round >= self.total_rounds

    def player(self, tpn: int) -> PlayerState:
        """The state of the participant with this TPN (KeyError if not to be paired)."""
        for p in self.players:
            if p.tpn == tpn:
                return p
        raise KeyError(tpn)


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None) -> RoundState:
    """The state before ``round_number`` from rounds 1..round_number-1 and round r's known byes."""
    raise NotImplementedError("filled in by the state work (issue 2)")

"""The Lim reading of the state before a round: played colours, opponents, the PAB, last round's floaters.

Built on the individual state every system shares (``checker.state.individual``): scores, colours of
games played over the board (General Handling 3.4), opponents met (a forfeit is no meeting, 3.5),
PAB eligibility (Basic Rules 4). Lim adds who floated in the round just before (3.10) and the
Maxi-tournament option (3.2.3, 3.8, 5.7), which the command line gives.
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Tournament
from checker.state.individual import ColumnReading, PlayerState, RoundState, by_pairing_score, find_player, read_rounds


class LimPlayer(PlayerState):
    """One player before the round, as the Lim text reads him."""

    floated_last: bool = False
    """Lim 3.10: paired in the round just before (played or forfeited) with an opponent whose score
    before that round was different (up or down)."""

    @property
    def rank_key(self) -> tuple[Decimal, int]:
        """Lim 5.4, 'higher ranked': the higher score, then the smaller TPN (smaller key is higher)."""
        return (-self.pairing_score, self.tpn)


class LimState(RoundState):
    """Everything known before pairing a Lim round; players by score descending, then TPN."""

    players: tuple[LimPlayer, ...]
    maxi: bool = False
    """A Maxi-tournament (3.2.3, 3.8, 5.7): exchanges and floaters within 100 rating points."""

    def player(self, tpn: int) -> LimPlayer:
        """The state of the player with this TPN (KeyError if not to be paired)."""
        return find_player(self.players, tpn)

    @property
    def median_score(self) -> Decimal:
        """Lim 2.2: half the number of rounds played, in points (a win's points per round)."""
        return (self.round - 1) * self.scoring.win / 2


def _floated_last(reading: ColumnReading, start: int) -> bool:
    """Lim 3.10: the player was paired in the previous round against an opponent with another score."""
    previous = reading.round - 1
    if previous < 1:
        return False
    entry = reading.entries[start][previous - 1]
    if entry is None or entry.opponent is None or not (entry.is_played or entry.is_forfeit):
        return False
    own = reading.pairing_score(start, previous)
    other = reading.pairing_score(entry.opponent, previous)
    return other is not None and own != other


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None,
                maxi: bool = False) -> LimState:
    """The state before ``round_number`` from rounds 1..round_number-1 and round r's known absences.

    Every player number in the result is a TPN; ``start_number_of`` maps back to start numbers.
    """
    reading = read_rounds(tournament, round_number, total_rounds)
    players = [LimPlayer(**reading.player_fields(player), floated_last=_floated_last(reading, player.start_number))
               for player in reading.to_be_paired(tournament)]
    return LimState(**reading.round_fields(), players=by_pairing_score(players), maxi=maxi)

"""The Burstein state before a round after the seeding rounds: the Index (1.7) and the ranking order (1.8).

Colour difference and colour preferences (Burstein 1.4-1.5) are the Dutch definitions word for word
(Dutch 1.6-1.7), so a Burstein player is a :class:`DutchPlayer` (never a topscorer: Burstein has none)
with its Index: Buchholz and Sonneborn-Berger on the opponents' current scores, an unplayed round
counted as a game against oneself with the registered result (1.7.2.1), a series of zero-point byes
up to the current round counted as draws for the opponents (1.7.2.1 exception), virtual points left
out (1.7.2.2). The number of seeding rounds (1.6.2) is here too: ``system`` dispatches on it.
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import ScoringSystem, Tournament
from checker.state.history import History
from checker.state.individual import RoundState, read_rounds
from checker.systems.dutch.state import DutchPlayer, build_state as dutch_state

ZERO = Decimal("0")

RankKey = tuple[Decimal, Decimal, int]
"""Burstein 1.8 as a sort key: -Buchholz, -Sonneborn-Berger, TPN (smaller ranks higher)."""


def seeding_rounds(total_rounds: int) -> int:
    """Burstein 1.6.2: half the number of rounds (rounded down) or 4, whichever is lower."""
    return min(total_rounds // 2, 4)


class BursteinPlayer(DutchPlayer):
    """One player before a round after the seeding rounds: Dutch colour data (Burstein 1.4-1.5) and the Index."""

    buchholz: Decimal = ZERO
    """Burstein 1.7.1.1 with 1.7.2: the opponents' current scores (oneself for an unplayed round)."""
    sonneborn_berger: Decimal = ZERO
    """Burstein 1.7.1.2 with 1.7.2: points earned against each opponent times that opponent's current score."""
    games_played: int = 0
    """Games played over the board (Burstein 3.1.4; a forfeit is not a game)."""

    @property
    def rank_key(self) -> RankKey:
        """Burstein 1.8: Index (Buchholz, then Sonneborn-Berger) descending, then TPN ascending."""
        return (-self.buchholz, -self.sonneborn_berger, self.tpn)


class BursteinState(RoundState):
    """Everything known before pairing a Burstein round after the seeding rounds.

    ``players`` by pairing score descending, then in the ranking order of 1.8 (so every scoregroup is
    already in BSN order, 4.1).
    """

    players: tuple[BursteinPlayer, ...]
    seeding_rounds: int
    """Burstein 1.6.2 for this tournament's number of rounds."""

    def player(self, tpn: int) -> BursteinPlayer:
        """The state of the player with this TPN (KeyError if not to be paired)."""
        for p in self.players:
            if p.tpn == tpn:
                return p
        raise KeyError(tpn)


def zero_point_byes_up_to_now(history: History) -> int:
    """Burstein 1.7.2.1 exception: the length of the series of zero-point byes that ends with the last round.

    A zero-point bye is a round the player was not paired in and scored nothing (``Z``, blank, a
    late entry's missing rounds); a forfeit is a paired round and ends the series.
    """
    count = 0
    for outcome in reversed(history.outcomes):
        if outcome.kind != "unpaired" or outcome.points != ZERO:
            break
        count += 1
    return count


def opposition_scores(histories: dict[int, History], scoring: ScoringSystem) -> dict[int, Decimal]:
    """Start number -> the current score a player's over-the-board opponents count (Burstein 1.7.2.1).

    The standings score (virtual points excluded, 1.7.2.2), with each zero-point bye of a series up
    to the current round counted as a draw.
    """
    return {start: h.score + zero_point_byes_up_to_now(h) * (scoring.white_draw - scoring.zero_bye)
            for start, h in histories.items()}


def index_of(history: History, seen: dict[int, Decimal], start_of: dict[int, int]) -> tuple[Decimal, Decimal]:
    """Burstein 1.7.1 with 1.7.2.1: (Buchholz, Sonneborn-Berger) of one player.

    ``seen``: start number -> score as opponents count it; ``start_of``: TPN -> start number. An
    unplayed round (bye, forfeit, absence) is a game against oneself with the points registered.
    """
    own = history.score
    buchholz = sonneborn = ZERO
    for outcome in history.outcomes:
        if outcome.is_played and outcome.opponent is not None:
            opponent = seen[start_of[outcome.opponent]]
        else:
            opponent = own
        buchholz += opponent
        sonneborn += outcome.points * opponent
    return buchholz, sonneborn


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None) -> BursteinState:
    """The Burstein state before ``round_number`` from rounds 1..round_number-1 and round r's known byes.

    Built for any round (the system sends the seeding rounds to the Dutch state instead). Every
    player number in the result is a TPN, as in the Dutch state it extends.
    """
    dutch = dutch_state(tournament, round_number, total_rounds)
    reading = read_rounds(tournament, round_number, total_rounds)
    seen = opposition_scores(reading.histories, tournament.scoring)
    start_of = {tpn: start for start, tpn in reading.tpns.items()}
    players: list[BursteinPlayer] = []
    for p in dutch.players:
        history = reading.histories[start_of[p.tpn]]
        buchholz, sonneborn = index_of(history, seen, start_of)
        fields = p.model_dump(exclude={"topscorer"})
        players.append(BursteinPlayer(**fields, buchholz=buchholz, sonneborn_berger=sonneborn,
                                      games_played=history.played))
    players.sort(key=lambda q: (-q.pairing_score, q.rank_key))
    return BursteinState(
        **dutch.model_dump(exclude={"players", "edition"}),  # the Dutch edition stays with the seeding rounds
        players=tuple(players),
        seeding_rounds=seeding_rounds(dutch.total_rounds),
    )

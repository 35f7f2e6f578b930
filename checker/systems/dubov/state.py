"""The Dubov reading of the state before a round: colour preferences (Dubov 1.6), ARO (1.7), upfloats (1.8).

Built on the individual state every system shares (``checker.state.individual``): scores, played
colours, opponents, PAB eligibility (Basic Rules 4), unplayed rounds. Dubov 1.6.1-1.6.3 are Dutch
1.7.1-1.7.3 word for word, so :class:`DubovPlayer` extends the Dutch player and changes only what
Dubov says differently: a player who has not played any game has a mild preference for Black
(1.6.4). ``build_state(tournament, r)`` looks only at rounds 1..r-1 as published, plus what is
known of round r before its pairing, so the same state serves ``pair`` and ``check``.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from functools import cached_property

from checker.models import PLAYED_CODES, Colour, RoundEntry, ScoringSystem, Tournament
from checker.state.individual import ColumnReading, Float, RoundState, by_pairing_score, find_player, read_rounds
from checker.systems.dutch.state import DutchPlayer, PreferenceStrength


class DubovPlayer(DutchPlayer):
    """One player before the round, with the Dubov definitions (1.6-1.8)."""

    aro: int = 0
    """Dubov 1.7: the average rating of the opponents met over the board, rounded (.5 up); 0 before any game."""
    games: int = 0
    """Games played over the board (Dubov 3.1.4: a forfeit is not a game played)."""
    upfloats: int = 0
    """Rounds in which the player was paired as an upfloater (Dubov 1.8.1)."""

    # Read for every candidate pair of every bracket: computed once per player and round (cached on
    # the frozen model, as the Dutch values they build on).

    @cached_property
    def preference(self) -> Colour:
        """Dubov 1.6: the colour the player should get next; 1.6.4: Black before any game."""
        return super().preference or "b"

    @cached_property
    def preference_strength(self) -> PreferenceStrength:
        """Dubov 1.6.1-1.6.4: absolute, strong or mild (mild for Black before any game)."""
        strength = super().preference_strength
        return "mild" if strength == "none" else strength

    @property
    def has_played(self) -> bool:
        """True once the player has played a game over the board (5.2.1, 3.2.3)."""
        return bool(self.colours)

    @property
    def upfloated_last_round(self) -> bool:
        """Dubov C10: the player upfloated in the previous round."""
        return self.float_before(1) == "up"


class DubovState(RoundState):
    """Everything known before pairing a Dubov round; players by pairing score descending, then TPN."""

    players: tuple[DubovPlayer, ...]
    max_upfloats: int
    """Dubov 1.8.2: MaxT = 2 + [Rnds / 5]."""

    def player(self, tpn: int) -> DubovPlayer:
        """The state of the player with this TPN (KeyError if not to be paired)."""
        return find_player(self.players, tpn)

    @cached_property
    def by_tpn(self) -> dict[int, DubovPlayer]:
        """The players by TPN, made once per round: every bracket reads it (not a field; not to be changed)."""
        return {p.tpn: p for p in self.players}

    def is_maximum_upfloater(self, player: DubovPlayer) -> bool:
        """Dubov 1.8.1: already upfloated MaxT times."""
        return player.upfloats >= self.max_upfloats


def max_upfloats(total_rounds: int) -> int:
    """Dubov 1.8.2: MaxT = 2 + [Rnds/5], Rnds/5 rounded down.

    >>> max_upfloats(9), max_upfloats(10), max_upfloats(4)
    (3, 4, 2)
    """
    return 2 + total_rounds // 5


def average_rating(ratings: list[int]) -> int:
    """Dubov 1.7.1: the mean rounded to the nearest integer, the higher one on .5; 0 for no opponent (1.7.3).

    >>> average_rating([2000, 2001]), average_rating([2000, 2002, 2003]), average_rating([])
    (2001, 2002, 0)
    """
    if not ratings:
        return 0
    return (2 * sum(ratings) + len(ratings)) // (2 * len(ratings))


def upfloat(entry: RoundEntry | None, own: Decimal, opponent: Decimal | None, scoring: ScoringSystem) -> Float | None:
    """The float of one past round as Dubov counts it (a ``FloatRule``): an upfloat when paired against a higher pairing score.

    Brackets are paired from the top scoregroup down and every resident is paired in its own
    bracket, so of two players with different scores the lower is always the upfloater (1.3.2).
    Only games played over the board count (a forfeited pairing is not a game, General Handling 3.4,
    3.5; docs/interpretations-dubov.md).
    """
    if entry is None or not entry.is_played or opponent is None:
        return None
    return "up" if opponent > own else None


def past_games(reading: ColumnReading, start: int, rating_of: Mapping[int, int]) -> tuple[tuple[Float | None, ...], list[int]]:
    """The float of every past round of ``start`` by :func:`upfloat`, and the ratings of the opponents
    met over the board (1.7, by TPN in ``rating_of``, 0 when unknown), in one walk of the past rounds:
    it runs for every player in every round's state (issue 34, speed). The floats are those of
    ``reading.floats(start, upfloat)``, the ratings those of the history's games played (tested)."""
    table = reading.pairing_scores
    tpns = reading.tpns
    own = table[start]
    entries = reading.entries[start][:reading.round - 1]
    out: list[Float | None] = [None] * len(entries)
    met: list[int] = []
    for i, entry in enumerate(entries):
        if entry is not None and entry.opponent is not None and entry.result in PLAYED_CODES:  # entry.is_played
            opponent = entry.opponent
            met.append(rating_of.get(tpns.get(opponent, opponent), 0))
            theirs = table.get(opponent)
            if theirs is not None and theirs[i] > own[i]:
                out[i] = "up"
    return tuple(out), met


def upfloats_read(reading: ColumnReading, start: int) -> tuple[Float | None, ...]:
    """The float of every past round of ``start`` (:func:`past_games`): the same values as
    ``reading.floats(start, upfloat)`` (tested)."""
    return past_games(reading, start, {})[0]


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None) -> DubovState:
    """The Dubov state before ``round_number``: the shared reading (``state.individual.read_rounds``,
    numbers are TPNs, same errors) with the upfloats (1.8), ARO (1.7) and games played (3.1.4)."""
    reading = read_rounds(tournament, round_number, total_rounds)
    rating_of = {reading.tpns[p.start_number]: p.rating or 0 for p in tournament.players}
    players: list[DubovPlayer] = []
    for player in reading.to_be_paired(tournament):
        history = reading.histories[player.start_number]
        floats, met = past_games(reading, player.start_number, rating_of)
        players.append(DubovPlayer(
            **reading.player_fields(player, floats),
            aro=average_rating(met),
            games=history.played,
            upfloats=floats.count("up"),
        ))
    return DubovState(**reading.round_fields(), players=by_pairing_score(players),
                      max_upfloats=max_upfloats(reading.total_rounds))

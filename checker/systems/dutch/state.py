"""The Dutch reading of the state before a round: colour preferences (Dutch 1.7), floats (1.4), topscorers (1.8).

Built on the individual state every system shares (``checker.state.individual``): scores,
played colours, opponents, PAB eligibility. ``build_state(tournament, r)`` looks only at rounds
1..r-1 as published, plus what is known of round r before its pairing, so the same state serves
``pair`` and ``check``.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cached_property, partial
from typing import Literal

from checker.models import Colour, RoundEntry, ScoringSystem, Tournament
from checker.state.individual import Float, PlayerState, RoundState, by_pairing_score, find_player, read_rounds
from checker.systems.dutch.edition import EDITION_2026, Edition
from checker.tournament.colours import opposite
from checker.tournament.dates import start_date

PreferenceStrength = Literal["absolute", "strong", "mild", "none"]


class DutchPlayer(PlayerState):
    """One player before the round, with the Dutch definitions (1.4, 1.6-1.8)."""

    topscorer: bool = False
    """Dutch 1.8: final round and score over 50% of the maximum possible score."""

    # The three colour values below are read for every candidate pair of every solve: computed once
    # per player and round (cached on the frozen model; its fields never change).

    @cached_property
    def colour_difference(self) -> int:
        """Games with White minus games with Black (Dutch 1.6), counted once."""
        return self.colours.count("w") - self.colours.count("b")

    @cached_property
    def recent_floats(self) -> tuple[Float | None, Float | None]:
        """The floats received one and two rounds before this one (Dutch 1.4; C14-C21 read them)."""
        return self.float_before(1), self.float_before(2)

    @cached_property
    def preference(self) -> Colour | None:
        """Dutch 1.7: the colour the player should get next, None if no game played."""
        if not self.colours:
            return None
        d = self.colour_difference
        if d < -1:
            return "w"
        if d > 1:
            return "b"
        if len(self.colours) >= 2 and self.colours[-1] == self.colours[-2]:
            return opposite(self.colours[-1])
        if d == -1:
            return "w"
        if d == 1:
            return "b"
        return opposite(self.colours[-1])

    @cached_property
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


class DutchState(RoundState):
    """Everything known before pairing a Dutch round; players in Dutch 1.2 order."""

    players: tuple[DutchPlayer, ...]
    edition: Edition = EDITION_2026
    """The text the round is paired under (2026 or 2017)."""

    def player(self, tpn: int) -> DutchPlayer:
        """The state of the player with this TPN (KeyError if not to be paired)."""
        return find_player(self.players, tpn)


def dutch_float(entry: RoundEntry | None, own: Decimal, opponent: Decimal | None, scoring: ScoringSystem,
                edition: Edition = EDITION_2026) -> Float | None:
    """Dutch 1.4.2-1.4.4 (2017: A.4.b): the float a player received in one round (a ``FloatRule``
    once the edition is bound).

    Played game: the higher pairing score (score + virtual points before that round, as
    bbpPairings compares) floats down, the lower up; equal scores give no float. Unplayed round:
    a PAB, or more points than a loss without playing (forfeit win, H or F bye), is a downfloat;
    under the 2017 text (A.4.b) every round not played is one.
    """
    if entry is None:
        return None
    if entry.is_played:
        if opponent is None or opponent == own:
            return None
        return "down" if own > opponent else "up"
    if edition.unplayed_round_downfloats or entry.is_pab or scoring.points(entry) > scoring.loss:
        return "down"
    return None


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None,
                edition: Edition = EDITION_2026) -> DutchState:
    """The state before ``round_number`` from rounds 1..round_number-1 and round r's known byes.

    Every player number in the result (``tpn``, ``opponents``, ``forbidden``, ``absent``) is a TPN;
    ``start_number_of`` maps back to start numbers (they differ only with XXC rank). Raises
    ValueError for a round below 1, ScoringError when Baku is asked for with a scoring system it
    does not fit (C.04.7 1.1).
    """
    reading = read_rounds(tournament, round_number, total_rounds)
    # Dutch 1.8, read as bbpPairings does: in the last round, over half of (r-1) wins.
    topscore_line = (round_number - 1) * tournament.scoring.win / 2
    last_round = round_number >= reading.total_rounds
    rule = edition.pab_rule_in_force(start_date(tournament))
    players: list[DutchPlayer] = []
    floats_of = partial(dutch_float, edition=edition)
    for player in reading.to_be_paired(tournament):
        # Basic Rules 4 as in force at the event's date (the 2017 edition: C.2 before 1 July 2025)
        fields = reading.player_fields(player, reading.floats(player.start_number, floats_of), rule)
        players.append(DutchPlayer(**fields, topscorer=last_round and fields["score"] > topscore_line))
    return DutchState(**reading.round_fields(), players=by_pairing_score(players), edition=edition)

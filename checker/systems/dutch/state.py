"""The Dutch reading of the state before a round: colour preferences (Dutch 1.7), floats (1.4), topscorers (1.8).

Built on the individual state every system shares (``checker.state.individual``): scores,
played colours, opponents, PAB eligibility. ``build_state(tournament, r)`` looks only at rounds
1..r-1 as published, plus what is known of round r before its pairing, so the same state serves
``pair`` and ``check``.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cached_property
from typing import Literal

from checker.models import Colour, RoundEntry, ScoringSystem, Tournament
from checker.state.history import History
from checker.state.individual import Float, PlayerState, RoundState, read_rounds
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
        for p in self.players:
            if p.tpn == tpn:
                return p
        raise KeyError(tpn)


def _float(entry: RoundEntry | None, own: Decimal, opponent: Decimal | None, scoring: ScoringSystem,
           edition: Edition) -> Float | None:
    """Dutch 1.4.2-1.4.4 (2017: A.4.b): the float a player received in one round.

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


def pab_bar(history: History, rule: str) -> str | None:
    """What bars the PAB: Basic Rules 4 (2025: any round scored as a win without playing), or under
    the Basic Rules before 1 July 2025 (Dutch 2017 C.2) only a PAB or a forfeit win."""
    for outcome in history.outcomes:
        if outcome.pab_bar is not None and (rule == "2025" or outcome.kind != "unpaired"):
            return outcome.pab_bar
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
    scoring = tournament.scoring
    previous = round_number - 1
    topscore_line = previous * scoring.win / 2
    last_round = round_number >= reading.total_rounds
    rule = edition.pab_rule_in_force(start_date(tournament))
    players: list[DutchPlayer] = []
    for player in tournament.players:
        start = player.start_number
        if start in reading.absent:
            continue
        history = reading.histories[start]
        floats: list[Float | None] = []
        for k, entry in enumerate(reading.entries[start][:previous], start=1):
            if entry is not None and entry.is_played:
                own = reading.pairing_score(start, k)
                assert own is not None and entry.opponent is not None
                floats.append(_float(entry, own, reading.pairing_score(entry.opponent, k), scoring, edition))
            else:
                floats.append(_float(entry, Decimal(0), None, scoring, edition))
        score = history.score
        tpn = reading.tpns[start]
        barred_by = pab_bar(history, rule)
        players.append(
            DutchPlayer(
                tpn=tpn,
                rating=player.rating or 0,
                score=score,
                acceleration=reading.virtual[previous].get(start, Decimal(0)),
                colours=history.colours,
                floats=tuple(floats),
                opponents=history.opponents,
                forbidden=reading.forbidden.get(tpn, frozenset()),
                pab_eligible=barred_by is None,
                pab_barred_by=barred_by,
                unplayed_rounds=history.unplayed,
                effective_tpn=reading.effective[start],
                # Dutch 1.8, read as bbpPairings does: over half of (r-1) wins.
                topscorer=last_round and score > topscore_line,
            )
        )
    players.sort(key=lambda p: (-p.pairing_score, p.tpn))
    return DutchState(
        round=round_number,
        total_rounds=reading.total_rounds,
        initial_colour=reading.initial_colour,
        scoring=scoring,
        players=tuple(players),
        absent=tuple(sorted((reading.tpns[s], code) for s, code in reading.absent.items())),
        initial_colour_source=reading.initial_colour_source,
        acceleration_method=reading.acceleration_method,
        start_numbers=reading.start_numbers,
        edition=edition,
    )

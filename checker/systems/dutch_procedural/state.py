"""The state before a round of the 2009 rating-based system: pairing numbers (A.2), colour
preferences (A.7), floats (A.4, A.5), and what B.1-B.2 forbid.

Built on the individual state every system shares (``checker.state.individual``): scores, colours of
games actually played and opponents actually met (F.2: a bye or a game not played counts for neither
colour nor repeat), bye eligibility. Pairing numbers are this system's own (A.2, ``order.py``); the
file's start numbers are kept for printing (``start_numbers``).
"""

from __future__ import annotations

from decimal import Decimal
from functools import cached_property
from typing import Literal

from checker.models import Colour, Player, RoundEntry, ScoringSystem, Tournament
from checker.state.individual import Float, PlayerState, RoundState, read_rounds
from checker.tournament.blank_byes import blank_byes
from checker.tournament.colours import opposite
from checker.tournament.rounds import takes_part
from checker.systems.dutch_procedural.edition import EDITION_2009, Edition
from checker.systems.dutch_procedural.order import TITLE_ORDERS, numbering_note, pairing_order

Strength = Literal["absolute", "strong", "mild", "none"]
"""A.7 a-c: the strength of a colour preference ("none": no game played yet)."""

STRENGTH_RANK: dict[Strength, int] = {"none": 0, "mild": 1, "strong": 2, "absolute": 3}


class RatingPlayer(PlayerState):
    """One player before the round, with the 2009 definitions (A.4, A.7, B.1, B.2)."""

    name: str = ""
    title: str = ""

    # The colour values below are read for every candidate pair of every bracket: computed once per
    # player and round (cached on the frozen model, whose fields never change), as the Dutch state does.

    @cached_property
    def colour_difference(self) -> int:
        """Games with White minus games with Black (A.7, F.2: games played only), counted once."""
        return self.colours.count("w") - self.colours.count("b")

    @cached_property
    def preference(self) -> Colour | None:
        """A.7 a-c: white when the colour difference is below 0 or the last two games were black,
        black when it is above 0 or the last two were white, else the colour alternating the last game."""
        if not self.colours:
            return None
        d = self.colour_difference
        last_two = self.colours[-2:] if len(self.colours) >= 2 else ()
        if abs(d) > 1 or (len(last_two) == 2 and last_two[0] == last_two[1]):
            return "w" if d < 0 or last_two == ("b", "b") else "b"
        if d != 0:
            return "w" if d < 0 else "b"
        return opposite(self.colours[-1])

    @cached_property
    def strength(self) -> Strength:
        """A.7 a absolute (difference beyond 1, or the same colour in the last two games), b strong
        (difference not zero), c mild (difference zero); none before the first game played."""
        if not self.colours:
            return "none"
        d = self.colour_difference
        if abs(d) > 1 or (len(self.colours) >= 2 and self.colours[-1] == self.colours[-2]):
            return "absolute"
        return "strong" if d != 0 else "mild"

    def breaks_b2(self, colour: Colour) -> bool:
        """B.2: this colour would make the colour difference exceed +2 or -2 (a), or give the player the
        same colour a third time in a row (b), counting games played only (F.2). A difference already
        beyond 2 (a file from another system) may only come back towards 0."""
        return self._b2_breaks[0 if colour == "w" else 1]

    @cached_property
    def _b2_breaks(self) -> tuple[bool, bool]:
        """``breaks_b2`` for White and for Black, worked out once per player and round."""
        def breaks(colour: Colour) -> bool:
            d = self.colour_difference + (1 if colour == "w" else -1)
            return (abs(d) > 2 and abs(d) > abs(self.colour_difference)) or self.colours[-2:] == (colour, colour)
        return breaks("w"), breaks("b")

    def float_in(self, k: int) -> Float | None:
        """The float received k rounds before the round being paired (A.4, A.5)."""
        return self.float_before(k)


class RatingState(RoundState):
    """Everything known before pairing a round; players in A.2 order (score, then pairing number)."""

    players: tuple[RatingPlayer, ...]
    numbering: str = "A.2: rating, title, name"
    """How the pairing numbers were read from the file (``order.numbering_note``)."""
    edition: Edition = EDITION_2009
    """The edition of the text the round is paired under (2009 or 2012)."""

    def player(self, tpn: int) -> RatingPlayer:
        """The state of the player with this pairing number (KeyError if not to be paired)."""
        return self._by_tpn[tpn]

    @cached_property
    def _by_tpn(self) -> dict[int, RatingPlayer]:
        """The players by pairing number, made once (``player`` is read for every player of every round)."""
        return {p.tpn: p for p in self.players}

    @property
    def half_score(self) -> Decimal:
        """Half of the points the rounds played so far could give (the last-round note's 50%)."""
        return (self.round - 1) * self.scoring.win / 2

    def b2_free(self, player: RatingPlayer, other: RatingPlayer) -> bool:
        """May ``player``'s colours break B.2 against ``other`` (last round)? 2009: a player with 50% or
        more (the note); 2012: a top scorer, or his opponent ("If a top scorer is paired against a non-top
        scorer, the latter is considered a top scorer for colour allocation purposes", B.2 note)."""
        return self.top_scorer(player) or (self.edition.top_scorers_over_half and self.top_scorer(other))

    def top_scorer(self, player: RatingPlayer) -> bool:
        """2009 B note: a player with 50% or more, in the last round (the note applies to no one else);
        2012 A.10: a top scorer has "a score of over 50% of the maximum possible score" (last round)."""
        if self.edition.top_scorers_over_half:
            return self.is_last_round and player.score > self.half_score
        return self.is_last_round and player.score >= self.half_score


def _float(entry: RoundEntry | None, own: Decimal, opponent: Decimal | None, scoring: ScoringSystem) -> Float | None:
    """A.4, A.5: the float a round gave (a ``FloatRule``): a pairing (played or not, F.2 speaks of colours
    and repeats only) between unequal scores floats the higher down and the lower up; the bye is a downfloat."""
    if entry is None:
        return None
    if entry.is_pab:
        return "down"
    return _pairing_float(entry, own, opponent)


def _float_2012(entry: RoundEntry | None, own: Decimal, opponent: Decimal | None, scoring: ScoringSystem) -> Float | None:
    """2012 B.1 b: "A player who has received a point or half point without playing, either through a bye
    or due to an opponent not appearing in time, is a downfloater" (``0000 - +``, ``0000 - =``, the PAB,
    a forfeit win); a forfeit loss floats no one; a game played: A.4 as in 2009."""
    if entry is None:
        return None
    if entry.is_pab or not entry.is_played:
        # A game not played floats no one by its scores: its winner is a downfloater by B.1 b, the other
        # player nothing (JaVaFo 1.4 pairs so: docs/interpretations-dutch-2012.md item 1).
        return "down" if entry.is_pab or scoring.points(entry) > 0 else None
    return _pairing_float(entry, own, opponent)


def _pairing_float(entry: RoundEntry, own: Decimal, opponent: Decimal | None) -> Float | None:
    """A.4: a pairing between unequal scores floats the higher down and the lower up."""
    if entry.opponent is None or opponent is None or own == opponent:
        return None
    if not (entry.is_played or entry.is_forfeit):
        return None
    return "down" if own > opponent else "up"


def _initial_colour(tournament: Tournament, order: tuple[int, ...]) -> tuple[Colour, Literal["given", "inferred", "default"]]:
    """The colour drawn by lot for round 1 (A.7, E.5): given by 152/XXC, else read back from round 1:
    the highest ranked player of a round-1 pair is in S1 at his rank among the players present, and E.5
    gives the odd ranks the drawn colour. Played games first, then forfeited ones."""
    if tournament.initial_colour is not None:
        return tournament.initial_colour, "given"
    by_start = {p.start_number: p for p in tournament.players}
    present = [s for s in order if takes_part(by_start[s].entry(1))]
    for wanted in ("played", "forfeit"):
        for rank, start in enumerate(present, start=1):
            entry = by_start[start].entry(1)
            if entry is None or entry.colour is None or entry.opponent is None:
                continue
            if entry.is_played if wanted == "played" else entry.is_forfeit:
                return (entry.colour if rank % 2 == 1 else opposite(entry.colour)), "inferred"
    return "w", "default"


def _half_point_without_playing(tournament: Tournament, player: Player, round_number: int) -> str | None:
    """2012 B.1 b: a point "or half point" received without playing bars the bye (a half-point bye
    ``0000 - =``, a forfeit draw); None when no earlier round gave one."""
    for k in range(1, round_number):
        entry = player.entry(k)
        if entry is not None and not entry.is_played and tournament.scoring.points(entry) > 0:
            return f"a point or half point without playing in round {k} (2012 B.1 b)"
    return None


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None,
                edition: Edition = EDITION_2009) -> RatingState:
    """The state before ``round_number`` from rounds 1..round_number-1 and round r's known absences (F.5).

    Every player number in the result is a pairing number by A.2 (``order.pairing_order``);
    ``start_number_of`` maps back to the file's start numbers.
    """
    reading = read_rounds(tournament, round_number, total_rounds)
    order = pairing_order(tournament, TITLE_ORDERS[edition.name])
    number = {start: i for i, start in enumerate(order, start=1)}
    file_tpn = reading.tpns
    start_of_file_tpn = {t: s for s, t in file_tpn.items()}

    def ours(file_number: int) -> int:
        """Our pairing number of a player the reading names by the file's own number."""
        start = start_of_file_tpn.get(file_number, file_number)
        return number.get(start, file_number)

    byes = blank_byes(tournament)

    def score_before(start: int, k: int) -> Decimal | None:
        """The score before round k (blank byes counted as the points column says: ``read_rounds``)."""
        history = reading.histories.get(start)
        return None if history is None else history.score_before(k)

    players: list[RatingPlayer] = []
    for player in reading.to_be_paired(tournament):
        start = player.start_number
        history = reading.histories[start]
        whole = next((f"a blank round {j} counted {v} in the points column" for j, v in sorted(byes.get(start, {}).items())
                      if j < round_number and v >= tournament.scoring.win), None)
        if edition.points_unplayed_downfloat and whole is None:
            whole = _half_point_without_playing(tournament, player, round_number)
        tpn = number[start]
        players.append(RatingPlayer(
            tpn=tpn,
            rating=player.rating or 0,
            name=player.name,
            title=player.title,
            score=score_before(start, round_number) or Decimal(0),
            colours=history.colours,
            floats=reading.floats(start, _float_2012 if edition.points_unplayed_downfloat else _float, score_before),
            opponents=frozenset(ours(o) for o in history.opponents),
            forbidden=frozenset(ours(o) for o in reading.forbidden.get(file_tpn[start], frozenset())),
            pab_eligible=history.pab_eligible and whole is None,
            pab_barred_by=history.pab_barred_by or whole,
            unplayed_rounds=history.unplayed,
        ))
    players.sort(key=lambda p: (-p.score, p.tpn))
    initial, source = _initial_colour(tournament, order)
    return RatingState(
        round=round_number,
        total_rounds=reading.total_rounds,
        initial_colour=initial,
        initial_colour_source=source,
        scoring=tournament.scoring,
        players=tuple(players),
        absent=tuple(sorted((number[s], code) for s, code in reading.absent.items())),
        start_numbers=order,
        numbering=numbering_note(tournament),
        edition=edition,
    )

"""The state of an individual competition before a round, read one TRF round column per round.

What every individual system reads the same way: each player's score and acceleration points,
the colours of games played (General Handling 3.4), the opponents met (3.5), prohibited
opponents (260/XXP), whether the PAB is still allowed (Basic Rules 4) and the rounds not played.
Each system extends :class:`PlayerState` and :class:`RoundState` with its own definitions
(colour preferences, floats, topscorers) and builds them from :func:`read_rounds`: the reading's
``player_fields`` and ``round_fields`` give every shared field once, ``floats`` walks the past
rounds with the system's own float rule, ``by_pairing_score`` orders the players.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from functools import cached_property
from typing import Literal, TypedDict, TypeVar

from checker.frozen import frozen
from checker.models import PLAYED_CODES, Colour, Frozen, Player, RoundEntry, ScoringSystem, Tournament
from checker.state.history import History, RoundOutcome
from checker.tournament.rounds import (
    InitialColourSource,
    absences,
    column_entries,
    effective_numbers,
    infer_initial_colour,
    prohibited_opponents,
    resolve_total_rounds,
    start_numbers_by_tpn,
    takes_part,
    tpn_map,
)
from checker.tournament.blank_byes import with_blank_byes
from checker.tournament.scoring import AccelerationMethod, acceleration_method, entry_points, virtual_points

Float = Literal["down", "up"]
"""A float received in a round, by the system's own definition (Dutch 1.4, Double-Swiss 1.5)."""

FloatRule = Callable[[RoundEntry | None, Decimal, Decimal | None, ScoringSystem], Float | None]
"""A system's float of one past round: the round's block (None: no block), the player's score before
that round, the opponent's (None: no opponent, or one not in the file), the file's scoring system."""

ScoreBefore = Callable[[int, int], Decimal | None]
"""(start number, round k) -> the score before round k a float rule compares (None: not in the file)."""

ZERO = Decimal("0")


class PlayerState(Frozen):
    """One player before the round: what every individual system reads the same way."""

    tpn: int
    """Tournament pairing number: the start number (or the 001 line order with XXC rank)."""
    rating: int = 0
    score: Decimal
    """Standings points after the previous rounds (scoring system of the file)."""
    acceleration: Decimal = Decimal("0")
    """Virtual (acceleration) points for this round (250, XXA, or _BAKU)."""
    colours: tuple[Colour, ...] = ()
    """Colours of the games played over the board, oldest first (General Handling 3.4)."""
    floats: tuple[Float | None, ...] = ()
    """Float received in each previous round, by the system's definition: index 0 is round 1."""
    opponents: frozenset[int] = frozenset()
    """Opponents met over the board (a forfeit is not a meeting, General Handling 3.5)."""
    forbidden: frozenset[int] = frozenset()
    """Participants this one may not meet in this round (260 / XXP), besides past opponents."""
    pab_eligible: bool = True
    """Basic Rules 4: no PAB yet and no round scored a win's points without playing."""
    pab_barred_by: str | None = None
    """Why ``pab_eligible`` is False, in words (``"the PAB in round 1"``, ``"a forfeit win in round 2"``)."""
    unplayed_rounds: int = 0
    """Previous rounds in which the participant played no game (byes, forfeits, absences)."""
    effective_tpn: int | None = None
    """The effective pairing number (General Handling 2.4/2.5): the rank by TPN among the players who
    have taken part in a pairing so far, this round's included; None: the TPN itself. Colour rules
    that go by the parity of a pairing number use it (``parity_tpn``)."""

    @property
    def parity_tpn(self) -> int:
        """The pairing number whose parity the colour rules read (Dutch 5.2.5): the effective one."""
        return self.tpn if self.effective_tpn is None else self.effective_tpn

    @property
    def pairing_score(self) -> Decimal:
        """Score plus acceleration points: defines scoregroups (Baku 1.5)."""
        return self.score + self.acceleration

    @property
    def colour_difference(self) -> int:
        """Games with White minus games with Black (Dutch 1.6)."""
        return sum(1 if c == "w" else -1 for c in self.colours)

    def float_before(self, k: int) -> Float | None:
        """The float received k rounds before the round being paired (k=1: previous round)."""
        return self.floats[-k] if len(self.floats) >= k else None


PlayerT = TypeVar("PlayerT", bound=PlayerState)


def find_player(players: Sequence[PlayerT], tpn: int) -> PlayerT:
    """The player with this TPN among ``players`` (KeyError if none): every state's ``player``."""
    for p in players:
        if p.tpn == tpn:
            return p
    raise KeyError(tpn)


def by_pairing_score(players: Iterable[PlayerT]) -> tuple[PlayerT, ...]:
    """The players by pairing score descending, then TPN: the order every individual state keeps."""
    return tuple(sorted(players, key=lambda p: (-p.pairing_score, p.tpn)))


class PlayerFields(TypedDict):
    """The fields of :class:`PlayerState` every individual system reads alike, ready for ``**``."""

    tpn: int
    rating: int
    score: Decimal
    acceleration: Decimal
    colours: tuple[Colour, ...]
    floats: tuple[Float | None, ...]
    opponents: frozenset[int]
    forbidden: frozenset[int]
    pab_eligible: bool
    pab_barred_by: str | None
    unplayed_rounds: int
    effective_tpn: int | None


class RoundFields(TypedDict):
    """The fields of :class:`RoundState` every individual system reads alike (all but the players)."""

    round: int
    total_rounds: int
    initial_colour: Colour
    scoring: ScoringSystem
    absent: tuple[tuple[int, str], ...]
    initial_colour_source: InitialColourSource
    acceleration_method: AccelerationMethod
    start_numbers: tuple[int, ...]


class RoundState(Frozen):
    """Everything known before pairing round ``round`` of an individual tournament."""

    round: int
    total_rounds: int
    """The declared number of rounds (142/XXR/--rounds), else the last round in the file."""
    initial_colour: Colour
    """From 152/XXC, else inferred from round 1 (the TPN-parity rule read backwards), else white."""
    scoring: ScoringSystem
    players: tuple[PlayerState, ...]
    """The participants to be paired in this round, pairing score descending, then TPN."""
    absent: tuple[tuple[int, str], ...] = ()
    """Participants not to be paired, with the code known before the round (H, F, Z, ...), by TPN."""
    initial_colour_source: InitialColourSource = "given"
    """Whether ``initial_colour`` was given (152/XXC), inferred from round 1, or defaulted to white."""
    acceleration_method: AccelerationMethod = "none"
    """Where the virtual points come from (XXA, 250, Baku for a ``*_BAKU`` 192 code, or none)."""
    start_numbers: tuple[int, ...] = ()
    """Start number of TPN i at index i-1 when they differ (``XXC rank``); empty means TPN = start number."""

    @property
    def is_last_round(self) -> bool:
        """True when pairing the final round."""
        return self.round >= self.total_rounds

    def player(self, tpn: int) -> PlayerState:
        """The state of the participant with this TPN (KeyError if not to be paired)."""
        return find_player(self.players, tpn)

    def start_number_of(self, tpn: int) -> int:
        """The start number (the id printed in pairings) of the participant with this TPN."""
        if not self.start_numbers:
            return tpn
        return self.start_numbers[tpn - 1]

    def tpn_of(self, start_number: int) -> int:
        """The TPN of the participant with this start number (ValueError if unknown under XXC rank)."""
        if not self.start_numbers:
            return start_number
        return self.start_numbers.index(start_number) + 1


def _or_zero(score: Decimal | None) -> Decimal:
    """A score a float rule compares: zero for an id not in the file."""
    return ZERO if score is None else score


def _unplayed_win(entry: RoundEntry) -> str:
    """An unplayed round that bars the PAB (Basic Rules 4), in words."""
    if entry.is_pab:
        return "the PAB"
    return {"+": "a forfeit win", "F": "a full-point bye", "H": "a half-point bye worth a win"}.get(
        entry.result, f"'{entry.result or 'blank'}' worth a win's points without playing")


def column_outcome(entry: RoundEntry | None, round_number: int, scoring: ScoringSystem,
                   tpns: dict[int, int]) -> RoundOutcome:
    """One round column of a player's line as a past round (a missing block is blank ≡ Z, TRF16).

    A PAB, or a round scoring at least a win without being played (forfeit win, full-point bye),
    bars the PAB from then on (Basic Rules 4).
    """
    if entry is None:
        return RoundOutcome(round_number, "unpaired", points=entry_points(scoring, entry))
    points = scoring.points(entry)
    opponent = entry.opponent
    if opponent is not None:
        opponent = tpns.get(opponent, opponent)
        if entry.result in PLAYED_CODES:  # entry.is_played, tested once here for every past round of every state
            return RoundOutcome(round_number, "played", opponent, entry.colour, points)
    bar = f"{_unplayed_win(entry)} in round {round_number}" if entry.is_pab or points >= scoring.win else None
    kind: Literal["forfeit", "pab", "unpaired"] = "forfeit" if entry.is_forfeit else "pab" if entry.is_pab else "unpaired"
    return RoundOutcome(round=round_number, kind=kind, opponent=opponent, points=points, pab_bar=bar)


def past_outcomes(entries: Sequence[RoundEntry | None], scoring: ScoringSystem, tpns: dict[int, int],
                  points: dict[tuple[str, str | None], Decimal]) -> tuple[RoundOutcome, ...]:
    """:func:`column_outcome` of every block in ``entries`` (rounds 1, 2, ...), a game played over the
    board made here: the same outcomes, without a call per past round of every player of every state
    (issue 34). ``points``: the scoring's points by (result, colour), filled as they are first met."""
    out: list[RoundOutcome] = []
    make = tuple.__new__
    for k, entry in enumerate(entries, start=1):
        if entry is not None and entry.opponent is not None and entry.result in PLAYED_CODES:
            key = (entry.result, entry.colour)
            earned = points.get(key)
            if earned is None:
                earned = points[key] = scoring.points(entry)
            opponent = entry.opponent
            out.append(make(RoundOutcome, (k, "played", tpns.get(opponent, opponent), entry.colour, earned, None)))
        else:
            out.append(column_outcome(entry, k, scoring, tpns))
    return tuple(out)


@frozen
class ColumnReading:
    """A tournament read one round column per round, up to the round to be paired (a frozen dataclass:
    its parts are built here from valid models, nothing to validate again)."""

    round: int
    total_rounds: int
    tpns: dict[int, int]
    """Start number -> TPN."""
    entries: dict[int, tuple[RoundEntry | None, ...]]
    """Start number -> the player's blocks of round columns 1..round (None where the line has none)."""
    histories: dict[int, History]
    """Start number -> the player's rounds before this one."""
    virtual: tuple[dict[int, Decimal], ...]
    """Acceleration points by start number, for rounds 1..round (index k-1 is round k)."""
    absent: dict[int, str]
    """Start number -> code of every player not to be paired in this round (General Handling 3.3)."""
    forbidden: dict[int, frozenset[int]]
    """TPN -> TPNs it may not meet this round (260/XXP)."""
    effective: dict[int, int]
    """Start number -> effective pairing number (``tournament.rounds.effective_numbers``) of every player
    who has taken part in a pairing so far or is to be paired in this round."""
    initial_colour: Colour
    initial_colour_source: InitialColourSource
    acceleration_method: AccelerationMethod
    start_numbers: tuple[int, ...]
    scoring: ScoringSystem

    @cached_property
    def pairing_scores(self) -> dict[int, tuple[Decimal, ...]]:
        """Start number -> score plus acceleration points before rounds 1..round (index k-1: before
        round k), added up once: every player's float in every past round compares two of them."""
        table: dict[int, tuple[Decimal, ...]] = {}
        for start, history in self.histories.items():
            running, total = [], ZERO
            for k, outcome in enumerate(history.outcomes):
                running.append(total + self.virtual[k].get(start, ZERO))
                total += outcome.points
            running.append(total + self.virtual[len(history.outcomes)].get(start, ZERO))
            table[start] = tuple(running)
        return table

    def pairing_score(self, start: int, round_number: int) -> Decimal | None:
        """Score plus acceleration points of ``start`` before ``round_number`` (None for an id not in the file)."""
        scores = self.pairing_scores.get(start)
        return None if scores is None else scores[round_number - 1]

    def to_be_paired(self, tournament: Tournament) -> tuple[Player, ...]:
        """The file's players not absent this round (General Handling 3.3), in file order."""
        return tuple(p for p in tournament.players if p.start_number not in self.absent)

    def floats(self, start: int, rule: FloatRule, score_before: ScoreBefore | None = None) -> tuple[Float | None, ...]:
        """The float ``rule`` gives ``start`` in each round before this one, comparing ``score_before``
        (default: the pairing scores, acceleration included, as bbpPairings compares) of both players."""
        if score_before is not None:
            return tuple(rule(entry, _or_zero(score_before(start, k)),
                              None if entry is None or entry.opponent is None else score_before(entry.opponent, k),
                              self.scoring)
                         for k, entry in enumerate(self.entries[start][:self.round - 1], start=1))
        table = self.pairing_scores
        own = table[start]
        out: list[Float | None] = []
        for i, entry in enumerate(self.entries[start][:self.round - 1]):
            opponent = None if entry is None or entry.opponent is None else table.get(entry.opponent)
            out.append(rule(entry, own[i], None if opponent is None else opponent[i], self.scoring))
        return tuple(out)

    def player_fields(self, player: Player, floats: tuple[Float | None, ...] = (), pab_rules: str = "2025") -> PlayerFields:
        """What every individual system reads of one player before this round, by TPN: score and
        acceleration points, played colours (General Handling 3.4), opponents met (3.5), prohibited
        opponents, PAB eligibility (Basic Rules 4 as in force: ``pab_rules``), unplayed rounds,
        effective pairing number."""
        start = player.start_number
        history = self.histories[start]
        tpn = self.tpns[start]
        barred_by = history.pab_bar_under(pab_rules)
        return PlayerFields(
            tpn=tpn,
            rating=player.rating or 0,
            score=history.score,
            acceleration=self.virtual[self.round - 1].get(start, ZERO),
            colours=history.colours,
            floats=floats,
            opponents=history.opponents,
            forbidden=self.forbidden.get(tpn, frozenset()),
            pab_eligible=barred_by is None,
            pab_barred_by=barred_by,
            unplayed_rounds=history.unplayed,
            effective_tpn=self.effective[start],
        )

    def round_fields(self) -> RoundFields:
        """What every individual system reads of the round: its number, the declared rounds, the
        initial colour and where it came from, the scoring, the absent by TPN, the start numbers."""
        return RoundFields(
            round=self.round,
            total_rounds=self.total_rounds,
            initial_colour=self.initial_colour,
            scoring=self.scoring,
            absent=tuple(sorted((self.tpns[s], code) for s, code in self.absent.items())),
            initial_colour_source=self.initial_colour_source,
            acceleration_method=self.acceleration_method,
            start_numbers=self.start_numbers,
        )


def read_rounds(tournament: Tournament, round_number: int, total_rounds: int | None = None) -> ColumnReading:
    """Rounds 1..round_number-1 as published, plus what is known of round ``round_number`` before
    its pairing (H, F, Z, blank codes in its column, 240 and XXZ records); its own pairs are ignored.

    Raises ValueError for a round below 1, ScoringError when Baku is asked for with a scoring
    system it does not fit (C.04.7 1.1).
    """
    if round_number < 1:
        raise ValueError(f"round must be 1 or more, got {round_number}")
    tournament = with_blank_byes(tournament)  # blank rounds the points column counts as byes (issue 24)
    scoring = tournament.scoring
    total = resolve_total_rounds(tournament, round_number, total_rounds)
    tpns = tpn_map(tournament)
    entries = {p.start_number: column_entries(p, round_number) for p in tournament.players}
    points: dict[tuple[str, str | None], Decimal] = {}
    histories = {start: History(outcomes=past_outcomes(es[:-1], scoring, tpns, points)) for start, es in entries.items()}
    initial, source = infer_initial_colour(tournament, total)
    absent = absences(tournament, round_number, entries)
    taking_part = frozenset(
        start for start, es in entries.items()
        if start not in absent or any(takes_part(e) for e in es[:-1])
    )
    return ColumnReading(
        round=round_number,
        total_rounds=total,
        tpns=tpns,
        entries=entries,
        histories=histories,
        virtual=tuple(virtual_points(tournament, k, total, tpns) for k in range(1, round_number + 1)),
        absent=absent,
        effective=effective_numbers(tournament, taking_part),
        forbidden=prohibited_opponents(tournament, tpns, round_number, round_number),
        initial_colour=initial,
        initial_colour_source=source,
        acceleration_method=acceleration_method(tournament),
        start_numbers=start_numbers_by_tpn(tournament),
        scoring=scoring,
    )

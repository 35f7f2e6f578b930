"""The state of a tournament before a round is paired: everything a pairing system needs.

``build_state(tournament, r)`` looks only at rounds 1..r-1 as published, plus what is known of
round r before its pairing (byes and absences: H, F, Z, blank codes in round r's column, 240 and
XXZ records). Round r's own pairs are ignored, so the same function serves ``pair`` and ``check``.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.models import Colour, Frozen, Player, RoundEntry, ScoringSystem, Tournament
from checker.tournament.scoring import AccelerationMethod, acceleration_method, scores_before, virtual_points

Float = Literal["down", "up"]
PreferenceStrength = Literal["absolute", "strong", "mild", "none"]
InitialColourSource = Literal["given", "inferred", "default"]
"""Where the initial colour comes from: 152/XXC, round 1 (Dutch 5.2.5 read backwards), or white."""


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
    pab_barred_by: str | None = None
    """Why ``pab_eligible`` is False, in words (``"the PAB in round 1"``, ``"a forfeit win in round 2"``)."""
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
    """Participants not to be paired, with the code known before the round (H, F, Z, ...), by TPN."""
    initial_colour_source: InitialColourSource = "given"
    """Whether ``initial_colour`` was given (152/XXC), inferred from round 1, or defaulted to white."""
    acceleration_method: AccelerationMethod = "none"
    """Where the virtual points come from (XXA, 250, Baku for a ``*_BAKU`` 192 code, or none)."""
    start_numbers: tuple[int, ...] = ()
    """Start number of TPN i at index i-1 when they differ (``XXC rank``); empty means TPN = start number."""

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


ABSENCE_CODES: frozenset[str] = frozenset({"H", "F", "Z", ""})
"""Codes of a round block without opponent that are known before the pairing (not the PAB ``U``)."""


def tpn_map(tournament: Tournament) -> dict[int, int]:
    """Start number -> TPN (Dutch 1.1, General Handling 2.3).

    TPN is the start number, except with ``XXC rank`` (JaVaFo: pair by the order of the 001 lines),
    where TPN is the 1-based position of the player's 001 line.
    """
    if tournament.pair_by_rank:
        return {p.start_number: i for i, p in enumerate(tournament.players, start=1)}
    return {p.start_number: p.start_number for p in tournament.players}


def resolve_total_rounds(tournament: Tournament, round_number: int, total_rounds: int | None = None) -> int:
    """The number of rounds (Basic Rules 1): argument, else 142/XXR, else the file's round columns.

    Never less than ``round_number``: pairing a round beyond the declared count makes it the final one.
    """
    if total_rounds is not None:
        declared = total_rounds
    elif tournament.declared_rounds is not None:
        declared = tournament.declared_rounds
    else:
        declared = tournament.round_columns
    return max(declared, round_number)


def _entries(player: Player, rounds: int) -> tuple[RoundEntry | None, ...]:
    """The player's blocks for rounds 1..rounds (None where the line has no block)."""
    by_round: list[RoundEntry | None] = [None] * rounds
    for entry in player.rounds:
        if 1 <= entry.round <= rounds:
            by_round[entry.round - 1] = entry
    return tuple(by_round)


def _rank_key(pairing_score: Decimal, tpn: int) -> tuple[Decimal, int]:
    """Sort key of Dutch 1.2: score descending, then TPN ascending."""
    return (-pairing_score, tpn)


def infer_initial_colour(tournament: Tournament, total_rounds: int | None = None) -> tuple[Colour, InitialColourSource]:
    """The initial colour (Dutch 5.1): given by 152/XXC, else read back from round 1, else white.

    Round 1 has no colour preferences, so every pair got its colours from Dutch 5.2.5: the higher
    ranked player (1.2: pairing score, then TPN) has the initial colour if his TPN is odd. The
    highest ranked player with a round-1 game is the higher ranked of his pair; his colour and TPN
    parity give the initial colour. Games played over the board are used first, then forfeited
    games (their colours were scheduled by the same rule).
    """
    if tournament.initial_colour is not None:
        return tournament.initial_colour, "given"
    total = resolve_total_rounds(tournament, 1, total_rounds)
    tpns = tpn_map(tournament)
    virtual = virtual_points(tournament, 1, total, tpns, check_premise=False)
    for wanted in ("played", "forfeit"):
        best: tuple[tuple[Decimal, int], Colour, int] | None = None
        for player in tournament.players:
            entry = player.entry(1)
            if entry is None or entry.colour is None:
                continue
            if (entry.is_played if wanted == "played" else entry.is_forfeit):
                tpn = tpns[player.start_number]
                key = _rank_key(virtual.get(player.start_number, Decimal(0)), tpn)
                if best is None or key < best[0]:
                    best = (key, entry.colour, tpn)
        if best is not None:
            _, colour, tpn = best
            if tpn % 2 == 1:
                return colour, "inferred"
            return ("b" if colour == "w" else "w"), "inferred"
    return "w", "default"


def paired_rounds(tournament: Tournament) -> frozenset[int]:
    """Round columns that hold a pairing: some block with an opponent or a PAB ``U``.

    A column holding only byes entered before its pairing (``0000 - Z`` for the next round) is not
    one of them.
    """
    return frozenset(
        e.round for p in tournament.players for e in p.rounds if e.opponent is not None or e.result == "U"
    )


def _absences(
    tournament: Tournament, round_number: int, entries: dict[int, tuple[RoundEntry | None, ...]]
) -> dict[int, str]:
    """Start number -> code of every player not to be paired in ``round_number``.

    A round-r block with an opponent (played or forfeit) or the PAB ``U`` belongs to the pairing;
    a block without opponent (H, F, Z, blank, or an old-style ``0000 - +``) is an absence known
    beforehand (General Handling 3.3). Without any block in a round the file shows paired, the
    player is absent (blank ≡ Z; withdrawn, General Handling 3.2); in a round not paired yet, a
    missing block only means nothing was entered. 240 records name byes of round r; XXZ names
    absentees of the round after the last paired round.
    """
    paired = paired_rounds(tournament)
    round_is_paired = round_number in paired
    out: dict[int, str] = {}
    has_block: set[int] = set()
    for player in tournament.players:
        entry = entries[player.start_number][round_number - 1]
        if entry is None:
            if round_is_paired:
                out[player.start_number] = "Z"
            continue
        has_block.add(player.start_number)
        if entry.opponent is not None or entry.result == "U":
            continue
        out[player.start_number] = entry.result or "Z"
    for bye in tournament.byes:
        if bye.round == round_number:
            for start in bye.ids:
                if start in entries and start not in has_block:
                    out[start] = bye.kind
    if round_number == max(paired, default=0) + 1:
        for start in tournament.absent_next:
            if start in entries:
                out.setdefault(start, "Z")
    return out


def prohibited_opponents(
    tournament: Tournament, tpns: dict[int, int], first_column: int, last_column: int
) -> dict[int, frozenset[int]]:
    """TPN -> the TPNs it may not meet (260 records, XXP lines) in a pairing of round columns first..last.

    A rule counts when its rounds (``last_round`` None: to the end) overlap those columns; ids that
    are not in the file are left out. Shared by the Dutch and Double-Swiss states (one column per
    Dutch round, two per Double-Swiss match).
    """
    forbidden: dict[int, set[int]] = {}
    for rule in tournament.prohibited:
        rule_last = rule.last_round if rule.last_round is not None else last_column
        if rule.first_round <= last_column and rule_last >= first_column:
            ids = [tpns[s] for s in rule.ids if s in tpns]
            for a in ids:
                forbidden.setdefault(a, set()).update(b for b in ids if b != a)
    return {tpn: frozenset(others) for tpn, others in forbidden.items()}


def _unplayed_win(entry: RoundEntry) -> str:
    """An unplayed round that bars the PAB (Basic Rules 4), in words."""
    if entry.is_pab:
        return "the PAB"
    return {"+": "a forfeit win", "F": "a full-point bye", "H": "a half-point bye worth a win"}.get(
        entry.result, f"'{entry.result or 'blank'}' worth a win's points without playing")


def _float(
    entry: RoundEntry | None,
    own_pairing_score: Decimal,
    opponent_pairing_score: Decimal | None,
    scoring: ScoringSystem,
) -> Float | None:
    """Dutch 1.4.2-1.4.4: the float a player received in one round.

    Played game: the higher pairing score (score + virtual points before that round, as
    bbpPairings compares) floats down, the lower up; equal scores give no float. Unplayed round:
    a PAB, or more points than a loss without playing (forfeit win, H or F bye), is a downfloat.
    """
    if entry is not None and entry.is_played:
        if opponent_pairing_score is None or opponent_pairing_score == own_pairing_score:
            return None
        return "down" if own_pairing_score > opponent_pairing_score else "up"
    if entry is None:
        return None
    if entry.is_pab or scoring.points(entry) > scoring.loss:
        return "down"
    return None


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None) -> RoundState:
    """The state before ``round_number`` from rounds 1..round_number-1 and round r's known byes.

    Round r's own pairs are ignored, so ``pair --round r`` and ``check`` of round r see the same
    state. Every player number in the result (``tpn``, ``opponents``, ``forbidden``, ``absent``) is
    a TPN; ``RoundState.start_number_of`` maps back to start numbers (they differ only with XXC rank).
    Raises ValueError for a round below 1, ScoringError when Baku is asked for with a scoring
    system it does not fit (C.04.7 1.1).
    """
    if round_number < 1:
        raise ValueError(f"round must be 1 or more, got {round_number}")
    scoring = tournament.scoring
    total = resolve_total_rounds(tournament, round_number, total_rounds)
    previous = round_number - 1
    tpns = tpn_map(tournament)
    entries = {p.start_number: _entries(p, round_number) for p in tournament.players}
    scores = {start: scores_before(scoring, e[:previous]) for start, e in entries.items()}
    virtual = [virtual_points(tournament, k, total, tpns) for k in range(1, round_number + 1)]
    absent = _absences(tournament, round_number, entries)
    initial, source = infer_initial_colour(tournament, total)
    topscore_line = previous * scoring.win / 2
    last_round = round_number >= total

    forbidden = prohibited_opponents(tournament, tpns, round_number, round_number)

    def pairing_score(start: int, k: int) -> Decimal | None:
        """Pairing score of ``start`` before round k (None for an id not in the file)."""
        if start not in scores:
            return None
        return scores[start][k - 1] + virtual[k - 1].get(start, Decimal(0))

    players: list[PlayerState] = []
    for player in tournament.players:
        start = player.start_number
        if start in absent:
            continue
        colours: list[Colour] = []
        floats: list[Float | None] = []
        opponents: set[int] = set()
        pab_eligible = True
        barred_by: str | None = None
        unplayed = 0
        for k, entry in enumerate(entries[start][:previous], start=1):
            played = entry is not None and entry.is_played
            if played:
                assert entry is not None and entry.opponent is not None
                if entry.colour is not None:
                    colours.append(entry.colour)
                opponents.add(tpns.get(entry.opponent, entry.opponent))
                own = pairing_score(start, k)
                assert own is not None
                floats.append(_float(entry, own, pairing_score(entry.opponent, k), scoring))
            else:
                unplayed += 1
                floats.append(_float(entry, Decimal(0), None, scoring))
                # Basic Rules 4 / Dutch C2: a PAB, or a win's points in one round without playing.
                if entry is not None and (entry.is_pab or scoring.points(entry) >= scoring.win):
                    pab_eligible = False
                    barred_by = barred_by or f"{_unplayed_win(entry)} in round {k}"
        score = scores[start][previous]
        tpn = tpns[start]
        players.append(
            PlayerState(
                tpn=tpn,
                rating=player.rating or 0,
                score=score,
                acceleration=virtual[previous].get(start, Decimal(0)),
                colours=tuple(colours),
                floats=tuple(floats),
                opponents=frozenset(opponents),
                forbidden=forbidden.get(tpn, frozenset()),
                pab_eligible=pab_eligible,
                pab_barred_by=barred_by,
                unplayed_rounds=unplayed,
                # Dutch 1.8, read as bbpPairings does: over half of (r-1) wins.
                topscorer=last_round and score > topscore_line,
            )
        )
    players.sort(key=lambda p: _rank_key(p.pairing_score, p.tpn))
    start_numbers: tuple[int, ...] = ()
    if tournament.pair_by_rank:
        start_numbers = tuple(p.start_number for p in tournament.players)
    return RoundState(
        round=round_number,
        total_rounds=total,
        initial_colour=initial,
        scoring=scoring,
        players=tuple(players),
        absent=tuple(sorted((tpns[s], code) for s, code in absent.items())),
        initial_colour_source=source,
        acceleration_method=acceleration_method(tournament),
        start_numbers=start_numbers,
    )

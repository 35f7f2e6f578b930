"""Facts of a tournament file that every system reads the same way, one TRF round column per round.

Pairing numbers (General Handling 2.3), the number of rounds (Basic Rules 1), which round columns
hold a pairing, who is known to be absent before a round is paired (General Handling 3.3),
prohibited pairings (260/XXP) and the initial colour read back from round 1. A system whose round
spans several columns (Double-Swiss) or whose participants are teams builds on these with its own
reading.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.models import Colour, Player, RoundEntry, Tournament
from checker.tournament.colours import opposite
from checker.tournament.scoring import virtual_points

InitialColourSource = Literal["given", "inferred", "default"]
"""Where the initial colour comes from: 152/XXC, round 1 (the TPN-parity rule read backwards), or white."""

ABSENCE_CODES: frozenset[str] = frozenset({"H", "F", "Z", ""})
"""Codes of a round block without opponent that are known before the pairing (not the PAB ``U``)."""


def tpn_map(tournament: Tournament) -> dict[int, int]:
    """Start number -> TPN (General Handling 2.3).

    TPN is the start number, except with ``XXC rank`` (JaVaFo: pair by the order of the 001 lines),
    where TPN is the 1-based position of the player's 001 line.
    """
    if tournament.pair_by_rank:
        return {p.start_number: i for i, p in enumerate(tournament.players, start=1)}
    return {p.start_number: p.start_number for p in tournament.players}


def start_numbers_by_tpn(tournament: Tournament) -> tuple[int, ...]:
    """Start number of TPN i at index i-1 when the two differ (``XXC rank``); empty when they do not."""
    return tuple(p.start_number for p in tournament.players) if tournament.pair_by_rank else ()


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


def column_entries(player: Player, rounds: int) -> tuple[RoundEntry | None, ...]:
    """The player's blocks for round columns 1..rounds (None where the line has none)."""
    by_round: list[RoundEntry | None] = [None] * rounds
    for entry in player.rounds:
        if 1 <= entry.round <= rounds:
            by_round[entry.round - 1] = entry
    return tuple(by_round)


def paired_rounds(tournament: Tournament) -> frozenset[int]:
    """Round columns that hold a pairing: some block with an opponent or a PAB ``U``.

    A column holding only byes entered before its pairing (``0000 - Z`` for the next round) is not
    one of them.
    """
    return frozenset(
        e.round for p in tournament.players for e in p.rounds if e.opponent is not None or e.result == "U"
    )


def takes_part(entry: RoundEntry | None) -> bool:
    """The block shows the player in that round's pairing: paired (played or forfeited), the PAB
    ``U``, or a forfeit win without an opponent written (``0000 - +``)."""
    return entry is not None and (entry.opponent is not None or entry.result in ("U", "+"))


def effective_numbers(tournament: Tournament, taking_part: frozenset[int]) -> dict[int, int]:
    """Start number -> effective pairing number: the rank by TPN among the players in ``taking_part``.

    General Handling 2.4/2.5: a participant taken into account only from a later round is a late
    entry, and the pairing numbers given at the start are provisional. A player who has not yet
    taken part in any pairing (absent from every round so far, the round being paired included) is
    left out of the numbering, as a late entry not yet arrived would be; the colour rules that go by
    the parity of a pairing number (Dutch 5.2.5) count on this number, as bbpPairings and Gacrux do.
    """
    tpns = tpn_map(tournament)
    ordered = sorted((tpns[s] for s in taking_part if s in tpns))
    rank = {tpn: i for i, tpn in enumerate(ordered, start=1)}
    return {s: rank[t] for s, t in tpns.items() if t in rank}


def next_column_round(tournament: Tournament) -> int:
    """The round after the last round column of the file that holds a pairing (one column per round)."""
    return max(paired_rounds(tournament), default=0) + 1


def absences(
    tournament: Tournament, round_number: int, entries: dict[int, tuple[RoundEntry | None, ...]]
) -> dict[int, str]:
    """Start number -> code of every player not to be paired in round column ``round_number``.

    ``entries`` maps start numbers to their blocks (:func:`column_entries`, at least up to the
    round). A round-r block with an opponent (played or forfeit) or the PAB ``U`` belongs to the
    pairing; a block without opponent (H, F, Z, blank, or an old-style ``0000 - +``) is an absence
    known beforehand (General Handling 3.3). Without any block in a round the file shows paired, the
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
    are not in the file are left out (one column per Dutch round, two per Double-Swiss match).
    """
    forbidden: dict[int, set[int]] = {}
    for rule in tournament.prohibited:
        rule_last = rule.last_round if rule.last_round is not None else last_column
        if rule.first_round <= last_column and rule_last >= first_column:
            ids = [tpns[s] for s in rule.ids if s in tpns]
            for a in ids:
                forbidden.setdefault(a, set()).update(b for b in ids if b != a)
    return {tpn: frozenset(others) for tpn, others in forbidden.items()}


def infer_initial_colour(tournament: Tournament, total_rounds: int | None = None) -> tuple[Colour, InitialColourSource]:
    """The initial colour (Dutch 5.1): given by 152/XXC, else read back from round 1, else white.

    Round 1 has no colour preferences, so every pair got its colours by the parity of the higher
    ranked player's pairing number (Dutch 5.2.5, Double-Swiss 4.3.1): the initial colour if it is
    odd. The number is the effective one of round 1 (:func:`effective_numbers`: the players who take
    part in round 1's pairing, by TPN). The highest ranked player with a round-1 game is the higher
    ranked of his pair; his colour and the parity of his number give the initial colour. Games
    played over the board are used first, then forfeited games (their colours were scheduled by the
    same rule).
    """
    if tournament.initial_colour is not None:
        return tournament.initial_colour, "given"
    total = resolve_total_rounds(tournament, 1, total_rounds)
    tpns = tpn_map(tournament)
    virtual = virtual_points(tournament, 1, total, tpns, check_premise=False)
    number = effective_numbers(tournament, frozenset(p.start_number for p in tournament.players if takes_part(p.entry(1))))
    for wanted in ("played", "forfeit"):
        best: tuple[tuple[Decimal, int], Colour, int] | None = None
        for player in tournament.players:
            entry = player.entry(1)
            if entry is None or entry.colour is None:
                continue
            if (entry.is_played if wanted == "played" else entry.is_forfeit):
                tpn = tpns[player.start_number]
                key = (-virtual.get(player.start_number, Decimal(0)), tpn)
                if best is None or key < best[0]:
                    best = (key, entry.colour, number[player.start_number])
        if best is not None:
            _, colour, effective = best
            return (colour if effective % 2 == 1 else opposite(colour)), "inferred"
    return "w", "default"

"""Tampered corpus tournaments for the check tests: rewrite one round's boards, keep everything else."""

from __future__ import annotations

from checker.models import Player, RoundEntry, Tournament
from checker.tournament.published import published_pairing
from checker.systems.dutch.state import DutchState
from checker.systems.dutch.system import DUTCH as DUTCH_SYSTEM
from checker.systems.interface import PairingSystem
from checker.trf import load
from tests.paths import DATA

DUTCH = DATA / "dutch-2026"


def corpus(name: str) -> Tournament:
    """A dutch-2026 corpus file by name (``p12r5-s1``), from its copy in tests/data."""
    tournament, _ = load(DUTCH / f"{name}.trf")
    return tournament


def dutch() -> PairingSystem[DutchState]:
    """The Dutch system of the registry."""
    return DUTCH_SYSTEM


def boards(tournament: Tournament, round_number: int) -> tuple[list[tuple[int, int]], int | None]:
    """Round ``round_number`` as published: (white, black) boards and the PAB, by start number."""
    pairing = published_pairing(tournament, round_number)
    return [(p.white, p.black) for p in pairing.pairs], pairing.pab


def rewrite_round(tournament: Tournament, round_number: int, pairs: list[tuple[int, int]],
                  pab: int | None, absent: dict[int, str] | None = None) -> Tournament:
    """Round ``round_number`` replaced by ``pairs`` (white, black), ``pab`` and ``absent`` codes.

    A board that was already published keeps its blocks (result included); a new board is a draw
    (``=``), so the history after it stays complete. Players in none of them keep their block. The
    points column (81-84) of a changed line follows its new block.
    """
    old = {(p.start_number, e.opponent, e.colour): e for p in tournament.players
           if (e := p.entry(round_number)) is not None}
    blocks: dict[int, RoundEntry] = {}
    for white, black in pairs:
        for me, other, colour in ((white, black, "w"), (black, white, "b")):
            blocks[me] = old.get((me, other, colour)) or RoundEntry(round=round_number, opponent=other,
                                                                   colour=colour, result="=")
    if pab is not None:
        blocks[pab] = RoundEntry(round=round_number, result="U")
    for start, code in (absent or {}).items():
        blocks[start] = RoundEntry(round=round_number, result=code)  # type: ignore[arg-type]
    players: list[Player] = []
    for p in tournament.players:
        if p.start_number not in blocks:
            players.append(p)
            continue
        rounds = tuple(e for e in p.rounds if e.round != round_number) + (blocks[p.start_number],)
        points = p.points  # the points column follows the new block: the file stays consistent (issue 24)
        if points is not None:
            was = p.entry(round_number)
            points += tournament.scoring.points(blocks[p.start_number]) - (
                tournament.scoring.points(was) if was is not None else 0)
        players.append(p.model_copy(update={"rounds": tuple(sorted(rounds, key=lambda e: e.round)), "points": points}))
    return tournament.model_copy(update={"players": tuple(players)})

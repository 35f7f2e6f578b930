"""Hand-built tournaments for the file-level causes (issue 24): players, their rounds, a TRF text."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from checker.models import Player, Record, ResultCode, RoundEntry, Tournament
from checker.trf.writer import dumps

Game = tuple[int, int, ResultCode]
"""White, Black and White's result (``1``, ``=``, ``0``, ``+``, ``-``)."""

OTHER: dict[str, ResultCode] = {"1": "0", "0": "1", "=": "=", "+": "-", "-": "+"}
"""The opponent's result of a game."""


def tournament(n: int, rounds: list[list[Game]], headers: tuple[tuple[str, str], ...] = (),
               ratings: dict[int, int] | None = None) -> Tournament:
    """``n`` players rated 2400 down by 10 (or ``ratings``), who played ``rounds`` (white, black, result)."""
    entries: dict[int, list[RoundEntry]] = {sn: [] for sn in range(1, n + 1)}
    for r, games in enumerate(rounds, start=1):
        for white, black, result in games:
            entries[white].append(RoundEntry(round=r, opponent=black, colour="w", result=result))
            entries[black].append(RoundEntry(round=r, opponent=white, colour="b", result=OTHER[result]))
    players = []
    for sn in range(1, n + 1):
        points = sum((Decimal(1) if e.result in ("1", "+") else Decimal("0.5") if e.result == "=" else Decimal(0)
                      for e in entries[sn]), Decimal(0))
        rating = (ratings or {}).get(sn, 2400 - 10 * sn)
        players.append(Player(start_number=sn, name=f"Player {sn}", rating=rating, points=points,
                              rounds=tuple(sorted(entries[sn], key=lambda e: e.round))))
    return Tournament(name="hand-built", headers=tuple(Record(code=c, text=f"{c} {t}") for c, t in headers),
                      players=tuple(players))


def write(tmp_path: Path, t: Tournament, name: str = "t.trf") -> Path:
    """The tournament as a TRF file in ``tmp_path``."""
    path = tmp_path / name
    path.write_text(dumps(t))
    return path


def rewired(t: Tournament, round_number: int, games: list[Game]) -> Tournament:
    """``t`` with round ``round_number`` of the players of ``games`` replaced by those games, every
    points column recomputed from the results (the file stays consistent)."""
    blocks: dict[int, RoundEntry] = {}
    for white, black, result in games:
        blocks[white] = RoundEntry(round=round_number, opponent=black, colour="w", result=result)
        blocks[black] = RoundEntry(round=round_number, opponent=white, colour="b", result=OTHER[result])
    players = []
    for p in t.players:
        rounds = tuple(blocks.get(p.start_number, e) if e.round == round_number else e for e in p.rounds)
        points = sum((t.scoring.points(e) for e in rounds), Decimal(0))
        players.append(p.model_copy(update={"rounds": rounds, "points": points}))
    return t.model_copy(update={"players": tuple(players)})


def with_entry(t: Tournament, start_number: int, entry: RoundEntry) -> Tournament:
    """``t`` with one round block of one player replaced (the opponent's block left as it was)."""
    players = tuple(p.model_copy(update={"rounds": tuple(entry if e.round == entry.round else e for e in p.rounds)})
                    if p.start_number == start_number else p for p in t.players)
    return t.model_copy(update={"players": players})


def with_points(t: Tournament, start_number: int, points: Decimal) -> Tournament:
    """``t`` with one player's points column (81-84) set to ``points``."""
    players = tuple(p.model_copy(update={"points": points}) if p.start_number == start_number else p
                    for p in t.players)
    return t.model_copy(update={"players": players})

"""Lim states built by hand for the tests: players with a score, played colours and opponents."""

from __future__ import annotations

import random
from collections.abc import Iterable
from decimal import Decimal

from checker.generation.settings import GeneratorSettings
from checker.models import Colour, ScoringSystem, Tournament
from checker.systems.lim.procedure import Context, make_context
from checker.systems.lim.state import LimPlayer, LimState
from checker.systems.lim.system import LIM
from checker.trf import dumps, loads


def player(tpn: int, score: float | str = 0, colours: str = "", opponents: Iterable[int] = (),
           rating: int = 0, floated: bool = False, eligible: bool = True) -> LimPlayer:
    """A player before the round: ``colours`` as played (``"wbw"``), opponents met by TPN."""
    played: tuple[Colour, ...] = tuple("w" if c == "w" else "b" for c in colours)
    return LimPlayer(tpn=tpn, score=Decimal(str(score)), colours=played, opponents=frozenset(opponents),
                     rating=rating, floated_last=floated, pab_eligible=eligible,
                     pab_barred_by=None if eligible else "the PAB in round 1")


def met(pairs: Iterable[tuple[int, int]]) -> dict[int, set[int]]:
    """TPN -> opponents, from the pairs that have met."""
    out: dict[int, set[int]] = {}
    for a, b in pairs:
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return out


def state(players: Iterable[LimPlayer], round_number: int = 2, total_rounds: int = 9, initial: Colour = "w",
          maxi: bool = False) -> LimState:
    """A Lim round state of these players (score descending, then TPN)."""
    ordered = sorted(players, key=lambda p: (-p.pairing_score, p.tpn))
    return LimState(round=round_number, total_rounds=total_rounds, initial_colour=initial, scoring=ScoringSystem(),
                    players=tuple(ordered), maxi=maxi)


def group(n: int, incompatible: Iterable[tuple[int, int]] = (), round_number: int = 2) -> tuple[LimState, Context]:
    """Players 1..n on the same score, no colours yet, ``incompatible`` pairs having met."""
    opponents = met(incompatible)
    st = state([player(t, opponents=opponents.get(t, ())) for t in range(1, n + 1)], round_number=round_number)
    return st, make_context(st)


def generated(seed: int, most_players: int, most_rounds: int) -> tuple[Tournament, random.Random]:
    """A generated Lim tournament of 6..``most_players`` players and 3..``most_rounds`` rounds (0 or 5 %
    absences and forfeits), written as TRF and read back, and the random source that drew it (for
    what the test draws next)."""
    rng = random.Random(seed)
    tournament = LIM.generate(rng.randint(6, most_players), rng.randint(3, most_rounds), seed, GeneratorSettings(
        absence_rate=rng.choice((0, 0.05)), forfeit_rate=rng.choice((0, 0.05))))
    back, _ = loads(dumps(tournament))
    return back, rng

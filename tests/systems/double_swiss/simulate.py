"""Double-Swiss tournaments paired match after match by the reference pairer itself (random results)."""

from __future__ import annotations

import random

from checker.models import Colour, Player, RoundEntry, Tournament
from checker.systems.double_swiss.state import build_double_swiss_state
from checker.errors import PairingImpossible
from checker.systems.double_swiss.pairer import pair


def _game(rng: random.Random) -> tuple[str, str]:
    """One game's result codes (white, black): 40 % white wins, 30 % draws, 30 % black wins."""
    return rng.choices((("1", "0"), ("=", "="), ("0", "1")), weights=(40, 30, 30))[0]


def simulate(players: int, matches: int, seed: int, forfeit_rate: float = 0.03, absence_rate: float = 0.03) -> Tournament:
    """A tournament of ``matches`` Double-Swiss rounds paired by ``pair`` (stops early when 3.3.3 applies).

    Some matches are forfeited by one side or both, some players are absent (Z) for a match.
    """
    rng = random.Random(seed)
    entries: dict[int, list[RoundEntry]] = {s: [] for s in range(1, players + 1)}

    def add(start: int, k: int, opponent: int | None, colour: Colour | None, results: tuple[str, str]) -> None:
        second: Colour | None = None if colour is None else ("b" if colour == "w" else "w")
        entries[start].append(RoundEntry(round=2 * k - 1, opponent=opponent, colour=colour, result=results[0]))  # type: ignore[arg-type]
        entries[start].append(RoundEntry(round=2 * k, opponent=opponent, colour=second, result=results[1]))  # type: ignore[arg-type]

    def current() -> Tournament:
        return Tournament(
            players=tuple(Player(start_number=s, rating=2700 - 5 * s, rounds=tuple(e)) for s, e in entries.items()),
            declared_rounds=2 * matches,
            rounds_source="XXR",
            initial_colour="w",
            system_code="FIDE_DOUBLESWISS",
        )

    for k in range(1, matches + 1):
        for s in entries:
            if rng.random() < absence_rate:
                add(s, k, None, None, ("Z", "Z"))
        try:
            pairing = pair(build_double_swiss_state(current(), k))
        except PairingImpossible:
            for s in entries:
                if len(entries[s]) < 2 * k:
                    add(s, k, None, None, ("Z", "Z"))
            break
        if pairing.pab is not None:
            add(pairing.pab, k, None, None, ("U", "U"))
        for p in pairing.pairs:
            x = rng.random()
            if x < forfeit_rate / 3:
                add(p.white, k, p.black, "w", ("-", "-"))
                add(p.black, k, p.white, "b", ("-", "-"))
            elif x < forfeit_rate:
                winner, loser = (p.white, p.black) if rng.random() < 0.5 else (p.black, p.white)
                add(winner, k, loser, "w" if winner == p.white else "b", ("+", "+"))
                add(loser, k, winner, "w" if loser == p.white else "b", ("-", "-"))
            else:
                g1, g2 = _game(rng), _game(rng)
                add(p.white, k, p.black, "w", (g1[0], g2[1]))
                add(p.black, k, p.white, "b", (g1[1], g2[0]))
    return current()

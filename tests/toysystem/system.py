"""The toy system's rules: its state, pairer, judge and explanation, made a system by the adapter."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from checker.evaluation.evaluation import ColourCall, Evaluation, Stage, StageValues
from checker.models import Pair, Pairing, Tournament
from checker.systems.adapter import RulesSystem
from tests.toysystem import IDENTITY


@dataclass(frozen=True)
class Entrant:
    """A player to pair: its number (TPN = start number here) and score (unused by the toy)."""

    tpn: int
    pairing_score: Decimal = Decimal(0)


@dataclass(frozen=True)
class ToyState:
    """The round to pair and every player of the file (nobody is absent in the toy)."""

    round: int
    total_rounds: int
    players: tuple[Entrant, ...]
    absent: tuple[tuple[int, str], ...] = ()

    def player(self, tpn: int) -> Entrant:
        """The player with this TPN."""
        return self.players[tpn - 1]

    def start_number_of(self, tpn: int) -> int:
        """TPN and start number are the same in the toy."""
        return tpn

    def tpn_of(self, start_number: int) -> int:
        """TPN and start number are the same in the toy."""
        return start_number


def build_state(tournament: Tournament, round_number: int, total_rounds: int | None = None) -> ToyState:
    """Every player of the 001 lines, by start number."""
    players = tuple(Entrant(p.start_number) for p in sorted(tournament.players, key=lambda p: p.start_number))
    return ToyState(round_number, total_rounds or round_number, players)


def pair(state: ToyState) -> Pairing:
    """1-2, 3-4, ... by TPN, the lower TPN White; an odd one out gets the PAB."""
    tpns = [p.tpn for p in state.players]
    pab = tpns.pop() if len(tpns) % 2 else None
    return Pairing(round=state.round, pairs=tuple(Pair(white=a, black=b) for a, b in zip(tpns[::2], tpns[1::2])), pab=pab)


class ToyJudge:
    """No violation, every player once, the lower TPN White; no stages (the toy decides nothing in order)."""

    def evaluate(self, state: ToyState, pairing: Pairing) -> Evaluation:
        """Whether every player appears once."""
        seen = [n for p in pairing.pairs for n in (p.white, p.black)] + ([] if pairing.pab is None else [pairing.pab])
        return Evaluation(violations=(), complete=sorted(seen) == [p.tpn for p in state.players],
                          start_numbers={p.tpn: p.tpn for p in state.players})

    def stages(self, state: ToyState, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """No stage for any pairing."""
        return tuple(() for _ in pairings)

    def measure(self, state: ToyState, pairing: Pairing, stage: Stage) -> StageValues:
        """Never asked: the toy has no stage."""
        raise AssertionError("the toy has no stage to measure")

    def colour_calls(self, state: ToyState, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """The lower TPN has White."""
        return tuple(ColourCall(white=min(a, b), black=max(a, b), article="toy 1", label="lower TPN",
                                reason="the lower TPN has White", bracket="") for a, b in pairs)


def explain(state: ToyState) -> str:
    """One line: the rule."""
    return f"Round {state.round}: players paired by TPN, 1-2, 3-4, ..."


TPN: RulesSystem[ToyState] = RulesSystem(IDENTITY, build_state, pair, ToyJudge(), explain)
"""The toy system."""

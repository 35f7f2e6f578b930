"""What a Dubov round fixes before any bracket is paired: who may meet whom (C1, C3) and the PAB (3.1).

The round is the top-scoregroup procedure's :class:`RoundGraph` (one entrant per player: pairing
score, C2 eligibility, games played over the board, the opponents it may not meet). Dubov 3.1 is
word for word the PAB rule of that procedure (eligible, leaves a complete pairing, lowest score,
most games played, largest TPN), so :func:`assign_pab` serves it.
"""

from __future__ import annotations

from checker.errors import PairingImpossible
from checker.systems.dubov.state import DubovPlayer, DubovState
from checker.systems.top_scoregroup.procedure import Entrant, RoundGraph, assign_pab


def _barrier(p: DubovPlayer) -> str:
    """C3 (2.1.3): players with the same absolute colour preference (1.6.1) may not meet."""
    return f"C3 {p.preference}" if p.preference_strength == "absolute" else ""


def round_graph(state: DubovState) -> RoundGraph:
    """The players of the round as entrants: pairing score (Baku 1.5), C2, games played, C1 and C3 barriers."""
    return RoundGraph([
        Entrant(
            tpn=p.tpn,
            score=p.pairing_score,
            pab_eligible=p.pab_eligible,
            matches_played=p.games,
            floater=p.upfloated_last_round,
            incompatible=p.opponents | p.forbidden,
            barrier=_barrier(p),
        )
        for p in state.players
    ])


def pab(rnd: RoundGraph) -> tuple[int | None, dict[int, int]]:
    """Dubov 3.1: the PAB assignee (None for an even number of players) and a legal pairing of the others.

    PairingImpossible (1.9.3) when no complete round-pairing exists.
    """
    try:
        return assign_pab(rnd, set(rnd.by_tpn))
    except PairingImpossible:
        if len(rnd.by_tpn) % 2 == 0:
            raise PairingImpossible("Dubov C4: no round-pairing complies with C1 and C3 (1.9.3: the Chief "
                                    "Arbiter decides)") from None
        raise PairingImpossible("Dubov 3.1: no player allowed the PAB (C2) leaves a complete pairing of the "
                                "others (C4; 1.9.3: the Chief Arbiter decides)") from None

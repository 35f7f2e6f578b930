"""Basic Rules 3 as every individual system checks a round-pairing: every player to pair appears exactly
once, and a PAB is given exactly when their number is odd.

>>> from checker.models import Pair, Pairing
>>> class Round:  # the least a PairingState offers for these two checks
...     players = [type("P", (), {"tpn": t})() for t in (1, 2, 3)]
...     start_number_of = staticmethod(lambda tpn: tpn)
>>> pairs_everyone_once(Round(), Pairing(round=1, pairs=(Pair(white=1, black=2),), pab=3))
True
>>> [f.message for f in pab_parity_findings(Round(), Pairing(round=1, pairs=(Pair(white=1, black=2),)))]
['no PAB although the number of players to pair (3) is odd']
"""

from __future__ import annotations

from checker.evaluation.findings import Finding
from checker.models import Pairing
from checker.state.base import PairingState


def pairs_everyone_once(state: PairingState, pairing: Pairing) -> bool:
    """Every player to be paired appears exactly once (in a pair or as the PAB), nobody else."""
    seen = [t for p in pairing.pairs for t in (p.white, p.black)]
    if pairing.pab is not None:
        seen.append(pairing.pab)
    return len(seen) == len(set(seen)) and set(seen) == {p.tpn for p in state.players}


def pab_parity_findings(state: PairingState, published: Pairing) -> tuple[Finding, ...]:
    """Basic Rules 3: a PAB exactly when the number of players to pair is odd.

    With every player to pair appearing exactly once this always holds; it fails together with a
    participation fault (an absent player paired, a player paired twice), which it then explains.
    """
    n = len(state.players)
    if published.pab is not None and n % 2 == 0:
        who = state.start_number_of(published.pab)
        return (Finding(verdict="VIOLATION", article="Basic Rules 3", players=(who,),
                        message=f"a PAB to {who} although the number of players to pair ({n}) is even"),)
    if published.pab is None and n % 2 == 1:
        return (Finding(verdict="VIOLATION", article="Basic Rules 3",
                        message=f"no PAB although the number of players to pair ({n}) is odd"),)
    return ()

"""What every individual system reads of a round-pairing the same way: Basic Rules 3 (every player to pair
appears exactly once, a PAB exactly when their number is odd), C1 (Basic Rules 2) on a pair, the pairs
of players to be paired, and the start numbers an evaluation carries.

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

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import Protocol, TypeVar

from checker.evaluation.findings import Finding
from checker.models import Pairing
from checker.state.base import PairingState


PlayerT = TypeVar("PlayerT")


def known_pairs(known: Mapping[int, PlayerT], published: Pairing,
                start_number: Callable[[int], int]) -> Iterator[tuple[PlayerT, PlayerT, int, int]]:
    """The published pairs of two players to be paired (both players' states and start numbers, white
    first); pairs with an absent player are left to the participation check of the round."""
    for pair in published.pairs:
        a, b = known.get(pair.white), known.get(pair.black)
        if a is not None and b is not None:
            yield a, b, start_number(pair.white), start_number(pair.black)


class Meeting(Protocol):
    """What C1 reads of a player: whom they have met and whom they may not meet (260/XXP)."""

    @property
    def tpn(self) -> int: ...
    @property
    def opponents(self) -> Collection[int]: ...
    @property
    def forbidden(self) -> Collection[int]: ...


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


def c1_finding(a: Meeting, b: Meeting, white: int, black: int, article: str, note: str = "") -> Finding | None:
    """C1 (Basic Rules 2) on one pair, in the one sentence every individual system uses: a rematch, or a
    260/XXP prohibition; ``white``/``black`` are start numbers, ``note`` is added in parentheses."""
    if b.tpn in a.opponents or a.tpn in b.opponents:
        message = f"C1: {white} and {black} have already played each other" + (f" ({note})" if note else "")
    elif b.tpn in a.forbidden or a.tpn in b.forbidden:
        message = f"C1: {white} and {black} may not be paired (prohibited pairing, 260/XXP)"
    else:
        return None
    return Finding(verdict="VIOLATION", criterion="C1", article=article, players=(white, black), message=message)


def start_numbers_of(tpns: Iterable[int], start_number: Callable[[int], int]) -> Mapping[int, int]:
    """TPN -> start number of the participants ``tpns``, read once, as the plain (read-only) mapping an
    :class:`Evaluation` carries."""
    return MappingProxyType({tpn: start_number(tpn) for tpn in tpns})

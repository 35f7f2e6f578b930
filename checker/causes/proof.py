"""The proof of a cause: re-pair the round on a changed input and compare with the published round.

A hypothesis changes the input (another edition, players taken out, another ranking...); the round
is re-paired by the reference pairer on the changed input, and the result is compared with the
round as published, board by board (General Handling 3.6 numbering of the published round).
"""

from __future__ import annotations

from checker.models import Frozen, Pairing, Tournament
from checker.state.base import to_start_numbers, to_tpn
from checker.state.boards import order_boards, pairing_scores
from checker.systems.interface import PairingSystem, StateT


class Reproduction(Frozen):
    """How a re-paired round compares with the published one (start numbers, published board numbers).

    ``boards``: published boards whose pair or colours the re-pairing does not give;
    ``players``: the players seated on them, plus both PAB players when the PAB differs;
    ``bye_differs``: the PAB is not the same player.
    """

    rules: Pairing
    boards: tuple[int, ...] = ()
    players: tuple[int, ...] = ()
    bye_differs: bool = False

    @property
    def exact(self) -> bool:
        """True when the re-pairing gives the published round: pairs, colours and PAB."""
        return not self.boards and not self.bye_differs


def rules_pairing(tournament: Tournament, round_number: int, system: PairingSystem[StateT],
                  total_rounds: int | None = None) -> tuple[StateT, Pairing]:
    """The state of the round and the reference pairer's pairing of it, by start number."""
    state = system.build_state(tournament, round_number, total_rounds)
    return state, to_start_numbers(state, system.pair(state))


def reproduce(tournament: Tournament, round_number: int, system: PairingSystem[StateT],
              published: Pairing, total_rounds: int | None = None) -> Reproduction:
    """Re-pair round ``round_number`` of ``tournament`` (the changed input) and compare it with ``published``
    (by start number); raises ``PairingImpossible`` when the changed input has no legal pairing."""
    state, rules = rules_pairing(tournament, round_number, system, total_rounds)
    scores = pairing_scores(state)
    published_tpn = to_tpn(state, published)
    same = to_tpn(state, rules).as_set()
    sn = state.start_number_of
    boards: list[int] = []
    players: list[int] = []
    for board in order_boards(scores, published_tpn.pairs):
        if (board.white, board.black) not in same:
            boards.append(board.number)
            players += [sn(board.white), sn(board.black)]
    bye_differs = published.pab != rules.pab
    if bye_differs:
        players += [p for p in (published.pab, rules.pab) if p is not None]
    return Reproduction(rules=rules, boards=tuple(boards), players=tuple(sorted(set(players))),
                        bye_differs=bye_differs)

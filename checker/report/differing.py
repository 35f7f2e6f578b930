"""The boards where a published round and the rules' pairing differ, with who sits at them.

What an arbiter compares: each published board (General Handling 3.6 order) whose pair, with its
colours, is not in the rules' pairing, beside the rules' board of that board's higher ranked player
(Dutch 1.2: higher score, then lower pairing number); a different pairing-allocated bye last.
Numbers are start numbers; scores are the pairing scores before the round.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal

from checker.evaluation.findings import RoundVerdict
from checker.models import Frozen, Pairing, Tournament
from checker.state.boards import Board, higher_ranked, order_boards, pairing_scores
from checker.state.base import PairingState, to_tpn


class Entrant(Frozen):
    """Who sits at a board: start number, name, rating, pairing score before the round (None: unknown)."""

    number: int
    name: str = ""
    rating: int | None = None
    score: Decimal | None = None


class Seat(Frozen):
    """One board of one pairing: its number (0 for the pairing-allocated bye), White and Black (None: bye)."""

    board: int
    white: Entrant
    black: Entrant | None = None


class DifferingBoard(Frozen):
    """A published board not in the rules' pairing, beside the rules' board of its higher ranked player."""

    published: Seat
    rules: Seat | None = None
    """None when the rules give that player no board (absent, or not paired by the rules)."""


class RoundBoards(Frozen):
    """Every differing board of a round, in published board order (the PAB last)."""

    round: int
    boards: tuple[DifferingBoard, ...] = ()
    published_boards: tuple[Seat, ...] = ()
    """The whole published round, in board order (for the HTML report)."""
    rules_boards: tuple[Seat, ...] = ()
    """The whole rules' pairing, in board order."""


class People(Frozen):
    """What the file says of each participant, by start number: name and rating."""

    names: dict[int, str]
    ratings: dict[int, int]


def people_of(tournament: Tournament, names: Mapping[int, str]) -> People:
    """Names (as the system names what it pairs: players, or teams) and the players' ratings (0: unrated, left
    out; none in a team event, whose numbers are the teams')."""
    ratings = {} if tournament.teams else {p.start_number: p.rating for p in tournament.players if p.rating}
    return People(names=dict(names), ratings=ratings)


def _entrant(state: PairingState, scores: Mapping[int, Decimal], people: People, tpn: int) -> Entrant:
    """The entrant with this TPN, named by its start number."""
    number = state.start_number_of(tpn)
    return Entrant(number=number, name=people.names.get(number, ""), rating=people.ratings.get(number),
                   score=scores.get(tpn))


def _seats(state: PairingState, scores: Mapping[int, Decimal], people: People,
           boards: tuple[Board, ...], pab: int | None) -> tuple[Seat, ...]:
    """Boards as seats, the pairing-allocated bye last as board 0."""
    seats = [Seat(board=b.number, white=_entrant(state, scores, people, b.white),
                  black=_entrant(state, scores, people, b.black)) for b in boards]
    if pab is not None:
        seats.append(Seat(board=0, white=_entrant(state, scores, people, pab)))
    return tuple(seats)


def _byes(published: Pairing, reference: Pairing, pub_seats: tuple[Seat, ...], ref_seats: tuple[Seat, ...],
          rules_of: Mapping[int, Seat]) -> DifferingBoard | None:
    """The row comparing the pairing-allocated byes: each side's bye, or the board of the other side's bye
    (None when the published round leaves the rules' bye out: a violation, told by its finding)."""
    rules = ref_seats[-1] if reference.pab is not None else rules_of.get(published.pab or 0)
    if published.pab is not None:
        return DifferingBoard(published=pub_seats[-1], rules=rules)
    number = ref_seats[-1].white.number
    seat = next((s for s in pub_seats if number in (s.white.number, s.black.number if s.black else None)), None)
    return None if seat is None else DifferingBoard(published=seat, rules=rules)


def round_boards(state: PairingState, verdict: RoundVerdict, people: People) -> RoundBoards:
    """The boards of ``verdict``'s round that differ from the rules' pairing (none without both pairings)."""
    if verdict.published is None or verdict.reference is None:
        return RoundBoards(round=verdict.round)
    scores = pairing_scores(state)
    published: Pairing = to_tpn(state, verdict.published)
    reference: Pairing = to_tpn(state, verdict.reference)
    pub_boards = order_boards(scores, published.pairs)
    ref_boards = order_boards(scores, reference.pairs)
    pub_seats = _seats(state, scores, people, pub_boards, published.pab)
    ref_seats = _seats(state, scores, people, ref_boards, reference.pab)
    rules_of: dict[int, Seat] = {}
    for board, seat in zip((*ref_boards, None), ref_seats):
        if board is None:
            rules_of[reference.pab or 0] = seat
        else:
            rules_of[board.white] = rules_of[board.black] = seat
    same = reference.as_set()
    differing: list[DifferingBoard] = []
    for board, seat in zip(pub_boards, pub_seats):
        if (board.white, board.black) not in same:
            higher = higher_ranked(scores, board.white, board.black)
            differing.append(DifferingBoard(published=seat, rules=rules_of.get(higher)))
    byes = _byes(published, reference, pub_seats, ref_seats, rules_of) if published.pab != reference.pab else None
    if byes is not None:
        differing.append(byes)
    return RoundBoards(round=verdict.round, boards=tuple(differing), published_boards=pub_seats,
                       rules_boards=ref_seats)


def boards_by_round(verdicts: tuple[RoundVerdict, ...], build: Callable[[int], PairingState],
                    people: People, every: bool = False) -> dict[int, RoundBoards]:
    """The boards of every round that is not consistent (``every``: of every round); ``build`` gives a round's state."""
    return {v.round: round_boards(build(v.round), v, people) for v in verdicts if every or v.verdict != "CONSISTENT"}

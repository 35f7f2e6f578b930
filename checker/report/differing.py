"""The boards where a published round and the rules' pairing differ, with who sits at them.

What an arbiter compares: every board of either pairing whose pair, with its colours, is not in the
other, each once: a published board (General Handling 3.6 order) followed by the rules' boards of its
players (the higher ranked first, Dutch 1.2: higher score, then lower pairing number), so that a reader
sees where each of its players sits under the rules; a different pairing-allocated bye is a board too.
Numbers are start numbers; scores are the pairing scores before the round.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Literal

from checker.evaluation.findings import RoundVerdict
from checker.models import Frozen, Pairing, Tournament
from checker.state.boards import Board, order_boards, pairing_scores
from checker.state.base import PairingState, ScoreNames, SecondScore, to_tpn


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


class BoardRow(Frozen):
    """One line of the boards table: a differing board of one pairing, or (``seat`` None) a player of a
    published board whom the rules do not pair."""

    pairing: Literal["published", "rules"]
    seat: Seat | None = None
    unpaired: Entrant | None = None
    """With ``seat`` None: the player the rules leave out (absent, or not to be paired)."""


class RoundBoards(Frozen):
    """Every differing board of both pairings of a round, each once, in the order a reader follows."""

    round: int
    rows: tuple[BoardRow, ...] = ()
    """Each differing published board (board order, the PAB last), followed by the rules' boards of its
    players not shown yet (higher ranked player first); then the rules' boards no published board leads to."""
    published_boards: tuple[Seat, ...] = ()
    """The whole published round, in board order (for the HTML report)."""
    rules_boards: tuple[Seat, ...] = ()
    """The whole rules' pairing, in board order."""
    teams: bool = False
    """The participants are teams: the boards are matches, there is no rating (C.04.6)."""
    score_names: tuple[str, str | None] = ("Pts", None)
    """The names of an entrant's ``score`` and of its secondary score (Team: ``MP``, ``GP``)."""
    seconds: dict[int, Decimal] = {}
    """The secondary score before the round by start number (a Team's game points), when kept."""

    def second(self, entrant: Entrant) -> Decimal | None:
        """The entrant's secondary score before the round, None when the system keeps none."""
        return self.seconds.get(entrant.number)

    @property
    def differing(self) -> tuple[int, int]:
        """How many boards of the published pairing and of the rules' pairing differ."""
        return (sum(r.pairing == "published" and r.seat is not None for r in self.rows),
                sum(r.pairing == "rules" and r.seat is not None for r in self.rows))


class People(Frozen):
    """What the file says of each participant, by start number: name and rating."""

    names: dict[int, str]
    ratings: dict[int, int]
    teams: bool = False
    """The participants are teams (C.04.6): matches, not boards; no rating."""


def people_of(tournament: Tournament, names: Mapping[int, str]) -> People:
    """Names (as the system names what it pairs: players, or teams) and the players' ratings (0: unrated, left
    out; none in a team event, whose numbers are the teams')."""
    ratings = {} if tournament.teams else {p.start_number: p.rating for p in tournament.players if p.rating}
    return People(names=dict(names), ratings=ratings, teams=bool(tournament.teams))


def _seconds(state: PairingState) -> dict[int, Decimal]:
    """The secondary score of every participant to pair, by start number, when its system keeps one (Team)."""
    return {state.start_number_of(p.tpn): p.secondary for p in state.players if isinstance(p, SecondScore)}


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


def _tpns(board: Board | None, pab: int | None) -> tuple[int, ...]:
    """The TPNs at a board, or the pairing-allocated bye's (``board`` None)."""
    return (board.white, board.black) if board is not None else (pab,) if pab is not None else ()


def _rows(scores: Mapping[int, Decimal], published: Pairing, reference: Pairing,
          pub: list[tuple[tuple[int, ...], Seat]], ref: list[tuple[tuple[int, ...], Seat]],
          entrant: Callable[[int], Entrant]) -> tuple[BoardRow, ...]:
    """Each differing published board followed by the rules' differing boards of its players not shown yet
    (higher ranked first), then the rules' differing boards left; a board differs when its pair with its
    colours (or its bye) is not in the other pairing."""
    pub_set, ref_set = published.as_set(), reference.as_set()

    def differs(tpns: tuple[int, ...], other: frozenset[tuple[int, int]], other_pab: int | None) -> bool:
        """The board (or bye) is not in the other pairing."""
        return tpns != (other_pab,) if len(tpns) == 1 else tpns not in other

    ref_diff = [(tpns, seat) for tpns, seat in ref if differs(tpns, pub_set, published.pab)]
    rules_of = {t: i for i, (tpns, _) in enumerate(ref_diff) for t in tpns}
    paired = {t for tpns, _ in ref for t in tpns}
    shown: set[int] = set()
    rows: list[BoardRow] = []
    for tpns, seat in pub:
        if not differs(tpns, ref_set, reference.pab):
            continue
        rows.append(BoardRow(pairing="published", seat=seat))
        for t in sorted(tpns, key=lambda x: (-scores.get(x, Decimal(-1)), x)):
            i = rules_of.get(t)
            if i is not None and i not in shown:
                shown.add(i)
                rows.append(BoardRow(pairing="rules", seat=ref_diff[i][1]))
            elif t not in paired:
                rows.append(BoardRow(pairing="rules", unpaired=entrant(t)))
    rows += [BoardRow(pairing="rules", seat=seat) for i, (_, seat) in enumerate(ref_diff) if i not in shown]
    return tuple(rows)


def round_boards(state: PairingState, verdict: RoundVerdict, people: People) -> RoundBoards:
    """The boards of ``verdict``'s round that differ from the rules' pairing (none without both pairings)."""
    names = state.score_names if isinstance(state, ScoreNames) else ("Pts", None)
    if verdict.published is None or verdict.reference is None:
        return RoundBoards(round=verdict.round, teams=people.teams, score_names=names, seconds=_seconds(state))
    scores = pairing_scores(state)
    published: Pairing = to_tpn(state, verdict.published)
    reference: Pairing = to_tpn(state, verdict.reference)
    pub_boards = order_boards(scores, published.pairs)
    ref_boards = order_boards(scores, reference.pairs)
    pub_seats = _seats(state, scores, people, pub_boards, published.pab)
    ref_seats = _seats(state, scores, people, ref_boards, reference.pab)
    pub = [(_tpns(b, published.pab), s) for b, s in zip((*pub_boards, None), pub_seats)]
    ref = [(_tpns(b, reference.pab), s) for b, s in zip((*ref_boards, None), ref_seats)]
    rows = _rows(scores, published, reference, pub, ref, lambda t: _entrant(state, scores, people, t))
    return RoundBoards(round=verdict.round, rows=rows, published_boards=pub_seats, rules_boards=ref_seats,
                       teams=people.teams, score_names=names, seconds=_seconds(state))


def boards_by_round(verdicts: tuple[RoundVerdict, ...], build: Callable[[int], PairingState],
                    people: People, every: bool = False) -> dict[int, RoundBoards]:
    """The boards of every round that is not consistent (``every``: of every round); ``build`` gives a round's state."""
    return {v.round: round_boards(build(v.round), v, people) for v in verdicts if every or v.verdict != "CONSISTENT"}

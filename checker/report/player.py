""""Why was I paired like this?": one player's round, answered from the rules' pairing and its evaluation.

For the player: the score group (everyone to be paired with the same pairing score), the rules' opponent
and colour with the article deciding the colour, the published opponent and colour beside it, and for
each other member of the score group whether an absolute rule forbids the pair. That test pairs the two
in the rules' pairing (their former opponents then meet each other) and keeps the violations the
system's evaluation names both of them in (C1 a rematch, C3 two absolute colour preferences, ...).
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from decimal import Decimal

from checker.evaluation.evaluation import Evaluation
from checker.models import Frozen, Pair, Pairing
from checker.report.differing import Entrant, People
from checker.report.schema import versioned
from checker.report.sentence import rule
from checker.state.base import PairingState
from checker.tournament.scoring import format_points


WIDTH = 100
"""No line of the text answer is wider than this."""


class Board(Frozen):
    """The player's board in one pairing: the opponent (None: the pairing-allocated bye) and the colour."""

    opponent: Entrant | None = None
    white: bool | None = None
    """True: the player has White; None for the bye."""


class RuledOut(Frozen):
    """A member of the score group the player may not meet this round, and the rule that says so."""

    opponent: Entrant
    criterion: str | None = None
    article: str | None = None
    message: str


class PlayerAnswer(Frozen):
    """One player's round: score group, the rules' board and colour, the published board, who was ruled out."""

    round: int
    player: Entrant
    score_group: tuple[Entrant, ...]
    """Everyone to be paired with the player's pairing score, the player included."""
    rules: Board
    colour_article: str | None = None
    colour_reason: str | None = None
    published: Board | None = None
    """None when the file holds no pairing for the round (the round to be paired next)."""
    same_as_published: bool | None = None
    ruled_out: tuple[RuledOut, ...] = ()
    possible: tuple[Entrant, ...] = ()
    """Members of the score group no absolute rule keeps from the player."""


def _board(state: PairingState, people: People, pairing: Pairing, tpn: int) -> Board | None:
    """The player's board in a pairing (by TPN), None when the pairing leaves the player out."""
    if pairing.pab == tpn:
        return Board()
    for pair in pairing.pairs:
        if tpn in (pair.white, pair.black):
            other = pair.black if pair.white == tpn else pair.white
            return Board(opponent=entrant(state, people, other), white=pair.white == tpn)
    return None


def entrant(state: PairingState, people: People, tpn: int) -> Entrant:
    """A participant to be paired, by TPN, named by start number with its pairing score."""
    number = state.start_number_of(tpn)
    return Entrant(number=number, name=people.names.get(number, ""), rating=people.ratings.get(number),
                   score=state.player(tpn).pairing_score)


def _swapped(reference: Pairing, tpn: int, other: int, white: int) -> Pairing:
    """The rules' pairing with ``tpn`` and ``other`` paired (``white`` has White), their opponents paired
    together, or the one left over given the bye."""
    def partner(t: int) -> int | None:
        """The opponent of ``t`` in the rules' pairing (None: the bye)."""
        for p in reference.pairs:
            if t in (p.white, p.black):
                return p.black if p.white == t else p.white
        return None

    a, b = partner(tpn), partner(other)
    pairs = [p for p in reference.pairs if not {p.white, p.black} & {tpn, other}]
    pairs.append(Pair(white=white, black=other if white == tpn else tpn))
    pab = reference.pab
    if a is not None and b is not None:
        pairs.append(Pair(white=a, black=b))
    elif a is not None or b is not None:
        pab = a if a is not None else b
    return Pairing(round=reference.round, pairs=tuple(pairs), pab=pab)


def answer(state: PairingState, evaluate: Callable[[Pairing], Evaluation], reference: Pairing,
           published: Pairing | None, people: People, tpn: int) -> PlayerAnswer:
    """The answer for the participant ``tpn`` (pairings by TPN; ``evaluate`` is the system's on this state)."""
    me = state.player(tpn)
    group = tuple(p.tpn for p in state.players if p.pairing_score == me.pairing_score)
    rules = _board(state, people, reference, tpn) or Board()
    article = reason = None
    evaluation = evaluate(reference)
    if rules.opponent is not None:
        call = evaluation.colour(tpn, state.tpn_of(rules.opponent.number))
        article, reason = call.article, call.reason
    ruled: list[RuledOut] = []
    possible: list[Entrant] = []
    mine = state.start_number_of(tpn)
    for other in group:
        if other == tpn:
            continue
        theirs = state.start_number_of(other)
        if rules.opponent is not None and rules.opponent.number == theirs:
            possible.append(entrant(state, people, other))
            continue
        white = evaluation.colour(tpn, other).white
        faults = [f for f in evaluate(_swapped(reference, tpn, other, white)).violations
                  if {mine, theirs} <= set(f.players)]
        if faults:
            f = faults[0]
            ruled.append(RuledOut(opponent=entrant(state, people, other), criterion=f.criterion, article=f.article,
                                  message=f.message))
        else:
            possible.append(entrant(state, people, other))
    board = _board(state, people, published, tpn) if published is not None else None
    return PlayerAnswer(round=reference.round, player=entrant(state, people, tpn),
                        score_group=tuple(entrant(state, people, t) for t in group), rules=rules,
                        colour_article=article, colour_reason=reason, published=board,
                        same_as_published=None if published is None else board == rules,
                        ruled_out=tuple(ruled), possible=tuple(possible))


def _name(e: Entrant) -> str:
    """``12 Kowalski, Jan``."""
    return f"{e.number} {e.name}".rstrip()


def _points(value: Decimal | None) -> str:
    """``2.5 points``."""
    return "no score" if value is None else f"{format_points(value)} point{'' if value == 1 else 's'}"


def _board_words(who: Entrant, board: Board) -> str:
    """``40 Byrne, P (2 points), 12 White`` or ``the pairing-allocated bye``."""
    if board.opponent is None:
        return "the pairing-allocated bye"
    colour = "White" if board.white else "Black"
    return f"{_name(board.opponent)} ({_points(board.opponent.score)}), {who.number} has {colour}"


def render_text(a: PlayerAnswer) -> str:
    """The answer in a few lines of plain words."""
    p = a.player
    rating = f", rating {p.rating}" if p.rating else ""
    members = ", ".join(str(e.number) for e in a.score_group)
    lines = [f"Round {a.round}: {_name(p)}{rating}, {_points(p.score)} before the round (as the pairing counts it).",
             f"Score group {format_points(p.score or Decimal(0))}: {len(a.score_group)} to pair ({members})."]
    rules = f"The rules pair {p.number} with {_board_words(p, a.rules)}"
    if a.colour_article:
        rules += f" ({a.colour_article}: {a.colour_reason})"
    lines.append(rules + ".")
    if a.published is None:
        lines.append("The file holds no published pairing of this round.")
    else:
        same = "the same as the rules" if a.same_as_published else "not the rules' board"
        lines.append(f"Published: {_board_words(p, a.published)}: {same}.")
    for r in a.ruled_out:
        lines.append(f"  not {_name(r.opponent)}: {rule(r.criterion, r.article)}: {r.message}")
    if a.possible:
        lines.append("No absolute rule keeps these from " + f"{p.number}: "
                     + ", ".join(str(e.number) for e in a.possible) + ".")
    wrapped = [w for line in lines for w in textwrap.wrap(line, WIDTH, subsequent_indent="    ",
                                                          break_on_hyphens=False)]
    return "\n".join(wrapped) + "\n"


class RoundReasoning(Frozen):
    """``explain --format json`` for a whole round: the system and the reference pairer's reasoning as text."""

    round: int
    system: str
    reasoning: str


def render_json(a: PlayerAnswer) -> str:
    """The answer as JSON, with its ``schema`` version first."""
    return versioned(a)


def round_json(round_number: int, system: str, reasoning: str) -> str:
    """``explain --format json`` for a whole round: the system and the reasoning text, with the ``schema`` version."""
    return versioned(RoundReasoning(round=round_number, system=system, reasoning=reasoning))

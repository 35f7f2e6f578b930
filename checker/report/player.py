""""Why was I paired like this?": one player's round, answered from the rules' pairing and its evaluation.

For the player: the score group (everyone to be paired with the same pairing score), the rules' opponent
and colour with the article deciding the colour, the published opponent and colour beside it, and for
each other member of the score group whether an absolute rule forbids the pair. That test pairs the two
in the rules' pairing (their former opponents then meet each other) and keeps the violations the
system's evaluation names both of them in (C1 a rematch, C3 two absolute colour preferences, ...). For
each other possible opponent, that pairing is compared with the rules' one as ``check`` compares a
published round (``evaluation.compare``): its first finding is why the rules' order puts it later.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from decimal import Decimal
from typing import TypeVar

from checker.evaluation.compare import compare
from checker.evaluation.evaluation import Evaluation
from checker.evaluation.findings import Verdict
from checker.evaluation.judge import Judge
from checker.models import Frozen, Pair, Pairing
from checker.report.differing import Entrant, People
from checker.report.schema import versioned
from checker.report.sentence import named, rule, where
from checker.report.width import wrapped as wrapped  # re-exported: explain prints the reasoning with it
from checker.state.base import PairingState, ScoreNames
from checker.tournament.scoring import format_points

S = TypeVar("S", bound=PairingState)

WIDTH = 100
"""No line of the text answer is wider than this."""
SCORE_NAMES = {"MP": "match points", "GP": "game points"}
"""A team's primary score in words (C.04.6 1.2)."""
MAX_NAMED = 8
"""Possible opponents named per rule in the "why first" line; the rest are counted."""
MAX_MEMBERS = 20
"""Members of the score group (and possible opponents) named; the rest are counted."""


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


class Fault(Frozen):
    """The absolute rule the published board breaks (a VIOLATION of the round naming the player), and for a
    rematch (C1) the rounds the two met in before."""

    opponent: Entrant | None = None
    """The published opponent (None: the player has the pairing-allocated bye)."""
    criterion: str | None = None
    article: str | None = None
    message: str
    met: tuple[int, ...] = ()
    """The rounds the player and the published opponent were paired in before (a rematch, C1)."""


class Later(Frozen):
    """A possible opponent the rules' order puts after the rules' one, and the first rule that decides so.

    The rules' pairing is compared, as ``check`` compares a published one, with the same pairing in which
    the player meets this opponent (their opponents paired together): ``verdict`` is what that pairing
    would be (WORSE: a criterion decides; DIVERGES: the generation order), ``message`` the frame's words
    (evaluation/frame.py) with that pairing named "the pairing with N" (its values "alternative") where check
    says "published".
    """

    opponent: Entrant
    verdict: Verdict
    criterion: str | None = None
    article: str | None = None
    bracket: str | None = None
    message: str = ""


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
    published_fault: Fault | None = None
    """The absolute rule the published board breaks, when it breaks one (the round is then a VIOLATION)."""
    ruled_out: tuple[RuledOut, ...] = ()
    possible: tuple[Entrant, ...] = ()
    """Members of the score group no absolute rule keeps from the player."""
    later: tuple[Later, ...] = ()
    """The possible opponents other than the rules' one, each with the rule that puts it after the rules' one."""
    score_name: str = "points"
    """What the scores count: ``points``, or a team's primary score (``match points``, C.04.6 1.2)."""
    warnings: tuple[str, ...] = ()
    """What the answer comes with (the assumed edition); rendered on standard error beside the text."""


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


def _later(judge: Judge[S], state: S, swapped: Evaluation, reference: Pairing, pairing: Pairing,
           opponent: Entrant) -> Later:
    """Why the rules' pairing comes before ``pairing`` (the player with ``opponent``): its first finding."""
    findings = compare(judge, state, pairing, reference, swapped)
    if not findings:
        return Later(opponent=opponent, verdict="DIVERGES", message="the rules do not tell the two pairings apart")
    f = findings[0]
    message = f.message.replace("the published pairing", f"the pairing with {opponent.number}").replace(
        "published ", "alternative ")
    return Later(opponent=opponent, verdict=f.verdict, criterion=f.criterion, article=f.article, bracket=f.bracket,
                 message=message)


def _fault(judge: Judge[S], state: S, published: Pairing, board: Board | None, mine: int) -> Fault | None:
    """The first violation of the published round that names the player (one naming the published opponent
    too first: the rematch, C1), None when the player's published board breaks no absolute rule."""
    opponent = board.opponent if board is not None else None
    faults = [f for f in judge.evaluate(state, published).violations if mine in f.players]
    faults.sort(key=lambda f: opponent is None or opponent.number not in f.players)
    if not faults:
        return None
    f = faults[0]
    return Fault(opponent=opponent, criterion=f.criterion, article=f.article, message=f.message)


def answer(judge: Judge[S], state: S, reference: Pairing, published: Pairing | None, people: People,
           tpn: int) -> PlayerAnswer:
    """The answer for the participant ``tpn`` (pairings by TPN; ``judge`` is the system, on this state)."""
    me = state.player(tpn)
    group = tuple(p.tpn for p in state.players if p.pairing_score == me.pairing_score)
    rules = _board(state, people, reference, tpn) or Board()
    article = reason = None
    opponent = () if rules.opponent is None else (state.tpn_of(rules.opponent.number),)
    asked = tuple(dict.fromkeys(opponent + tuple(t for t in group if t != tpn)))  # one run of the colour rules
    calls = dict(zip(asked, judge.colour_calls(state, tuple((tpn, t) for t in asked))))
    if opponent:
        call = calls[opponent[0]]
        article, reason = call.article, call.reason
    ruled: list[RuledOut] = []
    possible: list[Entrant] = []
    later: list[Later] = []
    mine = state.start_number_of(tpn)
    for other in group:
        if other == tpn:
            continue
        theirs = state.start_number_of(other)
        if rules.opponent is not None and rules.opponent.number == theirs:
            possible.append(entrant(state, people, other))
            continue
        pairing = _swapped(reference, tpn, other, calls[other].white)
        swapped = judge.evaluate(state, pairing)
        faults = [f for f in swapped.violations if {mine, theirs} <= set(f.players)]
        if faults:
            f = faults[0]
            ruled.append(RuledOut(opponent=entrant(state, people, other), criterion=f.criterion, article=f.article,
                                  message=f.message))
        else:
            possible.append(entrant(state, people, other))
            later.append(_later(judge, state, swapped, reference, pairing, entrant(state, people, other)))
    board = _board(state, people, published, tpn) if published is not None else None
    fault = _fault(judge, state, published, board, mine) if published is not None and board != rules else None
    return PlayerAnswer(round=reference.round, player=entrant(state, people, tpn),
                        score_group=tuple(entrant(state, people, t) for t in group), rules=rules,
                        colour_article=article, colour_reason=reason, published=board,
                        same_as_published=None if published is None else board == rules, published_fault=fault,
                        score_name=SCORE_NAMES.get(state.score_names[0], "points") if isinstance(state, ScoreNames)
                        else "points",
                        ruled_out=tuple(ruled), possible=tuple(possible), later=tuple(later))


def _name(e: Entrant) -> str:
    """``12 Kowalski, Jan``."""
    return f"{e.number} {e.name}".rstrip()


def _points(value: Decimal | None, word: str = "point") -> str:
    """``2.5 points`` (``word``: a team's ``match point``)."""
    return "no score" if value is None else f"{format_points(value)} {word}{'' if value == 1 else 's'}"


def _board_words(who: Entrant, board: Board, word: str = "point") -> str:
    """``40 Byrne, P (2 points), 12 White`` or ``the pairing-allocated bye``."""
    if board.opponent is None:
        return "the pairing-allocated bye"
    colour = "White" if board.white else "Black"
    return f"{_name(board.opponent)} ({_points(board.opponent.score, word)}), {who.number} has {colour}"


AFTER: dict[Verdict, str] = {
    "VIOLATION": "would break an absolute rule elsewhere (their opponents paired together)",
    "WORSE": "would be legal but worse than the rules' pairing",
    "BETTER": "would be better than swisscheck's reference pairing (the reference pairer is wrong here: "
              "please report it)",
    "DIVERGES": "would be as good on every criterion, but later in the rules' order",
    "COLOURS": "would differ in colours only",
    "CONSISTENT": "would be the rules' pairing",
    "UNCHECKED": "could not be compared",
}
"""What the pairing with another possible opponent would be, in check's frame (``report.sentence.WHAT``)."""


def _some(entrants: Sequence[Entrant], last: str, limit: int) -> str:
    """``1, 2 and 3`` (``last``: and/or), or the first ``limit`` numbers and how many others."""
    shown = [str(e.number) for e in entrants[:limit]]
    more = len(entrants) - len(shown)
    if more:
        return ", ".join(shown) + f" {last} {more} other{'s' if more > 1 else ''}"
    return ", ".join(shown[:-1]) + f" {last} {shown[-1]}" if len(shown) > 1 else "".join(shown)


def _first_words(a: PlayerAnswer) -> str | None:
    """``Why 5 first: with 7 or 9 instead, the round's pairing would be ... (C6, Dutch 2.4.1); with 4 ...``."""
    if not a.later:
        return None
    groups: dict[tuple[Verdict, str | None, str | None, str | None], list[Later]] = {}
    for item in a.later:
        groups.setdefault((item.verdict, item.criterion, item.article, item.bracket), []).append(item)
    parts = []
    for (verdict, criterion, article, bracket), items in groups.items():
        who = _some([i.opponent for i in items], "or", MAX_NAMED)
        place = where(bracket, None)
        cause = rule(criterion, article)
        parts.append(f"with {who} instead, the pairing {AFTER[verdict]}" + (f" {place}" if place else "")
                     + (f" ({cause})" if cause else ""))
    first = "the bye" if a.rules.opponent is None else str(a.rules.opponent.number)
    return f"Why {first} first in the rules' order: " + "; ".join(parts) + "."


def _names(a: PlayerAnswer) -> dict[int, str]:
    """The names of everyone the answer names, by number (the rules' sentences name them)."""
    people = [a.player, *a.score_group, a.rules.opponent, a.published.opponent if a.published else None,
              a.published_fault.opponent if a.published_fault else None]
    return {e.number: e.name for e in people if e is not None and e.name}


def _fault_words(a: PlayerAnswer, f: Fault) -> str:
    """``That board breaks an absolute rule (C1, Basic Rules 2): 1 Kowalski, Jan and 7 Byrne, P met in round 1;
    the rematch makes round 5 a C1 violation.``; any other rule in its own words, names added."""
    head = f"That board breaks an absolute rule ({rule(f.criterion, f.article)}): "
    if f.met and f.opponent is not None:
        rounds = " and ".join(map(str, f.met))
        return (head + f"{_name(a.player)} and {_name(f.opponent)} met in round{'s' if len(f.met) > 1 else ''} "
                f"{rounds}; the rematch makes round {a.round} a {f.criterion or 'rematch'} violation.")
    players = (a.player.number,) + ((f.opponent.number,) if f.opponent else ())
    return head + named(f.message, players, _names(a)) + "."


def render_text(a: PlayerAnswer) -> str:
    """The answer in a few lines of plain words."""
    p = a.player
    rating = f", rating {p.rating}" if p.rating else ""
    members = _some(a.score_group, "and", MAX_MEMBERS)
    word = a.score_name.removesuffix("s")
    lines = [f"Round {a.round}: {_name(p)}{rating}, {_points(p.score, word)} before the round (as the pairing "
             "counts it).",
             f"Score group {format_points(p.score or Decimal(0))}: {len(a.score_group)} to pair ({members})."]
    rules = f"The rules pair {p.number} with {_board_words(p, a.rules, word)}"
    if a.colour_article:
        rules += f" ({a.colour_article}: {a.colour_reason})"
    lines.append(rules + ".")
    if a.published is None:
        lines.append("The file holds no published pairing of this round.")
    else:
        same = "the same as the rules" if a.same_as_published else "not the rules' board"
        lines.append(f"Published: {_board_words(p, a.published, word)}: {same}.")
        if a.published_fault is not None:
            lines.append(_fault_words(a, a.published_fault))
    names = _names(a)
    for r in a.ruled_out:
        lines.append(f"  not {_name(r.opponent)}: {rule(r.criterion, r.article)}: "
                     f"{named(r.message, (p.number, r.opponent.number), names)}")
    if a.possible:
        lines.append(f"No absolute rule keeps these from {p.number}: {_some(a.possible, 'and', MAX_MEMBERS)}.")
    first = _first_words(a)
    if first is not None:
        lines.append(first)
        lines.append(f"  In detail, with {a.later[0].opponent.number}: {a.later[0].message}")
    wrapped = [w for line in lines for w in textwrap.wrap(line, WIDTH, subsequent_indent="    ",
                                                          break_on_hyphens=False)]
    return "\n".join(wrapped) + "\n"


class RoundReasoning(Frozen):
    """``explain --format json`` for a whole round: the system and the reference pairer's reasoning as text."""

    round: int
    system: str
    reasoning: str
    warnings: tuple[str, ...] = ()
    """What the reasoning comes with (the assumed edition); rendered on standard error beside the text."""


def render_json(a: PlayerAnswer | RoundReasoning) -> str:
    """``explain --format json``: one player's answer, or a whole round's reasoning, with its ``schema`` version first."""
    return versioned(a)

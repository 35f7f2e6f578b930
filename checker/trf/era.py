"""Rounds without a game in files of the JaVaFo 1.x era, read as the byes and absences they are
(issue 29 item 5).

The programs of 2013-2017 (JaVaFo 1.4 among them) write no ``U``/``H``/``F``/``Z``: a round without
a game is ``0000 - +`` (the pairing-allocated bye, or a full-point bye), ``0000 - =`` (a half-point
bye known before the pairing) or ``0000 - -`` (an absence, no points). In an individual file that
writes none of the TRF16 bye codes anywhere, they are read as ``U`` or ``F``, ``H`` and ``Z``, so
``info``, ``check`` and the HTML report count and judge them alike. A file that writes any of
``U H F Z`` keeps its ``+ = -`` as written (there they may mean something else).

Which ``+`` of a round is the PAB (docs/interpretations-trf.md): a round has one PAB at most (the
players with an opponent are paired two by two, so the players to pair are odd exactly when one of
them is left over). One ``+`` in the round: that one. Several: the one the PAB rules give it to,
the player with the lowest score before the round, the lowest ranked of them (the highest start
number, or the last 001 line under ``XXC rank``), among those without an earlier PAB (Dutch A.5 /
C.04.1 c, Basic Rules 4); the others are full-point byes. No PAB in the round (every ``+`` a
full-point bye) when two or more players paired in it have a lower score and may still receive the PAB
(no earlier point or half point without playing, Basic Rules 4, Dutch 2012 B.1 b): the PAB is the
player left over in the lowest score bracket, which pairs its own players and those moved down into
it before leaving one over (A.3, C.13/C.14); a higher player reaches the bye past one such player at
most in the era's files (docs/interpretations-trf.md).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from checker.models import Player, ResultCode, RoundEntry, Tournament

_CODES: dict[str, ResultCode] = {"=": "H", "-": "Z"}
_TRF16_BYES = frozenset({"U", "H", "F", "Z"})


def _unplayed(entry: RoundEntry, code: str) -> bool:
    """A block without an opponent written with ``code`` (``0000 - +``)."""
    return entry.opponent is None and entry.result == code


def is_era_file(tournament: Tournament) -> bool:
    """An individual file that writes rounds without a game only as ``0000 - + = -`` (no U, H, F, Z)."""
    if tournament.teams:
        return False
    entries = [e for p in tournament.players for e in p.rounds]
    return (not any(e.result in _TRF16_BYES for e in entries)
            and any(e.opponent is None and e.result in ("+", "=", "-") for e in entries))


def _pabs(tournament: Tournament) -> dict[int, int]:
    """Round -> the start number whose ``0000 - +`` is the round's PAB (see the module)."""
    place = {p.start_number: i for i, p in enumerate(tournament.players)}
    lowest = (lambda p: place[p.start_number]) if tournament.pair_by_rank else (lambda p: p.start_number)
    rounds = sorted({e.round for p in tournament.players for e in p.rounds if _unplayed(e, "+")})
    had: set[int] = set()
    out: dict[int, int] = {}
    for r in rounds:
        byes = [p for p in tournament.players if any(e.round == r and _unplayed(e, "+") for e in p.rounds)]
        eligible = [p for p in byes if p.start_number not in had] or byes

        def score(p: Player, r: int = r) -> Decimal:
            return sum((tournament.scoring.points(e) for e in p.rounds if e.round < r), Decimal(0))

        pab = min(eligible, key=lambda p: (score(p), -lowest(p)))
        if _passed_over(tournament, r, score(pab), score) >= 2:
            continue  # every + of the round a full-point bye: the PAB would pass over a lower bracket
        out[r] = pab.start_number
        had.add(pab.start_number)
    return out


def _passed_over(tournament: Tournament, r: int, pab_score: Decimal, score: Callable[[Player], Decimal]) -> int:
    """How many players paired in round ``r`` have a lower score than ``pab_score`` and may still receive
    the PAB (no earlier round scored without a game, nor a forfeit win: Basic Rules 4, Dutch 2012 B.1 b)."""
    def allowed(p: Player) -> bool:
        return not any(e.round < r and ((e.opponent is None and e.result in ("+", "=", "U", "F", "H"))
                                        or (e.opponent is not None and e.result == "+")) for e in p.rounds)

    paired = (p for p in tournament.players if any(e.round == r and e.opponent is not None for e in p.rounds))
    return sum(1 for p in paired if score(p) < pab_score and allowed(p))


def era_byes(tournament: Tournament) -> Tournament:
    """The tournament with the era's ``0000 - + = -`` written as the byes they are (``U``/``F``, ``H``,
    ``Z``); the same tournament when it is not such a file (:func:`is_era_file`)."""
    if not is_era_file(tournament):
        return tournament
    pabs = _pabs(tournament)

    def read(player: Player) -> Player:
        """The player's line with its unplayed rounds as byes."""
        def code(e: RoundEntry) -> RoundEntry:
            if e.opponent is not None or e.result not in ("+", "=", "-"):
                return e
            new: ResultCode = ("U" if pabs.get(e.round) == player.start_number else "F") if e.result == "+" \
                else _CODES[e.result]
            return e.model_copy(update={"result": new, "colour": None})
        return player.model_copy(update={"rounds": tuple(code(e) for e in player.rounds)})

    return tournament.model_copy(update={"players": tuple(read(p) for p in tournament.players)})

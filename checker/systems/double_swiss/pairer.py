"""The Double-Swiss System, C.04.5 applied from 1 Feb 2026: the reference pairer.

A thin system on the shared core (``dsteam_core``): each player becomes an :class:`Entrant` (score
from game points, PAB worth a win plus a draw, 1.4), the upfloater criterion C7 and the bracket
criterion C8 apply except in the last round, and colours follow 4.3.1-4.3.5. The white of a pair
plays White in game 1 and Black in game 2 (4.4). Needs the state of
:func:`checker.systems.double_swiss.state.build_double_swiss_state` (two TRF round columns per match).
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Colour, Frozen, Pair, Pairing
from checker.state.individual import RoundState
from checker.systems.double_swiss.state import (
    DoubleSwissPlayer,
    DoubleSwissState,
    build_double_swiss_state,
    next_match,
    published_match,
)
from checker.systems.interface import SystemInfo, register
from checker.systems.top_scoregroup.procedure import CoreResult, Entrant, PairCosts, pair_round, upfloater_opponent_floaters
from checker.evaluation.findings import Finding


class ColourDecision(Frozen):
    """The colours of one pair and the article of 4.3 that decided them."""

    white: int
    black: int
    article: str


def _opposite(colour: Colour) -> Colour:
    """The other colour."""
    return "b" if colour == "w" else "w"


def higher_ranked(a: DoubleSwissPlayer, b: DoubleSwissPlayer) -> tuple[DoubleSwissPlayer, DoubleSwissPlayer]:
    """4.2: (HRP, opponent); the HRP has the higher score or, on equal scores, the smaller TPN."""
    if (-a.score, a.tpn) <= (-b.score, b.tpn):
        return a, b
    return b, a


def allocate(a: DoubleSwissPlayer, b: DoubleSwissPlayer, initial: Colour) -> ColourDecision:
    """4.3.1-4.3.5: who plays White in game 1 of the match (colour histories hold played matches, 3.4 GHR)."""
    hrp, other = higher_ranked(a, b)

    def give(player: DoubleSwissPlayer, colour: Colour, article: str) -> ColourDecision:
        rival = b if player is a else a
        white, black = (player, rival) if colour == "w" else (rival, player)
        return ColourDecision(white=white.tpn, black=black.tpn, article=article)

    if not a.colours and not b.colours:
        return give(hrp, initial if hrp.tpn % 2 else _opposite(initial), "4.3.1")
    if a.whites != b.whites:
        return give(a if a.whites < b.whites else b, "w", "4.3.2")
    for ca, cb in zip(reversed(a.colours), reversed(b.colours)):
        if ca != cb:
            return give(a, _opposite(ca), "4.3.3")
    if hrp.colours:
        return give(hrp, _opposite(hrp.colours[-1]), "4.3.4")
    return give(other, _opposite(other.colours[-1]), "4.3.5")


def _ds_state(state: RoundState) -> DoubleSwissState:
    """The state as a Double-Swiss state; TypeError when it was not read as a Double-Swiss file."""
    if not isinstance(state, DoubleSwissState):
        raise TypeError("Double-Swiss pairs a DoubleSwissState (build_double_swiss_state: two columns per match)")
    return state


def _player(state: DoubleSwissState, tpn: int) -> DoubleSwissPlayer:
    """The Double-Swiss player with this TPN (KeyError if not to be paired)."""
    for p in state.players:
        if p.tpn == tpn:
            return p
    raise KeyError(tpn)


def entrants(state: DoubleSwissState) -> tuple[Entrant, ...]:
    """The players as the shared core sees them: score, C2, matches played, floater (1.5), C1."""
    return tuple(
        Entrant(
            tpn=p.tpn,
            score=p.score,
            pab_eligible=p.pab_eligible,
            matches_played=p.matches_played,
            floater=p.is_floater,
            incompatible=p.opponents | p.forbidden,
        )
        for p in state.players
    )


def c8_costs(state: DoubleSwissState) -> PairCosts:
    """3.6.4 criteria of a pair: C8, upfloaters' opponents who floated last match (none in the last round)."""
    floaters = frozenset(p.tpn for p in state.players if p.is_floater)
    last = state.is_last_round

    def costs(top: int, bottom: int, upfloaters: frozenset[int]) -> tuple[int, ...]:
        if last:
            return (0,)
        return (upfloater_opponent_floaters(top, bottom, upfloaters, floaters),)

    return costs


def pair_core(state: RoundState) -> CoreResult:
    """The round-pairing without colours: PAB (3.4) and brackets (3.5, 3.6) by the shared core."""
    ds = _ds_state(state)
    return pair_round(entrants(ds), not ds.is_last_round, c8_costs(ds))


def colours(state: DoubleSwissState, result: CoreResult) -> tuple[ColourDecision, ...]:
    """Art. 4 for every pair of a core result, in bracket order."""
    return tuple(
        allocate(_player(state, t), _player(state, b), state.initial_colour) for t, b in result.pairs
    )


def pair(state: RoundState) -> Pairing:
    """Pair a Double-Swiss round (C.04.5, 2026); PairingImpossible when 3.3.3 applies.

    Boards are sorted as General Handling 3.6 recommends; white = White in game 1 (4.4). Players
    by TPN, like every pairer (printing and ``check`` map them to start numbers: ``XXC rank``).
    """
    ds = _ds_state(state)
    result = pair_core(ds)
    score = {p.tpn: p.score for p in ds.players}
    boards: list[tuple[tuple[Decimal, Decimal, int], Pair]] = []
    for decision in colours(ds, result):
        w, b = decision.white, decision.black
        higher = min((w, b), key=lambda t: (-score[t], t))
        key = (-score[higher], -(score[w] + score[b]), higher)
        boards.append((key, Pair(white=w, black=b)))
    boards.sort(key=lambda item: item[0])
    return Pairing(round=state.round, pairs=tuple(p for _, p in boards), pab=result.pab)


def explain(state: RoundState) -> str:
    """The pairer's steps for an arbiter: PAB (3.4), each bracket's upfloaters (3.5), identifier (3.6), colours (4.3).

    Needs the Double-Swiss state (``build_double_swiss_state``); not yet registered as the system's
    ``explain`` because ``swisscheck explain`` still builds the Dutch state.
    """
    ds = _ds_state(state)
    result = pair_core(ds)
    sn = ds.start_number_of
    lines = [f"Double-Swiss round {ds.round} of {ds.total_rounds}"
             + (" (last round: C7, C8 do not apply)" if ds.is_last_round else "")]
    lines.append(f"3.4 PAB: {sn(result.pab)}" if result.pab is not None else "3.4 PAB: none (even number of players)")
    decisions = {frozenset((d.white, d.black)): d for d in colours(ds, result)}
    for i, step in enumerate(result.brackets, start=1):
        ups = ", ".join(str(sn(t)) for t in step.upfloaters) or "none"
        lines.append(f"bracket {i}: scoregroup {step.score} ({', '.join(str(sn(t)) for t in step.residents)}); "
                     f"3.5 upfloaters: {ups}")
        lines.append(f"  3.6.2 identifier: {' '.join(str(sn(t)) for t in step.identifier)}")
        for top, bottom in step.pairs:
            d = decisions[frozenset((top, bottom))]
            lines.append(f"  {sn(d.white)} - {sn(d.black)}  (colours by {d.article})")
    return "\n".join(lines) + "\n"


def audit(state: RoundState, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """The check of a published match round (``checker.systems.double_swiss.audit``, imported late: it uses this module)."""
    from checker.systems.double_swiss.audit import audit as audit_round

    return audit_round(state, published, reference)


def explain_round(state: RoundState) -> str:
    """``swisscheck explain``: PAB, upfloater sets tried, identifiers and colours (``double_swiss_audit.explain``)."""
    from checker.systems.double_swiss.audit import explain as explain_text

    return explain_text(state)


INFO = register(
    SystemInfo(
        name="double-swiss",
        title="FIDE Double-Swiss System, C.04.5 (2026)",
        codes=("FIDE_DOUBLESWISS", "FIDE_DOUBLE_SWISS"),
        pair=pair,
        audit=audit,
        explain=explain_round,
        build_state=build_double_swiss_state,
        next_round=next_match,
        published=published_match,
    )
)

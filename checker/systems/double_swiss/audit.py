"""The Double-Swiss check (C.04.5): what the shared-core audit needs from this system, and ``explain``.

``audit(state, published, reference)`` names the criterion (C1-C8, articles 2.1-2.3) or the
article (1.4, 3.4.x, 3.5.4, 3.6.3, 4.3.x) that separates a published match round from the rules'
one; the generic steps are in :mod:`checker.systems.top_scoregroup.audit`. Pairings are by TPN, one pair
per match, White = White in game 1 (4.4). ``explain(state)`` gives the pairer's reasoning.
"""

from __future__ import annotations

from checker.models import Colour, Pairing
from checker.state.individual import RoundState
from checker.systems.double_swiss.state import DoubleSwissPlayer, DoubleSwissState
from checker.systems.double_swiss.pairer import allocate, c8_costs, colours, entrants, higher_ranked, pair_core
from checker.systems.top_scoregroup.audit import (
    ColourCall,
    CoreRules,
    audit_core,
    identifier_lines,
    pab_lines,
    points,
    set_lines,
)
from checker.systems.top_scoregroup.procedure import RoundGraph
from checker.evaluation.findings import Finding

ARTICLES: dict[str, str] = {
    "C1": "2.1.1", "C2": "2.1.2", "C3": "2.2.1", "C4": "2.3.1",
    "C5": "2.3.2", "C6": "2.3.3", "C7": "2.3.4", "C8": "2.3.5",
}
"""Where C.04.5 states each criterion."""

COLOUR_NAME: dict[Colour, str] = {"w": "White", "b": "Black"}


def _count_whites(n: int) -> str:
    """``White in 1 match`` / ``White in 3 matches``."""
    return f"White in {n} match" + ("" if n == 1 else "es")


def colour_reason(state: DoubleSwissState, a: DoubleSwissPlayer, b: DoubleSwissPlayer) -> ColourCall:
    """4.3.1-4.3.5 for the pair a, b: who plays White in game 1, the article, and why in words."""
    sn = state.start_number_of
    decision = allocate(a, b, state.initial_colour)
    hrp, other = higher_ranked(a, b)
    article = decision.article
    if article == "4.3.1":
        odd = hrp.tpn % 2 == 1
        colour = state.initial_colour if odd else ("b" if state.initial_colour == "w" else "w")
        reason = (f"neither has played a match yet; the higher-ranked {sn(hrp.tpn)} (4.2) has an "
                  f"{'odd' if odd else 'even'} TPN and gets {COLOUR_NAME[colour]}"
                  f" ({'the' if odd else 'the opposite of the'} initial colour)")
    elif article == "4.3.2":
        fewer, more = (a, b) if a.whites < b.whites else (b, a)
        reason = (f"{sn(fewer.tpn)} has had {_count_whites(fewer.whites)}, {sn(more.tpn)} "
                  f"{_count_whites(more.whites)}: White to {sn(fewer.tpn)}")
    elif article == "4.3.3":
        back = next(i for i, (x, y) in enumerate(zip(reversed(a.colours), reversed(b.colours)), start=1) if x != y)
        ca, cb = a.colours[-back], b.colours[-back]
        reason = (f"equal Whites ({a.whites}); the most recent time one had White and the other Black, "
                  f"{sn(a.tpn)} had {COLOUR_NAME[ca]} and {sn(b.tpn)} {COLOUR_NAME[cb]}: both alternate")
    elif article == "4.3.4":
        reason = (f"equal Whites ({a.whites}) and no match where one had White and the other Black; the "
                  f"higher-ranked {sn(hrp.tpn)} alternates from its last colour ({COLOUR_NAME[hrp.colours[-1]]})")
    else:
        reason = (f"the higher-ranked {sn(hrp.tpn)} has no colour yet; {sn(other.tpn)} alternates from its "
                  f"last colour ({COLOUR_NAME[other.colours[-1]]})")
    return ColourCall(white=decision.white, black=decision.black, article=article, reason=reason)


def _ds_state(state: RoundState) -> DoubleSwissState:
    """The state as a Double-Swiss state; TypeError when it was not read with two columns per match."""
    if not isinstance(state, DoubleSwissState):
        raise TypeError("the Double-Swiss check needs a DoubleSwissState (build_double_swiss_state)")
    return state


def core_rules(state: DoubleSwissState) -> CoreRules:
    """The Double-Swiss criteria and words for the shared audit: C7/C8 except in the last round."""
    players = {p.tpn: p for p in state.players}
    prohibited = frozenset(frozenset((p.tpn, q)) for p in state.players for q in p.forbidden)
    return CoreRules(
        system="Double-Swiss",
        entrants=entrants(state),
        float_criteria=not state.is_last_round,
        costs=c8_costs(state),
        bracket_criteria=("C8",),
        criterion_words={"C8": "upfloaters' opponents who floated in the previous round"},
        articles=ARTICLES,
        colour=lambda x, y: colour_reason(state, players[x], players[y]),
        start_number=state.start_number_of,
        prohibited=prohibited,
        noun="player",
        meeting_note="only a match ended by forfeit, a player forfeiting both games, may be repeated: Preface",
    )


def audit(state: RoundState, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """The Double-Swiss audit of a published match round against the rules' pairing (both by TPN); () when equal."""
    return audit_core(core_rules(_ds_state(state)), published, reference)


def explain(state: RoundState) -> str:
    """The pairer's reasoning for an arbiter: the PAB and why (3.4), each bracket's upfloater sets tried (3.5)
    and identifiers (3.6), the colours with their article (4.3)."""
    ds = _ds_state(state)
    rules = core_rules(ds)
    rnd = RoundGraph(rules.entrants)
    result = pair_core(ds)
    sn = ds.start_number_of
    players = {p.tpn: p for p in ds.players}
    head = f"Double-Swiss round {ds.round} of {ds.total_rounds}, {len(ds.players)} players"
    head += " (last round: C7 and C8 do not apply)" if ds.is_last_round else ""
    lines = [head, *pab_lines(rules, rnd, result.pab)]
    decisions = {frozenset((d.white, d.black)): d for d in colours(ds, result)}
    free = frozenset(rnd.by_tpn) - {result.pab}
    for i, step in enumerate(result.brackets, start=1):
        residents = ", ".join(str(sn(t)) for t in step.residents)
        lines.append(f"bracket {i}: scoregroup {points(step.score)} ({residents})")
        lines += set_lines(rules, rnd, step, free)
        lines += identifier_lines(rules, rnd, step)
        for top, bottom in step.pairs:
            d = decisions[frozenset((top, bottom))]
            call = colour_reason(ds, players[top], players[bottom])
            lines.append(f"  {sn(d.white)} - {sn(d.black)}  ({d.article}: {call.reason})")
        free -= set(step.residents) | set(step.upfloaters)
    return "\n".join(lines) + "\n"

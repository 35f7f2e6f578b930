"""A Burstein round-pairing after the seeding rounds as the rules read it: the common evaluation the check compares.

``evaluate(state, pairing)`` (pairing by TPN) gives:

1. the absolute criteria it breaks: C1 (2.1.1), C2 (2.1.2), C3 (2.1.3, no topscorer exception), and a
   PAB the parity of the number of players does not allow (Basic Rules 3);
2. whether it places every player once.

:class:`BursteinJudge` gives on demand the rules' colours for any pair (5.2.1-5.2.5, with the reason
in words) and the stages the rules decide in order (1.9.2): the PAB (3.1.3-3.1.5, 3.1.2 holding for
any complete legal pairing), then the brackets from the top (1.2.2), each measured on C5-C8 (2.3)
and placed in the pairing order of 4.3.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from checker.evaluation.basic_rules import (c1_finding, known_pairs, pab_parity_findings, pairs_everyone_once,
                                            start_numbers_of)
from checker.evaluation.evaluation import ColourCall, CriterionValue, Evaluation, OrderPosition, Stage, StageValues
from checker.evaluation.findings import Finding
from checker.evaluation.stage_terms import StageChoice, StageTerms
from checker.models import Pairing
from checker.systems.burstein.colours import colour_call, unmet_preferences
from checker.systems.burstein.criteria import Bracket, BracketValues, Pairs, values
from checker.systems.burstein.order import order_key, written
from checker.systems.burstein.pairer import best_below, bracket_of
from checker.systems.burstein.rules import RoundData, round_data
from checker.systems.burstein.state import BursteinPlayer, BursteinState
from checker.systems.dutch.colours import same_absolute_preference, signed
from checker.systems.dutch.criteria import plural
from checker.tournament.colours import COLOUR_NAME
from checker.tournament.scoring import format_points as points

ARTICLES: dict[str, str] = {
    "C1": "Burstein 2.1.1", "C2": "Burstein 2.1.2", "C3": "Burstein 2.1.3", "C4": "Burstein 2.2.1",
    "C5": "Burstein 2.3.1", "C6": "Burstein 2.3.2", "C7": "Burstein 2.3.3", "C8": "Burstein 2.3.4",
}
"""Criterion -> the article that states it."""


def absolute_findings(state: BursteinState, published: Pairing) -> tuple[Finding, ...]:
    """C1, C2, C3 and Basic Rules 3 (a PAB exactly when the number of players is odd) on a pairing by TPN.

    Players not to be paired are left to the participation check of the round.
    """
    known = {p.tpn: p for p in state.players}
    sn = state.start_number_of
    out: list[Finding] = []
    for a, b, w, k in known_pairs(known, published, sn):
        c1 = c1_finding(a, b, w, k, ARTICLES["C1"], note="Basic Rules 2")
        out += [c1] if c1 is not None else []
        if same_absolute_preference(a, b):
            colour = COLOUR_NAME[a.preference] if a.preference else ""
            out.append(Finding(
                verdict="VIOLATION", criterion="C3", article=ARTICLES["C3"], players=(w, k),
                message=(f"C3: {w} and {k} have the same absolute colour preference for {colour} (colour "
                         f"differences {signed(a.colour_difference)} and {signed(b.colour_difference)}, 1.5.1)"),
            ))
    pab = known.get(published.pab) if published.pab is not None else None
    if pab is not None and not pab.pab_eligible:
        who = sn(pab.tpn)
        out.append(Finding(verdict="VIOLATION", criterion="C2", article=ARTICLES["C2"], players=(who,),
                           message=f"C2: {who} receives the PAB but already had {pab.pab_barred_by} (Basic Rules 4)"))
    return tuple(out) + pab_parity_findings(state, published)


def index_words(player: BursteinPlayer) -> str:
    """``Buchholz 7.5, Sonneborn-Berger 4.25``."""
    return f"Buchholz {points(player.buchholz)}, Sonneborn-Berger {points(player.sonneborn_berger)}"


def pab_criteria(state: BursteinState, player: BursteinPlayer) -> tuple[CriterionValue, ...]:
    """Burstein 3.1.3-3.1.5 for one PAB assignee: lowest score, most games played, lowest ranking (1.8)."""
    sn = state.start_number_of(player.tpn)
    score = points(player.pairing_score)
    return (
        CriterionValue(criterion=None, article="Burstein 3.1.3", rank=(player.pairing_score,), value=score,
                       words=f"{sn} with score {score}"),
        CriterionValue(criterion=None, article="Burstein 3.1.4", rank=(-player.games_played,),
                       value=str(player.games_played), words=f"{sn}, who has played {plural(player.games_played, 'game')}"),
        CriterionValue(criterion=None, article="Burstein 3.1.5",
                       rank=(player.buchholz, player.sonneborn_berger, -player.tpn),
                       value=f"{points(player.buchholz)}/{points(player.sonneborn_berger)}/TPN {player.tpn}",
                       words=f"{sn} ({index_words(player)}, TPN {player.tpn})"),
    )


PAB_TERMS = StageTerms(subject="the PAB", tied="Burstein 3.1.3-3.1.5", untold_article="Burstein 3.1")
"""Burstein 3.1: the PAB is assigned before any bracket, by 3.1.3-3.1.5 among the players 3.1.1-3.1.2 allow."""

BRACKET_TERMS = StageTerms(subject="the pairs", tied="C5-C8", untold_article="Burstein 3.2.2")
"""A bracket's pairings compared on C5-C8 (2.3), then in the pairing order (4.3, 3.2.2)."""


def _score_list(scores: tuple[Decimal, ...]) -> str:
    """``3, 2.5`` or ``none``."""
    return ", ".join(points(s) for s in scores) or "none"


def criterion_values(state: BursteinState, data: RoundData, bracket: Bracket, pairs: Pairs,
                     v: BracketValues) -> tuple[CriterionValue, ...]:
    """C5-C8 of one bracket pairing, in priority order, with words (players by start number)."""
    sn = state.start_number_of
    paired = {x for p in pairs for x in p}
    floaters = [str(sn(data.players[x].tpn)) for x in bracket.members if x not in paired]
    unmet = [f"{sn(data.players[a].tpn)}-{sn(data.players[b].tpn)}" for a, b in pairs
             if unmet_preferences(data.players[a], data.players[b])]
    fl = f" ({', '.join(floaters)})" if floaters else ""
    nxt = f"{plural(v.next_pairs, 'pair')}, outgoing floaters' scores {_score_list(v.next_floater_scores)}"
    return (
        CriterionValue(criterion="C5", article=ARTICLES["C5"], rank=(-v.pairs,), value=str(v.pairs),
                       words=f"{plural(v.pairs, 'pair')}, {plural(len(floaters), 'outgoing floater')}{fl}"),
        CriterionValue(criterion="C6", article=ARTICLES["C6"], rank=v.floater_scores,
                       value=_score_list(v.floater_scores),
                       words=f"outgoing floaters' scores {_score_list(v.floater_scores)}{fl}"),
        CriterionValue(criterion="C7", article=ARTICLES["C7"], rank=(-v.next_pairs, *v.next_floater_scores),
                       value=nxt, words=f"the following bracket makes at best {nxt}"),
        CriterionValue(criterion="C8", article=ARTICLES["C8"], rank=(v.unmet,), value=str(v.unmet),
                       words=(f"{plural(v.unmet, 'player')} without their colour preference"
                              + (f" (in {', '.join(unmet)})" if unmet else ""))),
    )


def order_position(bracket: Bracket, pairs: Pairs) -> OrderPosition:
    """Burstein 4.3: where a bracket pairing stands in the pairing order."""
    bsn = bracket.bsn_pairs(pairs)
    key = order_key(len(bracket.members), bsn)
    return OrderPosition(article="Burstein 4.3", key=key, words="pairing order of 4.3",
                         value=written(len(bracket.members), bsn))


@dataclass(frozen=True)
class BracketDetail:
    """What a bracket stage is measured from: the round's data, the bracket and the pairing's pairs in it."""

    data: RoundData
    bracket: Bracket
    pairs: Pairs


def measure(state: BursteinState, pairing: Pairing, detail: BracketDetail) -> StageValues:
    """One bracket pairing valued on C5-C8 and placed in the 4.3 order (C7 from the best completion below)."""
    data, bracket, pairs = detail.data, detail.bracket, detail.pairs
    completion = best_below(data, bracket, pairs)
    if completion is None:
        return StageValues(fault="the players below cannot all be paired (C4)")
    v = values(data, bracket, pairs, completion)
    tpn = [p.tpn for p in data.players]
    sn = state.start_number_of
    boards = {frozenset((p.white, p.black)): (p.white, p.black) for p in pairing.pairs}
    shown = []
    for a, b in pairs:
        w, k = boards.get(frozenset((tpn[a], tpn[b])), (tpn[a], tpn[b]))
        shown.append((sn(w), sn(k)))
    return StageValues(criteria=criterion_values(state, data, bracket, pairs, v),
                       order=(order_position(bracket, pairs),), pairs=tuple(shown))


def bracket_walk(data: RoundData, mate: dict[int, int], pab: int | None) -> tuple[tuple[Bracket, Pairs], ...]:
    """Burstein 1.9.2 applied to a given round-pairing: its brackets from the top, each with its pairs.

    The scoregroups are those of the players the pairing does not give the PAB; a bracket's pairs are
    the pairs among its players, the others float to the next bracket (1.2.2).
    """
    free = frozenset(v for v in range(len(data.players)) if v != pab)
    groups: list[tuple[int, ...]] = []
    for v in sorted(free):
        if groups and data.scores[groups[-1][0]] == data.scores[v]:
            groups[-1] += (v,)
        else:
            groups.append((v,))
    shaped = data.model_copy(update={"groups": tuple(groups), "pab": pab})
    incoming: tuple[int, ...] = ()
    out: list[tuple[Bracket, Pairs]] = []
    for g in range(len(groups)):
        bracket = bracket_of(shaped, g, incoming, free)
        members = set(bracket.members)
        rank = {x: i for i, x in enumerate(bracket.members)}
        pairs = tuple(sorted({tuple(sorted((x, mate[x]), key=rank.__getitem__)) for x in bracket.members
                              if mate.get(x, -1) in members}))
        out.append((bracket, tuple((a, b) for a, b in pairs)))
        paired = {x for p in pairs for x in p}
        free = free - paired
        incoming = tuple(x for x in bracket.members if x not in paired)
    return tuple(out)


def walk(state: BursteinState, data: RoundData, pairing: Pairing) -> tuple[Stage, ...]:
    """The pairing's stages: its PAB (3.1), then its brackets from the top (1.9.2)."""
    vertex = {p.tpn: i for i, p in enumerate(data.players)}
    mate: dict[int, int] = {}
    for pair in pairing.pairs:
        a, b = vertex[pair.white], vertex[pair.black]
        mate[a], mate[b] = b, a
    pab = None if pairing.pab is None else vertex[pairing.pab]
    out: list[Stage] = []
    if pairing.pab is not None:
        player = state.player(pairing.pab)
        out.append(Stage(key="PAB", choice=StageChoice.of_players((player.tpn,)), bracket=None, terms=PAB_TERMS,
                         values=StageValues(criteria=pab_criteria(state, player)), assignee=True))
    tpn = [p.tpn for p in data.players]
    for bracket, pairs in bracket_walk(data, mate, pab):
        out.append(Stage(key=("bracket", bracket.score, tuple(sorted(tpn[v] for v in bracket.incoming))),
                         choice=StageChoice.of_pairs((min(tpn[a], tpn[b]), max(tpn[a], tpn[b])) for a, b in pairs),
                         bracket=points(bracket.score), terms=BRACKET_TERMS,
                         detail=BracketDetail(data=data, bracket=bracket, pairs=pairs)))
    return tuple(out)


def evaluate(state: BursteinState, pairing: Pairing) -> Evaluation:
    """A Burstein round-pairing after the seeding rounds (by TPN) as the rules read it."""
    return Evaluation(
        violations=absolute_findings(state, pairing),
        complete=pairs_everyone_once(state, pairing),
        start_numbers=start_numbers_of((p.tpn for p in state.players), state.start_number_of),
    )


def stages(state: BursteinState, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
    """Each pairing's stages on one reading of the round (the Index order, scoregroups)."""
    data = round_data(state)
    return tuple(walk(state, data, p) for p in pairings)


def colour_calls(state: BursteinState, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
    """5.2.1-5.2.5 for each pair, with the reason."""
    known = {p.tpn: p for p in state.players}
    return tuple(colour_call(state, known[a], known[b]) for a, b in pairs)

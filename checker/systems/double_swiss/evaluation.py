"""The Double-Swiss check (C.04.5): what the top-scoregroup evaluation needs from this system.

A published match round is compared with the rules' one on the steps both texts share
(``checker.systems.top_scoregroup.evaluation``): the PAB (3.4), the sets of upfloaters (C4-C7,
3.5.4), the bracket pairings (C8, 3.6.3), colours (4.3.1-4.3.5). This module gives the system's
parts: its entrants, C7/C8 except in the last round, C8 as the only bracket criterion, the
articles of C.04.5 and the colour rule in words. Pairings are by TPN, one pair per match,
White = White in game 1 (4.4).
"""

from __future__ import annotations

from checker.systems.double_swiss.colours import colour_call
from checker.systems.double_swiss.pairer import c8_costs, entrants
from checker.systems.double_swiss.state import DoubleSwissState
from checker.systems.top_scoregroup.evaluation import ProcedureJudge
from checker.systems.top_scoregroup.rules import CoreRules

ARTICLES: dict[str, str] = {
    "C1": "2.1.1", "C2": "2.1.2", "C3": "2.2.1", "C4": "2.3.1",
    "C5": "2.3.2", "C6": "2.3.3", "C7": "2.3.4", "C8": "2.3.5",
}
"""Where C.04.5 states each criterion."""


def core_rules(state: DoubleSwissState) -> CoreRules:
    """The Double-Swiss criteria and words for the shared procedure: C7/C8 except in the last round."""
    prohibited = frozenset(frozenset((p.tpn, q)) for p in state.players for q in p.forbidden)
    return CoreRules(
        system="Double-Swiss",
        entrants=entrants(state),
        float_criteria=not state.is_last_round,
        costs=c8_costs(state),
        bracket_criteria=("C8",),
        criterion_words={"C8": "upfloaters' opponents who floated in the previous round"},
        articles=ARTICLES,
        colour=lambda x, y: colour_call(state, state.player(x), state.player(y)),
        start_number=state.start_number_of,
        prohibited=prohibited,
        noun="player",
        meeting_note="only a match ended by forfeit, a player forfeiting both games, may be repeated: Preface",
    )


JUDGE: ProcedureJudge[DoubleSwissState] = ProcedureJudge(core_rules)
"""The Double-Swiss judge: the top-scoregroup reading with this system's rules."""

"""The Swiss Team check (C.04.6): what the top-scoregroup evaluation needs from this system.

The steps are the ones Double-Swiss uses (both texts pair by 3.3-3.6 word for word); this module
supplies Team's own parts: the bracket criteria of 3.6.4 that apply this round (C8; C9 for Type B
only; C10 except in the last two rounds), C7's last-two-rounds exception, the colour rules
4.3.1-4.3.9 with the first-team of 4.2, and the words. Pairings are by team number (= TPN, 1.1);
a pair's white is the team with White on board 1 (1.6.1).
"""

from __future__ import annotations

from checker.systems.team.colours import colour_call
from checker.systems.team.pairer import bracket_costs, entrants
from checker.systems.team.state import TeamRoundState
from checker.systems.top_scoregroup.procedure import PairCosts
from checker.systems.top_scoregroup.rules import CoreRules

ARTICLES: dict[str, str] = {
    "C1": "2.1.1", "C2": "2.1.2", "C3": "2.2.1", "C4": "2.3.1", "C5": "2.3.2",
    "C6": "2.3.3", "C7": "2.3.4", "C8": "2.3.5", "C9": "2.3.6", "C10": "2.3.7",
}
"""Where C.04.6 states each criterion."""

CRITERION_WORDS: dict[str, str] = {
    "C8": "teams whose colour preference is not fulfilled",
    "C9": "teams whose strong colour preference is not fulfilled",
    "C10": "upfloaters' opponents who floated in the previous round",
}
"""What each 3.6.4 criterion counts (2.3.5-2.3.7), for the findings' messages."""

_COST_INDEX: dict[str, int] = {"C8": 0, "C9": 1, "C10": 2}
"""Position of each criterion in the costs of :func:`checker.systems.team.pairer.bracket_costs`."""

def bracket_criteria(state: TeamRoundState) -> tuple[str, ...]:
    """The 3.6.4 criteria that apply this round, highest priority first: C8; C9 only for Type B
    preferences (2.3.6); C10 except in the last two rounds (2.3.7)."""
    out = ["C8"]
    if state.options.preference_type == "B":
        out.append("C9")
    if state.float_criteria:
        out.append("C10")
    return tuple(out)


def audit_costs(state: TeamRoundState) -> PairCosts:
    """Team's per-pair 3.6.4 costs restricted to :func:`bracket_criteria`, in the same order."""
    full = bracket_costs(state)
    index = tuple(_COST_INDEX[c] for c in bracket_criteria(state))

    def costs(top: int, bottom: int, upfloaters: frozenset[int]) -> tuple[int, ...]:
        values = full(top, bottom, upfloaters)
        return tuple(values[i] for i in index)

    return costs


def core_rules(state: TeamRoundState) -> CoreRules:
    """The Team criteria and words for the shared audit: C7 and C10 except in the last two rounds,
    C9 for Type B only; C1 includes the 260 prohibitions."""
    teams = {t.tpn: t for t in state.teams}
    prohibited = frozenset(frozenset((t.tpn, u)) for t in state.teams for u in t.forbidden)
    return CoreRules(
        system="Team",
        entrants=tuple(entrants(state)),
        float_criteria=state.float_criteria,
        costs=audit_costs(state),
        bracket_criteria=bracket_criteria(state),
        criterion_words=CRITERION_WORDS,
        articles=ARTICLES,
        colour=lambda x, y: colour_call(state, teams[x], teams[y]),
        start_number=state.start_number_of,
        prohibited=prohibited,
        noun="team",
        meeting_note="a forfeited match is not a meeting: General Handling 3.5",
    )


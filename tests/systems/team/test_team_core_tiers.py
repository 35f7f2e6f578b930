"""The shared core's fast paths give Team the pairing of one packed exact solve (issue 34, at size).

3.6.2-3.6.3's identifier is solved as tie-break tiers on the bracket criteria's optima
(``top_scoregroup/identifier_tiers.py``) and the all-zero-cost bracket by ``_bipartite_first``;
with ``shortcuts=False`` the core packs the identifier below the criteria in one wide weight and
solves every upfloater choice over all free teams. Every round of these files must agree, with the
tiers as wide as in use and cut into 8-bit pieces (many tops tiers and partner tiers per bracket).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.errors import PairingImpossible
from checker.systems.team.matches import paired_team_rounds
from checker.systems.team.pairer import bracket_costs, entrants
from checker.systems.team.state import TeamRoundState, build_team_state
from checker.systems.top_scoregroup import identifier_tiers
from checker.systems.top_scoregroup.procedure import CoreResult, pair_round
from checker.trf import load
from tests.paths import DATA, corpus_params


def core(state: TeamRoundState, shortcuts: bool) -> CoreResult | str:
    """The core's PAB and brackets (Team C.04.6 3.3-3.6), or "impossible" (3.3.3)."""
    try:
        return pair_round(entrants(state), state.float_criteria, bracket_costs(state), shortcuts=shortcuts)
    except PairingImpossible:
        return "impossible"


def compared(path: Path) -> int:
    """Pair every round of a file both ways and assert they agree; returns the rounds compared."""
    tournament, _ = load(path)
    rounds = sorted(paired_team_rounds(tournament))
    for r in rounds:
        state = build_team_state(tournament, r)
        assert core(state, True) == core(state, False), f"{path.name}, round {r}"
    return len(rounds)


@pytest.mark.parametrize("bits", [identifier_tiers.CHUNK_BITS, 8])
@pytest.mark.parametrize("name", ["team-t20r7-B-s6005.trf", "team-t29r10-A-s6001.trf"])
def test_team_3_6_identifier_tiers_equal_one_packed_solve(name: str, bits: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(identifier_tiers, "CHUNK_BITS", bits)
    assert compared(DATA / "team" / name) >= 7


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(lambda corpus: sorted((corpus / "team").glob("*.trf"))))
def test_team_3_6_identifier_tiers_equal_one_packed_solve_on_the_corpus(path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(identifier_tiers, "CHUNK_BITS", 8)
    assert compared(path) >= 5

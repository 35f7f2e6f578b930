"""Lim 2.1 (and 6, the last round): the round's compatibility graph built by set operations
(``procedure._compatibility``, issue 34) is ``rules.compatible`` asked for every two players."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.systems.lim.procedure import _compatibility
from checker.systems.lim.rules import compatible
from checker.systems.lim.state import build_state
from checker.trf import load
from tests.paths import DATA


@pytest.mark.parametrize("name", sorted(p.name for p in (DATA / "lim").glob("*.trf")))
def test_lim_2_1_compatibility_sets_equal_compatible_pair_by_pair(name: str) -> None:
    tournament, _ = load(DATA / "lim" / name)
    barred_by_colour = 0
    for r in range(1, tournament.round_columns + 1):
        state = build_state(tournament, r)
        players = {p.tpn: p for p in state.players}
        for last in (False, True):  # 6: in the last round only 'not yet met' remains
            expected = {a: frozenset(b for b in players if b != a and compatible(players[a], players[b], last))
                        for a in players}
            assert _compatibility(players, last) == expected, f"{name}, round {r}, last round {last}"
            if not last:
                barred_by_colour += sum(len(_compatibility(players, True)[a] - expected[a]) for a in players)
    # Pairs barred by 5.1.1-5.1.2 alone: the colour sides are at work in these files.
    assert barred_by_colour > 0

"""States where the fast engine and the literal reading disagreed, with the text's answer worked by hand.

Found by tests/dutch/test_property_fast_vs_literal.py. Each literal result is derived in the
comments from the articles, and the fast engine must give the same (it applied C9 to the whole
round until commit b5253c5).
"""

from __future__ import annotations

from checker.systems.dutch.literal.pairer import pair_with_trace
from checker.systems.dutch.state import DutchState
from checker.systems.dutch.pairer import pair as fast_pair
from tests.systems.dutch.builders import player, state


def c9_scope_state() -> DutchState:
    """Final round (4 of 4), five players; 2 and 8 (1 point) are the lowest PAB candidates."""
    return state(
        4,
        4,
        player(6, "2", "bw", (1, 2), "-d-", unplayed=1, topscorer=True),
        player(5, "1.5", "bbw", (4, 7, 8), "-du"),
        player(7, "1.5", "bwb", (1, 2, 5), "-dd"),
        player(2, "1", "wbw", (3, 6, 7), "-uu"),
        player(8, "1", "bw", (3, 5), "-u-", unplayed=1),
        initial="b",
        absent=((1, "Z"), (3, "H"), (4, "H")),
    )


def test_c9_applies_only_where_the_single_downfloater_gets_the_pab() -> None:
    # [C5]: the PAB goes to a 1-point player (2 or 8). 6 (2 points) is alone and floats into the
    # 1.5 bracket (MDP 6, residents 5, 7; M1 = MaxPairs = 1). 3.7 order: 6-5 (7 floats, then 7-8
    # and the PAB to 2), then 6-7 (5 floats, then 5-2 since 5 met 8, and the PAB to 8). Both are
    # equal on C5-C8; C9 does not apply (the bracket's downfloater is not the PAB assignee, note to
    # C9); C10-C13 are all granted; C14: 7 downfloated in round 3, 5 did not, so 6-7 is better.
    # Last bracket: 5-2, PAB 8 (C9 applies there but 5 has met 8: no choice).
    # Colours: 7 strong White vs 6 mild Black (5.2.1); 5 strong White vs 2 strong Black (5.2.1).
    result, trace = pair_with_trace(c9_scope_state())
    assert result.as_set() == {(7, 6), (5, 2)}
    assert result.pab == 8
    assert trace[1].candidate.pairs == ((6, 7),)
    assert trace[1].criteria.c9 == 0 and trace[1].criteria.c14 == 0


def test_fast_engine_agrees_on_c9_scope() -> None:
    fast = fast_pair(c9_scope_state())
    assert (fast.as_set(), fast.pab) == ({(7, 6), (5, 2)}, 8)

"""``explain``: the reference pairer's reasoning per bracket, checked by hand and against the literal enumerator."""

from __future__ import annotations

import pytest

from checker.state.base import to_tpn
from checker.systems.dutch.literal.pairer import pair_with_trace
from checker.systems.dutch.state import build_state
from checker.systems.dutch.pairer import pair
from checker.systems.dutch.candidates import brackets, mate_of
from checker.systems.dutch.explain import explain, first_candidate
from checker.systems.dutch.round import round_data
from tests.check.tamper import corpus


def test_p12r5_s1_round_4_by_hand() -> None:
    """Before round 4 of p12r5-s1 (from its 001 lines): 6 alone on 2.5 points floats down; in the
    2-point bracket S1 = 6, the first remainder candidate 2-5, 3-7 repeats 3-7 (round 3); in the
    1-point bracket 4, 8, 9, 10, 11 the first candidate 4-9, 8-10 gives 4 and 9 (both strong White,
    histories alike) the same colour: 5.2.4 gives it to the higher ranked 4, so 9 misses it (C12)."""
    text = explain(build_state(corpus("p12r5-s1"), 4))
    lines = text.splitlines()
    assert lines[0] == "Round 4 of 5, FIDE (Dutch) System 2026: 12 players to pair"
    assert "Bracket 2.5 (homogeneous): residents 6; MDPs none" in lines
    assert "Bracket 2 (heterogeneous): residents 1 2 3 5 7; MDPs 6 (2.5)" in lines
    assert "  S1 6 | S2 1 2 3 5 7 | Limbo none" in lines
    assert ("  first candidate (3.3): 6-1, 2-5, 3-7; downfloaters none -> not taken: 3-7 breaks C1: they have "
            "already played each other") in lines
    assert "  chosen: 6-1, 2-3, 5-7; downfloaters none" in lines
    assert ("  first candidate (3.3): 4-9, 8-10; downfloaters 11 -> not taken: C12: 1 player without their colour "
            "preference (9), the chosen candidate has 0") in lines
    assert "  chosen: 8-10, 9-11; downfloaters 4" in lines
    assert "  colours 10-8: Dutch 5.2.1: 8 prefers Black and 10 White: both preferences are granted" in lines
    assert lines[-1] == "PAB: none, 12 players to pair is an even number (Basic Rules 3)"


def test_p9r5_s48_round_3_pab_reasons() -> None:
    """C5: score 0 (5 and 7; 6, 8, 9 are barred by C2 but have more points anyway); C9: 5 has no
    unplayed game, 7 one (forfeit in round 2), and the 0 bracket downfloats exactly one player."""
    text = explain(build_state(corpus("p9r5-s48"), 3))
    assert "  C5: the lowest score whose PAB-eligible players leave a complete pairing is 0" in text
    assert "  C2:" not in text
    assert "  candidates with score 0 (unplayed games): 5 (0), 7 (1)" in text
    assert "  PAB to 5 (score 0, 0 unplayed games): the player left after the last bracket (1.9.1)" in text
    assert "  C9 acted in the 0 bracket, which downfloats exactly one player (2.4.4 note)" in text


CASES = [(name, r) for name, rounds in (("p9r5-s48", 5), ("p12r5-s1", 5), ("p12r7-s13", 7), ("p16r9-s26", 9))
         for r in range(1, rounds + 1) if (name, r) != ("p16r9-s26", 1)]  # 16 in one bracket: too big for literal


@pytest.mark.parametrize(("name", "round_number"), CASES)
def test_brackets_and_first_candidate_agree_with_the_literal_enumerator(name: str, round_number: int) -> None:
    """Per bracket: MDPs, M1, MaxPairs, Limbo and pairs as the literal engine's trace has them, and
    the first candidate (3.3) taken exactly when the literal engine accepted position 0."""
    state = build_state(corpus(name), round_number)
    data, _ = round_data(state)
    walk = brackets(data, mate_of(data, to_tpn(state, pair(state))))
    _, trace = pair_with_trace(state)
    tpn = [p.tpn for p in data.players]
    assert len(walk) == len(trace)
    for (bracket, chosen), outcome in zip(walk, trace):
        assert tuple(tpn[v] for v in bracket.mdps) == outcome.mdps
        assert len(chosen.mdp_pairs(bracket)) == outcome.m1
        assert len(chosen.pairs) == outcome.max_pairs
        assert tuple(tpn[m] for m in bracket.mdps if m in chosen.downfloaters) == outcome.limbo
        assert {frozenset((tpn[h], tpn[l])) for h, l in chosen.pairs} == outcome.candidate.key()
        first, _ = first_candidate(bracket, chosen, data)
        assert (set(first.pairs) == set(chosen.pairs)) == (outcome.position == 0)

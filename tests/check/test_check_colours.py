"""Colour flips (COLOURS verdicts) and the 5.2 rule named for each pair.

Each case flips one published board of a clean corpus round; the expected reason was worked out
from the players' 001 lines (colours of played games only, General Handling 3.4).
"""

from __future__ import annotations

import pytest

from checker.check.round import check_round
from checker.systems.dutch.state import build_state
from checker.systems.dutch.colours import colour_call
from checker.tournament.published import published_pairing
from tests.check.tamper import boards, corpus, dutch, rewrite_round

CASES = [
    # p9r5-s48 round 2: 1 had Black in round 1 (mild White), 4 had White (mild Black).
    ("p9r5-s48", 2, (1, 4), "Dutch 5.2.1", "1 prefers White and 4 Black: both preferences are granted"),
    # p9r5-s48 round 5: 5 played W, B, (PAB), B: last two games with Black, absolute White; 6 played
    # B, (forfeit), W, B: difference -1, strong White. The absolute preference wins.
    ("p9r5-s48", 5, (5, 6), "Dutch 5.2.2",
     "5 has an absolute preference for White (last two games with Black), 6 only a strong one: 5 gets White"),
    # p12r7-s13 round 7: both mild White; going back, 3 had White and 4 Black three games ago.
    ("p12r7-s13", 7, (4, 3), "Dutch 5.2.3",
     "both prefer White with a mild preference; 3 played games back, 3 had White and 4 Black: "
     "the colours alternate, 3 gets Black"),
    # p9r5-s48 round 5: 1 (B, W, B, W) and 8 (B, W: the PAB and the forfeit are not games) both mild
    # Black, histories equal from the end: 1 (3.5 points) is ranked higher and gets Black.
    ("p9r5-s48", 5, (8, 1), "Dutch 5.2.4",
     "both prefer Black with a mild preference and their colour histories never differ: the higher ranked 1 gets Black"),
    # p9r5-s48 round 1: nobody has played; the initial colour, read back from board 1 (5-1), is Black;
    # 2 has an even TPN. (Flipping board 1 itself would flip the inferred initial colour.)
    ("p9r5-s48", 1, (2, 6), "Dutch 5.2.5",
     "neither 2 nor 6 has played a game: the higher ranked 2 has an even TPN (2) and gets the opposite of the "
     "initial colour, White"),
]


@pytest.mark.parametrize(("name", "round_number", "board", "article", "reason"), CASES)
def test_colour_flip_is_colours_with_its_rule(name: str, round_number: int, board: tuple[int, int], article: str,
                                              reason: str) -> None:
    """Dutch 5.2.1-5.2.5: one flipped board, one COLOURS finding naming the rule and the reason."""
    t = corpus(name)
    pairs, pab = boards(t, round_number)
    assert board in pairs
    flipped = (board[1], board[0])
    t = rewrite_round(t, round_number, [flipped if p == board else p for p in pairs], pab)
    v = check_round(t, round_number, dutch())
    assert (v.verdict, v.criterion, v.article, v.differing_pairs) == ("COLOURS", None, article, 1)
    assert v.message == f"{flipped[0]}-{flipped[1]} should be {board[0]}-{board[1]}: {article}: {reason}"
    assert v.findings[0].published_pairs == (flipped,) and v.findings[0].reference_pairs == (board,)


def test_two_flips_give_one_finding_each() -> None:
    """Dutch 5.2.2 and 5.2.4 in the same round: each flipped board gets its own finding."""
    t = corpus("p9r5-s48")
    pairs, pab = boards(t, 5)
    flips = {(5, 6), (8, 1)}
    t = rewrite_round(t, 5, [(b, w) if (w, b) in flips else (w, b) for w, b in pairs], pab)
    v = check_round(t, 5, dutch())
    assert v.verdict == "COLOURS" and v.differing_pairs == 2
    assert sorted(f.article for f in v.findings) == ["Dutch 5.2.2", "Dutch 5.2.4"]


@pytest.mark.parametrize("name", ["p9r5-s48", "p12r7-s13", "p16r9-s26", "p25r11-s40"])
def test_colour_call_gives_the_published_colours(name: str) -> None:
    """Every pair of every round of bbpPairings' files (colours by Dutch 5.2), asked both ways round:
    ``colour_call`` gives White to the player the file gives White (forfeited pairs included: they were
    paired, and colours were allocated before the forfeit)."""
    t = corpus(name)
    checked = 0
    for r in range(1, t.round_columns + 1):
        state = build_state(t, r)
        present = {p.tpn for p in state.players}
        for pair in published_pairing(t, r).pairs:
            white, black = state.tpn_of(pair.white), state.tpn_of(pair.black)
            if white not in present or black not in present:
                continue
            a, b = state.player(white), state.player(black)
            for x, y in ((a, b), (b, a)):
                call = colour_call(state, x, y)
                assert (call.white, call.black) == (white, black), (name, r, call.article, call.reason)
                checked += 1
    assert checked >= 40

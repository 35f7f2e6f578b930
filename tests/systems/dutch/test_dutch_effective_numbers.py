"""Dutch 5.2.5 reads the parity of the effective pairing number (General Handling 2.4/2.5; issue 13).

A player who has not yet taken part in any pairing (absent from every round so far, the round being
paired included) is left out of the numbering, as a late entry not yet arrived would be. Each
expected pairing below is bbpPairings v6's output on the same file (``bbpPairings --dutch FILE -p``,
recorded when these tests were written); Gacrux and the real event of corpus/real-2026 read it so too.
"""

from __future__ import annotations

from checker.check.round import check_round
from checker.models import Tournament
from checker.systems.dutch.state import build_state
from checker.systems.dutch.system import DUTCH
from checker.tournament.rounds import infer_initial_colour
from checker.trf import loads


def _line(sn: int, *blocks: str, points: str = "0.0") -> str:
    head = f"001 {sn:>4}      {'Player ' + str(sn):<33} {2500 - 50 * sn:>4} {'':26} {points:>4} {sn:>4}"
    return head + "".join(f"  {b}" for b in blocks)


def _file(*lines: str, initial: str | None = "XXC white1") -> Tournament:
    head = ["012 Issue 13 effective pairing numbers", "XXR 5"] + ([initial] if initial else [])
    tournament, _ = loads("\n".join([*head, *lines]) + "\n", "issue13.trf")
    return tournament


def _pairs(tournament: Tournament, round_number: int) -> list[tuple[int, int]]:
    pairing = DUTCH.pair_round(tournament, round_number)
    return sorted((p.white, p.black) for p in pairing.pairs)


# Ten players, 1 and 4 known absent in round 1.
ROUND_1 = [_line(sn, *(["0000 - Z"] if sn in (1, 4) else [])) for sn in range(1, 11)]
BBP_ROUND_1 = [(2, 7), (5, 9), (8, 3), (10, 6)]


def test_round_1_with_player_1_absent_pairs_as_bbppairings() -> None:
    t = _file(*ROUND_1)
    assert _pairs(t, 1) == sorted(BBP_ROUND_1)
    state = build_state(t, 1)
    # 2 is the first player taking part: odd, the initial colour; 3 the second: even.
    assert [(p.tpn, p.effective_tpn) for p in state.players][:4] == [(2, 1), (3, 2), (5, 3), (6, 4)]


def test_that_round_published_is_consistent_and_infers_the_initial_colour() -> None:
    results = {2: "   7 w 1", 7: "   2 b 0", 8: "   3 w =", 3: "   8 b =", 5: "   9 w 0", 9: "   5 b 1",
               10: "   6 w =", 6: "  10 b ="}
    lines = [_line(sn, results.get(sn, "0000 - Z")) for sn in range(1, 11)]
    given = _file(*lines)
    assert check_round(given, 1, DUTCH).verdict == "CONSISTENT"
    # Without XXC the initial colour is read back: 2, the highest ranked player with a game, has White
    # and the effective number 1 (odd), so White is the initial colour (not Black, as TPN 2 would say).
    unknown = _file(*lines, initial=None)
    assert infer_initial_colour(unknown) == ("w", "inferred")
    assert check_round(unknown, 1, DUTCH).verdict == "CONSISTENT"


# Nine players: 1 absent in rounds 1-3, 2 and 4 absent in rounds 1-2 (Z), every game drawn; round 3
# pairs 2 and 4, who have no game: 2 is the first player taken into account (1 is not yet), so odd.
ROUND_3 = [
    _line(1, "0000 - Z", "0000 - Z", "0000 - Z"),
    _line(2, "0000 - Z", "0000 - Z"),
    _line(3, "   7 w =", "   9 b =", points="1.0"),
    _line(4, "0000 - Z", "0000 - Z"),
    _line(5, "   8 b =", "   6 w =", points="1.0"),
    _line(6, "   9 w =", "   5 b =", points="1.0"),
    _line(7, "   3 b =", "   8 w =", points="1.0"),
    _line(8, "   5 w =", "   7 b =", points="1.0"),
    _line(9, "   6 b =", "   3 w =", points="1.0"),
]
BBP_ROUND_3 = [(2, 4), (3, 5), (6, 7), (8, 9)]


def test_a_player_absent_twice_meets_one_with_only_byes_as_bbppairings() -> None:
    t = _file(*ROUND_3)
    assert _pairs(t, 3) == BBP_ROUND_3
    two = build_state(t, 3).player(2)
    assert (two.tpn, two.effective_tpn, two.colours) == (2, 1, ())


def test_explain_names_the_effective_number() -> None:
    text = DUTCH.explain(build_state(_file(*ROUND_3), 3))
    assert ("colours 2-4: Dutch 5.2.5: neither 2 nor 4 has played a game: the higher ranked 2 has an odd pairing "
            "number (1: TPN 2 among the players taken into account so far, General Handling 2.4) and gets the "
            "initial colour, White") in text

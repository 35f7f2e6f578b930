"""The text's own examples: D.1's transpositions, D.2's exchange matrices and the seven-player remark,
A.7 and A.8, B.2, F.3's colour histories, F.4's first round."""

from __future__ import annotations

from itertools import permutations

from checker.systems.dutch_procedural.colours import colour_rule, higher_first
from checker.systems.dutch_procedural.pairer import pair
from checker.systems.dutch_procedural.rules import rules_for
from checker.systems.dutch_procedural.sequences import apply, canonical_exchange, exchanges, transpositions
from checker.systems.dutch_procedural.state import build_state
from checker.models import Player, RoundEntry, Tournament
from tests.systems.dutch_procedural.builders import boards, player, state

LETTERS = "abcdefghi"


def test_d1_transpositions_come_in_the_texts_order() -> None:
    # D.1: "1. 5-6-8-7; 2. 5-7-6-8; 3. 5-7-8-6; 4. 5-8-6-7; 5. 5-8-7-6; 6. 6-5-7-8; 7. 6-5-8-7, etc."
    walked = list(transpositions((5, 6, 7, 8), 4))
    assert walked[0] == (5, 6, 7, 8)
    assert walked[1:8] == [(5, 6, 8, 7), (5, 7, 6, 8), (5, 7, 8, 6), (5, 8, 6, 7), (5, 8, 7, 6), (6, 5, 7, 8), (6, 5, 8, 7)]
    # "Hint: put all numbers constructable with the digits 5, 6, 7 and 8 in ascending order."
    assert walked == sorted(permutations((5, 6, 7, 8)))


def test_d1_with_a_longer_s2_the_first_p_players_decide() -> None:
    # Seven players: S1 1 2 3 plays the first three of S2; 4-5-6 leaves 7, then 4-5-7 leaves 6.
    walked = list(transpositions((4, 5, 6, 7), 3))
    assert walked[:4] == [(4, 5, 6), (4, 5, 7), (4, 6, 5), (4, 6, 7)]


def _text_players(exchange: tuple[tuple[int, ...], tuple[int, ...]], excluded: set[int]) -> bool:
    return not (set(exchange[0]) | set(exchange[1])) & excluded


def test_d2_the_one_player_matrix_a_to_i() -> None:
    # "Exchanging one player: a) 4 and 5; b) 4 and 6; c) 3 and 5; etc. until i) 2 and 7."
    ones = [e for e in exchanges((1, 2, 3, 4), (5, 6, 7, 8)) if len(e[0]) == 1 and _text_players(e, {1, 8})]
    matrix = {"a": (4, 5), "b": (4, 6), "c": (3, 5), "d": (4, 7), "e": (3, 6), "f": (2, 5), "g": (3, 7), "h": (2, 6),
              "i": (2, 7)}
    assert [(e[0][0], e[1][0]) for e in ones] == [matrix[x] for x in LETTERS]


def test_d2_the_two_player_matrix_j_to_r() -> None:
    # "Exchanging two players: j) 3+4 with 5+6; k) 3+4 with 5+7; l) 2+4 with 5+6 etc."
    twos = [e for e in exchanges((1, 2, 3, 4), (5, 6, 7, 8)) if len(e[0]) == 2 and _text_players(e, {1, 8})]
    matrix = {"j": ((3, 4), (5, 6)), "k": ((3, 4), (5, 7)), "l": ((2, 4), (5, 6)), "m": ((3, 4), (6, 7)),
              "n": ((2, 4), (5, 7)), "o": ((2, 3), (5, 6)), "p": ((2, 4), (6, 7)), "q": ((2, 3), (5, 7)),
              "r": ((2, 3), (6, 7))}
    assert twos == [matrix[x] for x in "jklmnopqr"]
    # Every one-player exchange comes before every two-player exchange.
    sizes = [len(e[0]) for e in exchanges((1, 2, 3, 4), (5, 6, 7, 8))]
    assert sizes == sorted(sizes)


def test_d2_seven_players_deduct_one_and_the_last_column_is_obsolete() -> None:
    # "with 7 players S1 contains players 1, 2 and 3, S2 4, 5, 6 and 7 ... deducting all numbers by 1.
    # The last column of the second matrix has then become obsolete."
    walked = [e for e in exchanges((1, 2, 3), (4, 5, 6, 7)) if _text_players(e, {7})]
    ones = [(e[0][0], e[1][0]) for e in walked if len(e[0]) == 1]
    assert ones == [(4 - 1, 5 - 1), (4 - 1, 6 - 1), (3 - 1, 5 - 1), (4 - 1, 7 - 1), (3 - 1, 6 - 1), (2 - 1, 5 - 1),
                    (3 - 1, 7 - 1), (2 - 1, 6 - 1), (2 - 1, 7 - 1)]
    twos = [e for e in walked if len(e[0]) == 2 and e[0] != (1, 2)]
    assert twos == [((2, 3), (4, 5)), ((2, 3), (4, 6)), ((1, 3), (4, 5)), ((2, 3), (5, 6)), ((1, 3), (4, 6)),
                    ((1, 3), (5, 6))]


def _pairings(s1: tuple[int, ...], s2: tuple[int, ...], exchange: tuple[tuple[int, ...], tuple[int, ...]]) -> set[frozenset[frozenset[int]]]:
    new_s1, new_s2 = apply(s1, s2, exchange)
    return {frozenset(frozenset(p) for p in zip(new_s1, prefix)) for prefix in permutations(new_s2, len(new_s1))}


def test_d2_exchanges_the_matrices_leave_out_reach_no_new_pairing() -> None:
    # swisscheck walks every exchange; the ones the text's matrices leave out (player 1 or 8 of eight,
    # 1+2 of seven) only reach pairings an earlier exchange reached, so walking them changes nothing.
    for s1, s2, left_out in (((1, 2, 3, 4), (5, 6, 7, 8), lambda e: bool({1, 8} & (set(e[0]) | set(e[1])))),
                             ((1, 2, 3), (4, 5, 6, 7), lambda e: 7 in e[1] or e[0] == (1, 2))):
        seen = _pairings(s1, s2, ((), ()))
        for exchange in exchanges(s1, s2):
            reached = _pairings(s1, s2, exchange)
            if left_out(exchange):
                assert reached <= seen, exchange
            seen |= reached


def test_d2_a_pairing_is_met_first_at_its_canonical_exchange() -> None:
    # 1-2 3-5 4-6 7-8 (eight players): S1 must lose 2 (the lower of 1, 2) and take 7 (the higher of 7, 8).
    assert canonical_exchange((1, 2, 3, 4), ((1, 2), (3, 5), (4, 6), (7, 8)), ()) == ((2,), (7,))
    first = next(e for e in exchanges((1, 2, 3, 4), (5, 6, 7, 8))
                 if frozenset(frozenset(p) for p in ((1, 2), (3, 5), (4, 6), (7, 8))) in _pairings((1, 2, 3, 4), (5, 6, 7, 8), e))
    assert first == ((2,), (7,))


def test_a7_preferences_and_their_strength() -> None:
    assert (player(1, colours="wbww").preference, player(1, colours="wbww").strength) == ("b", "absolute")
    assert (player(1, colours="bb").preference, player(1, colours="bb").strength) == ("w", "absolute")
    assert (player(1, colours="wbw").preference, player(1, colours="wbw").strength) == ("b", "strong")
    assert (player(1, colours="wb").preference, player(1, colours="wb").strength) == ("w", "mild")
    assert (player(1).preference, player(1).strength) == (None, "none")


def test_a8_x_from_the_preferences() -> None:
    # Six players, four preferring white, two black: q = 3, w > b, x = w - q = 1.
    st = state(3, 5, *(player(t, "1", c) for t, c in zip(range(1, 7), ["wb", "wb", "wb", "wb", "bw", "bw"])))
    assert rules_for(st).x(tuple(range(1, 7))) == 1
    # Balanced: x = 0 (never below 0).
    st = state(3, 5, *(player(t, "1", c) for t, c in zip(range(1, 5), ["wb", "bw", "wb", "bw"])))
    assert rules_for(st).x(tuple(range(1, 5))) == 0


def test_a7_e_a_mild_preference_in_an_even_round_reduces_x() -> None:
    # Round 4 (even): 3 and 4 had a bye (two games, mild preferences), the others three games.
    players = [player(1, "1", "wbw"), player(2, "1", "wbw"), player(3, "1", "wb"), player(4, "1", "wb")]
    rules = rules_for(state(4, 5, *players))
    assert rules.x((1, 2, 3, 4)) == 0  # counted as white: w = 2, b = 2 (without A.7 e: b = 4, x = 2)
    counted = rules.counted((1, 2, 3, 4))
    assert not rules.ungranted(1, 3, counted) and rules.ungranted(1, 2, counted)


def test_b2_forbids_a_third_colour_in_a_row_and_a_difference_beyond_two() -> None:
    assert player(1, colours="bww").breaks_b2("w") and not player(1, colours="bww").breaks_b2("b")
    assert player(1, colours="wbww").breaks_b2("w")  # difference would be +3
    assert not player(1, colours="wbw").breaks_b2("w")  # +2 is allowed


def _line(start: int, rating: int, blocks: list[tuple[int | None, str | None, str]]) -> Player:
    return Player(start_number=start, name=f"Player {start:02d}", rating=rating,
                  rounds=tuple(RoundEntry(round=k, opponent=o, colour=c, result=r)  # type: ignore[arg-type]
                               for k, (o, c, r) in enumerate(blocks, start=1)))


def test_f3_a_round_without_a_game_is_left_out_of_the_colour_history() -> None:
    # F.3: "BWW-B (i.e. no valid game in round 4) will be treated as -BWWB with respect to E3. So WB-WB
    # will count as -WBWB". Player 1: B W W, round 4 forfeited, B; player 2: W B, round 3 forfeited, W B.
    one = _line(1, 2000, [(3, "b", "="), (4, "w", "="), (5, "w", "="), (6, "w", "+"), (4, "b", "=")])
    two = _line(2, 1990, [(4, "w", "="), (3, "b", "="), (6, "w", "-"), (5, "w", "="), (3, "b", "=")])
    rest = [_line(s, 1900 - s, []) for s in range(3, 7)]
    st = build_state(Tournament(players=(one, two, *rest), declared_rounds=7), 6)
    a, b = st.player(1), st.player(2)
    assert a.colours == ("b", "w", "w", "b") and b.colours == ("w", "b", "w", "b")
    # Both prefer white mildly (E.2 does not decide); on -BWWB / -WBWB the latest different colours are
    # W (1) and B (2), three games back: E.3 gives 1 Black.
    higher, lower = higher_first(st, 1, 2)
    colour, article, _ = colour_rule(st, higher, lower)
    assert (higher.tpn, colour, article) == (1, "b", "E.3")


def test_f3_bww_b_w_counts_as_bwwbw() -> None:
    line = _line(1, 2000, [(2, "b", "1"), (3, "w", "1"), (4, "w", "1"), (None, None, "Z"), (5, "b", "1"),
                           (None, None, "Z"), (6, "w", "1")])
    others = [_line(s, 1900 - s, []) for s in range(2, 7)]
    st = build_state(Tournament(players=(line, *others), declared_rounds=9), 8)
    assert st.player(1).colours == ("b", "w", "w", "b", "w")


def test_f4_round_one_top_half_against_bottom_half_and_the_lowest_gets_the_bye() -> None:
    # F.4 with seven players: S1 = 1 2 3, S2 = 4 5 6 7; 1-4, 2-5, 3-6 and the bye to 7. E.5: the colour
    # drawn (white) for 1 and 3, the other for 2.
    st = state(1, 5, *(player(t) for t in range(1, 8)))
    pairing = pair(st)
    assert boards(pairing) == {(1, 4), (5, 2), (3, 6)} and pairing.pab == 7
    st = state(1, 5, *(player(t) for t in range(1, 9)), initial="b")
    assert boards(pair(st)) == {(5, 1), (2, 6), (7, 3), (4, 8)}

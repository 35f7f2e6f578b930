"""Burstein 1.7-1.8: the Index (Buchholz, Sonneborn-Berger) read from hand-written tournaments.

Each tournament is written as TRF round blocks; the expected values are worked out in the docstrings.
"""

from __future__ import annotations

from decimal import Decimal

from checker.systems.burstein.state import BursteinState, build_state
from tests.tournament.builders import player, tournament


def index(state: BursteinState) -> dict[int, tuple[Decimal, Decimal]]:
    """TPN -> (Buchholz, Sonneborn-Berger)."""
    return {p.tpn: (p.buchholz, p.sonneborn_berger) for p in state.players}


def test_burstein_1_7_1_buchholz_and_sonneborn_berger_on_current_scores() -> None:
    """After two rounds 1 (1.5), 2 (1), 3 (0.5), 4 (1): 1 met 2 (won) and 3 (drew):
    Buchholz 1 + 0.5 = 1.5, Sonneborn-Berger 1 x 1 + 0.5 x 0.5 = 1.25."""
    t = tournament(
        player(1, "2 w 1", "3 b ="), player(2, "1 b 0", "4 w 1"),
        player(3, "4 w 0", "1 w ="), player(4, "3 b 1", "2 b 0"),
    )
    got = index(build_state(t, 3))
    assert got[1] == (Decimal("1.5"), Decimal("1.25"))
    assert got[2] == (Decimal("2.5"), Decimal("1"))
    assert got[3] == (Decimal("2.5"), Decimal("0.75"))
    assert got[4] == (Decimal("1.5"), Decimal("0.5"))


def test_burstein_1_7_2_1_an_unplayed_round_is_a_game_against_oneself() -> None:
    """5 had the PAB in round 1 (a win against himself: his own score 2 counts, times 1 point), then
    beat 1 (score 0): Buchholz 2 + 0 = 2, Sonneborn-Berger 1 x 2 + 1 x 0 = 2. A forfeit win is the same:
    4 won by forfeit in round 1 (against himself, own score 1) and lost to 2 (score 2): Buchholz 1 + 2,
    SB 1 x 1 + 0 x 2."""
    t = tournament(
        player(1, "2 w 0", "5 b 0"), player(2, "1 b 1", "4 w 1"), player(3, "4 w -", "0000 - U"),
        player(4, "3 b +", "2 b 0"), player(5, "0000 - U", "1 w 1"),
    )
    got = index(build_state(t, 3))
    assert got[5] == (Decimal("2"), Decimal("2"))
    assert got[4] == (Decimal("3"), Decimal("1"))
    # 3 lost by forfeit (0 points against himself, score 1) then had the PAB: Buchholz 1 + 1, SB 0 + 1.
    assert got[3] == (Decimal("2"), Decimal("1"))


def test_burstein_1_7_2_1_zero_point_byes_up_to_now_count_as_draws_for_the_opponents() -> None:
    """3 beat 1 in round 1, then was absent (Z) in rounds 2 and 3: for 1's Buchholz 3 counts 1 + 2 x 0.5
    = 2, 2 (two wins) 2 and 4 (the PAB) 1; 3's own Buchholz counts 1's score (2) and twice his own (1): 2 + 1 + 1 = 4, SB 1 x 2 = 2."""
    t = tournament(
        player(1, "3 b 0", "2 w 1", "4 b 1"), player(2, "4 w 1", "1 b 0", "0000 - U"),
        player(3, "1 w 1", "0000 - Z", "0000 - Z"), player(4, "2 b 0", "0000 - U", "1 w 0"),
    )
    got = index(build_state(t, 4))
    assert got[1][0] == Decimal("2") + Decimal("2") + Decimal("1")
    assert got[3] == (Decimal("4"), Decimal("2"))


def test_burstein_1_7_2_1_a_zero_point_bye_followed_by_a_game_is_not_a_draw() -> None:
    """3 was absent in round 2 but played round 3: the series does not reach the current round, so
    3's score (1) counts as it is for 1."""
    t = tournament(
        player(1, "3 b 0", "2 w 1", "4 b 1"), player(2, "4 w 1", "1 b 0", "3 w 1"),
        player(3, "1 w 1", "0000 - Z", "2 b 0"), player(4, "2 b 0", "0000 - U", "1 w 0"),
    )
    got = index(build_state(t, 4))
    assert got[1][0] == Decimal("1") + Decimal("2") + Decimal("1")


def test_burstein_1_7_2_2_virtual_points_are_left_out_of_the_index() -> None:
    """Baku (192 FIDE_BURSTEIN_BAKU, 4 players: GA = 1, 2): the pairing score of 1 and 2 carries half a
    virtual point in round 3 of 8 (C.04.7 1.4.3), the Index counts the standings points only."""
    t = tournament(
        player(1, "2 w 1", "3 b ="), player(2, "1 b 0", "4 w 1"),
        player(3, "4 w 0", "1 w ="), player(4, "3 b 1", "2 b 0"),
        declared_rounds=8, system_code="FIDE_BURSTEIN_BAKU",
    )
    state = build_state(t, 3)
    one = state.player(1)
    assert one.acceleration == Decimal("0.5") and one.pairing_score == Decimal("2")
    assert (one.buchholz, one.sonneborn_berger) == (Decimal("1.5"), Decimal("1.25"))


def test_burstein_1_8_ranking_is_index_then_tpn_never_score() -> None:
    """Within a scoregroup players go by Buchholz, then Sonneborn-Berger, then TPN (4.1's BSN order)."""
    t = tournament(
        player(1, "2 w 1", "3 b ="), player(2, "1 b 0", "4 w 1"),
        player(3, "4 w 0", "1 w ="), player(4, "3 b 1", "2 b 0"),
    )
    state = build_state(t, 3)
    assert [p.tpn for p in state.players] == [1, 2, 4, 3]  # 1.5; then 1 point: 2 (Bh 2.5) before 4 (1.5)
    assert sorted(state.players, key=lambda p: p.rank_key)[0].tpn == 2

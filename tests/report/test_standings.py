"""``checker.tournament.standings``: points after each round, shared ranks, crosstable floats."""

from __future__ import annotations

from decimal import Decimal

from checker.models import Player, RoundEntry, Tournament
from checker.tournament.standings import crosstable, points_after, standings_after


def _event() -> Tournament:
    """Four players, two rounds: 1 beats 2, 3 draws 4; then 1 draws 3, 4 (half a point) beats 2 (none)."""
    def p(n: int, rating: int, *blocks: tuple[int, str, str]) -> Player:
        """A player with one (opponent, colour, result) per round."""
        return Player(start_number=n, name=f"P{n}", rating=rating, rounds=tuple(
            RoundEntry(round=r, opponent=o, colour=c, result=res)  # type: ignore[arg-type]
            for r, (o, c, res) in enumerate(blocks, start=1)))
    return Tournament(players=(
        p(1, 2000, (2, "w", "1"), (3, "b", "=")),
        p(2, 1900, (1, "b", "0"), (4, "w", "0")),
        p(3, 1800, (4, "w", "="), (1, "w", "=")),
        p(4, 1700, (3, "b", "="), (2, "b", "1")),
    ))


def test_points_after_each_round_follow_the_result_codes() -> None:
    points = points_after(_event(), 2)
    assert points[1] == (Decimal(1), Decimal("1.5")) and points[4] == (Decimal("0.5"), Decimal("1.5"))


def test_equal_points_share_a_rank_listed_by_rating() -> None:
    t = _event()
    rows = standings_after(t, points_after(t, 2), 2)
    assert [(r.rank, r.shared, r.start_number) for r in rows] == [(1, True, 1), (1, True, 4), (3, False, 3),
                                                                  (4, False, 2)]


def test_crosstable_marks_the_lower_scored_player_floating_up_the_other_down() -> None:
    t = _event()
    table = crosstable(t, points_after(t, 2), 2)
    assert table[2][1].float == "up" and table[4][1].float == "down" and table[1][0].float == ""
    assert (table[4][1].opponent, table[4][1].colour, table[4][1].result) == (2, "b", "1")

"""``dumps(..., points=...)``: the points column written from a map (TRF16 001 columns 81-84), as a
copy of the tournament with those points would write it (the campaign writes its engine's file so)."""

from __future__ import annotations

from decimal import Decimal

from checker.trf import dumps, loads
from tests.trf.lines import player, trf

TEXT = trf("012 Points", player(1, "   2 w 1", points="1.0"), player(2, "   1 b 0", points="0.0"),
           player(3, "0000 - H", points="0.5"))


def test_trf16_001_points_column_from_a_map_as_a_copy_with_those_points_writes_it() -> None:
    tournament = loads(TEXT)[0]
    points = {1: Decimal("1.5"), 3: Decimal("2")}  # player 2 not named: its own column stays
    copied = tournament.model_copy(update={"players": tuple(
        p.model_copy(update={"points": points.get(p.start_number, p.points)}) for p in tournament.players)})
    written = dumps(tournament, points=points)
    assert written == dumps(copied)
    assert [p.points for p in loads(written)[0].players] == [Decimal("1.5"), Decimal("0.0"), Decimal("2")]
    assert dumps(tournament, points={}) == dumps(tournament)

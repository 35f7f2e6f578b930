"""Scoring records: TRF-2026 162, JaVaFo XXS, bbpPairings BB?, and team 362."""

from __future__ import annotations

from decimal import Decimal

from checker.models import RoundEntry, ScoringSystem, TeamScoring
from checker.trf import dumps, loads
from tests.trf.lines import player, trf

D = Decimal
PLAYERS = (player(1, "   2 w 1"), player(2, "   1 b 0"))


def scoring_of(*records: str) -> ScoringSystem:
    """The scoring system of a two-player file with these records."""
    return loads(trf(*records, *PLAYERS))[0].scoring


def test_no_record_is_1_half_0() -> None:
    assert scoring_of() == ScoringSystem()


def test_162_w_sets_forfeit_win_full_bye_and_pab() -> None:
    s = scoring_of("162  W 3.0    D 1.0    L 0.0")
    assert (s.white_win, s.black_win, s.forfeit_win, s.full_bye, s.pab) == (D(3),) * 5
    assert (s.white_draw, s.black_draw, s.half_bye, s.unknown) == (D(1),) * 4
    assert (s.white_loss, s.black_loss, s.forfeit_loss, s.zero_bye) == (D(0),) * 4


def test_162_a_p_x_symbols() -> None:
    s = scoring_of("162  W 3.0    D 1.0    L 0.0    A-1.0    P 1.0    X 0.0")
    assert (s.forfeit_loss, s.zero_bye) == (D(-1), D(-1))
    assert s.pab == D(1)
    assert s.unknown == D(0)


def test_162_z_is_read_as_a() -> None:
    # bbpPairings reads Z where TRF-2026 writes A (absence)
    assert scoring_of("162  Z 0.5").zero_bye == D("0.5")


def test_xxs_codes_and_shortcuts() -> None:
    # JaVaFo AUM: XXS FL=0 W=3 D=2 PAB=2 WL=1 BL=1 ZPB=1 (3/2/1/0)
    s = scoring_of("XXS FL=0 W=3 D=2 PAB=2 WL=1 BL=1 ZPB=1")
    assert (s.white_win, s.black_win, s.forfeit_win, s.full_bye) == (D(3),) * 4
    assert (s.white_draw, s.black_draw, s.half_bye) == (D(2),) * 3
    assert (s.white_loss, s.black_loss, s.zero_bye, s.forfeit_loss, s.pab) == (D(1), D(1), D(1), D(0), D(2))


def test_xxs_w_does_not_change_pab() -> None:
    # JaVaFo AUM: "XXS W=3" + "XXS D=1": the PAB stays 1
    s = scoring_of("XXS W=3", "XXS D=1")
    assert (s.white_win, s.white_draw, s.pab) == (D(3), D(1), D(1))


def test_xxs_later_overrides_earlier() -> None:
    assert scoring_of("XXS W=3 WW=2").white_win == D(2)
    assert scoring_of("XXS WW=2", "XXS W=3").white_win == D(3)


def test_xxs_overrides_162_whatever_the_order() -> None:
    assert scoring_of("XXS W=2", "162  W 3.0").white_win == D(2)


def test_bbp_codes() -> None:
    s = scoring_of("BBW  3.0", "BBD  1.0", "BBL  0.5", "BBZ  0.2", "BBF -1.0")
    assert (s.white_win, s.forfeit_win, s.full_bye, s.pab) == (D(3),) * 4  # BBU defaults to BBW
    assert (s.white_draw, s.half_bye, s.white_loss, s.black_loss) == (D(1), D(1), D("0.5"), D("0.5"))
    assert (s.zero_bye, s.forfeit_loss) == (D("0.2"), D(-1))


def test_bbu_given_before_bbw_still_wins() -> None:
    assert scoring_of("BBU  1.0", "BBW  3.0").pab == D(1)


def test_points_of_round_blocks_under_3_1_0() -> None:
    s = scoring_of("162  W 3.0    D 1.0    L 0.0")
    assert s.points(RoundEntry(round=1, opponent=2, colour="b", result="1")) == D(3)
    assert s.points(RoundEntry(round=1, result="H")) == D(1)
    assert s.points(RoundEntry(round=1, result="")) == D(0)


def test_362_team_scoring_without_decimals() -> None:
    t = loads(trf("362 TW 3     TD 1     TL 0 ", *PLAYERS))[0]
    assert t.team_scoring == TeamScoring(win=D(3), draw=D(1), loss=D(0))


def test_writer_keeps_colour_dependent_scoring() -> None:
    # 162 cannot say "a win with Black is worth more": the writer adds an XXS line
    t = loads(trf("XXS BW=1.5 FPB=0.5 PAB=0.5", *PLAYERS))[0]
    text = dumps(t)
    assert "162  W 1.0    D 0.5    L 0.0    P 0.5" in text.splitlines()
    assert "XXS BW=1.5 FPB=0.5" in text.splitlines()
    assert loads(text)[0].scoring == t.scoring

"""Fields of concrete corpus lines, checked by hand against the files' columns."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from checker.models import (
    AccelerationRecord,
    ByeRecord,
    ForfeitedMatch,
    NationalRecord,
    ProhibitedPairing,
    Record,
    RoundEntry,
    Team,
    TeamLineup,
    TeamScoring,
)
from tests.paths import DATA
from tests.trf.lines import loaded

REAL = DATA / "real"


def test_grandmommy_tournament_records() -> None:
    # 142 14 / 152 B / 192 FIDE_TEAM_BAKU / 352 WBWB / 362 TW 2 TD 1 TL 0
    t, warnings = loaded(REAL / "echecsjs_grandmommyscup_tec_trf26_team.trf")
    assert t.name == "Grandmommy's Cup"
    assert (t.declared_rounds, t.rounds_source) == (14, "142")
    assert t.initial_colour == "b"
    assert t.system_code == "FIDE_TEAM_BAKU"
    assert t.board_colours == "WBWB"
    assert t.team_scoring == TeamScoring(win=Decimal(2), draw=Decimal(1), loss=Decimal(0))
    assert warnings == ()


def test_grandmommy_first_240_250_260_records() -> None:
    # "240 F   1    3<TAB> " / "250  2          1   1    1    2" / "260   1   3    1    2    3    4    5"
    t, _ = loaded(REAL / "echecsjs_grandmommyscup_tec_trf26_team.trf")
    assert t.byes[0] == ByeRecord(kind="F", round=1, ids=(3,))
    assert t.byes[3] == ByeRecord(kind="H", round=2, ids=(7, 39))
    assert len(t.byes) == 18
    assert t.acceleration[0] == AccelerationRecord(
        match_points=Decimal(2), points=None, first_round=1, last_round=1, first_id=1, last_id=2
    )
    assert t.acceleration[3] == AccelerationRecord(
        match_points=Decimal(1), points=None, first_round=5, last_round=7, first_id=1, last_id=25
    )
    assert t.prohibited[0] == ProhibitedPairing(first_round=1, last_round=3, ids=(1, 2, 3, 4, 5))
    assert t.prohibited[2] == ProhibitedPairing(first_round=4, last_round=11, ids=(2, 50))


def test_grandmommy_team_records_310_320_330_300_013() -> None:
    # "310   1 India                            IND     2486   15     28.0  11     1    5   15   28   44"
    t, _ = loaded(REAL / "echecsjs_grandmommyscup_tec_trf26_team.trf")
    teams_310 = [x for x in t.teams if x.source == "310"]
    teams_013 = [x for x in t.teams if x.source == "013"]
    assert teams_310[0] == Team(
        number=1,
        name="India",
        nickname="IND",
        strength="2486",
        match_points=Decimal(15),
        game_points=Decimal("28.0"),
        rank=11,
        players=(1, 5, 15, 28, 44),
        source="310",
    )
    assert len(teams_310) == len(teams_013) == 50
    # 013 lines carry no number: the order of the lines; Indonesia has four players
    assert teams_013[31] == Team(number=32, name="Indonesia", players=(45, 42, 234, 114), source="013")
    # "320  1    2.0          50  49      46 ...": blank team fields are rounds without a team PAB
    assert t.team_pab is not None
    assert (t.team_pab.match_points, t.team_pab.game_points) == (Decimal(1), Decimal("2.0"))
    assert t.team_pab.teams == (0, 0, 50, 49, 0, 46, 48, 45, 0, 36, 43, 0, 0, 40)
    assert t.forfeited_matches[0] == ForfeitedMatch(outcome="+-", round=4, white=23, black=33)
    assert t.forfeited_matches[2] == ForfeitedMatch(outcome="--", round=6, white=24, black=2)
    assert t.lineups[0] == TeamLineup(round=1, team=16, opponent=4, boards=(242, 246, 243, 244))
    assert t.lineups[1] == TeamLineup(round=1, team=5, opponent=17, boards=(14, 0, 29, 39))
    assert len(t.lineups) == 141


def test_grandmommy_national_and_crosstable_records() -> None:
    t, _ = loaded(REAL / "echecsjs_grandmommyscup_tec_trf26_team.trf")
    assert len(t.national) == 15
    assert t.national[4] == NationalRecord(
        federation_code="IND",
        start_number=43,
        classification="WGM",
        name="Player0043 Test0043",
        rating=2452,
        origin="SK",
        national_id="74300050005",
        birth_date="1994/03/31",
    )
    codes = [h.code for h in t.headers]
    assert codes.count("801") == codes.count("802") == 50
    assert t.headers[0] == Record(code="012", text="012 Grandmommy's Cup ")


def test_grandmommy_player_6_every_field() -> None:
    t, _ = loaded(REAL / "echecsjs_grandmommyscup_tec_trf26_team.trf")
    p = t.player(6)
    assert (p.sex, p.title, p.name, p.rating, p.federation, p.fide_id, p.birth_date) == (
        "",
        "",
        "Test0006 Player0006",
        2505,
        "POL",
        "70623454321",
        "1993/00/00",
    )
    assert (p.points, p.rank) == (Decimal("5.5"), 84)
    assert p.rounds[0] == RoundEntry(round=1, opponent=242, colour="b", result="=")
    assert p.rounds[13] == RoundEntry(round=14, opponent=13, colour="b", result="0")
    assert len(p.rounds) == 14


def test_gros_round_5_absences_and_xxr() -> None:
    # JaVaFo AUM sample: round 5 to be paired, 22 and 28 absent (0000 - Z), 43 half-point bye (0000 - H)
    t, warnings = loaded(REAL / "echecsjs_javafo_sample2_gros_2010.trf")
    assert (t.declared_rounds, t.rounds_source) == (9, "XXR")
    in_round_5 = {p.start_number: p.entry(5) for p in t.players if p.entry(5) is not None}
    assert in_round_5 == {
        22: RoundEntry(round=5, opponent=None, colour=None, result="Z"),
        28: RoundEntry(round=5, opponent=None, colour=None, result="Z"),
        43: RoundEntry(round=5, opponent=None, colour=None, result="H"),
    }
    # player 43's points (1.0 = one draw + the pre-entered H) include the H: tolerated, no warning
    assert t.player(43).points == Decimal("1.0")
    assert warnings == ()


def test_gros_trf06_title_and_year_birth_date() -> None:
    t, _ = loaded(REAL / "echecsjs_javafo_sample2_gros_2010.trf")
    p = t.player(1)
    assert (p.sex, p.title, p.name, p.rating, p.federation, p.fide_id, p.birth_date, p.points, p.rank) == (
        "m",
        "g",
        "Mirzoev Azer",
        2527,
        "AZE",
        "13400304",
        "1978",
        Decimal("4.0"),
        1,
    )
    assert t.player(6).rating == 0  # "   0": rated zero, not blank


def test_icu_latin_1_names_decoded() -> None:
    t, _ = loaded(REAL / "icu_latin-1.tab")
    assert t.name == "Läs Végas National Opeñ"
    assert [p.name for p in t.players] == ["Uì Laighlèis,Gearoìdin", "Örr,Mârk", "Bologan,Viktor"]


def test_icu_latin_1_and_utf_8_give_the_same_tournament() -> None:
    assert loaded(REAL / "icu_latin-1.tab")[0] == loaded(REAL / "icu_utf-8.tab")[0]


def test_icu_blank_round_block_inside_a_line() -> None:
    # "001    2 m  m Örr,Mârk ...  1 w 1               3 b 1": round 2 is ten blanks
    t, _ = loaded(REAL / "icu_latin-1.tab")
    assert t.player(2).rounds == (
        RoundEntry(round=1, opponent=1, colour="w", result="1"),
        RoundEntry(round=2, opponent=None, colour=None, result=""),
        RoundEntry(round=3, opponent=3, colour="b", result="1"),
    )


def test_icu_trf06_half_point_bye_spelling() -> None:
    # icu_valid.tab line 10: "0000 - =" is the TRF06 half-point bye, read as H in a file that writes
    # no TRF16 bye code (issue 29 item 5, checker/trf/era.py)
    t, _ = loaded(REAL / "icu_valid.tab")
    assert t.player(1).rounds[0] == RoundEntry(round=1, opponent=None, colour=None, result="H")


def test_bunratty_bye_with_blank_opponent_and_result() -> None:
    # "      -   ": blank opponent (= 0000), colour -, blank result (= Z)
    t, _ = loaded(REAL / "icu_bunratty_masters_2011.tab")
    assert t.player(16).rounds[3] == RoundEntry(round=4, opponent=None, colour=None, result="")


def test_armstrong_rulers_and_team_order(corpus_dir: Path) -> None:
    t, _ = loaded(corpus_dir / "real" / "icu_armstrong_2011.tab")
    assert t.name == "Leinster Chess Union Div 1 Armstrong Cup 2010 - 2011"
    # the ruler "0123456789..." starts like a 012 record but is not one
    ruler = next(h for h in t.headers if h.text.startswith("0123456789"))
    assert ruler.code == ""
    assert [h.code for h in t.headers].count("012") == 1
    assert [(x.number, x.name) for x in t.teams[:3]] == [
        (1, "Bray / Greystones"),
        (2, "Dublin"),
        (3, "Dublin University"),
    ]
    assert len(t.teams) == 12


def test_heltour_ruler_without_hashes_is_kept_verbatim() -> None:
    t, _ = loaded(REAL / "heltour_friendship_cup_heraklion_2024_team.trf")
    assert t.name == "ΔΙΑΣΥΛΛΟΓΙΚΟ ΚΥΠΕΛΛΟ ΚΡΗΤΙΚΗΣ ΦΙΛΙΑΣ 2024"
    rulers = [h for h in t.headers if h.text.startswith("1234567890")]
    assert len(rulers) == 1 and rulers[0].code == ""
    assert t.headers[0] == Record(code="", text="")  # the leading blank line
    assert len(t.players) == 129 and len(t.teams) == 15


def test_bom_is_stripped() -> None:
    t, _ = loaded(REAL / "icu_armstrong_2012_with_bom.tab")
    assert t.headers[0].text.startswith("012 Leinster")
    assert len(t.players) == 2


def test_c5_engine_test_xxr_3() -> None:
    t, warnings = loaded(REAL / "engine-tests" / "bbp_dutch_2025_C5.input.trf")
    assert (t.declared_rounds, t.rounds_source) == (3, "XXR")
    assert t.player(4).rounds[2] == RoundEntry(round=3, opponent=None, colour=None, result="Z")
    assert [len(p.rounds) for p in t.players] == [2, 2, 2, 3, 2, 2]
    assert warnings == ()


def test_bbp_cr_only_line_endings() -> None:
    t, _ = loaded(REAL / "engine-tests" / "bbp_issue_7.input.trf")
    assert len(t.players) == 60
    assert t.declared_rounds == 15
    assert t.round_columns == 14


def test_synthetic_trf26_snippet_142_xxr_nrs_310() -> None:
    t, _ = loaded(REAL / "engine-tests" / "echecsjs_trf26_team_synthetic.trf")
    assert (t.declared_rounds, t.rounds_source, t.initial_colour) == (5, "142", "w")
    assert t.national == (NationalRecord(federation_code="RUS", start_number=1, rating=2650),)
    assert t.player(1).title == "GM" and t.player(1).sex == "m"
    assert t.byes == (ByeRecord(kind="H", round=1, ids=(1,)),)


def test_chesshouse_xxr_is_the_round_to_pair(corpus_dir: Path) -> None:
    folder = corpus_dir / "real-2026" / "spring_2026_chesshouse"
    t, warnings = loaded(folder / "spring_2026_chesshouse_r05.trf")
    assert (t.declared_rounds, t.round_columns, len(t.players)) == (5, 4, 176)
    assert t.player(4).rounds[0] == RoundEntry(round=1, opponent=None, colour=None, result="Z")
    assert warnings == ()


def test_javafo_xxs_and_xxc(corpus_dir: Path) -> None:
    t, _ = loaded(corpus_dir / "real-2026" / "spring_2026_chesshouse" / "spring_2026_chesshouse_r09.trf")
    assert t.initial_colour == "w" and not t.pair_by_rank
    assert t.scoring.pab == Decimal("1.0")


def test_double_swiss_system_code_and_columns() -> None:
    t, _ = loaded(DATA / "double-swiss" / "dsw-p12r6-s5001.trf")
    assert t.system_code == "FIDE_DOUBLESWISS"
    assert (t.declared_rounds, t.round_columns) == (12, 12)

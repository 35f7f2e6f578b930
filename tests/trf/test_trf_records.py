"""Records the corpus does not contain (299, XXA, XXP, XXZ, XXC rank, 092 codes), read from hand-made lines."""

from __future__ import annotations

from decimal import Decimal

from checker.models import (
    AbnormalPoints,
    Acceleration,
    Player,
    ProhibitedPairing,
    Record,
    RoundEntry,
    ScoringSystem,
    Tournament,
)
from checker.trf import dumps, loads
from tests.trf.lines import player, trf

PLAYERS = tuple(player(n, name=f"P{n}") for n in range(1, 6))


def read(*records: str):  # type: ignore[no-untyped-def]
    """The tournament of five players and these records."""
    return loads(trf(*PLAYERS, *records))[0]


def test_299_abnormal_points() -> None:
    # 5 type, 8-11 match points, 14-17 points, 20-22 round (000 = all), ids from 24; round 3 of 5 (142)
    t = read("142 5", "299 -        -1.0  003    2    4", "299           1.5         5")
    assert t.abnormal_points == (
        AbnormalPoints(kind="-", match_points=None, points=Decimal("-1.0"), round=3, ids=(2, 4)),
        AbnormalPoints(kind="", match_points=None, points=Decimal("1.5"), round=0, ids=(5,)),
    )


def test_xxa_acceleration_per_round() -> None:
    # XXA id at 5-8, round r at 10 + 5(r-1); a blank field is a round without acceleration
    t = read("XXA    3  1.0       0.5")
    assert t.accelerated_points == (Acceleration(start_number=3, points=(Decimal("1.0"), None, Decimal("0.5"))),)


def test_xxp_forbidden_in_all_rounds_and_260_in_a_range() -> None:
    t = read("XXP 1 2 5", "260   2   4    3    4")
    assert t.prohibited == (
        ProhibitedPairing(first_round=1, last_round=None, ids=(1, 2, 5)),
        ProhibitedPairing(first_round=2, last_round=4, ids=(3, 4)),
    )


def test_xxz_absent_players_accumulate() -> None:
    assert read("XXZ 4", "XXZ 2 4").absent_next == (4, 2)


def test_xxc_rank_and_black1_combined() -> None:
    t = read("XXC rank black1")
    assert (t.pair_by_rank, t.initial_colour) == (True, "b")


def test_152_wins_over_xxc_colour() -> None:
    t, warnings = loads(trf(*PLAYERS, "152 W", "XXC black1"), "t.trf")
    assert t.initial_colour == "w"
    assert [str(w) for w in warnings] == [
        "t.trf:7: XXC: XXC says the initial colour is b but 152 (line 6) says w; 152 is used"
    ]


def test_092_known_code_is_the_system_when_there_is_no_192() -> None:
    # bbpPairings' generator writes the system into 092
    assert read("092 FIDE_DUTCH_2025").system_code == "FIDE_DUTCH_2025"
    assert read("092 Individual: Swiss-System").system_code is None
    assert read("092 FIDE_DUTCH_2025", "192 FIDE_BURSTEIN").system_code == "FIDE_BURSTEIN"


def test_unknown_record_codes_and_comments_are_kept_verbatim() -> None:
    lines = ("DAT 0001 EMAIL someone@example.org", "XXY 2", "### a comment", "", "   free text")
    t = read(*lines)
    assert t.headers == (
        Record(code="DAT", text=lines[0]),
        Record(code="XXY", text=lines[1]),
        Record(code="###", text=lines[2]),
        Record(code="", text=""),
        Record(code="", text="   free text"),
    )
    assert t.national == ()
    assert dumps(t).splitlines()[: len(lines)] == list(lines)


def test_writer_sets_a_changed_name_in_the_first_012() -> None:
    t = loads(trf("012 Old name", "012 Second 012 stays", *PLAYERS))[0]
    text = dumps(t.model_copy(update={"name": "New name"}))
    assert text.splitlines()[:2] == ["012 New name", "012 Second 012 stays"]


def test_writer_layout_of_a_player_line() -> None:
    # TRF16 columns: 5-8 start number, 10 sex, 11-13 title, 15-47 name, 49-52 rating, 54-56 federation,
    # 58-68 FIDE number, 70-79 birth date, 81-84 points, 86-89 rank, rounds from 92
    line = (
        "001   12 m GM Ó Briain, Seán                    2456 IRL     2500035 1980/01/31  1.5    3"
        "     4 w 1  0000 - H     7 b -"
    )
    t = loads(trf(line, player(4, "  12 b 0"), player(7, " " * 8, " " * 8, "  12 w +")))[0]
    assert dumps(t).splitlines()[0] == line


def test_writer_from_a_tournament_built_in_code() -> None:
    win, draw = Decimal(3), Decimal(1)
    three_one_zero = ScoringSystem(
        white_win=win, black_win=win, forfeit_win=win, full_bye=win, pab=win,
        white_draw=draw, black_draw=draw, half_bye=draw, unknown=draw,
    )  # fmt: skip
    a = Player(start_number=1, name="A", rating=1800, points=win, rounds=(RoundEntry(round=1, opponent=2, colour="w", result="1"),))
    b = Player(start_number=2, name="B", points=Decimal(0), rounds=(RoundEntry(round=1, opponent=1, colour="b", result="0"),))
    t = Tournament(
        name="Built", players=(a, b), declared_rounds=5, rounds_source="142", initial_colour="w", scoring=three_one_zero
    )
    text = dumps(t)
    assert text.splitlines()[:4] == ["012 Built", "142 5", "152 W", "162  W 3.0    D 1.0    L 0.0"]
    back, warnings = loads(text)
    assert back == t.model_copy(update={"headers": (Record(code="012", text="012 Built"),)})
    assert warnings == ()

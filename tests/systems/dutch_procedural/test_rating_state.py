"""The state read from a TRF file: pairing numbers by A.2 (unrated players keep the file's place, a file
without ratings keeps its order), blank byes counted as the points column says, the colour drawn by lot
read back from round 1, floats (A.4, A.5), F.2."""

from __future__ import annotations

from decimal import Decimal

from checker.models import Player, RoundEntry, Tournament
from checker.systems.dutch_procedural.order import pairing_order
from checker.systems.dutch_procedural.state import blank_byes, build_state
from checker.trf import load
from tests.paths import DATA

REAL = DATA / "real"


def test_a2_rating_then_title_then_name_and_unrated_players_keep_their_place() -> None:
    # Irish Junior 2011: 15 (1332) comes before 14 (1331); 32 and 34 are unrated (0000) and keep their
    # places at the end of the file; 4 (1461, absent in round 1) keeps his place after 3.
    tournament, _ = load(REAL / "icu_irish_junior_champs_2011.tab")
    assert pairing_order(tournament) == (*range(1, 14), 15, 14, *range(16, 35))


def test_a2_a_player_not_in_round_1_keeps_his_place_in_the_file() -> None:
    # Irish Intermediate 2011: 19 (Delaney, 1889) is rated highest but numbered 19 and absent in round 1:
    # he joined the list after the order of round 1 was made (A.2), and keeps number 19.
    tournament, _ = load(REAL / "icu_irish_intermediate_champs_2011.tab")
    assert pairing_order(tournament) == tuple(range(1, 22))


def test_a2_a_file_in_rating_order_keeps_its_numbers() -> None:
    tournament, _ = load(REAL / "icu_bunratty_masters_2011.tab")
    assert pairing_order(tournament) == tuple(range(1, 35))


def test_a2_title_breaks_a_rating_tie_then_the_name() -> None:
    players = (Player(start_number=1, name="Zed", rating=2400), Player(start_number=2, name="Abel", rating=2400),
               Player(start_number=3, name="Mid", rating=2400, title="IM"), Player(start_number=4, name="Top", rating=2500))
    assert pairing_order(Tournament(players=players)) == (4, 3, 2, 1)


def test_a1_a_file_without_ratings_is_paired_in_its_own_order() -> None:
    players = tuple(Player(start_number=s, name=n, rating=0) for s, n in ((1, "Polimac"), (2, "Quinn"), (3, "Abbot")))
    assert pairing_order(Tournament(players=players)) == (1, 2, 3)


def test_blank_byes_count_as_the_points_column_says() -> None:
    # Bunratty Masters: 19 missed round 1 (blank block); his points (3.0) exceed his results (2.5) by the
    # half point of that bye. 16 had two such rounds and one point more than his results.
    tournament, _ = load(REAL / "icu_bunratty_masters_2011.tab")
    byes = blank_byes(tournament)
    assert byes[19] == {1: Decimal("0.5")} and byes[16] == {4: Decimal("0.5"), 5: Decimal("0.5")}
    st = build_state(tournament, 2)
    assert st.player(19).score == Decimal("0.5") and st.player(19).pab_eligible
    # A withdrawn player's blank rounds (points equal to his results) score nothing.
    assert 24 not in byes


def test_the_colour_drawn_by_lot_is_read_back_from_round_1() -> None:
    # Intermediate 2011, round 1: 19 is absent; the highest ranked present player, 1 (rank 1 among the
    # players present), had Black: the colour drawn was Black.
    tournament, _ = load(REAL / "icu_irish_intermediate_champs_2011.tab")
    st = build_state(tournament, 2)
    assert (st.initial_colour, st.initial_colour_source) == ("b", "inferred")


def _line(start: int, blocks: list[tuple[int | None, str | None, str]]) -> Player:
    return Player(start_number=start, name=f"P{start}", rating=2000 - start,
                  rounds=tuple(RoundEntry(round=k, opponent=o, colour=c, result=r)  # type: ignore[arg-type]
                               for k, (o, c, r) in enumerate(blocks, start=1)))


def test_a4_a5_floats_come_from_pairings_of_unequal_scores_and_the_bye() -> None:
    # Round 1: 1-2 (1 wins), 3-4 drawn, 5 the bye. Round 2: 1 (1 point) - 3 (0.5), forfeited by 3: still a
    # pairing (F.2 speaks of colours and repeats): 1 floats down, 3 up; 5 (1) - 2 (0) played: 5 down, 2 up.
    lines = (_line(1, [(2, "w", "1"), (3, "w", "+")]), _line(2, [(1, "b", "0"), (5, "b", "0")]),
             _line(3, [(4, "w", "="), (1, "b", "-")]), _line(4, [(3, "b", "="), (None, None, "Z")]),
             _line(5, [(None, None, "U"), (2, "w", "1")]))
    st = build_state(Tournament(players=lines, declared_rounds=4), 3)
    floats = {p.tpn: p.floats for p in st.players}
    assert floats == {1: (None, "down"), 2: (None, "up"), 3: (None, "up"), 4: (None, None), 5: ("down", "down")}
    # F.2: the forfeited game is neither a colour nor a meeting.
    assert st.player(1).colours == ("w",) and 3 not in st.player(1).opponents

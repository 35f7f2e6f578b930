"""``checker.tournament.standings`` and ``tiebreaks``: points after each round, shared ranks, floats, tie-breaks."""

from __future__ import annotations

from decimal import Decimal

from checker.models import Player, Record, RoundEntry, Tournament
from checker.tournament.standings import Outcome, crosstable, individual_results, points_after, standings_after
from checker.tournament.c07 import E2009, E2024, E2026, Edition
from checker.tournament.rating_tables import expected_score, score_difference
from checker.tournament.tiebreak_codes import TieBreak, declared_tiebreaks, parse
from checker.tournament.tiebreak_event import Event
from checker.tournament.tiebreaks import tiebreak_columns, tiebreak_values


def _player(n: int, rating: int, *blocks: tuple[int | None, str | None, str]) -> Player:
    """A player with one (opponent, colour, result) per round."""
    return Player(start_number=n, name=f"P{n}", rating=rating, rounds=tuple(
        RoundEntry(round=r, opponent=o, colour=c, result=res)  # type: ignore[arg-type]
        for r, (o, c, res) in enumerate(blocks, start=1)))


def _event() -> Tournament:
    """Four players, two rounds: 1 beats 2, 3 draws 4; then 1 draws 3, 4 (half a point) beats 2 (none)."""
    return Tournament(players=(
        _player(1, 2000, (2, "w", "1"), (3, "b", "=")),
        _player(2, 1900, (1, "b", "0"), (4, "w", "0")),
        _player(3, 1800, (4, "w", "="), (1, "w", "=")),
        _player(4, 1700, (3, "b", "="), (2, "b", "1")),
    ))


def _byes(tiebreaks: str = "") -> Tournament:
    """Round 1: 1 beats 2, 3 has the PAB, 4 is absent; round 2: 3 beats 1, 4 beats 2 (1 and 4 end on 1 point)."""
    return Tournament(headers=(Record(code="202", text=f"202 {tiebreaks}"),) if tiebreaks else (), players=(
        _player(1, 2000, (2, "w", "1"), (3, "b", "0")),
        _player(2, 1900, (1, "b", "0"), (4, "b", "0")),
        _player(3, 1800, (None, None, "U"), (1, "w", "1")),
        _player(4, 2100, (None, None, "Z"), (2, "w", "1")),
    ))


def _values(t: Tournament, code: str, edition: Edition = E2024) -> dict[int, Decimal | None]:
    """A tie-break's values after round 2 (of 2) under ``edition``."""
    event = Event(results=individual_results(t, 2), ratings={1: 2000, 2: 1900, 3: 1800, 4: 2100}, round_number=2,
                  total_rounds=2, edition=edition)
    found = tiebreak_values(parse(code, team=False), event)
    assert found is not None
    return found


def test_points_after_each_round_follow_the_result_codes() -> None:
    points = points_after(individual_results(_event(), 2), 2)
    assert points[1] == (Decimal(1), Decimal("1.5")) and points[4] == (Decimal("0.5"), Decimal("1.5"))


def test_equal_points_share_a_rank_listed_by_rating() -> None:
    rows = standings_after(individual_results(_event(), 2), {1: 2000, 2: 1900, 3: 1800, 4: 1700}, 2)
    assert [(r.rank, r.shared, r.start_number) for r in rows] == [(1, True, 1), (1, True, 4), (3, False, 3),
                                                                  (4, False, 2)]


def test_crosstable_marks_the_lower_scored_player_floating_up_the_other_down() -> None:
    table = crosstable(individual_results(_event(), 2), 2)
    assert table[2][1].float == "up" and table[4][1].float == "down" and table[1][0].float == ""
    assert (table[4][1].outcome.opponent, table[4][1].outcome.colour, table[4][1].outcome.results) == (2, "b", ("1",))


def test_double_swiss_0_a_match_of_two_games_is_one_round_with_both_results() -> None:
    t = Tournament(players=(_player(1, 2000, (2, "w", "1"), (2, "b", "=")), _player(2, 1900, (1, "b", "0"), (1, "w", "="))))
    results = individual_results(t, 1, columns=2)
    assert results[1][0].results == ("1", "=") and results[1][0].points == Decimal("1.5") and results[1][0].played
    assert (results[1][0].wins, results[2][0].wins) == (1, 0)


def test_c07_2024_16_4_buchholz_counts_an_unplayed_round_as_a_dummy_opponent_on_the_players_own_points() -> None:
    t = _byes()
    assert _values(t, "BH") == {1: Decimal(2), 2: Decimal(2), 3: Decimal(3), 4: Decimal(1)}
    # C.07 14: 4's voluntary unplayed round 1 (worth its own 1 point) is cut first, before its game against 2 (0)
    assert _values(t, "BH/C1") == {1: Decimal(2), 2: Decimal(1), 3: Decimal(2), 4: Decimal(0)}
    assert _values(t, "BH/M1") == {n: Decimal(0) for n in (1, 2, 3, 4)}


def test_sonneborn_berger_wins_and_games_won() -> None:
    t = _byes()
    assert _values(t, "SB") == {1: Decimal(0), 2: Decimal(0), 3: Decimal(3), 4: Decimal(0)}
    assert _values(t, "WIN") == {1: Decimal(1), 2: Decimal(0), 3: Decimal(2), 4: Decimal(1)}
    assert _values(t, "WON") == {1: Decimal(1), 2: Decimal(0), 3: Decimal(1), 4: Decimal(1)}
    assert _values(t, "ARO")[4] == Decimal(1900) and _values(t, "ARO")[1] == Decimal(1850)


def test_c07_2026_16_4_2_a_bye_gives_at_most_a_draw_per_round_played() -> None:
    """3's PAB in round 1: its own 2 points under the 2024 text, at most 2 x ½ = 1 under the 2026 text."""
    t = _byes()
    assert _values(t, "BH", E2026) == {1: Decimal(2), 2: Decimal(2), 3: Decimal(2), 4: Decimal(1)}
    assert _values(t, "SB", E2026)[3] == Decimal(2)


def test_c07_6_direct_encounter_does_not_separate_tied_players_who_have_not_met() -> None:
    """1 and 4 end on 1 point without having met: DE does not separate them (0 for both)."""
    assert _values(_byes(), "DE") == {1: Decimal(0), 2: Decimal(0), 3: Decimal(0), 4: Decimal(0)}


def test_c07_6_direct_encounter_places_tied_players_who_met_by_their_game() -> None:
    """1 and 4 end on 1½ points and met in round 3, which 4 won: DE gives 4 the first place (1), 1 the second."""
    t = Tournament(headers=(Record(code="202", text="202 DE"),), players=(
        _player(1, 2000, (2, "w", "1"), (3, "b", "="), (4, "b", "0")),
        _player(2, 1900, (1, "b", "0"), (4, "w", "1"), (3, "w", "1")),
        _player(3, 1800, (4, "w", "="), (1, "w", "="), (2, "b", "0")),
        _player(4, 1700, (3, "b", "="), (2, "b", "0"), (1, "w", "1")),
    ))
    event = Event(results=individual_results(t, 3), ratings={}, round_number=3, total_rounds=3)
    assert tiebreak_columns(declared_tiebreaks(t), event) == [{1: Decimal(2), 2: Decimal(0), 3: Decimal(0),
                                                               4: Decimal(1)}]


def test_declared_tie_breaks_rank_the_equal_players_until_the_first_not_computed() -> None:
    t = _byes("BH, XYZ, SB")
    tiebreaks = declared_tiebreaks(t)
    assert [(tb.code, tb.computed) for tb in tiebreaks] == [("BH", True), ("XYZ", False), ("SB", True)]
    results = individual_results(t, 2)
    columns = tiebreak_columns(tiebreaks, Event(results=results, ratings={}, round_number=2, total_rounds=2,
                                                edition=E2024))
    rows = standings_after(results, {1: 2000, 2: 1900, 3: 1800, 4: 2100}, 2, columns)
    # without tie-breaks 4 (rating 2100) would be listed before 1: Buchholz 2 against 1 puts 1 second
    assert [(r.rank, r.shared, r.start_number) for r in rows] == [(1, False, 3), (2, False, 1), (3, False, 4),
                                                                  (4, False, 2)]
    assert rows[1].tiebreaks == (Decimal(2), None, Decimal(0))


def test_trf_2026_codes_read_with_point_types_and_modifiers() -> None:
    assert parse("BH:MP/C1/P", team=True) == TieBreak(code="BH:MP/C1/P", name="BH", points="MP", cut=1,
                                                     forfeits_played=True, computed=True)
    assert parse("BH:GP", team=True).points == "GP" and parse("BH:GP", team=True).words == "Buchholz on game points"
    assert parse("BH/C1", team=False).words == "Buchholz Cut-1"
    for unknown, team in (("EDEC", True), ("BC", False), ("SSSC/K2", True), ("BH:GP", False), ("WIN/C1", False),
                          ("ARO", True), ("EMGSB", False), ("ESB:XY", True)):
        assert not parse(unknown, team).computed and parse(unknown, team).words == f"{unknown} (not computed)"


def test_c07_13_2_extended_sonneborn_berger_codes() -> None:
    """EMGSB is ESB:MG: the opponents' match points times the team's own game points in each match."""
    assert parse("EMGSB/C1/P", team=True) == TieBreak(code="EMGSB/C1/P", name="ESB", points="MP", own="GP", cut=1,
                                                     forfeits_played=True, computed=True)
    assert parse("ESB:GM", team=True).points == "GP" and parse("ESB:GM", team=True).own == "MP"


def test_record_212_lists_pts_first_which_is_left_out() -> None:
    t = Tournament(headers=(Record(code="212", text="212 PTS,BH/C1"),))
    assert [tb.code for tb in declared_tiebreaks(t)] == ["BH/C1"]


def test_b02_8_1_conversion_tables_for_the_performance_tie_breaks() -> None:
    """B.02 8.1.1: 50 % is dp 0, 100 % dp 800, 0 % dp -800, 75 % dp 193; 8.1.2: a difference of 0-3 is 0.50,
    4 is 0.51, 735 is 0.99, 736 and beyond 1.00 (the weaker side: 1 less)."""
    assert [score_difference(p) for p in (0, 25, 50, 75, 99, 100)] == [-800, -193, 0, 193, 677, 800]
    assert [expected_score(2000 + d, 2000) for d in (0, 3, 4, 735, 736, 1200)] == [
        Decimal("0.5"), Decimal("0.5"), Decimal("0.51"), Decimal("0.99"), Decimal(1), Decimal(1)]
    assert expected_score(2000, 2004) == Decimal("0.49")


def test_c07_10_performance_ratings_of_a_player() -> None:
    """1 beat 2 (1900), drew 3 (1800): ARO 1850, 75 % -> TPR 1850 + 193 = 2043; PTP: the lowest rating whose
    expected score against 1900 and 1800 reaches 1.5."""
    t = _event()
    event = Event(results=individual_results(t, 2), ratings={1: 2000, 2: 1900, 3: 1800, 4: 1700}, round_number=2,
                  total_rounds=2)
    values = {code: tiebreak_values(parse(code, team=False), event) for code in ("ARO", "TPR", "PTP")}
    assert values["ARO"] is not None and values["ARO"][1] == Decimal(1850)
    assert values["TPR"] is not None and values["TPR"][1] == Decimal(2043)
    ptp = values["PTP"]
    assert ptp is not None and ptp[1] is not None
    rating = int(ptp[1])
    assert expected_score(rating, 1900) + expected_score(rating, 1800) >= Decimal("1.5")
    assert expected_score(rating - 1, 1900) + expected_score(rating - 1, 1800) < Decimal("1.5")


def _outcome(r: int, opponent: int | None, code: str, points: str) -> Outcome:
    """One round as the standings count it."""
    return Outcome(round=r, opponent=opponent, colour="w" if opponent else None, results=(code,),
                   points=Decimal(points), played=opponent is not None and code in "10=")


def test_congress_2009_virtual_opponent_before_the_2023_rewrite() -> None:
    """The older text's example: P (1) absent in round 3 of 9 with 1.5 points after round 2: its virtual opponent
    ends on 1.5 + (1 - 0) + 0.5 x (9 - 3) = 5.5. X (2) met P in the eight other rounds (P won round 1, drew 2 and
    9, lost 4-8) and had the PAB in round 3: for P's Buchholz X's unplayed round counts as a draw (7 - 1 + ½)."""
    p = [_outcome(1, 2, "1", "1"), _outcome(2, 2, "=", "0.5"), _outcome(3, None, "Z", "0")]
    p += [_outcome(r, 2, "0", "0") for r in range(4, 9)] + [_outcome(9, 2, "=", "0.5")]
    x = [_outcome(1, 1, "0", "0"), _outcome(2, 1, "=", "0.5"), _outcome(3, None, "U", "1")]
    x += [_outcome(r, 1, "1", "1") for r in range(4, 9)] + [_outcome(9, 1, "=", "0.5")]
    results = {1: tuple(p), 2: tuple(x)}
    older = Event(results=results, ratings={}, round_number=9, total_rounds=9, edition=E2009)
    assert tiebreak_values(parse("BH", team=False), older) == {1: Decimal("57.5"), 2: Decimal("23.5")}
    # the 2024 text: the dummy on the participant's own score, X's PAB counted as the win it gave
    newer = Event(results=results, ratings={}, round_number=9, total_rounds=9, edition=E2024)
    assert tiebreak_values(parse("BH", team=False), newer) == {1: Decimal(58), 2: Decimal(23)}

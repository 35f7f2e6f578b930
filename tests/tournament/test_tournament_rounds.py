"""checker.tournament.rounds on hand-written tournaments: the initial colour (Dutch 5.1, read back by
5.2.5 from round 1) and the number of rounds, which the Dutch state (build_state) takes from there.
Every expected value is worked out by hand in comments."""

from __future__ import annotations

from decimal import Decimal

from checker.models import AccelerationRecord
from checker.systems.dutch.state import build_state
from checker.tournament.rounds import infer_initial_colour, resolve_total_rounds
from tests.tournament.builders import player, tournament

D = Decimal


# --- initial colour (Dutch 5.1, 5.2.5) and number of rounds -----------------------------------

def test_dutch_5_1_initial_colour_given_wins() -> None:
    t = tournament(player(1, "2 w 1"), player(2, "1 b 0"), initial_colour="b")
    assert infer_initial_colour(t) == ("b", "given")
    assert build_state(t, 2).initial_colour_source == "given"


def test_dutch_5_2_5_initial_colour_inferred_from_odd_tpn() -> None:
    # 1 (odd TPN) is the higher ranked of his round-1 pair and had Black -> initial colour black.
    t = tournament(player(1, "2 b 1"), player(2, "1 w 0"), player(3, "4 w 1"), player(4, "3 b 0"))
    assert infer_initial_colour(t) == ("b", "inferred")


def test_dutch_5_2_5_initial_colour_read_on_the_effective_pairing_number() -> None:
    # 1 had a half-point bye in round 1 and took no part in its pairing; the best ranked player with a
    # game is 2, the first player taking part (effective pairing number 1, odd: General Handling
    # 2.4/2.5, issue 13), who had White -> initial colour white (TPN 2 would have said black).
    t = tournament(player(1, "0000 - H"), player(2, "3 w 1"), player(3, "2 b 0"))
    assert infer_initial_colour(t) == ("w", "inferred")


def test_dutch_5_2_5_initial_colour_inferred_from_an_even_effective_number() -> None:
    # 2 gets a virtual point in round 1 (250) and is the highest ranked player with a game; everyone
    # takes part, so his effective number is 2 (even); he had Black -> he got the opposite of the
    # initial colour -> initial colour white.
    t = tournament(player(1, "4 w 1"), player(2, "3 b 1"), player(3, "2 w 0"), player(4, "1 b 0"),
                   acceleration=(AccelerationRecord(points=Decimal(1), first_round=1, last_round=1,
                                                    first_id=2, last_id=2),))
    assert infer_initial_colour(t) == ("w", "inferred")


def test_dutch_5_2_5_initial_colour_uses_round_1_pairing_scores() -> None:
    # 250 gives 3 a virtual point in round 1, so 3 outranks 1 in their pair (Baku 1.5, Dutch 1.2).
    # 3 (odd) had White -> initial white.  (Reading TPN 1 first would wrongly give black.)
    t = tournament(
        player(1, "3 b 0"), player(2, "4 b 1"), player(3, "1 w 1"), player(4, "2 w 0"),
        acceleration=(AccelerationRecord(points=D(1), first_round=1, last_round=1, first_id=3, last_id=3),),
    )
    assert infer_initial_colour(t, 5) == ("w", "inferred")


def test_initial_colour_from_a_forfeit_when_round_1_has_no_game() -> None:
    t = tournament(player(1, "2 w +"), player(2, "1 b -"))
    assert infer_initial_colour(t) == ("w", "inferred")


def test_initial_colour_defaults_to_white() -> None:
    t = tournament(player(1, "0000 - Z"), player(2))
    assert infer_initial_colour(t) == ("w", "default")


def test_total_rounds_argument_then_declared_then_file_columns() -> None:
    t = tournament(player(1, "2 w 1", "0000 - U"), player(2, "1 b 0", "0000 - Z"))
    assert resolve_total_rounds(t, 2) == 2
    assert resolve_total_rounds(t.model_copy(update={"declared_rounds": 5}), 2) == 5
    assert resolve_total_rounds(t.model_copy(update={"declared_rounds": 5}), 2, 7) == 7
    # pairing round 4 of a file that says nothing more makes round 4 the final round
    assert build_state(t, 4).total_rounds == 4

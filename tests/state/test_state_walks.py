"""The state's walks made once (issue 25, the campaign's speed): each answer the same as the definition
it replaces, read one round or one outcome at a time."""

from __future__ import annotations

from decimal import Decimal

import pytest

from checker.generation.settings import GeneratorSettings
from checker.models import Pair, Pairing
from checker.state.base import renumbered
from checker.state.history import History, RoundOutcome
from checker.state.individual import ColumnReading, column_outcome, past_outcomes, read_rounds
from checker.systems.dutch.state import dutch_float
from checker.systems.dutch.system import DUTCH
from checker.tournament.rounds import column_entries

D = Decimal

OUTCOMES = (
    RoundOutcome(round=1, kind="played", opponent=4, colour="w", points=D(1)),
    RoundOutcome(round=2, kind="forfeit", opponent=7, points=D(1), pab_bar="a forfeit win in round 2"),
    RoundOutcome(round=3, kind="pab", points=D(1), pab_bar="the PAB in round 3"),
    RoundOutcome(round=4, kind="played", opponent=9, colour="b", points=D("0.5")),
    RoundOutcome(round=5, kind="unpaired"),
)


def test_general_handling_3_4_3_5_history_walked_once_counts_only_games_played_over_the_board() -> None:
    history = History(outcomes=OUTCOMES)
    assert history.score == D("3.5")
    assert history.colours == ("w", "b")  # General Handling 3.4: the forfeit and the byes have no colour
    assert history.opponents == frozenset({4, 9})  # General Handling 3.5: a forfeit is not a meeting
    assert (history.played, history.unplayed) == (2, 3)
    assert [history.score_before(k) for k in range(1, 7)] == [D(0), D(1), D(2), D(3), D("3.5"), D("3.5")]
    assert history.pab_barred_by == "a forfeit win in round 2"  # Basic Rules 4
    assert history == History(outcomes=OUTCOMES) and history != History(outcomes=OUTCOMES[:4])


def _scores_one_by_one(reading: ColumnReading, start: int, k: int) -> Decimal | None:
    """The pairing score before round k as it was read before the table: the history's score before k
    plus the round's acceleration points."""
    history = reading.histories.get(start)
    if history is None:
        return None
    return history.score_before(k) + reading.virtual[k - 1].get(start, D(0))


@pytest.mark.parametrize("baku", [False, True])
def test_dutch_1_4_floats_from_the_pairing_scores_table_are_those_compared_one_by_one(baku: bool) -> None:
    # Baku acceleration (C.04.7) adds virtual points in the first rounds: the floats compare them too
    settings = GeneratorSettings(baku=baku, absence_rate=0.1, half_bye_rate=0.05, forfeit_rate=0.1)
    tournament = DUTCH.generate(20, 6, 7, settings)
    floats_seen = set()
    for round_number in range(1, 7):
        reading = read_rounds(tournament, round_number)
        for p in tournament.players:
            start = p.start_number
            assert [reading.pairing_score(start, k) for k in range(1, round_number + 1)] == [
                _scores_one_by_one(reading, start, k) for k in range(1, round_number + 1)]
            table = reading.floats(start, dutch_float)
            assert table == reading.floats(start, dutch_float, lambda s, k: _scores_one_by_one(reading, s, k))
            floats_seen.update(table)
    assert floats_seen == {None, "down", "up"}
    assert baku == any(v for reading_virtual in read_rounds(tournament, 6).virtual for v in reading_virtual.values())


def test_renumbered_maps_every_board_and_the_pab_and_keeps_a_pairing_no_number_changes() -> None:
    pairing = Pairing(round=3, pairs=(Pair(white=1, black=2), Pair(white=4, black=3)), pab=5)
    moved = renumbered(pairing, {1: 11, 2: 12, 3: 13, 4: 14, 5: 15}.__getitem__)  # XXC rank: TPN -> start number
    assert moved == Pairing(round=3, pairs=(Pair(white=11, black=12), Pair(white=14, black=13)), pab=15)
    assert renumbered(pairing, lambda n: n) is pairing
    assert renumbered(pairing, {1: 1, 2: 2, 3: 3, 4: 4, 5: 6}.__getitem__).pab == 6  # only the PAB moves


def test_past_outcomes_in_one_walk_are_column_outcome_of_every_block() -> None:
    # Issue 34: read_rounds makes a game played over the board inline (General Handling 3.4, 3.5) and
    # hands every other block (forfeits, byes, absences, Basic Rules 4's bars) to column_outcome.
    settings = GeneratorSettings(absence_rate=0.1, half_bye_rate=0.05, forfeit_rate=0.1)
    tournament = DUTCH.generate(20, 6, 11, settings)
    tpns = {p.start_number: p.start_number for p in tournament.players}
    kinds = set()
    for p in tournament.players:
        entries = column_entries(p, 6)
        walked = past_outcomes(entries, tournament.scoring, tpns, {})
        one_by_one = tuple(column_outcome(e, k, tournament.scoring, tpns) for k, e in enumerate(entries, start=1))
        assert walked == one_by_one
        assert [type(o) for o in walked] == [RoundOutcome] * 6
        kinds |= {o.kind for o in walked}
    assert {"played", "forfeit", "unpaired"} <= kinds

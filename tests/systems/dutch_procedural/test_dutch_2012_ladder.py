"""Dutch 2012 C.10's ladder as the walk reads it: made level by level when read (``rules.LazyLevels``,
issue 29's speed bound), in the text's order whichever way it is read; and a round paired once per state."""

from __future__ import annotations

from checker.systems.dutch_procedural.edition import EDITION_2012
from checker.systems.dutch_procedural.procedure import pair_round
from checker.systems.dutch_procedural.rules import LazyLevels, ladder_2012, mapped, rules_for
from checker.systems.dutch_procedural.search import first_choice
from checker.systems.dutch_procedural.state import RatingState
from tests.systems.dutch_procedural.builders import player, state


def _round_4() -> RatingState:
    """An even round (Z counted, C.10 e) of eight players of one score: 1 and 2 A.7 e players (colours
    even, a game missed), the others wanting White or Black."""
    players = (player(1, "2", "wb"), player(2, "2", "bw"), player(3, "2", "wbw"), player(4, "2", "wbw"),
               player(5, "2", "wbw"), player(6, "2", "bwb"), player(7, "2", "wbw"), player(8, "2", "bwb"))
    return state(4, 9, *players).model_copy(update={"edition": EDITION_2012})


def test_dutch_2012_c10_e_ladder_walks_each_x_then_each_z_up_to_x_then_the_float_steps() -> None:
    """Dutch 2012 C.10 e: "increase Z by 1 ... as long as Z < X" within each X, each from C.3 with every
    float criterion, then C.10 a-d (B.6, B.5 for upfloaters, then for downfloaters)."""
    rules = rules_for(_round_4())
    members = tuple(range(1, 9))
    x1, z1, raises = rules.x(members), rules.z1(members), 2
    levels = ladder_2012(rules, members, raises, upfloats=True)
    expected = [(delta, z, step) for delta in range(raises + 1) for z in range(x1 - z1 + delta + 1)
                for step in ("C.10 e" if delta or z else "C.3", "C.10 a", "C.10 b", "C.10 c", "C.10 d")]
    assert len(levels) > 5 * (raises + 1)  # some X has more than one Z: the test sees C.10 e's inner loop
    assert [(lv.delta, lv.z_delta, lv.step) for lv in levels] == expected
    assert [lv.index for lv in levels] == list(range(len(levels)))


def test_dutch_2012_lazy_ladder_reads_as_its_tuple_from_any_end() -> None:
    """The same levels by index, from the end, by slice, whole and compared; a changed ladder changes each."""
    levels = ladder_2012(rules_for(_round_4()), tuple(range(1, 9)), 1, upfloats=False)
    whole = tuple(levels)
    assert isinstance(levels, LazyLevels)
    assert levels[-1] == whole[-1] and levels[-1].index == len(whole) - 1
    assert levels[1:4] == whole[1:4] and levels == whole
    assert [lv.words for lv in mapped(levels, lambda lv: lv.__class__(words=lv.step))] == [lv.step for lv in whole]


def test_dutch_2012_a_round_is_paired_once_for_one_state_and_again_for_another() -> None:
    """The check's pairer and stage walk share the procedure's answer for the same state (``pair_round``);
    an equal state built again is paired on its own, to the same pairs."""
    st = _round_4()
    first = pair_round(st, first_choice)
    assert pair_round(st, first_choice) is first
    again = pair_round(st.model_copy(), first_choice)
    assert again is not first and again.pairs == first.pairs

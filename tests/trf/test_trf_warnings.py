"""Inconsistencies that do not stop a check: the reader returns them as TRFWarning, in line order."""

from __future__ import annotations

from checker.trf import TRFWarning, loads
from tests.paths import DATA
from tests.trf.lines import loaded, player, trf

# round 3 pairs: 1-2, 3-5, 4-9, 6-8, 7-10 (first named has White); rounds 1-2 absent for all
PAIRS = {1: (2, "w"), 2: (1, "b"), 3: (5, "w"), 5: (3, "b"), 4: (9, "w"), 9: (4, "b"), 6: (8, "w"), 8: (6, "b"), 7: (10, "w"), 10: (7, "b")}


def round_3_file(changes: dict[int, str] | None = None, extra: tuple[str, ...] = ()) -> str:
    """012 on line 1, then player n on line n + 1; ``changes`` replaces a player's round-3 block."""
    lines = ["012 Round three"]
    for sn in range(1, 11):
        opp, colour = PAIRS[sn]
        block = (changes or {}).get(sn, f"{opp:>4} {colour} =")
        lines.append(player(sn, "0000 - Z", "0000 - Z", block, points="0.5"))
    return trf(*lines, *extra)


def messages(text: str) -> list[str]:
    """The warnings of reading ``text`` as t.trf, as printed."""
    return [str(w) for w in loads(text, "t.trf")[1]]


def test_consistent_file_has_no_warning() -> None:
    assert messages(round_3_file()) == []


def test_one_sided_pairing_names_both_lines() -> None:
    # player 9 lists 7 in round 3, but 4 lists 9 and 7 lists 10
    assert messages(round_3_file({9: "   7 b ="})) == [
        "t.trf:5: round 3: player 4 lists opponent 9 (line 10), who lists 7",
        "t.trf:10: round 3: player 9 lists opponent 7 (line 8), who lists 10",
    ]


def test_one_sided_pairing_against_a_bye() -> None:
    assert messages(round_3_file({2: "0000 - H"}))[0] == (
        "t.trf:2: round 3: player 1 lists opponent 2 (line 3), who lists no opponent"
    )


def test_opponent_without_that_round() -> None:
    lines = [player(1, "   2 w 1", points="1.0"), player(2, points="0.0")]
    assert messages(trf(*lines)) == ["t.trf:1: round 1: player 1 lists opponent 2 (line 2), who has no round 1 block"]


def test_both_players_with_the_same_colour_reported_once() -> None:
    assert messages(round_3_file({2: "   1 w ="})) == [
        "t.trf:2: round 3: player 1 lists opponent 2 (line 3), who also has colour w"
    ]


def test_colour_on_one_side_only() -> None:
    assert messages(round_3_file({2: "   1 - ="})) == [
        "t.trf:2: round 3: player 1 lists opponent 2 (line 3), who has colour - against this player's w"
    ]


def test_points_column_disagrees_with_results() -> None:
    text = trf(player(1, "   2 w 1", points="0.5"), player(2, "   1 b 0", points="0.0"))
    warnings = loads(text, "t.trf")[1]
    assert warnings == (
        TRFWarning(
            file="t.trf",
            line=1,
            column=81,
            field="points",
            message="player 1 has 0.5 points but the results add up to 1.0 under the file's scoring",
        ),
    )
    assert str(warnings[0]) == (
        "t.trf:1:81: points: player 1 has 0.5 points but the results add up to 1.0 under the file's scoring"
    )


def test_points_under_the_files_scoring_system() -> None:
    # 162: W 3, D 1, L 0 -> a win and a draw are 4 points; "2.0" (1/0.5/0 thinking) is reported
    lines = ["162  W 3.0    D 1.0    L 0.0"]
    lines += [player(1, "   2 w 1", "   3 b =", points="4.0"), player(2, "   1 b 0", "0000 - U", points="3.0")]
    lines += [player(3, "0000 - U", "   1 w =", points="2.0")]
    assert messages(trf(*lines)) == [
        "t.trf:4:81: points: player 3 has 2.0 points but the results add up to 4.0 under the file's scoring"
    ]


def test_points_with_or_without_a_pre_entered_bye_are_tolerated() -> None:
    # bbpPairings: a bye entered in the last column for the round to be paired may or may not be counted
    lines = [player(1, "   2 w 1", "0000 - H", points="1.5"), player(2, "   1 b 0", "0000 - H", points="0.0")]
    assert messages(trf(*lines)) == []


def test_points_including_acceleration_are_tolerated() -> None:
    # XXA 0001: 1.0 fictitious point in round 2, the round to be paired
    lines = [player(1, "   2 w 1", points="2.0"), player(2, "   1 b 0", points="0.0"), "XXA    1  1.0  1.0"]
    assert messages(trf(*lines)) == []
    lines[0] = player(1, "   2 w 1", points="2.5")
    assert messages(trf(*lines)) == [
        "t.trf:1:81: points: player 1 has 2.5 points but the results add up to 1.0 under the file's scoring"
    ]


def test_double_swiss_pab_is_worth_a_win_and_a_draw() -> None:
    # Double-Swiss 1.4: the PAB scores as a match with a won and a drawn game; U in both columns
    lines = ["192 FIDE_DOUBLESWISS", player(1, "0000 - U", "0000 - U", points="1.5")]
    lines += [player(2, "   3 w 1", "   3 b =", points="1.5"), player(3, "   2 b 0", "   2 w =", points="0.5")]
    assert messages(trf(*lines)) == []
    lines[1] = player(1, "0000 - U", "0000 - U", points="2.0")
    assert messages(trf(*lines)) == [
        "t.trf:2:81: points: player 1 has 2.0 points but the results add up to 1.5 under the file's scoring"
    ]


def test_more_round_columns_than_declared() -> None:
    assert messages(round_3_file(extra=("XXR 2",))) == [
        "t.trf:12: XXR: the player records have 3 round columns but XXR declares 2 rounds"
    ]


def test_142_wins_over_xxr() -> None:
    text = round_3_file(extra=("142 5", "XXR 3"))
    t, warnings = loads(text, "t.trf")
    assert (t.declared_rounds, t.rounds_source) == (5, "142")
    assert [str(w) for w in warnings] == [
        "t.trf:13: XXR: XXR says the number of rounds is 3 but 142 (line 12) says 5; 142 is used"
    ]


def test_second_142_record_differs() -> None:
    text = round_3_file(extra=("142 5", "142 7"))
    t, warnings = loads(text, "t.trf")
    assert t.declared_rounds == 7
    assert [str(w) for w in warnings] == [
        "t.trf:13: 142: a second 142 record differs from the one on line 12; this one is used"
    ]


def test_misaligned_birth_date() -> None:
    # the hand-made TRF26 snippet starts its birth dates one column late (71 instead of 70)
    _, warnings = loaded(DATA / "real" / "engine-tests" / "echecsjs_trf26_team_synthetic.trf")
    assert str(warnings[0]) == (
        f"{DATA}/real/engine-tests/echecsjs_trf26_team_synthetic.trf:13:80: layout: misaligned data: "
        "column 80 (between birth date and points) should be blank, got '3' "
        "(bad character encoding or a shifted field?)"
    )


def test_misaligned_round_block() -> None:
    line = player(1, "   2 w 1", points="1.0") + "x"  # column 100 belongs to the gap after round 1
    assert messages(trf(line, player(2, "   1 b 0", points="0.0"))) == [
        "t.trf:1:100: layout: misaligned data: column 100 (inside round 1) should be blank, got 'x' "
        "(bad character encoding or a shifted field?)"
    ]

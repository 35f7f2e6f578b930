"""Issue 29: rounds of the 300-tournament campaign against JaVaFo 1.4 (``campaign --system dutch-2012``,
seeds 2101-2103), worked by hand (docs/interpretations-dutch-2012.md, "The campaign of issue 29").

Each file is the campaign's tournament as played: round R holds JaVaFo's pairing. G3 is JaVaFo's
departure from the text (the verdict stays); G2 (t88 r9) is reproduced by reading B.3 over the round for
the players moved down (``Edition.down_first``); G1a (t68 r8) was swisscheck's (B.5 for the
downfloat of a player of a bracket joined by C.13, A.4), now counted; t54 r6 counts it, and pairs as
JaVaFo since A.11's closeness comes before C.10's steps in the merged bracket (G1, issue 29).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.check.round import check_round
from checker.cli import main
from checker.systems.dutch_procedural.edition import EDITION_2012, Edition, with_closeness
from checker.systems.dutch_procedural.pairer import pair
from checker.systems.dutch_procedural.procedure import pair_round
from checker.systems.dutch_procedural.search import first_choice
from checker.systems.dutch_procedural.system import DUTCH_2012
from checker.trf.reader import load

FILES = Path(__file__).parent / "files"


def _pairs(name: str, round_number: int, edition: Edition = EDITION_2012) -> set[frozenset[int]]:
    """swisscheck's pairs of the round (start numbers), the PAB left out."""
    tournament, _ = load(FILES / name)
    st = DUTCH_2012.build_state(tournament, round_number, None).model_copy(update={"edition": edition})
    return {frozenset({st.start_number_of(p.white), st.start_number_of(p.black)}) for p in pair(st).pairs}


def _verdict(name: str, round_number: int) -> tuple[str, str | None]:
    tournament, _ = load(FILES / name)
    v = check_round(tournament, round_number, DUTCH_2012)
    return v.verdict, v.criterion


def test_dutch_2012_b5_for_downfloaters_is_judged_on_the_player_the_bracket_moves_down() -> None:
    """G3 (seed 2101 t26 round 6): bracket 3.5 is 7 with 4 and 5 moved down (4 points, treated as
    homogeneous by A.3: S1 = 4, S2 = 5 7). 5 floated down in round 5. JaVaFo pairs 7-4 and moves 5 down
    again (B.5: "No player shall receive an identical float in two consecutive rounds"); the exchange of
    4 with 5 (C.8, D.2) gives 5-7 and moves 4 down with every criterion in force (C.3 e: B.5 for the
    downfloaters the bracket produces). A.11 counts the two alike over the round: JaVaFo's departure."""
    assert _verdict("campaign-s2101-t026.trf", 6) == ("WORSE", "B5")
    pairs = _pairs("campaign-s2101-t026.trf", 6)
    assert {frozenset({5, 7}), frozenset({2, 4})} <= pairs and frozenset({4, 7}) not in pairs


def test_dutch_2012_b3_the_players_moved_down_are_the_closest_to_the_next_bracket() -> None:
    """G2 (seed 2101 t88 round 9): bracket 4.5 (6 9 16, with 1 2 3 of 6 points and 5 of 5.5 moved down)
    pairs 2-16, 3-9, 5-6 with X increased by 1 and moves 1 down (1-17 below: 6 against 4 points), its own
    score differences 1.5, 1.5, 1. JaVaFo 1.4 pairs 9-1, 2-6, 3-16 (1.5 each, X increased by 2) to move 5
    (5.5) down instead, whose pair below (5-17) is closer. B.3 ("should be as small as possible") and
    A.11's closeness, read over the round: a player moved down meets at best the next bracket's score, so
    the choice moving down the players closest to it comes before C.10's steps (``down_first``); the
    procedure bracket by bracket without it pairs the former."""
    assert _verdict("campaign-s2101-t088.trf", 9) == ("CONSISTENT", None)
    assert {frozenset({9, 1}), frozenset({2, 6}), frozenset({3, 16}), frozenset({5, 17})} <= \
        _pairs("campaign-s2101-t088.trf", 9)
    without = with_closeness(EDITION_2012, EDITION_2012.closeness, down_first=False)
    assert {frozenset({2, 16}), frozenset({3, 9}), frozenset({5, 6}), frozenset({1, 17})} <= \
        _pairs("campaign-s2101-t088.trf", 9, without)


def _floats(name: str, round_number: int, start: int) -> tuple[str | None, str | None]:
    """The floats (A.4, A.5; B.1 b) the player with this start number received one and two rounds before."""
    tournament, _ = load(FILES / name)
    st = DUTCH_2012.build_state(tournament, round_number, None)
    player = next(p for p in st.players if st.start_number_of(p.tpn) == start)
    return player.float_in(1), player.float_in(2)


def test_dutch_2012_g1_the_joined_player_must_float_one_way_or_the_other() -> None:
    """G1 (seed 2101 t68 round 8), the facts the hand working rests on: 18 (2.5 points, the only player
    of bracket 2.5, joined to bracket 2 by C.13) had the PAB in round 7 (a downfloat: A.5, B.1 b "is a
    downfloater") and floated up in round 6 (0.5 points against 21's 1.5, A.4). In the merged bracket
    he has met 19 and 21 (B.1 a), so he meets 11 or 15 (3 points: an upfloat as in round 6, B.6) or 20
    (2 points: a downfloat as in round 7, B.5). Seed 2102 t54 round 6: 19 (1.5, joined) floated down
    in round 5, and swisscheck pairs him with 24 (1 point)."""
    assert _floats("campaign-s2101-t068.trf", 8, 18) == ("down", "up")
    assert _floats("campaign-s2102-t054.trf", 6, 19) == ("down", None)


def test_dutch_2012_b5_a_joined_player_paired_below_his_score_floats_down() -> None:
    """G1a, worked by hand (docs/interpretations-dutch-2012.md): seed 2101 t68 round 8, merged bracket
    S1 = 11 15, S2 = 18 19 20 21. JaVaFo's 11-18, 15-19, 20-21 breaks B.6 for 18's upfloat (C.10 a);
    the pairing swisscheck made before, 11-21, 15-19, 20-18, gives 18 (2.5, a player of the joined
    bracket 2.5) a downfloat against 20 (2) right after his round-7 PAB: A.4 "The higher ranked player
    (called downfloater) receives a downfloat", B.5 ("No player shall receive an identical float in two
    consecutive rounds"), dropped only at C.10 d, after B.6 for upfloaters (C.10 a). Counted now
    (``Rules.joined_ok``): swisscheck pairs as JaVaFo 1.4 and the published round is consistent."""
    assert {frozenset({11, 18}), frozenset({15, 19}), frozenset({20, 21})} <= _pairs("campaign-s2101-t068.trf", 8)
    assert _verdict("campaign-s2101-t068.trf", 8) == ("CONSISTENT", None)


def _lowest_step(name: str, round_number: int, edition: Edition = EDITION_2012) -> tuple[str, int]:
    """The C.10 step (or C.3) at which swisscheck's pairing of the round's lowest bracket complies, and by
    how much X is increased there."""
    tournament, _ = load(FILES / name)
    st = DUTCH_2012.build_state(tournament, round_number, None).model_copy(update={"edition": edition})
    level = pair_round(st, first_choice).brackets[-1].choice.level
    return level.step, level.delta


def test_dutch_2012_b5_the_joined_players_downfloat_is_counted_and_closeness_comes_before_c10() -> None:
    """Seed 2102 t54 round 6, merged bracket S1 = 15 17 (2 points), S2 = 19 (1.5, joined) 22 24 (1) 23
    (0): 19 floated down in round 5. 15-22, 17-23, 19-24 gives him a downfloat again (A.4, B.5), counted:
    with closeness decided within a C.10 step (``merged``) the bracket complies at C.10 d. 19 avoids it only
    against 15 or 17, all three preferring White, which X1 = 0 does not allow: JaVaFo's 15-23, 17-19,
    22-24 leaves two preferences ungranted (X increased by 2, Z by 1, and B.5 dropped for 23's upfloat:
    C.10 b in the block of X1 + 2, after C.10 d at X1), and its pairs are closer (A.11: 2, 0.5, 0 against
    2, 1, 0.5). With A.11's closeness before C.10's steps (the 2012 reading, issue 29 G1) swisscheck
    pairs as JaVaFo 1.4 and the round is consistent."""
    within = with_closeness(EDITION_2012, "merged").model_copy(update={"joined_floats": True})
    assert _lowest_step("campaign-s2102-t054.trf", 6, within) == ("C.10 d", 0)
    assert {frozenset({15, 23}), frozenset({17, 19}), frozenset({22, 24})} <= _pairs("campaign-s2102-t054.trf", 6)
    assert _lowest_step("campaign-s2102-t054.trf", 6) == ("C.10 b", 2)
    assert _verdict("campaign-s2102-t054.trf", 6) == ("CONSISTENT", None)


def test_dutch_2012_explain_says_a_level_is_bound_by_closeness_before_c10(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 29 item 3 in the explain: seed 2101 t88 round 9, bracket 4.5 complies at C.10 d only among the
    choices moving down the players closest to the next bracket (G2), and the merged lowest bracket among
    its closest pairings (G1); both lines say they are this project's reading."""
    assert main(["explain", str(FILES / "campaign-s2101-t088.trf"), "--system", "dutch-2012", "--round", "9"]) == 0
    out = capsys.readouterr().out
    assert "moving down the players closest to the next bracket (A.11, B.3, before C.10's steps" in out
    assert "among the closest pairings only (A.11, before C.10's steps: this project's reading)" in out

"""build_state on TRF text read by the project's reader: the records that change who is paired,
their virtual points, forbidden pairs and TPNs (XXR, XXC, XXZ, 240, 260, XXP, XXA, 250, 192)."""

from __future__ import annotations

from decimal import Decimal

from checker.systems.dutch.state import build_state
from checker.trf import loads

D = Decimal


def line(start: int, points: str, *blocks: tuple[int, str, str]) -> str:
    """A 001 line with fixed columns: start 5-8, name 15-47, rating 49-52, points 81-84, rounds from 92."""
    head = f"001 {start:4d}      {'Player ' + str(start):<33} 2000{' ' * 28}{points:>4} {start:4d}  "
    return head + "".join(f"{opp:>4} {colour} {result}  " for opp, colour, result in blocks).rstrip()


# Six players, two rounds played, round 3 to pair (of 4, XXR):
#   R1: 1 (w) beat 4; 2 (b) drew 5; 3 (w) won by forfeit against 6.
#   R2: 1 (b) beat 2; 4 (b) beat 3; 5 (w) drew 6.
RECORDS = "\n".join([
    "012 Records test",
    line(1, "2.0", (4, "w", "1"), (2, "b", "1")),
    line(2, "0.5", (5, "b", "="), (1, "w", "0")),
    line(3, "1.0", (6, "w", "+"), (4, "w", "0")),
    line(4, "1.0", (1, "b", "0"), (3, "b", "1")),
    line(5, "1.0", (2, "w", "="), (6, "w", "=")),
    line(6, "0.5", (3, "b", "-"), (5, "b", "=")),
    "XXR 4",
    "XXC black1",
    "XXZ 4",
    "240 H   3    3",
    "260   3   4    1    2",
    "XXP 5 6",
    "XXA    1  1.0  1.0  1.0",
]) + "\n"


def test_records_who_is_paired_in_round_3() -> None:
    # XXZ 4 (round after the file) -> 4 absent; 240 H for round 3 -> 3 absent with a half-point bye.
    tournament, _ = loads(RECORDS, "records.trf")
    state = build_state(tournament, 3)
    assert state.absent == ((3, "H"), (4, "Z"))
    assert (state.total_rounds, state.initial_colour, state.initial_colour_source) == (4, "b", "given")


def test_records_scores_xxa_and_order() -> None:
    # scores: 1: 1+1 = 2, 5: ½+½ = 1, 2: ½+0, 6: 0+½ (3's forfeit win and 4 are absent).
    # XXA gives 1 a virtual point in round 3: pairing scores 3, 1, ½, ½ -> order 1, 5, 2, 6.
    tournament, _ = loads(RECORDS, "records.trf")
    state = build_state(tournament, 3)
    assert [(p.tpn, p.score, p.acceleration) for p in state.players] == [
        (1, D(2), D(1)), (5, D(1), D(0)), (2, D("0.5"), D(0)), (6, D("0.5"), D(0)),
    ]
    assert state.acceleration_method == "XXA"


def test_records_260_and_xxp_forbidden_pairs() -> None:
    tournament, _ = loads(RECORDS, "records.trf")
    state = build_state(tournament, 3)
    assert {p.tpn: p.forbidden for p in state.players} == {
        1: frozenset({2}), 2: frozenset({1}), 5: frozenset({6}), 6: frozenset({5}),
    }


def test_records_floats_with_xxa() -> None:
    # R1: 1 (0 + 1 virtual) beat 4 (0) -> 1 down; 2-5 equal; 6 lost by forfeit -> none.
    # R2: 1 (1+1) beat 2 (½) -> 1 down, 2 up; 5 (½) drew 6 (0) -> 5 down, 6 up.
    tournament, _ = loads(RECORDS, "records.trf")
    state = build_state(tournament, 3)
    assert {p.tpn: p.floats for p in state.players} == {
        1: ("down", "down"), 5: (None, "down"), 2: (None, "up"), 6: (None, "up"),
    }


def test_records_250_and_baku_from_192() -> None:
    # 192 FIDE_DUTCH_2025_BAKU with 6 players and XXR 4: GA = 2*ceil(6/4) = 4; accelerated rounds
    # ceil(4/2) = 2; the first ceil(2/2) = 1 gives 1 (round 1), round 2 gives ½; GB is TPN 5-6.
    baku = "\n".join([
        "012 Baku",
        line(1, "1.0", (4, "w", "1")),
        line(2, "0.5", (3, "b", "=")),
        line(3, "0.5", (2, "w", "=")),
        line(4, "0.0", (1, "b", "0")),
        line(5, "1.0", (6, "w", "1")),
        line(6, "0.0", (5, "b", "0")),
        "XXR 4",
        "192 FIDE_DUTCH_2025_BAKU",
    ]) + "\n"
    tournament, _ = loads(baku, "baku.trf")
    state = build_state(tournament, 2)
    assert state.acceleration_method == "baku"
    # pairing scores: 1: 1.5, 2: 1.0, 3: 1.0, 5: 1.0 (GB, no virtual point), 4: 0.5, 6: 0
    assert [(p.tpn, p.pairing_score) for p in state.players] == [
        (1, D("1.5")), (2, D(1)), (3, D(1)), (5, D(1)), (4, D("0.5")), (6, D(0)),
    ]
    # Round 1: 1 (0+1) beat 4 (0+1): equal pairing scores -> no float; 5 (0) beat 6 (0) -> none.
    assert state.player(1).floats == (None,)
    # A 250 record in the same file replaces the 192 method (TRF-2026 250).
    # 250: 1 point for id 6..6 in round 2..2 (columns 10-13, 15-17, 19-21, 23-26, 28-31).
    with_250 = baku.replace("XXR 4", f"XXR 4\n250 {'':4} {'1.0':>4} {2:3d} {2:3d} {6:4d} {6:4d}")
    tournament, _ = loads(with_250, "baku250.trf")
    state = build_state(tournament, 2)
    assert state.acceleration_method == "250"
    # pairing scores: 1: 1, 5: 1, 6: 0 + 1, 2: ½, 3: ½, 4: 0 (no Baku point for 1-4 any more)
    assert [(p.tpn, p.pairing_score) for p in state.players] == [
        (1, D(1)), (5, D(1)), (6, D(1)), (2, D("0.5")), (3, D("0.5")), (4, D(0)),
    ]


def test_records_xxc_rank_pairs_by_line_order() -> None:
    # Lines in the order 2, 1, 3, 4 with XXC rank: TPN 1 is start number 2, TPN 2 is start number 1.
    # Round 1: 2 (TPN 1, odd) beat 3 with White -> initial colour white (inferred).
    text = "\n".join([
        "012 Rank",
        line(2, "1.0", (3, "w", "1")),
        line(1, "1.0", (4, "b", "1")),
        line(3, "0.0", (2, "b", "0")),
        line(4, "0.0", (1, "w", "0")),
        "XXC rank",
    ]) + "\n"
    tournament, _ = loads(text, "rank.trf")
    state = build_state(tournament, 2, total_rounds=3)
    assert [state.start_number_of(p.tpn) for p in state.players] == [2, 1, 3, 4]
    assert state.player(1).opponents == frozenset({3})  # start number 3 is TPN 3
    assert state.player(2).opponents == frozenset({4})
    assert (state.initial_colour, state.initial_colour_source) == ("w", "inferred")

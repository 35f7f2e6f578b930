"""Double-Swiss with the Baku acceleration (C.04.7 1, issue 21): the virtual points of a match are a
match win's points, two won games (reading in docs/interpretations-double-swiss.md, "Acceleration")."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from checker.check.round import check_round
from checker.cli import main
from checker.systems.double_swiss.acceleration import match_virtual_points
from checker.systems.double_swiss.system import DOUBLE_SWISS
from checker.trf import dumps, loads
from checker.tournament.rounds import tpn_map
from tests.paths import ROOT
from tests.campaign.test_campaign import SELF, campaign
from tests.commands.test_info import column_headers
from tests.support import generate

SAMPLE = ROOT / "samples" / "double-swiss-10p-4r.trf"
"""10 players, 4 matches (XXR 8 columns), XXC white1."""


def baku_sample(tmp_path: Path) -> Path:
    """The sample with a Baku 192 code."""
    path = tmp_path / "baku.trf"
    path.write_text(SAMPLE.read_text().replace("192 FIDE_DOUBLESWISS", "192 FIDE_DOUBLESWISS_BAKU"))
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_c04_7_1_4_virtual_points_of_a_nine_match_double_swiss(tmp_path: Path) -> None:
    # C.04.7 1.2: GA = the first half of 10 players rounded up to an even number: 6 (2 * ceil(10/4)).
    # 1.4.1: 9 rounds -> 5 accelerated; 1.4.2: the first 3 (half of 5, rounded up) give a win's points,
    # in Double-Swiss a match won: two won games, 2 points; 1.4.3: matches 4-5 give half, 1; then none.
    t, _ = loads(baku_sample(tmp_path).read_text())
    tpns = tpn_map(t)
    expected = {1: 2, 2: 2, 3: 2, 4: 1, 5: 1, 6: 0, 7: 0, 8: 0, 9: 0}
    for match, value in expected.items():
        points = match_virtual_points(t, match, 9, tpns)
        assert points == ({s: Decimal(value) for s in range(1, 7)} if value else {}), match


def test_c04_7_baku_double_swiss_pairs_match_1_in_two_groups(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 4 matches: 2 accelerated, match 1 with 2 virtual points for GA = 1-6 (C.04.7 1.2, 1.4).
    # Scoregroup 2 = {1..6} is the top scoregroup (C.04.5 3.2) and pairs within itself (C4 = 0);
    # 3.6.2-3.6.3: the first identifier, 1 2 3 4 5 6: 1-4, 2-5, 3-6. Then {7..10}: 7 8 9 10: 7-9, 8-10.
    # Colours 4.3.1 (XXC white1): the HRP gets White when his TPN is odd: 1-4, 5-2, 3-6, 7-9, 10-8.
    code, out, err = run(capsys, "pair", str(baku_sample(tmp_path)), "--round", "1", "--format", "bbp")
    assert (code, err) == (0, "")
    assert out == "5\n1 4\n5 2\n3 6\n7 9\n10 8\n"


def test_c04_7_baku_double_swiss_match_2_with_half_the_virtual_points(tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    # After match 1 as published (1-6 1.5-0.5, 2-7, 3-8, 4-9, 5-10 2-0): scores 2, 3, 4, 5: 2; 1: 1.5;
    # 6: 0.5; 7-10: 0. Match 2 adds 1 virtual point to 1-6 (1.4.3): 2, 3, 4, 5: 3; 1: 2.5; 6: 1.5.
    # 3 = {2, 3, 4, 5}: identifier 2 3 4 5: 2-4, 3-5 (none has met). 2.5 = {1}: one upfloater (C4) with the
    # best score (C5): 6 has met 1 (C1), so from 0: the sets {7} < {8} < ...: 1-7. 1.5 = {6}: 6-8.
    # 0 = {9, 10}: 9-10 (they have not met). The test pins the pairs; colours are art. 4's, unchanged.
    code, out, err = run(capsys, "pair", str(baku_sample(tmp_path)), "--round", "2", "--format", "bbp")
    assert (code, err) == (0, "")
    pairs = {frozenset(map(int, line.split())) for line in out.splitlines()[1:]}
    assert pairs == {frozenset(p) for p in ((2, 4), (3, 5), (1, 7), (6, 8), (9, 10))}


def test_c04_7_1_1_baku_needs_a_win_worth_two_draws(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = baku_sample(tmp_path)
    path.write_text(path.read_text().replace("XXC white1", "XXC white1\nBBW  3.0\nBBD  1.0"))
    code, out, err = run(capsys, "pair", str(path), "--round", "1")
    assert (code, out) == (2, "")
    assert "C.04.7 1.1: the Baku Acceleration Method needs a win worth two draws and a loss worth zero" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(("players", "matches", "seed"), [(10, 5, 1), (15, 7, 2), (22, 9, 3)])
def test_c04_7_generated_baku_double_swiss_checks_consistent_in_every_match(players: int, matches: int,
                                                                            seed: int) -> None:
    t = generate(DOUBLE_SWISS, players, matches, seed, baku=True, absence_rate=0.05, forfeit_rate=0.05)
    back, warnings = loads(dumps(t))
    assert warnings == () and back.system_code == "FIDE_DOUBLESWISS_BAKU"
    verdicts = [check_round(back, k, DOUBLE_SWISS).verdict for k in range(1, DOUBLE_SWISS.next_round(back))]
    assert len(verdicts) == matches and set(verdicts) == {"CONSISTENT"}


def test_c04_7_accelerated_generation_changes_the_first_match() -> None:
    # Without Baku the first match pairs the top half against the bottom half (1-6 among 10); with it,
    # GA = 1-6 meet among themselves (1-4).
    plain = generate(DOUBLE_SWISS, 10, 4, 7)
    baku = generate(DOUBLE_SWISS, 10, 4, 7, baku=True)
    assert plain.players[0].rounds[0].opponent == 6
    assert baku.players[0].rounds[0].opponent == 4


def test_c04_7_explain_names_the_virtual_points_of_the_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "explain", str(baku_sample(tmp_path)), "--round", "2")
    assert (code, err) == (0, "")
    assert out.splitlines()[1].startswith("C.04.7 (baku): virtual points 1 for 1, 2, 3, 4, 5, 6;")
    assert "bracket 1: scoregroup 3 (2, 3, 4, 5)" in out


def test_c04_7_info_shows_the_virtual_points_of_each_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "info", str(baku_sample(tmp_path)))
    assert (code, err) == (0, "")
    assert column_headers(out)[-1] == "virtual points (C.04.7)"
    rows = [line.split() for line in out.splitlines() if line.strip().startswith(("1 ", "2 ", "3 "))]
    assert " ".join(rows[0]).endswith("2 to 1, 2, 3, 4, 5, 6")  # match 1: a match win (1.4.2)
    assert " ".join(rows[1]).endswith("1 to 1, 2, 3, 4, 5, 6") and rows[2][-1] == "-"


def test_c04_7_a_baku_campaign_checks_every_match(capsys: pytest.CaptureFixture[str]) -> None:
    # The engine (swisscheck's own pairer, `pair --format bbp`) gets the accelerated file and its
    # pairing is checked with the same virtual points: every match CONSISTENT.
    code, report = campaign(capsys, "--system", "double-swiss", "--baku", "--engine", SELF, "--tournaments", "1",
                            "--players", "10", "--rounds", "4", "--seed", "3")
    assert (code, report["rounds"], report["by_verdict"]) == (0, 4, {"CONSISTENT": 4})

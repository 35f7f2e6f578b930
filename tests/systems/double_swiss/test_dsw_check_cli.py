"""``swisscheck check`` and ``swisscheck explain`` on Double-Swiss files, through ``checker.cli.main``.

Exit code 0 when every match is consistent, 1 otherwise (a tampered copy written to a temporary
file), 2 for a file off the two-columns-per-match layout; the JSON report; the explanation of a
corpus match, every line of which is worked out in the comments.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.trf import dumps, load
from checker.report.player import wrapped
from tests.paths import DATA
from tests.systems.double_swiss.test_dsw_check_tampered import flip_colours_in_text, rewrite_match

DSW = DATA / "double-swiss"
S5005 = DSW / "dsw-p9r5-s5005.trf"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_dsw_cli_check_a_corpus_file_exits_0(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # Named from its own folder: the heading line would wrap at 100 columns under a long clone path.
    monkeypatch.chdir(S5005.parent)
    code, out, err = run(capsys, "check", S5005.name)
    assert (code, err) == (0, "")
    assert out.startswith(f"{S5005.name}: FIDE Double-Swiss System, C.04.5 (2026)\n")
    assert out.endswith("5 of 5 rounds consistent.\n")


def test_dsw_cli_check_a_tampered_copy_exits_1_and_names_the_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Match 3 with 3-8 instead of 8-3 (4.3.2: 8 has had White once, 3 twice), flipped in the text;
    # results unchanged, and matches 4-5 keep the colours 4.3.2 gives (test_dsw_check_tampered).
    path = tmp_path / "flipped.trf"
    path.write_text(flip_colours_in_text(flip_colours_in_text(S5005.read_text(), 3, 3), 8, 3))
    code, out, err = run(capsys, "check", str(path), "--verbose")
    assert (code, err) == (1, "")
    rows = [line.split() for line in out.splitlines()[4:9]]
    assert rows[2] == ["3", "COLOURS", "Double-Swiss", "4.3.2", "1"]
    assert [r[1] for r in rows] == ["CONSISTENT", "CONSISTENT", "COLOURS", "CONSISTENT", "CONSISTENT"]
    assert wrapped("  COLOURS [Double-Swiss 4.3.2] in score group 2: 3-8 should be 8-3: 4.3.2: 8 has had White in 1 "
                   "match, 3 White in 2 matches: White to 8\n") in out  # at 100 columns
    assert out.endswith("4 of 5 rounds consistent.\n")


def test_dsw_cli_check_json_one_object_per_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tournament, _ = load(S5005)
    path = tmp_path / "pab.trf"
    path.write_text(dumps(rewrite_match(tournament, 3, [(1, 2), (3, 6), (9, 4), (5, 7)], pab=8)))
    code, out, _ = run(capsys, "check", str(path), "--format", "json", "--round", "3")
    assert code == 1
    report = json.loads(out)
    assert [r["round"] for r in report["rounds"]] == [3]
    third = report["rounds"][0]
    assert (third["verdict"], third["criterion"], third["article"]) == ("VIOLATION", "C2", "Double-Swiss 2.1.2")
    assert third["published"]["pab"] == 8 and third["reference"]["pab"] == 6


def test_dsw_cli_check_a_file_off_the_layout_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tournament, _ = load(S5005)
    player = tournament.players[0]
    cut = player.model_copy(update={"rounds": player.rounds[:-1]})  # game 2 of match 5 missing
    path = tmp_path / "cut.trf"
    path.write_text(dumps(tournament.model_copy(update={"players": (cut, *tournament.players[1:])})))
    code, out, err = run(capsys, "check", str(path))
    assert (code, out) == (2, "")
    line = next(i for i, text in enumerate(path.read_text().splitlines(), start=1) if text.startswith("001    1"))
    assert err.endswith(f"swisscheck: error: {path}:{line}:172: round 9: Double-Swiss: player 1, match 5 (columns 9-10): "
                        "only column 9 has a block; a match takes two round columns (C.04.5 Preface)\n")


def test_dsw_cli_explain_match_3(capsys: pytest.CaptureFixture[str]) -> None:
    # Before match 3: 2 has 4 points; 1 3.5; 9 2.5; 3 and 4 2; 7 and 8 1.5; 5 and 6 1. 8 and 9 had
    # a PAB (C2). Floaters of match 2: 1, 9 (down), 3, 7 (up).
    # PAB: 5 and 6 (1 point, 2 matches) are first; 6 has the larger TPN (3.4.4).
    # 2 takes 1 (the only 3.5), a floater (C7 1; the 3.5 group is then empty, C6 0).
    # 9 takes 4 rather than 3, who floated (C7); 3 is left alone in the 2 group (C6 1); 9 floated (C8 1).
    # 3 cannot take 7 (met in match 1): 8; then 7 takes 5, the 1-point player left.
    # Colours: 1-2 4.3.3 (b w / w b: last colours differ), 9-4 4.3.4 (no White each, 9 had Black),
    # 8-3 4.3.2 (one White against two), 5-7 4.3.4 (w b alike, HRP 7 had White last).
    code, out, err = run(capsys, "explain", str(S5005), "--round", "3")
    assert (code, err) == (0, "")
    assert out == wrapped(  # at 100 columns
        'Double-Swiss round 3 of 5, 9 players\n'
        '3.4 PAB: 6 (score 1, 2 matches played, TPN 6): the first player eligible under C2 by lowest score (3.4.2), most matches played (3.4.3) and largest TPN (3.4.4) whose bye leaves a legal pairing (3.4.1)\n'
        '  not eligible (C2: already a PAB, a match won by forfeit or a full-point bye): 8, 9\n'
        'bracket 1: scoregroup 4 (2)\n'
        '  3.5 upfloaters: 1\n'
        '    C4, C5: 1 upfloater with score 3.5: no set of fewer upfloaters or higher scores gives the bracket and the others legal pairings (C1, C3)\n'
        '    3.5.4: the first set in order (C6 0, C7 1)\n'
        '  3.6.2 identifier: 1 2 (C8 0)\n'
        '  1 - 2  (4.3.3: equal Whites (1); the most recent time one had White and the other Black, 1 had Black and 2 White: both alternate)\n'
        'bracket 2: scoregroup 2.5 (9)\n'
        '  3.5 upfloaters: 4\n'
        '    C4, C5: 1 upfloater with score 2: no set of fewer upfloaters or higher scores gives the bracket and the others legal pairings (C1, C3)\n'
        '    3.5.4 sets tried in order before it (C6 1, C7 0 for the chosen set):\n'
        '    {3}: C7: 1 upfloater who floated in the previous round (3) (the chosen set: 0)\n'
        '  3.6.2 identifier: 4 9 (C8 1)\n'
        '  9 - 4  (4.3.4: equal Whites (0) and no match where one had White and the other Black; the higher-ranked 9 alternates from its last colour (Black))\n'
        'bracket 3: scoregroup 2 (3)\n'
        '  3.5 upfloaters: 8\n'
        '    C4, C5: 1 upfloater with score 1.5: no set of fewer upfloaters or higher scores gives the bracket and the others legal pairings (C1, C3)\n'
        '    3.5.4 sets tried in order before it (C6 1, C7 0 for the chosen set):\n'
        '    {7}: the bracket has no legal pairing (C1)\n'
        '  3.6.2 identifier: 3 8 (C8 1)\n'
        '  8 - 3  (4.3.2: 8 has had White in 1 match, 3 White in 2 matches: White to 8)\n'
        'bracket 4: scoregroup 1.5 (7)\n'
        '  3.5 upfloaters: 5\n'
        '    C4, C5: 1 upfloater with score 1: no set of fewer upfloaters or higher scores gives the bracket and the others legal pairings (C1, C3)\n'
        '    3.5.4: the first set in order (C6 0, C7 0)\n'
        '  3.6.2 identifier: 5 7 (C8 1)\n'
        '  5 - 7  (4.3.4: equal Whites (1) and no match where one had White and the other Black; the higher-ranked 7 alternates from its last colour (White))\n'
    )


def test_dsw_cli_explain_a_round_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "explain", str(S5005), "--round", "8")
    assert (code, out) == (2, "")
    assert err == "swisscheck: error: --round 8: pair a round from 1 to 6\n"

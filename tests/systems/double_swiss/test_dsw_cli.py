"""``swisscheck pair`` on Double-Swiss files: chosen by the 192 code or ``--system``, rounds are matches."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from checker.trf import dumps
from tests.paths import DATA
from tests.systems.double_swiss.builders import tournament

DSW = DATA / "double-swiss"
S5005 = DSW / "dsw-p9r5-s5005.trf"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_dsw_cli_pair_match_5_as_published(capsys: pytest.CaptureFixture[str]) -> None:
    # Columns 9-10 of dsw-p9r5-s5005: 5-2, 1-6, 9-3, 7-8 (White in game 1 first), 4 PAB.
    code, out, err = run(capsys, "pair", str(S5005), "--round", "5", "--format", "bbp")
    assert (code, err) == (0, "")
    assert out == "5\n5 2\n1 6\n9 3\n7 8\n4 0\n"


def test_dsw_cli_next_round_is_the_match_after_the_last_complete_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "pair", str(S5005), "--format", "json", "--rounds", "6")  # XXR 10: 5 declared
    assert code == 0 and '"round": 6' in out
    code, _, err = run(capsys, "pair", str(S5005), "--round", "7")
    assert code == 2
    assert err == "swisscheck: error: --round 7: the file holds rounds 1..5; pair a round from 1 to 6\n"


def test_dsw_cli_system_option_reads_a_file_without_192(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    t = tournament({1: [(2, "w", "1", "=")], 2: [(1, "b", "0", "=")], 3: [(4, "w", "=", "=")], 4: [(3, "b", "=", "=")]})
    path = tmp_path / "ds.trf"
    path.write_text(dumps(t.model_copy(update={"system_code": None})))
    code, out, _ = run(capsys, "pair", str(path), "--system", "double-swiss", "--format", "bbp")
    # match 2: 1 (1.5) takes upfloater 3 (first of 3, 4 at 1.0), then 4 takes 2. Equal Whites and
    # equal histories, so 4.3.4: each HRP alternates from match 1 (1 had White, 4 had Black).
    assert code == 0 and out == "2\n3 1\n4 2\n"


def test_dsw_cli_a_file_off_the_two_column_convention_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    t = tournament({1: [(2, "w", "1", "1")], 2: [(1, "b", "0", "0")]})
    bad = t.players[1].rounds[:1] + (t.players[1].rounds[1].model_copy(update={"colour": "b"}),)
    t = t.model_copy(update={"players": (t.players[0], t.players[1].model_copy(update={"rounds": bad}))})
    path = tmp_path / "bad.trf"
    path.write_text(dumps(t))
    code, out, err = run(capsys, "pair", str(path))
    assert (code, out) == (2, "")
    line = next(i for i, text in enumerate(path.read_text().splitlines(), start=1) if text.startswith("001    2"))
    assert err.endswith(  # at player 2's game 2 (round column 2 from column 102)
        f"swisscheck: error: {path}:{line}:102: round 2: Double-Swiss: player 2, match 1 (columns 1-2): the same "
        "colour (b) in both games; colours alternate within a match (C.04.5 Preface, 4.4)\n"
    )

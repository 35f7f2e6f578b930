"""Issue 31 item 4: ``pair`` and ``explain`` past the last round. Basic Rules 1: the number of rounds is
declared beforehand; when every declared round is played, exit 2 with that sentence and ``--rounds`` to go
on; when nothing declares the number, the round paired as the last one says the last round is assumed."""

from __future__ import annotations

import contextlib

import pytest

from checker import api
from checker.cli import main
from checker.errors import InputError
from tests.paths import DATA, ROOT

DOUBLE_SWISS = "samples/double-swiss-10p-4r.trf"
"""XXR 8: four Double-Swiss rounds of two columns, all four played."""
GRANDMOMMYS_CUP = str(DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf")
"""142 14: a team event with its 14 rounds played."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Exit code, standard output and standard error of ``swisscheck`` run from the clone."""
    with contextlib.chdir(ROOT):
        code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_basic_rules_1_pair_after_every_declared_round_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """Was: "Round 5: 5 boards" without a word."""
    code, out, err = run(capsys, "pair", DOUBLE_SWISS)
    assert (code, out) == (2, "")
    assert err == ("swisscheck: error: samples/double-swiss-10p-4r.trf:2:5: XXR: every declared round is played: "
                   "XXR 8 declares 4 rounds and the file holds all 4; give --rounds 5 or more to pair round 5\n")
    code, out, err = run(capsys, "pair", DOUBLE_SWISS, "--rounds", "5")
    assert code == 0 and out.startswith("Round 5: 5 boards") and err == ""


def test_basic_rules_1_explain_after_every_declared_round_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "explain", DOUBLE_SWISS, "--round", "5")
    assert code == 2 and "XXR: every declared round is played" in err
    code, _, err = run(capsys, "explain", DOUBLE_SWISS, "--round", "5", "--player", "1")
    assert code == 2 and "give --rounds 5 or more to pair round 5" in err
    assert run(capsys, "explain", DOUBLE_SWISS, "--round", "5", "--rounds", "6")[0] == 0
    assert run(capsys, "explain", DOUBLE_SWISS, "--round", "4")[0] == 0  # a played round: as ever


def test_basic_rules_1_a_team_file_with_its_14_rounds_played(capsys: pytest.CaptureFixture[str]) -> None:
    """Was: round 15 paired."""
    code, _, err = run(capsys, "pair", GRANDMOMMYS_CUP)
    assert code == 2
    assert err.endswith(":14:5: 142: every declared round is played: 142 14 declares 14 rounds and the file holds "
                        "all 14; give --rounds 15 or more to pair round 15\n")


def test_basic_rules_1_rounds_as_many_as_played_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "pair", DOUBLE_SWISS, "--rounds", "4")
    assert code == 2 and err == ("swisscheck: error: --rounds 4: every declared round is played: the file holds all 4; "
                                 "give --rounds 5 or more to pair round 5\n")


def test_the_api_refuses_alike_naming_its_argument() -> None:
    with pytest.raises(InputError, match=r"double-swiss-10p-4r.trf:2:5: XXR: every declared round is played: XXR 8 "
                                         r"declares 4 rounds and the file holds all 4; give rounds=5 or more"):
        api.pair(ROOT / DOUBLE_SWISS)
    with pytest.raises(InputError, match="give rounds=5 or more"):
        api.explain(ROOT / DOUBLE_SWISS, round=5)
    assert api.pair(ROOT / DOUBLE_SWISS, rounds=5).round == 5


def test_the_last_round_is_assumed_when_nothing_declares_the_number(capsys: pytest.CaptureFixture[str]) -> None:
    """samples/dutch-12p-5r.trf has no 142/XXR: round 6 is paired as the last (Dutch 1.8 topscorers), and said;
    --rounds 7 declares more: no such warning."""
    code, _, err = run(capsys, "pair", "samples/dutch-12p-5r.trf", "--absent", "6")
    assert code == 0 and err.replace("\n  ", " ") == ("warning: round 6 is paired as the last round (topscorers, Dutch 1.8): no number of "
                                 "rounds is declared (142, XXR or --rounds), so the last round is assumed; give "
                                 "--rounds N if more rounds follow\n")
    code, _, err = run(capsys, "pair", "samples/dutch-12p-5r.trf", "--absent", "6", "--rounds", "7")
    assert code == 0 and err == ""


def test_a_system_without_last_round_rules_says_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    """Burstein (C.04.4.2) has no rule for the last round only: nothing to assume."""
    code, _, err = run(capsys, "pair", "samples/dutch-12p-5r.trf", "--absent", "6", "--system", "burstein")
    assert code == 0 and "last round" not in err

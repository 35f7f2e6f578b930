"""Issue 31 item 3: the acceleration declared but not applied (and the reverse) found as the cause,
proved by re-pairing (C.04.7); the overrides ``--acceleration`` / ``--initial-colour`` that reproduce it;
issue 31 item 5: one hypothesis is "the cause", a stack of two "a possible explanation".

Files (tests/causes/build.py): ``baku_not_applied.trf`` was paired without acceleration and with Black
as the initial colour, then declared 192 FIDE_DUTCH_2026_BAKU and 152 W; ``baku_not_declared.trf`` was
paired with Baku, then declared 192 FIDE_DUTCH_2026.
"""

from __future__ import annotations

import contextlib
import json

import pytest

from checker import api
from checker.causes.acceleration import acceleration
from checker.cli import main
from checker.errors import InputError
from checker.systems.settings import with_acceleration
from checker.systems.dutch import IDENTITY
from tests.causes.test_causes import HERE, case_of, tournament
from tests.paths import ROOT

NOT_APPLIED = HERE / "baku_not_applied.trf"
NOT_DECLARED = HERE / "baku_not_declared.trf"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """The exit code, standard output and standard error of ``swisscheck`` run from the clone."""
    with contextlib.chdir(ROOT):
        code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_c04_7_declared_but_not_applied_is_the_cause_of_rounds_2_and_3() -> None:
    """Rounds 2-3: the file's Baku left out gives the published round exactly: one hypothesis, the cause."""
    t = tournament("baku_not_applied.trf")
    for r in (2, 3):
        case = case_of(t, r)
        assert case.verdict.verdict == "WORSE"
        cause = acceleration(case)
        assert cause is not None
        assert (cause.kind, cause.reproduced, cause.claim) == ("acceleration", True, "cause")
        assert [h.option for h in cause.hypotheses] == ["--acceleration none"]
        assert "without acceleration: the file declares it (192 FIDE_DUTCH_2026_BAKU, C.04.7)" in cause.message
        # the proof: re-paired without acceleration, the round is the published one
        repaired = case.repair(with_acceleration(t, "none", IDENTITY))
        assert repaired is not None and repaired.as_set() == case.published.as_set()


def test_c04_7_round_1_needs_the_other_initial_colour_too_a_possible_explanation() -> None:
    """Round 1 (blamed on C6 before issue 31): without acceleration and with Black as the initial colour;
    two settings changed, a possible explanation (item 5)."""
    case = case_of(tournament("baku_not_applied.trf"), 1)
    assert (case.verdict.verdict, case.verdict.criterion) == ("WORSE", "C6")
    cause = acceleration(case)
    assert cause is not None
    assert [h.kind for h in cause.hypotheses] == ["acceleration", "initial-colour"]
    assert [h.option for h in cause.hypotheses] == ["--acceleration none", "--initial-colour black"]
    assert (cause.reproduced, cause.claim) == (True, "possible explanation")
    assert cause.message.endswith("and with Black as the initial colour")


def test_c04_7_applied_but_not_declared_is_the_cause() -> None:
    """Every accelerated round (and round 4, whose floats rest on them) is the rules' pairing with Baku."""
    t = tournament("baku_not_declared.trf")
    for r in (1, 2, 3, 4):
        cause = acceleration(case_of(t, r))
        assert cause is not None and (cause.kind, cause.claim) == ("acceleration", "cause")
        assert [h.option for h in cause.hypotheses] == ["--acceleration baku"]
        assert "which the file does not declare" in cause.message


def test_check_text_names_the_cause_instead_of_none_found(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["check", str(NOT_APPLIED)], capsys)
    assert code == 1
    assert "Cause: none found" not in out
    assert out.count("  Cause: the rules' pairing without acceleration") == 2
    assert out.count("  Possible explanation: the rules' pairing without acceleration") == 1


def test_the_options_reproduce_the_file_as_paired(capsys: pytest.CaptureFixture[str]) -> None:
    """--acceleration none --initial-colour black: every round CONSISTENT (exit 0); the API alike."""
    code, out, _ = run(["check", str(NOT_APPLIED), "--acceleration", "none", "--initial-colour", "black"], capsys)
    assert code == 0 and "5 of 5 rounds consistent." in out
    code, out, _ = run(["check", str(NOT_DECLARED), "--acceleration", "baku"], capsys)
    assert code == 0 and "5 of 5 rounds consistent." in out
    report = api.check(NOT_APPLIED, acceleration="none", initial_colour="black")
    assert report.consistent
    assert api.check(NOT_DECLARED, acceleration="baku").consistent


def test_pair_and_explain_take_the_overrides(capsys: pytest.CaptureFixture[str]) -> None:
    """Round 2 paired with --acceleration none is the published round 2; explain reads the same state."""
    published = {frozenset((p.white, p.black)) for p in api.check(NOT_APPLIED, round=2).rounds[0].published.pairs}
    pairing = api.pair(NOT_APPLIED, round=2, acceleration="none")
    assert {frozenset((b.white, b.black)) for b in pairing.pairs} == published
    assert {frozenset((b.white, b.black)) for b in api.pair(NOT_APPLIED, round=2).pairs} != published
    code, out, _ = run(["pair", str(NOT_APPLIED), "--round", "2", "--acceleration", "none", "--format", "json"],
                       capsys)
    assert code == 0
    assert {frozenset((p["white"], p["black"])) for p in json.loads(out)["pairs"]} == published
    assert api.explain(NOT_APPLIED, round=2, acceleration="none") != api.explain(NOT_APPLIED, round=2)
    code, out, _ = run(["explain", str(NOT_APPLIED), "--round", "1", "--initial-colour", "black"], capsys)
    assert code == 0 and out


def test_an_override_the_file_cannot_take_is_one_clear_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["check", str(NOT_APPLIED), "--acceleration", "fast"], capsys)
    assert code == 2 and "--acceleration: invalid choice: 'fast' (choose from 'none', 'baku')" in err
    with pytest.raises(InputError, match=r"initial_colour='blue': expected one of 'white', 'black'"):
        api.check(NOT_APPLIED, initial_colour="blue")  # type: ignore[arg-type]


def test_baku_on_a_scoring_c04_7_1_1_refuses_names_the_option(capsys: pytest.CaptureFixture[str]) -> None:
    """C.04.7 1.1: Baku needs a win worth two draws; --acceleration baku on a 3-1-0 file is refused."""
    text = NOT_DECLARED.read_text(encoding="utf-8").replace("192 FIDE_DUTCH_2026\n", "192 FIDE_DUTCH_2026\nXXS WW=3 BW=3 WD=1 BD=1\n")
    path = HERE.parent / "_scoring_3_1_0.trf"
    path.write_text(text, encoding="utf-8")
    try:
        code, _, err = run(["check", str(path), "--acceleration", "baku"], capsys)
    finally:
        path.unlink()
    assert code == 2
    assert "--acceleration baku: C.04.7 1.1: the Baku Acceleration Method needs a win worth two draws" in err

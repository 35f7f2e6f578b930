"""The cause in every report format (issue 24): JSON's ``cause`` object, the text's one sentence,
the HTML beside the round, and ``--no-causes``."""

from __future__ import annotations

import contextlib
import json

import pytest

from checker.cli import main
from tests.paths import ROOT

TAKEN_OUT = "tests/causes/data/taken_out_two.trf"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The exit code and standard output of ``swisscheck`` run from the clone."""
    with contextlib.chdir(ROOT):
        code = main(argv)
    return code, capsys.readouterr().out


def test_json_carries_the_cause_object_with_its_hypothesis(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["check", TAKEN_OUT, "--format", "json"], capsys)
    assert code == 1
    rounds = {r["round"]: r for r in json.loads(out)["rounds"]}
    assert (rounds[1]["verdict"], rounds[1]["cause"], rounds[1]["searched"]) == ("CONSISTENT", None, None)
    r4 = rounds[4]
    assert r4["verdict"] == "WORSE" and r4["searched"] == "complete"
    cause = r4["cause"]
    assert (cause["kind"], cause["players"], cause["boards"], cause["reproduced"]) == ("taken-out", [33, 38], [18, 20], False)
    assert cause["hypotheses"] == [{"kind": "taken-out", "option": None,
                                    "changes": "players 33 (Player 033) and 38 (Player 038) absent from round 4 (code Z)"}]


def test_text_prints_one_cause_sentence_per_round_within_100_columns(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["check", TAKEN_OUT], capsys)
    assert code == 1
    assert ("  Cause: the rules' pairing, had players 33 (Player 033) and 38 (Player 038) not been in it; boards\n"
            "    18 and 20, which seat them, were then made by hand.\n") in out
    assert out.count("Cause:") == 1
    assert max(len(line) for line in out.splitlines()) <= 100


def test_text_says_plainly_when_no_cause_is_found(capsys: pytest.CaptureFixture[str]) -> None:
    """Grandmommy's Cup round 2: three colours differ, nothing reproduces them; the verdict stays COLOURS."""
    code, out = run(["check", "tests/data/real/echecsjs_grandmommyscup_tec_trf26_team.trf", "--round", "2"], capsys)
    assert code == 1
    assert "2        COLOURS    Team 4.3.8" in out
    assert "  Cause: none found (no hypothesis reproduces the published round).\n" in out


def test_no_causes_skips_the_search(capsys: pytest.CaptureFixture[str]) -> None:
    _, text = run(["check", TAKEN_OUT, "--no-causes"], capsys)
    assert "Cause:" not in text
    _, out = run(["check", TAKEN_OUT, "--no-causes", "--format", "json"], capsys)
    r4 = json.loads(out)["rounds"][3]
    assert (r4["verdict"], r4["cause"], r4["searched"]) == ("WORSE", None, None)


def test_html_shows_the_cause_beside_the_round(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = run(["check", TAKEN_OUT, "--format", "html"], capsys)
    assert "<th>Cause" in out and "<td>players left out" in out  # words, not the kind taken-out (issue 31, finding 6)
    assert ("<p class=cause>Cause: the rules&#x27; pairing, had players 33 (Player 033) and 38 (Player 038) "
            "not been in it; boards 18 and 20, which seat them, were then made by hand.</p>") in out


def test_json_names_the_option_that_reproduces_an_edition_cause(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = run(["check", "tests/causes/data/edition_2017.trf", "--round", "5", "--format", "json"], capsys)
    cause = json.loads(out)["rounds"][0]["cause"]
    assert (cause["kind"], cause["reproduced"], cause["hypotheses"][0]["option"]) == ("edition", True, "--system dutch-2017")
    _, again = run(["check", "tests/causes/data/edition_2017.trf", "--round", "5", "--system", "dutch-2017"], capsys)
    assert "5        CONSISTENT" in again


def test_round_parallel_check_finds_the_same_causes_in_its_workers(capsys: pytest.CaptureFixture[str]) -> None:
    """--jobs 2: each worker searches its round's cause beside its check; the report is the same."""
    _, one = run(["check", TAKEN_OUT, "--format", "json", "--jobs", "1"], capsys)
    _, two = run(["check", TAKEN_OUT, "--format", "json", "--jobs", "2"], capsys)
    causes = [r["cause"] for r in json.loads(two)["rounds"]]
    assert causes == [r["cause"] for r in json.loads(one)["rounds"]]
    assert causes[3] is not None and causes[3]["kind"] == "taken-out"

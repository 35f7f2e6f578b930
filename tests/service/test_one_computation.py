"""Issue 31, finding 1: ``checker.api.check`` and ``swisscheck check --format json`` are one computation.

For every sample (default) and every file of the shared corpus (``slow``), the API's report dumped to
JSON is what the command prints, the ``schema`` key aside; a file the command cannot read (exit 2) is
an InputError from the API with the same message.
"""

from __future__ import annotations

import contextlib
import io
import json
import warnings
from pathlib import Path
from typing import Any

import pytest

from checker import api
from checker.cli import main
from checker.errors import InputError
from checker.trf.folders import tournament_files
from tests.paths import ROOT, corpus_params

SAMPLES = sorted((ROOT / "samples").glob("*.trf"))
HELTOUR = ROOT / "tests" / "data" / "real" / "heltour_friendship_cup_heraklion_2024_team.trf"
LEAGUE = ROOT / "tests" / "data" / "real" / "icu_armstrong_2011.tab"


def _without_partial_searches(a: dict[str, Any], b: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Both reports with the cause of a round dropped where either side's cause search was stopped by its
    time budget (10x the round's check, process time: a loaded machine may stop it elsewhere)."""
    rounds = []
    for x, y in zip(a.get("rounds", []), b.get("rounds", []), strict=False):
        if "partial" in (x.get("searched"), y.get("searched")):
            x, y = ({**r, "cause": None, "searched": None} for r in (x, y))
        rounds.append((x, y))
    return ({**a, "rounds": [x for x, _ in rounds]}, {**b, "rounds": [y for _, y in rounds]})


def assert_one_computation(file: Path) -> None:
    """``api.check(file)`` equals ``check file --format json`` (schema aside), or both refuse the file alike."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["check", str(file), "--format", "json", "--jobs", "1"])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if code == 2:
            with pytest.raises(InputError) as refused:
                api.check(str(file))
            assert f"swisscheck: {refused.value}" in err.getvalue()
            return
        report = api.check(str(file)).model_dump(mode="json")
    printed = json.loads(out.getvalue())
    assert printed.pop("schema") == "swisscheck/1"
    assert _without_partial_searches(report, printed)[0] == _without_partial_searches(report, printed)[1]


@pytest.mark.parametrize("file", SAMPLES, ids=[f.name for f in SAMPLES])
def test_api_check_is_the_json_check_prints_for_every_sample(file: Path) -> None:
    assert_one_computation(file)


def test_api_and_check_give_the_heltour_team_file_the_same_verdicts_and_warnings() -> None:
    """The finding's file: the API said DIVERGES / WORSE C7 with no warning where ``check`` said UNCHECKED."""
    assert_one_computation(HELTOUR)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        report = api.check(str(HELTOUR))
    assert any("player 41 has 1.0 points" in w for w in report.warnings)


def test_api_and_check_agree_that_a_league_is_not_a_swiss() -> None:
    """092 'Team League' (issue 24 hypothesis 1): both say not a Swiss, no round checked."""
    assert_one_computation(LEAGUE)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        report = api.check(str(LEAGUE))
    assert report.cause is not None and report.cause.kind == "not-swiss" and report.rounds == ()


@pytest.mark.slow
@pytest.mark.parametrize("file", corpus_params(lambda corpus: [f.path for f in tournament_files([str(corpus)])]))
def test_api_check_is_the_json_check_prints_for_every_corpus_file(file: str | None) -> None:
    assert file is not None
    assert_one_computation(Path(file))

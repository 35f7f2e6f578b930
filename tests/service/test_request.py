"""``checker.service``: a request by path or by content gives one report; check_file never raises."""

from __future__ import annotations

import pytest

from checker.report.batch import status
from checker.service.check import check_file, check_report
from checker.service.request import CheckRequest
from tests.paths import DATA, ROOT

REMATCH = ROOT / "samples" / "dutch-12p-5r-rematch.trf"


def test_content_with_a_name_is_the_file_at_that_path() -> None:
    by_path = check_report(CheckRequest(path=str(REMATCH), causes=False))
    by_content = check_report(CheckRequest(content=REMATCH.read_bytes(), name=str(REMATCH), causes=False))
    assert by_content == by_path
    assert [v.verdict for v in by_path.rounds] == ["CONSISTENT"] * 4 + ["VIOLATION"]  # Dutch C1 in round 5


def test_a_request_names_a_path_or_carries_content_not_both() -> None:
    with pytest.raises(ValueError, match="path or carries content"):
        CheckRequest(path="a.trf", content=b"012 x\n")


@pytest.mark.parametrize("request_, kind, code, says", [
    (CheckRequest(path="no/such.trf"), "unreadable", 2, "no/such.trf: no such file"),
    (CheckRequest(content=b"001 x\n", name="upload.trf"), "unreadable", 2, "upload.trf:1:"),
    (CheckRequest(path=str(REMATCH), options=(("maxi", True),)), "unreadable", 2, "maxi: FIDE (Dutch) System, C.04.3 (2026) takes no options"),
    (CheckRequest(path=str(REMATCH), round=9), "unreadable", 2, "--round 9: the file holds no pairing"),
    (CheckRequest(path=str(DATA / "real" / "icu_armstrong_2011.tab")), "not a Swiss", 4, ""),
    (CheckRequest(path=str(REMATCH), round=5, causes=False), "not consistent", 1, ""),
])
def test_check_file_gives_a_status_and_never_raises(request_: CheckRequest, kind: str, code: int, says: str) -> None:
    outcome = check_file(request_)
    assert (status(outcome), outcome.exit_code) == (kind, code)
    assert says in (outcome.error or "")


def test_options_of_another_system_are_ignored_when_asked() -> None:
    """A command line declares every system's options: the Dutch file takes none of Lim's ``maxi``."""
    outcome = check_file(CheckRequest(path=str(REMATCH), round=5, causes=False, options=(("maxi", False),),
                                      other_options="ignore"))
    assert outcome.report is not None and outcome.report.rounds[0].criterion == "C1"

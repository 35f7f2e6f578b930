"""A server a hostile or careless client cannot take down (issue 32 item 4): a check over the CPU-time
limit is a 503 with a sentence and costs one worker, replaced; a bug is a 500 with a reference only."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from checker.server import compute
from checker.server.job import Job
from tests.paths import ROOT
from tests.server.support import cli_run, client

SAMPLE = ROOT / "samples" / "dutch-12p-5r.trf"


@pytest.fixture(scope="module")
def big(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 400-player, 9-round Dutch tournament: about 2 CPU seconds to check, more than a 0.5 s allowance."""
    path = tmp_path_factory.mktemp("big") / "dutch-400p-9r.trf"
    code, _, err = cli_run("generate", "--system", "dutch", "--players", "400", "--rounds", "9", "--seed", "3",
                           "-o", str(path))
    assert code == 0, err
    return path


def test_a_check_over_the_cpu_limit_is_503_and_the_server_keeps_answering(big: Path) -> None:
    with client(workers=1, time_limit=0.5) as api:
        answer = api.post("/api/v1/check", content=big.read_bytes())
        assert answer.status_code == 503
        assert answer.json()["error"].startswith("the check needed more than the server's limit of 0.5 CPU seconds")
        small = api.post("/api/v1/check", content=SAMPLE.read_bytes())  # the worker was replaced
        assert small.status_code == 200 and {r["verdict"] for r in small.json()["rounds"]} == {"CONSISTENT"}
        health = api.get("/healthz").json()
        assert health["status"] == "ok" and health["replaced"] == 1


def test_a_bug_is_500_with_a_reference_and_no_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(job: Job) -> Any:
        raise ZeroDivisionError("secret detail")

    monkeypatch.setitem(compute._COMPUTE, "check", broken)
    answer = compute.run_job(Job(command="check", content=SAMPLE.read_bytes(), name="x.trf"))
    assert answer.status == 500 and answer.exit_code == 3
    assert "reference" in answer.body and "secret detail" not in answer.body and "Traceback" not in answer.body
    assert "ZeroDivisionError: secret detail" in answer.log  # logged on the server
    page = compute.run_job(Job(command="report", content=SAMPLE.read_bytes(), name="x.trf"))
    assert page.status == 200
    monkeypatch.setitem(compute._COMPUTE, "report", broken)
    page = compute.run_job(Job(command="report", content=SAMPLE.read_bytes(), name="x.trf"))
    assert page.status == 500 and "internal error in swisscheck (reference" in page.body
    assert "secret detail" not in page.body


def test_a_memory_error_is_left_to_the_worker() -> None:
    """The worker answers 503 for the memory limit and retires (``pool.worker_main``): not a bug's 500."""
    def hungry(job: Job) -> Any:
        raise MemoryError()

    original = compute._COMPUTE["check"]
    compute._COMPUTE["check"] = hungry
    try:
        with pytest.raises(MemoryError):
            compute.run_job(Job(command="check", content=b"", name="x.trf"))
    finally:
        compute._COMPUTE["check"] = original

"""``audit --time-limit S`` (issue 33): a file whose check runs over the limit is stopped, stored with the
status ``timeout`` and a message, and its worker takes the next file; the others are checked as always."""

from __future__ import annotations

import shutil
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from checker.audit.run import RunOptions, audit
from checker.audit.store import Store
from checker.cli import main
from checker.parallel.deadline import TimeLimitExceeded, time_limit
from checker.service.request import CheckRequest
from tests.audit.helpers import ARCHIVE, HANG_SECONDS, SLOW, slow_audit_one
from tests.paths import ROOT

LIMIT = 5.0
"""The time limit of these tests: the slow file's check hangs for minutes, the small ones (checked without
the cause search) take a fraction of a second on a quiet machine, a few times that on a loaded one."""
OPTIONS = CheckRequest(causes=False)
"""The audit's check options in these tests (``--no-causes``: the cause search may take 10x the check)."""


def _spin(seconds: float) -> bool:
    """Busy Python work for ``seconds``; True when it ran to the end."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        time.sleep(0.005)
    return True


def test_time_limit_stops_the_block_in_this_thread() -> None:
    with pytest.raises(TimeLimitExceeded):
        with time_limit(0.2):
            _spin(HANG_SECONDS)


def test_time_limit_stops_the_block_in_another_thread() -> None:
    caught: list[BaseException] = []

    def work() -> None:
        try:
            with time_limit(0.2):
                _spin(HANG_SECONDS)
        except TimeLimitExceeded as exc:
            caught.append(exc)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join(HANG_SECONDS)
    assert len(caught) == 1 and isinstance(caught[0], TimeLimitExceeded)


def test_a_block_within_its_limit_is_never_interrupted_later() -> None:
    with time_limit(0.3):
        assert _spin(0.01)
    assert _spin(0.6)  # the timer of the limit is cancelled: nothing is raised after the block
    with time_limit(None):
        assert _spin(0.01)


def _archive(folder: Path) -> Path:
    """Two small files and one named ``slow*`` (its check hangs under ``slow_audit_one``)."""
    archive = folder / "archive"
    archive.mkdir()
    for name in ARCHIVE[:2]:
        shutil.copy(ROOT / name, archive / Path(name).name)
    shutil.copy(ROOT / ARCHIVE[2], archive / f"{SLOW}-{Path(ARCHIVE[2]).name}")
    return archive


def _statuses(db: Path) -> dict[str, tuple[str, str]]:
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT path, status, message FROM files").fetchall()
    return {Path(path).name: (status, message) for path, status, message in rows}


@pytest.mark.parametrize("jobs", [1, 2], ids=["in-process", "process-pool"])
def test_a_file_over_the_time_limit_is_stored_as_a_timeout(jobs: int, tmp_path: Path) -> None:
    archive = _archive(tmp_path)
    start = time.monotonic()
    with Store.open(str(tmp_path / "a.db")) as store:
        end = audit([str(archive)], store, OPTIONS, RunOptions(jobs=jobs, quiet=True, time_limit=LIMIT),
                    worker=slow_audit_one)
    assert time.monotonic() - start < HANG_SECONDS  # the slow file was stopped, not waited for
    statuses = _statuses(tmp_path / "a.db")
    slow = f"{SLOW}-{Path(ARCHIVE[2]).name}"
    status, message = statuses.pop(slow)
    assert status == "timeout"
    assert f"longer than the time limit ({LIMIT:g} s, --time-limit)" in message and slow in message
    assert {name: s for name, (s, _) in statuses.items()} == {Path(n).name: "checked" for n in ARCHIVE[:2]}
    assert (end.checked, end.lost) == (3, 0)  # stored as a result: the worker was freed, never lost


def test_a_file_over_the_time_limit_on_dask_is_stored_as_a_timeout(tmp_path: Path) -> None:
    """On Dask the check runs in a worker's thread: the limit stops that thread's check alone."""
    pytest.importorskip("distributed", reason="Dask is optional: pip install 'swisscheck[dask]'")
    archive = _archive(tmp_path)
    with Store.open(str(tmp_path / "a.db")) as store:
        end = audit([str(archive)], store, OPTIONS, RunOptions(jobs=2, backend="dask", quiet=True,
                                                                      time_limit=LIMIT), worker=slow_audit_one)
    statuses = {name: status for name, (status, _) in _statuses(tmp_path / "a.db").items()}
    assert statuses == {f"{SLOW}-{Path(ARCHIVE[2]).name}": "timeout",
                        **{Path(n).name: "checked" for n in ARCHIVE[:2]}}
    assert (end.checked, end.lost) == (3, 0)


def test_the_summary_counts_timeouts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = _archive(tmp_path)
    with Store.open(str(tmp_path / "a.db")) as store:
        audit([str(archive)], store, OPTIONS, RunOptions(quiet=True, time_limit=LIMIT), worker=slow_audit_one)
    assert main(["audit", "--db", str(tmp_path / "a.db"), "--quiet"]) == 0
    assert "1 timed out" in capsys.readouterr().out


@pytest.mark.parametrize("value", ["0", "-3", "soon", "inf"])
def test_time_limit_must_be_seconds_above_zero(value: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", str(tmp_path), "--db", str(tmp_path / "a.db"), "--time-limit", value]) == 2
    assert "--time-limit" in capsys.readouterr().err

"""The audit on a local Dask cluster (2 workers): the rows of the process pool's audit; a task that kills
its Dask worker is run again once, then recorded as lost (skipped without ``distributed``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from checker.parallel.pool import stream_tasks
from tests.audit.helpers import build_archive, content
from tests.audit.test_resume import crash_on_seven

pytest.importorskip("distributed", reason="Dask is optional: pip install 'swisscheck[dask]'")


def test_dask_audit_stores_the_rows_of_the_process_pool(tmp_path: Path) -> None:
    archive = build_archive(tmp_path)
    assert main(["audit", str(archive), "--db", str(tmp_path / "p.db"), "--jobs", "1", "--quiet"]) == 0
    assert main(["audit", str(archive), "--db", str(tmp_path / "d.db"), "--backend", "dask", "--jobs", "2",
                 "--quiet"]) == 0
    assert content(tmp_path / "d.db") == content(tmp_path / "p.db")


def test_a_task_that_kills_its_dask_worker_costs_that_task_only() -> None:
    results: list[int] = []
    lost: list[int] = []
    stream_tasks(crash_on_seven, iter(range(12)), results.append, lambda task, why: lost.append(task),
                 jobs=2, backend="dask")
    assert sorted(results) == [n * 10 for n in range(12) if n != 7]
    assert lost == [7]

"""Issue 34 (memory): a file's rounds on forked workers without concurrent.futures or multiprocessing
(``checker/parallel/forked.py``, used by ``service/round_pool.py`` where the system forks).

Every result arrives once, from worker processes; a task that raises and a worker that dies are an
InternalError in the main process, with no worker left behind; a check with two workers gives the same
report as one process and imports neither pool module.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from checker.errors import InternalError
from checker.parallel.forked import MAX_TASKS, forked_tasks
from tests.paths import ROOT

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the system cannot fork")

SAMPLE = "samples/dutch-12p-5r.trf"


def _square(n: int) -> tuple[int, int]:
    """The task's square and the process that computed it."""
    return n * n, os.getpid()


def _reaped(pids: set[int]) -> bool:
    """True when none of these processes is a child of this one any more (each was waited for)."""
    for pid in pids:
        try:
            os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            continue
        return False
    return bool(pids)


def _pids(log: Path) -> set[int]:
    """The worker processes that wrote their id to ``log``."""
    return {int(line) for line in log.read_text().split()}


def _note(log: Path) -> None:
    """Write this process's id to ``log`` (one line, appended)."""
    with log.open("a") as out:
        out.write(f"{os.getpid()}\n")


def test_every_result_arrives_once_from_the_workers() -> None:
    got: list[tuple[int, int]] = []
    assert forked_tasks(_square, list(range(40)), got.append, jobs=2) is False
    assert sorted(value for value, _ in got) == [n * n for n in range(40)]
    assert os.getpid() not in {pid for _, pid in got}
    assert _reaped({pid for _, pid in got})


def test_a_task_that_raises_is_an_internal_error_naming_it(tmp_path: Path) -> None:
    def broken(n: int) -> int:
        _note(tmp_path / "pids")
        if n == 3:
            raise ValueError("boom")
        return n

    with pytest.raises(InternalError, match=r"task 3: ValueError: boom"):
        forked_tasks(broken, list(range(8)), lambda _: None, jobs=2)
    assert _reaped(_pids(tmp_path / "pids"))


def test_a_worker_that_dies_is_an_internal_error(tmp_path: Path) -> None:
    def dies(n: int) -> int:
        _note(tmp_path / "pids")
        if n == 5:
            os._exit(9)  # as the memory killer would end it
        return n

    with pytest.raises(InternalError, match="ended with 1 of 6 tasks not done"):
        forked_tasks(dies, list(range(6)), lambda _: None, jobs=1)
    assert _reaped(_pids(tmp_path / "pids"))


def test_more_tasks_than_the_pipe_holds_are_refused() -> None:
    with pytest.raises(ValueError, match="at most"):
        forked_tasks(_square, list(range(MAX_TASKS + 1)), lambda _: None, jobs=2)


def test_a_check_on_two_workers_is_the_check_in_one_process_and_imports_no_pool() -> None:
    probe = ("import json, sys\nfrom checker.cli import main\nmain(sys.argv[1:])\nsys.stdout.flush()\n"
             "print('\\n' + json.dumps(sorted(sys.modules)))")
    outputs = []
    for jobs in ("1", "2"):
        done = subprocess.run([sys.executable, "-c", probe, "check", SAMPLE, "--format", "json", "--jobs", jobs],
                              cwd=ROOT, capture_output=True, text=True, check=False, timeout=300)
        report, _, modules = done.stdout.rstrip("\n").rpartition("\n")
        outputs.append(report)
        if jobs == "2":
            assert "checker.parallel.forked" in json.loads(modules)  # the control: the workers were forked
            assert not set(json.loads(modules)) & {"multiprocessing", "concurrent.futures", "checker.parallel.pool"}
    assert outputs[0] == outputs[1] and json.loads(outputs[0])["rounds"]


@pytest.mark.parametrize("frozen_before", [False, True])
def test_a_pooled_check_keeps_the_command_lines_freeze_and_undoes_only_its_own(frozen_before: bool) -> None:
    # round_pool freezes the objects alive at the fork; gc.unfreeze after it would also undo the command
    # line's freeze (cli.collect_less, issue 34), so it unfreezes only when nothing was frozen before.
    probe = ("import gc, sys\nfrom checker.cli import main\n"
             + ("gc.freeze()\n" if frozen_before else "")
             + "main(sys.argv[1:])\nsys.stdout.flush()\nprint('\\nfrozen', gc.get_freeze_count())")
    done = subprocess.run([sys.executable, "-c", probe, "check", SAMPLE, "--jobs", "2"],
                          cwd=ROOT, capture_output=True, text=True, check=False, timeout=300)
    assert "5 of 5 rounds consistent" in done.stdout
    count = int(done.stdout.rsplit("frozen", 1)[1])
    assert (count > 0) == frozen_before

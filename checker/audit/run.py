"""An audit run: the archive walked, each content hashed, the files not yet stored checked by a process
pool or Dask, each result written as it arrives.

The coordinator holds the list of the archive's entries (names, not contents) and the hashes sent this
run; contents are read one at a time as the workers ask for more (``parallel.pool.stream_tasks``: a few
per worker in flight) and results are written and dropped. A content already stored for this swisscheck
version is skipped (``recheck`` checks it again); a content seen twice in the archive is checked once,
under its first path in walk order.
"""

from __future__ import annotations

import hashlib
import resource
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TextIO

from checker import __version__
from checker.audit.progress import AuditProgress
from checker.audit.store import RunEnd, Store
from checker.audit.task import AuditResult, AuditTask, audit_one, lost
from checker.audit.walk import contents, entries
from checker.parallel.pool import Backend, stream_tasks
from checker.service.request import CheckRequest


@dataclass(frozen=True)
class RunOptions:
    """How to run an audit: the workers, whether to check stored contents again, and the seconds one file's
    check may take (``time_limit``, None: no limit; a file over it is stored as a ``timeout``)."""

    jobs: int = 1
    backend: Backend = "process"
    scheduler: str | None = None
    recheck: bool = False
    quiet: bool = False
    time_limit: float | None = None


def _now() -> str:
    """The time as the ``runs`` log writes it (UTC, ISO 8601, seconds)."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def peak_memory_kib() -> int:
    """The coordinator's peak resident memory (KiB, Linux's unit of ``ru_maxrss``)."""
    return int(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


def audit(names: Sequence[str], store: Store, options: CheckRequest, run: RunOptions,
          stderr: TextIO | None = None, worker: Callable[[AuditTask], AuditResult] = audit_one) -> RunEnd:
    """Audit every tournament file under ``names`` into ``store``, each checked with the request ``options``
    (``check``'s options; no path, no content); what the run did (also in ``runs``). ``worker`` is what
    a worker runs on each file (a module-level function: a process pool imports it)."""
    err = stderr or sys.stderr
    walked = entries(names)
    start = time.monotonic()
    number = store.start_run(__version__, _now(), run.backend, run.jobs)
    counts = {"checked": 0, "skipped": 0, "lost": 0}
    sent: set[str] = set()

    with AuditProgress(len(walked), run.quiet, err) as progress:
        def tasks() -> Iterator[AuditTask]:
            """The files to check, read and hashed one at a time; the others counted as they pass."""
            for entry, data in contents(walked):
                if isinstance(data, str):
                    print(f"swisscheck: audit: {data}", file=err)
                    progress.advance()
                    continue
                sha256 = hashlib.sha256(data).hexdigest()
                store.seen(entry.path, sha256, len(data))
                if sha256 in sent or (not run.recheck and store.stored(sha256, __version__)):
                    counts["skipped"] += 1
                    progress.advance()
                    continue
                sent.add(sha256)
                yield AuditTask(entry.path, sha256, data, options, run.time_limit)

        def received(result: AuditResult) -> None:
            store.put(result, __version__)
            counts["checked"] += 1
            progress.advance()

        def given_up(task: AuditTask, why: str) -> None:
            store.put(lost(task, why), __version__)
            counts["lost"] += 1
            progress.advance()

        interrupted = stream_tasks(worker, tasks(), received, given_up, jobs=run.jobs, backend=run.backend,
                                   scheduler=run.scheduler)
    store.flush()
    end = RunEnd(files=len(walked), checked=counts["checked"], skipped=counts["skipped"], lost=counts["lost"],
                 seconds=time.monotonic() - start, peak_memory_kib=peak_memory_kib(), interrupted=interrupted)
    store.end_run(number, _now(), end)
    return end

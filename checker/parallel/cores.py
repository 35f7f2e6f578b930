"""The number of processors this process may use: apart from ``pool.py``, so that a caller that decides
whether to start workers does not import multiprocessing to ask (issue 34, start-up)."""

from __future__ import annotations

import os


def cores() -> int:
    """The number of processors this process may use (the default number of workers)."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1

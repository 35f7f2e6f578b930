"""Running independent tasks side by side: a process pool or Dask, with Ctrl-C handling.

A layer below ``commands/`` and ``campaign/``: a round-parallel check, a batch check and a campaign
all hand their tasks to :func:`checker.parallel.pool.run_tasks`; nothing here knows what a task is.
"""

"""``swisscheck audit``: a federation's archive of tournament files checked into a SQLite database.

``walk`` finds the files (the folder walk of ``check``, plus ``.zip`` archives read in place),
``adapter`` is the one place that checks a file (the per-file check every caller uses), ``task`` runs
it in a worker and turns the report into rows, ``store`` is the database (docs/audit.md), ``run``
streams the files through a process pool or Dask into the store, ``summary`` / ``html`` / ``export``
answer from the store. It sits above ``commands/check.py`` (whose per-file check it calls) and below
``commands/audit.py``.
"""

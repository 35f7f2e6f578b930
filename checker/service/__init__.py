"""One computation of a file's check for every caller: the CLI's ``check`` (one file and a batch),
``checker.api.check``, and the server and ``audit`` to come (issue 31, finding 1).

A :class:`~checker.service.request.CheckRequest` (a path, or content bytes with a display name, and
the options ``check`` takes) goes in; :func:`~checker.service.check.check_report` gives the
:class:`~checker.evaluation.findings.CheckReport` (raising an input error or an internal error) and
:func:`~checker.service.check.check_file` the :class:`~checker.report.batch.FileOutcome` (never
raising: the status, the error message, the report). The report carries every warning the file
raises (the reader's, the edition assumed, the caveats of the rounds judged despite them).
"""

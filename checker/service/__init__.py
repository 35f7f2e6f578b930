"""One way in for every caller (issue 31 finding 1, issue 32 item 6): the CLI's commands, ``checker.api``,
the server and ``audit`` ask with a typed request (``service.request``: ``CheckRequest``, ``PairRequest``,
``ExplainRequest``, ``StandingsRequest``, on ``FileRequest``), made once and validated when made.

A :class:`~checker.service.request.CheckRequest` (a path, or content bytes with a display name, and
the options ``check`` takes) goes in; :func:`~checker.service.check.check_report` gives the
:class:`~checker.evaluation.findings.CheckReport` (raising an input error or an internal error) and
:func:`~checker.service.check.check_file` the :class:`~checker.report.batch.FileOutcome` (never
raising: the status, the error message, the report). The report carries every warning the file
raises (the reader's, the edition assumed, the caveats of the rounds judged despite them).
"""

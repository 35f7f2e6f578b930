"""``swisscheck serve``: the checker as web pages and a versioned HTTP API (issue 32, docs/serve.md).

A thin layer above ``checker.service`` (the check every caller shares) and the pairing functions the
commands call: ``compute`` (one request's computation, run in a worker process: the same JSON the commands
print), ``pages`` (the server-rendered pages, every text escaped), ``pool`` (worker processes with a
CPU-time and a memory limit, a bounded queue), ``deadline`` (the read deadlines of a request's headers and
body), ``app`` (the FastAPI application: the optional extra ``swisscheck[serve]``), ``run`` (uvicorn).
"""

"""The doctest run over checker/ (pyproject: testpaths, --doctest-modules) leaves out the modules of
``swisscheck serve`` that import FastAPI and uvicorn when the optional extra ``[serve]`` is not installed."""

from importlib.util import find_spec

collect_ignore = [] if all(find_spec(m) for m in ("fastapi", "uvicorn", "multipart")) else [
    "checker/server/app.py", "checker/server/run.py"]

"""Helpers of the server's tests: the CLI's answer for the same file and options, a client of the app."""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Iterator
from typing import Any

import pytest

from checker import cli

pytest.importorskip("fastapi", reason="needs FastAPI (pip install 'swisscheck[serve]') for swisscheck serve")
pytest.importorskip("httpx", reason="needs httpx for FastAPI's TestClient")

from fastapi.testclient import TestClient  # noqa: E402  (after the skips: the extra is optional)

from checker.server.app import Settings, create_app  # noqa: E402
from checker.server.pool import Limits  # noqa: E402


def cli_run(*argv: str) -> tuple[int, str, str]:
    """``swisscheck ARGV`` in this process: exit code, standard output, standard error."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(list(argv))
    return code, out.getvalue(), err.getvalue()


def without_file(value: Any) -> Any:
    """The JSON with every ``file`` field removed (the API names an upload by its name, the CLI by its path)."""
    if isinstance(value, dict):
        return {k: without_file(v) for k, v in value.items() if k != "file"}
    if isinstance(value, list):
        return [without_file(v) for v in value]
    return value


def same_rounds(api: Any, cli: Any) -> tuple[Any, Any]:
    """The two reports with the cause of a round left out where either search ran out of its budget (a
    multiple of the round's own check time, ``causes.search``: it may end earlier in one process than in
    the other); everything else must be equal."""
    if not (isinstance(api, dict) and isinstance(cli, dict) and "rounds" in api and "rounds" in cli):
        return api, cli
    a_rounds, c_rounds = [dict(r) for r in api["rounds"]], [dict(r) for r in cli["rounds"]]
    for a, c in zip(a_rounds, c_rounds):
        if "partial" in (a.get("searched"), c.get("searched")):
            for key in ("cause", "searched"):
                a.pop(key, None)
                c.pop(key, None)
    return {**api, "rounds": a_rounds}, {**cli, "rounds": c_rounds}


def assert_same(api: Any, cli: Any) -> None:
    """The API's JSON equals the CLI's (``file`` fields aside; a cause whose search ran out of budget aside)."""
    a, c = same_rounds(without_file(api), without_file(cli))
    assert a == c


def cli_json(*argv: str) -> Any:
    """The CLI's ``--format json`` output for ``argv``, read (its ``file`` fields removed)."""
    code, out, err = cli_run(*argv, "--format", "json")
    assert code in (0, 1, 4), err
    return without_file(json.loads(out))


@contextlib.contextmanager
def client(**limits: Any) -> Iterator[TestClient]:
    """A client of the application with its worker processes started (``limits``: :class:`Limits` fields;
    ``max_upload_mb`` the upload limit, ``read_timeout`` the read deadline)."""
    upload = limits.pop("max_upload_mb", 10.0)
    read_timeout = limits.pop("read_timeout", 30.0)
    settings = Settings(limits=Limits(**{"workers": 2, "queue": 8, "time_limit": 60.0, **limits}),
                        max_upload_mb=upload, read_timeout=read_timeout)
    with TestClient(create_app(settings), raise_server_exceptions=False) as c:
        yield c

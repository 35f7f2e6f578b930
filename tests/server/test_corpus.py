"""Every corpus file's JSON from ``POST /api/v1/check`` equals ``swisscheck check --format json`` (the file's
name aside, and a cause whose budgeted search ran out in either process), and a file the CLI refuses is a
422 with the CLI's message (issue 32's must-show). A full sweep: ``-m slow``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.paths import corpus_params
from tests.server.support import assert_same, cli_run, client

SUFFIXES = (".trf", ".tab", ".txt")


def _files(corpus: Path) -> list[Any]:
    """Every tournament file of the corpus, by its path under the corpus."""
    return [pytest.param(p, id=str(p.relative_to(corpus))) for p in sorted(corpus.rglob("*"))
            if p.suffix in SUFFIXES and p.is_file() and p.name != "README.md"]


@pytest.fixture(scope="module")
def api() -> Iterator[Any]:
    """One server (two worker processes) for the sweep."""
    with client(time_limit=600) as c:
        yield c


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(_files))
def test_every_corpus_file_checks_as_the_cli_says(api: Any, path: Path) -> None:
    answer = api.post("/api/v1/check", files={"file": (path.name, path.read_bytes())})
    code, out, err = cli_run("check", str(path), "--format", "json")
    if code == 2:
        assert answer.status_code == 422
        assert err.strip() == "swisscheck: error: " + answer.json()["error"].replace(path.name, str(path), 1)
        return
    assert answer.status_code == 200, answer.text
    assert answer.headers["x-swisscheck-exit-code"] == str(code)
    assert_same(answer.json(), json.loads(out.replace(str(path), path.name)))  # warnings name the file too

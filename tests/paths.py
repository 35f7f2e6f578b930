"""Where the tests find files: the clone, the copies in tests/data, and the shared corpus next to the clone.

A test that names a corpus file reads its copy in :data:`DATA` (same relative path as in the
corpus), so it runs in any clone. A test that needs the shared corpus itself (a sweep over a
folder, a large file) reaches it in one of two ways, both skipping with :data:`NO_CORPUS` when it
is absent: the ``corpus_dir`` fixture of ``tests/conftest.py`` in the test's body, or
:func:`corpus_params` for parameters built at collection time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
"""The clone: the folder holding pyproject.toml, checker/, samples/ and bench/."""

DATA = ROOT / "tests" / "data"
"""Byte-identical copies of the corpus files the default tests name (see tests/data/README.md)."""

CORPUS = ROOT.parent / "shared" / "corpus"
"""The shared test corpus next to the clone (``../shared/corpus``), described by its README.md."""

NO_CORPUS = "needs ../shared/corpus next to the clone (the shared test corpus)"
"""Why a test that needs the shared corpus is skipped."""


def need_corpus() -> Path:
    """The shared corpus; skips the calling test with :data:`NO_CORPUS` when it is absent."""
    if not CORPUS.is_dir():
        pytest.skip(NO_CORPUS)
    return CORPUS


def corpus_params(values: Callable[[Path], Iterable[Any]], width: int = 1) -> list[Any]:
    """Parameters for ``pytest.mark.parametrize`` built from the shared corpus: ``values(CORPUS)``.

    When the corpus is absent, ``values`` is not called (no file is read) and the list holds one
    parameter (``width`` values of None) that skips with :data:`NO_CORPUS`.
    """
    if not CORPUS.is_dir():
        return [pytest.param(*([None] * width), id="no-corpus", marks=pytest.mark.skip(reason=NO_CORPUS))]
    return list(values(CORPUS))

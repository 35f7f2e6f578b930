"""Fixtures every test folder shares."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.paths import need_corpus


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    """The shared test corpus (``../shared/corpus`` next to the clone); the test is skipped, with the
    reason, when it is absent."""
    return need_corpus()

"""Where the tests find files: the clone itself, and the shared test corpus next to it."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
"""The clone: the folder holding pyproject.toml, checker/, samples/ and bench/."""

CORPUS = ROOT.parent / "shared" / "corpus"
"""The shared test corpus next to the clone (``../shared/corpus``), described by its README.md."""

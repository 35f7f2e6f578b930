"""Helpers for the TRF tests: 001 lines built column by column (TRF16 player section)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from checker.models import Tournament
from checker.trf import TRFWarning, load


def player(
    sn: int | str,
    *blocks: str,
    name: str = "Player",
    rating: str | int = "",
    points: str = "",
    rank: str | int = "",
) -> str:
    """A 001 line: start number 5-8, name 15-47, rating 49-52, points 81-84, rank 86-89, rounds from 92.

    Each block is the 8 characters from column 92 + 10(r-1): opponent (4), blank, colour, blank, result.
    """
    head = f"001 {str(sn):>4}      {name:<33} {str(rating):>4} {'':26} {points:>4} {str(rank):>4}"
    assert len(head) == 89
    return head + "".join(f"  {b}" for b in blocks)


def trf(*lines: str) -> str:
    """A TRF text from lines, LF-terminated."""
    return "\n".join(lines) + "\n"


def corpus_files(corpus: Path) -> list[Path]:
    """Every TRF file of the shared corpus (.trf, .tab, .input.trf), sorted."""
    return sorted(p for p in corpus.rglob("*") if p.is_file() and p.suffix in (".trf", ".tab"))


@cache
def loaded(path: Path) -> tuple[Tournament, tuple[TRFWarning, ...]]:
    """``load(path)``, read once per test session (the models are immutable)."""
    return load(path)

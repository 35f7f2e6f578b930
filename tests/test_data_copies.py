"""tests/data holds byte-identical copies of shared-corpus files (tests/data/README.md says which)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.paths import DATA

COPIES = sorted(p.relative_to(DATA).as_posix() for p in DATA.rglob("*") if p.is_file() and p.name not in ("README.md", ".gitattributes"))


def test_every_copy_is_listed_in_the_readme() -> None:
    readme = (DATA / "README.md").read_text()
    assert [c for c in COPIES if Path(c).name.split(".")[0] not in readme] == []


@pytest.mark.parametrize("relative", COPIES)
def test_copy_equals_the_corpus_file(relative: str, corpus_dir: Path) -> None:
    assert (DATA / relative).read_bytes() == (corpus_dir / relative).read_bytes()

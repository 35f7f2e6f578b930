"""The grammar ships in the wheel as checker/grammar/trf.lark (pyproject maps grammar/ to checker.grammar),
the JSON Schema files as checker/schema/*.json (docs/schema/ mapped to checker.schema)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from checker.trf.grammar import grammar_text
from tests.paths import ROOT


def test_wheel_contains_the_grammar(tmp_path: Path) -> None:
    # build from a copy, so that setuptools' build/ directory never lands in the working tree
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        if (ROOT / name).exists():
            shutil.copy(ROOT / name, src / name)
    for folder in ("checker", "grammar", "docs/schema"):
        shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__"))
    out = tmp_path / "wheel"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "-q", "-w", str(out)],
        check=True,
        capture_output=True,
    )
    (wheel,) = out.glob("swisscheck-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        assert "checker/grammar/trf.lark" in zf.namelist()
        assert zf.read("checker/grammar/trf.lark").decode("utf-8") == grammar_text()
        assert zf.read("checker/schema/check.json") == (ROOT / "docs" / "schema" / "check.json").read_bytes()

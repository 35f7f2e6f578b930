"""The grammar ships in the wheel as checker/grammar/trf.lark (pyproject maps grammar/ to checker.grammar),
the JSON Schema files as checker/schema/*.json (docs/schema/ mapped to checker.schema), the samples as
checker/samples/ (samples/ mapped to checker.samples: ``api.sample`` works from an installed wheel)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from checker.trf.grammar import grammar_text
from tests.paths import ROOT


def test_wheel_contains_the_grammar_the_schema_and_the_samples_api_sample_finds(tmp_path: Path) -> None:
    # build from a copy, so that setuptools' build/ directory never lands in the working tree
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        if (ROOT / name).exists():
            shutil.copy(ROOT / name, src / name)
    for folder in ("checker", "grammar", "docs/schema", "samples"):
        shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__"))
    out, site, elsewhere = tmp_path / "wheel", tmp_path / "site", tmp_path / "elsewhere"
    pip = [sys.executable, "-m", "pip"]
    subprocess.run([*pip, "wheel", str(src), "--no-deps", "-q", "-w", str(out)], check=True, capture_output=True)
    (wheel,) = out.glob("swisscheck-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        assert "checker/grammar/trf.lark" in zf.namelist()
        assert zf.read("checker/grammar/trf.lark").decode("utf-8") == grammar_text()
        assert zf.read("checker/schema/check.json") == (ROOT / "docs" / "schema" / "check.json").read_bytes()
        assert zf.read("checker/samples/dutch-12p-5r.trf") == (ROOT / "samples" / "dutch-12p-5r.trf").read_bytes()
        assert "checker/samples/expected/dutch-12p-5r.check.txt" in zf.namelist()
        # every package of checker/ is listed in pyproject's packages (a missing one installs without it)
        packages = sorted(p.parent.relative_to(ROOT).as_posix() for p in (ROOT / "checker").rglob("__init__.py"))
        assert [p for p in packages if f"{p}/__init__.py" not in zf.namelist()] == []
    # issue 31 item 13: installed with no clone beside it, api.sample finds the samples inside the package
    elsewhere.mkdir()
    subprocess.run([*pip, "install", "--no-deps", "-q", "--target", str(site), str(wheel)], check=True,
                   capture_output=True)
    code = ("from checker import api; p = api.sample('dutch-12p-5r.trf'); "
            "print(p.parent.name, p.parent.parent.name, api.check(p).consistent)")
    shown = subprocess.run([sys.executable, "-c", code], cwd=elsewhere, capture_output=True, text=True,
                           env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"}, check=True)
    assert shown.stdout.split() == ["samples", "checker", "True"]

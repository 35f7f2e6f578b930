"""Start-up (issue 34): what a command imports, not how long it takes (no timed tests).

A tournament program may run ``swisscheck pair`` once per round, so a command imports only what it
uses: ``pair`` neither the round check nor the cause search nor the reports it does not print nor
another system's engine; ``check --no-causes`` and a check of a consistent file not the cause search
(``causes.checked`` loads it for a round that differs); a text or JSON check not the HTML page. Each
case runs the command in a fresh interpreter on this clone and reads its ``sys.modules`` at exit; the
controls (the cause search for a round that differs, the HTML renderer for pages) show that what the
cases look for is really imported when it is needed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.paths import ROOT

PROBE = """
import json, sys
from checker.cli import main
code = main(sys.argv[1:])
sys.stdout.flush()
print("\\n" + json.dumps({"exit": code, "modules": sorted(sys.modules)}))
"""
"""Run the command line given as arguments, then print its exit code and every module it imported."""

SAMPLE = "samples/dutch-12p-5r.trf"
REMATCH = "samples/dutch-12p-5r-rematch.trf"  # round 5 pairs a rematch: not CONSISTENT

CAUSES = "checker.causes.search"
CHECK = ("checker.service.check", "checker.service.rounds", "checker.check.round", "checker.causes.consistency",
         "checker.report.check", "checker.report.batch", "checker.parallel.pool", "multiprocessing")
PAGES = ("checker.report.html", "checker.service.page", "checker.report.standings")
ENGINES = tuple(f"checker.systems.{name}.system" for name in
                ("burstein", "dubov", "lim", "team", "double_swiss", "dutch_procedural"))
TABLE = ("checker.report.board_table", "tabulate")


def run(*argv: str) -> tuple[int, str, set[str]]:
    """The command's exit code, its output (without the probe's line) and every module it imported."""
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=300)
    output, _, probe = done.stdout.rstrip("\n").rpartition("\n")
    answer = json.loads(probe)
    return answer["exit"], output, set(answer["modules"])


def test_pair_bbp_imports_its_system_only() -> None:
    code, output, modules = run("pair", SAMPLE, "--round", "5", "--format", "bbp")
    assert code == 0 and output.splitlines()[0] == "6"  # 12 players: 6 boards
    assert "checker.systems.dutch.system" in modules
    assert not modules & {CAUSES, *CHECK, *PAGES, *ENGINES, *TABLE}


def test_pair_text_loads_the_table() -> None:
    code, output, modules = run("pair", SAMPLE, "--round", "5")
    assert code == 0 and output.startswith("Round 5: 6 boards")
    assert set(TABLE) <= modules
    assert not modules & {CAUSES, *CHECK, *PAGES, *ENGINES}


def test_pair_team_does_not_load_dutch() -> None:
    code, output, modules = run("pair", "samples/team-10t-5r.trf", "--round", "5", "--format", "json")
    assert code == 0 and json.loads(output)["round"] == 5
    assert "checker.systems.team.system" in modules
    others = set(ENGINES) - {"checker.systems.team.system"} | {"checker.systems.dutch.system"}
    assert not modules & others


def test_info_imports_no_check() -> None:
    code, output, modules = run("info", SAMPLE)
    assert code == 0 and "dutch" in output.lower()
    assert not modules & {CAUSES, *CHECK, *PAGES, *ENGINES}


def test_check_of_a_consistent_file_searches_no_cause() -> None:
    code, output, modules = run("check", SAMPLE, "--jobs", "1")
    assert code == 0 and "CONSISTENT" in output
    assert CAUSES not in modules
    assert not modules & set(PAGES)


def test_check_no_causes_searches_no_cause() -> None:
    code, output, modules = run("check", REMATCH, "--jobs", "1", "--no-causes", "--format", "json")
    assert code == 1
    assert any(r["verdict"] != "CONSISTENT" for r in json.loads(output)["rounds"])
    assert CAUSES not in modules
    assert not modules & set(PAGES)


def test_control_a_round_that_differs_loads_the_search() -> None:
    code, _, modules = run("check", REMATCH, "--jobs", "1")
    assert code == 1
    assert CAUSES in modules


def test_control_a_page_loads_the_html_renderer(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    code, _, modules = run("check", SAMPLE, "--jobs", "1", "--format", "html", "-o", str(out))
    assert code == 0 and out.read_text(encoding="utf-8").lstrip().lower().startswith("<!doctype html")
    assert {"checker.report.html", "checker.service.page"} <= modules

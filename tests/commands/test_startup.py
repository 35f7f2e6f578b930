"""Start-up (issue 34): what a command imports, not how long it takes (no timed tests).

A tournament program may run ``swisscheck pair`` once per round, so a command imports only what it
uses: ``pair`` neither the round check nor the cause search nor the reports it does not print nor
another system's engine; ``check --no-causes`` and a check of a consistent file not the cause search
(``causes.checked`` loads it for a round that differs); a text or JSON check not the HTML page; a
command on a clean file neither pydantic (the models are dataclasses, pydantic the JSON edge) nor lark
(every record read by its flat rule); the check of one small file no worker pool and no tabulate. Each
case runs the command in a fresh interpreter on this clone and reads its ``sys.modules`` at exit; the
controls (the cause search for a round that differs, the HTML renderer for pages, pydantic for JSON,
lark for a bad line or a missing cache, the pool for a batch) show that what the cases look for is
really imported when it is needed.
"""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from checker.cli import collect_less
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
HEAVY = ("pydantic", "lark", "checker.trf.lark_parser")
"""Off the path of a command on a clean file that writes no JSON (issue 34): the models are dataclasses,
pydantic is the JSON edge; every record a flat rule reads, lark only for a line it does not."""


def run(*argv: str, tmpdir: Path | None = None) -> tuple[int, str, set[str]]:
    """The command's exit code, its output (without the probe's line) and every module it imported
    (``tmpdir``: the temporary directory, where the grammar's caches live)."""
    env = {**os.environ, "TMPDIR": str(tmpdir)} if tmpdir is not None else None
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=300, env=env)
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
    assert "checker.report.board_table" in modules
    assert "tabulate" not in modules  # plain ASCII names: report/plain_table lays the table out
    assert not modules & {CAUSES, *CHECK, *PAGES, *ENGINES}


def test_control_a_name_beyond_ascii_loads_tabulate(tmp_path: Path) -> None:
    text = (ROOT / SAMPLE).read_text(encoding="utf-8")
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("001"))
    lines[at] = lines[at][:14] + "Müller, Jörg".ljust(33) + lines[at][47:]  # the name, columns 15-47
    named = tmp_path / "named.trf"
    named.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, output, modules = run("pair", str(named), "--round", "5")
    assert code == 0 and "Müller, Jörg" in output
    assert "tabulate" in modules


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
    assert "tabulate" not in modules  # report/plain_table lays out its tables (issue 34)


def test_check_of_a_consistent_file_searches_no_cause() -> None:
    code, output, modules = run("check", SAMPLE, "--jobs", "1")
    assert code == 0 and "CONSISTENT" in output
    assert CAUSES not in modules
    assert not modules & set(PAGES)
    # Nor the standard library's html (its entity table) or traceback (for --debug): 0.9 MB (issue 34)
    assert not modules & {"html", "html.entities", "traceback"}


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
    assert {"checker.report.html", "checker.service.page", "html"} <= modules


@pytest.mark.parametrize("argv", [
    ("check", SAMPLE, "--jobs", "1"),
    ("pair", SAMPLE, "--round", "5"),
    ("pair", SAMPLE, "--round", "5", "--format", "bbp"),
    ("info", SAMPLE),
    ("check", "samples/team-10t-5r.trf", "--jobs", "1"),
    ("check", "samples/double-swiss-10p-4r.trf", "--jobs", "1"),
])
def test_a_clean_file_imports_neither_pydantic_nor_lark(argv: tuple[str, ...]) -> None:
    run(*argv)  # the flat rules' cache written, if it was not
    code, output, modules = run(*argv)
    assert code == 0 and output
    assert not modules & {*HEAVY, CAUSES}, sorted(modules & {*HEAVY, CAUSES})


def test_json_output_imports_pydantic() -> None:
    code, output, modules = run("check", SAMPLE, "--jobs", "1", "--format", "json")
    assert code == 0 and json.loads(output)["schema"] == "swisscheck/1"
    assert "pydantic" in modules and "lark" not in modules


def test_a_bad_line_goes_to_the_parser_and_keeps_its_message(tmp_path: Path) -> None:
    lines = (ROOT / SAMPLE).read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("001"))
    lines[at] = lines[at][:48] + "15X0" + lines[at][52:]  # a letter in the rating (columns 49-52)
    bad = tmp_path / "bad.trf"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, output, modules = run("check", str(bad), "--jobs", "1")
    assert code == 2
    assert {"lark", "checker.trf.lark_parser"} <= modules


def test_a_missing_flat_rules_cache_is_rebuilt_with_lark(tmp_path: Path) -> None:
    code, first, modules = run("pair", SAMPLE, "--round", "5", "--format", "bbp", tmpdir=tmp_path)
    assert code == 0 and "lark" in modules  # no cache in an empty temporary directory: described by Lark
    assert list(tmp_path.glob(".swisscheck_flat_*.json"))
    code, second, modules = run("pair", SAMPLE, "--round", "5", "--format", "bbp", tmpdir=tmp_path)
    assert code == 0 and second == first and "lark" not in modules


def test_check_of_one_file_starts_no_pool_and_lays_out_its_own_table() -> None:
    # A 12-player file is checked in one process (service/rounds: below 100 players): the pool, the
    # batch of several files and tabulate (report/plain_table lays out the round table) stay out.
    code, output, modules = run("check", SAMPLE)
    assert code == 0 and "5 of 5 rounds consistent." in output
    assert output.splitlines()[2].split() == ["Round", "Verdict", "Criterion", "/", "article", "Boards", "that",
                                              "differ"]
    left_out = {"checker.parallel.pool", "checker.service.round_pool", "checker.commands.check_batch",
                "multiprocessing", "concurrent.futures", "tabulate"}
    assert not modules & left_out, sorted(modules & left_out)


def test_control_a_batch_loads_the_pool() -> None:
    code, _, modules = run("check", SAMPLE, "samples/team-10t-5r.trf", "--quiet", "--jobs", "1")
    assert code == 0
    assert {"checker.commands.check_batch", "checker.parallel.pool", "tabulate"} <= modules


def test_a_command_line_run_tunes_the_cyclic_collector_and_serve_and_main_argv_do_not() -> None:
    """Issue 34: ``swisscheck check`` (the process's own command line) freezes what it imported and
    collects young objects every 50,000 allocations; ``main(argv)`` called from a program keeps
    Python's defaults, and so does ``serve`` (cli.collect_less)."""
    code = ("import gc, sys; from checker import cli; before = gc.get_threshold(); "
            "sys.argv = ['swisscheck', 'check', sys.argv[1]]; cli.main(); "
            "print(before[0], gc.get_threshold()[0], gc.get_freeze_count() > 0)")
    done = subprocess.run([sys.executable, "-c", code, SAMPLE], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=300)
    assert done.stdout.split()[-3:] == ["700", "50000", "True"]
    code = ("import gc, sys; from checker import cli; cli.main(['check', sys.argv[1]]); "
            "print(gc.get_threshold()[0], gc.get_freeze_count())")
    done = subprocess.run([sys.executable, "-c", code, SAMPLE], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=300)
    assert done.stdout.split()[-2:] == ["700", "0"]
    threshold = gc.get_threshold()
    collect_less("serve")
    assert gc.get_threshold() == threshold


UNUSED = ("tempfile", "random", "zipfile", "importlib.resources", "checker.generation.individual",
          "checker.generation.results", "checker.generation.settings", "checker.tournament.standings")
"""Off the path of pair and check (issue 34, the last 20 ms): the grammar is read by its path (no
importlib.resources, zipfile, tempfile), the flat rules' cache found without tempfile (and random), the
generator and the standings only for ``generate`` and ``standings`` (types under TYPE_CHECKING)."""


@pytest.mark.parametrize("argv", [
    ("pair", SAMPLE, "--round", "5", "--format", "bbp"),
    ("pair", SAMPLE, "--round", "5"),
    ("check", SAMPLE, "--jobs", "1"),
])
def test_pair_and_check_leave_out_tempfile_resources_and_the_generator(argv: tuple[str, ...]) -> None:
    if not list((ROOT / "checker" / "matching").glob("_blossom*.so")):
        # A clone installed with `pip install .` has the compiled matcher in site-packages only; run
        # from the checkout without the site, checker.matching.weighted then searches the installed
        # copy through importlib.metadata, which imports what this test keeps out (zipfile, tempfile).
        pytest.skip("the compiled matcher is not built inside this checkout (python setup.py build_ext --inplace)")
    run(*argv)  # the flat rules' cache written, if it was not
    # Without the site (-S): this machine's site imports tempfile and importlib.resources itself. A
    # clean file needs no installed package (neither lark nor pydantic: HEAVY), the checkout's own only.
    done = subprocess.run([sys.executable, "-S", "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r})\n" + PROBE,
                           *argv], cwd=ROOT, capture_output=True, text=True, check=False, timeout=300)
    output, _, probe = done.stdout.rstrip("\n").rpartition("\n")
    answer = json.loads(probe)
    modules = set(answer["modules"])
    assert answer["exit"] == 0 and output
    assert "checker.trf.grammar" in modules  # the control: the record lines were read by the flat rules
    assert not modules & set(UNUSED), sorted(modules & set(UNUSED))


def test_control_generate_loads_the_generator(tmp_path: Path) -> None:
    out = tmp_path / "g.trf"
    code, _, modules = run("generate", "--system", "dutch", "--players", "8", "--rounds", "2", "--seed", "3",
                           "-o", str(out))
    assert code == 0
    assert len([line for line in out.read_text(encoding="utf-8").splitlines() if line.startswith("001")]) == 8
    assert {"checker.generation.individual", "checker.generation.settings"} <= modules

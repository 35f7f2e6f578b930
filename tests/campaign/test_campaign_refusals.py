"""Issue 25: a campaign refuses an engine it cannot use before the first tournament (exit 2, the reason),
and stops before the campaign when the engine fails alike on the first round, showing both its streams."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from checker.campaign.engine import check_command
from checker.cli import main
from checker.errors import InputError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PYTHON = sys.executable
SMALL = ["--system", "dutch", "--tournaments", "3", "--players", "8", "--rounds", "2", "--jobs", "1", "--quiet"]


def refused(capsys: pytest.CaptureFixture[str], engine: str) -> str:
    """Run a small campaign with ``engine``; assert exit 2 and nothing on standard output; its stderr."""
    with contextlib.chdir(ROOT):
        code = main(["campaign", "--engine", engine, *SMALL])
    captured = capsys.readouterr()
    assert (code, captured.out) == (2, "")
    return captured.err


def test_a_missing_engine_is_exit_2_at_once_naming_the_program() -> None:
    # The typo of issue 25: before, every round of every tournament was a CRASH (status 127).
    done = subprocess.run([PYTHON, "-m", "checker.cli", "campaign", "--engine", "nonexistent-engine {trf} {out}",
                           "--system", "dutch", "--tournaments", "300"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == ("swisscheck: error: --engine: the program 'nonexistent-engine' is not found on the PATH "
                           "(or not executable)\n")


@pytest.mark.parametrize(("engine", "words"), [
    ("bbpPairings.exe --dutch {out}", "the command has no {trf}"),
    ("bbpPairings.exe --dutch {trf}", "the command has no {out}"),
    ("bbpPairings.exe --dutch", "the command has no {trf} and no {out}"),
    ("engine '{trf} {out}", "the command cannot be split into words: No closing quotation"),
    ("./no/such/engine {trf} {out}", "--engine: the program './no/such/engine' does not exist"),
])
def test_an_engine_command_that_cannot_work_is_refused(capsys: pytest.CaptureFixture[str], engine: str,
                                                       words: str) -> None:
    assert words in refused(capsys, engine)


def test_an_engine_that_is_not_executable_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    program = tmp_path / "engine.sh"
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o644)
    assert f"--engine: the program '{program}' is not executable" in refused(capsys, f"{program} {{trf}} {{out}}")


def test_an_engine_the_shell_cannot_run_stops_before_the_campaign_with_its_stderr(
        capsys: pytest.CaptureFixture[str]) -> None:
    # env is the shell's business, so the check lets it through; the first round finds status 127.
    err = refused(capsys, "env nonexistent-engine-xyz {trf} {out}")
    assert err.startswith("swisscheck: error: --engine 'env nonexistent-engine-xyz {trf} {out}': campaign stopped "
                          "before the first tournament, the shell cannot run it: the engine exited with status 127: ")
    assert "  standard error:\n    env: " in err and "nonexistent-engine-xyz" in err
    assert "  standard output: (empty)" in err


def test_an_engine_failing_alike_on_two_first_rounds_stops_with_its_standard_output(
        capsys: pytest.CaptureFixture[str]) -> None:
    # JaVaFo writes its errors on its standard output and exits 1 (issue 25).
    engine = "sh -c 'echo \"Error in processing (B.A.B.E: Total number of rounds must be defined)\"; exit 1' {trf} {out}"
    err = refused(capsys, engine)
    assert ("the engine exited with status 1; standard output: Error in processing (B.A.B.E: Total number of rounds "
            "must be defined)") in err
    assert "it fails alike on the first round of the first two tournaments" in err
    assert "  standard error: (empty)\n  standard output:\n    Error in processing (B.A.B.E" in err


def test_an_engine_crashing_on_every_round_stops_before_the_campaign(capsys: pytest.CaptureFixture[str]) -> None:
    engine = f"{PYTHON} {HERE / 'engines.py'} crash 0 {{trf}} {{out}}"
    err = refused(capsys, engine)
    assert "fails alike on the first round of the first two tournaments: the engine exited with status 3: " \
           "engine: simulated failure" in err
    assert "  standard error:\n    engine: simulated failure\n  standard output: (empty)" in err


def test_an_engine_on_a_remote_cluster_is_checked_for_its_placeholders_only() -> None:
    # --scheduler: the engine is installed on the Dask workers, not necessarily here.
    check_command("engine-on-the-workers --dutch {trf} -p {out}", local=False)
    with pytest.raises(InputError, match="the command has no {out}"):
        check_command("engine-on-the-workers --dutch {trf}", local=False)

"""Exit codes: input errors (2) are told apart from bugs in swisscheck (3), and neither prints a traceback.

A bug is simulated by a system that raises while it reads a round: the command must say, on one line of stderr, that it
is an internal error, in which file and round, and print nothing on stdout; ``--debug`` adds the
traceback. Uses only the samples shipped in samples/.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from checker.cli import main
from checker.errors import InputError, InternalError, SwissCheckError
from checker.systems.dutch.state import DutchState
from checker.systems.dutch.system import DUTCH
from checker.trf import TRFError

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = "samples/dutch-12p-5r.trf"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    with contextlib.chdir(ROOT):
        code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def broken_pairer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Dutch system raising, while it reads a round's state, an exception no input can cause (as a bug would)."""

    def build_state(tournament: object, round_number: int, total: int | None = None) -> DutchState:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(DUTCH, "build_state", build_state)


@pytest.mark.usefixtures("broken_pairer")
@pytest.mark.parametrize(("argv", "where"), [
    (["check", SAMPLE], "round 1"),
    (["check", SAMPLE, "--round", "4"], "round 4"),
    (["pair", SAMPLE], "round 6"),
    (["explain", SAMPLE, "--round", "2"], "round 2"),
])
def test_a_bug_is_exit_3_on_one_line_naming_the_file_and_round(capsys: pytest.CaptureFixture[str],
                                                               argv: list[str], where: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 3
    assert out == ""
    assert err == (f"swisscheck: internal error: {SAMPLE}, {where}: ZeroDivisionError: division by zero. "
                   "This is a bug in swisscheck, please report it (--debug shows the traceback).\n")


@pytest.mark.usefixtures("broken_pairer")
@pytest.mark.parametrize("argv", [["--debug", "check", SAMPLE], ["check", SAMPLE, "--debug"]])
def test_debug_shows_the_traceback(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 3 and out == ""
    assert "Traceback (most recent call last)" in err
    assert "ZeroDivisionError: division by zero" in err
    assert err.rstrip().endswith("(--debug shows the traceback).")


def test_an_input_error_is_exit_2_not_an_internal_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "check", SAMPLE, "--system", "BERGER_ROUNDROBIN")
    assert (code, out) == (2, "")
    assert err == ("swisscheck: error: --system BERGER_ROUNDROBIN: swisscheck has no reference pairer for it yet "
                   "(systems: burstein, double-swiss, dubov, dutch, dutch-2009, dutch-2012, dutch-2017, lim, team)\n")
    assert "Traceback" not in err


def test_the_exceptions_share_one_root_and_input_errors_are_value_errors() -> None:
    assert issubclass(TRFError, InputError) and issubclass(InputError, ValueError)
    assert issubclass(InputError, SwissCheckError) and issubclass(InternalError, SwissCheckError)
    assert not issubclass(InternalError, InputError)


def test_a_reader_that_closes_the_pipe_ends_the_command_quietly() -> None:
    """``swisscheck check F | head -1``: no traceback, the exit status of a program stopped by SIGPIPE."""
    read, write = os.pipe()
    os.close(read)  # the reader is gone before anything is written
    try:
        done = subprocess.run([sys.executable, "-m", "checker.cli", "check", SAMPLE], cwd=ROOT, stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write)
    assert done.returncode == 141
    assert done.stderr == ""

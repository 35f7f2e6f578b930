"""Options that cannot be right are refused with exit code 2 and the reason (issue 25), never run silently."""

from __future__ import annotations

import pytest

from checker.cli import main
from tests.commands.tables import rows_of
from tests.paths import ROOT

SAMPLE = str(ROOT / "samples" / "dutch-12p-5r.trf")
"""Five rounds played, 12 players."""

FEWER = ("swisscheck: error: --rounds {n}: the file has already played 5 rounds; the tournament cannot have fewer "
         "(give --rounds 5 or more)\n")


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the command, assert exit code 2 and nothing on stdout; its stderr."""
    assert main(list(argv)) == 2
    out, err = capsys.readouterr()
    assert out == ""
    return err


@pytest.mark.parametrize("command", [["check"], ["pair"], ["explain", "--round", "3"], ["info"]])
def test_basic_rules_1_rounds_below_the_rounds_played_is_refused(command: list[str],
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Basic Rules 1: the number of rounds is declared beforehand, so it cannot be below the 5 the file has played."""
    assert refused(capsys, command[0], SAMPLE, *command[1:], "--rounds", "2") == FEWER.format(n=2)


def test_basic_rules_1_round_past_rounds_names_the_rounds_played(capsys: pytest.CaptureFixture[str]) -> None:
    """``--round 3 --rounds 2`` on a 5-round file: the wrong number is --rounds, and both numbers are named."""
    assert refused(capsys, "check", SAMPLE, "--round", "3", "--rounds", "2") == FEWER.format(n=2)


def test_rounds_equal_to_the_rounds_played_is_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    """``--rounds 5`` on a file with 5 rounds played: the last round is the final one, and it checks."""
    assert main(["check", SAMPLE, "--rounds", "5", "--round", "5"]) == 0
    assert "1 of 1 round consistent." in capsys.readouterr().out


@pytest.mark.parametrize("command", [["check"], ["pair"], ["explain"]])
@pytest.mark.parametrize("number", ["0", "-1"])
def test_round_below_1_is_refused(command: list[str], number: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(capsys, command[0], SAMPLE, "--round", number) == (
        f"swisscheck: error: --round {number}: rounds are numbered from 1\n")


def test_round_beyond_the_file_is_refused_for_each_command(capsys: pytest.CaptureFixture[str]) -> None:
    """check takes a paired round (1..5); pair and explain the next one at most (6 = --rounds 5 + 1)."""
    assert refused(capsys, "check", SAMPLE, "--round", "6") == (
        "swisscheck: error: --round 6: the file holds no pairing for that round (paired rounds: 1..5)\n")
    assert refused(capsys, "pair", SAMPLE, "--round", "7", "--rounds", "5") == (
        "swisscheck: error: --round 7: the file holds rounds 1..5; pair a round from 1 to 6\n")
    assert refused(capsys, "explain", SAMPLE, "--round", "7") == (
        "swisscheck: error: --round 7: pair a round from 1 to 6\n")


@pytest.mark.parametrize("jobs", ["0", "-3"])
def test_jobs_below_1_is_a_usage_error(jobs: str, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, "check", SAMPLE, "--jobs", jobs)
    assert err.endswith(f"swisscheck check: error: argument --jobs: the number of jobs must be 1 or more, got {jobs}\n")


def test_a_batch_reports_rounds_below_the_rounds_played_per_file(capsys: pytest.CaptureFixture[str]) -> None:
    """Several files: each file that played more rounds than --rounds is an ERROR row (exit 2), the rest checked."""
    fresh = str(ROOT / "samples" / "dutch-12p-5r-rematch.trf")
    assert main(["check", SAMPLE, fresh, "--rounds", "4", "--jobs", "1", "--quiet"]) == 2
    rows = rows_of(capsys.readouterr().out)
    assert len(rows) == 2 and all("ERROR --rounds 4: the file has already played 5 rounds; the tournament cannot have "
                                  "fewer (give --rounds 5 or more)" in row for row in rows.values())

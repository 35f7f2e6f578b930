"""A system's options are data (issue 20): commands/ builds argparse options from the dataclass and hands
the system a typed value back; the system never sees the argparse Namespace."""

from __future__ import annotations

import argparse

import pytest

from checker.commands.options import add_system_options, system_options
from checker.systems.lim import IDENTITY as LIM, LimOptions
from checker.systems.lim.system import LIM as LIM_SYSTEM, LimSystem
from checker.systems.team import IDENTITY as TEAM, TeamCommandOptions
from checker.systems.dutch import IDENTITY as DUTCH


def _parsed(*argv: str) -> argparse.Namespace:
    """The command line parsed with Team's and Lim's options declared from their dataclasses."""
    parser = argparse.ArgumentParser()
    add_system_options(parser, TEAM)
    add_system_options(parser, LIM)
    return parser.parse_args(list(argv))


def test_lim_3_2_3_maxi_flag_gives_a_maxi_lim_system() -> None:
    options = system_options(LIM, _parsed("--maxi"))
    assert options == LimOptions(maxi=True)
    system = LIM_SYSTEM.configure(options)
    assert isinstance(system, LimSystem) and system.maxi


def test_lim_without_maxi_is_the_plain_system() -> None:
    assert LIM_SYSTEM.configure(system_options(LIM, _parsed())) is LIM_SYSTEM


def test_team_1_7_colours_and_1_2_score_are_read_into_the_team_dataclass() -> None:
    options = system_options(TEAM, _parsed("--team-colours", "B", "--team-score", "GP"))
    assert options == TeamCommandOptions(team_colours="B", team_score="GP")


def test_team_1_7_colours_choices_come_from_the_literal_type() -> None:
    with pytest.raises(SystemExit):
        _parsed("--team-colours", "C")


def test_a_system_without_options_gets_none() -> None:
    assert system_options(DUTCH, _parsed("--maxi")) is None

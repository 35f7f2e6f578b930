"""C.07 tie-breaks measured against Gacrux, FIDE's own implementation (a measuring instrument: skipped when absent).

Gacrux is found as ``$SWISSCHECK_GACRUX_PYTHON`` (a Python with ``gacrux`` installed), else a venv at
``/work/tools/gacrux`` or ``/work/tools/gacrux-venv``, else the running Python if it imports ``gacrux``. Each file is a
generated event with byes, forfeits, withdrawals and late entries, dated in one edition's period (042) with the
issue's 202 list; every value must equal Gacrux's and every rank where points and tie-breaks separate the players.
The differences measured and explained by hand are in docs/interpretations-tiebreaks.md (not tested here: Gacrux
carries Fore Buchholz's last-round reading into the Buchholz values listed after FB; a team's half-point bye).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from checker.api import read
from checker.cli import main
from checker.report.standings import competitors_rounds
from checker.systems.registry import choose
from checker.systems.team.matches import number_of_boards
from checker.tournament.standings_table import standings_table
from tests.paths import DATA, corpus_params


def _gacrux() -> str | None:
    """A Python that runs ``gacrux``, or None."""
    named = os.environ.get("SWISSCHECK_GACRUX_PYTHON")
    if named and Path(named).exists():
        return named
    for venv in (Path("/work/tools/gacrux/bin/python"), Path("/work/tools/gacrux-venv/bin/python")):
        if venv.exists():
            return str(venv)
    return sys.executable if importlib.util.find_spec("gacrux") is not None else None


GACRUX = _gacrux()
pytestmark = pytest.mark.skipif(GACRUX is None, reason="Gacrux (FIDE's tie-break checker) is not installed")

INDIVIDUAL = ["BH/C1", "BH", "SB", "ARO", "WIN", "PS", "BH/M1", "FB", "TPR"]
"""The issue's list, in its order."""
MORE = ["DE", "BH/P", "SB/C1", "SB/M1", "ARO/C1", "PS/C1", "WON", "BPG", "BWG", "GE", "KS", "PTP", "APRO", "APPO",
        "AOB", "BH/C2", "FB/C1", "TPR/C1", "STD", "RTNG", "TPN"]
"""Every other individual tie-break computed (before FB: see the module's docstring)."""
TEAM = ["BH:MP", "BH:GP", "SB:MP", "SB:GP", "WIN", "WON", "PS", "KS", "FB:MP", "DE", "STD", "EMMSB", "EMGSB",
        "EGMSB", "EGGSB", "EMGSB/P", "MPvGP"]


def _measured(path: Path, codes: list[str], tmp_path: Path,
              round_number: int | None = None) -> dict[int, tuple[int, list[Decimal | None]]]:
    """Gacrux's rank and values of every competitor (``-s``: Swiss rules; ``-n``: after that round)."""
    assert GACRUX is not None
    out = tmp_path / (path.stem + "-gacrux.txt")
    after = ["-n", str(round_number)] if round_number else []
    subprocess.run([GACRUX, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-s", "-t", "PTS", *codes,
                    "-F", "TXT", "-o", str(out), *after], check=True, capture_output=True, timeout=300)
    rows = {}
    for line in out.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        if len(fields) == len(codes) + 3:
            rows[int(fields[0])] = (int(fields[1]), [None if v in ("-0", "None") else Decimal(v) for v in fields[3:]])
    return rows


def _compare(path: Path, codes: list[str], tmp_path: Path, round_number: int | None = None) -> None:
    """Every value equal; the same rank wherever the regulations separate the competitors."""
    t = read(path)
    system = choose(t, None)
    played = system.next_round(t) - 1
    table = standings_table(t, competitors_rounds(system, t, played), round_number or played, codes=codes,
                            boards=number_of_boards(t) if t.teams else 1)
    ours = {r.start_number: r for r in table.rows}
    measured = _measured(path, codes, tmp_path, round_number)
    assert set(measured) == set(ours)
    differing = [(n, c, theirs, ours[n].tiebreaks[c]) for n, (_, values) in measured.items()
                 for c, theirs in zip(codes, values) if theirs != ours[n].tiebreaks[c]]
    assert differing == []
    assert [(n, r.rank) for n, r in ours.items() if not r.shared] == [(n, measured[n][0]) for n, r in ours.items()
                                                                       if not r.shared]


def _event(tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int, start: str, codes: list[str]) -> Path:
    """A generated Dutch event of 24-40 players and 6-9 rounds, dated ``start``, declaring ``codes``."""
    raw = tmp_path / f"raw-{seed}.trf"
    assert main(["generate", "--system", "dutch", "--players", "24-40", "--rounds", "6-9", "--seed", str(seed),
                 "--set", "ForfeitRate=10", "--set", "HalfPointByeRate=10", "--set", "RetiredRate=8",
                 "--set", "LateEntryRate=8", "-o", str(raw)]) == 0
    capsys.readouterr()
    lines = raw.read_text(encoding="utf-8").splitlines()
    out = tmp_path / f"event-{seed}-{start.replace('/', '-')}.trf"
    out.write_text("\n".join(lines[:1] + [f"042 {start}", "202 " + ",".join(codes)] + lines[1:]) + "\n",
                   encoding="utf-8")
    return out


@pytest.mark.parametrize("start", ["2024/06/01", "2026/04/02"])
def test_c07_every_value_of_the_issues_list_equals_gacrux(start: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    _compare(_event(tmp_path, capsys, 31, start, INDIVIDUAL), INDIVIDUAL, tmp_path)


@pytest.mark.parametrize("start", ["2025/01/15", "2026/03/01"])
def test_c07_every_other_individual_tie_break_equals_gacrux(start: str, tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    _compare(_event(tmp_path, capsys, 32, start, MORE), MORE, tmp_path)


@pytest.mark.parametrize("start", ["2024/06/01", "2026/04/02"])
def test_c07_standings_after_an_earlier_round_equal_gacrux(start: str, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """After round 4: Fore Buchholz is Buchholz, 16.4.2's draws are counted over the rounds played so far."""
    _compare(_event(tmp_path, capsys, 33, start, INDIVIDUAL + MORE), INDIVIDUAL + MORE, tmp_path, round_number=4)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40, 52))
def test_c07_sweep_of_generated_events_equals_gacrux(seed: int, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    for start in ("2024/09/15", "2026/05/01"):
        _compare(_event(tmp_path, capsys, seed, start, INDIVIDUAL + MORE), INDIVIDUAL + MORE, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(lambda root: sorted((root / "team").glob("*.trf"))))
def test_c07_team_tie_breaks_of_the_corpus_team_files_equal_gacrux(path: Path, tmp_path: Path) -> None:
    _compare(path, TEAM, tmp_path)


TEAM_CODES = ["EDE", "EDET", "EDEB", "EDE:GP", "EDET/P", "SSSC", "SSSC:GP", "BC", "TBR", "BBE"]
"""Issue 30's team tie-breaks (C.07 12, 13.3, 13.4), each measured alone after points, so that the tie groups of
EDE, TBR and BBE are the teams equal on points (listed after others, they are mostly 0)."""
TEAM_FILES = ["team/team-t19r5-A-s6002.trf", "real/echecsjs_grandmommyscup_tec_trf26_team.trf"]
"""A generated team event with a PAB every round (320) and FIDE's TRF-2026 team example (50 teams, 14 rounds)."""


@pytest.mark.parametrize("file", TEAM_FILES)
@pytest.mark.parametrize("code", TEAM_CODES)
def test_c07_12_and_13_team_tie_breaks_equal_gacrux(file: str, code: str, tmp_path: Path) -> None:
    _compare(DATA / file, [code], tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(lambda root: sorted((root / "team").glob("*.trf"))))
def test_c07_team_tie_breaks_of_issue_30_on_every_corpus_team_file_equal_gacrux(path: Path, tmp_path: Path) -> None:
    for code in TEAM_CODES:
        _compare(path, [code], tmp_path)

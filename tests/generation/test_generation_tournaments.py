"""``swisscheck generate``: every system, the same bytes for the same seed, every round CONSISTENT under ``check``.

Also: the default settings give the same tournaments as before the generator had options (other
packages' tests rely on their seeds), the options show in the file, the result model favours the
stronger player and draws between close ratings, and generated Dutch files pass Gacrux's checker.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from checker.cli import main
from checker.generation.results import game_result
from checker.generation.settings import GeneratorSettings
from checker.systems.registry import SYSTEMS, lookup
from checker.trf import dumps, load

ROOT = Path(__file__).resolve().parents[2]
INDIVIDUAL_OPTIONS = ["--set", "LateEntryRate=5", "--set", "RetiredRate=6", "--set", "PointsForWin=3",
                      "--set", "PointsForDraw=1", "--initial-colour", "black", "--set", "ForfeitRate=12"]
CASES = [(s.name, []) for s in SYSTEMS] + [
    ("dutch", INDIVIDUAL_OPTIONS + ["--trf", "16"]),
    ("dutch", ["--baku", "--set", "HalfPointByeRate=3", "--set", "ZeroPointByeRate=4"]),
    ("double-swiss", INDIVIDUAL_OPTIONS),
    ("team", ["--set", "LateEntryRate=4", "--set", "RetiredRate=5", "--initial-colour", "black", "--baku",
              "--set", "Code=FIDE_TEAM_TYPEB"]),
]


def generate(tmp_path: Path, system: str, seed: int, options: list[str], name: str = "g.trf") -> Path:
    path = tmp_path / name
    assert main(["generate", "--system", system, "--players", "14", "--rounds", "5", "--seed", str(seed),
                 *options, "-o", str(path)]) == 0
    return path


@pytest.mark.parametrize(("system", "options"), CASES)
def test_generate_same_seed_same_bytes_and_every_round_consistent(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], system: str, options: list[str]) -> None:
    first = generate(tmp_path, system, 7, options, "a.trf")
    again = generate(tmp_path, system, 7, options, "b.trf")
    other = generate(tmp_path, system, 8, options, "c.trf")
    assert first.read_bytes() == again.read_bytes() != other.read_bytes()
    tournament, warnings = load(first)
    assert warnings == ()
    assert lookup(system).next_round(tournament) == 6  # five rounds paired
    assert main(["check", str(first), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [r["verdict"] for r in report["rounds"]] == ["CONSISTENT"] * 5


def test_the_options_show_in_the_file(tmp_path: Path) -> None:
    text = generate(tmp_path, "dutch", 7, INDIVIDUAL_OPTIONS + ["--trf", "16"]).read_text()
    assert "\nXXR 5\nXXC black1\n" in text and "\n142 " not in text
    assert "\nBBW  3.0\nBBD  1.0\n" in text and "XXS WW=3.0 BW=3.0 WD=1.0" in text
    tournament, _ = load(tmp_path / "g.trf")
    late = [p for p in tournament.players if p.rounds[0].result == "Z" and any(e.is_played for e in p.rounds)]
    retired = [p for p in tournament.players if p.rounds[0].is_played and p.rounds[-1].result == "Z"]
    assert late and retired  # late entries (Z, then games) and withdrawals (games, then Z)
    assert all(p.points == sum(tournament.scoring.points(e) for e in p.rounds) for p in tournament.players)
    text = generate(tmp_path, "dutch", 7, ["--baku", "--set", "PointsForWin=2", "--set", "PointsForDraw=1"]).read_text()
    assert "\n142 5\n152 W\n162  W 2.0    D 1.0    L 0.0\n192 FIDE_DUTCH_BAKU\n" in text


def test_baku_with_a_win_worth_three_draws_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--system", "dutch", "--players", "10", "--rounds", "4", "--baku",
                 "--set", "PointsForWin=3", "--set", "PointsForDraw=1"]) == 2
    assert capsys.readouterr().err == ("swisscheck: error: C.04.7 1.1: the Baku Acceleration Method needs a win "
                                       "worth two draws and a loss worth zero (this file: win 3, draw 1, loss 0)\n")


def test_the_default_settings_draw_the_same_tournaments_as_before_the_options() -> None:
    # Fields added to GeneratorSettings draw nothing at their defaults: these seeds give the bytes they
    # gave before (the tests of every system package rely on their generated tournaments). The three
    # systems the hash was taken on; a system added later has no "before".
    digest = hashlib.sha256()
    for system in (lookup("dutch"), lookup("double-swiss"), lookup("team")):
        for seed in range(6):
            for settings in (GeneratorSettings(), GeneratorSettings(absence_rate=0.1, half_bye_rate=0.05, forfeit_rate=0.2)):
                digest.update(dumps(system.generate(9 + seed, 4 + seed % 3, seed, settings)).encode())
    assert digest.hexdigest() == "746956af20ca078485b9d35f5a9a44c63577b9aa9203bfec93a9152a91388889"


def test_the_stronger_player_wins_more_often_and_close_ratings_draw_more() -> None:
    rng = random.Random(2026)

    def shares(white: int, black: int) -> Counter[str]:
        return Counter(game_result(rng, white, black, 0.3)[0] for _ in range(20000))

    close, apart = shares(2400, 2380), shares(2400, 1800)
    assert apart["1"] > 0.75 * 20000 and apart["0"] < 0.05 * 20000  # the Elo expectation: 0.97 for White
    assert close["="] > 1.5 * apart["="]  # 30 % against 18 %: the draw band is cut by the certain win
    assert abs(close["1"] - close["0"]) < 0.1 * 20000


def _gacrux_python() -> str | None:
    """An interpreter with gacrux: $SWISSCHECK_GACRUX_PYTHON, or this one if it has gacrux."""
    if os.environ.get("SWISSCHECK_GACRUX_PYTHON"):
        return os.environ["SWISSCHECK_GACRUX_PYTHON"]
    return sys.executable if importlib.util.find_spec("gacrux") else None


@pytest.mark.parametrize("options", [[], INDIVIDUAL_OPTIONS, INDIVIDUAL_OPTIONS + ["--trf", "16"]])
def test_generated_dutch_files_pass_gacrux_checker(tmp_path: Path, options: list[str]) -> None:
    python = _gacrux_python()
    if python is None:
        pytest.skip("gacrux is not installed (pip install gacrux, or set SWISSCHECK_GACRUX_PYTHON)")
    path = tmp_path / "g.trf"
    assert main(["generate", "--system", "dutch", "--players", "30", "--rounds", "7", "--seed", "3", *options,
                 "-o", str(path)]) == 0
    # Gacrux fails when run from the system temporary directory: it runs from the clone.
    done = subprocess.run([python, "-m", "gacrux.pairingchecker", "-c", "-i", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    result = json.loads(done.stdout)["pairingResult"]
    assert [r["check"] for r in result["roundpairing"]] == [True] * 7 and result["check"] is True

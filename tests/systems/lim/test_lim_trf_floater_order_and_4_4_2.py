"""Issue 21, Lim, through ``check`` on TRF files: the order in which the Median Scoregroup pairs its
floaters (3.6.3, 3.7, 3.7.2) and who floats with the player who cannot be paired (4.3, 4.4.2).

The two files in ``files/`` are tournaments ``swisscheck generate`` paired with the Lim pairer (seeds 13
and 12, no absences, no forfeits): every round checks CONSISTENT. Each test then rewrites one round to
the pairing the pairer made before issue 21 (``tests.check.tamper.rewrite_round``) and checks it
from the command line; the state of the round is worked out from the file in the comments.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from checker.cli import main
from checker.trf import dumps, load
from tests.check.tamper import rewrite_round

FILES = Path(__file__).parent / "files"
SEED_13 = FILES / "lim-p14r7-seed13.trf"
SEED_12 = FILES / "lim-p17r7-seed12.trf"


def check_json(capsys: pytest.CaptureFixture[str], path: Path, r: int) -> dict[str, object]:
    """Round ``r`` of ``path`` as ``swisscheck check --round r --format json`` reports it."""
    main(["check", str(path), "--round", str(r), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    rounds = report["rounds"]
    assert isinstance(rounds, list) and len(rounds) == 1
    verdict: dict[str, object] = rounds[0]
    return verdict


def tampered(tmp_path: Path, source: Path, r: int, boards: list[tuple[int, int]]) -> Path:
    """A copy of ``source`` with round ``r`` rewritten to ``boards`` (white, black), written as TRF."""
    tournament, _ = load(source)
    out = tmp_path / source.name
    out.write_text(dumps(rewrite_round(tournament, r, boards, None)))
    return out


@pytest.mark.parametrize("path", [SEED_13, SEED_12], ids=["seed13", "seed12"])
def test_lim_generated_files_are_consistent_in_every_round(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(path)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("7 of 7 rounds consistent.")


# Seed 13, round 6 of 7 (median 2.5, 2.2). Scoregroup 3.5 = {1, 3, 4} floats 1 (2.3.4, the only choice
# of one type-c floater due the colour most are due, 3.2.2); 14, alone on 0, has met 11 and 13 (1.5)
# and 6 (2) and floats past them to the median (3.5); 6, alone on 2, floats up to it (2.3.1). The
# median {5, 8, 9, 10, 12} pairs the downfloater first (3.6.3): 1 takes 12, the first resident from
# the top due White (3.8). Then the upfloaters, "the UF coming from the lowest scoregroup is paired
# first" (3.7.2): 14 (0 points) before 6 (2 points). 14, due White, takes 5, the first resident, due
# Black; 6, due Black, takes 10 (8 and 9 are due Black too); 8-9 (4.2).
SEED_13_RULES = [(12, 1), (2, 7), (4, 3), (14, 5), (10, 6), (8, 9), (11, 13)]
SEED_13_BEFORE = [(4, 3), (2, 7), (11, 13), (12, 1), (8, 6), (10, 14), (9, 5)]


def test_lim_3_7_2_median_pairs_the_upfloater_from_the_lowest_scoregroup_first(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    verdict = check_json(capsys, tampered(tmp_path, SEED_13, 6, SEED_13_RULES), 6)
    assert verdict["verdict"] == "CONSISTENT"


def test_lim_3_7_2_pairing_the_2_point_upfloater_first_is_worse_on_3_8(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Before issue 21 every floater of the median was ordered by the highest score: 6 (2 points) took
    # 8 and 14 took 10, 9-5. At 14's turn the rules give him 5, due Black (3.8: "due the alternate
    # colour"); 10 is due White like 14: WORSE on 3.8.
    verdict = check_json(capsys, tampered(tmp_path, SEED_13, 6, SEED_13_BEFORE), 6)
    assert (verdict["verdict"], verdict["article"]) == ("WORSE", "Lim 3.8")
    assert str(verdict["message"]).startswith("the opponent of 14: 10, one of them without his due colour")


# Seed 12, round 7 of 7 (the last: only rematches make players incompatible, 6; median 3). Scoregroup 5 =
# {2, 6}: they have met, both float (2.3.1); 6 has no opponent left in 4.5 (nobody) and goes to 4 (3.5).
# Scoregroup 4 = {1, 3, 10} + the downfloater 6, even: no 2.3.4 floater. 3.6: 6 is paired first and
# takes 10 (3.8). 1 has met 3 and has no opponent left (3.1): 4.3 retains 6-10, and 4.4.2 floats "the
# lowest numbered player remaining", 3, with him. 1 goes to 3.5 and meets 7 there, 3 goes to the median.
SEED_12_BEFORE = [(10, 3), (4, 2), (6, 7), (13, 16), (17, 15), (1, 11), (14, 12), (9, 8)]


def test_lim_4_4_2_floating_the_retained_downfloater_diverges_on_4_4(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # Before issue 21 the companion was chosen by pairing number among all the players left, so 6, a
    # downfloater whose pairing 4.3 retains, floated with 1 (10-3 stayed). Scoregroup 4 is even, so
    # 3.9.2 ranks no choice there (docs/interpretations-lim.md, reading 27): both sets float two players
    # and the rules' set is the one the scrutiny leaves: DIVERGES on 4.4, never BETTER.
    verdict = check_json(capsys, tampered(tmp_path, SEED_12, 7, SEED_12_BEFORE), 7)
    assert (verdict["verdict"], verdict["article"]) == ("DIVERGES", "Lim 4.4")
    assert verdict["criterion"] is None

"""The Gacrux corpus (corpus/team, paired by FIDE's own Team engine): every round reproduced exactly
(pairs, colour of board 1, PAB); the state's match and game points add up to the 310 totals."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from checker.systems.team.state import build_team_state
from checker.systems.team.matches import paired_team_rounds, published_team_pairing, team_history, team_records
from checker.systems.team.pairer import pair_team_round
from checker.trf import load
from tests.paths import DATA, corpus_params


def team_files(corpus: Path) -> list[Path]:
    """The files of corpus/team."""
    return sorted((corpus / "team").glob("*.trf"))


FILES = corpus_params(team_files)
GRANDMOMMY = DATA / "real" / "echecsjs_grandmommyscup_tec_trf26_team.trf"
SLICE = ["team-t10r5-A-s6006.trf", "team-t19r5-A-s6002.trf", "team-t20r7-B-s6005.trf"]
"""A fast slice: the smallest file, the one with most PABs per round, a Type B file."""


def unreproduced(path: Path) -> list[str]:
    """Rounds of a file whose pairing differs from the published one, with both pairings."""
    tournament, _ = load(path)
    out = []
    for r in sorted(paired_team_rounds(tournament)):
        ours = pair_team_round(build_team_state(tournament, r))
        theirs = published_team_pairing(tournament, r)
        if (ours.as_set(), ours.pab) != (theirs.as_set(), theirs.pab):
            out.append(f"round {r}: ours {sorted(ours.as_set())} PAB {ours.pab}; "
                       f"published {sorted(theirs.as_set())} PAB {theirs.pab}")
    return out


def test_corpus_has_the_ten_files(corpus_dir: Path) -> None:
    assert len(team_files(corpus_dir)) == 10


@pytest.mark.parametrize("name", SLICE)
def test_gacrux_rounds_reproduced_slice(name: str) -> None:
    assert unreproduced(DATA / "team" / name) == []


@pytest.mark.slow
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_gacrux_rounds_reproduced_all(path: Path) -> None:
    assert unreproduced(path) == []


def test_round_counts_and_pabs_as_the_readme_says(corpus_dir: Path) -> None:
    # README table: 79 rounds in all; PABs 4+5+0+0+0+0+7+0+2+8 = 26; absences (240 Z) 14.
    rounds = pabs = 0
    for path in team_files(corpus_dir):
        t, _ = load(path)
        rounds += len(paired_team_rounds(t))
        pabs += sum(1 for r in paired_team_rounds(t) if published_team_pairing(t, r).pab is not None)
    assert (rounds, pabs) == (79, 26)


@pytest.mark.parametrize("path", [*FILES, GRANDMOMMY], ids=lambda p: p.name)
def test_match_and_game_points_add_up_to_the_310_totals(path: Path) -> None:
    tournament, _ = load(path)
    history = team_history(tournament)
    for team in team_records(tournament):
        mp = sum((m.match_points for m in history[team.number]), Decimal(0))
        gp = sum((m.game_points for m in history[team.number]), Decimal(0))
        assert (team.number, mp, gp) == (team.number, team.match_points, team.game_points)


def test_grandmommy_802_crosstable_agrees_with_the_history() -> None:
    # 802: per round the opponent (or PAB/FPB/HPB/ZPB), the colour and the game points of each team.
    tournament, _ = load(GRANDMOMMY)
    history = team_history(tournament)
    names = {"pab": "PAB", "F": "FPB", "H": "HPB", "Z": "ZPB"}
    checked = 0
    for record in (r for r in tournament.headers if r.code == "802"):
        number = int(record.text[4:8])
        for k, m in enumerate(history[number]):
            block = record.text[28 + 13 * k : 41 + 13 * k]
            who = str(m.opponent) if m.opponent is not None else names[m.kind]
            assert (who, m.scheduled or "", m.game_points) == (
                block[:4].strip(), block[4:6].strip(), Decimal(block[6:11].strip().rstrip("f") or "0")
            ), (number, k + 1)
            checked += 1
    assert checked == 50 * 14

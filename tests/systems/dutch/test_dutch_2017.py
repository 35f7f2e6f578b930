"""The Dutch 2017 edition (C.04.3 in force 1 July 2017 - 31 January 2026): chosen by --system, the
192 code or the 042 start date; bbpPairings v5.0.1 tournaments reproduced; C1-C19 named in findings."""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from checker.check.round import check_round
from checker.cli import main
from checker.state.history import History, RoundOutcome
from checker.systems.dutch.edition import EDITION_2017, EDITION_2026
from checker.systems.dutch.pairer import pair
from checker.systems.dutch.state import build_state
from checker.systems.dutch.system import DUTCH_2017 as DUTCH_2017_SYSTEM
from checker.systems.registry import assumed_edition, choose
from checker.models import Tournament
from checker.trf import load
from tests.check.tamper import boards, corpus, rewrite_round
from tests.paths import DATA, corpus_params
from tests.systems.dutch.test_dutch_corpus import published

DUTCH_2017 = DATA / "dutch-2017"

KNOWN_DIVERGENCES: set[tuple[str, int]] = set()
"""Rounds bbpPairings v5.0.1 pairs otherwise than swisscheck's 2017 reading (docs/interpretations-dutch.md):
none since the A.9 PPB and collapsed last bracket (p16r5-s121 round 5, p25r9-s114 round 7)."""


def failing_rounds(path: Path, system: str | None) -> set[tuple[str, int]]:
    """Rounds of a bbpPairings v5 file whose pairs, colours or PAB the edition chosen does not reproduce."""
    tournament, _ = load(path)
    chosen = choose(tournament, system)
    assert chosen.name == "dutch-2017"
    failed = set()
    for r in range(1, tournament.round_columns + 1):
        ours = pair(chosen.build_state(tournament, r))
        if (ours.as_set(), ours.pab) != published(tournament, r):
            failed.add((path.name, r))
    return failed


def corpus_2017(name: str) -> Tournament:
    """A file of the dutch-2017 corpus (bbpPairings v5.0.1)."""
    return load(DUTCH_2017 / f"{name}.trf")[0]


def with_header(path: Path, tmp_path: Path, header: str) -> Path:
    """A copy of a corpus file with one header record added in front (bare CR lines kept)."""
    out = tmp_path / path.name
    out.write_bytes(header.encode() + b"\r" + path.read_bytes())
    return out


@pytest.mark.parametrize("name", ["p12r9-s112.trf", "p16r5-s121.trf", "p25r7-s106.trf", "p33r9-s115.trf"])
def test_dutch_2017_slice_reproduced_by_system_option(name: str) -> None:
    # p25r7 round 7 and p33r9 round 2: no C5/C9 in 2017; the A.4.b downfloat of a forfeit loss steers the PAB
    assert failing_rounds(DUTCH_2017 / name, "dutch-2017") == KNOWN_DIVERGENCES & {(name, r) for r in range(12)}


@pytest.mark.slow
@pytest.mark.parametrize("path", corpus_params(lambda c: sorted((c / "dutch-2017").glob("*.trf"))),
                         ids=lambda p: p.name)
@pytest.mark.parametrize("how", ["--system", "192", "042"])
def test_dutch_2017_corpus_every_round_reproduced(path: Path, how: str, tmp_path: Path) -> None:
    if how == "192":
        path = with_header(path, tmp_path, "192 FIDE_DUTCH_2017")
    elif how == "042":
        path = with_header(path, tmp_path, "042 2018/04/08")
    expected = {(path.name, r) for n, r in KNOWN_DIVERGENCES if n == path.name}
    assert failing_rounds(path, "dutch-2017" if how == "--system" else None) == expected


@pytest.mark.parametrize("code", ["FIDE_DUTCH_2017", "FIDE_DUTCH_2017_BAKU"])
def test_192_code_names_the_2017_edition(code: str, tmp_path: Path) -> None:
    tournament, _ = load(with_header(DUTCH_2017 / "p12r9-s112.trf", tmp_path, f"192 {code}"))
    assert choose(tournament).name == "dutch-2017"
    assert assumed_edition(tournament) is None


def test_042_in_2019_without_192_is_judged_under_2017_with_the_warning(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = with_header(DUTCH_2017 / "p33r9-s115.trf", tmp_path, "042 08.04.2019")
    assert main(["check", str(path)]) == 0
    out = " ".join(capsys.readouterr().out.split())  # the warning is wrapped to the report's width
    assert "C.04.3 (2017)" in out
    assert ("warning: Dutch edition assumed: the 2017 text, as the file names no edition and its start date "
            "(042) 2019-04-08 is before 1 February 2026; give --system dutch-2026") in out
    assert "9 of 9 rounds consistent" in out


def test_042_in_2019_with_system_dutch_2026_is_judged_under_2026(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = with_header(DUTCH_2017 / "p33r9-s115.trf", tmp_path, "042 2019/04/08")
    assert main(["check", str(path), "--system", "dutch-2026"]) == 1
    out = capsys.readouterr().out
    # no warning line (the word may be in the file's path on the heading line)
    assert "C.04.3 (2026)" in out and not any(line.startswith("warning") for line in out.splitlines())
    assert "WORSE       C14 / Dutch 2.4.9" in out  # round 6, as the 2026 text reads it


def test_no_date_assumes_2026_and_says_so() -> None:
    tournament, _ = load(DUTCH_2017 / "p12r9-s112.trf")
    assert choose(tournament).name == "dutch"
    note = assumed_edition(tournament)
    assert note is not None and "the 2026 text" in note and "no readable start date" in note
    assert "--system dutch-2017" in note


def test_042_from_february_2026_assumes_2026(tmp_path: Path) -> None:
    tournament, _ = load(with_header(DUTCH_2017 / "p12r9-s112.trf", tmp_path, "042 2026-02-01"))
    assert choose(tournament).name == "dutch"
    assert choose(tournament, "dutch").name == "dutch"  # --system dutch leaves the edition to the file
    assert choose(tournament, "dutch-2017").name == "dutch-2017"


def test_dutch_2017_findings_name_c1_c19_with_2017_articles() -> None:
    """p12r9-s112 round 3 with 1-6 and 2-11 for 1-11 and 2-6: 11, who downfloated in round 2, downfloats
    again: the 2026 C14 (2.4.9) is the 2017 C.12."""
    t = corpus_2017("p12r9-s112")
    pairs, pab = boards(t, 3)
    new = [(1, 6) if p == (1, 11) else (2, 11) if p == (2, 6) else p for p in pairs]
    assert new != pairs
    v = check_round(rewrite_round(t, 3, new, pab), 3, DUTCH_2017_SYSTEM)
    assert (v.verdict, v.criterion, v.article) == ("WORSE", "C12", "Dutch C.12")
    assert v.message.startswith("the pairs: 1 resident downfloater who received a downfloat the previous round (11)")
    assert "2.4." not in v.message


def test_dutch_2017_explain_has_no_c5_or_c9_of_2026() -> None:
    tournament, _ = load(DUTCH_2017 / "p33r9-s115.trf")
    text = choose(tournament, "dutch-2017").explain(build_state(tournament, 2, None, EDITION_2017))
    assert text.startswith("Round 2 of 9, FIDE (Dutch) System 2017")
    assert "C9" not in text and "  C5:" not in text
    assert "PAB to 27" in text


def test_c2_before_july_2025_bars_only_a_pab_or_a_forfeit_win() -> None:
    full_point_bye = RoundOutcome(round=1, kind="unpaired", points=Decimal(1), pab_bar="a full-point bye in round 1")
    history = History(outcomes=(full_point_bye,))
    assert EDITION_2017.pab_rule_in_force(date(2025, 6, 30)) == "2017"
    assert history.pab_bar_under("2017") is None  # Dutch 2017 C.2 as quoted: PAB or forfeit win only
    assert EDITION_2017.pab_rule_in_force(date(2025, 7, 1)) == "2025"
    assert history.pab_bar_under("2025") == "a full-point bye in round 1"  # Basic Rules 4 (2025)
    assert EDITION_2026.pab_rule_in_force(None) == "2025"
    forfeit_win = RoundOutcome(round=2, kind="forfeit", points=Decimal(1), pab_bar="a forfeit win in round 2")
    assert History(outcomes=(forfeit_win,)).pab_bar_under("2017") == "a forfeit win in round 2"


def test_042_before_july_2017_is_judged_under_the_edition_then_in_force(tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """An event of 2011 is judged under the 2009 text (in force before 1 July 2013; issue 29 item 2),
    no longer under 2017 with a warning that it predates it."""
    path = with_header(DUTCH_2017 / "p33r9-s115.trf", tmp_path, "042 2011/07/02")
    main(["check", str(path), "--round", "2"])
    out = " ".join(capsys.readouterr().out.split())
    assert "Dutch edition assumed: the 2009 text" in out and "before 1 July 2013" in out
    assert "predates" not in out


def test_c3_under_2017_cites_c_3_and_a_6_a() -> None:
    """p16r9-s26 round 6 with 9-8 and 7-10 (both absolute Black), judged under 2017: its C.3 and A.6.a."""
    t = corpus("p16r9-s26")
    pairs, pab = boards(t, 6)
    new = [p for p in pairs if p not in ((9, 7), (8, 10))] + [(9, 8), (7, 10)]
    v = check_round(rewrite_round(t, 6, new, pab), 6, DUTCH_2017_SYSTEM)
    assert (v.verdict, v.criterion, v.article) == ("VIOLATION", "C3", "Dutch C.3")
    assert v.message == ("C3: 7 and 10 are non-topscorers with the same absolute colour preference for Black "
                         "(colour differences +2 and +1, A.6.a)")


def test_explain_under_2017_cites_b_3_a_5_and_a_9() -> None:
    """The 2026 numbers 3.3, Basic Rules 3 and 1.9.1 are B.3, A.5 and A.9 in the 2017 text."""
    tournament, _ = load(DUTCH_2017 / "p33r9-s115.trf")
    text = choose(tournament, "dutch-2017").explain(build_state(tournament, 2, None, EDITION_2017))
    assert "  first candidate (B.3): " in text and "(3.3)" not in text
    assert "PAB: 33 players to pair is odd, so one gets the PAB (Dutch A.5)." in text
    assert "the player left after the last bracket (A.9)" in text and "1.9.1" not in text


@pytest.mark.parametrize("command", [["pair"], ["pair", "--format", "bbp"], ["explain", "--round", "2"]])
def test_pair_and_explain_warn_of_the_assumed_edition_on_stderr(command: list[str], tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = with_header(DUTCH_2017 / "p33r9-s115.trf", tmp_path, "042 08.04.2019")
    assert main([command[0], str(path), *command[1:]]) == 0
    out = capsys.readouterr()
    # pair also names the players probably withdrawn on a line of its own (issue 25): the edition has its line.
    assert any(line.startswith("warning: Dutch edition assumed: the 2017 text, as the file names no edition and its "
                               "start date (042) 2019-04-08 is before 1 February 2026")
               for line in out.err.replace("\n  ", " ").splitlines())  # wrapped at 100 columns
    assert "warning" not in out.out


@pytest.mark.parametrize("command", [["pair"], ["explain", "--round", "2"]])
def test_pair_and_explain_json_carry_the_warnings_field(command: list[str], tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = with_header(DUTCH_2017 / "p33r9-s115.trf", tmp_path, "042 08.04.2019")
    assert main([command[0], str(path), *command[1:], "--format", "json"]) == 0
    out = capsys.readouterr()
    warnings = json.loads(out.out)["warnings"]
    # pair's players probably withdrawn (issue 25) come first, in the same field; the edition's note is last
    assert [w for w in warnings if "edition" in w] == warnings[-1:]
    assert warnings[-1].startswith("Dutch edition assumed: the 2017 text")
    assert out.err == ""  # in the JSON, not on stderr
    assert main([command[0], str(path), *command[1:], "--format", "json", "--system", "dutch-2017"]) == 0
    assert not any("edition" in w for w in json.loads(capsys.readouterr().out)["warnings"])

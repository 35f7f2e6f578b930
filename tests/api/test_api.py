"""``checker.api``: the same reports, pairings and reasoning as the commands, and narrow errors with their place."""

from __future__ import annotations

import contextlib
import json
import time
import warnings
from pathlib import Path

import pytest

from checker import api
from checker.cli import main
from checker.errors import InputError
from checker.report.player import render_text
from checker.report.player import wrapped
from tests.campaign.test_campaign import NAIVE
from tests.paths import DATA
from tests.systems.dutch.test_dutch_2017 import with_header
from tests.trf.test_trf_warnings import round_3_file

ROOT = Path(__file__).resolve().parents[2]
REMATCH = api.sample("dutch-12p-5r-rematch.trf")
CLEAN = api.sample("dutch-12p-5r.trf")


def command(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What ``swisscheck ARGV`` prints, run from the clone."""
    with contextlib.chdir(ROOT):
        main(list(argv))
    return capsys.readouterr().out


def test_check_report_is_the_json_check_prints(capsys: pytest.CaptureFixture[str]) -> None:
    report = api.check(str(REMATCH))
    printed = json.loads(command(capsys, "check", str(REMATCH), "--format", "json"))
    assert printed.pop("schema") == "swisscheck/1"
    assert report.model_dump(mode="json") == printed
    assert [v.verdict for v in report.rounds] == ["CONSISTENT"] * 4 + ["VIOLATION"]
    assert report.rounds[4].criterion == "C1"  # Dutch C1: the rematch of round 5


def test_check_of_a_tournament_already_read_gives_the_same_verdicts() -> None:
    # causes=False: the cause search stops at a CPU-time budget, so how far it got ("searched") may differ
    # between two runs on a loaded machine; the verdicts may not
    report = api.check(api.read(REMATCH), round=5, causes=False)
    assert report.file == api.IN_MEMORY
    assert report.rounds == api.check(REMATCH, round=5, causes=False).rounds


def test_pair_is_the_pairing_pair_prints_by_start_number(capsys: pytest.CaptureFixture[str]) -> None:
    pairing = api.pair(CLEAN)
    printed = command(capsys, "pair", str(CLEAN), "--format", "bbp").split()  # -p output: boards, then "white black"
    boards = [(int(w), int(b)) for w, b in zip(printed[1::2], printed[2::2])]
    assert int(printed[0]) == len(pairing.pairs) and pairing.pab is None
    assert [(p.white, p.black) for p in pairing.pairs] == boards


def test_explain_is_the_reasoning_explain_prints(capsys: pytest.CaptureFixture[str]) -> None:
    # the command wraps the reasoning at 100 columns for people; the API keeps its lines whole
    assert wrapped(api.explain(CLEAN, round=3)) == command(capsys, "explain", str(CLEAN), "--round", "3")


def test_system_options_reach_the_system() -> None:
    lim = DATA / "lim" / "lim-p10r5-s12005.trf"
    # Lim 2.2 (--maxi): the same file read under the maxi rules is still checked round by round
    assert len(api.check(lim, system="lim", maxi=True).rounds) == len(api.check(lim, system="lim").rounds)


def test_an_option_the_system_does_not_take_is_an_input_error() -> None:
    with pytest.raises(InputError, match=r"^maxi: FIDE \(Dutch\).* takes no options"):
        api.check(CLEAN, maxi=True)
    with pytest.raises(InputError, match=r"^mixi: not an option of .*Lim.* \(its options: maxi\)"):
        api.check(DATA / "lim" / "lim-p10r5-s12005.trf", system="lim", mixi=True)


def test_missing_file_is_an_input_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="nothing.trf: no such file"):
        api.read(tmp_path / "nothing.trf")
    with pytest.raises(InputError, match="is a directory, not a TRF file"):
        api.check(tmp_path)


def test_bad_record_is_an_input_error_with_file_line_column(tmp_path: Path) -> None:
    lines = CLEAN.read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines) if line.startswith("001"))
    lines[number] = lines[number][:48] + "ABCD" + lines[number][52:]  # the rating field
    bad = tmp_path / "bad.trf"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=rf"^{bad}:{number + 1}:\d+: "):
        api.check(bad)


def test_unknown_system_and_round_out_of_range_are_input_errors() -> None:
    with pytest.raises(InputError, match="unknown pairing system"):
        api.check(CLEAN, system="nosuch")
    with pytest.raises(InputError, match=r"^--round 9: the file holds no pairing for that round \(paired rounds: 1..5\)"):
        api.check(CLEAN, round=9)
    with pytest.raises(InputError, match=r"^round 8: pair a round from 1 to 6"):
        api.pair(CLEAN, round=8)


def test_reader_warnings_are_python_warnings(tmp_path: Path) -> None:
    file = tmp_path / "t.trf"
    file.write_text(round_3_file({9: "   7 b ="}), encoding="utf-8")  # one-sided pairing: 9 lists 7
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api.read(file)
    assert [w.category for w in caught] == [api.FileWarning, api.FileWarning]
    assert str(caught[0].message).endswith("round 3: player 4 lists opponent 9 (line 10), who lists 7")


def test_unknown_sample_names_the_samples() -> None:
    with pytest.raises(InputError, match=r"^nosuch.trf: no such sample \(samples: .*dutch-12p-5r.trf"):
        api.sample("nosuch.trf")


def test_campaign_against_a_wrong_engine_counts_its_discrepancies() -> None:
    with contextlib.chdir(ROOT):
        report = api.campaign("dutch", NAIVE, tournaments=2, players="12", rounds="4", seed=3)
    assert report.tournaments == 2 and report.rounds == 8
    assert report.discrepancies and report.endorsement.discrepant == 2
    assert report.endorsement.verdict != "PASS"  # C.04.A: 2 of 2 tournaments wrong is no endorsement
    assert report.by_verdict.get("CONSISTENT", 0) + sum(report.by_criterion.values()) + sum(
        report.by_failure.values()) == report.rounds


def test_campaign_with_a_missing_engine_is_refused_before_any_tournament() -> None:
    start = time.monotonic()
    with pytest.raises(InputError, match="nonexistent-engine"):
        api.campaign("dutch", "nonexistent-engine {trf} {out}", tournaments=1000)
    assert time.monotonic() - start < 5  # issue 25: refused up front, not after 1,000 tournaments of CRASH


def test_readme_python_example_prints_what_its_comment_says(capsys: pytest.CaptureFixture[str]) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    code = readme.split("```python\n", 1)[1].split("```", 1)[0]
    assert len(code.splitlines()) == 3
    with contextlib.chdir(ROOT):
        exec(compile(code, "README.md", "exec"), {})
    assert capsys.readouterr().out.strip() == code.rsplit("# ", 1)[1].strip()


def test_pair_is_the_json_pair_prints_with_its_warnings(capsys: pytest.CaptureFixture[str]) -> None:
    """General Handling 3.2: player 6 lost round 5 by forfeit, named in ``warnings`` as ``pair`` names him."""
    printed = json.loads(command(capsys, "pair", str(CLEAN), "--format", "json"))
    assert printed.pop("schema") == "swisscheck/1"
    pairing = api.pair(CLEAN)
    assert pairing.model_dump(mode="json") == printed
    assert len(pairing.warnings) == 2 and pairing.warnings[0].endswith("--absent names them: 6 Test0006 Player0006")
    assert pairing.warnings[1].startswith("round 6 is paired as the last round")  # no 142/XXR (issue 31 item 4)


def test_pair_with_absent_and_half_point_bye_is_what_pair_absent_prints(capsys: pytest.CaptureFixture[str]) -> None:
    """General Handling 3.3: 6 absent and 3 on a half-point bye are not paired; the command gives the same."""
    printed = json.loads(command(capsys, "pair", str(CLEAN), "--format", "json", "--absent", "6",
                                 "--half-point-bye", "3", "--rounds", "6"))
    printed.pop("schema")
    pairing = api.pair(CLEAN, absent=[6], half_point_bye=(3,), rounds=6)
    assert pairing.model_dump(mode="json") == printed and pairing.warnings == ()
    assert {n for p in pairing.pairs for n in (p.white, p.black)} == set(range(1, 13)) - {3, 6}


def test_pair_absences_are_refused_naming_the_argument() -> None:
    with pytest.raises(InputError, match=r"^absent 13: no participant of the file has this start number"):
        api.pair(CLEAN, absent=[13])
    with pytest.raises(InputError, match=r"^absent and half_point_bye both name 5: one bye per player and round"):
        api.pair(CLEAN, absent=[5], half_point_bye=[5])
    with pytest.raises(InputError, match=r"^half_point_bye applies to the round to pair after the file's last one "
                                         r"\(round 6\); round 3's absences are the file's"):
        api.pair(CLEAN, round=3, half_point_bye=[2])


def test_explain_player_is_the_answer_explain_player_prints(capsys: pytest.CaptureFixture[str]) -> None:
    printed = json.loads(command(capsys, "explain", str(CLEAN), "--round", "5", "--player", "1", "--format", "json"))
    printed.pop("schema")
    answer = api.explain(CLEAN, round=5, player=1)
    assert answer.model_dump(mode="json") == printed
    assert [(r.opponent.number, r.criterion) for r in answer.ruled_out] == [(2, "C1")]  # Dutch C1: met in round 1
    assert render_text(answer) == command(capsys, "explain", str(CLEAN), "--round", "5", "--player", "1")


def test_explain_player_not_paired_in_the_round_is_an_input_error_naming_the_argument() -> None:
    with pytest.raises(InputError, match=r"^player 99: is no participant to pair in round 5"):
        api.explain(CLEAN, round=5, player=99)


def test_pair_and_explain_carry_the_assumed_edition_warning(tmp_path: Path) -> None:
    """Issue 22: a Dutch file dated before 1 February 2026 and naming no edition is judged by the 2017 text."""
    tournament = api.read(with_header(DATA / "dutch-2017" / "p33r9-s115.trf", tmp_path, "042 08.04.2019"))
    assert api.pair(tournament).warnings[-1].startswith("Dutch edition assumed: the 2017 text")
    assert api.explain(tournament, round=2, player=1).warnings[0].startswith("Dutch edition assumed: the 2017 text")
    assert api.explain(tournament, round=2, player=1, system="dutch-2017").warnings == ()


@pytest.mark.parametrize("call", [lambda **o: api.pair(CLEAN, **o), lambda **o: api.explain(CLEAN, round=3, **o),
                                  lambda **o: api.standings(CLEAN, **o)], ids=["pair", "explain", "standings"])
def test_pair_explain_and_standings_choose_the_system_as_the_service_does(call: object) -> None:
    """The system is chosen once, by the service (``service.prepare.prepared``): an option it does not take is
    the same one-line input error in every function, and a system's own option reaches it."""
    with pytest.raises(InputError, match=r"^maxi: FIDE \(Dutch\).* takes no options"):
        call(maxi=True)  # type: ignore[operator]
    lim = DATA / "lim" / "lim-p10r5-s12005.trf"
    with pytest.raises(InputError, match=r"^mixi: not an option of .*Lim.* \(its options: maxi\)"):
        api.pair(lim, round=5, system="lim", mixi=True)
    assert api.pair(lim, round=5, system="lim", maxi=True).round == 5


def test_standings_refuses_other_rules_naming_them() -> None:
    with pytest.raises(InputError, match=r"^rules 2011: the tie-break rules are 2009, 2024 and 2026"):
        api.standings(CLEAN, rules="2011")
    assert api.standings(CLEAN, rules="2024", tiebreaks=["BH"]).computed == ("BH",)


def test_acceleration_of_pair_is_refused_naming_the_argument() -> None:
    with pytest.raises(InputError, match=r"^acceleration='fast': expected one of 'none', 'baku' or None"):
        api.pair(CLEAN, acceleration="fast")  # type: ignore[arg-type]

"""Issue 29 item 2: the Dutch edition in force at the event's start date (042), every spelling of it read.

Windows (docs/editions.md): 2009 text before 1 July 2013, 2012 until 30 June 2017, 2017 until
31 January 2026, 2026 from 1 February 2026; September 2012 - June 2013 and July 2025 - January 2026
are uncertain and warned.
"""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from checker.cli import main
from checker.systems.registry import assumed_edition, choose
from checker.tournament.dates import read_date
from checker.trf import load
from tests.paths import DATA

D12 = DATA / "dutch-2012" / "d12-p12r6-s12517.trf"
"""A JaVaFo 1.4 tournament (2012 text): an empty 042, ``092 Individual Swiss Dutch (Istanbul 2012 rules)``."""


def dated(tmp_path: Path, start: str, path: Path = D12, system: str | None = None) -> Path:
    """A copy of ``path`` with its 042 start date set to ``start`` (and its 092 replaced by ``system``)."""
    lines = path.read_text().splitlines()
    out = [f"042 {start}" if line.startswith("042") else
           (f"092 {system}" if system is not None else line) if line.startswith("092") else line for line in lines]
    target = tmp_path / path.name
    target.write_text("\n".join(out) + "\n")
    return target


@pytest.mark.parametrize("text, expected", [
    ("2020/06/26", date(2020, 6, 26)), ("2020-06-26", date(2020, 6, 26)), ("26.06.2020", date(2020, 6, 26)),
    ("28. 07. 2005", date(2005, 7, 28)), ("26/06/2020", date(2020, 6, 26)), ("Jun 26, 2020", date(2020, 6, 26)),
    ("May 29, 2020", date(2020, 5, 29)), ("June 26 2020", date(2020, 6, 26)), ("26 June 2020", date(2020, 6, 26)),
    ("26-Jun-2020", date(2020, 6, 26)), ("Sept 3, 2019", date(2019, 9, 3)), ("3rd March 2015", date(2015, 3, 3)),
    ("06/26/2020", date(2020, 6, 26)),  # month first: the middle number is above 12
    ("20200626", date(2020, 6, 26)), ("2020.06.26", date(2020, 6, 26)),
])
def test_every_spelling_real_files_carry_is_read(text: str, expected: date) -> None:
    assert read_date(text) == expected


@pytest.mark.parametrize("text", ["Mai 29, 2020", "Foo 12, 2020", "2020", "31.02.2020", "--START--", "20201399"])
def test_a_date_that_cannot_be_read_is_none_never_a_guess(text: str) -> None:
    assert read_date(text) is None


@pytest.mark.parametrize("start", ["2015/03/14", "14.03.2015", "Mar 14, 2015", "14 March 2015"])
def test_2015_start_chooses_the_2012_edition_and_says_so(start: str, tmp_path: Path) -> None:
    tournament, _ = load(dated(tmp_path, start))
    assert choose(tournament).name == "dutch-2012"
    note = assumed_edition(tournament)
    assert note is not None and note.startswith("Dutch edition assumed: the 2012 text, as the file names no "
                                                "edition and its start date (042) 2015-03-14 is from 1 July "
                                                "2013 to 30 June 2017")


def test_2011_start_chooses_the_2009_text(tmp_path: Path) -> None:
    tournament, _ = load(dated(tmp_path, "2011-07-02"))
    assert choose(tournament).name == "dutch-2009"
    note = assumed_edition(tournament)
    assert note is not None and "the 2009 text" in note and "before 1 July 2013" in note
    assert "--system dutch-2012" in note


def test_the_istanbul_window_is_judged_under_2009_and_warned(tmp_path: Path) -> None:
    # Agreed at Istanbul (2012), taken to apply from 1 July 2013: an event of January 2013 is uncertain.
    tournament, _ = load(dated(tmp_path, "15/01/2013"))
    assert choose(tournament).name == "dutch-2009"
    note = assumed_edition(tournament)
    assert note is not None and "no FIDE source found names its first day" in note
    assert "give --system dutch-2012 to judge under the 2012 text" in note


@pytest.mark.parametrize("start, name", [("2013-06-30", "dutch-2009"), ("2013-07-01", "dutch-2012"),
                                         ("2017-06-30", "dutch-2012"), ("2017-07-01", "dutch-2017"),
                                         ("2026-01-31", "dutch-2017"), ("2026-02-01", "dutch")])
def test_window_edges(start: str, name: str, tmp_path: Path) -> None:
    tournament, _ = load(dated(tmp_path, start, system="Individual Swiss Dutch"))
    assert choose(tournament).name == name


def test_july_2025_to_january_2026_is_judged_under_2017_and_warned(tmp_path: Path) -> None:
    tournament, _ = load(dated(tmp_path, "Sep 1, 2025"))
    assert choose(tournament).name == "dutch-2017"
    note = assumed_edition(tournament)
    assert note is not None and "'effective from 1 July 2025' was delayed to 1 February 2026" in note
    assert "give --system dutch-2026 (or 192 FIDE_DUTCH_2026) to judge under the 2026 text" in note


def test_an_unreadable_date_is_named_in_the_warning(tmp_path: Path) -> None:
    tournament, _ = load(dated(tmp_path, "Mai 29, 2020", system="Individual Swiss Dutch"))
    assert choose(tournament).name == "dutch"
    note = assumed_edition(tournament)
    assert note is not None and "its start date (042) 'Mai 29, 2020' cannot be read" in note


def test_no_date_a_092_naming_istanbul_2012_chooses_2012_and_says_why(tmp_path: Path) -> None:
    tournament, _ = load(D12)
    assert choose(tournament).name == "dutch-2012"
    note = assumed_edition(tournament)
    assert note is not None and "its 092 names the 2012 rules" in note


def test_092_rating_chooses_between_the_procedural_texts_by_date(tmp_path: Path) -> None:
    for start, name in (("2015-03-14", "dutch-2012"), ("2011-03-14", "dutch-2009"), ("", "dutch-2009")):
        tournament, _ = load(dated(tmp_path, start, system="Swiss System Based on Rating"))
        assert choose(tournament).name == name
    # No date: the 092's year names the text (what a generated 2012 file can write).
    tournament, _ = load(dated(tmp_path, "", system="Swiss System Based on Rating (The Dutch System), Istanbul 2012"))
    assert choose(tournament).name == "dutch-2012"


@pytest.mark.parametrize("system", ["rating-2009", "dutch-2009", "dutch-2012", "dutch-2017", "dutch-2026"])
def test_a_named_edition_is_kept_without_a_warning(system: str, tmp_path: Path) -> None:
    tournament, _ = load(dated(tmp_path, "2015-03-14"))
    assert choose(tournament, system).name == ("dutch" if system == "dutch-2026" else
                                               "dutch-2009" if system == "rating-2009" else system)
    assert assumed_edition(tournament, system) is None


def test_info_and_check_name_the_2012_edition_for_a_2015_event(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = dated(tmp_path, "2015-03-14")
    main(["info", str(path)])
    info = " ".join(capsys.readouterr().out.split())
    assert "C.04.3 (2012) (--system dutch-2012)" in info and "edition by the start date (042)" in info
    main(["check", str(path)])
    captured = capsys.readouterr()
    out = " ".join((captured.out + captured.err).split())
    assert "C.04.3 (2012)" in out and "Dutch edition assumed: the 2012 text" in out


def test_info_json_says_the_edition_came_from_the_092_year(capsys: pytest.CaptureFixture[str]) -> None:
    main(["info", str(D12), "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert (data["system_name"], data["edition_assumed"]) == ("dutch-2012", "092")
    main(["info", str(D12)])
    assert "edition by the year in the 092 text" in capsys.readouterr().out

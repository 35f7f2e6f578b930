"""rating-2009 on the command line and in the registry: its names, its 092 text, pair / check / explain,
and the generator writing the 092 record that names it."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker.cli import main
from checker.generation.settings import GeneratorSettings
from checker.systems.registry import choose, lookup
from checker.systems.dutch_procedural.system import DUTCH_2009
from checker.trf import dumps, loads
from tests.paths import DATA

JUNIOR = DATA / "real" / "icu_irish_junior_champs_2011.tab"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_system_is_found_by_its_name_its_alias_and_its_092_text() -> None:
    assert lookup("rating-2009") is DUTCH_2009 and lookup("legacy-2009") is DUTCH_2009
    generated, _ = loads(dumps(DUTCH_2009.generate(6, 2, 1, GeneratorSettings(absence_rate=0))))
    assert choose(generated) is DUTCH_2009


def test_check_the_irish_junior_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "check", str(JUNIOR), "--system", "rating-2009", "--round", "3")
    assert code == 0
    assert "Swiss System Based on Rating" in out and "CONSISTENT" in out


def test_pair_round_3_of_the_irish_junior_file_as_published(capsys: pytest.CaptureFixture[str]) -> None:
    # Round 3 as the file publishes it (white first): the rules' pairing is the same; the points column
    # warnings (the blank half-point byes) go to stderr.
    code, out, err = run(capsys, "pair", str(JUNIOR), "--system", "rating-2009", "--round", "3", "--format", "bbp")
    assert code == 0 and all(line.startswith("warning:") for line in err.replace("\n  ", " ").splitlines())
    tournament, _ = loads(JUNIOR.read_bytes().decode("latin-1"))
    published = DUTCH_2009.published(tournament, 3)
    boards = {tuple(map(int, line.split())) for line in out.splitlines()[1:]}
    assert boards == {(p.white, p.black) for p in published.pairs}


def test_explain_names_the_steps(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "explain", str(JUNIOR), "--system", "rating-2009", "--round", "2")
    assert code == 0
    assert "Pairing numbers: A.2" in out and "Bracket 1:" in out and "Colours (E):" in out
    assert "complies at C.6 with every criterion in force" in out

"""Every JSON output carries ``"schema": "swisscheck/1"`` and validates against its shipped file in docs/schema/
(issue 23: one output layer, "the JSON keeps its current fields and gains a schema version field")."""

from __future__ import annotations

import contextlib
import json
import re
import sqlite3
import sys
from pathlib import Path

import jsonschema
import pytest

from checker.cli import main
from checker.commands.schema import OUTPUTS, text
from checker.report.schema import VERSION
from tests.paths import ROOT

SHIPPED = ROOT / "docs" / "schema"
SELF = f"{sys.executable} -m checker.cli pair {{trf}} --format bbp > {{out}}"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, object]:
    """Exit code and the JSON printed by ``swisscheck ARGV`` run from the clone."""
    with contextlib.chdir(ROOT):
        code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


def _valid(name: str, data: object) -> None:
    """Raise when ``data`` does not validate against the shipped ``docs/schema/<name>.json``."""
    schema = json.loads((SHIPPED / f"{name}.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator(schema).validate(data)


DECIMAL_PATTERN = re.compile(r'\n *"pattern": "\^\(\?!\^\[-\+\.\]\*\$\)[^\n]*')
"""The pattern pydantic writes for a Decimal serialised as a string (2.13 writes it, 2.14 does not):
not a change of the output, so the staleness check ignores it."""


@pytest.mark.parametrize("name", sorted(OUTPUTS))
def test_shipped_schema_file_is_the_models_schema(name: str) -> None:
    shipped = SHIPPED / f"{name}.json"
    assert shipped.exists() and DECIMAL_PATTERN.sub("", shipped.read_text(encoding="utf-8")) == \
        DECIMAL_PATTERN.sub("", text(name)), (
        f"{shipped} is stale: regenerate with `python3 -m checker.commands.schema` (docs/json.md)")


@pytest.mark.parametrize(("name", "argv", "code"), [
    ("check", ["check", "samples/dutch-12p-5r-rematch.trf", "--format", "json"], 1),
    ("check", ["check", "samples/team-10t-5r.trf", "--format", "json"], 0),
    ("check", ["check", "samples/double-swiss-10p-4r.trf", "--format", "json"], 0),
    ("explain", ["explain", "samples/dutch-12p-5r.trf", "--round", "5", "--format", "json"], 0),
    ("explain-player", ["explain", "samples/dutch-12p-5r-rematch.trf", "--round", "5", "--player", "1",
                        "--format", "json"], 0),
    ("explain-player", ["explain", "samples/team-10t-5r.trf", "--round", "3", "--player", "2", "--format", "json"], 0),
    ("pair", ["pair", "samples/dutch-c5-pab.trf", "--format", "json"], 0),
    ("info", ["info", "samples/double-swiss-10p-4r.trf", "--json"], 0),
    ("info", ["info", "samples/team-10t-5r.trf", "--json"], 0),
    ("standings", ["standings", "samples/dutch-12p-5r.trf", "--tiebreaks", "BH/C1,SB,DE,XYZ", "--format", "json"], 0),
    ("standings", ["standings", "samples/team-10t-5r.trf", "--tiebreaks", "BH:MP,SB:GP", "--format", "json"], 0),
])
def test_output_carries_the_schema_version_and_validates(
        name: str, argv: list[str], code: int, capsys: pytest.CaptureFixture[str]) -> None:
    got, data = _run(capsys, *argv)
    assert got == code and isinstance(data, dict) and next(iter(data)) == "schema" and data["schema"] == VERSION
    _valid(name, data)


def test_check_json_keeps_its_fields_and_the_c1_finding(capsys: pytest.CaptureFixture[str]) -> None:
    _, data = _run(capsys, "check", "samples/dutch-12p-5r-rematch.trf", "--format", "json")
    assert isinstance(data, dict)
    assert list(data) == ["schema", "file", "system", "rounds", "warnings", "cause"]
    assert data["rounds"][4]["verdict"] == "VIOLATION" and data["rounds"][4]["criterion"] == "C1"


def test_stale_field_fails_validation() -> None:
    """A board number written as text, or the version missing, is rejected (the test can fail)."""
    with pytest.raises(jsonschema.ValidationError):
        _valid("pair", {"schema": VERSION, "round": 1, "pairs": [{"board": "1", "white": 1, "black": 2}], "pab": None})
    with pytest.raises(jsonschema.ValidationError):
        _valid("pair", {"round": 1, "pairs": [], "pab": None})


def test_batch_check_items_each_carry_the_schema_version(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.trf"
    broken.write_text("001    1      Broken                            2x41\n", encoding="utf-8")
    code, data = _run(capsys, "check", "samples/dutch-12p-5r-rematch.trf", str(broken), "--format", "json")
    assert code == 2 and isinstance(data, list)
    assert [(i["schema"], Path(i["file"]).name, i["exit_code"]) for i in data] == [
        (VERSION, "dutch-12p-5r-rematch.trf", 1), (VERSION, "broken.trf", 2)]
    _valid("batch-check", data)


def test_campaign_report_validates(capsys: pytest.CaptureFixture[str]) -> None:
    code, data = _run(capsys, "campaign", "--system", "dutch", "--engine", SELF, "--tournaments", "1",
                      "--players", "6", "--rounds", "2", "--seed", "5", "--format", "json", "--quiet")
    assert code == 0 and isinstance(data, dict) and data["schema"] == VERSION and data["rounds"] == 2
    _valid("campaign", data)


def test_audit_json_validates_with_a_timeout_and_an_input_error(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    archive = tmp_path / "archive"
    archive.mkdir()
    for name in ("dutch-12p-5r-rematch.trf", "team-10t-5r.trf"):
        (archive / name).write_bytes((ROOT / "samples" / name).read_bytes())
    (archive / "broken.trf").write_text("001 this is not a player record\n", encoding="utf-8")
    db = str(tmp_path / "a.db")
    assert main(["audit", str(archive), "--db", db, "--jobs", "1", "--quiet", "--no-causes"]) == 0
    capsys.readouterr()
    with sqlite3.connect(db) as connection:  # a timeout as audit --time-limit stores it
        connection.execute("UPDATE files SET status = 'timeout', message = 'stopped' WHERE path LIKE '%team%'")
    code, data = _run(capsys, "audit", "--db", db, "--format", "json")
    assert code == 0 and isinstance(data, dict) and next(iter(data)) == "schema"
    assert sorted(f["status"] for f in data["files"]) == ["checked", "input error", "timeout"]
    _valid("audit", data)
    data["files"][0]["rounds"] = [{"round": "1", "verdict": "CONSISTENT", "criterion": None, "article": None,
                                   "cause": None}]
    with pytest.raises(jsonschema.ValidationError):
        _valid("audit", data)

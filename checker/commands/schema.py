"""The JSON Schema of every command's JSON output, written to ``docs/schema/`` (shipped as ``checker.schema``).

Regenerate after changing an output's model: ``python3 -m checker.commands.schema`` (from the clone's
root; a folder argument writes elsewhere). ``tests/report/test_json_schema.py`` fails while a shipped file
is stale and validates real outputs against the files.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

from pydantic import TypeAdapter
from pydantic.json_schema import JsonSchemaValue

from checker.audit.output import AuditOutput
from checker.campaign.report import CampaignReport
from checker.evaluation.findings import CheckReport
from checker.models import Frozen
from checker.report.batch import Status
from checker.report.boards import PairingOut
from checker.report.player import PlayerAnswer, RoundReasoning
from checker.report.schema import DRAFT, document, stamped
from checker.tournament.standings_table import StandingsTable
from checker.tournament.summary import TournamentInfo

FOLDER = Path("docs/schema")
"""Where the shipped files live in the clone (pyproject maps it to the package ``checker.schema``)."""


class CheckedFile(CheckReport):
    """One file of ``check FOLDER --format json``: its check report, its status and its exit code."""

    status: Status
    exit_code: int


class UncheckedFile(Frozen):
    """One file of ``check FOLDER --format json`` that could not be checked: why, and its exit code (2 or 3)."""

    file: str
    status: Status
    error: str | None
    exit_code: int


def _batch() -> JsonSchemaValue:
    """``check FOLDER --format json``: an array with one object per file, each with its ``schema`` version."""
    schema = TypeAdapter(tuple[CheckedFile | UncheckedFile, ...]).json_schema(mode="serialization")
    defs = schema["$defs"]
    for name in ("CheckedFile", "UncheckedFile"):
        defs[name] = stamped(defs[name])
    return {"$schema": DRAFT, "title": "Batch check", **schema}


OUTPUTS: dict[str, Callable[[], JsonSchemaValue]] = {
    "check": lambda: document(CheckReport),
    "batch-check": _batch,
    "explain": lambda: document(RoundReasoning),
    "explain-player": lambda: document(PlayerAnswer),
    "pair": lambda: document(PairingOut),
    "info": lambda: document(TournamentInfo),
    "campaign": lambda: document(CampaignReport),
    "standings": lambda: document(StandingsTable),
    "audit": lambda: document(AuditOutput),
}
"""Each output's file stem (``docs/schema/<stem>.json``) and its schema."""


def text(name: str) -> str:
    """The shipped file's text for the output ``name``."""
    return json.dumps(OUTPUTS[name](), indent=2, ensure_ascii=False) + "\n"


def write(folder: Path) -> list[Path]:
    """Write every output's schema into ``folder`` (created if needed); the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in OUTPUTS:
        path = folder / f"{name}.json"
        path.write_text(text(name), encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    """``python3 -m checker.commands.schema [FOLDER]``: regenerate the shipped schema files."""
    for path in write(Path(argv[0]) if argv else FOLDER):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

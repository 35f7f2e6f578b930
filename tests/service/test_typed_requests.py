"""Issue 32 item 6, one way in: every command on a file asks with a typed request (``service.request``)
validated when made; no module below ``commands/`` sees argparse; the audit sits below ``commands/``;
the system is chosen once per request."""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from checker.cli import build_parser, main
from checker.commands import pair
from checker.systems import registry
from checker.service.request import CheckRequest, ExplainRequest, FileRequest, PairRequest, StandingsRequest
from checker.systems.registry import System
from checker.models import Tournament
from tests.paths import ROOT

CHECKER = ROOT / "checker"
SAMPLE = str(ROOT / "samples" / "dutch-12p-5r.trf")


def _imports(path: Path) -> set[str]:
    """The modules a source file imports (``from a.b import c`` -> ``a.b``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def _below_commands() -> list[Path]:
    """Every module of checker/ but commands/ and cli.py."""
    return [p for p in sorted(CHECKER.rglob("*.py"))
            if "commands" not in p.relative_to(CHECKER).parts and p.name != "cli.py"]


def test_no_module_below_commands_imports_argparse() -> None:
    offenders = [str(p.relative_to(ROOT)) for p in _below_commands() if "argparse" in _imports(p)]
    assert offenders == []


@pytest.mark.parametrize("folder", ["audit", "service"])
def test_audit_and_service_import_no_command(folder: str) -> None:
    offenders = [f"{p.relative_to(ROOT)}: {m}" for p in sorted((CHECKER / folder).glob("*.py"))
                 for m in _imports(p) if m.startswith("checker.commands") or m == "checker.cli"]
    assert offenders == []


@pytest.mark.parametrize(("make", "why"), [
    (lambda: ExplainRequest(path="x.trf"), "round"),  # explain's round is required
    (lambda: PairRequest(path="x.trf", content=b"012 x"), "path or carries content"),
    (lambda: StandingsRequest(path="x.trf", rules="2011"), "rules"),  # type: ignore[arg-type]
    (lambda: CheckRequest(path="x.trf", rounds="many"), "rounds"),  # type: ignore[arg-type]
    (lambda: FileRequest(path="x.trf", other_options="maybe"), "other_options"),  # type: ignore[arg-type]
])
def test_a_request_is_validated_when_made(make: Callable[[], FileRequest], why: str) -> None:
    with pytest.raises((TypeError, ValueError), match=why):  # a missing field is a TypeError
        make()


def test_the_command_line_becomes_a_typed_request() -> None:
    argv = ["pair", SAMPLE, "--round", "6", "--rounds", "7", "--absent", "3,4", "--half-point-bye", "5",
            "--maxi", "--acceleration", "baku"]
    request = pair.request_of(build_parser(argv).parse_args(argv))
    assert (request.path, request.round, request.rounds, request.absent, request.half_point_bye) == (
        SAMPLE, 6, 7, (3, 4), (5,))
    assert ("maxi", True) in request.options and request.other_options == "ignore"
    assert request.settings.acceleration == "baku"


@pytest.mark.parametrize("argv", [
    ["check", SAMPLE, "--no-causes"],
    ["check", SAMPLE, "--no-causes", "--format", "html"],
    ["pair", SAMPLE, "--rounds", "6"],
    ["explain", SAMPLE, "--round", "5", "--player", "1"],
    ["standings", SAMPLE],
], ids=["check", "check-html", "pair", "explain", "standings"])
def test_the_system_is_chosen_once_per_request(argv: list[str], monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    chosen: list[str] = []
    choose = registry.choose

    def counted(tournament: Tournament, override: str | None = None, *rest: Any) -> System:
        chosen.append(tournament.name)
        return choose(tournament, override, *rest)

    for module in [m for name, m in sys.modules.items() if name.startswith("checker")]:
        if getattr(module, "choose", None) is choose:  # every module that calls it, the registry too
            monkeypatch.setattr(module, "choose", counted)
    assert main(argv) == 0
    assert capsys.readouterr().out and len(chosen) == 1

"""The assumed-edition warning of ``pair`` and ``explain``, as ``check`` gives it (issue 22).

When neither the file (192 code) nor ``--system`` names the edition of the system's rules (a Dutch
file judged by its 042 start date, or by none), the command says which edition it assumed and why:
one ``warning:`` line on standard error for text, a ``warnings`` list in JSON.
"""

from __future__ import annotations

import argparse
import json
import sys

from checker.models import Tournament
from checker.systems.registry import assumed_edition


def edition_warnings(tournament: Tournament, args: argparse.Namespace) -> tuple[str, ...]:
    """The assumed-edition note of the file under the command's ``--system`` (empty when named)."""
    note = assumed_edition(tournament, args.system)
    return (note,) if note else ()


def emit(text: str, warnings: tuple[str, ...], as_json: bool) -> str:
    """The command's output with its warnings: a ``warnings`` field added to a JSON object, or the
    text unchanged and each warning printed on standard error."""
    if as_json:
        data = json.loads(text)
        data["warnings"] = list(warnings)
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    return text

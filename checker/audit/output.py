"""The models of ``audit --format json`` (docs/audit.md): the JSON is written from them, one file at a
time, and its JSON Schema (``docs/schema/audit.json``, ``python3 -m checker.commands.schema``) is theirs."""

from __future__ import annotations

from checker.audit.adapter import Status
from checker.evaluation.findings import Verdict
from checker.models import Frozen, field


class AuditRound(Frozen):
    """One stored round of a file: its verdict, the first criterion and article that decided it, its cause's
    kind (docs/causes.md; None when the round is consistent or no cause was found)."""

    round: int
    verdict: Verdict
    criterion: str | None
    article: str | None
    cause: str | None


class AuditFile(Frozen):
    """One stored content: the first path it was found at, its SHA-256 and size, its status, the system and
    edition it was judged by (None without a round checked), its worst round, the message (an input or
    internal error, a timeout, or why it is not a Swiss; empty otherwise) and its rounds."""

    path: str
    sha256: str = field(pattern="^[0-9a-f]{64}$")
    size: int = field(ge=0)
    status: Status
    system: str | None
    edition: str | None
    worst: Verdict | None
    message: str
    rounds: tuple[AuditRound, ...]


class AuditTotals(Frozen):
    """The audit's totals: paths walked, distinct contents stored, contents by status, events checked that
    are not consistent, rounds by verdict, rounds not consistent by cause kind (``none``: no cause found)."""

    paths: int
    contents: int
    status: dict[Status, int]
    not_consistent: int
    verdicts: dict[Verdict, int]
    causes: dict[str, int]


class AuditOutput(Frozen):
    """``audit --format json``: the database read, its schema version, the swisscheck version whose rows
    are read, the totals, and every stored file by path."""

    db: str
    db_schema: int
    version: str
    totals: AuditTotals
    files: tuple[AuditFile, ...]

"""Render a check report: a table with one row per round, then details of the other rounds."""

from __future__ import annotations

from tabulate import tabulate

from checker.models import Pairing
from checker.evaluation.findings import CheckReport, Finding, RoundVerdict


def _rule(v: RoundVerdict) -> str:
    """The criterion and/or article behind a verdict, as one cell."""
    parts = [x for x in (v.criterion, v.article) if x]
    return " / ".join(parts)


def _pairs(pairs: tuple[tuple[int, int], ...]) -> str:
    """Pairs as ``white-black`` in one line."""
    return "  ".join(f"{w}-{b}" for w, b in pairs) or "(none)"


def _pairing(p: Pairing | None) -> str:
    """A whole round's pairing in one line, sorted by white's start number, the PAB last."""
    if p is None:
        return "(none)"
    text = _pairs(tuple(sorted((x.white, x.black) for x in p.pairs)))
    return text + (f"  PAB {p.pab}" if p.pab is not None else "")


def _finding_lines(f: Finding) -> list[str]:
    """The lines describing one finding."""
    head = f"  {f.verdict}"
    rule = " / ".join(x for x in (f.criterion, f.article) if x)
    if rule:
        head += f" [{rule}]"
    if f.bracket:
        head += f" in score group {f.bracket}"
    lines = [f"{head}: {f.message}"]
    if f.published_value is not None or f.reference_value is not None:
        lines.append(f"    published: {f.published_value}   rules: {f.reference_value}")
    if f.published_pairs or f.reference_pairs:
        lines.append(f"    published pairs: {_pairs(f.published_pairs)}")
        lines.append(f"    rules' pairs:    {_pairs(f.reference_pairs)}")
    return lines


def render_text(report: CheckReport) -> str:
    """The table of verdicts, then the details of every round that is not consistent."""
    rows = [[v.round, v.verdict, _rule(v), v.differing_pairs] for v in report.rounds]
    out = [f"{report.file}: {report.system}", *(f"warning: {w}" for w in report.warnings), ""]
    out.append(tabulate(rows, headers=["Round", "Verdict", "Criterion / article", "Differing pairs"],
                        tablefmt="simple", disable_numparse=True))
    for v in report.rounds:
        if v.verdict == "CONSISTENT":
            continue
        out += ["", f"Round {v.round}: {v.verdict}"]
        for f in v.findings:
            out += _finding_lines(f)
        out.append(f"  published: {_pairing(v.published)}")
        out.append(f"  rules:     {_pairing(v.reference)}")
    n_ok = sum(v.verdict == "CONSISTENT" for v in report.rounds)
    if not report.rounds:
        out += ["", "The file holds no paired round yet: nothing to check."]
    else:
        out += ["", f"{n_ok} of {len(report.rounds)} rounds consistent."]
    return "\n".join(out) + "\n"


def render_json(report: CheckReport) -> str:
    """The report as JSON (the pydantic models; schema in the README)."""
    return report.model_dump_json(indent=2) + "\n"


def exit_code(report: CheckReport) -> int:
    """0 when every round is consistent, 1 otherwise (2, unreadable input, is the CLI's)."""
    return 0 if report.consistent else 1

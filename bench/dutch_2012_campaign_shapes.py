"""Issue 29: the shape of every discrepancy of a campaign against JaVaFo 1.4 (``campaign --system
dutch-2012 --report DIR``), to group them and test that each group has the shape its hand-worked rounds
have (docs/interpretations-dutch-2012.md, "The campaign of issue 29").

For each round the campaign flagged, the engine's pairing (kept in the tournament file) and
swisscheck's are compared on A.11's qualities over the whole round, in the text's order: the number of
pairs, the score differences (largest first, B.3), the pairs not granting both preferences (B.4), the
B.5/B.6 breaches for downfloaters (the bye counted as a downfloat, B.1 b), then for upfloaters; and
whether the two move the same players down, whether the PAB differs, and whether the bracket of the
finding is one swisscheck's pairing joins by C.13 (read from ``explain``: its section, or the one
above it, says "joined"). Each round then falls in one group (``group``).

    python bench/dutch_2012_campaign_shapes.py REPORT_DIR [REPORT_DIR ...]
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections import Counter
from decimal import Decimal
from pathlib import Path

from checker.check.round import check_pairing
from checker.cli import main
from checker.models import Pairing
from checker.state.base import to_tpn
from checker.systems.dutch_procedural.state import RatingState
from checker.systems.registry import lookup
from checker.trf.reader import load

SYSTEM = lookup("dutch-2012")
QUALITIES = ("pairs (A.11 1)", "score differences (A.11 2, B.3)", "colours (A.11 3, B.4)",
             "B.5/B.6 downfloaters (A.11 4)", "B.5/B.6 upfloaters (A.11 5)")

Quality = tuple[int, tuple[Decimal, ...], int, tuple[int, int], tuple[int, int]]


def qualities(state: RatingState, pairing: Pairing) -> Quality:
    """A.11's qualities of a whole round's pairing, each a number (or tuple) where less is better but
    the first (pairs, more is better)."""
    by = {p.tpn: p for p in state.players}
    diffs: list[Decimal] = []
    ungranted = 0
    down, up = [0, 0], [0, 0]
    for pair in pairing.pairs:
        a, b = by[pair.white], by[pair.black]
        diffs.append(abs(a.score - b.score))
        ungranted += a.preference is not None and a.preference == b.preference
        if a.score != b.score:
            high, low = (a, b) if a.score > b.score else (b, a)
            for k in (1, 2):
                down[k - 1] += high.float_in(k) == "down"
                up[k - 1] += low.float_in(k) == "up"
    if pairing.pab is not None:
        for k in (1, 2):
            down[k - 1] += by[pairing.pab].float_in(k) == "down"
    return (len(pairing.pairs), tuple(sorted(diffs, reverse=True)), ungranted, (down[0], down[1]), (up[0], up[1]))


def downfloaters(state: RatingState, pairing: Pairing) -> frozenset[int]:
    """Who floats down in the round: the higher of two unequal scores (A.4), and the bye (B.1 b)."""
    by = {p.tpn: p for p in state.players}
    out = {pairing.pab} if pairing.pab is not None else set()
    for pair in pairing.pairs:
        a, b = by[pair.white], by[pair.black]
        if a.score != b.score:
            out.add(a.tpn if a.score > b.score else b.tpn)
    return frozenset(out)


def bracket_b3(state: RatingState, engine: tuple[tuple[int, int], ...], ours: tuple[tuple[int, int], ...]) -> str:
    """B.3 within the bracket of the finding alone (its pairs as the finding gives them, start numbers):
    whether the engine's pairs there have smaller score differences (largest first) than ours."""
    score = {state.start_number_of(p.tpn): p.score for p in state.players}

    def diffs(pairs: tuple[tuple[int, int], ...]) -> tuple[Decimal, ...]:
        return tuple(sorted((abs(score[a] - score[b]) for a, b in pairs), reverse=True))
    return "in the bracket B.3 " + ("better for the engine" if diffs(engine) < diffs(ours) else
                                    "equal" if diffs(engine) == diffs(ours) else "better for ours")


def better(engine: Quality, ours: Quality) -> str:
    """Which pairing A.11 prefers over the round, and on which quality (the first that differs)."""
    for name, theirs, mine in zip(QUALITIES, engine, ours):
        if theirs != mine:
            ours_better = mine > theirs if name.startswith("pairs") else mine < theirs
            return f"{'ours' if ours_better else 'engine'} better on {name}"
    return "equal on A.11"


def group(merged: bool, pab_differs: bool, shape: str) -> str:
    """The group of a discrepancy and whose departure from the text it is (the hand-worked rounds)."""
    if merged:
        return "G1 C.13 merged bracket (wt-2012open)"
    if shape.startswith("engine better on score") and pab_differs:
        return "G5 the bye's score (wt-2012open)"
    if shape.startswith("engine better on score"):
        return "G2 floaters' scores looked at below the bracket: JaVaFo's"
    if shape == "equal on A.11":
        return "G3 the text's order reaches ours first, A.11 equal: JaVaFo's"
    if shape.startswith("ours better"):
        return "G4 ours better on A.11: JaVaFo's"
    return "G6 other"


def explained(path: Path, round_number: int) -> str:
    """``swisscheck explain`` of the round, as text."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["explain", str(path), "--system", "dutch-2012", "--round", str(round_number)])
    return out.getvalue()


def merged(text: str, bracket: str | None) -> bool:
    """Whether ``explain``'s text shows the bracket joined by C.13 (its own section says "joined", or the
    section above it was "joined to the bracket below")."""
    sections = text.split("\nBracket ")
    for i, section in enumerate(sections[1:], start=1):
        if section.startswith(f"{bracket}:"):
            return "joined" in section or "joined to the bracket below" in sections[i - 1]
    return False


def rows(folder: Path) -> list[tuple[str, ...]]:
    """One row per discrepancy of the campaign kept in ``folder``."""
    report = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    out: list[tuple[str, ...]] = []
    for d in report["discrepancies"]:
        if d["verdict"] in ("CRASH", "TIMEOUT", "UNREADABLE", "ILLEGAL", "INTERNAL"):
            out.append((folder.name, str(d["tournament"]), str(d["round"]), d["verdict"], d["verdict"], "", "failure"))
            continue
        path = folder / d["files"]["tournament"]
        tournament, _ = load(str(path))
        r = d["round"]
        state = SYSTEM.build_state(tournament, r, None)
        engine = to_tpn(state, SYSTEM.published(tournament, r))
        ours = SYSTEM.pair(state)
        finding = check_pairing(state, SYSTEM.published(tournament, r), SYSTEM, r).findings[0]
        joined = merged(explained(path, r), finding.bracket)
        pab_differs = engine.pab != ours.pab
        shape = better(qualities(state, engine), qualities(state, ours))
        same = "same downfloaters" if downfloaters(state, engine) == downfloaters(state, ours) else "other downfloaters"
        tags = ", ".join(t for t, on in (("C.13 merged", joined), ("PAB differs", pab_differs)) if on)
        rule = d["criterion"] or d["article"] or d["verdict"]
        out.append((folder.name, str(d["tournament"]), str(r), d["verdict"], rule,
                    f"bracket {finding.bracket}; {tags + '; ' if tags else ''}{shape}; {same}; "
                    + bracket_b3(state, finding.published_pairs, finding.reference_pairs),
                    group(joined, pab_differs, shape)))
    return out


def run(folders: list[str]) -> None:
    """Print every discrepancy's row, then the groups with their counts and criteria."""
    table = [row for folder in folders for row in rows(Path(folder))]
    for row in table:
        print(" | ".join(row))
    print("\ngroup | discrepancies | criteria")
    groups: dict[str, Counter[str]] = {}
    for row in table:
        groups.setdefault(row[6], Counter())[row[4]] += 1
    for name, criteria in sorted(groups.items()):
        print(f"{name} | {sum(criteria.values())} | " + ", ".join(f"{c} {n}" for c, n in criteria.most_common()))


if __name__ == "__main__":
    run(sys.argv[1:])

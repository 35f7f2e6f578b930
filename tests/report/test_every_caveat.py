"""Issue 31, finding 6: every caveat of a file reaches every output of ``check``.

The edition assumed, the reader's warnings (points, encoding, layout) and the caveats of rounds judged
despite them are the report's ``warnings``: in the text report on standard output (so that ``check F >
report.txt`` keeps them all), in ``--format json`` and in a box at the top of the HTML page. The HTML
verdicts table names causes in words, and a finding without a rule prints no empty brackets.
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from checker.cli import main
from checker.evaluation.cause import CAUSE_WORDS
from checker.trf.writer import dumps
from tests.causes.builders import rewired, with_points
from tests.causes.test_consistency import COLOURS_TAMPERED, base
from tests.paths import DATA

BUNRATTY = DATA / "real" / "icu_bunratty_masters_2011.tab"
"""Dutch edition assumed (2011: the 2017 text) and five points columns that do not add up."""
JUNIOR = DATA / "real" / "icu_irish_junior_champs_2011.tab"
"""Latin-1 bytes (an encoding warning) and points columns that do not add up."""


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _fields(warnings: list[str]) -> set[str]:
    """The reader's fields its warnings name (``file:line:column: field: message``), and ``edition``."""
    found = {w.split(": ")[1] for w in warnings if w.count(": ") >= 2 and ":" in w.split(": ")[0]}
    return found | ({"edition"} if any(w.startswith("Dutch edition assumed") for w in warnings) else set())


@pytest.mark.parametrize("file, fields", [(BUNRATTY, {"edition", "points"}), (JUNIOR, {"edition", "points", "encoding"})])
def test_json_text_and_html_carry_the_same_warnings(file: Path, fields: set[str], tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    _, out, err = _run(capsys, "check", str(file), "--format", "json", "--no-causes")
    warnings = json.loads(out)["warnings"]
    assert _fields(warnings) == fields and err == ""
    _, text, err = _run(capsys, "check", str(file), "--no-causes")
    assert err == ""  # nothing apart on standard error: check F > report.txt keeps every caveat
    flat = " ".join(text.split())
    assert all(" ".join(w.split()) in flat for w in warnings)
    page = tmp_path / "r.html"
    _run(capsys, "check", str(file), "--format", "html", "--no-causes", "-o", str(page))
    html = page.read_text(encoding="utf-8")
    box = html.split("<section class=warnings id=warnings>", 1)[1].split("</section>", 1)[0]
    assert box.count("<li>") == len(warnings) and html.index("id=warnings") < html.index("<h2>Verdicts</h2>")


def test_a_layout_warning_is_in_the_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = (DATA / "dutch-2026" / "p12r5-s1.trf").read_text(encoding="utf-8").splitlines()
    i = next(k for k, line in enumerate(lines) if line.startswith("001"))
    lines[i] = lines[i][:8] + "X" + lines[i][9:]  # column 9, between the start number and the sex: blank in TRF16
    file = tmp_path / "t.trf"
    file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _, out, _ = _run(capsys, "check", str(file), "--format", "json", "--no-causes")
    assert any(": layout: misaligned data: column 9" in w for w in json.loads(out)["warnings"])


def test_html_names_causes_in_words_and_an_unchecked_round_says_why(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Round 3 played with colours the opponent's entry contradicts, and player 1's points wrong: rounds
    3-5 rest on it; the HTML says 'the file contradicts itself', never the kind 'inconsistent-file'."""
    file = tmp_path / "t.trf"
    file.write_text(dumps(with_points(rewired(base(), 3, COLOURS_TAMPERED), 1, Decimal(5))), encoding="utf-8")
    page = tmp_path / "t.html"
    assert _run(capsys, "check", str(file), "--format", "html", "-o", str(page))[0] == 1
    html = page.read_text(encoding="utf-8")
    verdicts = html.split("<h2>Verdicts</h2>", 1)[1].split("</nav>", 1)[0]
    assert f"<td>{CAUSE_WORDS['inconsistent-file']}" in verdicts and "inconsistent-file" not in verdicts
    assert "UNCHECKED ()" not in html
    assert "UNCHECKED: not judged: the round rests on an inconsistent file" in html

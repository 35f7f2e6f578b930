"""swisscheck serve's pages (issue 32 item 2), read as HTML: the home page's form, the report with its bar,
the player page with lists, a refused file's message; every text of a file escaped."""

from __future__ import annotations

import base64
import re
from collections.abc import Iterator
from typing import Any

import pytest

from checker.commands import serve
from checker.server.pages import BAR_STYLE
from tests.paths import ROOT
from tests.server.support import cli_run, client

SAMPLES = ROOT / "samples"


@pytest.fixture(scope="module")
def site() -> Iterator[Any]:
    """One server for the module."""
    with client() as c:
        yield c


def test_home_offers_the_file_the_system_and_the_two_actions(site: Any) -> None:
    page = site.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    html = page.text
    assert '<input type="file" id="file" name="file" required>' in html
    assert '<option value="dutch-2012">' in html and 'formaction="/player"' in html
    assert '<script src="/static/drop.js" defer></script>' in html and "<script>" not in html
    assert site.get("/static/drop.js").headers["content-type"].startswith("text/javascript")


def test_the_report_is_check_html_with_the_bar(site: Any, tmp_path: Any) -> None:
    path = SAMPLES / "dutch-12p-5r-rematch.trf"
    # without the cause search: its budget is a multiple of the round's check time, which differs by process
    page = site.post("/check", files={"file": (path.name, path.read_bytes())}, data={"system": "", "no_causes": "1"})
    assert page.status_code == 200
    out = tmp_path / "r.html"
    code, _, _ = cli_run("check", str(path), "--format", "html", "-o", str(out), "--no-causes")
    assert code == 1
    report = out.read_text(encoding="utf-8").replace(str(path), path.name)  # the upload is named by its name
    head, _, body = report.partition("<body>")
    assert page.text.startswith(head.replace("</head>", f"<style>{BAR_STYLE}</style></head>") +
                                '<body><div class="bar" id="bar">')
    assert page.text.endswith(body)  # the same report under the bar (Basic Rules 2: 1 and 7 met before)
    carried = re.search(r'name="content_b64" value="([^"]+)"', page.text)
    assert carried is not None and base64.b64decode(carried.group(1)) == path.read_bytes()


def test_the_bars_json_button_gives_the_apis_json(site: Any) -> None:
    path = SAMPLES / "dutch-12p-5r.trf"
    data = {"content_b64": base64.b64encode(path.read_bytes()).decode(), "name": path.name, "format": "json"}
    answer = site.post("/check", data=data)
    api = site.post("/api/v1/check", files={"file": (path.name, path.read_bytes())})
    assert answer.status_code == 200 and answer.json() == api.json()


def test_the_player_page_lists_rounds_and_players_and_answers(site: Any) -> None:
    path = SAMPLES / "dutch-12p-5r.trf"
    first = site.post("/player", files={"file": (path.name, path.read_bytes())})
    assert first.status_code == 200
    assert '<option value="6">round 6</option>' in first.text  # the next round too
    assert '<option value="1">1 Test0001 Player0001</option>' in first.text and 'id="answer"' not in first.text
    data = {"content_b64": base64.b64encode(path.read_bytes()).decode(), "name": path.name, "round": "5",
            "player": "1"}
    answer = site.post("/player", data=data)
    code, text, _ = cli_run("explain", str(path), "--round", "5", "--player", "1")
    assert code == 0
    shown = re.search(r'<pre class="answer" id="answer">(.*?)</pre>', answer.text, re.S)
    assert shown is not None
    assert shown.group(1).replace("&#x27;", "'").replace("&quot;", '"').replace("&amp;", "&") == text
    whole = site.post("/player", data={**data, "player": ""})
    assert "Round 5: the whole round" in whole.text
    forms = re.findall(r'<form method="post" action="(/\w+)"[^>]*>(.*?)</form>', answer.text, re.S)
    report = next(fields for action, fields in forms if action == "/check")
    assert 'name="round"' not in report and 'id="to-report"' in report  # the whole report: every round
    boxed = site.post("/player", files={"file": (path.name, path.read_bytes())}, data={"no_causes": "1"})
    assert boxed.status_code == 200  # the home page's box ticked, then "Why was I paired like this?"


def test_a_refused_file_shows_its_one_line_and_no_traceback(site: Any) -> None:
    page = site.post("/check", files={"file": ("bad.trf", b"012 x\n001 abc\n")})
    assert page.status_code == 422
    assert ('<p class="refused" id="refused">bad.trf:2:5: start number: expected a start number 1-9999, '
            "got &#x27;abc &#x27;</p>") in page.text
    assert "Traceback" not in page.text


def test_names_and_file_texts_are_escaped(site: Any) -> None:
    data = (SAMPLES / "dutch-12p-5r.trf").read_bytes().replace(b"Test0001 Player0001", b"<script>x()</script>")
    page = site.post("/check", files={"file": ("<img src=x onerror=y()>.trf", data)})
    assert page.status_code == 200
    assert "<script>x()" not in page.text and "&lt;script&gt;x()&lt;/script&gt;" in page.text
    assert "<img src=x" not in page.text
    players = site.post("/player", files={"file": ("<b>.trf", data)})
    assert "<script>x()" not in players.text and "<b>.trf" not in players.text
    assert "script-src 'self'" in page.headers["content-security-policy"]


def test_a_page_without_a_file_is_refused(site: Any) -> None:
    page = site.post("/check", data={"system": "dutch"})
    assert page.status_code == 422 and "no tournament file" in page.text


def test_serve_without_fastapi_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "missing", lambda: ["FastAPI", "uvicorn"])
    code, out, err = cli_run("serve", "--port", "0")
    assert code == 2
    assert err.strip() == ("swisscheck: error: swisscheck serve needs FastAPI, uvicorn: pip install "
                           "'swisscheck[serve]' (FastAPI, uvicorn, python-multipart and fastapi-offline)")

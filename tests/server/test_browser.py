"""swisscheck serve in a real browser (issue 32): headless Chromium (Debian's ``chromium``, driven by
Selenium through Debian's ``chromium-driver``; never a downloaded browser) opens the home page, uploads a
sample and reads the verdicts and a cause, picks a round and a player on the player page and reads the
answer, and sees a refused file's message. Skips with the reason when the browser or its driver is absent.

With ``SWISSCHECK_SCREENSHOTS=DIR`` the pages are saved as PNG files in DIR (the README's images:
``SWISSCHECK_SCREENSHOTS=docs/images python3 -m pytest tests/server/test_browser.py``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.paths import ROOT
from tests.server.support import cli_run

webdriver = pytest.importorskip("selenium.webdriver", reason="needs selenium (pip install selenium) for the browser tests")

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

SAMPLES = ROOT / "samples"
NO_BROWSER = ("needs Debian's chromium and chromium-driver (apt-get install -y chromium chromium-driver) for the "
              "browser tests")


def _tool(*names: str) -> str:
    """The first of ``names`` on PATH (or in /usr/bin); skips the test with :data:`NO_BROWSER` when none is."""
    for name in names:
        found = shutil.which(name) or (f"/usr/bin/{name}" if Path(f"/usr/bin/{name}").is_file() else None)
        if found:
            return found
    pytest.skip(NO_BROWSER)


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """``swisscheck serve`` started as the README says (a free port), its address; stopped at the end."""
    process = subprocess.Popen([sys.executable, "-m", "checker.cli", "serve", "--port", "0", "--workers", "2"],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("swisscheck serve: listening on http://127.0.0.1:"), line
        yield line.split("listening on ")[1].split()[0].rstrip("/")
    finally:
        process.terminate()
        process.wait(30)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless Chromium, the system's, through the system's chromedriver."""
    binary, driver = _tool("chromium", "chromium-browser"), _tool("chromedriver")
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1280,1600", "--hide-scrollbars"):
        options.add_argument(flag)
    chrome = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=driver))
    chrome.set_page_load_timeout(120)
    try:
        yield chrome
    finally:
        chrome.quit()


def shot(browser: Any, name: str) -> None:
    """Save the page as ``name`` in ``$SWISSCHECK_SCREENSHOTS`` when it is set."""
    folder = os.environ.get("SWISSCHECK_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(Path(folder) / name))


def upload(browser: Any, server: str, path: Path, button: str, home: str | None = None) -> None:
    """Open the home page, choose ``path`` in the file field (a screenshot named ``home``) and press ``button``;
    wait for the next page."""
    browser.get(server + "/")
    assert browser.find_element(By.TAG_NAME, "h1").text == "swisscheck"
    browser.find_element(By.ID, "file").send_keys(str(path.resolve()))
    if home:
        shot(browser, home)
    browser.find_element(By.ID, button).click()
    WebDriverWait(browser, 120).until(lambda b: b.find_elements(By.ID, "bar") or b.find_elements(By.TAG_NAME, "select")
                                      and b.current_url.endswith("/player") or b.find_elements(By.ID, "refused"))


def test_upload_shows_the_verdicts_and_a_cause(server: str, browser: Any) -> None:
    upload(browser, server, SAMPLES / "dutch-12p-5r-rematch.trf", "check", home="serve-home.png")
    verdicts = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".v-VIOLATION")]
    assert "VIOLATION" in verdicts  # round 5: 1 and 7 met before (Basic Rules 2, C1)
    page = browser.find_element(By.TAG_NAME, "body").text
    assert "C1: 1 Test0001 Player0001 and 7 Test0007 Player0007 have already played each other" in page
    assert browser.find_elements(By.CSS_SELECTOR, "p.cause")  # the cause the re-pairing proves
    shot(browser, "serve-report.png")


def test_the_player_page_answers_for_a_chosen_round_and_player(server: str, browser: Any) -> None:
    path = SAMPLES / "dutch-12p-5r.trf"
    upload(browser, server, path, "player")
    Select(browser.find_element(By.ID, "round")).select_by_visible_text("round 5")
    Select(browser.find_element(By.ID, "who")).select_by_visible_text("1 Test0001 Player0001")
    browser.find_element(By.ID, "explain").click()
    WebDriverWait(browser, 120).until(lambda b: b.find_elements(By.ID, "answer"))
    code, text, _ = cli_run("explain", str(path), "--round", "5", "--player", "1")
    assert code == 0
    assert browser.find_element(By.ID, "answer").text == text.rstrip("\n")  # explain --player's words
    assert browser.find_element(By.ID, "answer-title").text == "Round 5: 1 Test0001 Player0001"
    shot(browser, "serve-player.png")


def test_a_refused_file_shows_its_message(server: str, browser: Any, tmp_path: Path) -> None:
    bad = tmp_path / "broken.trf"
    bad.write_bytes(b"012 Broken event\n001 abc\n")
    upload(browser, server, bad, "check")
    assert browser.find_element(By.ID, "refused").text == (
        "broken.trf:2:5: start number: expected a start number 1-9999, got 'abc '")
    assert "Traceback" not in browser.page_source
    shot(browser, "serve-refused.png")


def test_dropping_a_file_chooses_it_under_the_pages_csp(server: str, browser: Any) -> None:
    """The drag-and-drop script (/static/drop.js, the only script the pages run: ``script-src 'self'``)."""
    browser.get(server + "/")
    browser.execute_script(
        "const t = new DataTransfer(); t.items.add(new File(['012 x'], 'dropped.trf'));"
        "document.getElementById('drop').dispatchEvent(new DragEvent('drop', {dataTransfer: t, bubbles: true}));")
    assert browser.find_element(By.ID, "chosen").text == "dropped.trf"
    assert browser.execute_script("return document.getElementById('file').files[0].name") == "dropped.trf"


def test_the_api_docs_page_works_offline_under_its_csp(server: str, browser: Any) -> None:
    """/docs runs Swagger UI from the server's own files (fastapi-offline): it lists the endpoints, and
    every resource the browser loaded came from the server (nothing from a CDN, nothing blocked)."""
    browser.get(server + "/docs")
    WebDriverWait(browser, 60).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".opblock-summary-path"))
    paths = {e.text.strip() for e in browser.find_elements(By.CSS_SELECTOR, ".opblock-summary-path")}
    assert {"/api/v1/check", "/api/v1/pair", "/api/v1/explain", "/api/v1/standings", "/healthz"} <= paths
    loaded = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert loaded and all(url.startswith(server + "/") for url in loaded), loaded
    shot(browser, "serve-docs.png")

"""Test helpers: render a page in headless Chromium (when installed) and read its tables back."""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

NO_CHROMIUM = "needs chromium (apt-get install -y chromium) to render the HTML report in a real browser"


def chromium() -> str:
    """The Chromium executable; skips the calling test with :data:`NO_CHROMIUM` when there is none."""
    found = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if found is None:
        pytest.skip(NO_CHROMIUM)
    return found


def _headless(page: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """Chromium run headless on a local page, no network, no sandbox (tests run as root in CI)."""
    return subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           *options, page.resolve().as_uri()],
                          capture_output=True, text=True, timeout=120, check=True)


def dump_dom(page: Path) -> str:
    """The DOM Chromium builds from the page, serialised."""
    return _headless(page, "--dump-dom").stdout


def screenshot(page: Path, png: Path, width: int = 1200, height: int = 2400) -> None:
    """A screenshot of the page's top as Chromium renders it."""
    _headless(page, f"--window-size={width},{height}", f"--screenshot={png}")


class Tables(HTMLParser):
    """The tables of a page that have an id: id -> rows -> cell texts; and every element's tag seen."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.tables: dict[str, list[list[str]]] = {}
        self.row_classes: dict[str, list[str]] = {}
        self.tags: set[str] = set()
        self._table: str | None = None
        self._cell: list[str] | None = None
        self.feed(text)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Open a table with an id, a row, or a cell."""
        self.tags.add(tag)
        attr = dict(attrs)
        table_id = attr.get("id") if tag == "table" else None
        if table_id:
            self._table = table_id
            self.tables[table_id] = []
            self.row_classes[table_id] = []
        elif self._table is not None and tag == "tr":
            self._finish_cell()
            self.tables[self._table].append([])
            self.row_classes[self._table].append(attr.get("class") or "")
        elif self._table is not None and tag in ("td", "th"):
            self._finish_cell()
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        """Close a cell or a table."""
        if tag in ("td", "th", "tr"):
            self._finish_cell()
        if tag == "table":
            self._finish_cell()
            self._table = None

    def handle_data(self, data: str) -> None:
        """Text inside a cell."""
        if self._cell is not None:
            self._cell.append(data)

    def _finish_cell(self) -> None:
        """Add the open cell's text to the current row."""
        if self._cell is not None and self._table is not None and self.tables[self._table]:
            self.tables[self._table][-1].append("".join(self._cell).strip())
        self._cell = None

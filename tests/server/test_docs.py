"""The OpenAPI page (``/docs``, issue 32 item 3) works offline: Swagger UI's files come from the server itself
(the ``fastapi-offline`` package), every URL the page names is the server's own, and its
Content-Security-Policy allows nothing from elsewhere and no inline script."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.server.support import client

pytest.importorskip("fastapi_offline", reason="needs fastapi-offline (pip install 'swisscheck[serve]')")


@pytest.fixture(scope="module")
def api() -> Iterator[Any]:
    with client(workers=1) as c:
        yield c


def test_the_docs_page_names_only_the_servers_own_urls(api: Any) -> None:
    page = api.get("/docs")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    urls = re.findall(r'(?:src|href)="([^"]*)"', page.text)
    assert set(urls) == {"/docs/assets/favicon.png", "/docs/assets/swagger-ui.css",
                         "/docs/assets/swagger-ui-bundle.js", "/docs/assets/init.js", "/openapi.json"}
    assert "http" not in page.text and "<script>" not in page.text  # nothing from elsewhere, no inline script
    for url in urls:
        assert api.get(url).status_code == 200, url


def test_the_docs_files_are_swagger_ui_and_the_pages_own_script(api: Any) -> None:
    bundle = api.get("/docs/assets/swagger-ui-bundle.js")
    assert bundle.headers["content-type"].startswith("text/javascript") and "SwaggerUIBundle" in bundle.text
    assert api.get("/docs/assets/swagger-ui.css").headers["content-type"].startswith("text/css")
    init = api.get("/docs/assets/init.js").text
    assert "url: '/openapi.json'" in init and "validatorUrl: null" in init  # no validator badge from elsewhere


def test_the_docs_csp_allows_only_the_server(api: Any) -> None:
    csp = api.get("/docs").headers["content-security-policy"]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["script-src"] == "'self'" and directives["connect-src"] == "'self'"
    assert directives["default-src"] == "'none'"
    assert "http" not in csp and "cdn" not in csp


@pytest.mark.parametrize("name", ["index.html", "..%2F..%2F__init__.py", "swagger-ui.js.map", "init.js.bak"])
def test_no_other_file_is_served_under_docs_assets(api: Any, name: str) -> None:
    answer = api.get("/docs/assets/" + name)
    assert answer.status_code == 404 and answer.json()["status"] == 404

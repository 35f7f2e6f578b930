"""The OpenAPI page (``/docs``) served offline: Swagger UI's script and style from the files the PyPI package
``fastapi-offline`` ships (part of the ``serve`` extra; Swagger UI 5, which reads the OpenAPI 3.1 FastAPI
writes), never from a CDN, so the page works without the
internet and its Content-Security-Policy allows only the server's own URLs (no inline script: the page's
one call to Swagger UI is the fixed script :data:`INIT`).
"""

from __future__ import annotations

import importlib.resources
from dataclasses import dataclass
from pathlib import Path

PREFIX = "/docs/assets/"
"""Where the page's files are served (each by a fixed name: no client names a server path)."""

FILES: dict[str, str] = {"swagger-ui-bundle.js": "text/javascript; charset=utf-8",
                         "swagger-ui.css": "text/css; charset=utf-8",
                         "favicon.png": "image/png"}
"""The package's files the page uses, and their media types."""

INIT = """'use strict';
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
                               validatorUrl: null, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout'});
});
"""
"""The page's own script (served as ``/docs/assets/init.js``): Swagger UI on the server's schema, without the
online validator's badge (an image from elsewhere)."""

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>swisscheck: HTTP API</title>
<link rel="icon" type="image/png" href="/docs/assets/favicon.png">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"><noscript>The interactive page needs JavaScript; the description itself is
<a href="/openapi.json">/openapi.json</a>.</noscript></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script>
</body>
</html>
"""
"""The ``/docs`` page: every URL in it is the server's own."""

CSP = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
       "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
"""``/docs``'s Content-Security-Policy: script, style, images and requests from the server only; inline style
(Swagger UI sets style attributes) but no inline script."""


@dataclass(frozen=True)
class Asset:
    """One file of the page: its bytes and media type."""

    body: bytes
    media: str


def assets(folder: Path | None = None) -> dict[str, Asset]:
    """The page's files, read once from ``folder`` (default: the package's), with the page's own script.
    Only the files are used: fastapi-offline's own page runs an inline script, which the CSP forbids."""
    folder = folder or Path(str(importlib.resources.files("fastapi_offline") / "static"))
    found = {name: Asset((folder / name).read_bytes(), media) for name, media in FILES.items()}
    return {**found, "init.js": Asset(INIT.encode("utf-8"), "text/javascript; charset=utf-8")}

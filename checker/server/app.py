"""The FastAPI application of ``swisscheck serve``: the pages, the HTTP API (``/api/v1``), the health check.

FastAPI on uvicorn (the optional extra ``swisscheck[serve]``): an ASGI stack whose models are pydantic,
as swisscheck's are, so the report models are the API's schema (OpenAPI at ``/docs``). Every check runs
in a worker process (``pool``); this process only reads the request (at most ``--max-upload-mb``, refused
with 413 before the rest is read), hands the job on, and answers. Statuses: 422 for input that cannot be
used (the one-line message), 413 too large, 429 queue full (``Retry-After``), 503 over a limit, 500 a bug
(a reference in the body, the traceback in the log).
"""

from __future__ import annotations

import base64
import binascii
import logging
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import Message

from checker import __version__
from checker.errors import InputError
from checker.evaluation.findings import CheckReport
from checker.report.boards import PairingOut
from checker.report.player import PlayerAnswer, RoundReasoning
from checker.server import apidocs, pages
from checker.server.compute import early_refusal, error_json
from checker.server.deadline import BodyDeadline
from checker.server.job import HTML, JSON, Answer, Command, Job
from checker.server.params import job_of, parameters
from checker.server.pool import Busy, Limits, WorkerPool
from checker.systems.registry import SYSTEMS
from checker.tournament.standings_table import StandingsTable

LOG = logging.getLogger("swisscheck.serve")

CSP = ("default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; "
       "form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
"""The pages' Content-Security-Policy: only the server's own script runs (none from a file's text), no
resource from elsewhere, forms post only here."""

RETRY_AFTER = 5
"""Seconds a client told 429 waits before it tries again."""

MODELS: dict[str, Any] = {"check": CheckReport, "pair": PairingOut, "explain": PlayerAnswer | RoundReasoning,
                                "standings": StandingsTable}
"""Each endpoint's answer, as its command's ``--format json`` prints it (the OpenAPI schema)."""


@dataclass(frozen=True)
class Settings:
    """What ``swisscheck serve`` was started with (besides the address)."""

    limits: Limits = Limits()
    max_upload_mb: float = 10.0
    read_timeout: float = 30.0
    """Seconds a request's headers, and then its body, may take to arrive (``deadline``: 408 past them)."""

    @property
    def max_upload(self) -> int:
        """The largest request body, in bytes."""
        return int(self.max_upload_mb * 1024 * 1024)


class TooLarge(Exception):
    """A request body over the upload limit."""


async def read_body(request: Request, limit: int) -> bytes:
    """The request's body, refused (:class:`TooLarge`) as soon as it passes ``limit`` bytes: by its declared
    length before anything is read, else while it streams in."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise TooLarge()
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise TooLarge()
        chunks.append(chunk)
    return b"".join(chunks)


async def form_of(request: Request, body: bytes) -> tuple[dict[str, str], bytes | None, str | None]:
    """A multipart or urlencoded body already read: its text fields, the file (field ``file``, or
    ``content_b64`` as the pages carry it) and the file's name."""
    async def replay() -> Message:
        return {"type": "http.request", "body": body, "more_body": False}

    fields: dict[str, str] = {}
    content: bytes | None = None
    name: str | None = None
    try:
        form = await Request(request.scope, replay).form(max_files=1, max_fields=40)
    except Exception as exc:  # a malformed body (python-multipart's error): the client's input
        raise InputError(f"the request's form cannot be read: {str(exc)[:120]}") from None
    try:
        for key, value in form.multi_items():
            if isinstance(value, UploadFile):
                if key == "file":
                    content, name = await value.read(), value.filename
                continue
            if key == "file":
                content = value.encode("utf-8")
            elif key == "content_b64":
                try:
                    content = base64.b64decode(value, validate=True)
                except (binascii.Error, ValueError):
                    raise InputError("content_b64: not base64 text") from None
            else:
                fields[key] = value
    finally:
        await form.close()
    return fields, content, name


def _form(request: Request, page: bool) -> bool:
    """Whether the body is a form rather than the file itself: multipart, or for a page urlencoded too (an API
    client such as ``curl --data-binary @file`` labels a raw file urlencoded)."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind == "multipart/form-data" or (page and kind == "application/x-www-form-urlencoded")


def _response(answer: Answer) -> Response:
    """The worker's answer as the HTTP response."""
    return Response(answer.body, status_code=answer.status, media_type=answer.media, headers=dict(answer.headers))


def _error(status: int, message: str, page: bool, headers: Mapping[str, str] | None = None) -> Response:
    """An error answered by this process: one line as JSON, or as a page."""
    if page:
        body, media = pages.problem("The file was refused" if status in (413, 422) else "Try again later", message), HTML
    else:
        body, media = error_json(message, status), JSON
    return Response(body, status_code=status, media_type=media, headers=dict(headers or {}))


def create_app(settings: Settings = Settings()) -> FastAPI:
    """The application: its worker pool starts with it and stops with it."""
    pool = WorkerPool(settings.limits, LOG.warning)
    files = apidocs.assets()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        pool.start()
        try:
            yield
        finally:
            pool.close()

    app = FastAPI(title="swisscheck", version=__version__, lifespan=lifespan, redoc_url=None, docs_url=None,
                  description="FIDE Swiss pairing checker: the checker's commands over HTTP. Send the tournament "
                  "file as the request body or as the multipart field `file`; options as query parameters named "
                  "as on the command line. Answers are the JSON the commands print with `--format json`.")
    app.state.pool = pool
    app.add_middleware(BodyDeadline, seconds=settings.read_timeout)  # inside security_headers: its 408 gets them

    @app.middleware("http")
    async def security_headers(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        """Every answer: its CSP, nosniff, no referrer, no framing."""
        response = await call_next(request)
        docs = request.url.path.startswith("/docs")
        response.headers["Content-Security-Policy"] = apidocs.CSP if docs else CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["X-Frame-Options"] = "DENY"
        return response

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        """404, 405, ...: one line, no framework page."""
        return _error(exc.status_code, f"{request.method} {request.url.path[:100]}: {exc.detail}", False)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> Response:
        """A parameter FastAPI refused, in one line."""
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ())[1:]) or "request"
        return _error(422, f"{where}: {first.get('msg', 'invalid')}", False)

    @app.exception_handler(Exception)
    async def bug(request: Request, exc: Exception) -> Response:
        """A bug in this process: logged, answered with a reference only."""
        reference = uuid.uuid4().hex[:12]
        LOG.exception("internal error %s on %s %s", reference, request.method, request.url.path[:100])
        return JSONResponse({"error": f"internal error in swisscheck (reference {reference})", "status": 500,
                             "reference": reference}, status_code=500)

    async def answer(request: Request, command: Command, page: bool, api: bool) -> Response:
        """Read the request (within the limit), make the job, run it in a worker, log it, answer."""
        try:
            body = await read_body(request, settings.max_upload)
        except TooLarge:
            return _error(413, f"the request is larger than the server's limit of {settings.max_upload_mb:g} MB",
                          page, {"Connection": "close"})  # the rest of the body is not read
        try:
            if _form(request, page):
                fields, content, name = await form_of(request, body)
            elif page:
                raise InputError("send the page's form (multipart/form-data)")
            else:
                fields, content, name = {}, body, None
            given = dict(request.query_params) if api else {}
            if not api:
                fields.pop("action", None)
                if fields.pop("format", "html") == "json":
                    command, page = "check", False
            given.update(fields)
            if not content:
                raise InputError("no tournament file: send it as the request body or as the multipart field file")
            job = job_of(command, given, content, name)
        except InputError as exc:
            LOG.info("%s refused before checking: %s", command, str(exc)[:200])
            return _error(422, str(exc), page)
        early = early_refusal(job)  # garbage: refused here, no worker involved
        if early is not None:
            LOG.info("%s %r %d bytes refused before any worker: %s", command, job.name, len(job.content),
                     early.summary)
            return _response(early)
        try:
            result, seconds = await pool.run(job)
        except Busy:
            LOG.warning("%s of %d bytes refused: queue full", command, len(job.content))
            return _error(429, "the server is busy: every worker is checking and the queue is full; "
                          f"try again in {RETRY_AFTER} seconds", page, {"Retry-After": str(RETRY_AFTER)})
        LOG.info("%s %r %d bytes system=%s: %d in %.2f s (%s)", command, job.name, len(job.content),
                 job.system or "file's", result.status, seconds, result.summary)
        if result.log:
            LOG.error("%s %r: %s\n%s", command, job.name, result.summary, result.log)
        return _response(result)

    @app.get("/", include_in_schema=False)
    async def home() -> Response:
        """The home page: choose or drop a file, the system, what to do."""
        return Response(pages.home(settings.max_upload_mb), media_type=HTML)

    @app.get("/static/drop.js", include_in_schema=False)
    async def script() -> Response:
        """The home page's drag and drop (the only script the pages run)."""
        return Response(pages.SCRIPT, media_type="text/javascript; charset=utf-8")

    @app.get("/docs", include_in_schema=False)
    async def docs_page() -> Response:
        """The OpenAPI page: Swagger UI from the server's own files (``apidocs``), never from a CDN."""
        return Response(apidocs.PAGE, media_type=HTML)

    @app.get(apidocs.PREFIX + "{name}", include_in_schema=False)
    async def docs_file(name: str) -> Response:
        """One of the page's fixed files (any other name: 404; no path the client names is read)."""
        asset = files.get(name)
        if asset is None:
            return _error(404, f"GET {apidocs.PREFIX}{name[:60]}: Not Found", False)
        return Response(asset.body, media_type=asset.media, headers={"Cache-Control": "public, max-age=86400"})

    @app.post("/check", include_in_schema=False)
    async def check_page(request: Request) -> Response:
        """The home page's form: the report (``check --format html``), or its JSON (``format=json``)."""
        return await answer(request, "report", True, False)

    @app.post("/player", include_in_schema=False)
    async def player_page(request: Request) -> Response:
        """"Why was I paired like this?": a round and a player chosen from lists, and the answer."""
        return await answer(request, "player", True, False)

    def endpoint(command: Command) -> None:
        """``POST /api/v1/<command>``: the command's ``--format json`` answer."""
        documented = [{"name": p.name, "in": "query", "required": command == "explain" and p.name == "round",
                       "description": p.help,
                       "schema": {"type": "integer"} if p.kind == "int" else {"type": "boolean"} if p.kind == "bool"
                       else {"type": "string", "enum": list(p.kind)} if isinstance(p.kind, tuple)
                       else {"type": "string"}} for p in parameters(command)]
        extra = {"parameters": documented, "requestBody": {"required": True, "content": {
            "application/octet-stream": {"schema": {"type": "string", "format": "binary"}},
            "multipart/form-data": {"schema": {"type": "object", "properties": {
                "file": {"type": "string", "format": "binary"}}, "required": ["file"]}}}}}
        statuses: dict[int | str, dict[str, Any]] = {
            200: {"model": MODELS[command], "description": f"what `swisscheck {command} --format json` prints"},
            413: {"description": "the request is over the upload limit"},
            422: {"description": "input that cannot be used: {\"error\": the one-line message, \"status\": 422}"},
            429: {"description": "the queue is full: try again after Retry-After seconds"},
            503: {"description": "the check needed more than the server's time or memory limit"},
            500: {"description": "a bug in swisscheck: a reference, the details in the server's log"}}

        async def run(request: Request) -> Response:
            return await answer(request, command, False, True)

        run.__doc__ = f"`swisscheck {command} FILE --format json` over HTTP."
        app.add_api_route(f"/api/v1/{command}", run, methods=["POST"], name=command, responses=statuses,
                          openapi_extra=extra, summary=f"swisscheck {command}")

    served: tuple[Command, ...] = ("check", "pair", "explain", "standings")
    for command in served:
        endpoint(command)

    @app.get("/api/v1/systems", summary="the pairing systems")
    async def systems() -> list[dict[str, Any]]:
        """Every system: its name, title, aliases, TRF 192 codes, 092 words and its own options."""
        own = {p.name for p in parameters("check")}
        return [{"name": s.name, "title": s.title, "aliases": list(s.aliases), "codes": list(s.codes),
                 "words": list(s.words),
                 "options": sorted(n for n in own if s.options is not None and n.replace("-", "_") in
                                   {f for f in getattr(s.options, "__dataclass_fields__", {})})} for s in SYSTEMS]

    @app.get("/healthz", summary="the server is up")
    async def healthz() -> dict[str, Any]:
        """Up, with the workers busy, the jobs waiting and the workers replaced so far."""
        return {"status": "ok", "version": __version__, "workers": settings.limits.workers, "busy": pool.busy,
                "waiting": pool.waiting, "replaced": pool.replaced, "heavy_kb": settings.limits.heavy_kb,
                "served": dict(pool.served)}

    return app


"""A real ``swisscheck serve`` process against hostile clients (issue 32 item 4): a client trickling its
request's headers or body a byte at a time is answered 408 and its connection closed (``deadline``), a
check over the worker's memory limit is a 503 with a sentence (the server's limit, not a bug: no
reference), and the server keeps answering the next request with a fresh worker."""

from __future__ import annotations

import asyncio
import http.client
import json
import select
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.paths import ROOT
from tests.server.support import client

from checker.server.app import Settings  # noqa: E402  (after support's skips: the serve extra is optional)
from checker.server.deadline import BodyDeadline  # noqa: E402
from checker.server.pool import Limits  # noqa: E402
from checker.server.run import startup_limits  # noqa: E402

SAMPLE = ROOT / "samples" / "dutch-12p-5r.trf"
READ_TIMEOUT = 2
MEMORY_MB = 400
GIVE_UP = 120.0
"""Seconds a trickling client keeps trickling before the test fails (the server must cut it off long before)."""


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, int]]:
    """``swisscheck serve`` with one worker, a 2-second read deadline and a 400 MB memory limit: its address."""
    process = subprocess.Popen([sys.executable, "-m", "checker.cli", "serve", "--port", "0", "--workers", "1",
                                "--heavy-kb", "0", "--read-timeout", str(READ_TIMEOUT), "--memory-mb",
                                str(MEMORY_MB)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True)
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline() for _ in range(3)]
        assert lines[0].startswith("swisscheck serve: listening on http://127.0.0.1:"), lines
        assert all(len(line.rstrip("\n")) <= 100 for line in lines), lines
        port = int(lines[0].split("127.0.0.1:")[1].split("/")[0])
        yield "127.0.0.1", port
    finally:
        process.terminate()
        process.wait(30)


def request(address: tuple[str, int], method: str, path: str, body: bytes | None = None) -> tuple[int, Any]:
    """One request sent at once; the status and the JSON answer."""
    conn = http.client.HTTPConnection(*address, timeout=GIVE_UP)
    try:
        conn.request(method, path, body=body)
        answer = conn.getresponse()
        return answer.status, json.loads(answer.read())
    finally:
        conn.close()


def trickle(address: tuple[str, int], start: bytes, rest: bytes) -> bytes:
    """Send ``start`` at once, then ``rest`` a byte at a time (one every 0.2 s) until the server answers or
    closes; everything the server sent."""
    with socket.create_connection(address, timeout=GIVE_UP) as sock:
        sock.sendall(start)
        given_up = time.monotonic() + GIVE_UP
        for byte in rest:
            ready, _, _ = select.select([sock], [], [], 0.2)
            if ready or time.monotonic() > given_up:
                break
            try:
                sock.sendall(bytes([byte]))
            except OSError:  # closed by the server
                break
        received = b""
        while chunk := sock.recv(4096):
            received += chunk
        return received


def status_and_json(raw: bytes) -> tuple[str, Any]:
    """A raw HTTP answer's status line and its body read as JSON."""
    head, _, body = raw.partition(b"\r\n\r\n")
    return head.split(b"\r\n")[0].decode(), json.loads(body)


def test_headers_trickled_byte_by_byte_are_answered_408_and_the_connection_closed(server: tuple[str, int]) -> None:
    headers = b"POST /api/v1/check HTTP/1.1\r\nHost: swisscheck\r\n" + b"X-Slow: 1\r\n" * 10_000
    line, body = status_and_json(trickle(server, b"", headers))
    assert line == "HTTP/1.1 408 Request Timeout"
    assert body == {"error": f"the request's headers did not arrive within the server's limit of {READ_TIMEOUT} "
                    "seconds; send the whole request at once", "status": 408}
    status, health = request(server, "GET", "/healthz")
    assert status == 200 and health["status"] == "ok" and health["busy"] == 0


def test_a_body_trickled_byte_by_byte_is_answered_408_before_any_worker(server: tuple[str, int]) -> None:
    content = SAMPLE.read_bytes()
    start = (b"POST /api/v1/check HTTP/1.1\r\nHost: swisscheck\r\nContent-Type: application/octet-stream\r\n"
             b"Content-Length: " + str(len(content)).encode() + b"\r\n\r\n")
    line, body = status_and_json(trickle(server, start, content))
    assert line == "HTTP/1.1 408 Request Timeout"
    assert body["status"] == 408 and body["error"].startswith(
        f"the request's body did not arrive within the server's limit of {READ_TIMEOUT} seconds")
    status, answer = request(server, "POST", "/api/v1/check", content)  # the same file sent at once
    assert status == 200 and {r["verdict"] for r in answer["rounds"]} == {"CONSISTENT"}


def many_players(path: Path, players: int) -> Path:
    """A tournament of ``players`` (no round played yet): pairing its first round needs far more memory than
    :data:`MEMORY_MB` (3000 players: about 630 MB resident)."""
    lines = ["012 Memory test", "XXR 9"]
    for n in range(1, players + 1):
        name = f"Player{n:06d} Test"  # TRF16 001: name 15-47, rating 49-52, points 81-84, rank 86-89
        lines.append(f"001 {n:>4} m    {name:<33} {3000 - n % 2000:>4}{'':28}{'0.0':>4} {n:>4}")
    path.write_text("\n".join(lines) + "\n", encoding="ascii")
    return path


def test_a_check_over_the_memory_limit_is_503_and_the_next_request_is_answered(server: tuple[str, int],
                                                                                tmp_path: Path) -> None:
    """503, not a 500 with a reference: the file needs more than the server gives a check (the client can check
    it on its own machine); no bug to look up in the log. The worker retires and a fresh one answers next."""
    big = many_players(tmp_path / "p4000.trf", 4000)
    status, body = request(server, "POST", "/api/v1/pair", big.read_bytes())
    assert status == 503
    assert body == {"error": f"the check needed more than the server's limit of {MEMORY_MB} MB of memory; check "
                    "this file with the swisscheck command on your own machine", "status": 503}
    status, answer = request(server, "POST", "/api/v1/pair", SAMPLE.read_bytes())
    assert status == 200 and answer["round"] == 6
    status, health = request(server, "GET", "/healthz")
    assert health["status"] == "ok" and health["replaced"] == 1


def test_the_startup_lines_fit_in_100_columns_whatever_the_limits() -> None:
    widest = Settings(limits=Limits(workers=512, queue=99_999, time_limit=3600.5, memory_mb=131_072,
                                    heavy_kb=1024.5), max_upload_mb=1024.5, read_timeout=3600.5)
    assert all(len(line) <= 100 for line in startup_limits(widest).splitlines())


def test_the_body_deadline_lets_a_request_sent_at_once_through() -> None:
    with client(workers=1, read_timeout=0.5) as api:
        answer = api.post("/api/v1/check", content=SAMPLE.read_bytes())
        assert answer.status_code == 200 and answer.json()["rounds"]


def test_a_kept_alive_connection_answers_one_request_after_another(server: tuple[str, int]) -> None:
    """The headers' deadline is armed again after each answer, not in the way of the next request."""
    conn = http.client.HTTPConnection(*server, timeout=GIVE_UP)
    try:
        for _ in range(3):
            conn.request("POST", "/api/v1/check?no-causes=true", body=SAMPLE.read_bytes())
            answer = conn.getresponse()
            assert answer.status == 200 and json.loads(answer.read())["rounds"]
    finally:
        conn.close()


def test_a_page_whose_body_is_late_is_a_408_page() -> None:
    """The body deadline around ``receive``: a page's form that never arrives is answered with a page."""
    async def reading(scope: Any, receive: Any, send: Any) -> None:
        await receive()  # never answered
        raise AssertionError("the body arrived")

    async def never() -> Any:
        await asyncio.sleep(3600)

    sent: list[Any] = []

    async def send(message: Any) -> None:
        sent.append(message)

    asyncio.run(BodyDeadline(reading, 0.05)({"type": "http", "path": "/check"}, never, send))
    assert sent[0]["status"] == 408 and (b"connection", b"close") in sent[0]["headers"]
    assert b"The request was too slow" in sent[1]["body"]
    assert b"the request&#x27;s body did not arrive within the server&#x27;s limit of 0.05 seconds" in sent[1]["body"]

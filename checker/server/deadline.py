"""Read deadlines: a client that trickles a request (slowloris: headers or body a byte at a time) cannot hold
a connection for ever.

Two halves, one limit (``Settings.read_timeout``): :class:`BodyDeadline`, an ASGI middleware around
``receive``, gives each request's body that many seconds from the moment its headers are read (answered
408 with a sentence, the connection closed); :func:`header_protocol`, uvicorn's HTTP/1.1 protocol with a
timer, gives each request's headers that many seconds from the connection's start or the previous answer
(the ASGI application never sees a request whose headers are incomplete, so this half is uvicorn's).
No worker is involved in either: the body is read before a job is made.
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from checker.server.compute import error_json
from checker.server.job import HTML, JSON
from checker.server.pages import problem

STATUS = 408
"""Request Timeout: the client took too long to send its request (RFC 9110 15.5.9)."""


def late_message(seconds: float, part: str) -> str:
    """What a client reads when its request's ``part`` (headers, body) took longer than the limit."""
    return (f"the request's {part} did not arrive within the server's limit of {seconds:g} seconds; "
            "send the whole request at once")


class ReadTimeout(Exception):
    """The request's body did not arrive within the deadline (raised by the deadline's ``receive``)."""


class BodyDeadline:
    """ASGI middleware: every ``receive`` of a request's body is awaited within what is left of ``seconds``
    from the request's start; past it the request is answered 408 (JSON for the API, a page otherwise) with
    ``Connection: close``. After the body's last part ``receive`` is passed through (a disconnect may be
    awaited as long as it takes)."""

    def __init__(self, app: ASGIApp, seconds: float) -> None:
        self.app = app
        self.seconds = seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.seconds
        state = {"body read": False, "answer started": False}

        async def timed() -> Message:
            if state["body read"]:
                return await receive()
            try:
                message = await asyncio.wait_for(receive(), max(0.0, deadline - loop.time()))
            except asyncio.TimeoutError:
                raise ReadTimeout() from None
            if message["type"] != "http.request" or not message.get("more_body", False):
                state["body read"] = True
            return message

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                state["answer started"] = True
            await send(message)

        try:
            await self.app(scope, timed, sending)
        except ReadTimeout:
            if state["answer started"]:
                raise
            await self._late(scope, send)

    async def _late(self, scope: Scope, send: Send) -> None:
        """The 408 answer: a sentence, and the connection closed (the rest of the body is not awaited)."""
        message = late_message(self.seconds, "body")
        api = not str(scope.get("path", "")).startswith(("/check", "/player"))
        body = (error_json(message, STATUS) if api else problem("The request was too slow", message)).encode()
        headers = [(b"content-type", (JSON if api else HTML).encode()), (b"content-length", str(len(body)).encode()),
                   (b"connection", b"close")]
        await send({"type": "http.response.start", "status": STATUS, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def late_headers(seconds: float) -> bytes:
    """The raw 408 answer to a request whose headers are late (written before closing the connection)."""
    body = error_json(late_message(seconds, "headers"), STATUS).encode()
    return (b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\nconnection: close\r\n"
            b"content-length: " + str(len(body)).encode() + b"\r\n\r\n" + body)


class HeaderDeadline(H11Protocol):
    """uvicorn's HTTP/1.1 protocol (h11) with a deadline for each request's headers: armed when the
    connection opens and after each answer, disarmed when the headers are complete; past it the client gets a
    408 and the connection is closed. ``seconds`` is set by :func:`header_protocol`."""

    seconds: float = 30.0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_timer: asyncio.TimerHandle | None = None

    def _arm(self) -> None:
        """Start the headers' clock (again)."""
        self._disarm()
        self._header_timer = self.loop.call_later(self.seconds, self._headers_late)

    def _disarm(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_late(self) -> None:
        """The deadline passed: if the client has still not sent a whole request line and headers, answer 408
        and close (a request being read or answered is the body deadline's and the worker's)."""
        self._header_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.write(late_headers(self.seconds))
            self.transport.close()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def handle_events(self) -> None:
        super().handle_events()
        if self.conn.their_state is not h11.IDLE:
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)


def header_protocol(seconds: float) -> type[HeaderDeadline]:
    """:class:`HeaderDeadline` with ``seconds`` for the headers (uvicorn's ``http`` setting takes a class)."""
    return type("HeaderDeadline", (HeaderDeadline,), {"seconds": seconds})

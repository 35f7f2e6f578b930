"""Start the server: bind the address, print it and the limits, run uvicorn with the application until Ctrl-C."""

from __future__ import annotations

import logging
import socket
import sys

import uvicorn

from checker.server.app import Settings, create_app
from checker.server.deadline import header_protocol


def startup_limits(settings: Settings) -> str:
    """The start-up lines after the address: the workers, the queue and the limits, each line within 100
    columns."""
    limits = settings.limits
    heavy = f" and 1 for files over {limits.heavy_kb:g} kB" if limits.heavy_kb > 0 else ""
    plural = "" if limits.workers == 1 else "es"
    return (f"  {limits.workers} worker process{plural}{heavy}, a queue of {limits.queue}, uploads up to "
            f"{settings.max_upload_mb:g} MB;\n  each check up to {seconds(limits.time_limit, 'CPU second')} and "
            f"{limits.memory_mb} MB; a request read within {seconds(settings.read_timeout, 'second')}")


def seconds(amount: float, unit: str) -> str:
    """``1 CPU second``, ``60 CPU seconds``."""
    return f"{amount:g} {unit}{'' if amount == 1 else 's'}"


def serve(host: str, port: int, settings: Settings) -> int:
    """Listen on ``host:port`` (port 0: a free one), print the address, answer until stopped; exit 0."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(2048)  # connections wait from the moment the address is printed, not from uvicorn's start-up
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if family == socket.AF_INET6 else host
    print(f"swisscheck serve: listening on http://{shown}:{bound}/ (Ctrl-C stops it)", flush=True)
    print(startup_limits(settings), flush=True)
    limits = settings.limits
    config = uvicorn.Config(create_app(settings), log_level="warning", access_log=False, timeout_keep_alive=5,
                            http=header_protocol(settings.read_timeout), server_header=False,
                            limit_concurrency=max(64, 8 * (limits.workers + limits.queue)))
    uvicorn.Server(config).run(sockets=[sock])
    print("swisscheck serve: stopped", file=sys.stderr)
    return 0

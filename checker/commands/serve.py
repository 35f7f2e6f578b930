"""``swisscheck serve``: the checker as web pages and an HTTP API (``checker.server``, docs/serve.md).

FastAPI and uvicorn are the optional extra ``swisscheck[serve]``: without them the command says how to
install them and exits 2 (the rest of swisscheck never needs them, so the server is imported only here,
by name, once they are found).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
from collections.abc import Callable

from checker.commands.common import Subparsers, positive
from checker.errors import InputError
from checker.parallel.cores import cores

NEEDED = (("fastapi", "FastAPI"), ("uvicorn", "uvicorn"), ("multipart", "python-multipart"),
          ("fastapi_offline", "fastapi-offline"))
"""The modules the server needs and their packages."""

INSTALL = "pip install 'swisscheck[serve]' (FastAPI, uvicorn, python-multipart and fastapi-offline)"


def missing() -> list[str]:
    """The packages of the ``serve`` extra that are not installed."""
    return [package for module, package in NEEDED if importlib.util.find_spec(module) is None]


def amount(noun: str) -> Callable[[str], float]:
    """An argparse type for a positive number (fractions allowed) of ``noun``."""
    def read(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number of {noun}, got {text!r}") from None
        if not value > 0 or value != value or value == float("inf"):
            raise argparse.ArgumentTypeError(f"the number of {noun} must be more than 0, got {text}")
        return value
    return read


def kilobytes(text: str) -> float:
    """An argparse type for ``--heavy-kb``: a number of kilobytes, 0 or more (0: no heavy lane)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of kilobytes, got {text!r}") from None
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"the number of kilobytes must be 0 or more, got {text}")
    return value


def run(args: argparse.Namespace) -> int:
    """Start the server (exit 0 when stopped); an input error (exit 2) when the serve extra is missing."""
    absent = missing()
    if absent:
        raise InputError(f"swisscheck serve needs {', '.join(absent)}: {INSTALL}")
    app = importlib.import_module("checker.server.app")
    server = importlib.import_module("checker.server.run")
    limits = app.Limits(workers=args.workers, queue=args.queue if args.queue is not None else 4 * args.workers,
                        time_limit=args.time_limit, memory_mb=args.memory_mb, heavy_kb=args.heavy_kb)
    try:
        code: int = server.serve(args.host, args.port, app.Settings(limits=limits, max_upload_mb=args.max_upload_mb,
                                                                 read_timeout=args.read_timeout))
    except OSError as exc:
        raise InputError(f"--host {args.host} --port {args.port}: cannot listen there ({exc.strerror})",
                         option="--port") from None
    return code


def register(subparsers: Subparsers) -> None:
    """Declare ``swisscheck serve [--host H] [--port P] [--workers N] [--max-upload-mb M] [--time-limit S] ...``."""
    parser = subparsers.add_parser(
        "serve", help="the checker as web pages and an HTTP API (needs swisscheck[serve])",
        description="Serve the checker: a page to upload a tournament file and read its report, a player page "
        "(why was I paired like this?), and the HTTP API POST /api/v1/check, pair, explain, standings "
        "(OpenAPI at /docs). Every check runs in a worker process under a CPU-time and a memory limit; the "
        f"server keeps nothing of a file after its answer. Needs {INSTALL}.")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1, this "
                        "machine only; 0.0.0.0 for every interface)")
    parser.add_argument("--port", type=int, default=8000, help="the port (default: 8000; 0: a free one)")
    parser.add_argument("--workers", type=positive("workers"), default=cores(), metavar="N",
                        help="worker processes checking files side by side (default: one per processor)")
    parser.add_argument("--queue", type=positive("requests"), metavar="Q", help="requests that may wait for a "
                        "worker; more are answered 429 with Retry-After (default: 4 per worker)")
    parser.add_argument("--max-upload-mb", type=amount("megabytes"), default=10.0, metavar="M",
                        help="the largest request, in megabytes (default: 10); larger ones are refused (413)")
    parser.add_argument("--read-timeout", type=amount("seconds"), default=30.0, metavar="S",
                        help="seconds a request's headers, and then its body, may take to arrive (default: 30); "
                        "a slower client is answered 408 and its connection closed")
    parser.add_argument("--time-limit", type=amount("seconds"), default=60.0, metavar="S",
                        help="CPU seconds a check may take (default: 60); over it the answer is 503")
    parser.add_argument("--memory-mb", type=positive("megabytes"), default=2048, metavar="MB",
                        help="memory a worker process may use (default: 2048); over it the answer is 503")
    parser.add_argument("--heavy-kb", type=kilobytes, default=32.0, metavar="KB",
                        help="files over this size (default: 32 kB) are checked by one more worker of their own at "
                        "a low CPU priority, so large files cannot slow the others down; 0: no such worker")
    parser.set_defaults(handler=run)

"""The ``swisscheck`` command: the entry point, which maps what the commands raise to exit codes.

Exit codes: 0 success (for ``check``: every round consistent); 1 (``check`` only) some round is
not consistent; 2 unreadable input or bad usage, with a message naming the file, line and field
(never a traceback); 3 an internal error, a bug in swisscheck: one line naming the file and the
round on stderr, the traceback only with ``--debug``; 141 the reader of the output closed the pipe
(``swisscheck check F | head -1``), quietly; 130 interrupted (Ctrl-C), quietly; 4 (``check``
only) the file is not a Swiss (an all-play-all by its 192 code, its 092 text or its schedule, issue
24): one line says which fact decided and no round is checked; ``--system`` forces the Swiss check.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Sequence
from typing import TextIO

from checker import __version__
from checker.deferred import loaded
from checker.errors import InputError, InternalError

COMMANDS: tuple[str, ...] = ("info", "pair", "check", "explain", "standings", "generate", "campaign", "audit",
                           "serve")
"""The subcommands, in the order ``--help`` lists them; each is the module ``checker.commands.<name>``
with a ``register(subparsers)``. Only the command being run is imported (``checker.deferred``: a
``pair`` does not load the campaign machinery), all of them for ``--help`` and usage errors."""

EXIT_INPUT = 2
EXIT_INTERNAL = 3
EXIT_BROKEN_PIPE = 141
"""128 + SIGPIPE: what a shell reports for a program stopped because its reader closed the pipe."""
EXIT_INTERRUPTED = 130
"""128 + SIGINT: what a shell reports for a program stopped by Ctrl-C."""


def error(message: str, stderr: TextIO | None = None) -> int:
    """Print ``swisscheck: error: <message>`` on stderr and return exit code 2."""
    print(f"swisscheck: error: {message}", file=stderr or sys.stderr)
    return EXIT_INPUT


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The ``swisscheck`` argument parser: with ``argv`` naming a command, that command only (all
    that will be parsed); else every subcommand."""
    parser = argparse.ArgumentParser(
        prog="swisscheck",
        description="FIDE Swiss pairing checker: reads a TRF tournament and checks its pairings against the FIDE rules.",
    )
    parser.add_argument("--version", action="version", version=f"swisscheck {__version__}")
    parser.add_argument("--debug", action="store_true", help="show the traceback of an internal error")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    named = _command(argv)
    for name in (named,) if named else COMMANDS:
        loaded(f"checker.commands.{name}", "register")(subparsers)
    return parser


def _command(argv: Sequence[str] | None) -> str | None:
    """The command ``argv`` runs: its first word that is not an option, if that is a command name."""
    words = list(sys.argv[1:] if argv is None else argv)
    first = next((w for w in words if not w.startswith("-")), None)
    return first if first in COMMANDS else None


def _quiet_stdout() -> None:
    """Point stdout at the null device, so that flushing it at exit cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout without a file descriptor (captured): nothing to redirect
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``swisscheck`` console script; returns the exit code.

    A reader that closes the pipe (``swisscheck check F | head -1``) and Ctrl-C end the command
    quietly, wherever they happen, with the exit status a shell gives a program stopped by SIGPIPE
    (141) or SIGINT (130): neither is an error of swisscheck's.
    """
    try:
        return _run(argv)
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_BROKEN_PIPE
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED


YOUNG_COLLECTION_THRESHOLD = 50_000
"""Allocations between two young collections in a command that runs once (Python's default: 700)."""


def collect_less(command: str | None) -> None:
    """Python's cyclic collector tuned for a command that runs once and ends (issue 34, speed): what is
    imported so far is frozen out of every later collection, and young collections come every 50,000
    allocations. A check allocates millions of short-lived containers and almost no cycles; the default
    passes walk the whole tournament's values again and again (7-10% of a 400-player check's CPU, the
    same measured with the collector off). Reference counting frees everything as before; only a cycle
    waits longer. Only for the process's own command line (``main()`` without ``argv``, the console
    script): not for ``serve``, a long-running process, nor for a caller of ``main(argv)`` (tests, a
    program embedding swisscheck), whose process keeps Python's defaults."""
    if command is not None and command != "serve":
        gc.freeze()
        gc.set_threshold(YOUNG_COLLECTION_THRESHOLD, 20, 100)


def _run(argv: Sequence[str] | None) -> int:
    """Parse the command line and run the command: exit codes 0, 1, 2 and 3."""
    parser = build_parser(argv)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, usage errors: argparse already printed
        return exc.code if isinstance(exc.code, int) else EXIT_INPUT
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help(sys.stderr)
        return EXIT_INPUT
    if argv is None:
        collect_less(_command(argv))
    try:
        code = int(handler(args))
        sys.stdout.flush()  # a reader that went away is noticed here, not at exit
        return code
    except InputError as exc:
        return error(str(exc))
    except BrokenPipeError:
        raise
    except Exception as exc:  # a bug in swisscheck: one line, the traceback only on request
        if args.debug:
            loaded("traceback", "print_exc")()  # traceback (0.3 MB) only for --debug (issue 34)
        cause = str(exc) if isinstance(exc, InternalError) else f"{type(exc).__name__}: {exc}"
        print(f"swisscheck: internal error: {cause}. This is a bug in swisscheck, please report it "
              "(--debug shows the traceback).", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())

"""The exceptions of swisscheck: one root, input errors apart from the rest.

Every exception swisscheck raises on purpose derives from :class:`SwissCheckError`. The command
line maps them to exit codes: :class:`InputError` (a file that cannot be read, or does not fit
what it claims to be, or a bad option) is exit code 2 with its message; anything else escaping a
command is a bug in swisscheck, exit code 3 (:class:`InternalError`).

>>> issubclass(InputError, ValueError), issubclass(InputError, SwissCheckError)
(True, True)
"""

from __future__ import annotations


class SwissCheckError(Exception):
    """Root of every exception swisscheck raises on purpose."""


class InputError(SwissCheckError, ValueError):
    """Input that cannot be read or used as given; ``str()`` is the message for the user (exit code 2).

    Also a ``ValueError``, so callers that only know the built-in class still catch it.
    """


class PairingImpossible(SwissCheckError):
    """No round-pairing complies with the absolute criteria: the arbiter decides (Dutch 1.9.3,
    Double-Swiss and Team 3.3.3)."""


class InternalError(SwissCheckError):
    """A state the rules make impossible was reached: a bug in swisscheck, never the input's fault."""

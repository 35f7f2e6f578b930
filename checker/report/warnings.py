"""The warnings an output carries (``PairingOut``, ``RoundReasoning``, ``PlayerAnswer``), as text: one
``warning:`` paragraph each, for standard error beside a text or bbp output (JSON carries them as its field)."""

from __future__ import annotations

import textwrap

from checker.report.width import WIDTH


PATH_MARK = "\x00"
"""Stands for the file's path while a warning is wrapped: the path's length is the user's, not counted."""


def warning_text(warning: str, path: str = "") -> str:
    """``warning: ...`` wrapped at :data:`WIDTH` columns at word boundaries, the following lines indented by
    two spaces, ending with a newline; ``path`` (the file's, where the warning names it) is not counted in
    the width and never cut."""
    text = f"warning: {warning.replace(path, PATH_MARK) if path else warning}"
    lines = textwrap.wrap(text, WIDTH, subsequent_indent="  ", break_long_words=False, break_on_hyphens=False)
    return "\n".join(lines).replace(PATH_MARK, path) + "\n"


def render_warnings(warnings: tuple[str, ...]) -> str:
    """One ``warning: ...`` paragraph per warning (nothing when there are none)."""
    return "".join(warning_text(warning) for warning in warnings)

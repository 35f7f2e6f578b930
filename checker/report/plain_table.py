"""A plain-text table laid out as tabulate's ``simple`` format lays it out (``disable_numparse=True``),
written here for the tables of plain short text (``check``'s round table, ``pair``'s boards, ``info``'s counts) so that a command printing one
does not import tabulate, wcwidth and importlib.metadata (issue 34, start-up). A cell that is not plain
ASCII on one line, or has blanks at an end (a name whose width tabulate measures with wcwidth, a cell it
trims), hands the table to tabulate."""

from __future__ import annotations

from collections.abc import Sequence

from checker.deferred import loaded

MIN_PADDING = 2
"""tabulate's room beside a header: a column is at least its header's width plus this."""
SEPARATOR = "  "


def _plain(text: str) -> bool:
    """Printable ASCII on one line without blanks at either end: its width is its length, as tabulate
    measures it, and tabulate does not trim it."""
    return text.isascii() and text.isprintable() and text == text.strip()


def simple_table(rows: Sequence[Sequence[object]], headers: Sequence[str]) -> str:
    """The rows under the headers, every cell as text aligned left, columns two blanks apart, a line of
    dashes under the headers, trailing blanks cut: tabulate's ``simple`` table with ``disable_numparse``."""
    cells = [["" if c is None else str(c) for c in row] for row in rows]
    if not all(_plain(c) for c in (*headers, *(c for row in cells for c in row))) or any(
            len(row) != len(headers) for row in cells):
        table: str = loaded("tabulate", "tabulate")(rows, headers=headers, tablefmt="simple", disable_numparse=True)
        return table
    widths = [max([len(h) + MIN_PADDING, *(len(row[i]) for row in cells)]) for i, h in enumerate(headers)]
    lines = [SEPARATOR.join(h.ljust(w) for h, w in zip(headers, widths)).rstrip(),
             SEPARATOR.join("-" * w for w in widths)]
    lines += [SEPARATOR.join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    return "\n".join(lines)


def right_table(rows: Sequence[Sequence[object]], headers: Sequence[str], numbers: bool = False) -> str:
    """The rows under the headers (a header may hold several lines), every column aligned right:
    tabulate's ``simple`` table with ``colalign`` right and ``disable_numparse`` or, with ``numbers``,
    of whole numbers as tabulate aligns them (``info``'s tables). tabulate lays out any other table."""
    cells = [["" if c is None else str(c) for c in row] for row in rows]
    lines_of = [h.split("\n") for h in headers]
    plain = all(_plain(c) for c in (*(x for h in lines_of for x in h), *(c for row in cells for c in row)))
    if numbers:
        plain = plain and all(type(c) is int for row in rows for c in row)
    if not plain or not cells or any(len(row) != len(headers) for row in cells):
        table: str = (loaded("tabulate", "tabulate")(rows, headers=headers, tablefmt="simple") if numbers else
                      loaded("tabulate", "tabulate")(rows, headers=headers, tablefmt="simple",
                                                     disable_numparse=True, colalign=("right",) * len(headers)))
        return table
    widths = [max([max(len(x) for x in h) + MIN_PADDING, *(len(row[i]) for row in cells)])
              for i, h in enumerate(lines_of)]
    height = max((len(h) for h in lines_of), default=1)
    lines = [SEPARATOR.join((h[k] if k < len(h) else "").rjust(w) for h, w in zip(lines_of, widths)).rstrip()
             for k in range(height)]
    lines.append(SEPARATOR.join("-" * w for w in widths))
    lines += [SEPARATOR.join(c.rjust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    return "\n".join(lines)

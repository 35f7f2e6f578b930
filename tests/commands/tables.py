"""Reading back the batch table of ``check FILE_OR_DIR...`` in tests (its cells wrap inside their columns)."""

from __future__ import annotations

import re


def rows_of(out: str) -> dict[str, str]:
    """The table's rows by file name, each cell's wrapped lines joined: a row starts on the line whose
    Worst cell is filled (every file has one), the lines below it go on its cells."""
    dashes, *lines = out.split("\n\n")[0].splitlines()[1:]
    spans = [(m.start(), m.end()) for m in re.finditer(r"-+", dashes)]
    rows: list[list[str]] = []
    for line in lines:
        cells = [line[a:b + 1].strip() for a, b in spans[:-1]] + [line[spans[-1][0]:].strip()]
        if cells[3]:
            rows.append(cells)
        else:
            rows[-1] = [f"{x}{y}" if i == 0 else f"{x} {y}".strip() for i, (x, y) in enumerate(zip(rows[-1], cells))]
    return {row[0]: " ".join(x for x in row if x) for row in rows}

"""A fast, wrong pairing engine for campaign tests (no swisscheck import: a few milliseconds a round).

``python naive_engine.py TRF OUT``: pairs the players present in the round after the last one in
TRF by start number, 1-2, 3-4, ... (White to the lower number), the last one odd out gets the PAB.
It ignores scores, rematches and colours, so most rounds after the first are discrepancies.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> None:
    trf, out = Path(sys.argv[1]), Path(sys.argv[2])
    blocks: dict[int, list[str]] = {}
    for line in trf.read_text(encoding="utf-8").splitlines():
        if line.startswith("001 "):
            row = line[91:]
            blocks[int(line[4:8])] = [row[i:i + 8] for i in range(0, len(row), 10)]
    played = max((sum(1 for b in bs if b[5:6] in ("w", "b") or b[7:8] in ("U", "+", "-")) for bs in blocks.values()),
                 default=0)
    column = played  # 0-based index of the round to pair
    present = [s for s, bs in sorted(blocks.items()) if len(bs) <= column or not bs[column].strip()]
    boards = [f"{present[i]} {present[i + 1]}" for i in range(0, len(present) - 1, 2)]
    if len(present) % 2:
        boards.append(f"{present[-1]} 0")
    out.write_text("\n".join([str(len(boards))] + boards) + "\n")


if __name__ == "__main__":
    main()

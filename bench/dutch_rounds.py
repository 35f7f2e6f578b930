"""Benchmark: the CPU of pairing each round of a Dutch file (``pair_rounds.py`` with Dutch 2026 as the
default system; issue 34, Dutch at size).

    python3 bench/dutch_rounds.py /work/tools/bbp/gen/d1000x11.trf 2,3,4,5,6,7,8,9,10,11 [--system dutch-2017]
"""

from __future__ import annotations

from pair_rounds import main

if __name__ == "__main__":
    main("dutch")

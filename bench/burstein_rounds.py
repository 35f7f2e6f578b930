"""Benchmark: the CPU of pairing each Burstein round of a file (``pair_rounds.py`` with Burstein as the
default system; issue 34).

    python3 bench/burstein_rounds.py /tmp/b34/burstein-1600.trf 5,6,7,8,9,10,11
"""

from __future__ import annotations

from pair_rounds import main

if __name__ == "__main__":
    main("burstein")

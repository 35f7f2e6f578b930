"""Build an archive for ``swisscheck audit`` figures (issue 33): generated tournaments of every system
and edition, hostile files (the fuzzer's mutations of the test files), written under a folder; the
real corpus (``../shared/corpus``) is audited from where it is.

``PYTHONPATH=. python bench/audit_archive.py OUT [GENERATED] [HOSTILE]`` (defaults 160 and 1,600): ``OUT/generated/
<system>/p<N>r<R>-s<K>.trf`` with N from 10 to 300 players (most small: an archive's events are), and
``OUT/hostile/h<K>.trf``, each the mutation of a test file drawn from seed K. The same arguments give
the same bytes.
"""

from __future__ import annotations

import contextlib
import io
import random
import sys
from pathlib import Path

from checker.cli import main
from tests.fuzz.cases import DEFAULT_BASES
from tests.fuzz.mutate import mutate
from tests.paths import DATA

SYSTEMS = ("dutch", "dutch-2017", "double-swiss", "team", "burstein", "dubov", "lim", "rating-2009")
"""Every system and edition with a generator."""
SIZES = (10, 12, 14, 16, 20, 24, 30, 40, 50, 60, 80, 120, 300)
"""Players (Team: teams) drawn for a generated file, small sizes more often (:data:`WEIGHTS`)."""
WEIGHTS = (8, 8, 8, 8, 8, 6, 6, 5, 4, 3, 2, 1, 1)


def generated(out: Path, count: int) -> int:
    """``count`` generated tournaments under ``out/generated``; how many the generator wrote."""
    rng = random.Random(33)
    written = 0
    for k in range(count):
        system = SYSTEMS[k % len(SYSTEMS)]
        players = rng.choices(SIZES, WEIGHTS)[0]
        players = min(players, 40) if system in ("team", "lim", "rating-2009") else players
        rounds = rng.randint(5, 9)
        folder = out / "generated" / system
        folder.mkdir(parents=True, exist_ok=True)
        file = folder / f"p{players}r{rounds}-s{k}.trf"
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            code = main(["generate", "--system", system, "--players", str(players), "--rounds", str(rounds),
                         "--seed", str(k), "-o", str(file)])
        written += code == 0 and file.exists()
    return written


def hostile(out: Path, count: int) -> int:
    """``count`` mutated test files under ``out/hostile``."""
    folder = out / "hostile"
    folder.mkdir(parents=True, exist_ok=True)
    bases = [(DATA / name).read_bytes() for name in DEFAULT_BASES]
    for k in range(count):
        rng = random.Random(k)
        (folder / f"h{k:05d}.trf").write_bytes(mutate(rng.choice(bases), rng, tuple(bases)).data)
    return count


if __name__ == "__main__":
    target = Path(sys.argv[1])
    made = generated(target, int(sys.argv[2]) if len(sys.argv) > 2 else 160)
    print(f"{made} generated tournaments, {hostile(target, int(sys.argv[3]) if len(sys.argv) > 3 else 1600)} "
          f"hostile files under {target}")

"""Benchmark: how a system's check grows with the number of players (issue 34's scaling table).

For each size, ``swisscheck generate --system S --players N --rounds R --seed SEED`` (kept in
``--dir`` and reused), then ``swisscheck check FILE --jobs 1`` in a child process, and with
``--javafo JAR`` (or ``$SWISSCHECK_JAVAFO``) JaVaFo's check of the same file (``-c``, ``-D`` Dubov,
``-B`` Burstein). Prints per size the CPU seconds (user + system, which holds on a loaded machine)
and the wall seconds of each, the CPU seconds per round, and the growth exponent of the CPU time
per round against the previous size (``log(t2/t1) / log(n2/n1)``: 1 linear, 2 quadratic).

    python bench/growth.py --system dubov --sizes 100,200,400,800,1600 --rounds 11 --seed 7 \\
        --dir /tmp/growth [--javafo JAR]
"""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
JAVAFO_FLAGS: dict[str, list[str]] = {"dutch": [], "dubov": ["-D"], "burstein": ["-B"]}
"""JaVaFo 3.0p's options per system (Dutch by default; it has no other system of ours)."""


def timed(argv: list[str], cwd: Path) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one child process, its own children included."""
    before = os.times()
    start = time.perf_counter()
    subprocess.run(argv, cwd=cwd, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    wall = time.perf_counter() - start
    after = os.times()
    return (after.children_user - before.children_user) + (after.children_system - before.children_system), wall


def main() -> None:
    """Generate (or reuse) one event per size, time the checks and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--system", default="dubov")
    parser.add_argument("--sizes", default="100,200,400,800,1600")
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--dir", type=Path, default=Path("growth-files"))
    parser.add_argument("--javafo", default=os.environ.get("SWISSCHECK_JAVAFO"), help="JaVaFo's jar")
    parser.add_argument("--java", default="java")
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    me = [sys.executable, "-m", "checker.cli"]
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    header = ["players", "swisscheck check CPU", "wall", "CPU per round", "growth exponent"]
    if args.javafo and args.system in JAVAFO_FLAGS:
        header += ["JaVaFo check CPU", "wall", "CPU ratio"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    previous: tuple[int, float] | None = None
    for n in (int(s) for s in args.sizes.split(",")):
        path = (args.dir / f"{args.system}-{n}p{args.rounds}r-s{args.seed}.trf").resolve()
        if not path.exists():
            subprocess.run([*me, "generate", "--system", args.system, "--players", str(n), "--rounds",
                            str(args.rounds), "--seed", str(args.seed), "-o", str(path)],
                           env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True, stdout=subprocess.DEVNULL)
        cpu, wall = timed([*me, "check", str(path), "--jobs", "1"], path.parent)
        per_round = cpu / args.rounds
        growth = f"{math.log(per_round / previous[1]) / math.log(n / previous[0]):.2f}" if previous else ""
        row = [str(n), f"{cpu:.2f} s", f"{wall:.2f} s", f"{per_round:.3f} s", growth]
        if args.javafo and args.system in JAVAFO_FLAGS:
            jcpu, jwall = timed([args.java, "-jar", args.javafo, str(path), "-c", *JAVAFO_FLAGS[args.system]],
                                path.parent)
            row += [f"{jcpu:.2f} s", f"{jwall:.2f} s", f"{cpu / jcpu:.2f}" if jcpu else ""]
        print("| " + " | ".join(row) + " |", flush=True)
        previous = (n, per_round)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()

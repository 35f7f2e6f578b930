"""Benchmark: how each system's check grows with the number of players (issue 34's scaling table).

For each system and size, ``swisscheck generate --system S --players N --rounds R --seed SEED``
(kept in ``--dir`` and reused), then ``swisscheck check FILE --system S --jobs 1 --no-causes`` in a child
process, and with ``--javafo JAR`` (or ``$SWISSCHECK_JAVAFO``) JaVaFo 3.0p's check of the same file
for the systems it has (``-c``; ``-D`` Dubov, ``-B`` Burstein). Prints per size the CPU seconds
(user + system, which holds on a loaded machine) and the wall seconds, the CPU seconds per round,
the growth exponent of the CPU time per round against the previous size
(``log(t2/t1) / log(n2/n1)``: 1 linear, 2 quadratic), and per system the least-squares log-log
slope over every size measured. Systems JaVaFo does not have (Lim, Team, Double-Swiss, the
procedural Dutch 2012) get their CPU per round over Dutch 2026's at the same size instead, when
``dutch`` is measured in the same run. A child that passes ``--cpu-limit`` CPU seconds is stopped
and the system's larger sizes are skipped (said in the table).

    nice python bench/growth.py --systems dutch,burstein,lim --sizes 100,200,400,800,1600 \\
        --rounds 9 --seed 7 --dir /tmp/growth [--javafo JAR] [--cpu-limit 180]

``--system S`` (one system) is the older spelling of ``--systems S``.
"""

from __future__ import annotations

import argparse
import math
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
JAVAFO_FLAGS: dict[str, list[str]] = {"dutch": [], "dutch-2017": [], "dubov": ["-D"], "burstein": ["-B"]}
"""JaVaFo 3.0p's options per system (Dutch by default; it has no other system of ours)."""
REFERENCE = "dutch"
"""The system the others are compared with when JaVaFo has no checker for them."""


class Timed:
    """One child process measured: CPU seconds (user + system, its children included), wall seconds,
    and whether it ended within the CPU limit with a verdict (exit status 0, or 1: a round differs)."""

    def __init__(self, cpu: float, wall: float, status: int) -> None:
        self.cpu, self.wall = cpu, wall
        self.ok = status in (0, 1)
        self.stopped = status < 0  # ended by a signal: the CPU limit (SIGXCPU, then SIGKILL)


def timed(argv: list[str], cwd: Path, cpu_limit: int | None) -> Timed:
    """Run ``argv`` once (output discarded), stopped by the kernel after ``cpu_limit`` CPU seconds."""

    def limit() -> None:
        if cpu_limit:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu_limit, cpu_limit + 5))

    before = os.times()
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=cwd, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL, check=False, preexec_fn=limit)
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return Timed(cpu, wall, done.returncode)


def slope(points: list[tuple[int, float]]) -> float | None:
    """Least-squares slope of log(CPU per round) against log(players): the overall growth exponent."""
    if len(points) < 2:
        return None
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def generated(me: list[str], system: str, n: int, args: argparse.Namespace) -> Path | None:
    """The event of ``system`` with ``n`` players (generated once, kept), or None when its generation
    passed the CPU limit."""
    path: Path = (args.dir / f"{system}-{n}p{args.rounds}r-s{args.seed}.trf").resolve()
    if path.exists():
        return path
    partial = path.with_suffix(".part")
    run = timed([*me, "generate", "--system", system, "--players", str(n), "--rounds", str(args.rounds),
                 "--seed", str(args.seed), "-o", str(partial)], ROOT, args.cpu_limit)
    if not run.ok:
        partial.unlink(missing_ok=True)
        return None
    partial.rename(path)
    return path


def measure(me: list[str], system: str, args: argparse.Namespace, dutch: dict[int, float]) -> None:
    """Print one system's table: every size until one passes the CPU limit."""
    sizes = [int(s) for s in args.sizes.split(",")]
    javafo = bool(args.javafo) and system in JAVAFO_FLAGS
    header = ["players", "check CPU", "wall", "CPU per round", "growth exponent"]
    header += ["JaVaFo check CPU", "wall", "CPU ratio"] if javafo else ["per round / Dutch 2026's"]
    print(f"\n{system} ({args.rounds} rounds, seed {args.seed}), load average before "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}:")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    points: list[tuple[int, float]] = []
    for n in sizes:
        path = generated(me, system, n, args)
        if path is None:
            print(f"| {n} | skipped: generating it took more than {args.cpu_limit} s of CPU |", flush=True)
            break
        # --system: a generated Dutch 2012 file names no edition (TRF-2026 has no 192 code for it), so
        # without it the check would judge the file under the edition of its start date (2026).
        run = timed([*me, "check", str(path), "--system", system, "--jobs", "1", "--no-causes"], path.parent,
                    args.cpu_limit)
        if not run.ok:
            print(f"| {n} | skipped: the check took more than {args.cpu_limit} s of CPU (or failed) |", flush=True)
            break
        per_round = run.cpu / args.rounds
        growth = f"{math.log(per_round / points[-1][1]) / math.log(n / points[-1][0]):.2f}" if points else ""
        row = [str(n), f"{run.cpu:.2f} s", f"{run.wall:.2f} s", f"{per_round:.3f} s", growth]
        if javafo:
            other = timed([args.java, "-jar", args.javafo, str(path), "-c", *JAVAFO_FLAGS[system]], path.parent,
                          args.cpu_limit)
            if other.stopped:
                row += [f"stopped at {other.cpu:.0f} s", f"{other.wall:.2f} s", ""]
            else:
                row += [f"{other.cpu:.2f} s", f"{other.wall:.2f} s", f"{run.cpu / other.cpu:.2f}" if other.cpu else ""]
        else:
            row.append(f"{per_round / dutch[n]:.2f}" if n in dutch else "")
        if system == REFERENCE:
            dutch[n] = per_round
        points.append((n, per_round))
        print("| " + " | ".join(row) + " |", flush=True)
    overall = slope(points)
    if overall is not None:
        print(f"growth exponent over {points[0][0]}-{points[-1][0]} players (least squares, log-log): "
              f"{overall:.2f}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)


def main() -> None:
    """Generate (or reuse) one event per system and size, time the checks and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--systems", "--system", default="dubov", help="comma-separated systems")
    parser.add_argument("--sizes", default="100,200,400,800,1600")
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--dir", type=Path, default=Path("growth-files"))
    parser.add_argument("--javafo", default=os.environ.get("SWISSCHECK_JAVAFO"), help="JaVaFo's jar")
    parser.add_argument("--java", default="java")
    parser.add_argument("--cpu-limit", type=int, default=180, help="CPU seconds per child before it is stopped")
    args = parser.parse_args()
    args.dir.mkdir(parents=True, exist_ok=True)
    me = [sys.executable, "-m", "checker.cli"]
    systems = args.systems.split(",")
    # Dutch 2026 first: the others' ratios need its figures.
    systems.sort(key=lambda s: s != REFERENCE)
    dutch: dict[int, float] = {}
    for system in systems:
        measure(me, system, args, dutch)


if __name__ == "__main__":
    main()

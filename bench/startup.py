"""Start-up cost of ``pair``, ``check`` and ``info`` on small files (issue 34): CPU seconds (user +
system) of the whole process, median of ``--runs``, with the interpreter's own floor beside them.

Run from a checkout: ``nice python3 bench/startup.py [--runs 5] [--tree DIR]`` (``--tree``: another
checkout, e.g. ``git archive`` of an earlier commit, run by the same Python). A script, not a test.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

SAMPLES = ("samples/dutch-12p-5r.trf", "samples/double-swiss-10p-4r.trf", "samples/team-10t-5r.trf",
           "samples/dutch-c5-pab.trf")
CORPUS = ("burstein/xgen-burstein-p6r5-s8100.trf", "dubov/jvf-dubov-p10r5-s2100.trf",
          "lim/lim-p10r5-s12005.trf", "dutch-2012/d12-p9r8-s12506.trf")


def commands(tree: Path, corpus: Path) -> list[tuple[str, list[str]]]:
    """Every measured command: a label and its argv (the interpreter's floor first)."""
    cli = [sys.executable, "-m", "checker.cli"]
    runs: list[tuple[str, list[str]]] = [("python3 -c pass", [sys.executable, "-c", "pass"]),
                                         ("import lark, pydantic", [sys.executable, "-c", "import lark, pydantic"])]
    files = [str(tree / f) for f in SAMPLES] + [str(corpus / f) for f in CORPUS if (corpus / f).exists()]
    first = files[0]
    runs.append(("pair --round 5 " + Path(first).name, cli + ["pair", first, "--round", "5"]))
    runs.append(("pair --format bbp " + Path(first).name, cli + ["pair", first, "--format", "bbp"]))
    runs.append(("check --jobs 1 " + Path(first).name, cli + ["check", first, "--jobs", "1"]))
    runs.append(("check --no-causes " + Path(first).name, cli + ["check", first, "--no-causes", "--jobs", "1"]))
    runs.append(("info " + Path(first).name, cli + ["info", first]))
    for file in files[1:]:
        runs.append(("pair " + Path(file).name, cli + ["pair", file]))
        runs.append(("check --jobs 1 " + Path(file).name, cli + ["check", file, "--jobs", "1"]))
    return runs


def measure(argv: list[str], cwd: Path, runs: int) -> tuple[float, int]:
    """Median CPU seconds (user + system) of ``runs`` runs of ``argv`` and the largest peak RSS (KB)."""
    cpu: list[float] = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(cpu), resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss


def main() -> None:
    """Print one line per command: median CPU, runs, the command."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tree", type=Path, default=Path.cwd(), help="the checkout to run (default: here)")
    parser.add_argument("--corpus", type=Path, default=Path.cwd() / ".." / "shared" / "corpus")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}; {args.tree}; median of {args.runs}")
    for label, argv in commands(args.tree.resolve(), args.corpus.resolve()):
        seconds, _ = measure(argv, args.tree, args.runs)
        print(f"{seconds:6.3f} s CPU  {label}")


if __name__ == "__main__":
    main()

"""Peak memory of a whole check against JaVaFo's, the same minute (issue 34: "Memory stays under a quarter
of JaVaFo's").

For each file, ``runs`` times in turn: ``python3 -m checker.cli check FILE`` (from the checkout to measure,
default workers) and ``java -jar JAR FILE -c FLAGS``, each under ``/usr/bin/time`` (``%M``: the largest
single process of the tree, in KB); printed: the median peak of each in MB, their ratio, and the median
CPU seconds (user + system) of each. Run it under ``nice`` and note the load (``uptime``).

    nice python3 bench/memory.py --flags=-D /tmp/b34/dubov-300.trf /tmp/b34/dubov-800.trf
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys

JAVAFO = "/work/tools/javafo-tbs/javafo.jar"


def measured(command: list[str]) -> tuple[float, float]:
    """The command's peak resident memory (MB) and CPU seconds, by ``/usr/bin/time``."""
    done = subprocess.run(["/usr/bin/time", "-f", "TIME %M %U %S", *command], capture_output=True, text=True,
                          check=False)
    line = [x for x in done.stderr.splitlines() if x.startswith("TIME ")][-1]
    _, kb, user, system = line.split()
    return int(kb) / 1024, float(user) + float(system)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--flags", default="", help="JaVaFo's system flag after -c (-D Dubov, -B Burstein)")
    parser.add_argument("--jar", default=JAVAFO)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"{'file':28} {'swisscheck MB':>13} {'JaVaFo MB':>9} {'ratio':>6} {'CPU s':>6} {'JaVaFo CPU s':>12}")
    for name in args.files:
        ours, theirs = [], []
        for _ in range(args.runs):
            ours.append(measured([sys.executable, "-m", "checker.cli", "check", name]))
            theirs.append(measured(["java", "-jar", args.jar, name, "-c", *args.flags.split()]))
        mb, cpu = statistics.median(m for m, _ in ours), statistics.median(c for _, c in ours)
        jmb, jcpu = statistics.median(m for m, _ in theirs), statistics.median(c for _, c in theirs)
        print(f"{name.rsplit('/', 1)[-1]:28} {mb:13.1f} {jmb:9.1f} {mb / jmb:6.3f} {cpu:6.2f} {jcpu:12.2f}")


if __name__ == "__main__":
    main()

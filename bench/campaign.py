"""Benchmark: an endorsement campaign of Dutch tournaments against bbpPairings, per backend and number of workers.

Runs ``swisscheck campaign --system dutch --engine 'bbpPairings.exe --dutch {trf} -p {out}'`` as a
child process for each configuration (``--jobs 1``, ``--jobs 2``, ``--backend dask`` on a local
cluster of 2 workers), prints wall time and throughput, and checks that every configuration gives
the same report (tournaments, rounds, verdicts and discrepancies). Figures: ``bench/README.md``.

    python bench/campaign.py [--tournaments 1000] [--players 30-150] [--rounds 5-9] [--seed 2026]
                             [--engine '/work/tools/bbp/bbpPairings.exe --dutch {trf} -p {out}']
                             [--configs jobs1,jobs2,dask]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

BBP = Path("/work/tools/bbp/bbpPairings.exe")
CONFIGS = {
    "jobs1": ["--jobs", "1"],
    "jobs2": ["--jobs", "2"],
    "dask": ["--backend", "dask", "--jobs", "2"],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tournaments", type=int, default=1000)
    parser.add_argument("--players", default="30-150")
    parser.add_argument("--rounds", default="5-9")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--engine", default=f"{BBP} --dutch {{trf}} -p {{out}}")
    parser.add_argument("--configs", default="jobs1,jobs2,dask")
    args = parser.parse_args()
    swisscheck = shutil.which("swisscheck", path=str(Path(sys.executable).parent)) or "swisscheck"
    reports: dict[str, dict[str, object]] = {}
    for name in args.configs.split(","):
        command = [swisscheck, "campaign", "--system", "dutch", "--engine", args.engine,
                   "--tournaments", str(args.tournaments), "--players", args.players, "--rounds", args.rounds,
                   "--seed", str(args.seed), "--format", "json", "--quiet", *CONFIGS[name]]
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        wall = time.perf_counter() - start
        if done.returncode not in (0, 1):
            sys.exit(f"{name}: exit {done.returncode}\n{done.stderr}")
        report = json.loads(done.stdout)
        reports[name] = report
        rounds = int(report["rounds"])
        print(f"{name}: {report['tournaments']} tournaments, {rounds} rounds, "
              f"{len(report['discrepancies'])} discrepancies (by verdict {report['by_verdict']}): "
              f"{wall:.1f} s wall, {report['tournaments'] / wall:.2f} tournaments/s, {rounds / wall:.1f} rounds/s",
              flush=True)

    def essentials(report: dict[str, object]) -> tuple[object, ...]:
        return report["tournaments"], report["rounds"], report["by_verdict"], report["discrepancies"]

    same = len({json.dumps(essentials(r), sort_keys=True) for r in reports.values()}) == 1
    print(f"identical reports across {', '.join(reports)}: {same}")


if __name__ == "__main__":
    main()

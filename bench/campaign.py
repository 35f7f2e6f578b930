"""Benchmark: an endorsement campaign of Dutch tournaments against bbpPairings: swisscheck's own time per
round beside the engine's time per call, and the wall time per backend and number of workers.

``--split`` (the default) plays the campaign's tournaments here, one after the other, and times in the
same run each part of a round: the engine's call (from its start to its exit, the process start
included: what ``EngineAnswer.seconds`` measures), and swisscheck's own parts, the TRF written for the
engine (text and file), the engine's output read, the check (the state, the reference pairing, the
comparison), and the rest (generation: absences, results, the tournament so far). Issue 25's target:
swisscheck's time per round at most half the engine's time per call.

``--configs jobs1,jobs2,dask`` runs ``python -m checker.cli campaign`` of this clone as a child process
per configuration (``--jobs 1``, ``--jobs 2``, ``--backend dask`` on a local cluster of 2 workers),
prints wall time and throughput, and checks that every configuration gives the same report.
Figures: ``bench/README.md``.

    python bench/campaign.py [--tournaments 1000] [--players 30-150] [--rounds 5-9] [--seed 2026]
                             [--engine '/work/tools/bbp/bbpPairings.exe --dutch {trf} -p {out}']
                             [--configs split|jobs1,jobs2,dask] [--profile FILE]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import ParamSpec, TypeVar

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from checker.campaign import play as play_module  # noqa: E402  (the clone's checker, not an installed one)
from checker.campaign.engine import EngineAnswer  # noqa: E402
from checker.campaign.plan import plan  # noqa: E402
from checker.generation.config import read_options  # noqa: E402
from checker.systems.registry import lookup  # noqa: E402

BBP = Path("/work/tools/bbp/bbpPairings.exe")
CONFIGS = {
    "jobs1": ["--jobs", "1"],
    "jobs2": ["--jobs", "2"],
    "dask": ["--backend", "dask", "--jobs", "2"],
}
P = ParamSpec("P")
R = TypeVar("R")


class Clock:
    """Seconds spent in each part of a round, summed over the run."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = {}
        self.cpu: dict[str, float] = {}
        self.engine = 0.0
        self.engine_cpu = 0.0
        self.calls = 0

    def timed(self, part: str, function: Callable[P, R]) -> Callable[P, R]:
        """``function``, its time added to ``part``."""
        def run(*args: P.args, **kwargs: P.kwargs) -> R:
            start, cpu = time.perf_counter(), time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                self.seconds[part] = self.seconds.get(part, 0.0) + time.perf_counter() - start
                self.cpu[part] = self.cpu.get(part, 0.0) + time.process_time() - cpu
        return run

    def engine_call(self, function: Callable[P, EngineAnswer]) -> Callable[P, EngineAnswer]:
        """``run_engine``: the engine's own time (start to exit) apart from writing its file."""
        part = "TRF file written, engine started"

        def run(*args: P.args, **kwargs: P.kwargs) -> EngineAnswer:
            start, cpu = time.perf_counter(), time.process_time()
            children = resource.getrusage(resource.RUSAGE_CHILDREN)
            answer = function(*args, **kwargs)
            self.cpu[part] = self.cpu.get(part, 0.0) + time.process_time() - cpu
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            self.engine_cpu += after.ru_utime + after.ru_stime - children.ru_utime - children.ru_stime
            self.engine += answer.seconds
            self.calls += 1
            self.seconds[part] = self.seconds.get(part, 0.0) + time.perf_counter() - start - answer.seconds
            return answer
        return run


def split(args: argparse.Namespace) -> None:
    """Play the campaign here, one tournament after the other, and print the time of each part of a round."""
    options = read_options([("PlayersNumber", args.players, "--players"), ("RoundsNumber", args.rounds, "--rounds")])
    system = lookup("dutch")
    specs = plan(system, options, args.engine, args.tournaments, args.seed, 60.0)
    clock = Clock()
    play_module.run_engine = clock.engine_call(play_module.run_engine)
    play_module.engine_text = clock.timed("TRF text for the engine", play_module.engine_text)
    play_module.read_boards = clock.timed("engine output read", play_module.read_boards)
    play_module.check_pairing = clock.timed("check: reference pairing, comparison", play_module.check_pairing)
    system.build_state = clock.timed("check: state", system.build_state)  # type: ignore[method-assign]
    profile = cProfile.Profile() if args.profile else None
    rounds = 0
    verdicts: dict[str, int] = {}
    start, cpu = time.perf_counter(), time.process_time()
    if profile:
        profile.enable()
    for spec in specs:
        outcome = play_module.play(spec)
        rounds += outcome.rounds_checked
        for verdict, n in outcome.verdicts.items():
            verdicts[verdict] = verdicts.get(verdict, 0) + n
        if spec.index % 100 == 0:  # a long run's progress, and its figures so far
            print(f"... {spec.index} tournaments, {rounds} rounds: swisscheck CPU "
                  f"{(time.process_time() - cpu) / rounds * 1000:.1f} ms/round, engine CPU "
                  f"{clock.engine_cpu / clock.calls * 1000:.1f} ms/call", flush=True)
    if profile:
        profile.disable()
        profile.dump_stats(args.profile)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    ours = wall - clock.engine
    clock.seconds["generation, results, the rest"] = ours - sum(clock.seconds.values())
    clock.cpu["generation, results, the rest"] = cpu - sum(clock.cpu.values())
    print(f"{len(specs)} tournaments, {rounds} rounds, verdicts {verdicts}, {wall:.1f} s wall "
          f"(load average before: {args.load}; after: {os.getloadavg()[0]:.1f})")
    print(f"  {'':40} {'wall':>7}    {'CPU':>7}")
    for part, seconds in clock.seconds.items():
        print(f"  {part:40} {seconds / rounds * 1000:7.1f}    {clock.cpu[part] / rounds * 1000:7.1f} ms/round")
    per_call = clock.engine / clock.calls
    print(f"  {'swisscheck, all of it':40} {ours / rounds * 1000:7.1f}    {cpu / rounds * 1000:7.1f} ms/round")
    print(f"  {'engine':40} {per_call * 1000:7.1f}    {clock.engine_cpu / clock.calls * 1000:7.1f} ms/call "
          f"({clock.calls} calls)")
    print(f"ratio swisscheck per round / engine per call: {ours / rounds / per_call:.2f} (wall); "
          f"CPU: swisscheck {cpu / rounds * 1000:.1f} ms/round, engine {clock.engine_cpu / clock.calls * 1000:.1f} ms/call "
          f"(its shell included), ratio {cpu / rounds / (clock.engine_cpu / clock.calls):.2f}")


def configs(args: argparse.Namespace) -> None:
    """Run the campaign command of this clone per configuration; wall time, throughput, same reports."""
    reports: dict[str, dict[str, object]] = {}
    for name in args.configs.split(","):
        command = [sys.executable, "-m", "checker.cli", "campaign", "--system", "dutch", "--engine", args.engine,
                   "--tournaments", str(args.tournaments), "--players", args.players, "--rounds", args.rounds,
                   "--seed", str(args.seed), "--format", "json", "--quiet", *CONFIGS[name]]
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
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


def main() -> None:
    """Parse the options and run the split timing or the configurations."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tournaments", type=int, default=1000)
    parser.add_argument("--players", default="30-150")
    parser.add_argument("--rounds", default="5-9")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--engine", default=f"{BBP} --dutch {{trf}} -p {{out}}")
    parser.add_argument("--configs", default="split", help="split, or a list of jobs1, jobs2, dask")
    parser.add_argument("--profile", metavar="FILE", help="split: write a cProfile of the run to FILE")
    args = parser.parse_args()
    args.load = f"{os.getloadavg()[0]:.1f}"
    if args.configs == "split":
        split(args)
    else:
        configs(args)


if __name__ == "__main__":
    main()

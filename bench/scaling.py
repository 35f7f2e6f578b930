"""Benchmark: check and pair of events of growing size, swisscheck against bbpPairings, Gacrux and JaVaFo.

For every TRF file named (Dutch, Dubov or Burstein by ``--system``, 9-11 rounds), in one run on the
same machine, each in a child process (wall time, CPU time and that process's peak resident memory,
workers included):

- ``swisscheck check FILE`` (rounds in parallel, one process per core) and ``--jobs 1``;
- ``swisscheck pair FILE --round 2`` (the costliest round of these events: the scoregroups are the
  widest, so the brackets are the largest);
- with ``--before DIR`` (an older checkout, e.g. ``git archive main | tar -x -C DIR``) the same
  check and pair by that tree's code, for a before/after figure;
- ``bbpPairings --dutch FILE -c`` (check) and ``-p`` on a copy of the file cut after round 1
  (pairs round 2), with ``--bbp EXE``;
- ``python -m gacrux.pairingchecker -c -i FILE`` with ``--gacrux PYTHON`` (run from the file's
  folder: Gacrux fails when started from the system temporary directory; Dutch only);
- ``java -jar JAR FILE -c`` (``-D`` Dubov, ``-B`` Burstein) with ``--javafo JAR`` (JaVaFo 3.0p).

The engines are found by option or environment variable: ``SWISSCHECK_BBP``, ``SWISSCHECK_GACRUX``,
``SWISSCHECK_JAVAFO`` (a missing engine is left out of the table).

Prints the load average before and after, and one Markdown table row per file with the ratio
of swisscheck's check to the fastest other checker, and of its pairing to bbpPairings'. With
``--pair-rounds``, a table per file of every round from 2 on paired by both pairers from the same
history (bbpPairings from the file cut before that round), the worst ratio and the costliest
round of each (``--skip-checks``: that table only).

    python bench/scaling.py FILE... [--system dutch|dubov|burstein] [--bbp EXE] [--gacrux PYTHON]
        [--javafo JAR] [--before DIR] [--timeout S] [--pair-rounds]
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIME = Path("/usr/bin/time")
"""GNU time, to read each program's own peak memory (the benchmark falls back to wait4 without it)."""
BBP_FLAG = {"dutch": "--dutch", "burstein": "--burstein", "dubov": ""}
"""bbpPairings' option per system (it has no Dubov)."""
JAVAFO_FLAGS: dict[str, list[str]] = {"dutch": [], "dubov": ["-D"], "burstein": ["-B"]}
"""JaVaFo 3.0p's options per system (Dutch by default)."""
POINTS = {"1": 1.0, "+": 1.0, "F": 1.0, "U": 1.0, "W": 1.0, "=": 0.5, "H": 0.5, "D": 0.5}


class Run:
    """One timed child process: wall seconds, peak memory in MiB, exit code (None: timed out)."""

    def __init__(self, argv: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None) -> None:
        start = time.perf_counter()
        # GNU time starts the program from its own small process and reports that program's peak:
        # wait4 on a child of this process can report a high-water mark carried over from before
        # its exec (a bbpPairings run showed the previous run's 149 MiB instead of its own 41 MiB).
        report = cwd / f".peak-{os.getpid()}.txt"
        if TIME.exists():
            argv = [str(TIME), "-f", "%U %S %M", "-o", str(report), *argv]
        proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        self.timed_out = False
        try:
            out, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)  # the program and GNU time, workers included
            out, _ = proc.communicate()
            self.timed_out = True
        self.seconds = time.perf_counter() - start
        # The program's own peak (GNU time's, in KiB), else wait4's; the workers of a parallel check
        # are the program's children, waited for by it, so they are included either way.
        self.mib = _peak_mib(proc.pid)
        self.cpu = _cpu_seconds(proc.pid)
        if report.exists():
            fields = report.read_text().split()
            if not self.timed_out and len(fields) >= 3 and fields[-1].isdigit():
                self.mib = int(fields[-1]) / 1024
                self.cpu = float(fields[-3]) + float(fields[-2])
            report.unlink()
        self.code = None if self.timed_out else proc.returncode
        self.last_line = out.decode(errors="replace").strip().splitlines()[-1] if out.strip() else ""

    def cell(self) -> str:
        """``12.3 s (CPU 20.1 s) / 110 MiB`` (wall, user + system CPU), or ``> T s`` at the time limit."""
        if self.timed_out:
            return f"> {self.seconds:.0f} s"
        return f"{self.seconds:.1f} s (CPU {self.cpu:.1f} s) / {self.mib:.0f} MiB"


_rusage: dict[int, float] = {}
_cpu: dict[int, float] = {}


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a finished child (its wait4, which covers its children)."""
    return _cpu.get(pid, 0.0)


def _peak_mib(pid: int) -> float:
    """Peak resident memory of a finished child (ru_maxrss of its wait4, which covers its children)."""
    return _rusage.get(pid, 0.0)


def _reap_with_rusage() -> None:
    """Make Popen's wait go through wait4 so that each child's own ru_maxrss is kept."""
    original = subprocess.Popen._try_wait  # type: ignore[attr-defined]

    def try_wait(self: subprocess.Popen[bytes], wait_flags: int) -> tuple[int, int]:
        try:
            pid, status, usage = os.wait4(self.pid, wait_flags)
        except ChildProcessError:
            return original(self, wait_flags)  # type: ignore[no-any-return]
        if pid:
            _rusage[pid] = usage.ru_maxrss / 1024
            _cpu[pid] = usage.ru_utime + usage.ru_stime
        return pid, status

    subprocess.Popen._try_wait = try_wait  # type: ignore[attr-defined]


def cut_copy(path: Path, folder: Path, kept: int) -> Path:
    """The file cut after round ``kept`` (points recomputed, XXR kept or added): bbpPairings pairs
    round ``kept + 1`` from it."""
    text = path.read_text(errors="replace")
    lines = re.split(r"\r\n|\r|\n", text)
    rounds = max((len(l.rstrip()) - 89) // 10 for l in lines if l.startswith("001"))
    out = []
    for line in lines:
        if line.startswith("001"):
            # Round r is columns 92 + 10(r-1) to 99 + 10(r-1) (opponent, colour, result at the last).
            line = line[:89 + 10 * kept].rstrip()
            points = sum(POINTS.get(line[98 + 10 * r] if len(line) > 98 + 10 * r else "", 0.0) for r in range(kept))
            line = f"{line[:80]}{points:4.1f}{line[84:]}"
        out.append(line)
    if not any(l.startswith("XXR") for l in out):
        out.insert(1, f"XXR {rounds}")
    copy = folder / f"r{kept}-{path.name}"
    copy.write_text("\n".join(out) + "\n")
    return copy


def round_one_copy(path: Path, folder: Path) -> Path:
    """The file cut after round 1: bbpPairings pairs round 2 from it."""
    return cut_copy(path, folder, 1)


def rounds_of(path: Path) -> int:
    """The number of round columns of the file's 001 lines."""
    lines = path.read_text(errors="replace").splitlines()
    return max((len(l.rstrip()) - 89 + 9) // 10 for l in lines if l.startswith("001"))


def pair_every_round(path: Path, bbp: str, env: dict[str, str], timeout: float, flag: str = "--dutch") -> None:
    """Pair every round from 2 on with both pairers (the same history: the file's rounds before it);
    a table of times and ratios, and the costliest round of each."""
    me = [sys.executable, "-m", "checker.cli"]
    folder = path.parent
    print(f"\n{path.name}: pairing every round (load average {' '.join(f'{x:.2f}' for x in os.getloadavg())})")
    print("| round | swisscheck pair | bbpPairings pair | ratio |")
    print("|---|---|---|---|")
    ours: dict[int, float] = {}
    theirs: dict[int, float] = {}
    for r in range(2, rounds_of(path) + 1):
        mine = Run([*me, "pair", str(path), "--round", str(r)], folder, timeout, env)
        other = Run([bbp, flag, str(cut_copy(path, folder, r - 1)), "-p", str(folder / "bbp-pair.out")],
                    folder, timeout)
        ours[r], theirs[r] = mine.seconds, other.seconds
        print(f"| {r} | {mine.cell()} | {other.cell()} | {mine.seconds / other.seconds:.2f} |")
    worst = max(ours, key=lambda r: ours[r] / theirs[r])
    mine_max, theirs_max = max(ours, key=ours.__getitem__), max(theirs, key=theirs.__getitem__)
    print(f"worst round ratio: round {worst}, {ours[worst] / theirs[worst]:.2f}; costliest rounds: swisscheck "
          f"round {mine_max} {ours[mine_max]:.1f} s, bbpPairings round {theirs_max} {theirs[theirs_max]:.1f} s, "
          f"ratio {ours[mine_max] / theirs[theirs_max]:.2f}")


def main() -> None:
    """Time every engine on every file and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--system", choices=sorted(BBP_FLAG), default="dutch",
                        help="the files' pairing system (the flags given to bbpPairings and JaVaFo)")
    parser.add_argument("--bbp", default=os.environ.get("SWISSCHECK_BBP"),
                        help="bbpPairings executable (default: $SWISSCHECK_BBP)")
    parser.add_argument("--gacrux", default=os.environ.get("SWISSCHECK_GACRUX"),
                        help="a Python with gacrux installed (default: $SWISSCHECK_GACRUX; Dutch only)")
    parser.add_argument("--javafo", default=os.environ.get("SWISSCHECK_JAVAFO"),
                        help="JaVaFo's jar (default: $SWISSCHECK_JAVAFO)")
    parser.add_argument("--java", default="java", help="the Java runtime that runs JaVaFo")
    parser.add_argument("--before", type=Path, help="an older checkout of swisscheck to compare with")
    parser.add_argument("--timeout", type=float, default=900, help="seconds before a run is stopped")
    parser.add_argument("--pair-rounds", action="store_true",
                        help="also pair every round from 2 on with both pairers (needs --bbp)")
    parser.add_argument("--skip-checks", action="store_true", help="only the per-round pairing table")
    args = parser.parse_args()
    if args.system == "dubov":
        args.bbp = None  # bbpPairings has no Dubov
    if args.system != "dutch":
        args.gacrux = None
    _reap_with_rusage()
    me = [sys.executable, "-m", "checker.cli"]
    after_env = {**os.environ, "PYTHONPATH": str(ROOT)}
    before_env = {**os.environ, "PYTHONPATH": str(args.before)} if args.before else None
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    header = ["file", "check", "check --jobs 1", "pair --round 2"]
    if args.before:
        header += ["before: check", "before: pair --round 2"]
    if args.bbp:
        header += ["bbpPairings check", "bbpPairings pair round 2"]
    if args.gacrux:
        header += ["Gacrux check"]
    if args.javafo:
        header += ["JaVaFo check"]
    header += ["check ratio", "pair ratio"]
    if args.javafo:
        header += ["JaVaFo ratio (wall)", "JaVaFo ratio (CPU)"]
    rows = []
    for path in [] if args.skip_checks else args.files:
        path = path.resolve()
        folder = path.parent
        t = args.timeout
        check = Run([*me, "check", str(path)], folder, t, after_env)
        row = [path.name, check.cell(), Run([*me, "check", str(path), "--jobs", "1"], folder, t, after_env).cell()]
        pair = Run([*me, "pair", str(path), "--round", "2"], folder, t, after_env)
        row.append(pair.cell())
        if before_env:
            row += [Run([*me, "check", str(path)], folder, t, before_env).cell(),
                    Run([*me, "pair", str(path), "--round", "2"], folder, t, before_env).cell()]
        others = []
        bbp_pair = None
        if args.bbp:
            bbp_check = Run([args.bbp, BBP_FLAG[args.system], str(path), "-c"], folder, t)
            bbp_pair = Run([args.bbp, BBP_FLAG[args.system], str(round_one_copy(path, folder)), "-p", str(folder / "bbp-pair.out")],
                           folder, t)
            others.append(bbp_check)
            row += [bbp_check.cell(), bbp_pair.cell()]
        if args.gacrux:
            gacrux = Run([args.gacrux, "-m", "gacrux.pairingchecker", "-c", "-i", str(path)], folder, t)
            others.append(gacrux)
            row.append(gacrux.cell())
        javafo = None
        if args.javafo:
            javafo = Run([args.java, "-jar", args.javafo, str(path), "-c", *JAVAFO_FLAGS[args.system]], folder, t)
            others.append(javafo)
            row.append(javafo.cell())
        finished = [o.seconds for o in others if not o.timed_out]
        row.append(f"{check.seconds / min(finished):.2f}" if finished and not check.timed_out else "")
        row.append(f"{pair.seconds / bbp_pair.seconds:.2f}"
                   if bbp_pair and not bbp_pair.timed_out and not pair.timed_out else "")
        if javafo is not None:
            both = not javafo.timed_out and not check.timed_out
            row.append(f"{check.seconds / javafo.seconds:.2f}" if both else "")
            row.append(f"{check.cpu / javafo.cpu:.2f}" if both and javafo.cpu else "")
        rows.append(row)
        print(f"{path.name}: swisscheck check says: {check.last_line}", file=sys.stderr)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(row) + " |")
    if args.pair_rounds and args.bbp:
        for path in args.files:
            pair_every_round(path.resolve(), args.bbp, after_env, args.timeout, BBP_FLAG[args.system])


if __name__ == "__main__":
    main()

"""Digests of every Dubov pairing and verdict (issue 34: "every pairing and verdict unchanged").

For each file: `check --format json --jobs 1`, then `pair --format bbp --round K` for every round
K of the file, then `pair --format bbp --rounds 99` (the round after the last; a complete file
refuses `pair` without it); each command run as its own process (`nice`), its standard output and
error hashed, one line per command: "sha256  command  file". Run it from the checkout to measure,
before and after a change, and diff the two outputs.

    python3 bench/dubov_digests.py [--system dubov] FILE_OR_FOLDER... > digests.txt
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
from pathlib import Path

from checker.trf import loads


def files(paths: list[str]) -> list[Path]:
    """The files named, a folder standing for its .trf files (sorted)."""
    found: list[Path] = []
    for name in paths:
        path = Path(name)
        found.extend(sorted(path.glob("*.trf")) if path.is_dir() else [path])
    return found


def played_rounds(path: Path) -> int:
    """The highest round any player of the file has an entry for (0 when the file does not read)."""
    try:
        tournament, _ = loads(path.read_bytes(), str(path))
    except Exception:  # a file that does not read still gets its check and pair digests
        return 0
    return max((e.round for p in tournament.players for e in p.rounds), default=0)


def digest(args: list[str]) -> str:
    """The first 16 hex digits of the sha256 of a CLI command's standard output and error."""
    run = subprocess.run(["nice", sys.executable, "-m", "checker.cli", *args],
                         capture_output=True, check=False)
    return hashlib.sha256(run.stdout + b"\0" + run.stderr + f"\0{run.returncode}".encode()).hexdigest()[:16]


def main() -> None:
    """Print one digest line per command and file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--system", help="forced on every command (default: each file's 192 record)")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    system = ["--system", args.system] if args.system else []
    for path in files(args.paths):
        print(f"{digest(['check', '--format', 'json', '--jobs', '1', *system, str(path)])}  check  {path}",
              flush=True)
        for k in range(1, played_rounds(path) + 1):
            print(f"{digest(['pair', '--format', 'bbp', '--round', str(k), *system, str(path)])}  pair {k}  {path}",
                  flush=True)
        print(f"{digest(['pair', '--format', 'bbp', '--rounds', '99', *system, str(path)])}  pair next  {path}",
              flush=True)


if __name__ == "__main__":
    main()

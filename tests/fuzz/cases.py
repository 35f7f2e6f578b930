"""Fuzz cases: a mutated file and a command, run through the ``swisscheck`` entry point in-process.

A case is drawn from ``(seed, number)`` alone: the base file, the mutations (``tests.fuzz.mutate``)
and the command line (``info``, ``info --json``, ``check``, ``check --format json``, ``pair`` in
each format, ``explain --round R``, sometimes with ``--system``, ``--rounds`` or a Team option).
:func:`run_case` writes the file, calls :func:`checker.cli.main` under a time limit and returns
what happened; :func:`problems` lists what swisscheck must never do on any input:

- an exit code other than 0, 2, or 1 for ``check`` (3 is a bug; an exception escaping ``main``,
  a traceback or a hang past the time limit are bugs too);
- a changed input file;
- an input error (exit 2) that does not name the file, or, when the mutation touched one line,
  that names neither a line of the file nor the command-line option that caused it. Two errors
  are about the whole file by nature and only need to name it: a round no pairing can satisfy
  (``cannot be paired``: the arbiter decides, Dutch 1.9.3 / C.04.5-6 3.3.3), and a file that does
  not fit the system ``--system`` forced on it (``(with --system S)``).

``python -m tests.fuzz.cases SEED NUMBER [FILE]`` prints a case and writes its mutated file.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import random
import re
import signal
import sys
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import FrameType

from checker.cli import main
from tests.fuzz.mutate import Mutated, lines_of, mutate
from tests.paths import CORPUS, DATA, ROOT

DEFAULT_BASES: tuple[str, ...] = (
    "dutch-2026/p9r5-s48.trf",
    "dutch-2026/p12r5-s1.trf",
    "double-swiss/dsw-p8r4-s5012.trf",
    "double-swiss/dsw-p9r5-s5005.trf",
    "team/team-t10r5-A-s6006.trf",
    "dubov/jvf-dubov-p10r5-s2100.trf",
    "burstein/xgen-burstein-p9r5-s8133.trf",
    "lim/lim-p10r5-s12005.trf",
    "real/icu_irish_junior_champs_2011.tab",
    "real/engine-tests/bbp_dutch_2025_C5.input.trf",
    "real/engine-tests/echecsjs_trf26_team_synthetic.trf",
    "real/icu_latin-1.tab",
    "real/icu_utf-8.tab",
    "real/icu_armstrong_2012_with_bom.tab",
)
"""Small files of ``tests/data`` (each command runs in well under a second on them): the default run."""

SAMPLES: tuple[str, ...] = ("dutch-12p-5r.trf", "double-swiss-10p-4r.trf", "team-10t-5r.trf", "dutch-c5-pab.trf")
"""The samples shipped in ``samples/``."""

TIME_LIMIT = 30.0
"""CPU seconds one command may take on one mutated file before it counts as a hang (the slowest base
file's slowest command takes about 3 s unmutated on this machine). CPU time, not wall time, so that a
machine busy with other work does not turn a slow case into a false hang."""

OPTIONS: tuple[tuple[str, ...], ...] = (
    *[()] * 24, ("--system", "dutch"), ("--system", "double-swiss"), ("--system", "team"),
    ("--system", "burstein"), ("--system", "dubov"), ("--system", "lim"), ("--system", "rating-2009"),
    ("--rounds", "1"), ("--rounds", "3"), ("--rounds", "99"), ("--team-score", "GP"), ("--team-colours", "B"),
)
"""Options added to a command now and then: a system forced on a file, a number of rounds, Team options."""


class CaseTimeout(BaseException):
    """Raised by the alarm when a case runs past its time limit (a BaseException, so that swisscheck's
    own ``except Exception`` cannot swallow it)."""


@dataclass(frozen=True)
class Case:
    """One fuzz case: where its file comes from, the mutated bytes, and the command line."""

    seed: int
    number: int
    base: str
    mutated: Mutated
    argv: tuple[str, ...]
    """The command line, with ``{file}`` standing for the mutated file's path."""

    def describe(self) -> str:
        """What a reproducer needs: seed, number, base file, mutations, command."""
        steps = "; ".join(self.mutated.steps)
        return f"seed {self.seed} case {self.number}: {self.base} [{steps}] swisscheck {' '.join(self.argv)}"


@dataclass(frozen=True)
class Outcome:
    """What running a case gave."""

    code: int | None
    """The exit code; None when ``main`` raised or the case timed out."""
    stdout: str
    stderr: str
    seconds: float
    escaped: str | None = None
    """The traceback of an exception that escaped ``main`` (or ``"timeout"``)."""
    changed: bool = False
    """The input file was modified."""


def bases(corpus: bool) -> tuple[str, ...]:
    """The base files: the small default set, or (``corpus``) every file of tests/data, the samples
    and every .trf/.tab file of the shared corpus when it is next to the clone."""
    if not corpus:
        return tuple(f"data:{name}" for name in DEFAULT_BASES)
    found = [f"data:{p.relative_to(DATA).as_posix()}" for p in sorted(DATA.rglob("*")) if p.suffix in (".trf", ".tab")]
    found += [f"samples:{name}" for name in SAMPLES]
    if CORPUS.is_dir():
        found += [f"corpus:{p.relative_to(CORPUS).as_posix()}" for p in sorted(CORPUS.rglob("*"))
                  if p.suffix in (".trf", ".tab") and p.stat().st_size < 200_000]
    return tuple(found)


def base_path(base: str) -> Path:
    """The file a base name stands for (``data:``, ``samples:`` or ``corpus:`` prefix)."""
    where, name = base.split(":", 1)
    folder = {"data": DATA, "samples": ROOT / "samples", "corpus": CORPUS}[where]
    return folder / name


def _round_columns(data: bytes) -> int:
    """Round columns of the 001 lines of a file (roughly: from the length of the lines)."""
    lines, _ = lines_of(data)
    return max(((len(line) - 91 + 9) // 10 for line in lines if line.startswith(b"001")), default=1)


def _command(rng: random.Random, data: bytes) -> tuple[str, ...]:
    """A command line for the mutated file ``{file}``."""
    rounds = max(_round_columns(data), 1)
    command = rng.choice((
        ("info", "{file}"), ("info", "{file}", "--json"), ("check", "{file}"), ("check", "{file}", "--format", "json"),
        ("pair", "{file}"), ("pair", "{file}", "--format", "bbp"), ("pair", "{file}", "--format", "json"),
        ("explain", "{file}", "--round", str(rng.randint(1, rounds + 1))),
        ("check", "{file}", "--round", str(rng.randint(1, rounds))),
        ("pair", "{file}", "--round", str(rng.randint(1, rounds + 1))),
    ))
    return command + rng.choice(OPTIONS)


def make_case(seed: int, number: int, names: Sequence[str], contents: dict[str, bytes]) -> Case:
    """Case ``number`` of the run ``seed`` over the base files ``names`` (their bytes in ``contents``)."""
    rng = random.Random(f"{seed}:{number}")
    base = rng.choice(list(names))
    data = contents[base]
    others = tuple(contents[n] for n in rng.sample(list(names), min(3, len(names))))
    mutated = mutate(data, rng, others)
    return Case(seed=seed, number=number, base=base, mutated=mutated, argv=_command(rng, mutated.data))


def cases(seed: int, count: int, corpus: bool = False, start: int = 0) -> Iterator[Case]:
    """``count`` cases of the run ``seed`` (numbers ``start`` ...)."""
    names = bases(corpus)
    contents = {name: base_path(name).read_bytes() for name in names}
    for number in range(start, start + count):
        yield make_case(seed, number, names, contents)


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`CaseTimeout` in the main thread once the process has used ``seconds`` more CPU time."""

    def alarm(signum: int, frame: FrameType | None) -> None:
        raise CaseTimeout(f"more than {seconds} s")

    previous = signal.signal(signal.SIGPROF, alarm)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def run_case(case: Case, folder: Path, limit: float = TIME_LIMIT) -> Outcome:
    """Write the case's file in ``folder``, run its command through ``checker.cli.main`` in-process."""
    path = folder / ("fuzz" + Path(case.base).suffix)
    path.write_bytes(case.mutated.data)
    before = hashlib.sha256(case.mutated.data).hexdigest()
    argv = [a.replace("{file}", str(path)) for a in case.argv]
    out, err = io.StringIO(), io.StringIO()
    code: int | None = None
    escaped: str | None = None
    start = time.perf_counter()
    try:
        with time_limit(limit), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    except CaseTimeout:
        escaped = "timeout"
    except BaseException:  # noqa: BLE001 - anything escaping main is what the fuzzer reports
        escaped = traceback.format_exc()
    seconds = time.perf_counter() - start
    changed = hashlib.sha256(path.read_bytes()).hexdigest() != before
    text = err.getvalue().replace(str(path), "{file}")
    return Outcome(code=code, stdout=out.getvalue(), stderr=text, seconds=seconds, escaped=escaped, changed=changed)


_LOCATED = re.compile(r"^swisscheck: error: \{file\}:\d+[:\s]")
_WHOLE_FILE = re.compile(r"^swisscheck: error: \{file\}: ")
_OPTION = re.compile(r"^swisscheck: error: --[a-z-]+[ =:]")
_WHOLE_ROUND = re.compile(r"^swisscheck: error: \{file\}: round \d+ cannot be paired under ")
_FORCED = re.compile(r"\(with --system [a-z-]+\)$")


def problems(case: Case, outcome: Outcome) -> list[str]:
    """What went wrong in a case (empty: nothing)."""
    found: list[str] = []
    if outcome.escaped == "timeout":
        found.append(f"hang: still running after {TIME_LIMIT} s of CPU time")
    elif outcome.escaped is not None:
        found.append(f"exception escaped main:\n{outcome.escaped}")
    if outcome.changed:
        found.append("the input file was modified")
    if "Traceback" in outcome.stderr:
        found.append("a traceback on stderr")
    allowed = {0, 1, 2, 4} if case.argv[0] == "check" else {0, 2}  # 4: not a Swiss (issue 24)
    if outcome.code is not None and outcome.code not in allowed:
        found.append(f"exit {outcome.code}: {outcome.stderr.strip()[:400]}")
    if outcome.code == 2:
        errors = [line for line in outcome.stderr.splitlines() if line.startswith("swisscheck: error:")]
        if len(errors) != 1:
            found.append(f"exit 2 with {len(errors)} error lines: {outcome.stderr.strip()[:400]}")
        else:
            message = errors[0]
            if not (_LOCATED.match(message) or _WHOLE_FILE.match(message) or _OPTION.match(message)):
                found.append(f"exit 2 without the file or the option: {message}")
            elif case.mutated.line is not None and not (
                _LOCATED.match(message) or _OPTION.match(message) or _WHOLE_ROUND.match(message)
                or ("--system" in case.argv and _FORCED.search(message))
            ):
                found.append(f"exit 2 without a line after a one-line mutation (line {case.mutated.line}): {message}")
    return found


def _main(argv: Sequence[str]) -> int:
    """Print case NUMBER of run SEED and write its mutated file to FILE (default ``fuzz-case.trf``)."""
    seed, number = int(argv[0]), int(argv[1])
    corpus = "--corpus" in argv
    target = Path(next((a for a in argv[2:] if not a.startswith("--")), "fuzz-case.trf"))
    case = next(cases(seed, 1, corpus=corpus, start=number))
    target.write_bytes(case.mutated.data)
    print(case.describe())
    print("swisscheck " + " ".join(a.replace("{file}", str(target)) for a in case.argv))
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))

"""Run an external pairing engine on a round and read its pairing (the bbpPairings / JaVaFo ``-p`` format).

The command is a shell command line in which ``{trf}`` stands for the tournament file given to the
engine and ``{out}`` for the file it writes its pairing to (``bbpPairings --dutch {trf} -p {out}``,
``java -jar javafo.jar {trf} -p {out}``); both must be there, and the program must be found
(``check_command``, before the first tournament). The engine runs in a session of its own, so that
a timeout ends the whole command (the shell and what it started) and a Ctrl-C on the terminal
reaches swisscheck, not the engine. Its standard output and standard error are both kept: programs
write their errors to either (JaVaFo to its standard output).

The ``-p`` format: the number of lines that follow, then one ``white black`` line per board (start
numbers; for teams, team numbers), the participant with the pairing-allocated bye as ``id 0``.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Literal

from checker.errors import InputError
from checker.models import Frozen, Pair, Pairing

STDERR_KEPT = 4000
"""Characters of an engine's standard error (and standard output) kept for the report (their end)."""
PLACEHOLDERS = ("{trf}", "{out}")
"""What an engine command must contain: the tournament file it reads, the pairing file it writes."""
SHELL_WORDS = frozenset({"cd", "exec", "env", "eval", "command", "builtin", "time", "nice", "nohup", "timeout",
                         "if", "for", "while", "case", "(", "{", "!", "source", "."})
"""First words of a command whose program is not that word: its check is left to the first round."""
CANNOT_RUN = (126, 127)
"""The shell's statuses for a program it cannot execute and one it cannot find."""

Outcome = Literal["ok", "crash", "timeout"]


class EngineAnswer(Frozen):
    """What one run of the engine gave: how it ended, its pairing file's text, its standard error."""

    outcome: Outcome
    exit_code: int | None
    """The exit status (negative: killed by that signal); None after a timeout."""
    output: str | None
    """The pairing as the engine wrote it; None when it wrote no file."""
    stderr: str
    stdout: str = ""
    seconds: float

    @property
    def stated(self) -> str:
        """How the run ended, in words, with the end of its standard error."""
        if self.outcome == "timeout":
            head = f"the engine did not answer within {self.seconds:.1f} s"
        elif self.exit_code is not None and self.exit_code < 0:
            head = f"the engine was killed by signal {-self.exit_code}"
        else:
            head = f"the engine exited with status {self.exit_code}"
        err, out = _last_line(self.stderr), _last_line(self.stdout)
        if not err and not out:
            return head + " (nothing on its standard error or output)"
        return head + (f": {err}" if err else "") + (f"; standard output: {out}" if out else "")

    @property
    def failed(self) -> bool:
        """No pairing came: the engine exited non-zero, was killed, timed out, or wrote no file."""
        return self.outcome != "ok" or self.output is None

    def same_failure(self, other: EngineAnswer) -> bool:
        """Both runs failed in every way alike: how they ended, exit status, output and both streams."""
        return (self.failed and other.failed and (self.outcome, self.exit_code, self.output, self.stdout, self.stderr)
                == (other.outcome, other.exit_code, other.output, other.stdout, other.stderr))

    @property
    def cannot_run(self) -> bool:
        """The shell could not find or execute the program (126, 127) and nothing was written."""
        return self.outcome == "crash" and self.exit_code in CANNOT_RUN and self.output is None and not self.stdout


def _last_line(text: str) -> str:
    """The last non-blank line of an engine's stream ('' when none)."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def check_command(template: str, local: bool = True) -> None:
    """InputError (option ``--engine``) when the command lacks ``{trf}`` or ``{out}``, cannot be split
    into words, or (``local``: the engine runs on this machine) its program is not found or not
    executable (a first word the shell runs itself, ``cd`` or ``env``, is left to the first round)."""
    missing = [p for p in PLACEHOLDERS if p not in template]
    if missing:
        raise InputError(f"--engine {template!r}: the command has no {' and no '.join(missing)} (the engine reads "
                         "the tournament from {trf} and writes its pairing to {out}, e.g. "
                         "'bbpPairings.exe --dutch {trf} -p {out}')", option="--engine")
    try:
        words = shlex.split(template)
    except ValueError as exc:
        raise InputError(f"--engine {template!r}: the command cannot be split into words: {exc}",
                         option="--engine") from None
    words = [w for w in words if not _assignment(w)]
    if not local or not words or words[0] in SHELL_WORDS or any(p in words[0] for p in PLACEHOLDERS):
        return
    program = words[0]
    if "/" in program:
        path = Path(program).expanduser()
        if not path.exists():
            raise InputError(f"--engine: the program {program!r} does not exist", option="--engine")
        if path.is_dir() or not os.access(path, os.X_OK):
            raise InputError(f"--engine: the program {program!r} is not executable", option="--engine")
    elif shutil.which(program) is None:
        raise InputError(f"--engine: the program {program!r} is not found on the PATH (or not executable)",
                         option="--engine")


def _assignment(word: str) -> bool:
    """A shell variable assignment before the program (``LANG=C``)."""
    name, sep, _ = word.partition("=")
    return bool(sep) and name.isidentifier()


def command_line(template: str, trf: Path, out: Path) -> str:
    """The shell command with ``{trf}`` and ``{out}`` replaced by the quoted paths (other braces,
    an awk program's for instance, are left alone)."""
    return template.replace("{trf}", shlex.quote(str(trf))).replace("{out}", shlex.quote(str(out)))


def run_engine(template: str, trf_text: str, timeout: float, workdir: Path, name: str) -> EngineAnswer:
    """Write ``trf_text`` to ``workdir/<name>.trf``, run the engine, and collect its answer (the
    pairing file ``workdir/<name>.out``, both streams).

    A timeout kills the engine's whole process group. Never raises for anything the engine does;
    OSError only when ``workdir`` cannot be written.
    """
    trf, out = workdir / f"{name}.trf", workdir / f"{name}.out"
    trf.write_text(trf_text, encoding="utf-8")
    out.unlink(missing_ok=True)
    start = time.perf_counter()
    process = subprocess.Popen(
        command_line(template, trf, out), shell=True, start_new_session=True,
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(process)
        stdout, stderr = process.communicate()
        return EngineAnswer(outcome="timeout", exit_code=None, output=None, seconds=timeout,
                            stderr=_tail(stderr), stdout=_tail(stdout))
    except BaseException:  # Ctrl-C in the middle of a round: leave no engine behind
        _kill_group(process)
        process.wait()
        raise
    seconds = time.perf_counter() - start
    output = out.read_text(encoding="utf-8", errors="replace") if out.is_file() else None
    code = process.returncode
    return EngineAnswer(outcome="ok" if code == 0 else "crash", exit_code=code, output=output,
                        stderr=_tail(stderr), stdout=_tail(stdout), seconds=seconds)


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    """SIGKILL to the engine's process group (its own session), whatever it started included."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


def _tail(data: bytes) -> str:
    """The end of an engine's standard error or output, decoded."""
    text = data.decode("utf-8", errors="replace")
    return text if len(text) <= STDERR_KEPT else "..." + text[-STDERR_KEPT:]


class EngineOutputError(ValueError):
    """An engine's output that is not a pairing in the ``-p`` format; the message says where and why."""


class EngineBoards(Frozen):
    """The pairing an engine wrote, as read: its boards and every participant it gave the PAB."""

    pairs: tuple[Pair, ...]
    pabs: tuple[int, ...]

    def pairing(self, round_number: int) -> Pairing:
        """The boards as a round's pairing (the first PAB only)."""
        return Pairing(round=round_number, pairs=self.pairs, pab=self.pabs[0] if self.pabs else None)


def read_boards(text: str | None, numbers: set[int]) -> EngineBoards:
    """The boards of a ``-p`` file; EngineOutputError for a missing or empty file, a count that is not
    the number of lines, a line that is not two numbers, or a number that is no participant's."""
    if text is None:
        raise EngineOutputError("the engine wrote no pairing file")
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        raise EngineOutputError("the engine's pairing file is empty")
    head = lines[0]
    if not head.isdigit():
        raise EngineOutputError(f"line 1: expected the number of pairs, got {_shown(head)}")
    if int(head) != len(lines) - 1:
        raise EngineOutputError(f"line 1 announces {int(head)} pairs, {len(lines) - 1} lines follow")
    pairs: list[Pair] = []
    pabs: list[int] = []
    for number, line in enumerate(lines[1:], start=2):
        fields = line.split()
        if len(fields) != 2 or not all(f.isdigit() for f in fields):
            raise EngineOutputError(f"line {number}: expected 'white black' (two numbers), got {_shown(line)}")
        white, black = int(fields[0]), int(fields[1])
        for who in (white, black) if black else (white,):
            if who not in numbers:
                raise EngineOutputError(f"line {number}: {who} is not a participant of the tournament")
        if black == 0:
            pabs.append(white)
        else:
            pairs.append(Pair(white=white, black=black))
    return EngineBoards(pairs=tuple(pairs), pabs=tuple(pabs))


def _shown(text: str) -> str:
    """A line of engine output as a message quotes it (cut at 60 characters)."""
    return repr(text if len(text) <= 60 else text[:57] + "...")

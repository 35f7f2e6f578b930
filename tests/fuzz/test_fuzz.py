"""The mutation fuzzer (tracker issue 12): seeded mutations of tournament files through ``info``,
``check``, ``pair`` and ``explain``, run through the entry point in-process with a time limit per case.

The default run takes a few hundred cases over the small files of tests/data; the slow run takes
thousands over every file of tests/data, the samples and the shared corpus. Each chunk of cases
fails with the reproducer of every failing case (``python -m tests.fuzz.cases SEED NUMBER``).
The harness itself is tested too: a bug, a hang, a changed file and an unlocated error are caught.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from checker.service import rounds as check  # the rounds of a check: where a round is checked
from checker.errors import InputError
from tests.fuzz import cases as fuzz
from tests.fuzz.cases import Case, Outcome, cases, problems, run_case
from tests.fuzz.mutate import Mutated, mutate

SEED = 12
"""The seed of the default and slow runs (any seed reproduces its own cases)."""


def failures(seed: int, count: int, start: int, folder: Path, corpus: bool = False) -> list[str]:
    """The failing cases among ``count`` cases of run ``seed`` from number ``start``, described."""
    found = []
    for case in cases(seed, count, corpus=corpus, start=start):
        outcome = run_case(case, folder)
        wrong = problems(case, outcome)
        if wrong:
            found.append(case.describe() + "\n  " + "\n  ".join(wrong))
    return found


@pytest.mark.parametrize("start", range(0, 400, 100))
def test_fuzzed_files_end_with_exit_0_1_or_2_a_located_message_and_no_hang(tmp_path: Path, start: int) -> None:
    assert failures(SEED, 100, start, tmp_path) == []


@pytest.mark.slow
@pytest.mark.parametrize("start", range(0, 3000, 250))
def test_fuzzed_corpus_files_slow(tmp_path: Path, start: int) -> None:
    assert failures(SEED + 1, 250, start, tmp_path, corpus=True) == []


def test_a_case_is_reproduced_from_its_seed_and_number() -> None:
    first = next(cases(7, 1, start=41))
    again = next(cases(7, 1, start=41))
    assert first == again
    assert first != next(cases(7, 1, start=42))


def test_a_one_line_mutation_says_which_line_it_touched() -> None:
    base = b"012 T\n001    1      A\n001    2      B\n"
    touched = [mutate(base, random.Random(n)) for n in range(300)]
    for mutated in touched:
        if mutated.line is not None:
            lines = mutated.data.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
            assert 1 <= mutated.line <= len(lines), mutated.steps
    assert sum(m.line is not None for m in touched) > 100


def case_with(argv: tuple[str, ...], line: int | None = 1) -> Case:
    """A case on a small clean file of tests/data."""
    data = (fuzz.base_path("data:dutch-2026/p9r5-s48.trf")).read_bytes()
    return Case(seed=0, number=0, base="data:dutch-2026/p9r5-s48.trf", mutated=Mutated(data=data, steps=(), line=line),
                argv=argv)


def test_the_harness_reports_a_bug_as_exit_3(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise KeyError(99)

    monkeypatch.setattr(check, "checked_round", broken)
    case = case_with(("check", "{file}"))
    found = problems(case, run_case(case, tmp_path))
    assert len(found) == 1 and found[0].startswith("exit 3: swisscheck: internal error:") and "KeyError: 99" in found[0]


def test_the_harness_reports_a_hang(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def forever(*args: object) -> None:
        while True:
            pass

    monkeypatch.setattr(check, "checked_round", forever)
    case = case_with(("check", "{file}"))
    outcome = run_case(case, tmp_path, limit=0.5)
    assert outcome.escaped == "timeout"
    assert problems(case, outcome)[0].startswith("hang:")


def test_the_harness_reports_an_error_without_its_line_and_a_changed_file(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    def unlocated(*args: object) -> None:
        (tmp_path / "fuzz.trf").write_bytes(b"changed")
        raise InputError("something is wrong somewhere")

    monkeypatch.setattr(check, "checked_round", unlocated)
    case = case_with(("check", "{file}"), line=3)
    found = problems(case, run_case(case, tmp_path))
    assert found == ["the input file was modified",
                     "exit 2 without a line after a one-line mutation (line 3): swisscheck: error: {file}: "
                     "something is wrong somewhere"]


def test_the_harness_accepts_a_clean_run(tmp_path: Path) -> None:
    case = case_with(("check", "{file}"))
    outcome = run_case(case, tmp_path)
    assert (outcome.code, problems(case, outcome)) == (0, [])
    assert isinstance(outcome, Outcome) and "5 of 5 rounds consistent" in outcome.stdout


FOUND_BASES = Path(__file__).with_name("found_bases.txt")
"""The base files as they were when the numbered cases below were found (files added to tests/data, the
samples or the corpus since would draw other cases under the same numbers)."""


@pytest.mark.parametrize(("number", "command", "code"), [
    (448, "check", 1),     # 192 FIDE_TEAM_GP added to a Double-Swiss file, checked --system lim: a round
                           # the Lim procedure cannot pair (2.6) is judged on its absolute criteria, not exit 3
    (8081, "explain", 0),  # round blocks doubled in a Lim file, explained --system rating-2009: the two
                           # records of a game disagree; B.1 a read from both kept C.13 from looping
])
def test_the_fuzzers_finds_on_the_new_systems_are_fixed(tmp_path: Path, corpus_dir: Path, number: int,
                                                        command: str, code: int) -> None:
    names = tuple(line for line in FOUND_BASES.read_text().splitlines() if line and not line.startswith("#"))
    case = fuzz.make_case(22, number, names, {n: fuzz.base_path(n).read_bytes() for n in names})
    assert case.argv[0] == command
    outcome = run_case(case, tmp_path)
    assert problems(case, outcome) == [] and outcome.code == code

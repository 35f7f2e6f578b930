"""One tournament of a campaign: generated round by round, each round paired by the external engine and checked.

Before each round the engine gets the tournament so far (the rounds played, the number of rounds,
the round's known byes and absences, the initial colour) and writes its pairing; the pairing gets
the verdict ``swisscheck check`` would give that round, and the tournament goes on with it (random
results by the rating model). A pairing that cannot be played as a round (the engine crashed,
timed out, wrote something unreadable, or its pairing is ILLEGAL: someone twice, an absent player,
someone left out, two PABs) is a discrepancy with its own verdict, and the round is played with swisscheck's
own pairing instead, so the later rounds still test the engine. When neither swisscheck nor the
engine finds a pairing (the engine exits non-zero), the tournament ends there, as the generator
ends it. An internal error of swisscheck (a bug) ends that tournament only, as its INTERNAL
failure: the campaign goes on with the next (issue 29).

Before the first tournament, ``probe`` runs the engine on the first round of the first two
tournaments: an engine the shell cannot run, or one failing on both alike, stops the campaign.
"""

from __future__ import annotations

import gc
import tempfile
import traceback
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Literal

from checker.campaign.engine import EngineAnswer, EngineOutputError, read_boards, run_engine
from checker.parallel.pool import Stopped, check_stop
from checker.check.round import check_pairing
from checker.errors import InputError, PairingImpossible
from checker.evaluation.findings import Verdict
from checker.generation.config import Dialect
from checker.generation.output import engine_text, trf_text
from checker.generation.settings import GeneratorSettings
from checker.models import Frozen, Pairing, Tournament
from checker.state.base import PairingState, to_start_numbers
from checker.systems.capabilities import generator
from checker.systems.registry import System, lookup

EngineVerdict = Literal["CRASH", "TIMEOUT", "UNREADABLE", "ILLEGAL", "INTERNAL"]
"""A campaign's own verdicts, the failure kinds: the engine exited non-zero (or was killed), did not
answer in time, wrote something that is not a pairing in the ``-p`` format, or a pairing the round
cannot be played with (Basic Rules 3, General Handling 3.3); INTERNAL: swisscheck itself failed on
the round (a bug in swisscheck, not the engine's), which ends that tournament only."""
FAILURE_KINDS: tuple[EngineVerdict, ...] = ("CRASH", "TIMEOUT", "UNREADABLE", "ILLEGAL", "INTERNAL")

CampaignVerdict = Verdict | EngineVerdict


class TournamentSpec(Frozen):
    """Everything a worker needs to play one tournament of a campaign (picklable)."""

    index: int
    """1-based number of the tournament in the campaign."""
    seed: int
    system: str
    players: int
    rounds: int
    settings: GeneratorSettings
    engine: str
    timeout: float
    trf: Dialect


class Discrepancy(Frozen):
    """A round where the engine's pairing is not the rules' one (or no pairing at all)."""

    tournament: int
    seed: int
    round: int
    verdict: CampaignVerdict
    criterion: str | None = None
    article: str | None = None
    message: str
    exit_code: int | None = None
    stderr: str = ""
    stdout: str = ""
    files: dict[str, str] = {}
    """Where the report folder keeps the files to replay it (set when they are written)."""


class KeptRound(Frozen):
    """The engine's input and output of a discrepancy round, for the report folder."""

    round: int
    input_trf: str
    output: str | None
    stderr: str
    stdout: str = ""
    traceback: str = ""
    """swisscheck's traceback, for an INTERNAL failure."""


class TournamentOutcome(Frozen):
    """A played tournament: its size, its rounds' verdicts counted, its discrepancies and their files."""

    index: int
    seed: int
    players: int
    rounds: int
    """Rounds asked for."""
    verdicts: dict[str, int]
    """How many rounds got each verdict (CONSISTENT included)."""
    discrepancies: tuple[Discrepancy, ...] = ()
    kept: tuple[KeptRound, ...] = ()
    trf: str | None = None
    """The whole tournament as played, when it has a discrepancy."""

    @property
    def rounds_checked(self) -> int:
        """Rounds the engine was asked to pair."""
        return sum(self.verdicts.values())


def playable(state: PairingState, pairing: Pairing) -> bool:
    """Every participant to be paired appears once (paired, or the PAB), nobody else (Basic Rules 3,
    General Handling 3.3): a pairing a round can be played with."""
    present = sorted(state.start_number_of(p.tpn) for p in state.players)
    seen = [n for pair in pairing.pairs for n in (pair.white, pair.black)]
    seen += [] if pairing.pab is None else [pairing.pab]
    return sorted(seen) == present


class EnginePairer:
    """The pairer a campaign hands the generator: asks the engine, checks its answer, records it."""

    def __init__(self, system: System, spec: TournamentSpec, workdir: Path) -> None:
        self.system = system
        self.spec = spec
        self.workdir = workdir
        self.verdicts: Counter[str] = Counter()
        self.discrepancies: list[Discrepancy] = []
        self.kept: list[KeptRound] = []
        self.last: tuple[Tournament, int, str] | None = None
        """The tournament so far, the round asked and the engine's input of it (once written)."""

    def record(self, round_number: int, verdict: CampaignVerdict, message: str, text: str,
               answer: EngineAnswer, criterion: str | None = None, article: str | None = None) -> None:
        """Count a round's verdict; keep a discrepancy with the engine's input and output."""
        self.verdicts[verdict] += 1
        if verdict == "CONSISTENT":
            return
        self.discrepancies.append(Discrepancy(
            tournament=self.spec.index, seed=self.spec.seed, round=round_number, verdict=verdict,
            criterion=criterion, article=article, message=message,
            exit_code=answer.exit_code, stderr=answer.stderr, stdout=answer.stdout,
        ))
        self.kept.append(KeptRound(round=round_number, input_trf=text, output=answer.output, stderr=answer.stderr,
                                   stdout=answer.stdout))

    def reference(self, state: PairingState) -> Pairing:
        """swisscheck's pairing of the round, by start number (PairingImpossible when none exists)."""
        return to_start_numbers(state, self.system.pair(state))

    def __call__(self, tournament: Tournament, round_number: int) -> Pairing:
        """The engine's pairing of the round when it can be played, else swisscheck's."""
        check_stop()
        self.last = (tournament, round_number, "")
        text = engine_text(tournament, self.spec.trf)
        self.last = (tournament, round_number, text)
        answer = run_engine(self.spec.engine, text, self.spec.timeout, self.workdir,
                            f"t{self.spec.index}-r{round_number}")
        state = self.system.build_state(tournament, round_number)
        if answer.outcome != "ok":
            try:
                reference = self.reference(state)
            except PairingImpossible:
                if answer.outcome == "crash":
                    raise  # neither finds a pairing: the tournament ends here, as the generator ends it
                reference = None
            verdict: EngineVerdict = "TIMEOUT" if answer.outcome == "timeout" else "CRASH"
            self.record(round_number, verdict, answer.stated, text, answer)
            if reference is None:
                raise PairingImpossible("no legal pairing, and the engine did not answer")
            return reference
        try:
            boards = read_boards(answer.output, set(self.system.names(tournament)))
        except EngineOutputError as exc:
            self.record(round_number, "UNREADABLE", str(exc), text, answer)
            return self.reference(state)
        if len(boards.pabs) > 1:
            self.record(round_number, "ILLEGAL", "the engine gives the PAB to "
                        + " and ".join(str(n) for n in boards.pabs)
                        + ": only one participant is left unpaired", text, answer, article="Basic Rules 3")
            return self.reference(state)
        pairing = boards.pairing(round_number)
        verdict_of_round = check_pairing(state, pairing, self.system, round_number)
        legal = playable(state, pairing)
        self.record(round_number, verdict_of_round.verdict if legal else "ILLEGAL", verdict_of_round.message, text,
                    answer, verdict_of_round.criterion, verdict_of_round.article)
        if legal:
            return pairing
        if verdict_of_round.reference is None:
            raise PairingImpossible("no legal pairing, and the engine's cannot be played")
        return verdict_of_round.reference

    def internal_error(self, exc: Exception) -> Tournament | None:
        """Record swisscheck's own failure as the round's INTERNAL verdict (the exception named, its
        traceback kept); the tournament so far, whose file is kept with it."""
        tournament, round_number, text = self.last if self.last else (None, 0, "")
        self.verdicts["INTERNAL"] += 1
        self.discrepancies.append(Discrepancy(
            tournament=self.spec.index, seed=self.spec.seed, round=round_number, verdict="INTERNAL",
            message=f"swisscheck failed on round {round_number} (a bug in swisscheck, not the engine's): "
                    f"{type(exc).__name__}: {exc}; the tournament ends here, the campaign goes on",
        ))
        self.kept.append(KeptRound(round=round_number, input_trf=text, output=None, stderr="",
                                   traceback="".join(traceback.format_exception(exc))))
        return tournament


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused for a tournament, its new objects collected once after
    it: about 5 % of a round's time otherwise (200 young collections per 50 rounds; bench/README.md).
    Nothing new is promoted while it is paused, so the one young collection sees all of them."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
        gc.collect(0)


def play(spec: TournamentSpec) -> TournamentOutcome:
    """Play one tournament of a campaign against the engine (runs in a worker process)."""
    system = lookup(spec.system)
    with collector_paused(), tempfile.TemporaryDirectory(prefix="swisscheck-campaign-") as work:
        pairer = EnginePairer(system, spec, Path(work))
        settings = spec.settings.model_copy(update={"pairer": pairer})
        tournament: Tournament | None
        try:
            tournament = generator(system, system.title).generate(spec.players, spec.rounds, spec.seed, settings)
        except Stopped:
            raise
        except Exception as exc:  # a bug in swisscheck: this tournament's failure, not the campaign's end
            tournament = pairer.internal_error(exc)
    discrepancies = tuple(pairer.discrepancies)
    return TournamentOutcome(
        index=spec.index, seed=spec.seed, players=spec.players, rounds=spec.rounds,
        verdicts=dict(sorted(pairer.verdicts.items())), discrepancies=discrepancies, kept=tuple(pairer.kept),
        trf=trf_text(tournament, spec.trf) if discrepancies and tournament is not None else None,
    )


class _FirstRound(Exception):
    """Stops a generation at its first round, carrying the engine's input of that round."""

    def __init__(self, text: str) -> None:
        super().__init__("first round reached")
        self.text = text


def first_round_input(spec: TournamentSpec) -> str:
    """The file the engine gets for the first round of ``spec``'s tournament (absences entered)."""
    def capture(tournament: Tournament, round_number: int) -> Pairing:
        raise _FirstRound(engine_text(tournament, spec.trf))

    try:
        system = lookup(spec.system)
        generator(system, system.title).generate(spec.players, spec.rounds, spec.seed,
                                                 spec.settings.model_copy(update={"pairer": capture}))
    except _FirstRound as first:
        return first.text
    raise InputError(f"tournament {spec.index}: the generator paired no round")


def probe(specs: list[TournamentSpec]) -> None:
    """Run the engine on the first round of the first two tournaments before the campaign; InputError
    with the engine's standard error and output when the shell cannot run it (126, 127, nothing
    written) or both runs fail alike (JaVaFo's "Total number of rounds must be defined" on every call)."""
    answers: list[EngineAnswer] = []
    with tempfile.TemporaryDirectory(prefix="swisscheck-probe-") as work:
        for spec in specs[:2]:
            answer = run_engine(spec.engine, first_round_input(spec), spec.timeout, Path(work), "probe-r1")
            answers.append(answer)
            if answer.cannot_run:
                raise InputError(_unusable(spec.engine, answer, "the shell cannot run it"), option="--engine")
    if len(answers) == 2 and answers[0].same_failure(answers[1]):
        raise InputError(_unusable(specs[0].engine, answers[0], "it fails alike on the first round of the first "
                                   "two tournaments"), option="--engine")


def _unusable(engine: str, answer: EngineAnswer, why: str) -> str:
    """The message of an engine that cannot pair a round: the command, how it ended, both streams."""
    lines = [f"--engine {engine!r}: campaign stopped before the first tournament, {why}: {answer.stated}"]
    for name, text in (("standard error", answer.stderr), ("standard output", answer.stdout)):
        lines.append(f"  {name}:" + ("".join(f"\n    {line}" for line in text.rstrip().splitlines())
                                      if text.strip() else " (empty)"))
    return "\n".join(lines)

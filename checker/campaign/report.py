"""A campaign's report: totals, the C.04.A endorsement line, the engine's failures and the rules'
discrepancies counted apart, each discrepancy with its files.

The JSON object: ``{"schema", "system", "engine", "seed", "tournaments", "rounds", "discrepancies": [{"tournament",
"seed", "round", "verdict", "criterion", "article", "message", "exit_code", "stderr", "stdout", "files"}],
"by_verdict", "by_criterion", "by_failure", "endorsement": {"tournaments", "discrepant", "rate_per_5000",
"interval_per_5000", "verdict", "line"}, "interrupted", "requested", "seconds"}``: ``by_verdict`` counts
every round checked (CONSISTENT included), ``by_failure`` the rounds of each failure kind (CRASH,
TIMEOUT, UNREADABLE, ILLEGAL, INTERNAL), ``by_criterion`` the other discrepancies by criterion, else article,
else verdict; ``endorsement.discrepant`` the tournaments with at least one discrepancy. With a report folder, each discrepancy's tournament is kept there as played
(``tNNNNN.trf``: ``swisscheck check`` replays its verdicts), with the engine's input of the round
(``tNNNNN-rRR.input.trf``: ``swisscheck pair``/``explain --round RR`` show swisscheck's pairing of
it), its output (``.output.txt``) and its standard error (``.stderr.txt``); an INTERNAL failure keeps
swisscheck's traceback (``.traceback.txt``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from tabulate import tabulate

from checker.campaign.endorsement import Endorsement, counted, endorsement
from checker.campaign.play import FAILURE_KINDS, Discrepancy, TournamentOutcome
from checker.models import Frozen
from checker.report.schema import versioned


class CampaignReport(Frozen):
    """The totals of a campaign and its discrepancies (in tournament and round order)."""

    system: str
    engine: str
    seed: int
    tournaments: int
    """Tournaments played to the end."""
    rounds: int
    """Rounds the engine was asked to pair."""
    discrepancies: tuple[Discrepancy, ...]
    by_verdict: dict[str, int]
    by_criterion: dict[str, int]
    """The rules' discrepancies (failures apart) by criterion, else article, else verdict."""
    by_failure: dict[str, int] = {}
    """Rounds failed, by failure kind (CRASH, TIMEOUT, UNREADABLE, ILLEGAL; INTERNAL: swisscheck's)."""
    endorsement: Endorsement
    requested: int
    interrupted: bool = False
    seconds: float = 0.0

    @property
    def exit_code(self) -> int:
        """0 without a discrepancy, 1 with one, 130 (128 + SIGINT) when stopped by Ctrl-C."""
        return 130 if self.interrupted else (1 if self.discrepancies else 0)


def rule_of(d: Discrepancy) -> str:
    """What a discrepancy breaks, as counted: its criterion, else its article, else its verdict."""
    return d.criterion or d.article or d.verdict


def summarise(outcomes: Iterable[TournamentOutcome], system: str, engine: str, seed: int, requested: int,
              interrupted: bool = False, seconds: float = 0.0) -> CampaignReport:
    """The report of the tournaments played (in any order: sorted here, so that the report does not
    depend on which worker finished first)."""
    played = sorted(outcomes, key=lambda o: o.index)
    verdicts: Counter[str] = Counter()
    for o in played:
        verdicts.update(o.verdicts)
    discrepancies = tuple(d for o in played for d in o.discrepancies)
    failures = Counter(d.verdict for d in discrepancies if d.verdict in FAILURE_KINDS)
    return CampaignReport(
        system=system, engine=engine, seed=seed, tournaments=len(played), rounds=sum(verdicts.values()),
        discrepancies=discrepancies, by_verdict=dict(verdicts.most_common()),
        by_criterion=dict(Counter(rule_of(d) for d in discrepancies if d.verdict not in FAILURE_KINDS).most_common()),
        by_failure={kind: failures[kind] for kind in FAILURE_KINDS if failures[kind]},
        endorsement=endorsement(len(played), sum(1 for o in played if o.discrepancies)),
        requested=requested, interrupted=interrupted, seconds=round(seconds, 2),
    )


def tournament_file(index: int) -> str:
    """The name of a tournament's file in the report folder."""
    return f"t{index:05d}.trf"


def keep_files(outcome: TournamentOutcome, folder: Path) -> TournamentOutcome:
    """Write a tournament's files to the report folder; the outcome with the file names in its
    discrepancies and without the texts."""
    if not outcome.discrepancies:
        return outcome
    folder.mkdir(parents=True, exist_ok=True)
    name = tournament_file(outcome.index)
    (folder / name).write_text(outcome.trf or "", encoding="utf-8")
    files: dict[int, dict[str, str]] = {}
    for kept in outcome.kept:
        stem = f"t{outcome.index:05d}-r{kept.round:02d}"
        names = {"tournament": name}
        if kept.input_trf:
            names["input"] = f"{stem}.input.trf"
            (folder / names["input"]).write_text(kept.input_trf, encoding="utf-8")
        if kept.output is not None:
            names["output"] = f"{stem}.output.txt"
            (folder / names["output"]).write_text(kept.output, encoding="utf-8")
        for stream, text in (("stderr", kept.stderr), ("stdout", kept.stdout), ("traceback", kept.traceback)):
            if text:
                names[stream] = f"{stem}.{stream}.txt"
                (folder / names[stream]).write_text(text, encoding="utf-8")
        files[kept.round] = names
    return outcome.model_copy(update={
        "discrepancies": tuple(d.model_copy(update={"files": files.get(d.round, {})}) for d in outcome.discrepancies),
        "kept": (), "trf": None,
    })


def render_json(report: CampaignReport) -> str:
    """The report as JSON with its ``schema`` version first (fields in the module docstring, docs/schema/campaign.json)."""
    return versioned(report)


def render_text(report: CampaignReport) -> str:
    """Totals, the endorsement line, the rounds by verdict, the failures and the rules' discrepancies
    in tables of their own, then one line per discrepancy."""
    n, e = len(report.discrepancies), report.endorsement
    out = [f"Campaign: {report.system}, engine: {report.engine}, seed {report.seed}"]
    if report.interrupted:
        out.append(f"Interrupted: {report.tournaments:,} of {counted(report.requested, 'tournament', 'tournaments')} "
                   "played to the end.")
    out.append(f"{counted(report.tournaments, 'tournament', 'tournaments')}, {counted(report.rounds, 'round', 'rounds')}, "
               f"{counted(n, 'discrepancy', 'discrepancies')} ({report.seconds:.1f} s)")
    low, high = e.interval_per_5000
    out.append(f"Tournaments with a discrepancy: {e.discrepant:,} of {e.tournaments:,}, {e.rate_per_5000:.1f} per 5,000 "
               f"tournaments (95% interval {low:.1f}-{high:.1f})")
    out.append(f"Endorsement (C.04.A): {e.line}")
    if report.by_verdict:
        out += ["", tabulate(sorted(report.by_verdict.items()), headers=["Verdict", "Rounds"], tablefmt="simple")]
    if report.by_failure:
        out += ["", tabulate(list(report.by_failure.items()), headers=["Engine failure", "Rounds"], tablefmt="simple")]
    if report.by_criterion:
        out += ["", tabulate(list(report.by_criterion.items()), headers=["Criterion / article", "Discrepancies"],
                             tablefmt="simple", disable_numparse=True)]
    if report.discrepancies:
        rows = [[d.tournament, d.seed, d.round, d.verdict, rule_of(d) if rule_of(d) != d.verdict else "",
                 d.files.get("tournament", ""), _one_line(d.message)] for d in report.discrepancies]
        out += ["", tabulate(rows, headers=["Tournament", "Seed", "Round", "Verdict", "Criterion / article", "File",
                                            "Message"], tablefmt="simple", disable_numparse=True)]
    return "\n".join(out) + "\n"


def _one_line(text: str, width: int = 100) -> str:
    """A message on one line, cut at ``width`` characters."""
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 3] + "..."

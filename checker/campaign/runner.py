"""A whole campaign run: the engine probed on a first round, the tournaments played (here, on a
process pool or on Dask), their discrepancies' files kept, the report summed up.

What ``swisscheck campaign`` and :func:`checker.api.campaign` both run; the command adds the
progress bar (``on_outcome``) and prints the report.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from checker.campaign.play import TournamentOutcome, TournamentSpec, play, probe
from checker.campaign.report import CampaignReport, keep_files, render_json, summarise
from checker.parallel.pool import Backend, run_tasks


def run_campaign(specs: list[TournamentSpec], system_title: str, engine: str, seed: int, jobs: int,
                 backend: Backend = "process", scheduler: str | None = None, folder: Path | None = None,
                 on_outcome: Callable[[TournamentOutcome], None] | None = None) -> CampaignReport:
    """Probe the engine on the first round (here, unless on a cluster of its own), play ``specs`` on
    ``jobs`` workers, keep each discrepancy's files and ``report.json`` in ``folder``; the report
    (``interrupted`` when Ctrl-C stopped it). InputError for an engine that cannot pair a first round."""
    outcomes: list[TournamentOutcome] = []
    start = time.perf_counter()
    try:
        if scheduler is None:
            probe(specs)
    except KeyboardInterrupt:
        return _kept(summarise([], system_title, engine, seed, len(specs), True), folder)

    def received(outcome: TournamentOutcome) -> None:
        outcomes.append(keep_files(outcome, folder) if folder else outcome.model_copy(update={"kept": (), "trf": None}))
        if on_outcome is not None:
            on_outcome(outcome)

    interrupted = run_tasks(play, specs, received, jobs=jobs, backend=backend, scheduler=scheduler)
    report = summarise(outcomes, system_title, engine, seed, len(specs), interrupted, time.perf_counter() - start)
    return _kept(report, folder)


def _kept(report: CampaignReport, folder: Path | None) -> CampaignReport:
    """The report, written as ``report.json`` in ``folder`` when there is one."""
    if folder:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "report.json").write_text(render_json(report), encoding="utf-8")
    return report

"""Check one round: rebuild its state, pair it with the reference pairer, compare with the published pairing.

For round r: the state from rounds 1..r-1 as published (``system.build_state``), the rules' pairing
(``system.pair``), and both pairings evaluated by the system (``system.evaluate``) and compared
(``checker.evaluation.compare``). Participation (who had to be paired) is checked here, for every
system alike (General Handling 3.2-3.3, Basic Rules 3).
"""

from __future__ import annotations


from checker.errors import PairingImpossible
from checker.evaluation.compare import compare
from checker.evaluation.findings import SEVERITY, Finding, RoundVerdict
from checker.evaluation.frame import no_reference_sentence, unexplained_sentence
from checker.models import Pairing, Tournament
from checker.state.base import PairingState, to_start_numbers, to_tpn
from checker.systems.interface import PairingSystem, StateT
from checker.tournament.published import PublishedRoundError


def participation_findings(state: PairingState, published: Pairing) -> tuple[Finding, ...]:
    """Players paired twice, absent players paired, present players left out (TPN pairing in).

    General Handling 3.3 (known absences are not paired), Basic Rules 3 (only one participant is
    left unpaired, with the PAB).
    """
    findings: list[Finding] = []
    sn = state.start_number_of
    seen: dict[int, int] = {}
    for pair in published.pairs:
        for tpn in (pair.white, pair.black):
            seen[tpn] = seen.get(tpn, 0) + 1
    if published.pab is not None:
        seen[published.pab] = seen.get(published.pab, 0) + 1
    twice = sorted(t for t, n in seen.items() if n > 1)
    if twice:
        findings.append(Finding(
            verdict="VIOLATION", article="Basic Rules 3",
            message="paired more than once in the round: " + ", ".join(str(sn(t)) for t in twice),
            players=tuple(sn(t) for t in twice),
        ))
    absent = {tpn: code for tpn, code in state.absent}
    paired_absent = sorted(t for t in seen if t in absent)
    if paired_absent:
        findings.append(Finding(
            verdict="VIOLATION", article="General Handling 3.3",
            message="absent players paired: " + ", ".join(f"{sn(t)} (code {absent[t] or 'blank'})" for t in paired_absent),
            players=tuple(sn(t) for t in paired_absent),
        ))
    present = {p.tpn for p in state.players}
    left_out = sorted(present - set(seen))
    if left_out:
        findings.append(Finding(
            verdict="VIOLATION", article="Basic Rules 3",
            message="present players left out without a bye: " + ", ".join(str(sn(t)) for t in left_out),
            players=tuple(sn(t) for t in left_out),
        ))
    return tuple(findings)


def _differing(published: Pairing, reference: Pairing) -> int:
    """Published pairs (with colours) not in the reference, plus one if the PAB differs."""
    count = len(published.as_set() - reference.as_set())
    return count + (1 if published.pab != reference.pab else 0)


def _verdict_from(round_number: int, findings: tuple[Finding, ...], published: Pairing,
                  reference: Pairing | None, differing: int) -> RoundVerdict:
    """One RoundVerdict from its findings: violations first, else the first finding."""
    violations = tuple(f for f in findings if f.verdict == "VIOLATION")
    ordered = violations + tuple(f for f in findings if f.verdict != "VIOLATION")
    main = ordered[0] if ordered else None
    return RoundVerdict(
        round=round_number,
        verdict=main.verdict if main else "CONSISTENT",
        criterion=main.criterion if main else None,
        article=main.article if main else None,
        message=main.message if main else "same pairs, colours and PAB as the rules' pairing",
        differing_pairs=differing,
        findings=ordered,
        published=published,
        reference=reference,
    )


def check_round(tournament: Tournament, round_number: int, system: PairingSystem[StateT],
                total_rounds: int | None = None) -> RoundVerdict:
    """The verdict of round ``round_number`` as published, against ``system``'s reference pairer."""
    state = system.build_state(tournament, round_number, total_rounds)
    try:
        published_sn = system.published(tournament, round_number)
    except PublishedRoundError as exc:
        finding = Finding(verdict="VIOLATION", article="Basic Rules 3", message=str(exc))
        return RoundVerdict(round=round_number, verdict="VIOLATION", article=finding.article,
                            message=finding.message, findings=(finding,))
    return check_pairing(state, published_sn, system, round_number)


def check_pairing(state: StateT, published_sn: Pairing, system: PairingSystem[StateT],
                  round_number: int) -> RoundVerdict:
    """The verdict on any pairing of a round (by start number; every number a participant of the
    tournament), against ``system``'s reference pairer on ``state``: what ``check`` says of the
    round published so (a campaign passes an external engine's pairing)."""
    published = to_tpn(state, published_sn)
    findings = participation_findings(state, published)
    try:
        reference = system.pair(state)
    except PairingImpossible as exc:
        if not findings:
            findings += system.evaluate(state, published).violations
        if not findings:
            findings += (Finding(
                verdict="BETTER", article=f"{system.title}",
                message=no_reference_sentence(str(exc)),
            ),)
        return _verdict_from(round_number, findings, published_sn, None, len(published.pairs))
    reference_sn = to_start_numbers(state, reference)
    differing = _differing(published, reference)
    if published.as_set() != reference.as_set() or published.pab != reference.pab:
        findings += compare(system, state, published, reference)
        if differing and not findings:
            findings += (Finding(
                verdict="UNCHECKED",
                message=unexplained_sentence(differing, system.title),
            ),)
    return _verdict_from(round_number, findings, published_sn, reference_sn, differing)


def worst(verdicts: tuple[RoundVerdict, ...]) -> str:
    """The most severe verdict among rounds (for a one-line summary)."""
    return max((v.verdict for v in verdicts), key=lambda v: SEVERITY[v], default="CONSISTENT")

"""A round's verdict in one sentence of plain words, built from the verdict's fields (never its message).

The words are an organiser's: "score group 2.5", "pairing-allocated bye", "the rules' pairing";
every sentence names the article (and the criterion, when there is one) it rests on.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from checker.evaluation.cause import Claim
from checker.evaluation.findings import Finding, RoundVerdict, Verdict

WHAT: dict[Verdict, str] = {
    "CONSISTENT": "the published pairing is the rules' pairing",
    "VIOLATION": "the published pairing breaks an absolute rule",
    "WORSE": "the published pairing is legal but worse than the rules' pairing",
    "BETTER": "the published pairing is better than swisscheck's reference pairing "
              "(the reference pairer is wrong here: please report it)",
    "DIVERGES": "the published pairing is legal and as good on every criterion, "
                "but not the rules' first choice",
    "COLOURS": "the published pairs are the rules' pairs, but colours differ",
    "UNCHECKED": "the round could not be checked",
}
"""What each verdict means, as the start of the round's sentence."""


def where(bracket: str | None, finding: Finding | None) -> str:
    """The place a finding speaks of, with its preposition: ``in score group 2.5``, ``for the
    pairing-allocated bye`` (a stage without a bracket and without pairs), or nothing."""
    if bracket:
        return f"in score group {bracket}" if bracket[0].isdigit() else f"in {bracket}"
    if finding is not None and finding.verdict in ("WORSE", "BETTER", "DIVERGES") and not finding.published_pairs \
            and not finding.reference_pairs:
        return "for the pairing-allocated bye"
    return ""


def rule(criterion: str | None, article: str | None) -> str:
    """``C6, Dutch 2.4.1`` / ``Dutch 4.3.2`` / empty."""
    return ", ".join(x for x in (criterion, article) if x)


def round_sentence(verdict: RoundVerdict) -> str:
    """``Round 4: the published pairing is legal but worse ... in score group 2.5 (C6, Dutch 2.4.1).``"""
    main = verdict.findings[0] if verdict.findings else None
    text = f"Round {verdict.round}: {WHAT[verdict.verdict]}"
    place = where(main.bracket if main else None, main)
    if place:
        text += f" {place}"
    cause = rule(verdict.criterion, verdict.article)
    if cause:
        text += f" ({cause})"
    return text + "."


def values_sentence(finding: Finding) -> str:
    """The values a criterion compares, labelled: ``C6 measures 26 for the published pairing, 0 for the rules'.``"""
    if finding.published_value is None and finding.reference_value is None:
        return ""
    label = finding.criterion or finding.article or "the rule"
    return (f"{label} measures {finding.published_value or 'nothing'} for the published pairing, "
            f"{finding.reference_value or 'nothing'} for the rules' pairing.")


CLAIM_WORDS: dict[Claim, str] = {"cause": "Cause", "possible explanation": "Possible explanation"}
"""How a cause's claim starts its sentence (issue 31 item 5: one hypothesis proved, or a stack of edits)."""


def cause_sentence(verdict: RoundVerdict) -> str | None:
    """The round's cause in one plain sentence (issue 24): ``Cause: the rules' pairing, had players 20
    and 83 not been in it; ...`` (``Possible explanation: ...`` for a stack of edits, its caveat first);
    a short line when none was found; None when the search did not run."""
    cause = verdict.cause
    if cause is not None:
        caveat = f"Caveat: {cause.caveat}. " if cause.caveat else ""
        return f"{caveat}{CLAIM_WORDS[cause.claim]}: {cause.message}."
    if verdict.searched == "partial":
        return "Cause: none found before the search's budget (10x the round's check) ran out."
    if verdict.searched == "complete":
        return "Cause: none found (no hypothesis reproduces the published round)."
    return None


NAMED_PLACES = (
    re.compile(r"^(?:[^:]{1,8}: )?(?P<a>\d+) and (?P<b>\d+) (?=have |may not |both |are |may not meet)"),
    re.compile(r"^(?:[^:]{1,8}: )?(?P<a>\d+) (?=receives |gets )"),
    re.compile(r"(?:bye|PAB) to (?P<a>\d+)(?= although)"),
)
"""Where an absolute rule's sentence names participants by bare start number (``C1: 1 and 7 have already
played each other``, ``C2: 4 receives the PAB ...``, ``a PAB to 5 although ...``): the places that take a name."""


def named(message: str, players: Collection[int], names: Mapping[int, str]) -> str:
    """A finding's message with each participant it names by bare number (one of ``players``, at a place of
    :data:`NAMED_PLACES`) followed by the name: ``C1: 1 Kowalski, Jan and 7 Byrne, P have already played
    each other``. The JSON keeps the message as the system wrote it."""
    for pattern in NAMED_PLACES:
        match = pattern.search(message)
        if match is None:
            continue
        for group in sorted(match.groupdict(), key=lambda g: -match.start(g)):  # right to left: offsets hold
            number = int(match.group(group))
            name = names.get(number, "")
            if number in players and name:
                message = message[:match.start(group)] + f"{number} {name}" + message[match.end(group):]
        return message
    return message

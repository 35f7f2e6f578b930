"""An inconsistent file (issue 24, hypothesis 7): rounds that rest on broken data are not judged.

The reader already finds what breaks (``trf/checks.py``): two opponents' entries of a round that
disagree (opponents, colours, results: ``symmetry_warnings``) and a points column that does not
add up with the results (``points_warning``, here on the results as ``state.individual`` reads
them: blank rounds the column counts as byes are byes). What rests on a break (docs/interpretations.md,
"Issue 24: inconsistent files"):

- entries of round k that disagree on the opponent or the colour: round k and every later round;
  on the result only: the rounds after k;
- a points column that does not add up: every round after the first (which result is wrong is not
  known) in which that player is paired (his score moves no one in a round he is not paired in). In a
  team event, no round (issue 31, finding 2): a Team pairing reads each team's match and game points
  (C.04.6 1.2), from the boards' results both players enter, never a player's points column (a TRF
  team file's player points are informative): the rounds keep their verdicts and :func:`caveats`
  names the column they were judged despite.

Such a round, unless CONSISTENT, becomes UNCHECKED with the cause ``inconsistent-file`` naming the
line that breaks; a VIOLATION that does not rest on scores (a rematch, a second PAB, an absent player
paired, someone paired twice or left out) stays a VIOLATION, with the cause attached. Rounds are the
system's: a Double-Swiss match is two TRF columns.
"""

from __future__ import annotations

from checker.evaluation.cause import Cause
from checker.evaluation.findings import Finding, RoundVerdict
from checker.models import Frozen, Tournament
from checker.trf.checks import is_double_swiss, points_warning, symmetry_warnings
from checker.trf.errors import TRFWarning
from checker.trf.source import SourceMap
from checker.tournament.blank_byes import with_blank_byes

SCORE_FREE_CRITERIA: tuple[str, ...] = ("C1", "C2", "B1")
"""Absolute criteria that hold or fail whatever the scores: no rematch (C1), no second PAB (C2, Basic
Rules 4), both in the 2009 text's B1."""
PARTICIPATION_ARTICLES: tuple[str, ...] = ("Basic Rules 3", "General Handling 3.3")
"""The participation findings of ``check.round``: paired twice, absent players paired, players left out."""


class Break(Frozen):
    """A place where the file contradicts itself, and the rounds that rest on it."""

    warning: str
    """The reader's warning, ``file:line:column: field: message``."""
    rounds: tuple[int, ...]
    player: int | None = None
    points: bool = False
    """A points column that does not add up (else two entries of a round that disagree)."""


def _round_of(tournament: Tournament, column: int) -> int:
    """The round a TRF round column belongs to: itself, or its match in a Double-Swiss file (two columns each)."""
    return (column + 1) // 2 if is_double_swiss(tournament) else column


def _paired_in(tournament: Tournament, start_number: int, after: int) -> tuple[int, ...]:
    """The rounds after ``after`` in which a player was paired (an opponent or the PAB): a wrong score of his
    moves no one in the rounds he is not paired in. A team event: none (C.04.6 1.2, the teams' points
    pair them, not a player's points column)."""
    if tournament.teams:
        return ()
    entries = tournament.player(start_number).rounds
    return tuple(sorted({_round_of(tournament, e.round) for e in entries
                         if (e.opponent is not None or e.is_pab) and _round_of(tournament, e.round) > after}))


def breaks(tournament: Tournament, source: SourceMap) -> tuple[Break, ...]:
    """Every place the file contradicts itself (the reader's own checks), with the rounds resting on it."""
    lines = source.lines.get("players", ())
    # A tournament not read from a file (built in memory) has no lines: its breaks are named at line 0.
    line_of = {p.start_number: lines[i] if i < len(lines) else 0 for i, p in enumerate(tournament.players)}
    columns = tournament.round_columns  # read once: it scans every block of every player
    last = _round_of(tournament, columns)
    found: list[Break] = []
    for w in symmetry_warnings(tournament, line_of, source.file):
        k = _round_of(tournament, w.round or 1)
        own = "has result" in w.message  # only the results disagree: round k itself was paired as published
        sn = next((n for n, line in line_of.items() if line == w.line), None) if w.line else None
        found.append(Break(warning=str(w), rounds=tuple(range(k + 1 if own else k, last + 1)), player=sn))
    read = with_blank_byes(tournament)
    for player in read.players:
        if player.start_number not in line_of:
            continue
        pw: TRFWarning | None = points_warning(read, player, source.file, line_of[player.start_number],
                                               columns)
        if pw is not None:
            found.append(Break(warning=str(pw), rounds=_paired_in(tournament, player.start_number, 1),
                               player=player.start_number, points=True))
    return tuple(found)


def rests_on_scores(finding: Finding) -> bool:
    """False for a finding that holds whatever the scores: a rematch, a participation finding."""
    if finding.criterion in SCORE_FREE_CRITERIA:
        return False
    return finding.article not in PARTICIPATION_ARTICLES


def _cause(found: tuple[Break, ...]) -> Cause:
    """The ``inconsistent-file`` cause naming the first break (and how many more)."""
    more = len(found) - 1
    also = f" (and {more} more place{'s' if more > 1 else ''} where the file contradicts itself)" if more else ""
    return Cause(
        kind="inconsistent-file",
        message=f"the file is inconsistent before this round: {found[0].warning}{also}",
        players=tuple(sorted({b.player for b in found if b.player is not None})),
        reproduced=False,
    )


def judged(verdict: RoundVerdict, found: tuple[Break, ...]) -> RoundVerdict:
    """A round's verdict given the breaks of its file: unchanged when nothing broken comes before it or
    it is CONSISTENT; else UNCHECKED with the cause, or a score-free VIOLATION with the cause attached."""
    before = tuple(b for b in found if verdict.round in b.rounds)
    if not before or verdict.verdict == "CONSISTENT":
        return verdict
    cause = _cause(before)
    violations = [f for f in verdict.findings if f.verdict == "VIOLATION"]
    if violations and not any(rests_on_scores(f) for f in violations):
        return verdict.model_copy(update={"cause": cause})
    rule = " / ".join(x for x in (verdict.criterion, verdict.article) if x)
    unchecked = Finding(
        verdict="UNCHECKED",
        message=(f"not judged: the round rests on an inconsistent file ({before[0].warning}); the comparison "
                 f"said {verdict.verdict}" + (f" [{rule}]" if rule else "") + ", on data the file contradicts"),
    )
    return verdict.model_copy(update={"verdict": "UNCHECKED", "criterion": None, "article": None,
                                      "message": unchecked.message, "findings": (unchecked,), "cause": cause})


def caveats(found: tuple[Break, ...], verdicts: tuple[RoundVerdict, ...]) -> tuple[str, ...]:
    """What the verdicts were given despite: the points columns that rest on no round (a team event),
    named once when a round after the first was judged (issue 31, finding 2)."""
    idle = [b for b in found if b.points and not b.rounds]
    judged_rounds = [v.round for v in verdicts if v.round > 1 and v.verdict != "UNCHECKED"]
    if not idle or not judged_rounds:
        return ()
    players = ", ".join(str(b.player) for b in idle)
    whose = f"player {players}'s points column does" if len(idle) == 1 else f"the points columns of players {players} do"
    return (f"rounds judged although {whose} not add up with the results: a Team pairing reads the teams' "
            "match and game points from the boards' results (C.04.6 1.2), not a player's points column",)


def inconsistent_rounds(tournament: Tournament, source: SourceMap,
                        verdicts: tuple[RoundVerdict, ...]) -> tuple[tuple[RoundVerdict, ...], tuple[str, ...]]:
    """The verdicts of a file's rounds with the rounds resting on its contradictions not judged (:func:`judged`),
    and the caveats of the rounds judged despite one (:func:`caveats`)."""
    found = breaks(tournament, source)
    if not found:
        return verdicts, ()
    kept = tuple(judged(v, found) for v in verdicts)
    return kept, caveats(found, kept)

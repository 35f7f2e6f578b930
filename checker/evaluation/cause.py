"""Why a published round is not the rules' pairing: the cause found for it, proved by re-pairing.

A cause explains a round; it never excuses it: the round's verdict stays what the comparison said
(issue 24). ``checker.causes`` looks for causes; the report prints ``Cause.message`` beside the
verdict and JSON carries the whole object, so that a user can apply the hypothesis and re-pair.
"""

from __future__ import annotations

from typing import Literal

from checker.models import Frozen

CauseKind = Literal[
    "not-swiss", "edition", "acceleration", "taken-out", "absent-numbering", "initial-colour", "ranking",
    "manual-change", "inconsistent-file", "unrated-ranking",
]
"""The hypotheses, simplest first (issue 24):

- ``not-swiss``: an all-play-all schedule or a 092/192 naming a round robin or a league;
- ``edition``: the pairing of another edition of the system's rules (the one in force at another date);
- ``acceleration``: the acceleration the file declares was not applied, or one it does not declare was (C.04.7);
- ``taken-out``: players who did not play the round over the board were left out of the pairing;
- ``absent-numbering``: colours follow when absent participants keep (or lose) their numbers;
- ``initial-colour``: the round follows from the other initial colour;
- ``ranking``: a few players placed elsewhere in the initial ranking;
- ``manual-change``: the rules' pairing except one or two boards, changed by hand;
- ``inconsistent-file``: results that contradict each other or the points column;
- ``unrated-ranking``: round 1 with every rating 0, no hypothesis reproducing it: the initial ranking
  cannot be rebuilt from the file (General Handling 2.1-2.2).
"""

Claim = Literal["cause", "possible explanation"]
"""How strong a cause's claim is (issue 31 item 5): ``cause``, one hypothesis that re-pairing proves
(the published round exactly) or a fact of the file (``not-swiss``, ``inconsistent-file``); ``possible
explanation``, a stack of edits (a player out, a bye or boards by hand, two settings changed) or a round
1 whose initial ranking cannot be rebuilt."""

FILE_FACTS: tuple[CauseKind, ...] = ("not-swiss", "inconsistent-file")
"""Causes read off the file, not hypotheses: always ``cause``."""


def claim_of(kind: CauseKind, reproduced: bool, hypotheses: int) -> Claim:
    """``cause`` for a fact of the file or one hypothesis reproducing the round exactly (a change by hand
    alone is no re-pairing), else ``possible explanation`` (issue 31 item 5)."""
    if kind in FILE_FACTS:
        return "cause"
    proved = reproduced and hypotheses == 1 and kind not in ("manual-change", "unrated-ranking")
    return "cause" if proved else "possible explanation"



CAUSE_WORDS: dict[CauseKind, str] = {
    "not-swiss": "not a Swiss",
    "edition": "another edition of the rules",
    "taken-out": "players left out",
    "absent-numbering": "absent players' numbers",
    "initial-colour": "the other initial colour",
    "ranking": "another initial ranking",
    "manual-change": "boards changed by hand",
    "inconsistent-file": "the file contradicts itself",
}
"""Each kind of cause in a few plain words, for a column of causes (the HTML verdicts table)."""


class Hypothesis(Frozen):
    """A change of the input under which the round was re-paired: what a user applies to reproduce it.

    ``option`` is the command line that applies it where one exists (``--system dutch-2017``,
    ``--absent 20,83``); ``changes`` says in plain words what was changed in the input.
    """

    kind: CauseKind
    changes: str
    option: str | None = None


class Cause(Frozen):
    """The simplest cause found for a round that is not CONSISTENT, with its proof.

    ``message`` is one plain sentence for the report (``the rules' pairing, had players 20 and 83
    not been in it``); ``players`` are start numbers, ``boards`` board numbers of the published
    round (General Handling 3.6) that the cause itself names; ``hypotheses`` the changes applied
    (one, or two combined, e.g. taken-out then manual-change); ``reproduced`` is True when
    re-pairing under the hypotheses gives the published round exactly, False when it gives it
    except for ``boards``; ``claim`` grades it (the report says "Cause" or "Possible explanation").
    """

    kind: CauseKind
    message: str
    players: tuple[int, ...] = ()
    boards: tuple[int, ...] = ()
    hypotheses: tuple[Hypothesis, ...] = ()
    reproduced: bool = True
    claim: Claim = "cause"
    """``cause`` or ``possible explanation`` (:func:`claim_of`, filled in when not given)."""
    caveat: str | None = None
    """What the reader must know before the claim (round 1 with every rating 0: the initial ranking
    cannot be rebuilt from the file), or None."""

    def __post_init__(self) -> None:
        """The claim from the kind, ``reproduced`` and the hypotheses (:func:`claim_of`): nothing else
        decides it, a claim given is replaced by the one they make."""
        object.__setattr__(self, "claim", claim_of(self.kind, self.reproduced, len(self.hypotheses)))

CauseSearch = Literal["complete", "partial"]
"""How a round's cause search ended: every hypothesis tried, or stopped by its budget (10x the check)."""

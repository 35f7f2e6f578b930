"""Why a published round is not the rules' pairing: the cause found for it, proved by re-pairing.

A cause explains a round; it never excuses it: the round's verdict stays what the comparison said
(issue 24). ``checker.causes`` looks for causes; the report prints ``Cause.message`` beside the
verdict and JSON carries the whole object, so that a user can apply the hypothesis and re-pair.
"""

from __future__ import annotations

from typing import Literal

from checker.models import Frozen

CauseKind = Literal[
    "not-swiss", "edition", "taken-out", "absent-numbering", "initial-colour", "ranking",
    "manual-change", "inconsistent-file",
]
"""The hypotheses, simplest first (issue 24):

- ``not-swiss``: an all-play-all schedule or a 092/192 naming a round robin or a league;
- ``edition``: the pairing of another edition of the system's rules (the one in force at another date);
- ``taken-out``: players who did not play the round over the board were left out of the pairing;
- ``absent-numbering``: colours follow when absent participants keep (or lose) their numbers;
- ``initial-colour``: the round follows from the other initial colour;
- ``ranking``: a few players placed elsewhere in the initial ranking;
- ``manual-change``: the rules' pairing except one or two boards, changed by hand;
- ``inconsistent-file``: results that contradict each other or the points column.
"""


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
    except for ``boards``.
    """

    kind: CauseKind
    message: str
    players: tuple[int, ...] = ()
    boards: tuple[int, ...] = ()
    hypotheses: tuple[Hypothesis, ...] = ()
    reproduced: bool = True

CauseSearch = Literal["complete", "partial"]
"""How a round's cause search ended: every hypothesis tried, or stopped by its budget (10x the check)."""

"""Round 1 with every rating 0 (issue 31 item 5): the initial ranking cannot be rebuilt from the file.

General Handling 2.1-2.2 ranks the participants by strength first (an arbiter's estimate where no rating
is known), then title, then name; a file whose every rating is 0 keeps none of that, and swisscheck
takes its start-number order. Whatever the cause search finds for such a round 1, the report says that
first (the cause's ``caveat``); when it finds nothing, that is the possible explanation.
"""

from __future__ import annotations

from checker.evaluation.cause import Cause
from checker.models import Tournament

UNRATED = ("every rating in the file is 0, so the initial ranking (General Handling 2.1-2.2: strength "
           "first) cannot be rebuilt from it; swisscheck ranked the players by start number")
"""The caveat of a round 1 without ratings."""


def unrated(tournament: Tournament, round_number: int) -> bool:
    """Round 1 of an individual event whose every player is rated 0 (or has no rating)."""
    return (round_number == 1 and not tournament.teams and bool(tournament.players)
            and all(not p.rating for p in tournament.players))


def with_unrated_caveat(tournament: Tournament, round_number: int, cause: Cause | None,
                        partial: bool) -> Cause | None:
    """``cause`` with the unrated caveat first, or the ``unrated-ranking`` possible explanation when none was
    found; ``cause`` unchanged for any other round."""
    if not unrated(tournament, round_number):
        return cause
    if cause is not None:
        return cause.model_copy(update={"caveat": UNRATED})
    tried = "tried before the search's budget ran out " if partial else ""
    return Cause(kind="unrated-ranking", reproduced=False,
                 message=f"{UNRATED}, and no hypothesis {tried}reproduces the round on that ranking")

"""What a stage of the rules chose and how findings name it: plain data a system gives for each stage.

``StageChoice`` is tagged by kind (players or pairs) so the comparison reads it without testing types;
``StageTerms`` is what the sentence frame (``checker.evaluation.frame``) needs to write a finding.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from checker.frozen import frozen


@frozen
class StageTerms:
    """What one stage decides, in a system's words; the frame writes its sentences from them."""

    subject: str
    """What the stage decides, as the sentence starts (``the PAB``, ``the set of upfloaters``, ``the opponent of 5``)."""
    untold_article: str
    """The article of a DIVERGES that neither the criteria nor the generation order explain."""
    tied: str = ""
    """The criteria that tie before a generation order decides (``C5-C21``); empty: none named."""
    untold: str = ""
    """Why two pairings are not told apart when that is the rules' own reading; empty: a checker fault."""



@frozen
class StageChoice:
    """What a pairing decides at a stage: players (a PAB, upfloaters, floaters) or pairs (a bracket), by TPN.

    Tagged by ``kind`` so the comparison reads the players either way without testing types.
    """

    kind: Literal["players", "pairs"]
    players: frozenset[int] = frozenset()
    pairs: frozenset[tuple[int, int]] = frozenset()

    @classmethod
    def of_players(cls, players: Iterable[int]) -> StageChoice:
        """A choice of players (the PAB assignee, a set of upfloaters)."""
        return cls(kind="players", players=frozenset(players))

    @classmethod
    def of_pairs(cls, pairs: Iterable[tuple[int, int]]) -> StageChoice:
        """A choice of pairs (a bracket's pairs), each by TPN."""
        return cls(kind="pairs", pairs=frozenset(pairs))

    def placed_differently(self, other: StageChoice) -> frozenset[int]:
        """The players in what one choice holds and the other does not."""
        if self.kind == "players":
            return self.players ^ other.players
        return frozenset(t for pair in self.pairs ^ other.pairs for t in pair)

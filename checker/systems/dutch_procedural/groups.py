"""What the procedure pairs at once (a group), what it chooses there (a choice), and what a choice
must leave possible below it (C.12, C.13).

A homogeneous group (a homogeneous score bracket, a remainder, or a heterogeneous bracket treated as
homogeneous, A.3) is split into S1, its first p players, and S2 (A.6, C.4); its pairs are S1 against a
transposition of S2 (C.6, C.7, D.1) after an exchange (C.8, D.2), and the players of S2 left over are
moved down (or, in the lowest bracket, the bye). A heterogeneous bracket pairs its S1 (the players moved
down, A.6) against a transposition of S2 first, then its remainder as a homogeneous group (A.3, C.6).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from checker.systems.dutch_procedural.rules import Level, Pair, Rules
from checker.systems.dutch_procedural.sequences import NO_EXCHANGE, Exchange


@dataclass(frozen=True)
class Group:
    """A group as C.4 builds it: members in A.2 order, S1 and the number of pairs wanted."""

    members: tuple[int, ...]
    """Pairing numbers, A.2 order (score, then pairing number)."""
    s1: tuple[int, ...]
    """Heterogeneous: the S1 of C.4 (paired first against S2); homogeneous: empty."""
    p: int
    """Pairs of the homogeneous part (the group, or the remainder of a heterogeneous bracket)."""
    lowest: bool
    """The lowest score bracket: the player left over receives the bye (A.5)."""
    joined: frozenset[int] = frozenset()
    """2012 C.13: the players of the brackets joined to the lowest, the merged bracket's own above its
    lowest score (not moved down into it): paired with a lower score, each floats down (A.4), judged by
    B.5 / B.6 for downfloaters (``Rules.joined_ok``). Empty elsewhere, and in 2009 (joined players count
    as moved down there)."""

    @property
    def heterogeneous(self) -> bool:
        """S1 is paired first, against S2 (A.3, A.6)."""
        return bool(self.s1)

    @property
    def s2(self) -> tuple[int, ...]:
        """Heterogeneous: every member not in S1, A.2 order."""
        return tuple(t for t in self.members if t not in set(self.s1))

    @property
    def pairs_wanted(self) -> int:
        """All pairs the group makes (C.3's p, plus the remainder's)."""
        return len(self.s1) + self.p


def homogeneous(rules: Rules, members: tuple[int, ...], lowest: bool, p: int | None = None,
                joined: frozenset[int] = frozenset()) -> Group:
    """A homogeneous group: S1 the higher half (A.6), or its first ``p`` after C.14."""
    ordered = rules.ordered(members)
    return Group(members=ordered, s1=(), p=len(ordered) // 2 if p is None else p, lowest=lowest, joined=joined)


def heterogeneous(rules: Rules, members: tuple[int, ...], s1: tuple[int, ...], lowest: bool,
                  remainder_pairs: int | None = None, joined: frozenset[int] = frozenset()) -> Group:
    """A heterogeneous bracket with this S1; the remainder pairs as many as it can (or ``remainder_pairs``)."""
    ordered = rules.ordered(members)
    left = len(ordered) - 2 * len(s1)
    return Group(members=ordered, s1=rules.ordered(s1), p=left // 2 if remainder_pairs is None else remainder_pairs,
                 lowest=lowest, joined=joined)


def joined_players(rules: Rules, residents: tuple[int, ...]) -> frozenset[int]:
    """2012 C.13 ("Such a merged score bracket shall be treated as a heterogeneous score bracket with the
    latest added score bracket as S1"): a bracket's own players above its lowest score, those of the
    brackets joined to it, who are not moved down into it (``Group.joined``). Empty for a bracket of one
    score, and in 2009, where every joined player counts as moved down (``Edition.c13_merged_s1``); empty
    too where the edition does not judge their floats while pairing (``Edition.joined_floats``)."""
    if not rules.merged_s1 or not rules.state.edition.joined_floats or not residents:
        return frozenset()
    floor = min(rules.score(t) for t in residents)
    return frozenset(t for t in residents if rules.score(t) > floor)


@dataclass(frozen=True)
class Choice:
    """What a group is paired with: the level reached, then its pairs in the text's terms."""

    level: Level
    h_pairs: tuple[Pair, ...]
    """Heterogeneous: S1 against S2 (S1 player first), in S1 order; homogeneous: empty."""
    h_prefix: tuple[int, ...]
    """Heterogeneous: the D.1 transposition taken, as the numbers in S2 (1 = first of S2) of S1's opponents."""
    pairs: tuple[Pair, ...]
    """The homogeneous part's pairs (S1 player first, in S1 order after the exchange)."""
    exchange: Exchange
    """The D.2 exchange of the homogeneous part, by numbers in it (1 = its highest player)."""
    prefix: tuple[int, ...]
    """The D.1 transposition of the homogeneous part: the numbers in S2 (after the exchange) of S1's opponents."""
    leftovers: tuple[int, ...]
    """Players left unpaired: moved down, or the bye (A.2 order)."""

    @property
    def all_pairs(self) -> tuple[Pair, ...]:
        """Every pair of the group."""
        return self.h_pairs + self.pairs


def numbered(members: tuple[int, ...]) -> dict[int, int]:
    """Pairing number -> number in the group (1 = highest by A.2), as D.1 and D.2 count."""
    return {t: i for i, t in enumerate(members, start=1)}


@dataclass(frozen=True)
class Below:
    """The bracket under a group, as C.12 or C.13 looks at it: the players moved down by the group go there.

    C.12 (the next bracket is not the lowest): with them it must be able to make its p pairings.
    C.13 (the next bracket is the lowest): it must be completely paired (the bye to a player allowed one).
    """

    residents: tuple[int, ...]
    """The players of the bracket below that do not come from the group (its own score and, after a
    join, the lower brackets)."""
    others: tuple[int, ...]
    """Players moved down from the group whatever its pairing (C.1), who arrive there too."""
    lowest: bool
    level: Level
    """The criteria the bracket below is paired with in the end (B.1, B.2; the note in the last round)."""
    whole: bool = False
    """2012 C.12: "this now allows P1 pairings to be made": the bracket below must pair all it can (P0
    pairs, a heterogeneous one S1 against S2 and its remainder), not only its players moved down."""
    scores: tuple[Decimal, ...] | None = None
    """2012 C.12: "another set of players of the same size and with the same scores": the scores (sorted)
    the players moved down must have; None: any."""


def no_pairing(level: Level, leftovers: tuple[int, ...]) -> Choice:
    """A group that pairs nobody (C.14 with p = 0: everyone moved down)."""
    return Choice(level=level, h_pairs=(), h_prefix=(), pairs=(), exchange=NO_EXCHANGE, prefix=(), leftovers=leftovers)


def same_scores(rules: Rules, below: Below, leftovers: tuple[int, ...]) -> bool:
    """2012 C.12: the players moved down have the scores the backtracking asks for ("another set of players
    of the same size and with the same scores"); always, when it asks for none."""
    if below.scores is None:
        return True
    return tuple(sorted(rules.score(t) for t in below.others + leftovers)) == below.scores

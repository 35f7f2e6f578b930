"""Team colours (C.04.6 art. 4): the first-team (4.2) and which team has White on board 1 (4.3.1-4.3.9).

One allocation, :func:`colour_of_first`; :func:`colour_call` puts its reason into words for the
check and ``explain``. A team's colour history holds the first-board colours of matches actually
played (1.6.1; General Handling 3.4).
"""

from __future__ import annotations

from decimal import Decimal

from checker.evaluation.evaluation import ColourCall
from checker.models import Colour, Pair
from checker.systems.team.state import TeamRoundState, TeamState
from checker.tournament.colours import COLOUR_NAME, opposite
from checker.tournament.scoring import format_points


def first_team(state: TeamRoundState, a: TeamState, b: TeamState) -> tuple[TeamState, TeamState]:
    """4.2: (first-team, other team): higher primary score (4.2.1), higher secondary score unless the
    competition does not use it (4.2.2), smaller TPN (4.2.3). Scores include fictitious points."""

    def key(t: TeamState) -> tuple[Decimal, Decimal, int]:
        secondary = t.secondary if state.options.secondary is not None else Decimal(0)
        return (-t.score, -secondary, t.tpn)

    return (a, b) if key(a) <= key(b) else (b, a)


def _last_difference(x: tuple[Colour, ...], y: tuple[Colour, ...]) -> Colour | None:
    """4.3.6: x's colour the most recent time x and y had different colours (histories of played
    matches aligned on their last match, General Handling 3.4), or None if never."""
    for i in range(1, min(len(x), len(y)) + 1):
        if x[-i] != y[-i]:
            return x[-i]
    return None


def colour_of_first(state: TeamRoundState, first: TeamState, other: TeamState) -> tuple[Colour, str]:
    """4.3: the colour the first-team gets, and the article that decided it."""
    if not first.colours and not other.colours:
        colour = state.initial_colour if first.tpn % 2 == 1 else opposite(state.initial_colour)
        return colour, "4.3.1"
    fp, op = first.preference, other.preference
    if fp is not None and op is None:
        return fp, "4.3.2"
    if op is not None and fp is None:
        return opposite(op), "4.3.2"
    if fp is not None and op is not None and fp != op:
        return fp, "4.3.3"
    if state.options.preference_type == "B" and fp is not None and (first.strength == "strong") != (other.strength == "strong"):
        # Both prefer fp (4.3.3 did not apply): the strong one gets it.
        return (fp if first.strength == "strong" else opposite(fp)), "4.3.4"
    if first.colour_difference != other.colour_difference:
        return ("w" if first.colour_difference < other.colour_difference else "b"), "4.3.5"
    last = _last_difference(first.colours, other.colours)
    if last is not None:
        return opposite(last), "4.3.6"
    if fp is not None:
        return fp, "4.3.7"
    if first.colours:
        return opposite(first.colours[-1]), "4.3.8"
    return other.colours[-1], "4.3.9"


def allocate(state: TeamRoundState, a: int, b: int) -> Pair:
    """The pair of teams ``a``, ``b`` with colours by 4.2 and 4.3 (white = White on board 1)."""
    first, other = first_team(state, state.team(a), state.team(b))
    colour, _ = colour_of_first(state, first, other)
    return Pair(white=first.tpn, black=other.tpn) if colour == "w" else Pair(white=other.tpn, black=first.tpn)


def _last_different(x: TeamState, y: TeamState) -> tuple[Colour, Colour]:
    """4.3.6: the colours of x and y the most recent time they differed (histories aligned on their last match)."""
    for i in range(1, min(len(x.colours), len(y.colours)) + 1):
        if x.colours[-i] != y.colours[-i]:
            return x.colours[-i], y.colours[-i]
    raise ValueError("4.3.6 applies only when the two teams once had different colours")


def _cd(value: int) -> str:
    """A colour difference with its sign: ``+1``, ``0``, ``-2``."""
    return f"{value:+d}" if value else "0"


def colour_call(state: TeamRoundState, a: TeamState, b: TeamState) -> ColourCall:
    """4.2 and 4.3.1-4.3.9 for the pair a, b: which team has White on board 1, the article, and why in words."""
    first, other = first_team(state, a, b)
    colour, article = colour_of_first(state, first, other)
    white, black = (first, other) if colour == "w" else (other, first)
    f, o = first.tpn, other.tpn
    if article == "4.3.1":
        odd = f % 2 == 1
        reason = (f"neither team has played a match yet; the first-team {f} (4.2) has an {'odd' if odd else 'even'} "
                  f"TPN and gets {COLOUR_NAME[colour]} ({'the' if odd else 'the opposite of the'} initial colour)")
    elif article == "4.3.2":
        who = first if first.preference is not None else other
        assert who.preference is not None
        reason = f"only {who.tpn} has a colour preference (for {COLOUR_NAME[who.preference]}): granted"
    elif article == "4.3.3":
        assert first.preference is not None and other.preference is not None
        reason = (f"{f} prefers {COLOUR_NAME[first.preference]}, {o} prefers {COLOUR_NAME[other.preference]}: "
                  "both granted")
    elif article == "4.3.4":
        strong = first if first.strength == "strong" else other
        assert strong.preference is not None
        reason = (f"both prefer {COLOUR_NAME[strong.preference]}; only {strong.tpn} strongly (Type B, 1.7.2): "
                  "granted")
    elif article == "4.3.5":
        reason = (f"colour differences {f}: {_cd(first.colour_difference)}, {o}: {_cd(other.colour_difference)}: "
                  f"White to the lower, {white.tpn}")
    elif article == "4.3.6":
        cf, co = _last_different(first, other)
        reason = (f"equal colour differences; the most recent time they had different colours, {f} had "
                  f"{COLOUR_NAME[cf]} and {o} {COLOUR_NAME[co]}: both alternate")
    elif article == "4.3.7":
        assert first.preference is not None
        reason = f"the first-team {f} (4.2) prefers {COLOUR_NAME[first.preference]}: granted"
    elif article == "4.3.8":
        reason = f"the first-team {f} (4.2) alternates from its last played match ({COLOUR_NAME[first.colours[-1]]})"
    else:
        reason = (f"the first-team {f} (4.2) has played no match; {o} alternates from its last played match "
                  f"({COLOUR_NAME[other.colours[-1]]})")
    return ColourCall(white=white.tpn, black=black.tpn, article=f"Team {article}", label=article, reason=reason,
                      bracket=format_points(max(a.score, b.score)))

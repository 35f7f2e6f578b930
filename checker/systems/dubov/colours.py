"""Dubov colour rules: the C3 clash, the C7 count, and the allocation of 5.2.1-5.2.5.

One allocation, :func:`colour_rule`, decides a pair's colours and names the article that decided;
the pairer takes the colour from it, the check and ``explain`` also put the reason into words
(:func:`colour_call`). Colour histories hold games actually played (General Handling 3.4). Every
Dubov player has a colour preference (1.6.4: Black before any game), so a pair grants both
preferences exactly when they differ (5.2.2), and C7 counts one player per pair of equal preferences.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.evaluation.evaluation import ColourCall
from checker.models import Colour
from checker.systems.dubov.state import DubovPlayer, DubovState
from checker.systems.dutch.colours import same_absolute_preference, signed, strength
from checker.tournament.colours import COLOUR_NAME, alternation_words, latest_difference, opposite, parity_number_words
from checker.tournament.scoring import format_points

Rule = Literal["5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5"]
"""The article of Dubov 5.2 that decides a pair."""

def clash(a: DubovPlayer, b: DubovPlayer) -> bool:
    """C3 (2.1.3): both have an absolute colour preference (1.6.1) for the same colour (no exception in Dubov)."""
    return same_absolute_preference(a, b)


def c7_misses(a: DubovPlayer, b: DubovPlayer) -> int:
    """C7 (2.3.3) for one pair: the players who do not get their colour preference under 5.2 (0 or 1)."""
    return int(a.preference == b.preference)


def rank_key(player: DubovPlayer) -> tuple[Decimal, int]:
    """5.2.1: the higher ranked player has more points or, on equal points, the smaller TPN."""
    return (-player.pairing_score, player.tpn)


def higher_first(a: DubovPlayer, b: DubovPlayer) -> tuple[DubovPlayer, DubovPlayer]:
    """(higher ranked, lower ranked) by 5.2.1."""
    return (a, b) if rank_key(a) <= rank_key(b) else (b, a)


def colour_rule(higher: DubovPlayer, lower: DubovPlayer, initial_colour: Colour) -> tuple[Colour, Rule]:
    """Dubov 5.2.1-5.2.5: the colour of ``higher`` (the higher ranked by 5.2.1) and the article that decides."""
    if not higher.has_played and not lower.has_played:
        # 5.2.1 on the effective pairing number (General Handling 2.4/2.5, docs/interpretations-dubov.md).
        return (initial_colour if higher.parity_tpn % 2 == 1 else opposite(initial_colour)), "5.2.1"
    ph, pl = higher.preference, lower.preference
    if ph != pl:
        return ph, "5.2.2"
    sh, sl = strength(higher), strength(lower)
    if sh != sl:
        return (ph if sh > sl else opposite(pl)), "5.2.3"
    difference = latest_difference(higher.colours, lower.colours)
    if difference is not None:
        return difference[2], "5.2.4"
    return ph, "5.2.5"


def _describe(p: DubovPlayer, name: int) -> str:
    """``7 has a strong preference for White (colour difference -1)``."""
    article = "an" if p.preference_strength == "absolute" else "a"
    if not p.has_played:
        why = "no game played yet, 1.6.4"
    elif p.preference_strength == "absolute" and abs(p.colour_difference) <= 1:
        why = f"last two games with {COLOUR_NAME[p.colours[-1]]}"
    else:
        why = f"colour difference {signed(p.colour_difference)}"
    return f"{name} has {article} {p.preference_strength} preference for {COLOUR_NAME[p.preference]} ({why})"


def _reason(state: DubovState, higher: DubovPlayer, lower: DubovPlayer, colour: Colour, rule: Rule) -> str:
    """Why ``rule`` gives ``higher`` the colour ``colour``, in words (players by start number)."""
    sn = state.start_number_of
    nh, nl = sn(higher.tpn), sn(lower.tpn)
    if rule == "5.2.1":
        what = "the initial colour" if colour == state.initial_colour else "the opposite of the initial colour"
        number = parity_number_words(higher.tpn, higher.parity_tpn)
        return (f"neither {nh} nor {nl} has played a game yet: the higher ranked {nh} has an {number} "
                f"and gets {what}, {COLOUR_NAME[colour]}")
    if rule == "5.2.2":
        return (f"{nh} prefers {COLOUR_NAME[higher.preference]} and {nl} {COLOUR_NAME[lower.preference]}: "
                "both preferences are granted")
    both = COLOUR_NAME[higher.preference]
    if rule == "5.2.3":
        winner, loser = (higher, lower) if strength(higher) > strength(lower) else (lower, higher)
        wn, ln = sn(winner.tpn), sn(loser.tpn)
        return f"{_describe(winner, wn)}, {ln} only a {loser.preference_strength} one: {wn} gets {both}"
    if rule == "5.2.4":
        return alternation_words(higher.colours, lower.colours, nh, nl, both, higher.preference_strength)
    return (f"both prefer {both} with a {higher.preference_strength} preference and no game of theirs had one "
            f"with White and the other with Black: the higher ranked {nh} gets {both}")


def colour_call(state: DubovState, a: DubovPlayer, b: DubovPlayer) -> ColourCall:
    """Dubov 5.2: the colours of the pair a-b, the article that decides them and the reason in words."""
    higher, lower = higher_first(a, b)
    colour, rule = colour_rule(higher, lower, state.initial_colour)
    white, black = (higher, lower) if colour == "w" else (lower, higher)
    article = f"Dubov {rule}"
    return ColourCall(white=white.tpn, black=black.tpn, article=article, label=article,
                      reason=_reason(state, higher, lower, colour, rule), bracket=format_points(higher.pairing_score))

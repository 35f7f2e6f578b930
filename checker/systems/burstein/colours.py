"""Burstein colour allocation (5.2) after the seeding rounds, and C8's count of unmet colour preferences.

One allocation, :func:`colour_rule`, gives the colour of the higher ranked player of a pair (1.8:
Index, then TPN; scores play no part) and the article that decides; :func:`colour_call` adds the
reason in words for the check and ``explain``. Preferences are those of 1.5 (Dutch 1.7 word for
word), on games actually played (General Handling 3.4).
"""

from __future__ import annotations

from typing import Literal

from checker.evaluation.evaluation import ColourCall
from checker.models import Colour
from checker.systems.burstein.state import BursteinPlayer, BursteinState
from checker.systems.dutch.colours import _describe as describe_preference, strength
from checker.tournament.colours import COLOUR_NAME, alternation_words, latest_difference, opposite, parity_number_words
from checker.tournament.scoring import format_points

Rule = Literal["5.2.1", "5.2.2 both", "5.2.2 higher only", "5.2.2 lower only", "5.2.3", "5.2.4", "5.2.5"]
"""The article of Burstein 5.2 that decides a pair, with the case of 5.2.2 (1.5.4: a player without
a preference leaves the opponent's granted)."""


def ranked(a: BursteinPlayer, b: BursteinPlayer) -> tuple[BursteinPlayer, BursteinPlayer]:
    """The pair as (higher ranked, lower ranked) by Burstein 1.8."""
    return (a, b) if a.rank_key < b.rank_key else (b, a)


def colour_rule(higher: BursteinPlayer, lower: BursteinPlayer, initial_colour: Colour) -> tuple[Colour, Rule]:
    """Burstein 5.2.1-5.2.5: the colour of ``higher`` (the higher ranked by 1.8) and the article that decides."""
    ph, pl = higher.preference, lower.preference
    if not higher.colours and not lower.colours:
        # 5.2.1 on the effective pairing number (General Handling 2.4/2.5), as the Dutch seeding rounds read it.
        return (initial_colour if higher.parity_tpn % 2 == 1 else opposite(initial_colour)), "5.2.1"
    if ph is not None and pl is None:
        return ph, "5.2.2 higher only"
    if ph is None and pl is not None:
        return opposite(pl), "5.2.2 lower only"
    assert ph is not None and pl is not None
    if ph != pl:
        return ph, "5.2.2 both"
    sh, sl = strength(higher), strength(lower)
    if sh != sl:
        return (ph if sh > sl else opposite(pl)), "5.2.3"
    # 5.2.4 alternate to the most recent time one had White and the other Black (played games, GH 3.4).
    difference = latest_difference(higher.colours, lower.colours)
    if difference is not None:
        return difference[2], "5.2.4"
    return ph, "5.2.5"


def allocate(a: BursteinPlayer, b: BursteinPlayer, initial_colour: Colour) -> tuple[BursteinPlayer, BursteinPlayer]:
    """Burstein 5.2: the pair as (white, black)."""
    higher, lower = ranked(a, b)
    colour, _ = colour_rule(higher, lower, initial_colour)
    return (higher, lower) if colour == "w" else (lower, higher)


def unmet_preferences(a: BursteinPlayer, b: BursteinPlayer) -> int:
    """C8 for one pair: players who do not get their colour preference (1.5) under 5.2.

    Both preferences are granted when they differ or when one player has none (1.5.4); when both
    want the same colour, 5.2 gives it to one of them.
    """
    return int(a.preference is not None and a.preference == b.preference)


def _reason(state: BursteinState, higher: BursteinPlayer, lower: BursteinPlayer, colour: Colour, rule: Rule) -> str:
    """Why ``rule`` gives ``higher`` the colour ``colour``, in words (players by start number)."""
    sn = state.start_number_of
    nh, nl = sn(higher.tpn), sn(lower.tpn)
    ph, pl = higher.preference, lower.preference
    if rule == "5.2.1":
        what = "the initial colour" if colour == state.initial_colour else "the opposite of the initial colour"
        number = parity_number_words(higher.tpn, higher.parity_tpn)
        return (f"neither {nh} nor {nl} has played a game: the higher ranked {nh} (1.8) has an {number} "
                f"and gets {what}, {COLOUR_NAME[colour]}")
    if rule == "5.2.2 both":
        assert ph is not None and pl is not None
        return f"{nh} prefers {COLOUR_NAME[ph]} and {nl} {COLOUR_NAME[pl]}: both preferences are granted"
    if rule == "5.2.2 higher only":
        assert ph is not None
        return f"{nl} has played no game (1.5.4): {nh} gets their preference for {COLOUR_NAME[ph]}"
    if rule == "5.2.2 lower only":
        assert pl is not None
        return f"{nh} has played no game (1.5.4): {nl} gets their preference for {COLOUR_NAME[pl]}"
    assert ph is not None
    both = COLOUR_NAME[ph]
    if rule == "5.2.3":
        winner, loser = (higher, lower) if strength(higher) > strength(lower) else (lower, higher)
        wn, ln = sn(winner.tpn), sn(loser.tpn)
        return f"{describe_preference(winner, wn)}, {ln} only a {loser.preference_strength} one: {wn} gets {both}"
    if rule == "5.2.4":
        return alternation_words(higher.colours, lower.colours, nh, nl, both, higher.preference_strength)
    return (f"both prefer {both} with a {higher.preference_strength} preference and their colour histories "
            f"never differ: the higher ranked {nh} (1.8: Buchholz {format_points(higher.buchholz)}, "
            f"Sonneborn-Berger {format_points(higher.sonneborn_berger)}) gets {both}")


def colour_call(state: BursteinState, a: BursteinPlayer, b: BursteinPlayer) -> ColourCall:
    """Burstein 5.2: the colours of the pair a-b, the article that decides them and the reason in words."""
    higher, lower = ranked(a, b)
    colour, rule = colour_rule(higher, lower, state.initial_colour)
    white, black = (higher, lower) if colour == "w" else (lower, higher)
    article = f"Burstein {rule.split()[0]}"
    return ColourCall(white=white.tpn, black=black.tpn, article=article, label=article,
                      reason=_reason(state, higher, lower, colour, rule),
                      bracket=format_points(max(a.pairing_score, b.pairing_score)))

"""Dutch colour rules: absolute-preference clashes (C3), colour criteria C10-C13, allocation 5.2.

One allocation, :func:`colour_rule`, decides a pair's colours and names the rule that decided;
the pairer takes the colour from it, the check and ``explain`` also put the reason into words
(:func:`colour_call`). Everything here works on players' colour histories of played games only
(General Handling 3.4) and needs no knowledge of brackets.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from checker.evaluation.evaluation import ColourCall
from checker.models import Colour
from checker.systems.dutch.state import DutchPlayer, DutchState
from checker.tournament.colours import COLOUR_NAME, alternation_words, latest_difference, opposite, parity_number_words
from checker.tournament.scoring import format_points

_STRENGTH = {"none": 0, "mild": 1, "strong": 2, "absolute": 3}

Rule = Literal["5.2.1 both", "5.2.1 higher only", "5.2.1 lower only", "5.2.2 stronger", "5.2.2 wider",
               "5.2.3", "5.2.4", "5.2.5"]
"""Which branch of Dutch 5.2 decides a pair: the article, and for 5.2.1/5.2.2 which case of it."""


def strength(player: DutchPlayer) -> int:
    """Dutch 1.7: 3 absolute, 2 strong, 1 mild, 0 no preference (1.7.4)."""
    return _STRENGTH[player.preference_strength]


def same_absolute_preference(a: DutchPlayer, b: DutchPlayer) -> bool:
    """True when both have an absolute preference (1.7.1) for the same colour (C3's clash)."""
    return (
        a.preference_strength == "absolute"
        and b.preference_strength == "absolute"
        and a.preference == b.preference
    )


def colour_rule(higher: DutchPlayer, lower: DutchPlayer, initial_colour: Colour) -> tuple[Colour, Rule]:
    """Dutch 5.2.1-5.2.5: the colour of ``higher`` (the higher ranked by 1.2) in a pair, and the rule that decides."""
    ph, pl = higher.preference, lower.preference
    # 5.2.1 grant both colour preferences (1.7.4: a player without one takes what is left).
    if ph is not None and pl is not None and ph != pl:
        return ph, "5.2.1 both"
    if ph is not None and pl is None:
        return ph, "5.2.1 higher only"
    if ph is None and pl is not None:
        return opposite(pl), "5.2.1 lower only"
    if ph is not None and pl is not None:
        # 5.2.2 grant the stronger preference; both absolute (topscorers): the wider difference.
        sh, sl = strength(higher), strength(lower)
        if sh != sl:
            return (ph if sh > sl else opposite(pl)), "5.2.2 stronger"
        if sh == _STRENGTH["absolute"]:
            dh, dl = abs(higher.colour_difference), abs(lower.colour_difference)
            if dh != dl:
                return (ph if dh > dl else opposite(pl)), "5.2.2 wider"
        # 5.2.3 alternate to the most recent time one had White and the other Black
        # (played games only, aligned from the latest, General Handling 3.4).
        difference = latest_difference(higher.colours, lower.colours)
        if difference is not None:
            return difference[2], "5.2.3"
        # 5.2.4 grant the preference of the higher ranked player.
        return ph, "5.2.4"
    # 5.2.5 neither has a preference: an odd pairing number gets the initial colour (the effective
    # number, General Handling 2.4/2.5: players not yet taken into account are not counted).
    return (initial_colour if higher.parity_tpn % 2 == 1 else opposite(initial_colour)), "5.2.5"


def allocate(higher: DutchPlayer, lower: DutchPlayer, initial_colour: Colour) -> Colour:
    """Dutch 5.2: the colour of ``higher`` (the higher ranked by 1.2) in a pair."""
    return colour_rule(higher, lower, initial_colour)[0]


def colour_violations(higher: DutchPlayer, lower: DutchPlayer, initial_colour: Colour) -> tuple[int, int, int, int]:
    """Counts of C10, C11, C12, C13 breaches of one pair under the 5.2 allocation.

    C10: players getting a colour difference beyond +-2; C11: the same colour three times in a row;
    C12: players not getting their preference; C13: players not getting a strong (or absolute)
    preference. C10 and C11 only count when C3's topscorer exception let the pair exist.
    """
    if higher.preference is None or higher.preference != lower.preference:
        return 0, 0, 0, 0  # 5.2.1 grants every preference there is
    white_higher = allocate(higher, lower, initial_colour) == "w"
    c10 = c11 = c12 = c13 = 0
    for player, gets in ((higher, "w" if white_higher else "b"), (lower, "b" if white_higher else "w")):
        pref = player.preference
        if pref is None or pref == gets:
            continue
        c12 += 1
        if player.preference_strength in ("strong", "absolute"):
            c13 += 1
        diff = player.colour_difference + (1 if gets == "w" else -1)
        if abs(diff) > 2:
            c10 += 1
        if len(player.colours) >= 2 and player.colours[-1] == player.colours[-2] == gets:
            c11 += 1
    return c10, c11, c12, c13


def rank_key(player: DutchPlayer) -> tuple[Decimal, int]:
    """Dutch 1.2: pairing score descending, then TPN ascending."""
    return (-player.pairing_score, player.tpn)


def signed(n: int) -> str:
    """A colour difference as the text writes it: ``+2``, ``-1``, ``0``."""
    return f"{n:+d}" if n else "0"


def _describe(p: DutchPlayer, name: int) -> str:
    """``7 has an absolute preference for White (colour difference -2)``."""
    assert p.preference is not None
    article = "an" if p.preference_strength == "absolute" else "a"
    why = f"colour difference {signed(p.colour_difference)}"
    if p.preference_strength == "absolute" and abs(p.colour_difference) <= 1:
        why = f"last two games with {COLOUR_NAME[p.colours[-1]]}"  # 1.7.1, second trigger
    return f"{name} has {article} {p.preference_strength} preference for {COLOUR_NAME[p.preference]} ({why})"


def _reason(state: DutchState, higher: DutchPlayer, lower: DutchPlayer, colour: Colour, rule: Rule) -> str:
    """Why ``rule`` gives ``higher`` the colour ``colour``, in words (players by start number)."""
    sn = state.start_number_of
    nh, nl = sn(higher.tpn), sn(lower.tpn)
    ph, pl = higher.preference, lower.preference
    if rule == "5.2.1 both":
        assert ph is not None and pl is not None
        return f"{nh} prefers {COLOUR_NAME[ph]} and {nl} {COLOUR_NAME[pl]}: both preferences are granted"
    if rule == "5.2.1 higher only":
        assert ph is not None
        return f"{nl} has played no game ({state.edition.cite('1.7.4')}): {nh} gets their preference for {COLOUR_NAME[ph]}"
    if rule == "5.2.1 lower only":
        assert pl is not None
        return f"{nh} has played no game ({state.edition.cite('1.7.4')}): {nl} gets their preference for {COLOUR_NAME[pl]}"
    if rule == "5.2.5":
        what = "the initial colour" if colour == state.initial_colour else "the opposite of the initial colour"
        number = parity_number_words(higher.tpn, higher.parity_tpn)
        return (f"neither {nh} nor {nl} has played a game: the higher ranked {nh} has an {number} "
                f"and gets {what}, {COLOUR_NAME[colour]}")
    assert ph is not None
    both = COLOUR_NAME[ph]
    if rule == "5.2.2 stronger":
        winner, loser = (higher, lower) if strength(higher) > strength(lower) else (lower, higher)
        wn, ln = sn(winner.tpn), sn(loser.tpn)
        return f"{_describe(winner, wn)}, {ln} only a {loser.preference_strength} one: {wn} gets {both}"
    if rule == "5.2.2 wider":
        dh, dl = abs(higher.colour_difference), abs(lower.colour_difference)
        winner, loser = (higher, lower) if dh > dl else (lower, higher)
        return (f"both have an absolute preference for {both} (topscorers); {sn(winner.tpn)}'s colour "
                f"difference ({signed(winner.colour_difference)}) is wider than {sn(loser.tpn)}'s "
                f"({signed(loser.colour_difference)}): {sn(winner.tpn)} gets {both}")
    if rule == "5.2.3":
        return alternation_words(higher.colours, lower.colours, nh, nl, both, higher.preference_strength)
    return (f"both prefer {both} with a {higher.preference_strength} preference and their colour histories "
            f"never differ: the higher ranked {nh} gets {both}")


def colour_call(state: DutchState, a: DutchPlayer, b: DutchPlayer) -> ColourCall:
    """Dutch 5.2: the colours of the pair a-b, the rule that decides them and the reason in words."""
    higher, lower = sorted((a, b), key=rank_key)
    colour, rule = colour_rule(higher, lower, state.initial_colour)
    white, black = (higher, lower) if colour == "w" else (lower, higher)
    article = state.edition.article(f"Dutch {rule.split()[0]}")  # 2017: E.1-E.5
    return ColourCall(white=white.tpn, black=black.tpn, article=article, label=article,
                      reason=_reason(state, higher, lower, colour, rule), bracket=format_points(higher.pairing_score))

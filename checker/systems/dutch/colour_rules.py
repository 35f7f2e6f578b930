"""Which Dutch colour rule (5.2.1-5.2.5) decides a pair, and why, in words an arbiter can check.

``colour_decision`` follows the same branches as ``dutch_colours.allocate`` (the reference
pairer's allocation) and also returns the article and the reason; the tests assert that both
give every pair of several corpus rounds the same colours.
"""

from __future__ import annotations

from checker.models import Colour, Frozen
from checker.state.individual import PlayerState, RoundState
from checker.systems.dutch.colours import other, strength

COLOUR_NAME: dict[Colour, str] = {"w": "White", "b": "Black"}


def rank_key(player: PlayerState) -> tuple[object, int]:
    """Dutch 1.2: pairing score descending, then TPN ascending."""
    return (-player.pairing_score, player.tpn)


class ColourDecision(Frozen):
    """The colours of one pair by Dutch 5.2: who plays White, the article, and the reason."""

    white: int
    """TPN of the player who gets White."""
    black: int
    article: str
    """``Dutch 5.2.1`` ... ``Dutch 5.2.5``."""
    reason: str
    """The reason in words, players named by start number."""


def signed(n: int) -> str:
    """A colour difference as the text writes it: ``+2``, ``-1``, ``0``."""
    return f"{n:+d}" if n else "0"


def _describe(p: PlayerState, name: int) -> str:
    """``7 has an absolute preference for White (colour difference -2)``."""
    assert p.preference is not None
    article = "an" if p.preference_strength == "absolute" else "a"
    why = f"colour difference {signed(p.colour_difference)}"
    if p.preference_strength == "absolute" and abs(p.colour_difference) <= 1:
        why = f"last two games with {COLOUR_NAME[p.colours[-1]]}"  # 1.7.1, second trigger
    return f"{name} has {article} {p.preference_strength} preference for {COLOUR_NAME[p.preference]} ({why})"


def colour_decision(state: RoundState, a: PlayerState, b: PlayerState) -> ColourDecision:
    """Dutch 5.2: the colours of the pair a-b, the rule that decides them and the reason in words."""
    higher, lower = sorted((a, b), key=rank_key)
    sn = state.start_number_of
    nh, nl = sn(higher.tpn), sn(lower.tpn)
    ph, pl = higher.preference, lower.preference

    def give(colour_of_higher: Colour, article: str, reason: str) -> ColourDecision:
        white, black = (higher, lower) if colour_of_higher == "w" else (lower, higher)
        return ColourDecision(white=white.tpn, black=black.tpn, article=f"Dutch {article}", reason=reason)

    # 5.2.1 grant both colour preferences (1.7.4: a player without games takes what is left).
    if ph is not None and pl is not None and ph != pl:
        return give(ph, "5.2.1", f"{nh} prefers {COLOUR_NAME[ph]} and {nl} {COLOUR_NAME[pl]}: both preferences are granted")
    if ph is not None and pl is None:
        return give(ph, "5.2.1", f"{nl} has played no game (1.7.4): {nh} gets their preference for {COLOUR_NAME[ph]}")
    if ph is None and pl is not None:
        return give(other(pl), "5.2.1", f"{nh} has played no game (1.7.4): {nl} gets their preference for {COLOUR_NAME[pl]}")
    if ph is not None and pl is not None:
        both = COLOUR_NAME[ph]
        sh, sl = strength(higher), strength(lower)
        # 5.2.2 the stronger preference; two absolute ones (topscorers): the wider colour difference.
        if sh != sl:
            winner, loser = (higher, lower) if sh > sl else (lower, higher)
            wn, ln = sn(winner.tpn), sn(loser.tpn)
            reason = f"{_describe(winner, wn)}, {ln} only a {loser.preference_strength} one: {wn} gets {both}"
            return give(ph if sh > sl else other(pl), "5.2.2", reason)
        if higher.preference_strength == "absolute":
            dh, dl = abs(higher.colour_difference), abs(lower.colour_difference)
            if dh != dl:
                winner, loser = (higher, lower) if dh > dl else (lower, higher)
                reason = (f"both have an absolute preference for {both} (topscorers); {sn(winner.tpn)}'s colour "
                          f"difference ({signed(winner.colour_difference)}) is wider than {sn(loser.tpn)}'s "
                          f"({signed(loser.colour_difference)}): {sn(winner.tpn)} gets {both}")
                return give(ph if dh > dl else other(pl), "5.2.2", reason)
        # 5.2.3 alternate to the most recent time one had White and the other Black (played games only).
        for back, (ch, cl) in enumerate(zip(reversed(higher.colours), reversed(lower.colours)), start=1):
            if ch != cl:
                when = "in their latest game" if back == 1 else f"{back} played games back"
                reason = (f"both prefer {both} with a {higher.preference_strength} preference; {when}, {nh} had "
                          f"{COLOUR_NAME[ch]} and {nl} {COLOUR_NAME[cl]}: the colours alternate, {nh} gets "
                          f"{COLOUR_NAME[cl]}")
                return give(cl, "5.2.3", reason)
        # 5.2.4 the preference of the higher ranked player.
        reason = (f"both prefer {both} with a {higher.preference_strength} preference and their colour histories "
                  f"never differ: the higher ranked {nh} gets {both}")
        return give(ph, "5.2.4", reason)
    # 5.2.5 neither has played: an odd TPN takes the initial colour.
    colour = state.initial_colour if higher.tpn % 2 == 1 else other(state.initial_colour)
    parity = "odd" if higher.tpn % 2 == 1 else "even"
    what = "the initial colour" if colour == state.initial_colour else "the opposite of the initial colour"
    reason = (f"neither {nh} nor {nl} has played a game: the higher ranked {nh} has an {parity} TPN ({higher.tpn}) "
              f"and gets {what}, {COLOUR_NAME[colour]}")
    return give(colour, "5.2.5", reason)

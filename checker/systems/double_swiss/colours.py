"""Double-Swiss colours (C.04.5 art. 4): who plays White in game 1 of a match, the article that decides, and why.

One allocation, :func:`allocate`; :func:`colour_call` puts its reason into words for the check and
``explain``. Colour histories hold the first-game colours of matches actually played (1.6; General
Handling 3.4); the white of a pair plays White in game 1 and Black in game 2 (4.4).
"""

from __future__ import annotations

from checker.evaluation.evaluation import ColourCall
from checker.models import Colour, Frozen
from checker.systems.double_swiss.state import DoubleSwissPlayer, DoubleSwissState
from checker.tournament.colours import COLOUR_NAME, latest_difference, opposite
from checker.tournament.scoring import format_points


class ColourDecision(Frozen):
    """The colours of one pair and the article of 4.3 that decided them."""

    white: int
    black: int
    article: str


def higher_ranked(a: DoubleSwissPlayer, b: DoubleSwissPlayer) -> tuple[DoubleSwissPlayer, DoubleSwissPlayer]:
    """4.2: (HRP, opponent); the HRP has the higher score or, on equal scores, the smaller TPN."""
    if (-a.pairing_score, a.tpn) <= (-b.pairing_score, b.tpn):
        return a, b
    return b, a


def allocate(a: DoubleSwissPlayer, b: DoubleSwissPlayer, initial: Colour) -> ColourDecision:
    """4.3.1-4.3.5: who plays White in game 1 of the match (colour histories hold played matches, 3.4 GHR)."""
    hrp, other = higher_ranked(a, b)

    def give(player: DoubleSwissPlayer, colour: Colour, article: str) -> ColourDecision:
        rival = b if player is a else a
        white, black = (player, rival) if colour == "w" else (rival, player)
        return ColourDecision(white=white.tpn, black=black.tpn, article=article)

    if not a.colours and not b.colours:
        return give(hrp, initial if hrp.tpn % 2 else opposite(initial), "4.3.1")
    if a.whites != b.whites:
        return give(a if a.whites < b.whites else b, "w", "4.3.2")
    difference = latest_difference(a.colours, b.colours)
    if difference is not None:
        return give(a, opposite(difference[1]), "4.3.3")
    if hrp.colours:
        return give(hrp, opposite(hrp.colours[-1]), "4.3.4")
    return give(other, opposite(other.colours[-1]), "4.3.5")


def _count_whites(n: int) -> str:
    """``White in 1 match`` / ``White in 3 matches``."""
    return f"White in {n} match" + ("" if n == 1 else "es")


def colour_call(state: DoubleSwissState, a: DoubleSwissPlayer, b: DoubleSwissPlayer) -> ColourCall:
    """4.3.1-4.3.5 for the pair a, b: who plays White in game 1, the article, and why in words."""
    sn = state.start_number_of
    decision = allocate(a, b, state.initial_colour)
    hrp, other = higher_ranked(a, b)
    article = decision.article
    if article == "4.3.1":
        odd = hrp.tpn % 2 == 1
        colour = state.initial_colour if odd else opposite(state.initial_colour)
        reason = (f"neither has played a match yet; the higher-ranked {sn(hrp.tpn)} (4.2) has an "
                  f"{'odd' if odd else 'even'} TPN and gets {COLOUR_NAME[colour]}"
                  f" ({'the' if odd else 'the opposite of the'} initial colour)")
    elif article == "4.3.2":
        fewer, more = (a, b) if a.whites < b.whites else (b, a)
        reason = (f"{sn(fewer.tpn)} has had {_count_whites(fewer.whites)}, {sn(more.tpn)} "
                  f"{_count_whites(more.whites)}: White to {sn(fewer.tpn)}")
    elif article == "4.3.3":
        difference = latest_difference(a.colours, b.colours)
        assert difference is not None
        _, ca, cb = difference
        reason = (f"equal Whites ({a.whites}); the most recent time one had White and the other Black, "
                  f"{sn(a.tpn)} had {COLOUR_NAME[ca]} and {sn(b.tpn)} {COLOUR_NAME[cb]}: both alternate")
    elif article == "4.3.4":
        reason = (f"equal Whites ({a.whites}) and no match where one had White and the other Black; the "
                  f"higher-ranked {sn(hrp.tpn)} alternates from its last colour ({COLOUR_NAME[hrp.colours[-1]]})")
    else:
        reason = (f"the higher-ranked {sn(hrp.tpn)} has no colour yet; {sn(other.tpn)} alternates from its "
                  f"last colour ({COLOUR_NAME[other.colours[-1]]})")
    return ColourCall(white=decision.white, black=decision.black, article=f"Double-Swiss {article}", label=article,
                      reason=reason, bracket=format_points(max(a.pairing_score, b.pairing_score)))

"""Colour allocation, E.1-E.5, for one pair, with the article that decides and the reason in words.

E.1 both preferences granted (a player without a preference takes what is left), E.2 the stronger
preference (absolute > strong > mild, A.7), E.3 alternate to the most recent round in which the two
played different colours (histories of games played, aligned on the latest game: F.3), E.4 the
higher ranked player's preference, E.5 (round 1, and any pair of two players who have not played a
game yet) the higher ranked player gets the colour drawn by lot when his number is odd.
"""

from __future__ import annotations

from checker.evaluation.evaluation import ColourCall
from checker.models import Colour, Pair
from checker.systems.dutch_procedural.state import STRENGTH_RANK, RatingPlayer, RatingState
from checker.tournament.colours import COLOUR_NAME, latest_difference, opposite
from checker.tournament.scoring import format_points



def higher_first(state: RatingState, a: int, b: int) -> tuple[RatingPlayer, RatingPlayer]:
    """The two players, the higher ranked by A.2 (score, then pairing number) first."""
    pa, pb = state.player(a), state.player(b)
    return (pa, pb) if (-pa.score, pa.tpn) <= (-pb.score, pb.tpn) else (pb, pa)


def lot_number(state: RatingState, player: RatingPlayer) -> int:
    """E.5's number: the player's rank by pairing number among the players to be paired (round 1: his
    place in S1, S1 being the higher half of that order)."""
    return sorted(p.tpn for p in state.players).index(player.tpn) + 1


def keeps_b2(state: RatingState, higher: RatingPlayer, lower: RatingPlayer, colour: Colour) -> bool:
    """B.2 for the pair with ``colour`` to the higher player, except for a player the last-round note
    (after B.6: 50% or more) lets off it."""
    given = ((higher, lower, colour), (lower, higher, opposite(colour)))
    return all(not p.breaks_b2(c) or state.b2_free(p, o) for p, o, c in given)


def colour_rule(state: RatingState, higher: RatingPlayer, lower: RatingPlayer) -> tuple[Colour, str, str]:
    """E.1-E.5, within B.2: the higher ranked player's colour, the article, and why (start numbers).

    E never overrides an absolute criterion: where E's colours would break B.2 for a player the
    last-round note does not cover (the pair is legal only because the other has 50% or more), he keeps
    B.2 and the other takes the colour left (B.2, note after B.6)."""
    colour, label, reason = e_rule(state, higher, lower)
    if keeps_b2(state, higher, lower, colour) or not keeps_b2(state, higher, lower, opposite(colour)):
        return colour, label, reason
    sn = state.start_number_of
    lower_bound = lower.breaks_b2(opposite(colour)) and not state.b2_free(lower, higher)
    bound, free = (lower, higher) if lower_bound else (higher, lower)
    given = opposite(colour) if bound is higher else colour
    return opposite(colour), "B.2", (f"{reason}; but that breaks B.2 for {sn(bound.tpn)} "
                                     f"({format_points(bound.score)} points, below the 50% of the note after B.6), "
                                     f"so {sn(bound.tpn)} gets {COLOUR_NAME[given]} and {sn(free.tpn)} "
                                     f"(50% or more) the colour left")


def e_rule(state: RatingState, higher: RatingPlayer, lower: RatingPlayer) -> tuple[Colour, str, str]:
    """E.1-E.5 as written: the higher ranked player's colour, the article, and why (start numbers)."""
    sn = state.start_number_of
    h, l = sn(higher.tpn), sn(lower.tpn)
    ph, pl = higher.preference, lower.preference
    if ph is not None and ph != pl:
        if pl is None:
            return ph, "E.1", f"{h} prefers {COLOUR_NAME[ph]}, {l} has no preference yet"
        return ph, "E.1", f"{h} prefers {COLOUR_NAME[ph]}, {l} {COLOUR_NAME[pl]}: both granted"
    if ph is None and pl is not None:
        return opposite(pl), "E.1", f"{l} prefers {COLOUR_NAME[pl]}, {h} has no preference yet"
    if ph is not None and pl is not None:
        sh, sl = STRENGTH_RANK[higher.strength], STRENGTH_RANK[lower.strength]
        if sh != sl:
            strong, weak = (higher, lower) if sh > sl else (lower, higher)
            colour = ph if sh > sl else opposite(pl)
            return colour, "E.2", (f"both prefer {COLOUR_NAME[ph]}; {sn(strong.tpn)}'s {strong.strength} preference "
                                   f"is stronger than {sn(weak.tpn)}'s {weak.strength} one")
        difference = latest_difference(higher.colours, lower.colours)
        if difference is not None:
            back, ch, cl = difference
            return opposite(ch), "E.3", (f"both prefer {COLOUR_NAME[ph]} ({higher.strength}); {back} game(s) back "
                                         f"{h} had {COLOUR_NAME[ch]} and {l} {COLOUR_NAME[cl]}: colours alternate")
        return ph, "E.4", (f"both prefer {COLOUR_NAME[ph]} ({higher.strength}) with the same colour history: "
                           f"the higher ranked {h} ({format_points(higher.score)} points) gets it")
    # Round 1: the rank among the players present (S1's order); 2012 after round 1 (JaVaFo 1.4's reading):
    # the A.2 pairing number among all players; 2009: the rank among those present in every round.
    later = state.edition.e5_alternates and state.round > 1
    number = higher.tpn if later else lot_number(state, higher)
    drawn = state.initial_colour
    colour = drawn if number % 2 == 1 else opposite(drawn)
    reason = (f"neither {h} nor {l} has played a game: the higher ranked {h} has the "
              f"{'odd' if number % 2 else 'even'} number {number} and gets "
              f"{'the colour drawn by lot' if number % 2 else 'the other colour than the one drawn by lot'}, "
              f"{COLOUR_NAME[colour]}")
    if state.edition.e5_alternates and state.round % 2 == 0:
        colour = opposite(colour)
        reason = (f"neither {h} nor {l} has played a game: the higher ranked {h} has the "
                  f"{'odd' if number % 2 else 'even'} number {number}, which E.5 gives "
                  f"{COLOUR_NAME[opposite(colour)]} in round 1, alternated in round {state.round}: "
                  f"{COLOUR_NAME[colour]}")
    if number % 2 != higher.tpn % 2 and not later:
        reason += (f" (under this project's reading of E.5, the number among the players present; read as the A.2 "
                   f"pairing number among all players, {higher.tpn}, {h} would get {COLOUR_NAME[opposite(colour)]})")
    return colour, "E.5", reason


def allocate(state: RatingState, a: int, b: int) -> Pair:
    """E.1-E.5: the pair of ``a`` and ``b`` with its colours."""
    higher, lower = higher_first(state, a, b)
    colour, _, _ = colour_rule(state, higher, lower)
    return Pair(white=higher.tpn, black=lower.tpn) if colour == "w" else Pair(white=lower.tpn, black=higher.tpn)


def colour_call(state: RatingState, a: int, b: int) -> ColourCall:
    """The rules' colours of the pair of ``a`` and ``b`` as the check reports them."""
    higher, lower = higher_first(state, a, b)
    colour, label, reason = colour_rule(state, higher, lower)
    white, black = (higher, lower) if colour == "w" else (lower, higher)
    return ColourCall(white=white.tpn, black=black.tpn, article=f"{state.edition.article} {label}", label=label, reason=reason,
                      bracket=format_points(higher.score))

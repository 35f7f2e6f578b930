"""Dutch 2009 and 2012 A.2: the pairing numbers, read from a TRF file's 001 lines.

The order made before round 1 gives the pairing numbers (A.2): rating (highest first), then the FIDE
title (2009: IGM, IM, WGM, WIM, FM, WFM, no title; 2012: GM, IM, WGM, FM, WIM, CM, WFM, WCM, no
title), then the name alphabetically. Two kinds of players keep
their place in the file's own order (its start numbers), right after the player ranked by A.2 who
precedes them in the file: a player without a rating in the file (blank or 0), whose arbiter's estimate
(A.1) the file does not carry; and a player who took no part in round 1, who may have joined the list
after the order was made (the Irish Intermediate 2011's 19, rated highest but numbered last). A file
without any rating (the Bunratty 2011 Challengers, Major and Minor sections) is paired in its own order.
"""

from __future__ import annotations

from checker.models import Player, Tournament
from checker.tournament.rounds import takes_part, tpn_map

TITLE_ORDER: dict[str, int] = {"GM": 0, "G": 0, "IGM": 0, "IM": 1, "M": 1, "WGM": 2, "WG": 2, "WIM": 3, "WM": 3,
                               "FM": 4, "F": 4, "WFM": 5, "WF": 5}
"""2009 A.2 c: IGM - IM - WGM - WIM - FM - WFM - no title (TRF letters g, m, wg, wm, f, wf or the words);
titles the text does not list (CM, WCM) count as no title."""

TITLE_ORDER_2012: dict[str, int] = {"GM": 0, "G": 0, "IGM": 0, "IM": 1, "M": 1, "WGM": 2, "WG": 2, "FM": 3, "F": 3,
                                    "WIM": 4, "WM": 4, "CM": 5, "C": 5, "WFM": 6, "WF": 6, "WCM": 7, "WC": 7}
"""2012 A.2: "FIDE-title (GM-IM- WGM-FM-WIM-CM-WFM-WCM-no title)": FM before WIM, CM and WCM listed."""

TITLE_ORDERS: dict[str, dict[str, int]] = {"2009": TITLE_ORDER, "2012": TITLE_ORDER_2012}
"""The title order of each edition's A.2, by ``Edition.name``."""


def title_rank(title: str, titles: dict[str, int] = TITLE_ORDER) -> int:
    """A.2: the place of a TRF title field in the text's list (no title last)."""
    return titles.get(title.strip().upper(), len(set(titles.values())))


def rated(player: Player) -> bool:
    """The file gives the player a rating (a blank or 0 rating field is none)."""
    return player.rating is not None and player.rating > 0


def a2_key(player: Player, titles: dict[str, int] = TITLE_ORDER) -> tuple[int, int, str, int]:
    """A.2 b-d for a rated player: rating descending, title, name (case-insensitive), then the start number."""
    return (-(player.rating or 0), title_rank(player.title, titles), player.name.casefold(), player.start_number)


def ranked(player: Player, paired_first: bool) -> bool:
    """The player takes his place by A.2: rated, and in round 1's pairing (when the file has one)."""
    return rated(player) and (not paired_first or takes_part(player.entry(1)))


def pairing_order(tournament: Tournament, titles: dict[str, int] = TITLE_ORDER) -> tuple[int, ...]:
    """Start numbers in the order of the pairing numbers (index 0 is pairing number 1), by A.2 (``titles``:
    the edition's title order).

    Unrated players, and players not in round 1's pairing, keep their place in the file's order (the
    order of its own pairing numbers: start numbers, or the 001 lines under ``XXC rank``), right after
    the player ranked by A.2 before them.
    """
    file_tpn = tpn_map(tournament)
    in_file = sorted(tournament.players, key=lambda p: file_tpn[p.start_number])
    paired_first = any(takes_part(p.entry(1)) for p in tournament.players)
    leading: list[int] = []
    after: dict[int, list[int]] = {}
    last_rated: int | None = None
    for player in in_file:
        if ranked(player, paired_first):
            last_rated = player.start_number
        elif last_rated is None:
            leading.append(player.start_number)
        else:
            after.setdefault(last_rated, []).append(player.start_number)
    order = list(leading)
    for player in sorted((p for p in in_file if ranked(p, paired_first)), key=lambda p: a2_key(p, titles)):
        order.append(player.start_number)
        order.extend(after.get(player.start_number, []))
    return tuple(order)


def numbering_note(tournament: Tournament) -> str:
    """How the pairing numbers were read, in words (for explain)."""
    paired_first = any(takes_part(p.entry(1)) for p in tournament.players)
    count = sum(1 for p in tournament.players if ranked(p, paired_first))
    if count == 0:
        return "A.2: no ratings in the file: pairing numbers follow the file's own order"
    if count < len(tournament.players):
        return (f"A.2: rating, title, name; {len(tournament.players) - count} players (unrated, or not in round 1) "
                "keep their place in the file's order")
    return "A.2: rating, title, name"

"""The tie-breaks a file declares (TRF-2026 record 202, else 212 without PTS), read as codes.

A declared code is ``NAME[:MP|:GP][/MODIFIER...]`` (TRF-2026: ``BH:MP/C1/P``): what it names (C.07 5, the table of
tie-breaks), its point type for a team, its cut (C.07 14) and ``P``; computed only when swisscheck knows every part.
"""

from __future__ import annotations

import re
from typing import Literal

from checker.errors import InputError
from checker.models import Frozen, Tournament


PointType = Literal["MP", "GP"]
"""Match points or game points of a team (TRF-2026 ``:MP`` / ``:GP``)."""
NAMES: dict[str, str] = {
    "PTS": "points", "BH": "Buchholz", "FB": "Fore Buchholz", "SB": "Sonneborn-Berger",
    "AOB": "average of opponents' Buchholz", "ARO": "average rating of opponents",
    "TPR": "tournament performance rating", "PTP": "perfect tournament performance",
    "APRO": "average performance rating of opponents", "APPO": "average perfect performance of opponents",
    "WIN": "rounds won", "WON": "games won over the board", "BPG": "games played with black",
    "BWG": "games won with black", "GE": "games one elected to play", "REP": "rounds one elected to play",
    "PS": "progressive scores", "KS": "Koya system", "DE": "direct encounter", "STD": "standard points",
    "TPN": "tournament pairing number", "RTNG": "rating", "ESB": "extended Sonneborn-Berger",
    "MPVGP": "the other points (game points when match points rank)",
    "EDE": "extended direct encounter", "EDET": "extended direct encounter, then the top boards",
    "EDEB": "extended direct encounter, then board elimination", "BC": "board count", "TBR": "top board result",
    "BBE": "board elimination", "SSSC": "score strength combination",
}
"""The codes computed here and their names for an arbiter (C.07 5, the table of tie-breaks)."""
_CONTRIBUTIONS = frozenset({"BH", "FB", "SB", "AOB", "ESB"})
"""Codes made of one value per round, which the modifiers ``Cn``, ``Mn`` and ``P`` apply to."""
RATINGS = frozenset({"ARO", "TPR", "PTP"})
"""Codes on the ratings of the opponents met over the board, which ``Cn`` and ``Mn`` apply to (C.07 14)."""
_CUTTABLE = _CONTRIBUTIONS | RATINGS | {"PS"}
_INDIVIDUAL_ONLY = RATINGS | {"APRO", "APPO", "AOB", "BPG", "BWG", "GE", "REP", "RTNG", "TPN"}
"""Not computed for a team (C.07 weighs them otherwise for teams, or they need the boards' players)."""
ENCOUNTERS = frozenset({"DE", "EDE", "EDET", "EDEB"})
"""Direct encounter (C.07 6) and its extended forms for teams (13.3), which ``P`` applies to."""
PLACES = ENCOUNTERS | {"TBR", "BBE"}
"""Tie-breaks whose value is a place among the competitors tied on everything before them."""
_TEAM_ONLY = frozenset({"ESB", "MPVGP", "EDE", "EDET", "EDEB", "BC", "TBR", "BBE", "SSSC"})
"""Team tie-breaks (C.07 13.2 the extended Sonneborn-Berger; MPvGP, the other kind of points; 13.3 the extended
direct encounter; 12 the board tie-breaks; 13.4 the score strength combination)."""
_EXTENDED: dict[str, tuple[PointType, PointType]] = {
    "EMMSB": ("MP", "MP"), "EMGSB": ("MP", "GP"), "EGMSB": ("GP", "MP"), "EGGSB": ("GP", "GP")}
"""C.07 13.2's names: the opponents' points (first) times the team's own in the match (second)."""
_CODE = re.compile(r"^(?P<name>[A-Za-z0-9]+)(?::(?P<points>[A-Za-z]+))?(?P<mods>(?:/[A-Za-z0-9]+)*)$")
_CUT = re.compile(r"^(?P<kind>[CM])(?P<n>[1-9])$")


class TieBreak(Frozen):
    """One declared tie-break: its code as written, what it is, whether swisscheck computes it."""

    code: str
    name: str = ""
    points: PointType | None = None
    own: PointType | None = None
    """The extended Sonneborn-Berger (C.07 13.2): the kind of the team's own points in each match (the opponents'
    score is of the kind ``points``)."""
    cut: int = 0
    """``Cn``: the n lowest values cut; ``Mn``: also the n highest (``median``)."""
    median: bool = False
    forfeits_played: bool = False
    """``P``: a forfeited game counts as a game against the scheduled opponent."""
    computed: bool = False

    @property
    def words(self) -> str:
        """``Buchholz Cut-1``, or the code with "not computed"."""
        if not self.computed:
            return f"{self.code} (not computed)"
        text = NAMES[self.name] + (f" Median-{self.cut}" if self.median else f" Cut-{self.cut}" if self.cut else "")
        if self.name == "ESB":
            kinds = {"MP": "match points", "GP": "game points"}
            return f"{text}: opponents' {kinds[self.points or 'MP']} times own {kinds[self.own or 'MP']}"
        return text + (" on game points" if self.points == "GP" and self.name != "MPVGP" else "")


def parse(code: str, team: bool) -> TieBreak:
    """One declared code read: computed only when its name, point type and modifiers are all known here."""
    match = _CODE.match(code.strip())
    named = "" if match is None else match["name"].upper()
    if match is None or (named not in NAMES and named not in _EXTENDED):
        return TieBreak(code=code.strip())
    name, points = named, (match["points"] or "").upper()
    own: PointType | None = None
    if name in _EXTENDED:  # EMGSB = ESB:MG
        points, own = _EXTENDED[name]
        name = "ESB"
    elif name == "ESB" and len(points) == 2 and points[0] in "MG" and points[1] in "MG":
        points, own = f"{points[0]}P", ("MP" if points[1] == "M" else "GP")
    known = points in ("", "MP", "GP") and (team or not points) and (team or name not in _TEAM_ONLY)
    known = known and (name != "ESB" or own is not None)
    cut, median, forfeits = 0, False, False
    for mod in (m.upper() for m in match["mods"].split("/")[1:]):
        cutting = _CUT.match(mod)
        if cutting is not None and name in _CUTTABLE and not (name == "PS" and cutting["kind"] == "M"):
            cut, median = int(cutting["n"]), cutting["kind"] == "M"
        elif mod == "P" and name in _CONTRIBUTIONS | ENCOUNTERS:
            forfeits = True
        else:
            known = False
    known = known and not (team and name in _INDIVIDUAL_ONLY)
    kind: PointType | None = "GP" if points == "GP" else "MP" if team else None
    return TieBreak(code=code.strip(), name=name, points=kind, own=own, cut=cut, median=median,
                    forfeits_played=forfeits, computed=known)


def declared_codes(tournament: Tournament) -> tuple[str, ...]:
    """The codes of record 202 (else 212 without its PTS), in order; () when the file declares none."""
    texts = {r.code: r.text[4:].strip() for r in tournament.headers if r.code in ("202", "212")}
    text = texts.get("202") or texts.get("212", "")
    codes = [c.strip() for c in text.split(",") if c.strip()]
    if "202" not in texts:
        codes = [c for c in codes if c.upper() != "PTS"]
    return tuple(codes)


def declared_tiebreaks(tournament: Tournament) -> tuple[TieBreak, ...]:
    """The tie-breaks of record 202 (else 212 without its PTS), in order; () when the file declares none."""
    return tuple(parse(c, bool(tournament.teams)) for c in declared_codes(tournament))


LOWER_FIRST = PLACES | {"TPN", "BC"}
"""Tie-breaks whose lower value ranks first (DE, EDE, TBR, BBE give a place; TPN, C.07 7.8: "in ascending
order"; BC, C.07 12.1, the lower sum first, as Gacrux ranks it)."""


def tiebreak_list(text: str | None) -> tuple[str, ...] | None:
    """``--tiebreaks BH/C1,SB``: the codes in order (None: the file's own)."""
    if text is None:
        return None
    codes = tuple(c.strip() for c in text.split(",") if c.strip())
    if not codes:
        raise InputError("--tiebreaks: give the codes separated by commas (BH/C1,SB)", option="--tiebreaks")
    return codes

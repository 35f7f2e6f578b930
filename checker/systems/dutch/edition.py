"""The editions of the Dutch text: what the 2017 text (C1-C19) changes of the 2026 one (C1-C21).

The matcher, the state, the candidates and the evaluation are written once, in the 2026 terms
(the engine's digits are named after the 2026 criteria); an :class:`Edition` says what its text
does differently:

- the PAB criteria: 2026 has C5 (lowest score of the PAB assignee, for the whole round) and C9
  (fewest unplayed games of the assignee); the 2017 text has neither (its C.6 PSD puts the bye on
  a downfloater of the last bracket, and its C.12 float rule steers it);
- the floats: 2017 A.4.b gives a downfloat to any player "who, for whatever reason, does not play
  in a round"; 2026 1.4.3 only to a PAB or an unplayed round scoring more than a loss;
- the criteria's names and articles: the 2017 C.5-C.19 are the 2026 C6-C8 and C10-C21, renumbered.

The next edition (the 2012 text) is one more value here with the fields it needs.
"""

from __future__ import annotations

from datetime import date

from checker.models import Frozen


class Edition(Frozen):
    """One edition of the Dutch text, as a delta of the 2026 rules the engine is written in."""

    name: str
    """``2026`` or ``2017``: the ``--system dutch-<name>`` suffix."""
    title: str
    """The system as the report names it."""
    pab_score_criterion: bool
    """2026 C5 (2.3.1): the round gives the PAB to the lowest score a complete pairing allows."""
    pab_unplayed_criterion: bool
    """2026 C9 (2.4.4): fewest unplayed games of the PAB assignee."""
    unplayed_round_downfloats: bool
    """2017 A.4.b: any round not played over the board is a downfloat."""
    collapses_last_bracket: bool
    """2017 A.9: a bracket is paired with a look at the following bracket alone (C.7); the first one
    whose downfloaters leave the round incomplete is the PPB, re-paired for completion (C.4), and
    every player below it forms one collapsed last bracket. 2026: every bracket complies with C4."""
    names: dict[str, str]
    """Engine criterion (2026 name) -> this edition's name; a criterion missing here is not in the text."""
    articles: dict[str, str]
    """This edition's criterion name -> its article."""
    completion: str
    """The completion article (2026 C4, 2017 A.9 with C.4)."""
    best_candidate: str
    """The article choosing among candidates equal on every criterion (2026 3.8.1, 2017 B.8)."""
    quality: str
    """The range of criteria a candidate is compared on, in words (``C5-C21``)."""
    renamed: dict[str, str] = {}
    """A 2026 article the engine cites (``Dutch 4.2.2``) -> this edition's article (``Dutch D.1``)."""

    def name_of(self, criterion: str) -> str | None:
        """This edition's name of an engine criterion, None when its text has no such criterion."""
        return self.names.get(criterion)

    def article_of(self, criterion: str) -> str:
        """The article of one of this edition's criteria."""
        return self.articles[criterion]

    def article(self, article_2026: str) -> str:
        """This edition's article for one the engine cites in 2026 terms (unchanged when not renamed)."""
        return self.renamed.get(article_2026, article_2026)

    def cite(self, section_2026: str) -> str:
        """This edition's number for a Dutch section cited bare in a message (``1.7.1`` -> ``A.6.a``)."""
        return self.article(f"Dutch {section_2026}").removeprefix("Dutch ")

    def pab_rule_in_force(self, event_start: date | None) -> str:
        """Which Basic Rules bar the PAB: ``2025`` (rule 4, any unplayed win) or ``2017`` (C.2 as quoted)."""
        if self.name == "2026" or (event_start is not None and event_start >= BASIC_RULES_2025):
            return "2025"
        return "2017"


BASIC_RULES_2025 = date(2025, 7, 1)
"""Basic Rules for Swiss Systems in force from 1 July 2025 (rule 4: any round scored as a win unplayed)."""

DUTCH_2017_FROM = date(2017, 7, 1)
"""The 2017 Dutch text applies from 1 July 2017 (earlier events: the 2012 text, `dutch-2012`; see docs/editions.md)."""

DUTCH_2026_FROM = date(2026, 2, 1)
"""The 2026 Dutch text applies from 1 February 2026; the 2017 text before."""

_ENGINE = ["C1", "C2", "C3", "C4", "C5", *(f"C{k}" for k in range(6, 22))]

EDITION_2026 = Edition(
    name="2026", title="FIDE (Dutch) System, C.04.3 (2026)",
    pab_score_criterion=True, pab_unplayed_criterion=True, unplayed_round_downfloats=False,
    collapses_last_bracket=False,
    names={c: c for c in _ENGINE},
    articles={"C1": "Basic Rules 2", "C2": "Basic Rules 4", "C3": "Dutch 2.1.3", "C4": "Dutch 2.2.1",
              "C5": "Dutch 2.3.1", **{f"C{k}": f"Dutch 2.4.{k - 5}" for k in range(6, 22)}},
    completion="Dutch 2.2.1", best_candidate="Dutch 3.8.1", quality="C5-C21",
)
"""The text applied from 1 February 2026 (C1-C21)."""

# 2017 C.5-C.7 are 2026 C6-C8; 2017 C.8-C.19 are 2026 C10-C21 (C5 and C9 are new in 2026).
_RENUMBERED_2017 = {"C6": "C5", "C7": "C6", "C8": "C7", **{f"C{k}": f"C{k - 2}" for k in range(10, 22)}}

EDITION_2017 = Edition(
    name="2017", title="FIDE (Dutch) System, C.04.3 (2017)",
    pab_score_criterion=False, pab_unplayed_criterion=False, unplayed_round_downfloats=True,
    collapses_last_bracket=True,
    names={"C1": "C1", "C2": "C2", "C3": "C3", "C4": "C4", **_RENUMBERED_2017},
    articles={"C1": "Dutch C.1", "C2": "Dutch C.2", "C3": "Dutch C.3", "C4": "Dutch C.4",
              **{f"C{k}": f"Dutch C.{k}" for k in range(5, 20)}},
    completion="Dutch A.9", best_candidate="Dutch B.8", quality="C5-C19",
    renamed={"Dutch 4.2.2": "Dutch D.1", "Dutch 4.3.2": "Dutch D.2", "Dutch 4.4.2": "Dutch D.3",
             "Dutch 2.1.3": "Dutch C.3", "Basic Rules 2": "Dutch C.1", "Basic Rules 4": "Dutch C.2",
             "Dutch 2.2.1": "Dutch C.4", "Dutch 3.8.1": "Dutch B.8", "Dutch 3.4.1": "Dutch B.4", "Dutch 1.9.3": "Dutch A.9",
             "Dutch 1.9.1": "Dutch A.9", "Dutch 3.3": "Dutch B.3", "Dutch 1.7.1": "Dutch A.6.a", "Dutch 1.7.4": "Dutch A.6.d",
             "Basic Rules 3": "Dutch A.5",
             **{f"Dutch 5.2.{k}": f"Dutch E.{k}" for k in range(1, 6)}},
)
"""The text in force 1 July 2017 - 31 January 2026 (C1-C19)."""

EDITIONS: dict[str, Edition] = {e.name: e for e in (EDITION_2026, EDITION_2017)}
"""Every edition by name."""

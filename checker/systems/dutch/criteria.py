"""The values of C6-C21 for one bracket candidate, in the text's terms and in words.

The counts come from the engine's digits (``dutch_candidates.evaluate``), so a value shown to the
arbiter is the value the pairer weighed; lists "taken in descending order" (C7, C18-C21) are
written out from the candidate itself.
"""

from __future__ import annotations

from decimal import Decimal

from checker.evaluation.evaluation import CriterionValue
from checker.models import Frozen
from checker.systems.dutch.state import DutchState
from checker.systems.dutch.candidates import Bracket, Candidate, CandidateDigits, c9_applies, criterion_ranks
from checker.systems.dutch.colours import allocate
from checker.systems.dutch.digits import Digit
from checker.systems.dutch.round import BYE, RoundData
from checker.tournament.colours import opposite
from checker.tournament.scoring import format_points as points

ARTICLES: dict[str, str] = {
    "C1": "Basic Rules 2", "C2": "Basic Rules 4", "C3": "Dutch 2.1.3", "C4": "Dutch 2.2.1", "C5": "Dutch 2.3.1",
    **{f"C{k}": f"Dutch 2.4.{k - 5}" for k in range(6, 22)},
}
"""Criterion -> the article that states it (C6 is Dutch 2.4.1 ... C21 is Dutch 2.4.16)."""

FLOATS_ON = "unpaired"
"""How an MDP left unpaired (it floats on) shows in a C18/C20 list: worse than any difference."""


class CriterionWords(Frozen):
    """One criterion of one candidate: the value as the text counts it, and a phrase saying it."""

    criterion: str
    value: str
    words: str
    ideal: bool
    """True when the criterion is fully complied with (zero, or nothing to weigh)."""
    brief: str = ""
    """The value with what it needs to be read alone (``0 (PAB to 5)``); empty: ``value``."""

    @property
    def short(self) -> str:
        """The value as the other side of a comparison shows it."""
        return self.brief or self.value


def plural(n: int, word: str) -> str:
    """``1 downfloater``, ``3 downfloaters``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _count(criterion: str, n: int, one: str, many: str, who: list[str]) -> CriterionWords:
    """A count criterion: ``1 player without ... (9)``, ``3 players without ... (2, 5, 7)``.

    ``n`` comes from the engine's digit; ``who`` names the players when they add up to it.
    """
    words = f"{n} {one if n == 1 else many}"
    if n and len(who) == n:
        words += f" ({', '.join(who)})"
    return CriterionWords(criterion=criterion, value=str(n), words=words, ideal=n == 0)


def colour_misses(data: RoundData, pairs: tuple[tuple[int, int], ...]) -> dict[str, list[int]]:
    """Who breaks C10-C13 in these pairs under the 5.2 allocation, as ``colour_violations`` counts them."""
    out: dict[str, list[int]] = {"C10": [], "C11": [], "C12": [], "C13": []}
    for h, l in pairs:
        ph, pl = data.players[h], data.players[l]
        gets_h = allocate(ph, pl, data.initial_colour)
        for v, p, gets in ((h, ph, gets_h), (l, pl, opposite(gets_h))):
            if p.preference is None or p.preference == gets:
                continue
            out["C12"].append(v)
            if p.preference_strength in ("strong", "absolute"):
                out["C13"].append(v)
            if abs(p.colour_difference + (1 if gets == "w" else -1)) > 2:
                out["C10"].append(v)
            if len(p.colours) >= 2 and p.colours[-1] == p.colours[-2] == gets:
                out["C11"].append(v)
    return out


def _list(criterion: str, values: list[str], noun: str) -> CriterionWords:
    """A list criterion: ``score differences of ...: 1, 0.5`` (``none`` when empty)."""
    value = ", ".join(values) or "none"
    return CriterionWords(criterion=criterion, value=value, words=f"{noun}: {value}", ideal=not values)


def criteria_values(state: DutchState, data: RoundData, bracket: Bracket, candidate: Candidate,
                    evaluation: CandidateDigits) -> dict[str, CriterionWords]:
    """C6-C21 of a candidate in the text's terms (players named by start number)."""
    players, scores = data.players, data.scores
    d = evaluation.digits
    sn = state.start_number_of

    def name(v: int) -> str:
        return str(sn(players[v].tpn))

    pairs = len(candidate.pairs)
    mdps = set(bracket.mdps)
    residents = set(bracket.residents)
    partner = {h: l for h, l in candidate.pairs} | {l: h for h, l in candidate.pairs}
    down = candidate.downfloaters
    out: dict[str, CriterionWords] = {}

    out["C6"] = CriterionWords(criterion="C6", value=str(len(down)), ideal=not down,
                               words=plural(len(down), "downfloater") if down else "no downfloater")
    down_scores = [points(s) for s in sorted((scores[v] for v in down), reverse=True)]
    out["C7"] = _list("C7", down_scores, "downfloaters' scores")
    if bracket.collapsed(scores):  # 2017 A.9 CLB: C.6 is A.8's PSD, pairs' and downfloaters' score differences
        low = min(scores[v] for v in bracket.members) - 1
        psd = sorted([scores[h] - scores[l] for h, l in candidate.pairs] + [scores[v] - low for v in down], reverse=True)
        out["C7"] = _list("C7", [points(x) for x in psd], "PSD (A.8: score differences of the pairs and downfloaters)")

    if bracket.next_group:
        side = set(down) | set(bracket.next_group)
        nxt = set(bracket.next_group)
        comp = evaluation.completion
        left = [v for v in sorted(side) if not (comp.get(v) in side and (v in nxt or comp[v] in nxt))]
        left_scores = ", ".join(points(scores[v]) for v in left)
        value = f"{len(left)}" + (f" ({left_scores})" if left else "")
        n = plural(len(left), "downfloater") + (f" ({left_scores})" if left else "")
        out["C8"] = CriterionWords(
            criterion="C8", value=value, ideal=len(left) == len(side) % 2,
            words=f"the following {points(scores[bracket.next_group[0]])} bracket can at best leave {n}",
        )
    else:
        out["C8"] = CriterionWords(criterion="C8", value="no following bracket", ideal=True,
                                   words="no following bracket")

    assignee = evaluation.completion.get(BYE)
    if c9_applies(data, bracket, candidate) and assignee is not None and assignee in set(bracket.members):
        u = players[assignee].unplayed_rounds
        out["C9"] = CriterionWords(
            criterion="C9", value=str(u), ideal=d[Digit.C9] == data.c9_best, brief=f"{u} (PAB to {name(assignee)})",
            words=f"the PAB goes to its downfloater {name(assignee)}, who has {plural(u, 'unplayed game')}",
        )
    else:
        out["C9"] = CriterionWords(criterion="C9", value="not applicable", ideal=True,
                                   words="C9 does not apply (2.4.4 note)")

    misses = {c: [name(v) for v in vs] for c, vs in colour_misses(data, candidate.pairs).items()}
    top1, top = "topscorer or topscorer's opponent", "topscorers or topscorers' opponents"
    beyond, three = "with a colour difference beyond ±2", "with the same colour three times in a row"
    out["C10"] = _count("C10", 2 * pairs - d[Digit.C10], f"{top1} {beyond}", f"{top} {beyond}", misses["C10"])
    out["C11"] = _count("C11", 2 * pairs - d[Digit.C11], f"{top1} {three}", f"{top} {three}", misses["C11"])
    out["C12"] = _count("C12", 2 * pairs - d[Digit.C12], "player without their colour preference",
                        "players without their colour preference", misses["C12"])
    out["C13"] = _count("C13", 2 * pairs - d[Digit.C13], "player without their strong colour preference",
                        "players without their strong colour preference", misses["C13"])
    for crit, back, word in (("C14", 1, "the previous round"), ("C16", 2, "two rounds before")):
        who = [name(v) for v in down if v in residents and players[v].float_before(back) == "down"]
        what = f"who received a downfloat {word}"
        out[crit] = _count(crit, len(who), f"resident downfloater {what}", f"resident downfloaters {what}", who)
    mdp_pairs = candidate.mdp_pairs(bracket)
    for crit, digit, back, word in (("C15", Digit.C15, 1, "the previous round"), ("C17", Digit.C17, 2, "two rounds before")):
        what = f"who received an upfloat {word}"
        who = [name(o) for m, o in mdp_pairs if players[o].float_before(back) == "up"]
        out[crit] = _count(crit, pairs - d[digit], f"MDP opponent {what}", f"MDP opponents {what}", who)

    for crit, back, word in (("C18", 1, "the previous round"), ("C20", 2, "two rounds before")):
        floated = [m for m in bracket.mdps if players[m].float_before(back) == "down"]
        unpaired = [f"{FLOATS_ON} ({name(m)})" for m in floated if m not in partner]
        paired = sorted((scores[m] - scores[partner[m]] for m in floated if m in partner), reverse=True)
        out[crit] = _list(crit, unpaired + [points(x) for x in paired],
                          f"score differences of MDPs who received a downfloat {word}")
    for crit, back, word in (("C19", 1, "the previous round"), ("C21", 2, "two rounds before")):
        diffs = sorted((scores[m] - scores[o] for m, o in mdp_pairs
                        if m in mdps and players[o].float_before(back) == "up"), reverse=True)
        out[crit] = _list(crit, [points(x) for x in diffs], f"score differences of MDP opponents who received an upfloat {word}")
    return {c: out[c] for c in sorted(out, key=lambda c: int(c[1:]))}


def criterion_values(state: DutchState, data: RoundData, bracket: Bracket, candidate: Candidate,
                     digits: CandidateDigits) -> tuple[CriterionValue, ...]:
    """C6-C21 of a candidate for the comparison: the engine's digits as ranks, the text's values and words,
    under the names and articles of the state's edition (2017: C5-C19)."""
    words = criteria_values(state, data, bracket, candidate, digits)
    edition = state.edition
    named = {name: edition.name_of(name) for name in words}  # 2017: C9 is not in the text, C10 is its C8...
    return tuple(
        CriterionValue(criterion=shown, article=edition.article_of(shown), rank=rank, value=words[name].value,
                       words=words[name].words, short=words[name].short)
        for name, rank in criterion_ranks(digits).items() if (shown := named[name]) is not None
    )

"""A round-pairing of the 2009 rating-based system as the procedure reads it: the common evaluation.

Absolute criteria first (B.1 a rematches, B.1 b a bye after a point without playing, B.2 by the colours
given, A.5 a bye with an even number of players). Then the pairing is read back into the procedure's
brackets, from the highest score down (a pair belongs to the first bracket that holds both players; a
player a bracket leaves unpaired is moved down to the next), and each bracket is a stage whose choice is
its pairs. Where two pairings first pair a bracket differently, the stage says which comes first in the
procedure: the look-ahead of C.13 (the bracket above the lowest), the number of players moved down
(C.14), the look-ahead of C.12, the criteria in force when the pairing complies (C.6, then each step of
C.9-C.11, A.7 d, the last-round note), then the order of the alternatives: S1's opponents in a
heterogeneous bracket (C.7/D.1), the exchange (C.8/D.2), the transposition (C.7/D.1).
:class:`RatingJudge` walks the pairings of a round against one run of the procedure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal

from checker.evaluation.basic_rules import start_numbers_of
from checker.evaluation.evaluation import ColourCall, CriterionValue, Evaluation, OrderPosition, Stage, StageValues
from checker.errors import PairingImpossible
from checker.evaluation.findings import Finding
from checker.evaluation.stage_terms import StageChoice, StageTerms
from checker.models import Colour, Pairing
from checker.systems.dutch_procedural import closeness
from checker.systems.dutch_procedural.colours import colour_call
from checker.systems.dutch_procedural.edition import EDITION_2009, EDITION_2012, Edition
from checker.systems.dutch_procedural.groups import Below, Group, numbered
from checker.systems.dutch_procedural.procedure import build_group, final_level, group_ladder, pair_round, score_groups
from checker.systems.dutch_procedural.rules import Level, Pair, Rules, rules_for
from checker.systems.dutch_procedural.search import below_exact, first_choice
from checker.systems.dutch_procedural.sequences import Exchange, NO_EXCHANGE, canonical_exchange, exchange_key
from checker.systems.dutch_procedural.state import RatingState
from checker.tournament.colours import COLOUR_NAME
from checker.tournament.scoring import format_points as points


def art(article: str, edition: Edition = EDITION_2009) -> str:
    """An article with the edition's name (``Dutch 2009 C.14``, ``Dutch 2012 C.14``)."""
    return f"{edition.article} {article}"


def absolute_findings(state: RatingState, rules: Rules, pairing: Pairing) -> tuple[Finding, ...]:
    """B.1 a, B.2 (by the colours given), B.1 b and A.5 on a pairing by pairing number; players who were
    not to be paired are left to the participation check of the round. In the last round B.2 does not
    bind a player with 50% or more in a pair that no colours could keep within B.2 (the note)."""
    sn = state.start_number_of
    out: list[Finding] = []
    present = rules.by_tpn
    strict = Level(a7d=False)
    for pair in pairing.pairs:
        w, b = pair.white, pair.black
        if w not in present or b not in present:
            continue
        if rules.met(w, b):
            why = ("may not be paired (prohibited pairing, 260/XXP)" if b not in present[w].opponents
                   else "have already played each other")
            out.append(Finding(verdict="VIOLATION", criterion="B1", article=art("B.1", state.edition), players=(sn(w), sn(b)),
                               message=f"B.1 a: {sn(w)} and {sn(b)} {why}"))
            continue
        given: tuple[tuple[int, int, Colour], ...] = ((w, b, "w"), (b, w, "b"))
        for tpn, other, colour in given:
            player = present[tpn]
            if not player.breaks_b2(colour):
                continue
            # 2009: the note lets a pair off B.2 only where no colours keep it; 2012: top scorers' colours
            # are allocated by E with B.2 ignored (B.2 note), so E's colours are no breach.
            if state.b2_free(player, present[other]) and (state.edition.top_scorers_over_half
                                                          or not rules.legal(w, b, strict)):
                continue
            d = player.colour_difference + (1 if colour == "w" else -1)
            reason = f"a colour difference of {d:+d}" if abs(d) > 2 else f"{COLOUR_NAME[colour]} a third time in a row"
            out.append(Finding(verdict="VIOLATION", criterion="B2", article=art("B.2", state.edition), players=(sn(tpn), sn(other)),
                               message=f"B.2: {sn(tpn)} gets {COLOUR_NAME[colour]} against {sn(other)}: {reason}"))
    bye = pairing.pab
    if bye is not None and bye in present:
        if not rules.bye_allowed(bye):
            out.append(Finding(verdict="VIOLATION", criterion="B1", article=art("B.1", state.edition), players=(sn(bye),),
                               message=(f"B.1 b: {sn(bye)} receives the bye but has already received a point without "
                                        f"playing ({present[bye].pab_barred_by})")))
        if len(present) % 2 == 0:
            out.append(Finding(verdict="VIOLATION", article=art("A.5", state.edition), players=(sn(bye),),
                               message=f"A.5: a bye to {sn(bye)} although the number of players ({len(present)}) is even"))
    return tuple(out)


@dataclass(frozen=True)
class Reading:
    """A bracket's pairs read as the procedure would have made them (C.4-C.8, C.14)."""

    group: Group
    """The group C.3-C.4 builds from the bracket (after C.1)."""
    moved: tuple[int, ...]
    """C.1: players without a possible opponent in the bracket, moved down."""
    h_pairs: tuple[Pair, ...]
    h_prefix: tuple[int, ...]
    part: tuple[int, ...]
    """The homogeneous part's members (the group, or the remainder), A.2 order."""
    pairs: tuple[Pair, ...]
    exchange: Exchange
    prefix: tuple[int, ...]
    leftovers: tuple[int, ...]
    dropped: tuple[int, int]
    """C.14: S1 players of a heterogeneous bracket not paired as S1, pairs fewer in the homogeneous part."""
    inside: bool
    """The pairs are among the procedure's alternatives (a heterogeneous S1 plays S2, A.6)."""

    @property
    def down(self) -> tuple[int, ...]:
        """Every player the bracket sends down (C.1 and leftovers)."""
        return self.moved + self.leftovers


def read_part(rules: Rules, part: tuple[int, ...], pairs: tuple[Pair, ...],
              leftovers: tuple[int, ...]) -> tuple[tuple[Pair, ...], Exchange, tuple[int, ...]]:
    """The homogeneous part's pairs as an exchange (D.2, the first that reaches them) and a transposition
    (D.1), S1 player first."""
    number = numbered(part)
    p = len(pairs)
    s1 = tuple(range(1, p + 1))
    s2 = tuple(range(p + 1, len(part) + 1))
    numbered_pairs = tuple((number[a], number[b]) for a, b in pairs)
    exchange = canonical_exchange(s1, numbered_pairs, tuple(number[t] for t in leftovers))
    out_of_s1, into_s1 = exchange
    new_s1 = sorted((set(s1) - set(out_of_s1)) | set(into_s1))
    new_s2 = sorted((set(s2) - set(into_s1)) | set(out_of_s1))
    partner = {a: b for a, b in numbered_pairs} | {b: a for a, b in numbered_pairs}
    ordered = tuple((part[a - 1], part[partner[a] - 1]) for a in new_s1)
    prefix = tuple(new_s2.index(partner[a]) + 1 for a in new_s1)
    return ordered, exchange, prefix


def read_bracket(rules: Rules, movers: tuple[int, ...], residents: tuple[int, ...], lowest: bool,
                 pairs: tuple[Pair, ...], spare: tuple[int, ...] = ()) -> Reading:
    """One bracket of a pairing: C.1's moves, the group, then its pairs in the procedure's terms (``spare``:
    the player moved down whom the procedure left out of the lowest bracket's S1 for the bye, C.14)."""
    final = final_level(rules)
    members = rules.ordered(movers + residents)
    isolated = tuple(t for t in members if not any(rules.legal(t, u, final) for u in members if u != t))
    moved = () if lowest else isolated
    paired = {t for pair in pairs for t in pair}
    if lowest and spare and not paired & set(spare):
        # C.13 with nothing above, then C.14 (procedure.s1_player_to_bye): the procedure left this player
        # moved down out of S1 for the bye, and so does this pairing.
        moved = spare
    movers = tuple(t for t in movers if t not in moved)
    residents = tuple(t for t in residents if t not in moved)
    group = build_group(rules, movers, residents, lowest)
    partner = {a: b for a, b in pairs} | {b: a for a, b in pairs}
    leftovers = rules.ordered(t for t in group.members if t not in partner)
    if not group.heterogeneous:
        ordered, exchange, prefix = read_part(rules, group.members, pairs, leftovers)
        return Reading(group=group, moved=moved, h_pairs=(), h_prefix=(), part=group.members, pairs=ordered,
                       exchange=exchange, prefix=prefix, leftovers=leftovers, dropped=(0, group.p - len(pairs)),
                       inside=True)
    s1 = group.s1
    if rules.d3_sets:
        # 2012 C.8 b, D.3: S1 any set of the players moved down; the first of the largest whose players all
        # meet a player outside it: those meeting a resident, and the higher of two movers who meet.
        firsts = tuple(t for t in s1 if t in partner and (partner[t] not in s1 or s1.index(t) < s1.index(partner[t])))
    else:  # C.14 b2 takes fewer players of S1: C.4's highest
        firsts = s1[:next(k for k in range(len(s1), -1, -1)
                          if all(t in partner and partner[t] not in s1[:k] for t in s1[:k]))]
    taken = len(firsts)
    s2 = tuple(t for t in group.members if t not in firsts)
    h_pairs = tuple((t, partner[t]) for t in firsts)
    rest = tuple(t for t in s2 if t not in {b for _, b in h_pairs})
    inner = tuple(pair for pair in pairs if pair[0] in rest and pair[1] in rest)
    ordered, exchange, prefix = read_part(rules, rest, inner, leftovers)
    inside = taken > 0 or not pairs
    return Reading(group=group, moved=moved, h_pairs=h_pairs, h_prefix=tuple(s2.index(b) + 1 for _, b in h_pairs),
                   part=rest, pairs=ordered, exchange=exchange, prefix=prefix, leftovers=leftovers,
                   dropped=(len(s1) - taken, len(rest) // 2 - len(inner)), inside=inside)


def complies(rules: Rules, reading: Reading, level: Level) -> bool:
    """C.6 at a level: the pairs are legal (B.1, B.2, A.7 d), no forbidden float (B.5, B.6; 2012: a joined
    player paired below his score floats down too, ``Rules.joined_ok``), no more
    ungranted preferences than x allows (B.4; S1's pairs and the remainder each against their own x)."""
    lowest, joined = reading.group.lowest, reading.group.joined
    if reading.h_pairs:
        if any(not rules.pair_ok(a, b, level) or not rules.joined_ok(a, b, level, joined) for a, b in reading.h_pairs):
            return False
        if rules.ungranted_count(reading.h_pairs, reading.group.members) > rules.x(reading.group.members) + level.delta:
            return False
        if not rules.z_ok(reading.h_pairs, reading.group.members, level):
            return False
    if any(not rules.pair_ok(a, b, level) or not rules.joined_ok(a, b, level, joined) for a, b in reading.pairs):
        return False  # 2012 C.13 with A.4: a joined player paired below his score floats down (B.5, B.6)
    if any(not rules.leftover_ok(t, level, lowest) for t in reading.leftovers):
        return False
    if rules.bracket_wide:
        every = reading.h_pairs + reading.pairs
        members = reading.group.members
        return (rules.ungranted_count(every, members) <= rules.x(members) + level.delta
                and rules.z_ok(every, members, level))
    return (rules.ungranted_count(reading.pairs, reading.part) <= rules.x(reading.part) + level.delta
            and rules.z_ok(reading.pairs, reading.part, level))


def level_of(rules: Rules, reading: Reading, levels: Sequence[Level]) -> Level | None:
    """The first level of the group's ladder at which the reading complies (C.14 choices: only the last,
    where C.14 restarts); None when it never does."""
    if reading.dropped != (0, 0):
        if rules.minimum_drops:  # 2012 C.14: the whole ladder again, X1 and Z1 decreased with P1
            again = group_ladder(rules, reading.group, fewer=sum(reading.dropped))
            return next((level for level in again if complies(rules, reading, level)), None)
        return levels[-1] if complies(rules, reading, levels[-1]) else None
    return next((level for level in levels if complies(rules, reading, level)), None)


BRACKET_TERMS = {e.name: StageTerms(subject="the pairs", untold_article=art("C.6", e)) for e in (EDITION_2009, EDITION_2012)}
"""A bracket's pairs: the procedure's tests in its own order (C.12-C.14, C.6 and its relaxations), then D.1/D.2."""


def flat_key(exchange: Exchange) -> tuple[int, ...]:
    """D.2's order as one flat tuple (size, difference, the S1 numbers from the lowest, the S2 numbers)."""
    size, difference, firsts, seconds = exchange_key(exchange)
    return (size, difference, *firsts, *seconds)


def _level_words(level: Level | None) -> str:
    if level is None:
        return "complies with B.1 and B.2 only outside the procedure's alternatives"
    if level.index == 0:
        return "complies with every criterion in force (C.6)"
    return f"complies only once {level.step}: {level.words}"


C11_READING = (" [same level past C.10: rests on this project's reading of C.11, B.5/B.6 stay dropped once x is "
               "raised; under the other (they come back at each new x) this pairing needs them dropped again]")
"""The note the order's words carry when the verdict depends on the open C.11 reading (issue 21)."""

C12_READING = (" [C.12 was applied below: rests on this project's reading of C.12, the bracket above is paired "
               "again with the same p (A.3); under the other, C.12 may accept fewer pairs here]")
"""The note C.14's count carries where C.12 re-paired the bracket (issue 21): two pairings told apart by
how many players they move down then depend on the C.12 reading."""


READINGS: dict[str, str] = {
    "A.7 e": (" [rests on this project's reading of A.7 e: of the players with a mild preference who may be "
              "counted with the other colour to lower x, those of higher A.2 rank first; taken from the lowest, "
              "this pairing complies at another step]"),
    "C.6": (" [rests on this project's reading of 2012 C.6: X and Z shared by S1's pairs and the remainder; "
            "with the remainder's own X and Z, this pairing complies at another step]"),
}
"""The open points a verdict may rest on (issue 29 item 3), each with the words the measure carries:
2009 A.7 e does not say which of several mild preferences switch; 2012 C.6 does not say whether the
remainder keeps the bracket's X and Z (``docs/interpretations-dutch-2012.md``)."""


def reading_note(rules: Rules, reading: Reading, level: Level | None) -> str:
    """The words saying the level found for these pairs rests on an open point: under the other reading
    (``Rules.other_reading``) they would comply at another step of the ladder; empty when it does not."""
    if not reading.inside:
        return ""
    points = ("C.6",) if rules.minimum_drops else ("A.7 e",)
    for point in points:
        if point == "A.7 e" and sum(1 for t in reading.group.members if rules.flexible(t)) < 2:
            continue  # one A.7 e player or none: no choice of whom to count with the other colour
        other = replace(rules, other_reading=point)
        found = level_of(other, reading, group_ladder(other, reading.group))
        if (found.index if found else None) != (level.index if level else None):
            return READINGS[point]
    return ""


def c11_depends(rules: Rules, reading: Reading, level: Level | None) -> bool:
    """Does the level found for these pairs rest on the C.11 reading: past C.10 (x raised, or A.7 d or the
    note), with a float criterion dropped that the pairs need, so that under the other reading (B.5 and
    B.6 back at each new x) they would not comply at this point of the ladder?"""
    if rules.state.edition.ladder == "2012":
        return False  # 2012 C.10 e says it: the float criteria come back with each new X (restart from C.3.e)
    if level is None or (level.delta == 0 and level.a7d and not level.note) or level.step in ("C.9", "C.10"):
        return False
    if level.b5_up and level.b6_up and level.b5_down and level.b6_down:
        return False
    restored = replace(level, b5_up=True, b6_up=True, b5_down=True, b6_down=True)
    return not complies(rules, reading, restored)


def _exchange_words(exchange: Exchange) -> str:
    out_of_s1, into_s1 = exchange
    if not out_of_s1:
        return "no exchange"
    return f"exchange of {'+'.join(map(str, out_of_s1))} with {'+'.join(map(str, into_s1))}"


Decided = dict[int, tuple[frozenset[int], frozenset[frozenset[int]], Below | None, tuple[int, ...], tuple[int, ...]]]
"""Bracket index -> its players, the pairs the procedure makes in it, the bracket below its choice was made for,
the players it moved down unpaired (C.1; in the lowest bracket, C.14's player left out of S1 for the bye),
the players moved down into it (2012 C.13: in a merged lowest bracket, those of the latest added only)."""


class Stages:
    """The brackets of one pairing, top down, as stages."""

    def __init__(self, state: RatingState, rules: Rules, pairing: Pairing, decided: Decided) -> None:
        self.state, self.rules, self.pairing, self.decided = state, rules, pairing, decided

    def walk(self) -> tuple[Stage, ...]:
        """One stage per bracket, top down. Which pairs a bracket made is read from the pairing: the
        bracket's pairs of the procedure's own pairing when this pairing has them all (the rest of the
        bracket then went down, as the procedure sent it: C.13 joins, C.14); otherwise every pair of two
        of its players (the first bracket that holds both)."""
        rules = self.rules
        groups = score_groups(rules)
        last = len(groups) - 1
        decided = self.decided
        pairs = tuple((p.white, p.black) for p in self.pairing.pairs)
        given = {frozenset(p) for p in pairs}
        movers: tuple[int, ...] = ()
        out: list[Stage] = []
        for k, (score, residents) in enumerate(groups):
            members = set(movers) | set(residents)
            inside = tuple(p for p in pairs if p[0] in members and p[1] in members)
            known = decided.get(k)
            if known is not None and known[0] == frozenset(members) and known[1] <= given:
                inside = tuple(p for p in pairs if frozenset(p) in known[1])
            if k == last and rules.merged_s1 and known is not None and known[0] == frozenset(members):
                # 2012 C.13: the merged lowest bracket has the players moved down into the latest added as S1;
                # the joined brackets' players are its own (Procedure.merged).
                merged = set(known[4]) | set(known[3])
                residents = rules.ordered(t for t in members if t not in merged)
                movers = rules.ordered(t for t in members if t in merged)
            spare: tuple[int, ...] = ()
            if k == last and known is not None and known[0] == frozenset(members) and 2 * len(movers) < len(members):
                # Only a player the procedure took out of S1 for the bye (C.14, s1_player_to_bye); a player
                # of S1 left over in the remainder after C.14 took fewer players of S1 is read from the pairs.
                spare = tuple(t for t in movers if t in known[3])
            reading = read_bracket(rules, movers, residents, k == last, inside, spare)
            ahead = known[2] if known is not None and known[0] == frozenset(members) else None
            out.append(self.stage(k, score, reading, inside, ahead))
            movers = rules.ordered(reading.down)
        return tuple(out)

    def stage(self, k: int, score: Decimal, reading: Reading, inside: tuple[Pair, ...], below: Below | None) -> Stage:
        """Bracket ``k``'s stage; ``below``: the bracket below the procedure chose this bracket's pairs for
        (C.12, C.13), whose test both pairings then take."""
        lowest = k == len(score_groups(self.rules)) - 1
        return Stage(key=("bracket", k, frozenset(reading.group.members) | frozenset(reading.moved)),
                     choice=StageChoice.of_pairs((min(a, b), max(a, b)) for a, b in inside), bracket=points(score),
                     terms=BRACKET_TERMS[self.state.edition.name], detail=BracketDetail(rules=self.rules, reading=reading, inside=inside,
                                                               below=below, lowest=lowest))


def _names(state: RatingState, tpns: tuple[int, ...]) -> str:
    """Pairing numbers as start numbers, space separated."""
    return " ".join(str(state.start_number_of(t)) for t in tpns)


@dataclass(frozen=True)
class BracketDetail:
    """What a bracket stage is measured from: the round's rules, the bracket read, its pairs, the bracket
    below the procedure chose its pairs for (C.12, C.13), whether it is the lowest."""

    rules: Rules
    reading: Reading
    inside: tuple[Pair, ...]
    below: Below | None
    lowest: bool


def measure(state: RatingState, pairing: Pairing, detail: BracketDetail) -> StageValues:
    """A bracket's pairs in the procedure's order of tests: C.13, C.14, C.12, the level of C.6-C.11 it
    complies at, then D.1 / D.2."""
    rules, reading, inside, below, lowest = detail.rules, detail.reading, detail.inside, detail.below, detail.lowest
    sn = state.start_number_of
    criteria: list[CriterionValue] = []
    ahead: CriterionValue | None = None
    if below is not None:
        ok = below_exact(rules, below, reading.leftovers)
        what = ("the lowest bracket can be paired completely" if below.lowest else
                "the next bracket can pair the players moved down")
        ahead = CriterionValue(
            criterion=None, article=art("C.13" if below.lowest else "C.12", state.edition), rank=(0 if ok else 1,),
            value="yes" if ok else "no",
            words=f"moves down {_names(state, reading.down)}: {what if ok else what.replace('can', 'cannot')}")
    if ahead is not None and ahead.article.endswith("C.13"):
        criteria.append(ahead)
    if lowest and state.edition.bye_lowest_score and len(reading.down) == 1:
        criteria.append(_bye_score(rules, reading.down[0], state))
    down = len(reading.down)
    criteria.append(CriterionValue(
        criterion=None, article=art("C.14", state.edition), rank=(down, *reading.dropped), value=str(down),
        words=(f"leaves {_names(state, reading.down) or 'nobody'} unpaired"
               + (" (the bye)" if lowest and down else "")
               + (C12_READING if below is not None and not below.lowest else ""))))
    if ahead is not None and ahead.article.endswith("C.12"):
        criteria.append(ahead)
    levels = group_ladder(rules, reading.group)
    level = level_of(rules, reading, levels) if reading.inside else None
    rank = (0, level.index) if level is not None else (1, 0)
    open_point = reading_note(rules, reading, level)
    if reading.inside and levels and levels[-1].down_cap is not None and levels[-1].next_half is not None:
        # 2012 down_first: the players moved down as close to the next bracket as can be, before C.10's steps.
        criteria.append(_down_closeness(rules, reading, levels[-1].next_half, state))
    first = reading.inside and bool(levels) and levels[-1].close_cap is not None
    if first:
        # 2012 merged-first: A.11's closeness before C.10's steps in C.13's merged bracket (issue 29, G1).
        criteria.append(_closeness(rules, reading, state.edition, before_c10=True))
    criteria.append(CriterionValue(
        criterion=level.criterion if level is not None else None,
        article=art(level.step if level is not None and level.index else "C.6", state.edition) if reading.inside else art("A.6", state.edition),
        rank=rank, value=level.step if level is not None else "outside",
        words=_level_words(level) + open_point))
    if level is not None and rules.close_counts(level) and not first:
        criteria.append(_closeness(rules, reading, state.edition))
    if rules.minimum_drops and level is not None:
        criteria.append(_breaches(rules, reading, level, state.edition))
    # Two pairings at the same level past C.10 are told apart by the order under this project's
    # reading of C.11; under the other, by the float criteria first: the order's words say so.
    note = (C11_READING if c11_depends(rules, reading, level) else "") + open_point
    orders: list[OrderPosition] = []
    if reading.group.heterogeneous:
        text = " ".join(f"{sn(a)}-{sn(b)}" for a, b in reading.h_pairs)
        orders.append(OrderPosition(article=art("C.7 / D.1", state.edition), key=reading.h_prefix,
                                    words=f"opponents of the players moved down ({text}){note}", value=text))
    orders.append(OrderPosition(article=art("C.8 / D.2", state.edition), key=flat_key(reading.exchange),
                                words=_exchange_words(reading.exchange) + note,
                                value=_exchange_words(reading.exchange)))
    # D.1 orders by the numbers in the bracket (``key``); the pairs are shown by start number, as the boards are.
    text = " ".join(f"{sn(a)}-{sn(b)}" for a, b in reading.pairs) + " (start numbers)"
    orders.append(OrderPosition(article=art("C.7 / D.1", state.edition), key=reading.prefix,
                                words=f"transposition {text}{note}", value=text))
    shown = tuple((sn(p.white), sn(p.black)) for p in pairing.pairs
                  if (p.white, p.black) in set(inside))
    return StageValues(criteria=tuple(criteria), order=tuple(orders), pairs=shown, label=text)


def _bye_score(rules: Rules, player: int, state: RatingState) -> CriterionValue:
    """2012 A.5 read as JaVaFo 1.4 pairs (``Edition.bye_lowest_score``, ``bye.py``): in the lowest bracket the
    bye to the lowest score first, before C.14 and the level. Named as the reading it rests on."""
    score = rules.score(player)
    return CriterionValue(criterion=None, article=art("A.5", state.edition),
                          rank=(closeness.half_points(score, Decimal(0)),), value=points(score),
                          words=f"the bye to {state.start_number_of(player)} with {points(score)} points, the lowest "
                                "score first (rests on this project's reading of A.5: the bye to the lowest score)")


def _closeness(rules: Rules, reading: Reading, edition: Edition, before_c10: bool = False) -> CriterionValue:
    """2012 A.11 / B.3 read pair by pair (``Edition.closeness``): the bracket's score differences, the
    largest first; the smaller vector is closer. Named as the reading it rests on (issue 29 item 3);
    ``before_c10``: ranked before C.10's steps (``merged-first``), and the words say so."""
    every = reading.h_pairs + reading.pairs
    found = closeness.vector(closeness.half_points(rules.score(a), rules.score(b)) for a, b in every)
    text = ", ".join(points(Decimal(d) / 2) for d in found if d) or "none"
    where = ", before C.10's steps in a lowest bracket of unequal scores" if before_c10 else ""
    return CriterionValue(criterion=None, article=art("A.11", edition), rank=found, value=text,
                          words=f"score differences of the pairs, largest first: {text} (rests on this project's"
                                f" reading of A.11: closeness pair by pair{where})")


def _down_closeness(rules: Rules, reading: Reading, next_half: int, state: RatingState) -> CriterionValue:
    """2012 A.11 / B.3 for the players a bracket moves down (``Edition.down_first``): each one's score
    difference to the next bracket's, the largest first; the smaller vector is closer. Named as the
    reading it rests on (issue 29 item 3)."""
    found = closeness.vector(closeness.half_points(rules.score(t), Decimal(0)) - next_half for t in reading.down)
    text = ", ".join(points(Decimal(d) / 2) for d in found) or "none"
    return CriterionValue(criterion=None, article=art("A.11", state.edition), rank=found, value=text,
                          words=f"moves down {_names(state, reading.down) or 'nobody'}, above the next bracket's "
                                f"score by {text} (rests on this project's reading of A.11 and B.3: the players "
                                "moved down as close to the next bracket as can be, before C.10's steps)")


def _breaches(rules: Rules, reading: Reading, level: Level, edition: Edition) -> CriterionValue:
    """2012 C.10 "Any criterion may be dropped only for the minimum number of pairs": at the level the pairs
    comply at, how many pairs count for Z, then break the dropped B.5 / B.6 for downfloaters, then for
    upfloaters (``Rules.cost``'s order)."""
    every = reading.h_pairs + reading.pairs
    # Who floats down: the players left over, and (2012 C.13 with A.4) a joined player paired below his score.
    higher = (rules.joined_higher(a, b, reading.group.joined) for a, b in every)
    floaters = reading.leftovers + tuple(t for t in higher if t is not None)
    down5 = sum(1 for t in floaters if not level.b5_down and rules.player(t).float_in(1) == "down")
    down6 = sum(1 for t in floaters if not level.b6_down and rules.player(t).float_in(2) == "down")
    v = rules.float_base
    up = sum(rules.up_cost(a, b, level) for a, b in every)
    up5, up6 = up // v, up % v
    z = sum(1 for a, b in every if rules.hard(a, b)) if level.z_delta is not None else 0
    counts = ((z, "counting for Z"), (down5, "B.5 down"), (down6, "B.6 down"), (up5, "B.5 up"), (up6, "B.6 up"))
    text = ", ".join(f"{n} {what}" for n, what in counts if n) or "none"
    return CriterionValue(criterion=None, article=art("C.10", edition), rank=(z, down5, down6, up5, up6),
                          value=text, words=f"pairs breaking a dropped criterion (fewest wanted): {text}")


def procedure_brackets(state: RatingState) -> Decided:
    """Bracket -> (its players, the pairs the procedure makes in it, the bracket below its choice was made
    for by C.12 or C.13) in the rules' pairing of the round (nothing when the round has none): where a
    bracket sends players down who are paired together below (C.13, C.14), only the procedure knows it."""
    try:
        result = pair_round(state, first_choice)
    except PairingImpossible:
        return {}
    return {b.index: (frozenset(b.movers) | frozenset(b.residents) | frozenset(b.moved),
                      frozenset(frozenset(p) for p in b.pairs), b.ahead, b.moved, b.movers) for b in result.brackets}


class RatingJudge:
    """The 2009 procedure's reading of any pairing of a round, for ``compare`` (``checker.evaluation.judge.Judge``)."""

    def evaluate(self, state: RatingState, pairing: Pairing) -> Evaluation:
        """B.1, B.2, A.5, completeness, start numbers."""
        rules = rules_for(state)
        present = set(rules.by_tpn)
        seen = [t for p in pairing.pairs for t in (p.white, p.black)] + ([pairing.pab] if pairing.pab is not None else [])
        return Evaluation(
            violations=absolute_findings(state, rules, pairing),
            complete=len(seen) == len(set(seen)) and set(seen) == present,
            start_numbers=start_numbers_of((p.tpn for p in state.players), state.start_number_of),
        )

    def stages(self, state: RatingState, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """Each pairing's brackets, read against one run of the procedure (its brackets tell each walk
        which pairs a bracket made)."""
        rules, decided = rules_for(state), procedure_brackets(state)
        return tuple(Stages(state, rules, p, decided).walk() for p in pairings)

    def measure(self, state: RatingState, pairing: Pairing, stage: Stage) -> StageValues:
        """A bracket's tests and order."""
        return measure(state, pairing, stage.detail_as(BracketDetail))

    def colour_calls(self, state: RatingState, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """E for each pair."""
        return tuple(colour_call(state, a, b) for a, b in pairs)


JUDGE = RatingJudge()
"""The 2009 rating-based judge."""

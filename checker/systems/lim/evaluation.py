"""A Lim round-pairing as the procedure reads it: the common evaluation the check compares.

Lim is a procedure, not criteria plus an order, so its stages are the procedure's decisions in the
order it takes them (``procedure.run``): the PAB (1.1), then for each scoregroup in the order of
2.2 the set of players who float out of it (2.3, 3.1-3.10, 4.4), each player scrutinised and the
opponent he gets (3.6-3.8 for floaters, 2.4 and 4.1-4.3 with the colour scrutiny 5.2 for the
others), and, for a blocked Median Scoregroup, the pairings cracked (2.6). Any pairing is read
against the rules' decisions: at each one it "chooses" what it does with the players concerned
(who leaves the scoregroup, whom the scrutinised player meets). The first decision where the
published pairing leaves the procedure is the stage ``compare`` reports, with the article.
:class:`LimJudge` walks the pairings of a round against one run of the procedure (``stages``), and
gives the colours of several pairs from one run (``colour_calls``): no run is kept between calls.

Absolute rules: Basic Rules 2 and Lim 2.1 (no rematch; a pair that forces a third colour in a row or
three more of one colour, except in the last round, 6), Basic Rules 3-4 (the PAB).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal

from checker.evaluation.basic_rules import pairs_everyone_once, start_numbers_of
from checker.evaluation.evaluation import ColourCall, CriterionValue, Evaluation, OrderPosition, Stage, StageValues
from checker.evaluation.findings import Finding
from checker.evaluation.stage_terms import StageChoice, StageTerms
from checker.models import Pairing
from checker.systems.lim.pairer import colours_of
from checker.systems.lim.procedure import (
    Context,
    FloaterValues,
    GroupTrace,
    RoundTrace,
    Step,
    due_majority,
    floater_values,
    lowest_numbered_first,
    make_context,
    run,
)
from checker.systems.lim.rules import met
from checker.systems.lim.state import LimState
from checker.tournament.scoring import format_points as points


def names(sn: Callable[[int], int], tpns: Iterable[int]) -> str:
    """TPNs as start numbers in a brace set, sorted: ``{2, 6}``."""
    return "{" + ", ".join(str(x) for x in sorted(sn(t) for t in tpns)) + "}"


def violations(state: LimState, ctx: Context, pairing: Pairing) -> tuple[Finding, ...]:
    """Lim 2.1 (rematches, prohibited pairs, pairs no colour can make legal outside the last round) and
    the PAB: Basic Rules 3 (exactly when the number is odd), Basic Rules 4 (not twice, not after a
    forfeit win)."""
    sn = state.start_number_of
    out: list[Finding] = []
    for pair in pairing.pairs:
        a, b = pair.white, pair.black
        if a not in ctx.players or b not in ctx.players or ctx.ok(a, b):
            continue
        pa, pb = ctx.players[a], ctx.players[b]
        w, k = sn(a), sn(b)
        if b in pa.opponents:
            message = f"2.1: {w} and {k} have already played each other (Basic Rules 2)"
        elif met(pa, pb):
            message = f"2.1: {w} and {k} may not be paired (prohibited pairing, 260/XXP)"
        else:
            message = (f"2.1: {w} and {k} are not compatible: either colour gives one of them the same colour "
                       "three times in a row or three more of one colour (5.1.1, 5.1.2)")
        out.append(Finding(verdict="VIOLATION", article="Lim 2.1", players=(w, k), message=message))
    pab, n = pairing.pab, len(state.players)
    if pab is not None and pab in ctx.players and not ctx.players[pab].pab_eligible:
        out.append(Finding(verdict="VIOLATION", article="Basic Rules 4", players=(sn(pab),),
                           message=(f"{sn(pab)} receives the pairing-allocated bye but may not: "
                                    f"{ctx.players[pab].pab_barred_by}")))
    if pab is not None and n % 2 == 0:
        out.append(Finding(verdict="VIOLATION", article="Basic Rules 3", players=(sn(pab),),
                           message=f"a pairing-allocated bye to {sn(pab)} although the number of players ({n}) is even"))
    if pab is None and n % 2 == 1:
        out.append(Finding(verdict="VIOLATION", article="Basic Rules 3",
                           message=f"no pairing-allocated bye although the number of players ({n}) is odd"))
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# Stage terms (the frame writes the sentences)


PAB_TERMS = StageTerms(subject="the pairing-allocated bye (the lowest ranked of the lowest scoregroup)",
                       untold_article="Lim 1.1")
"""Lim 1.1: the PAB to the lowest ranked player of the lowest scoregroup."""

FLOATER_TERMS = StageTerms(subject="the floaters", tied="3.9.2, 3.10 and 3.2.2", untold_article="Lim 2.3")
"""Who floats out of a scoregroup (2.3): 3.2.3, the number, 3.9.2 types, 3.10, 3.2.2, then 3.2.4/3.3/3.4."""

SCRUTINY_FLOATER_TERMS = StageTerms(
    subject="the floaters", tied="the number of floaters (2.3)", untold_article="Lim 4.4",
    untold=("they are the players the scrutiny (3.6-3.8, 4.1-4.3) leaves without an opponent and 4.4.2's "
            "companions: without a 2.3.4 floater, 3.9.2, 3.10 and 3.2.2 have no choice to rank"))
"""Lim 3.1, 4.3, 4.4: the floaters of a scoregroup that 2.3.4 does not make even (reading 27)."""

CRACK_TERMS = StageTerms(subject="the pairings cracked for the blocked median scoregroup", untold_article="Lim 2.6",
                         untold="the blocked median is extended otherwise")
"""Lim 2.6: the pairings cracked for a blocked Median Scoregroup."""


def step_terms(player: int) -> StageTerms:
    """The opponent of the player scrutinised: 3.8 (residents first) and 5.2/3.8 (due colours), then the
    text's order of exchanges (3.8, 4.2, 4.3, 4.1.2)."""
    return StageTerms(subject=f"the opponent of {player}", tied="3.8 and 5.2", untold_article="Lim 4.3")


# ---------------------------------------------------------------------------------------------
# Reading a pairing against the rules' decisions


@dataclass(frozen=True)
class Reading:
    """A pairing as the stages read it: each player's opponent, and the cracks of 2.6 it agrees with."""

    mate: dict[int, int]
    median_members: frozenset[int]
    """The Median Scoregroup as the rules complete it (its players and those of cracked pairings)."""
    cracked: frozenset[int]
    """Players of the rules' cracked pairings."""
    pairs: tuple[tuple[int, int], ...] = ()
    """The rules' cracked pairings."""

    def moved_by_crack(self, player: int, group: GroupTrace | None = None) -> bool:
        """The player's pairing, cracked by the rules (in ``group``, or in any scoregroup), is cracked in
        this pairing too: both its players meet someone of the median."""
        pairs = self.pairs if group is None else group.cracked
        return any(player in pair and all(self.mate.get(t) in self.median_members for t in pair) for pair in pairs)


def read(pairing: Pairing, trace: RoundTrace) -> Reading:
    """The pairing's opponents, and where the rules' 2.6 cracks apply."""
    mate: dict[int, int] = {}
    for p in pairing.pairs:
        mate[p.white], mate[p.black] = p.black, p.white
    median = trace.groups[-1]
    pairs = tuple(pair for g in trace.groups for pair in g.cracked)
    return Reading(mate=mate, median_members=median.members, cracked=frozenset(t for pair in pairs for t in pair),
                   pairs=pairs)


def shown_pairs(state: LimState, pairing: Pairing, players: frozenset[int]) -> tuple[tuple[int, int], ...]:
    """The pairing's boards with a player of ``players`` (white, black; start numbers), for the finding."""
    sn = state.start_number_of
    return tuple((sn(p.white), sn(p.black)) for p in pairing.pairs if p.white in players or p.black in players)


@dataclass(frozen=True)
class FloaterDetail:
    """What a floater stage is measured from: the round's context, the scoregroup, the set that floats."""

    ctx: Context
    group: GroupTrace
    chosen: frozenset[int]


def _evening(group: GroupTrace) -> bool:
    """3.9.2 and 3.10 rank a choice ("if there is a choice", "floated due to Article 2.3.4") and 3.2.2 is
    "when making even a scoregroup": when what is left after 2.3.1-2.3.3 is even, every float comes
    from 3.1/4.4 (no compatible opponent despite exchanges, 4.4.2 naming who goes with him), whose
    players the scrutiny fixes; only the number of floaters is then compared (reading 27)."""
    return len(group.view.members - set(group.floaters.forced)) % 2 == 1


def floater_stage(ctx: Context, group: GroupTrace, chosen: frozenset[int]) -> Stage:
    """Who leaves the scoregroup: the set ``chosen``, measured by :func:`measure_floaters`."""
    return Stage(key=("floaters", group.score, group.view.members), choice=StageChoice.of_players(chosen),
                 bracket=points(group.score), terms=FLOATER_TERMS if _evening(group) else SCRUTINY_FLOATER_TERMS,
                 detail=FloaterDetail(ctx=ctx, group=group, chosen=chosen))


def measure_floaters(state: LimState, pairing: Pairing, detail: FloaterDetail) -> StageValues:
    """Who leaves the scoregroup: the set valued by 3.2.3, the number, 3.9.2, 3.10, 3.2.2, and placed in
    the order of 3.2.4, 3.3, 3.4 (the lowest numbered first downward)."""
    ctx, group, chosen = detail.ctx, detail.group, detail.chosen
    sn = state.start_number_of
    view = group.view
    left = view.members - set(group.floaters.forced)
    order = lowest_numbered_first(list(view.members), group.direction)
    named = lowest_numbered_first(list(left), group.direction)[0] if left else None
    options = group.floaters.options
    best = min(options, key=lambda o: (o[1].rank, order.index(o[0])))[0] if options else None
    # 3.2.3 (Maxi-tournaments): when the player the other rules choose is more than 100 points from the
    # lowest (highest) numbered player, only that player may float to make the number even.
    only_named = state.maxi and best is not None and named is not None and not ctx.near(best, named)
    evening = _evening(group)
    values: FloaterValues = floater_values(ctx, view, chosen, due_majority(ctx, left))
    label = names(sn, chosen)
    typed = " ".join(f"{sn(t)}{kind}" for t, kind in sorted(values.labels, key=lambda x: sn(x[0])))
    a, b, c, _ = values.types

    def value(article: str, count: int, what: str) -> CriterionValue:
        words = f"{label} ({typed}): {count} {what}" if chosen else f"none: {count} {what}"
        return CriterionValue(None, article, (count,), str(count), words, short=words)

    criteria = [value("Lim 2.3", values.count, "floaters" if values.count != 1 else "floater")]
    if evening:
        criteria += [
            value("Lim 3.9.2", a, "of type a"),
            value("Lim 3.9.2", b, "of type b"),
            value("Lim 3.9.2", c, "of type c"),
            value("Lim 3.10", values.previous, "who floated in the round before"),
            value("Lim 3.2.2", values.colour, "not due the colour most players of the scoregroup are due"),
        ]
    if state.maxi and named is not None:
        # 3.2.3 is broken by a set that does not float the named player when the choice of the other
        # rules is more than 100 points from him (the rules' own set may differ from him through
        # 4.4.1's exchange; a set that floats someone else within 100 points of him is no better:
        # the text floats the named player, not the next choice).
        far = int(only_named and chosen != group.floaters.all and named not in chosen)
        words = (f"{label}, although the choice is more than 100 points from {sn(named)}, who must float then"
                 if far else f"{label}, as 3.2.3 allows")
        criteria.insert(0, CriterionValue(None, "Lim 3.2.3", (far,), str(far), words, short=words))
    article = "Lim 3.2.4"
    key = tuple(sorted(order.index(t) for t in chosen))
    where = "the lowest numbered first" if group.direction == "down" else "the highest numbered first"
    position = OrderPosition(article=article, key=key, words=f"{names(sn, chosen)} ({where})", value=names(sn, chosen))
    return StageValues(criteria=tuple(criteria), order=(position,) if evening else (), label=names(sn, chosen),
                       pairs=shown_pairs(state, pairing, view.members))


@dataclass(frozen=True)
class StepDetail:
    """What a scrutiny stage is measured from: the round's context, the scoregroup, the step, the opponent."""

    ctx: Context
    group: GroupTrace
    step: Step
    opponent: int


def step_stage(state: LimState, ctx: Context, group: GroupTrace, step: Step, opponent: int) -> Stage:
    """The opponent the scrutinised player gets, measured by :func:`measure_step`."""
    player = step.player
    pair = (min(player, opponent), max(player, opponent))
    return Stage(key=("opponent", group.score, player, step.remaining), choice=StageChoice.of_pairs((pair,)),
                 bracket=points(group.score), terms=step_terms(state.start_number_of(player)),
                 detail=StepDetail(ctx=ctx, group=group, step=step, opponent=opponent))


def measure_step(state: LimState, pairing: Pairing, detail: StepDetail) -> StageValues:
    """The opponent the scrutinised player gets: 3.8 (a floater takes a resident if he can), 5.2 / 3.8
    (both with their due colours), then the order of the exchanges (3.8, 4.2, 4.3, 4.1.2)."""
    ctx, group, step, opponent = detail.ctx, detail.group, detail.step, detail.opponent
    sn = state.start_number_of
    player = step.player
    shown = shown_pairs(state, pairing, frozenset({player})) or ((sn(player), sn(opponent)),)
    if opponent not in step.candidates:
        return StageValues(pairs=shown, fault="not a candidate")
    colour = 0 if opponent in step.colour_ok else 1
    colour_words = "both with their due colours" if colour == 0 else "one of them without his due colour"
    criteria = []
    if state.maxi:
        # 3.8, 5.7: in a Maxi-tournament the exchange for colours stays within 100 points of the
        # opponent the first scrutiny gives.
        far = int(opponent != step.first and not ctx.near(opponent, step.first))
        criteria.append(CriterionValue(
            None, "Lim 3.8" if step.floater else "Lim 5.7", (far,), str(far),
            f"{sn(opponent)}, exchanged for {sn(step.first)} although more than 100 points apart" if far else
            f"{sn(opponent)}, within 100 points of {sn(step.first)}, the first scrutiny's opponent"))
    if step.floater:
        resident = 0 if opponent in group.residents else 1
        criteria.append(CriterionValue(None, "Lim 3.8", (resident,), str(resident),
                                       f"{sn(opponent)}, {'a resident' if resident == 0 else 'another floater'}"))
    criteria.append(CriterionValue(None, "Lim 3.8" if step.floater else "Lim 5.2", (colour,), str(colour),
                                   f"{sn(opponent)}, {colour_words}"))
    index = step.candidates.index(opponent)
    position = OrderPosition(article=step.article, key=(index,), words=str(sn(opponent)),
                             value=f"candidate {index + 1}")
    return StageValues(criteria=tuple(criteria), order=(position,), pairs=shown, label=str(sn(opponent)))


def crack_stage(state: LimState, group: GroupTrace, chosen: frozenset[int]) -> Stage:
    """Lim 2.6: the players of the pairings cracked for the blocked Median Scoregroup."""
    words = names(state.start_number_of, chosen)
    values = StageValues(criteria=(CriterionValue(None, "Lim 2.6", (len(chosen),), str(len(chosen) // 2), words),),
                         label=words)
    return Stage(key=("2.6", group.score), choice=StageChoice.of_players(chosen), bracket=points(group.score),
                 terms=CRACK_TERMS, values=values)


def stages(state: LimState, ctx: Context, trace: RoundTrace, pairing: Pairing) -> tuple[Stage, ...]:
    """The rules' decisions in order, each with what ``pairing`` does there; the walk ends at the first
    decision the pairing takes otherwise (``compare`` reads no further)."""
    reading = read(pairing, trace)
    out: list[Stage] = []
    if trace.pab is not None and pairing.pab is not None:
        out.append(pab_stage(state, pairing.pab))
        if pairing.pab != trace.pab:
            return tuple(out)
    for group in trace.groups:
        members = group.members
        if not group.median:
            cracked_away = frozenset(t for t in members if reading.moved_by_crack(t, group))
            staying = members - cracked_away  # the players of a cracked pairing left for the median (2.6)
            chosen = frozenset(t for t in staying if reading.mate.get(t) not in staying)
            out.append(floater_stage(ctx, group, chosen))
            if chosen != group.floaters.all:
                return tuple(out)
        else:
            cracked = frozenset(t for t in reading.cracked if reading.moved_by_crack(t))
            if group.cracks or cracked:
                out.append(crack_stage(state, group, cracked))
                if cracked != reading.cracked:
                    return tuple(out)
        for step in group.steps:
            moved = not group.median and reading.moved_by_crack(step.player, group)
            opponent = step.choice if moved else reading.mate.get(step.player, step.player)
            out.append(step_stage(state, ctx, group, step, opponent))
            if opponent != step.choice:
                return tuple(out)
    return tuple(out)


def pab_stage(state: LimState, pab: int) -> Stage:
    """Lim 1.1: the lowest scoregroup first, then its lowest ranked player (the largest TPN)."""
    sn = state.start_number_of
    player = state.player(pab)
    score: Decimal = player.pairing_score
    values = StageValues(
        criteria=(CriterionValue(None, "Lim 1.1", (score,), points(score), f"{sn(pab)} with score {points(score)}"),),
        order=(OrderPosition(article="Lim 1.1", key=(-pab,), words=str(sn(pab)), value=str(sn(pab))),),
    )
    return Stage(key="PAB", choice=StageChoice.of_players((pab,)), bracket=None, assignee=True, terms=PAB_TERMS,
                 values=values)


def colour_call(state: LimState, trace: RoundTrace, a: int, b: int) -> ColourCall:
    """The rules' colours for the pair ``a``-``b`` (by TPN), with the article and the reason."""
    allocation = colours_of(state, trace, a, b)
    group = trace.group_of(a, b)
    score = group.score if group is not None else max(state.player(a).pairing_score, state.player(b).pairing_score)
    return ColourCall(white=allocation.white, black=allocation.black, article=allocation.article,
                      label=allocation.article, reason=allocation.reason, bracket=points(score))


class LimJudge:
    """The Lim procedure's reading of any pairing of a round, for ``compare`` (``checker.evaluation.judge.Judge``)."""

    def evaluate(self, state: LimState, pairing: Pairing) -> Evaluation:
        """Violations (2.1, the PAB), completeness, start numbers; the procedure is not run here: the
        absolute criteria of a round it cannot pair (2.6) are still judged."""
        return Evaluation(
            violations=violations(state, make_context(state), pairing),
            complete=pairs_everyone_once(state, pairing),
            start_numbers=start_numbers_of((p.tpn for p in state.players), state.start_number_of),
        )

    def stages(self, state: LimState, pairings: tuple[Pairing, ...]) -> tuple[tuple[Stage, ...], ...]:
        """Each pairing's decisions, read against one run of the procedure."""
        ctx, trace = make_context(state), run(state)
        return tuple(stages(state, ctx, trace, p) for p in pairings)

    def measure(self, state: LimState, pairing: Pairing, stage: Stage) -> StageValues:
        """A set of floaters (2.3, 3.2-3.10) or a scrutinised player's opponent (3.8, 4.1-4.3, 5.2)."""
        if isinstance(stage.detail, FloaterDetail):
            return measure_floaters(state, pairing, stage.detail)
        return measure_step(state, pairing, stage.detail_as(StepDetail))

    def colour_calls(self, state: LimState, pairs: tuple[tuple[int, int], ...]) -> tuple[ColourCall, ...]:
        """Lim 5 for each pair, from one run of the procedure."""
        trace = run(state)
        return tuple(colour_call(state, trace, a, b) for a, b in pairs)


JUDGE = LimJudge()
"""The Lim judge (``--maxi`` rides in the state)."""

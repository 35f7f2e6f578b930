"""The FIDE Swiss Team Pairing System (C.04.6, 2026) on the core shared with Double-Swiss.

Articles 3.3-3.6 (PAB, upfloaters, bracket pairing) are the core's (checker.systems.dsteam_core);
this module supplies what is Team's own: the bracket criteria of 3.6.4 (C8 colour preferences,
C9 strong preferences for Type B, C10 upfloaters' opponents that floated, not in the last two
rounds), C7's last-two-rounds exception, the first-team (4.2) and the colour rules 4.3.1-4.3.9.
A pair's white is the team with White on board 1 (1.6.1).
"""

from __future__ import annotations

from decimal import Decimal

from checker.models import Colour, Pair, Pairing, Tournament
from checker.state_team import (
    TeamRoundState,
    TeamState,
    build_team_state,
    paired_team_rounds,
    published_team_pairing,
    team_names,
)
from checker.systems.base import SystemInfo, register
from checker.systems.dsteam_core import (
    Entrant,
    PairCosts,
    RoundGraph,
    identifier,
    pair_bracket,
    pair_round,
    select_upfloaters,
    upfloater_opponent_floaters,
)
from checker.verdict import Finding

CODES: tuple[str, ...] = tuple(
    f"FIDE_TEAM{kind}{scores}"
    for kind in ("", "_TYPEA", "_TYPEB")
    for scores in ("", "_MP", "_GP", "_MP_GP", "_GP_MP")
)
"""TRF-2026 192 codes of the system (the _BAKU variants map here too: the registry strips _BAKU)."""


def _other(colour: Colour) -> Colour:
    """The opposite colour."""
    return "b" if colour == "w" else "w"


def first_team(state: TeamRoundState, a: TeamState, b: TeamState) -> tuple[TeamState, TeamState]:
    """4.2: (first-team, other team): higher primary score (4.2.1), higher secondary score unless the
    competition does not use it (4.2.2), smaller TPN (4.2.3). Scores include fictitious points."""

    def key(t: TeamState) -> tuple[Decimal, Decimal, int]:
        secondary = t.secondary if state.options.secondary is not None else Decimal(0)
        return (-t.score, -secondary, t.tpn)

    return (a, b) if key(a) <= key(b) else (b, a)


def _last_difference(x: tuple[Colour, ...], y: tuple[Colour, ...]) -> Colour | None:
    """4.3.6: x's colour the most recent time x and y had different colours (histories of played
    matches aligned on their last match, General Handling 3.4), or None if never."""
    for i in range(1, min(len(x), len(y)) + 1):
        if x[-i] != y[-i]:
            return x[-i]
    return None


def colour_of_first(state: TeamRoundState, first: TeamState, other: TeamState) -> tuple[Colour, str]:
    """4.3: the colour the first-team gets, and the article that decided it."""
    if not first.colours and not other.colours:
        colour = state.initial_colour if first.tpn % 2 == 1 else _other(state.initial_colour)
        return colour, "4.3.1"
    fp, op = first.preference, other.preference
    if fp is not None and op is None:
        return fp, "4.3.2"
    if op is not None and fp is None:
        return _other(op), "4.3.2"
    if fp is not None and op is not None and fp != op:
        return fp, "4.3.3"
    if state.options.preference_type == "B" and fp is not None and (first.strength == "strong") != (other.strength == "strong"):
        # Both prefer fp (4.3.3 did not apply): the strong one gets it.
        return (fp if first.strength == "strong" else _other(fp)), "4.3.4"
    if first.colour_difference != other.colour_difference:
        return ("w" if first.colour_difference < other.colour_difference else "b"), "4.3.5"
    last = _last_difference(first.colours, other.colours)
    if last is not None:
        return _other(last), "4.3.6"
    if fp is not None:
        return fp, "4.3.7"
    if first.colours:
        return _other(first.colours[-1]), "4.3.8"
    return other.colours[-1], "4.3.9"


def allocate(state: TeamRoundState, a: int, b: int) -> Pair:
    """The pair of teams ``a``, ``b`` with colours by 4.2 and 4.3 (white = White on board 1)."""
    first, other = first_team(state, state.team(a), state.team(b))
    colour, _ = colour_of_first(state, first, other)
    return Pair(white=first.tpn, black=other.tpn) if colour == "w" else Pair(white=other.tpn, black=first.tpn)


def bracket_costs(state: TeamRoundState) -> PairCosts:
    """3.6.4's criteria per pair, highest priority first: C8 (a colour preference not fulfilled),
    C9 (Type B: a strong preference not fulfilled), C10 (upfloaters whose opponent floated in the
    previous round; not in the last two rounds).

    Under 4.3.2-4.3.4 a pair leaves a preference unfulfilled only when both teams prefer the same
    colour (C8), and a strong one only when both have a strong preference for it (C9).
    """
    teams = {t.tpn: t for t in state.teams}
    floaters = frozenset(t.tpn for t in state.teams if t.floated)
    type_b = state.options.preference_type == "B"
    floats = state.float_criteria

    def costs(top: int, bottom: int, upfloaters: frozenset[int]) -> tuple[int, ...]:
        x, y = teams[top], teams[bottom]
        same = x.preference is not None and x.preference == y.preference
        c8 = int(same)
        c9 = int(same and x.strength == "strong" and y.strength == "strong") if type_b else 0
        c10 = upfloater_opponent_floaters(top, bottom, upfloaters, floaters) if floats else 0
        return (c8, c9, c10)

    return costs


def entrants(state: TeamRoundState) -> list[Entrant]:
    """The teams as the shared core sees them (C1 incompatibilities include 260 prohibitions)."""
    return [
        Entrant(
            tpn=t.tpn,
            score=t.score,
            pab_eligible=t.pab_eligible,
            matches_played=t.matches_played,
            floater=t.floated,
            incompatible=t.opponents | t.forbidden,
        )
        for t in state.teams
    ]


def pair_team_round(state: TeamRoundState) -> Pairing:
    """Pair a round of a Swiss Team tournament: core 3.3-3.6 with Team's criteria, then colours (4)."""
    result = pair_round(entrants(state), state.float_criteria, bracket_costs(state))
    pairs = tuple(allocate(state, a, b) for a, b in result.pairs)
    return Pairing(round=state.round, pairs=pairs, pab=result.pab)


def _violations(state: TeamRoundState, published: Pairing) -> list[Finding]:
    """Absolute criteria the published round breaks: C1 (a second meeting, a 260 pair), C2."""
    out: list[Finding] = []
    for p in published.pairs:
        t = state.team(p.white)
        if p.black in t.opponents or p.black in t.forbidden:
            why = "have met before" if p.black in t.opponents else "may not meet (260)"
            out.append(Finding(verdict="VIOLATION", criterion="C1", article="Team 2.1.1",
                               message=f"teams {p.white} and {p.black} {why}", players=(p.white, p.black)))
    if published.pab is not None and not state.team(published.pab).pab_eligible:
        out.append(Finding(verdict="VIOLATION", criterion="C2", article="Team 2.1.2",
                           message=f"team {published.pab} gets the PAB after a PAB, a forfeit win or a full-point bye",
                           players=(published.pab,)))
    return out


def _colour_findings(state: TeamRoundState, published: Pairing) -> list[Finding]:
    """COLOURS findings: published pairs whose colours are not those of 4.3 (with the deciding rule)."""
    out = []
    for p in published.pairs:
        first, other = first_team(state, state.team(p.white), state.team(p.black))
        colour, article = colour_of_first(state, first, other)
        white = first.tpn if colour == "w" else other.tpn
        if white != p.white:
            out.append(Finding(verdict="COLOURS", article=f"Team {article}",
                               message=f"{p.white}-{p.black}: {article} gives White to team {white}",
                               players=(p.white, p.black), published_pairs=((p.white, p.black),),
                               reference_pairs=((white, p.white + p.black - white),)))
    return out


def _compare(criteria: list[tuple[str, str, object, object, bool]], bracket: str) -> Finding | None:
    """The first criterion (name, article, published, reference, smaller-is-better) that differs."""
    for name, article, pub, ref, lower in criteria:
        if pub != ref:
            worse = (pub > ref) if lower else (pub < ref)  # type: ignore[operator]
            verdict = "WORSE" if worse else "BETTER"
            text = "worse" if worse else "better (the reference pairer is wrong)"
            return Finding(verdict=verdict, criterion=name, article=f"Team {article}", bracket=bracket,
                           message=f"{name}: published {pub}, rules {ref}: published is {text}",
                           published_value=str(pub), reference_value=str(ref))
    return None


def audit(state: TeamRoundState, published: Pairing, reference: Pairing) -> tuple[Finding, ...]:
    """Why a published round differs from the rules' pairing (pairings by TPN), first reason first:
    absolute criteria (C1, C2); the PAB (3.4.2-3.4.4); walking the brackets from the top, the first
    whose upfloaters differ (C4-C7, else a later set in the order of 3.5.4) or whose pairs differ (C8,
    C9, C10, else a later identifier, 3.6.3); with the same pairs, the colour rule (4.3.x)."""
    violations = _violations(state, published)
    if violations:
        return tuple(violations)
    if published.pab != reference.pab and published.pab is not None and reference.pab is not None:
        p, r = state.team(published.pab), state.team(reference.pab)
        found = _compare([
            ("3.4.2", "3.4.2", p.score, r.score, True),
            ("3.4.3", "3.4.3", -p.matches_played, -r.matches_played, True),
        ], "PAB")
        if found is None:
            found = Finding(verdict="DIVERGES", article="Team 3.4.4", message="", published_value=str(p.tpn),
                            reference_value=str(r.tpn))
        return (found.model_copy(update={
            "criterion": None, "bracket": None, "players": (p.tpn, r.tpn),
            "message": f"PAB: published team {p.tpn}, rules team {r.tpn} ({found.article})",
        }),)
    if published.unordered() == reference.unordered():
        return tuple(_colour_findings(state, published))
    rnd = RoundGraph(entrants(state))
    costs = bracket_costs(state)
    mate = {p.white: p.black for p in published.pairs} | {p.black: p.white for p in published.pairs}
    free = set(mate)
    score = rnd.score

    def c6(rest: set[int], top_score: Decimal, witness: dict[int, int]) -> int:
        following = rnd.following_score(top_score)
        group = sorted(t for t in rest if score[t] == following) if following is not None else []
        return len(select_upfloaters(rnd, group, rest, witness, state.float_criteria)[0]) if group else 0

    while free:
        best = max(score[t] for t in free)
        top = sorted(t for t in free if score[t] == best)
        label = f"{best:f}"
        witness = {v: u for v, u in mate.items() if v in free}
        ups, ref_witness = select_upfloaters(rnd, top, free, witness, state.float_criteria)
        pub_ups = tuple(sorted({mate[t] for t in top if score[mate[t]] < best}, key=lambda t: (-score[t], t)))
        if set(pub_ups) != set(ups):
            pub_rest, ref_rest = free - set(top) - set(pub_ups), free - set(top) - set(ups)
            floats = state.float_criteria
            found = _compare([
                ("C4", "2.3.1", len(pub_ups), len(ups), True),
                ("C5", "2.3.2", sorted(score[t] for t in pub_ups), sorted(score[t] for t in ups), False),
                ("C6", "2.3.3", c6(pub_rest, best, witness), c6(ref_rest, best, ref_witness), True),
                ("C7", "2.3.4", sum(rnd.by_tpn[t].floater for t in pub_ups) if floats else 0,
                 sum(rnd.by_tpn[t].floater for t in ups) if floats else 0, True),
            ], label)
            return (found or Finding(
                verdict="DIVERGES", article="Team 3.5.4", bracket=label,
                message=f"upfloaters: published {list(pub_ups)}, first set {list(ups)} (3.5.4-3.5.5)",
                published_value=str(list(pub_ups)), reference_value=str(list(ups)),
            ),)
        bracket = [*top, *ups]
        ref_pairs = pair_bracket(rnd, bracket, frozenset(ups), costs)
        pub_pairs = tuple(sorted((min(t, mate[t]), max(t, mate[t])) for t in bracket if t < mate[t]))
        if set(pub_pairs) != set(ref_pairs):
            def total(pairs: tuple[tuple[int, int], ...]) -> list[int]:
                sums = [0, 0, 0]
                for a, b in pairs:
                    for i, v in enumerate(costs(a, b, frozenset(ups))):
                        sums[i] += v
                return sums
            pv, rv = total(pub_pairs), total(ref_pairs)
            found = _compare([
                ("C8", "2.3.5", pv[0], rv[0], True), ("C9", "2.3.6", pv[1], rv[1], True),
                ("C10", "2.3.7", pv[2], rv[2], True),
            ], label)
            return (found or Finding(
                verdict="DIVERGES", article="Team 3.6.3", bracket=label,
                message=f"published identifier {' '.join(map(str, identifier(pub_pairs)))}, first "
                        f"{' '.join(map(str, identifier(ref_pairs)))} (3.6.2-3.6.3)",
                published_value=" ".join(map(str, identifier(pub_pairs))),
                reference_value=" ".join(map(str, identifier(ref_pairs))),
            ),)
        free -= set(bracket)
    return tuple(_colour_findings(state, published))


def explain(state: TeamRoundState) -> str:
    """The pairer's steps for an arbiter: the PAB (3.4), each bracket's upfloaters (3.5) and
    identifier (3.6.2), each pair's colours and the 4.3 rule that gave them."""
    result = pair_round(entrants(state), state.float_criteria, bracket_costs(state))
    kind = {"A": "Type A", "B": "Type B", "none": "no"}[state.options.preference_type]
    lines = [f"Swiss Team round {state.round} of {state.total_rounds}: {kind} colour preferences"
             + ("" if state.float_criteria else " (one of the last two rounds: C7, C10 do not apply)")]
    lines.append(f"3.4 PAB: team {result.pab}" if result.pab is not None else "3.4 PAB: none (even number of teams)")
    for i, step in enumerate(result.brackets, start=1):
        ups = ", ".join(map(str, step.upfloaters)) or "none"
        lines.append(f"bracket {i}: scoregroup {step.score:f} ({', '.join(map(str, step.residents))}); "
                     f"3.5 upfloaters: {ups}")
        lines.append(f"  3.6.2 identifier: {' '.join(map(str, step.identifier))}")
        for top, bottom in step.pairs:
            first, other = first_team(state, state.team(top), state.team(bottom))
            colour, article = colour_of_first(state, first, other)
            white, black = (first.tpn, other.tpn) if colour == "w" else (other.tpn, first.tpn)
            lines.append(f"  {white} - {black}  (first-team {first.tpn}, colours by {article})")
    return "\n".join(lines) + "\n"


def next_team_round(tournament: Tournament) -> int:
    """The round after the last one the file holds a team pairing for."""
    return max(paired_team_rounds(tournament), default=0) + 1


TEAM = register(
    SystemInfo(
        name="team",
        title="FIDE Swiss Team Pairing System, C.04.6 (2026)",
        codes=CODES,
        pair=pair_team_round,  # type: ignore[arg-type]
        audit=audit,  # type: ignore[arg-type]
        explain=explain,  # type: ignore[arg-type]
        build_state=build_team_state,  # type: ignore[arg-type]
        next_round=next_team_round,
        names=team_names,
        published=published_team_pairing,
    )
)

"""``swisscheck explain`` for the 2009 rating-based system: the procedure's steps, bracket by bracket.

For every score bracket from the highest (C): the players moved down into it and its own, C.1's moves,
x and p (C.2, C.3), S1 and S2 (C.4, C.5), the level at which a pairing complied (C.6, or the step of
C.9-C.11, A.7 d or the note that made it possible), the exchange (D.2) and transposition (D.1) taken,
C.12, C.13 and C.14 where they acted, the players moved down; then the colours (E) and the bye (A.5).
"""

from __future__ import annotations

from checker.errors import PairingImpossible
from checker.systems.dutch_procedural.colours import colour_call
from checker.systems.dutch_procedural.groups import numbered
from checker.systems.dutch_procedural.procedure import Bracket, Procedure, RoundResult
from checker.systems.dutch_procedural.rules import Rules
from checker.systems.dutch_procedural.search import first_choice
from checker.systems.dutch_procedural.state import RatingState
from checker.tournament.scoring import format_points as points


def _names(state: RatingState, tpns: tuple[int, ...]) -> str:
    return " ".join(str(state.start_number_of(t)) for t in tpns) or "none"


def bracket_lines(state: RatingState, procedure: Procedure, bracket: Bracket) -> list[str]:
    """The steps of one bracket, in words."""
    rules = procedure.rules
    # 2012 C.13: a merged lowest bracket owns the joined brackets' players too.
    own = rules.ordered(set(procedure.groups[bracket.index][1]) | set(bracket.residents))
    out = [f"Bracket {points(bracket.score)}: own players {_names(state, own)}"
           + (f"; moved down into it {_names(state, bracket.movers)}" if bracket.movers else "")]
    out += [f"  {event}" for event in bracket.events]
    group = bracket.group
    if group is None:
        return out
    members = group.members
    if group.heterogeneous:
        out.append(f"  heterogeneous (A.3): S1 = {_names(state, group.s1)} (p = {len(group.s1)}), "
                   f"S2 = {_names(state, group.s2)}; {_colour_terms(rules, members)}")
    else:
        kind = "treated as homogeneous (A.3: half or more moved down)" if bracket.movers else "homogeneous"
        out.append(f"  {kind}: S1 = {_names(state, members[:group.p])}, S2 = {_names(state, members[group.p:])} "
                   f"(p = {group.p}); {_colour_terms(rules, members)}")
    choice = bracket.choice
    level = choice.level
    out.append(f"  complies at {'C.6 with every criterion in force' if level.index == 0 else level.step + ': ' + level.words}")
    if level.close_cap is not None:
        out.append("  among the closest pairings only (A.11, before C.10's steps: this project's reading)")
    if level.down_cap is not None:
        out.append("  moving down the players closest to the next bracket (A.11, B.3, before C.10's steps: "
                   "this project's reading)")
    if choice.h_pairs:
        out.append(f"  S1 against S2 (C.6/C.7, D.1): {', '.join(f'{state.start_number_of(a)}-{state.start_number_of(b)}' for a, b in choice.h_pairs)}")
        part = rules.ordered(t for t in group.s2 if t not in {b for _, b in choice.h_pairs})
        shared = "X and Z of the bracket" if rules.bracket_wide else f"x = {rules.x(part)}"
        out.append(f"  remainder (homogeneous, {shared}): {_names(state, part)}")
    else:
        part = members
    number = numbered(part)
    out_of_s1, into_s1 = choice.exchange
    if out_of_s1:
        out.append(f"  exchange (C.8, D.2): {'+'.join(map(str, out_of_s1))} with {'+'.join(map(str, into_s1))} "
                   f"(players {_names(state, tuple(part[i - 1] for i in out_of_s1))} with "
                   f"{_names(state, tuple(part[i - 1] for i in into_s1))})")
    if choice.pairs:
        text = ", ".join(f"{number[a]}-{number[b]} ({state.start_number_of(a)}-{state.start_number_of(b)})"
                         for a, b in choice.pairs)
        out.append(f"  pairs (C.6/C.7, D.1): {text}")
    if choice.leftovers:
        out.append(f"  left over: {_names(state, choice.leftovers)}")
    return out


def _colour_terms(rules: Rules, members: tuple[int, ...]) -> str:
    """x (2009 A.8), or X1 and, in even rounds, Z1 (2012 A.8)."""
    if not rules.bracket_wide:
        return f"x = {rules.x(members)} (A.8)"
    z = f", Z1 = {rules.z1(members)}" if rules.state.round % 2 == 0 else ""
    return f"X1 = {rules.x(members)}{z} (A.8)"


def explain(state: RatingState) -> str:
    """The reasoning of the reference pairer for the round."""
    title = ("Swiss System Based on Rating (C.04.1, 2009)" if state.edition.name == "2009"
             else f"{state.edition.title}, Istanbul text")
    head = [f"Round {state.round} of {state.total_rounds}: {title}",
            f"Pairing numbers: {state.numbering}; colour drawn by lot: {'White' if state.initial_colour == 'w' else 'Black'} "
            f"({state.initial_colour_source})"]
    procedure = Procedure(state, first_choice)
    try:
        result: RoundResult = procedure.run()
    except PairingImpossible as exc:
        return "\n".join(head + [f"No pairing: {exc}"])
    lines = list(head)
    for bracket in result.brackets:
        lines += bracket_lines(state, procedure, bracket)
    lines.append("Colours (E):")
    for a, b in result.pairs:
        call = colour_call(state, a, b)
        lines.append(f"  {state.start_number_of(call.white)}-{state.start_number_of(call.black)}: {call.label}: {call.reason}")
    if result.bye is not None:
        lines.append(f"Bye (A.5): {state.start_number_of(result.bye)}, the player left over in the lowest bracket")
    return "\n".join(lines)

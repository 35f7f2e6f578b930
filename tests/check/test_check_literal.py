"""The audit's deciding criterion equals the literal enumerator's on tampered small rounds.

For rounds of the 9-16 player corpus files, the rules' pairing is tampered by re-pairing the
players of two or three boards (and the PAB) at random, with a fixed seed. Whenever the audit says
WORSE at some bracket, the literal engine's criteria vector ([C5]-[C21], ``checker/literal``) of
the same two bracket candidates must differ first on that same criterion, in the same direction;
when the audit says DIVERGES, the literal vectors must be equal.
"""

from __future__ import annotations

import random

import pytest

from checker.state.base import to_tpn
from checker.systems.dutch.literal.criteria import BracketView as LiteralView
from checker.systems.dutch.literal.criteria import Candidate as LiteralCandidate
from checker.systems.dutch.literal.criteria import evaluate as literal_evaluate
from checker.systems.dutch.literal.feasible import RoundContext
from checker.models import Pair, Pairing
from checker.systems.dutch.state import DutchState, build_state
from checker.systems.dutch.pairer import pair
from checker.systems.dutch.system import DUTCH
from checker.systems.dutch.candidates import brackets, mate_of
from checker.systems.dutch.round import round_data
from tests.check.tamper import corpus
from tests.support import audit

FILES = ("p9r5-s48", "p9r7-s12", "p12r5-s1", "p12r7-s13", "p16r5-s2", "p16r9-s26")


def tamper(reference: Pairing, rng: random.Random) -> Pairing:
    """The reference with the players of 2-3 boards (the PAB counted as a board) re-paired at random."""
    boards: list[tuple[int, int | None]] = [(p.white, p.black) for p in reference.pairs]
    if reference.pab is not None:
        boards.append((reference.pab, None))
    chosen = rng.sample(range(len(boards)), min(rng.choice((2, 2, 3)), len(boards)))
    loose = [x for i in chosen for x in boards[i]]
    rng.shuffle(loose)
    kept = [b for i, b in enumerate(boards) if i not in chosen]
    new = kept + [(loose[2 * k], loose[2 * k + 1]) for k in range(len(loose) // 2)]
    pairs, pab = [], None
    for a, b in new:
        if a is None or b is None:
            pab = b if a is None else a
        else:
            pairs.append(Pair(white=a, black=b))
    return Pairing(round=reference.round, pairs=tuple(pairs), pab=pab)


def literal_first_difference(state: DutchState, published: Pairing, reference: Pairing) -> tuple[str | None, bool]:
    """The literal engine's first differing criterion at the first differing bracket, and 'published worse'."""
    data, _ = round_data(state)
    tpn = [p.tpn for p in data.players]
    for (bp, cp), (_, cr) in zip(brackets(data, mate_of(data, published)), brackets(data, mate_of(data, reference))):
        if set(cp.pairs) != set(cr.pairs):
            break
    ctx = RoundContext(state)
    view = LiteralView(group_index=bp.group, mdps=tuple(tpn[v] for v in bp.mdps),
                       residents=tuple(tpn[v] for v in bp.residents))

    def cand(c):  # noqa: ANN001, ANN202 - a dutch_candidates.Candidate
        return LiteralCandidate(pairs=tuple((tpn[h], tpn[l]) for h, l in c.pairs),
                                downfloaters=tuple(tpn[v] for v in c.downfloaters))

    a, b = literal_evaluate(ctx, view, cand(cp)), literal_evaluate(ctx, view, cand(cr))
    return a.first_difference(b), a.vector() > b.vector()


@pytest.mark.parametrize("name", FILES)
def test_audit_criterion_matches_the_literal_criteria(name: str) -> None:
    rng = random.Random(name)
    t = corpus(name)
    compared = 0
    for r in range(2, t.round_columns + 1):
        state = build_state(t, r)
        reference = to_tpn(state, pair(state))
        for _ in range(25):
            published = tamper(reference, rng)
            findings = audit(DUTCH, state, published, reference)
            if not findings or findings[0].verdict not in ("WORSE", "DIVERGES") or findings[0].criterion == "C5":
                continue
            literal, worse = literal_first_difference(state, published, reference)
            if findings[0].verdict == "DIVERGES":
                assert literal is None, (r, findings[0].message)
            else:
                assert (literal, worse) == (findings[0].criterion, True), (r, findings[0].message)
            compared += 1
    assert compared >= 20

"""The FIDE (Dutch) System, C.04.3 applied from 1 Feb 2026: the reference pairer.

The pairing is built bracket by bracket from the top scoregroup down (Dutch 1.9.2). For each
bracket the criteria C6-C21 (2.4) of that bracket, its look-ahead to the next bracket (C8) and the
completion of the whole round (C4, with the PAB criterion C5 fixed once for the round) are packed
into integer edge weights (``dutch_weights``); one maximum-weight matching finds the best
candidates, and the generation order of Articles 4.2-4.4 is folded into the low digits of the
same weights, so the matching returns the first best candidate in that order (3.8) without
enumerating any permutation. A heterogeneous bracket needs two solves: the MDP-Pairing (4.4 MDP
set, then 4.2 transposition of S2), then the remainder (4.3 exchanges, then 4.2).

For speed a bracket is solved on itself plus the next scoregroup only; the players below are
checked afterwards with a cardinality matching (C4, C5, C9). Only when that check fails is the
bracket solved again on every unpaired player, with completion forced by a dominating digit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

from checker.matching import max_cardinality_matching, max_weight_matching
from checker.models import Pair, Pairing
from checker.state import PlayerState, RoundState
from checker.systems.base import PairingImpossible, SystemInfo, register
from checker.systems.dutch_colours import allocate, colour_violations, same_absolute_preference
from checker.systems.dutch_weights import BracketView, build_layout, pair_quality, quality_digits

BYE = -1
"""Vertex standing for the pairing-allocated bye (Dutch 1.5) when the number of players is odd."""


@dataclass(frozen=True)
class RoundData:
    """The players of the round in Dutch 1.2 order and what never changes while pairing it."""

    players: tuple[PlayerState, ...]
    scores: tuple[Decimal, ...]
    """Pairing score (score + acceleration) of each vertex, by rank index."""
    groups: tuple[tuple[int, ...], ...]
    """Scoregroups (1.3.1) in descending score order, each a tuple of rank indices."""
    adjacency: tuple[frozenset[int], ...]
    """Compatible opponents of each vertex: C1 (no rematch, no 260/XXP pair) and C3."""
    bye_candidates: frozenset[int]
    """C2 + C5: PAB-eligible players whose score is the lowest a complete pairing allows."""
    c9_value: dict[int, int]
    """C9: for a bye candidate, (most unplayed games among candidates) - own unplayed games."""
    initial_colour: str


@dataclass
class Progress:
    """Working state while the round is paired bracket by bracket (local to one ``pair`` call)."""

    paired: list[tuple[int, int]] = field(default_factory=list)
    free: set[int] = field(default_factory=set)
    """Vertices not yet paired (BYE included when the number of players is odd)."""
    completion: dict[int, int] = field(default_factory=dict)
    """A complete pairing of the free vertices (C4 witness), used to warm-start checks."""


def _compatible(a: PlayerState, b: PlayerState, last_round: bool) -> bool:
    """C1 (Basic Rules 2 and 260/XXP prohibitions) and C3 with its topscorer exception (1.8)."""
    if b.tpn in a.opponents or a.tpn in b.opponents or b.tpn in a.forbidden or a.tpn in b.forbidden:
        return False
    if same_absolute_preference(a, b):
        return last_round and (a.topscorer or b.topscorer)
    return True


def _round_data(state: RoundState) -> tuple[RoundData, dict[int, int]]:
    """Order, scoregroups, compatibility and the PAB candidates (C2, C5) of the round.

    Also returns a complete pairing (the C4 witness). Raises PairingImpossible (1.9.3) when
    no complete round-pairing exists.
    """
    players = tuple(sorted(state.players, key=lambda p: (-p.pairing_score, p.tpn)))
    n = len(players)
    scores = tuple(p.pairing_score for p in players)
    groups: list[tuple[int, ...]] = []
    for i in range(n):
        if i == 0 or scores[i] != scores[i - 1]:
            groups.append((i,))
        else:
            groups[-1] = groups[-1] + (i,)
    last = state.is_last_round
    adjacency = [set() for _ in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            if _compatible(players[i], players[j], last):
                adjacency[i].add(j)
                adjacency[j].add(i)
    graph: dict[int, set[int]] = {i: set(adjacency[i]) for i in range(n)}
    candidates: frozenset[int] = frozenset()
    witness: dict[int, int] = {}
    if n % 2 == 0:
        witness = max_cardinality_matching(graph)
        if len(witness) < n:
            raise PairingImpossible("Dutch C4: no round-pairing complies with C1-C3 (1.9.3)")
    else:
        eligible = [i for i in range(n) if players[i].pab_eligible]
        found = False
        for score in sorted({scores[i] for i in eligible}):
            # C5: the lowest score whose players can take the PAB in a complete pairing.
            cands = frozenset(i for i in eligible if scores[i] == score)
            trial = {v: set(a) for v, a in graph.items()}
            trial[BYE] = set(cands)
            for c in cands:
                trial[c].add(BYE)
            witness = max_cardinality_matching(trial, witness)
            if len(witness) == n + 1:
                candidates, found = cands, True
                break
        if not found:
            raise PairingImpossible(
                "Dutch C2/C4: no round-pairing leaves one PAB-eligible player unpaired (1.9.3)"
            )
    most = max((players[i].unplayed_rounds for i in candidates), default=0)
    data = RoundData(
        players=players,
        scores=scores,
        groups=tuple(groups),
        adjacency=tuple(frozenset(a) for a in adjacency),
        bye_candidates=candidates,
        c9_value={i: most - players[i].unplayed_rounds for i in candidates},
        initial_colour=state.initial_colour,
    )
    return data, witness


def _order_mdp_pairing(mdps: Sequence[int], residents: Sequence[int]):
    """Generation order of an MDP-Pairing: 4.4.2 (MDP set by smallest differing BSN), then 4.2.

    The set digit rewards a paired MDP by 2^(rank from the bottom), so sets containing the
    smaller BSN win; then digit i rewards MDP i's opponent by how early it stands in S2, so the
    lexicographically first transposition of S2 wins.
    """
    im = {v: i for i, v in enumerate(mdps)}
    ir = {v: i for i, v in enumerate(residents)}
    m, r = len(mdps), len(residents)
    digits = [("set", 2**m - 1)] + [(f"opp:{i}", r) for i in range(m)]

    def value(mult: dict[str, int], h: int, l: int) -> int:
        if h in im and l in ir:
            return mult["set"] * 2 ** (m - 1 - im[h]) + mult[f"opp:{im[h]}"] * (r - ir[l])
        return 0

    return digits, value


def _order_remainder(remainder: Sequence[int], pairs: int):
    """Generation order of a homogeneous bracket or remainder: exchanges 4.3.2, then 4.2.

    With S1 = the first ``pairs`` players (3.2.2), a pairing's S1' is the set of the higher
    ranked players of its pairs. Digits, most significant first: pairs whose upper player is in
    S1 (rule 1: fewest exchanged), minus the sum of upper BSNs (rule 2), the S1 players moved out
    as a binary number (rule 3: largest differing BSN), the S2 players moved in as a binary
    number with smaller BSNs higher (rule 4), then one digit per upper player: how early its
    opponent stands in S2' (4.2: first transposition).
    """
    idx = {v: i for i, v in enumerate(remainder)}
    n, p = len(remainder), pairs
    digits = [("x1", p), ("x2", p * n), ("x3", p * 2**p), ("x4", 2**n - 1)]
    digits += [(f"t:{i}", n) for i in range(n)]

    def value(mult: dict[str, int], h: int, l: int) -> int:
        i, j = idx.get(h), idx.get(l)
        if i is None or j is None:
            return 0
        v = mult["x2"] * (n - i) + mult[f"t:{i}"] * (n - j)
        if i < p:
            return v + mult["x1"] + mult["x3"] * (2**p - 2**i)
        return v + mult["x4"] * 2 ** (n - 1 - i)

    return digits, value


def _view(data: RoundData, mdps: Sequence[int], limbo: Sequence[int], residents: Sequence[int],
          next_group: Sequence[int]) -> BracketView:
    """The bracket as the weights see it (Dutch 1.3, 3.2)."""
    side = frozenset(mdps) | frozenset(limbo) | frozenset(residents) | frozenset(next_group)
    return BracketView(
        mdps=frozenset(mdps),
        residents=frozenset(residents),
        next_group=frozenset(next_group),
        downfloat_side=side,
        mdp_scores=tuple(sorted({data.scores[v] for v in (*mdps, *limbo)}, reverse=True)),
        resident_score=data.scores[residents[0]],
        next_side_scores=tuple(sorted({data.scores[v] for v in side}, reverse=True)),
    )


def _complete(data: RoundData, vertices: set[int], hint: dict[int, int]) -> dict[int, int] | None:
    """C4/C5 check: a complete pairing of ``vertices`` (BYE included when in the set).

    The PAB may only go to a bye candidate (C2, C5). Returns the pairing, or None.
    """
    graph: dict[int, set[int]] = {v: data.adjacency[v] & vertices for v in vertices if v != BYE}
    if BYE in vertices:
        takers = {v for v in data.bye_candidates if v in vertices}
        if not takers:
            return None
        graph = {v: (a | {BYE}) if v in takers else a for v, a in graph.items()}
        graph[BYE] = takers
    mate = max_cardinality_matching(graph, hint)
    return mate if len(mate) == len(vertices) else None


def _solve(data: RoundData, progress: Progress, view: BracketView, order, c9_active: bool) -> dict[int, int]:
    """Best pairing of a bracket for its criteria and the given generation order (3.8).

    First on the bracket and the next scoregroup alone, the players below checked for completion;
    if that check fails, on every free player with completion forced (C4). ``c9_active`` is set
    for a bracket that downfloats exactly one player (C9 note): then a PAB given to a player of
    the bracket (its downfloater) scores that player's C9 value, and a PAB given below scores the
    best value (C9 does not apply when the downfloater need not end up with the PAB).
    """
    order_digits, order_value = order
    local = (view.mdps | view.residents | view.downfloat_side) & progress.free
    others = progress.free - local
    players, scores, ic = data.players, data.scores, data.initial_colour
    c9_max = max(data.c9_value.values(), default=0) if c9_active else 0
    if not (data.bye_candidates & local):
        pairs = len(local) // 2
        layout = build_layout(quality_digits(view, pairs, c9_max, False) + order_digits(pairs))
        mult = layout.multipliers
        weights: dict[tuple[int, int], int] = {}
        for h in local:
            for l in data.adjacency[h]:
                if l > h and l in local:
                    w = pair_quality(view, mult, h, l, players[h], players[l], scores[h], ic)
                    if w:
                        weights[(h, l)] = w + order_value(mult, h, l)
        mate = max_weight_matching(weights)
        exported = {v for v in local if v not in mate}
        # The PAB cannot reach the bracket here (no candidate in it): C9 has nothing to weigh.
        rest = _complete(data, others | exported, progress.completion)
        if rest is not None:
            progress.completion = {**mate, **rest}
            return mate
    pairs = len(progress.free) // 2
    layout = build_layout(quality_digits(view, pairs, c9_max, True) + order_digits(pairs))
    mult = layout.multipliers
    weights = {}
    for h in progress.free:
        if h == BYE:
            continue
        for l in data.adjacency[h]:
            if l > h and l in progress.free:
                w = pair_quality(view, mult, h, l, players[h], players[l], scores[h], ic)
                weights[(h, l)] = mult["card"] + w + order_value(mult, h, l)
        if BYE in progress.free and h in data.bye_candidates:
            c9 = 0
            if c9_active:
                c9 = data.c9_value[h] if h not in view.next_group and h in view.downfloat_side else c9_max
            weights[(h, BYE)] = mult["card"] + mult["c9"] * c9
    mate = max_weight_matching(weights)
    if len(mate) != len(progress.free):
        raise RuntimeError("Dutch C4: completion lost while pairing a bracket (engine error)")
    progress.completion = dict(mate)
    return mate


def _bracket_downfloaters(data: RoundData, mate: dict[int, int], bracket: Sequence[int], residents: set[int]) -> int:
    """How many players of the bracket a solution leaves unpaired in it (C6)."""
    inside = set(bracket)
    pairs = sum(1 for v in bracket if mate.get(v, BYE) in inside and max(v, mate[v]) in residents and v < mate[v])
    return len(bracket) - 2 * pairs


def _fix(progress: Progress, pairs: Iterable[tuple[int, int]]) -> None:
    """Accept pairs of the current bracket (they leave the graph)."""
    for h, l in pairs:
        progress.paired.append((min(h, l), max(h, l)))
        progress.free.discard(h)
        progress.free.discard(l)


def _perfect_candidate(data: RoundData, progress: Progress, residents: tuple[int, ...],
                       next_group: tuple[int, ...]) -> list[tuple[int, int]] | None:
    """Dutch 3.4.1: the 3.3 candidate of a homogeneous bracket when it is perfect, else None.

    Perfect here means: every pair S1[i]-S2[i] complies with C1-C3 and grants both colour
    preferences (C10-C13), no downfloater (or, in the last bracket, a PAB candidate with the best
    C9 value and no downfloat in the last two rounds, C14/C16), and the players below can still be
    paired (C4, C5). Such a candidate is optimal on every criterion and first in the order of 4.2,
    so the full search would return it too.
    """
    n = len(residents)
    half = n // 2
    if n % 2 and next_group:
        return None
    players, ic = data.players, data.initial_colour
    pairs = []
    for h, l in zip(residents[:half], residents[half : 2 * half]):
        if l not in data.adjacency[h] or colour_violations(players[h], players[l], ic) != (0, 0, 0, 0):
            return None
        pairs.append((h, l))
    others = progress.free - set(residents)
    if n % 2:
        floater = residents[-1]
        present = [v for v in data.bye_candidates if v in progress.free]
        if (
            BYE not in progress.free
            or floater not in data.bye_candidates
            or data.c9_value[floater] != max(data.c9_value[v] for v in present)
            or players[floater].float_before(1) == "down"
            or players[floater].float_before(2) == "down"
            or others != {BYE}
        ):
            return None
        progress.completion = {floater: BYE, BYE: floater}
        return pairs
    rest = _complete(data, others, progress.completion)
    if rest is None:
        return None
    progress.completion = rest
    return pairs


def _pair_bracket(data: RoundData, progress: Progress, mdps: tuple[int, ...], residents: tuple[int, ...],
                  next_group: tuple[int, ...]) -> tuple[int, ...]:
    """Pair one bracket (Dutch 3); returns its downfloaters (the next bracket's MDPs).

    C9 applies only when the bracket's best candidates downfloat exactly one player (2.4.4 note);
    C6 fixes that number before C9 counts, so a first solve without C9 tells whether it applies.
    """
    limbo: tuple[int, ...] = mdps
    resident_pairs_hint: int | None = None
    bracket = (*mdps, *residents)
    rs_all = set(residents)
    c9_active = False
    if mdps and residents:
        view = _view(data, mdps, (), residents, next_group)
        order = _mdp_order_factory(mdps, residents)
        mate = _solve(data, progress, view, order, False)
        if BYE in progress.free and _bracket_downfloaters(data, mate, bracket, rs_all) == 1:
            c9_active = True
            mate = _solve(data, progress, view, order, True)
        mdp_pairs = [(h, mate[h]) for h in mdps if mate.get(h) in rs_all]
        _fix(progress, mdp_pairs)
        limbo = tuple(h for h in mdps if h in progress.free)
        resident_pairs_hint = sum(1 for v in residents if v in progress.free and mate.get(v, BYE) in rs_all
                                  and mate[v] > v)
    remainder = tuple(v for v in residents if v in progress.free)
    if not mdps and len(remainder) >= 2:
        perfect = _perfect_candidate(data, progress, remainder, next_group)
        if perfect is not None:
            _fix(progress, perfect)
            return tuple(v for v in remainder if v in progress.free)
    if len(remainder) >= 2:
        view = _view(data, (), limbo, remainder, next_group)
        guess = resident_pairs_hint if resident_pairs_hint is not None else len(remainder) // 2
        check_c9 = not mdps and BYE in progress.free
        while True:
            mate = _solve(data, progress, view, _remainder_order_factory(remainder, guess), c9_active)
            if check_c9:
                check_c9 = False
                if _bracket_downfloaters(data, mate, remainder, set(remainder)) == 1:
                    c9_active = True
                    continue
            rs = set(remainder)
            got = [(v, mate[v]) for v in remainder if mate.get(v, BYE) in rs and mate[v] > v]
            if len(got) == guess:
                break
            guess = len(got)
        _fix(progress, got)
    return tuple(v for v in (*limbo, *remainder) if v in progress.free)


def _mdp_order_factory(mdps: Sequence[int], residents: Sequence[int]):
    """Order digits of an MDP-Pairing as (digits(pairs), value) for ``_solve``."""
    digits, value = _order_mdp_pairing(mdps, residents)
    return (lambda pairs: digits), value


def _remainder_order_factory(remainder: Sequence[int], pairs_in_remainder: int):
    """Order digits of a remainder as (digits(pairs), value) for ``_solve``."""
    digits, value = _order_remainder(remainder, pairs_in_remainder)
    return (lambda pairs: digits), value


def pair(state: RoundState) -> Pairing:
    """Pair a round by the FIDE (Dutch) System (C.04.3, 2026); PairingImpossible if 1.9.3 applies."""
    data, witness = _round_data(state)
    n = len(data.players)
    progress = Progress(free=set(range(n)) | ({BYE} if n % 2 else set()), completion=witness)
    carried: tuple[int, ...] = ()
    for gi, group in enumerate(data.groups):
        next_group = data.groups[gi + 1] if gi + 1 < len(data.groups) else ()
        carried = _pair_bracket(data, progress, carried, group, next_group)
    pab: int | None = None
    if carried:
        if len(carried) != 1 or BYE not in progress.free or carried[0] not in data.bye_candidates:
            raise RuntimeError(f"Dutch 1.9.1: unpaired players left {carried} (engine error)")
        pab = carried[0]
    return _pairing(state, data, progress.paired, pab)


def _pairing(state: RoundState, data: RoundData, pairs: list[tuple[int, int]], pab: int | None) -> Pairing:
    """Colours by 5.2 and boards sorted as General Handling 3.6 recommends."""
    players = data.players
    boards = []
    for h, l in pairs:
        ph, pl = players[h], players[l]
        white, black = (ph, pl) if allocate(ph, pl, data.initial_colour) == "w" else (pl, ph)
        key = (-data.scores[h], -(data.scores[h] + data.scores[l]), ph.tpn)
        boards.append((key, Pair(white=state.start_number_of(white.tpn), black=state.start_number_of(black.tpn))))
    boards.sort(key=lambda b: b[0])
    return Pairing(
        round=state.round,
        pairs=tuple(b for _, b in boards),
        pab=None if pab is None else state.start_number_of(players[pab].tpn),
    )


register(
    SystemInfo(
        name="dutch",
        title="FIDE (Dutch) System, C.04.3 (2026)",
        codes=("FIDE_DUTCH", "FIDE_DUTCH_2025", "FIDE_DUTCH_2026"),
        pair=pair,
    )
)

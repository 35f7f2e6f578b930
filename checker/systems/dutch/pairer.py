"""The FIDE (Dutch) System, C.04.3 applied from 1 Feb 2026: the reference pairer.

The pairing is built bracket by bracket from the top scoregroup down (Dutch 1.9.2). For each
bracket the criteria C6-C21 (2.4) of that bracket, its look-ahead to the next bracket (C8) and the
completion of the whole round (C4, with the PAB criterion C5 fixed once for the round) are packed
into integer edge weights (``dutch_weights``); one maximum-weight matching finds the best
candidates, and the generation order of Articles 4.2-4.4 is folded into the low digits of the
same weights (``dutch_order``), so the matching returns the first best candidate in that order
(3.8) without enumerating any permutation. A heterogeneous bracket needs two solves: the
MDP-Pairing (4.4 MDP set, then 4.2 transposition of S2), then the remainder (4.3, then 4.2).

For speed a bracket is solved on itself plus the next scoregroup only (on itself alone when C8
cannot tell its candidates apart: ``_look_ahead_is_flat``, given how many players C6 makes
downfloat, ``_downfloats``: none for a bracket that pairs among itself); the players below are checked
afterwards with a cardinality matching (C4, C5). Only when that check fails is the bracket solved
again on every unpaired player, with completion forced by a dominating digit. The generation
order's later decisions are tie-breaks solved on the optimum's support (``lexicographic_matching``),
the 4.2.2 transposition of a large bracket in pieces of a few rows (``order.ROW_BITS``).
The readings taken where the text is open are in docs/interpretations-dutch.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from itertools import repeat

from checker.errors import InternalError
from checker.matching import lexicographic_matching, max_cardinality_matching
from checker.models import Pair, Pairing
from checker.systems.dutch.state import DutchState
from checker.systems.dutch.colours import allocate, colour_violations
from checker.systems.dutch import order as orders
from checker.systems.dutch.order import (MdpPairingOrder, Order, PredictedOpponents, PredictedTransposition,
                                         RemainderOrder)
from checker.systems.dutch.round import BYE, RoundData, complete, round_data
from checker.systems.dutch.digits import Digit
from checker.systems.dutch.weights import BracketView, EdgeQuality, bracket_view, build_layout, quality_digits


@dataclass(frozen=True, slots=True)
class Progress:
    """How far the round's pairing has come: fixed pairs, free vertices, a completion witness.

    A frozen dataclass, not a pydantic model: made from computed values only, several per bracket."""

    free: frozenset[int]
    """Vertices not yet paired (BYE included when the number of players is odd)."""
    completion: dict[int, int]
    """A complete pairing of the free vertices (C4 witness), used to warm-start the checks."""
    paired: tuple[tuple[int, int], ...] = ()
    """Pairs fixed so far, (higher ranked, lower ranked) rank indices."""

    def fix(self, pairs: Iterable[tuple[int, int]], completion: dict[int, int]) -> Progress:
        """The progress after accepting ``pairs`` of the current bracket."""
        pairs = tuple((min(h, l), max(h, l)) for h, l in pairs)
        gone = {v for pair in pairs for v in pair}
        return Progress(paired=self.paired + pairs, free=self.free - gone, completion=completion)


@dataclass(frozen=True, slots=True)
class Solution:
    """The best pairing found for a bracket: ``mate`` inside the solved graph, and a completion."""

    mate: dict[int, int]
    completion: dict[int, int]


def _solve(data: RoundData, progress: Progress, view: BracketView, order: Order, c9_active: bool,
           special: bool = False) -> Solution:
    """Best pairing of a bracket for its criteria and the given generation order (3.8).

    First on the bracket and the next scoregroup alone, the players below checked for completion
    (exact: that graph's optimum, if completable, is the whole round's optimum, since the players
    below add nothing but completion); if that check fails, on every free player with completion
    forced (C4). ``c9_active`` is set for a bracket that downfloats exactly one player (C9 note):
    then a PAB given to a player of the bracket (its downfloater) scores that player's C9 value,
    and a PAB given below scores the best value (C9 does not apply when the downfloater need not
    end up with the PAB).

    Under 2017 A.9 (``data.collapses``) a bracket above the PPB is solved on itself and the following
    scoregroup alone (C.7 "just in the following bracket"), its completion asked afterwards by
    :func:`pair`; a ``special`` bracket (the PPB re-paired, the collapsed last bracket, the last
    bracket) is solved with completion forced (C.4).
    """
    local = view.downfloat_side & progress.free
    c9_max = data.c9_best if c9_active else 0
    adjacency = data.adjacency
    # With no PAB candidate here, or a PAB that weighs nothing (2017: no C9; 2026 when C9 is not
    # active, the note under 2.4.4: the PAB edge then weighs completion alone), the players below
    # only complete the round, and the fast solve is exact (issue 34: a 2026 bracket of PAB
    # candidates was solved on every free player, its tiers on the whole round's dense support).
    if not special and (not data.weighs_pab or not c9_active or not (data.bye_candidates & local)):
        below = view.next_group & local
        if below and _look_ahead_is_flat(data, local - below, below, _downfloats(data, view, local - below, progress)):
            local -= below
        pairs = len(local) // 2
        mult = build_layout(quality_digits(view, pairs, c9_max, False) + order.lead_digits()).multipliers
        quality = EdgeQuality(view, mult, data)
        weights: dict[tuple[int, int], int] = {}
        for h, lows in _rows(adjacency, local):
            if h in view.next_group:
                # Every pair of the next scoregroup (the players below it are not in the solve)
                # weighs the same C8 look-ahead and no order digit.
                weights.update(dict.fromkeys(zip(repeat(h), lows), quality.look_ahead(h)))
                continue
            weights.update(quality.row(h, lows, *order.lead_row(mult, h)))
        mate = _matching(weights, order)
        if data.collapses and progress.free - view.downfloat_side - {BYE}:
            # Dutch 2017 A.9: a bracket above the PPB complies with C.5-C.7 alone, the following bracket
            # looked at on itself; pair() then asks the round's completion (the PPB test).
            return Solution(mate=mate, completion=progress.completion)
        exported = {v for v in local if v not in mate}
        # The PAB cannot reach the bracket here, or weighs nothing: C9 has nothing to weigh.
        rest = complete(data, (progress.free - local) | exported, progress.completion)
        if rest is not None:
            return Solution(mate=mate, completion={**mate, **rest})
    pairs = len(progress.free) // 2
    # Dutch 2017 A.9 note: the pairing of the last bracket includes the PAB, so when the following
    # bracket is the last, C.7 looks at its complete pairings only (C.2 with them): completion ranks
    # below this bracket's C.5 and C.6 and above C.7. A solution that cannot complete makes it the PPB.
    below_c6 = data.collapses and not special
    digits = quality_digits(view, pairs, c9_max, not below_c6)
    if below_c6:
        digits.insert(next(i for i, (d, _) in enumerate(digits) if d == Digit.C8A), (Digit.CARD, pairs))
    mult = build_layout(digits + order.lead_digits()).multipliers
    quality, card = EdgeQuality(view, mult, data), mult[Digit.CARD]
    free = progress.free
    weights = {}
    for h, lows in _rows(adjacency, free - {BYE}):
        if view.in_bracket(h):
            weights.update(quality.row(h, lows, *order.lead_row(mult, h), base=card))
        else:
            # Below the bracket only the next scoregroup's own pairs weigh (C8), and no order digit.
            w, ahead = card + quality.look_ahead(h), view.next_group
            weights.update({(h, l): w if l in ahead else card for l in lows})
        if BYE in free and h in data.bye_candidates:
            c9 = 0
            if c9_active:
                c9 = data.c9_value[h] if view.in_bracket(h) else c9_max
            weights[(h, BYE)] = card + mult[Digit.C9] * c9
    mate = _matching(weights, order)
    if len(mate) != len(progress.free):
        if below_c6:
            return Solution(mate=mate, completion=progress.completion)
        raise InternalError("Dutch C4: completion lost while pairing a bracket")
    return Solution(mate=mate, completion=mate)


def _rows(adjacency: tuple[frozenset[int], ...], players: frozenset[int]) -> Iterator[tuple[int, list[int]]]:
    """Each of the ``players`` (by rank) with its compatible ones among them ranked below it (an edge
    is written (higher, lower)): the edges of a solve. By rank, each row scanning only the players
    after it rather than its whole neighbour set (issue 34: ~1,000 rows of 1,600 neighbours per
    solve); the edges' order changes no pairing, since the tiers decide every pair the pairer reads."""
    ranked = sorted(players)
    for i, h in enumerate(ranked):
        neighbours = adjacency[h]
        yield h, [l for l in ranked[i + 1:] if l in neighbours]


def _matching(weights: dict[tuple[int, int], int], order: Order) -> dict[int, int]:
    """The first best candidate of the solve (3.8): the optimum of ``weights`` first in ``order``.

    A remainder's 4.2.2 transposition is first predicted and checked by one solve
    (``PredictedTransposition``); only when no optimum holds the prediction is it solved row by
    row, on the support the prediction was made on (every optimum lies on it, so the optima there
    are the same: issue 34, ~15 solves of a 300-row transposition saved when the check holds), less
    the edges the rows proven by the check exclude.
    """
    if not orders.PREDICT:
        return lexicographic_matching(weights, order.tiers())
    if isinstance(order, MdpPairingOrder):
        opponents = PredictedOpponents(order, weights)
        mate = lexicographic_matching(weights, opponents.tiers())
        return mate if opponents.swapped is None else opponents.swapped
    predicted = PredictedTransposition(order, weights)
    mate = lexicographic_matching(weights, predicted.tiers())
    if predicted.swapped is not None:
        return predicted.swapped
    if predicted.fallback is None:
        return mate
    # The pairs proven stay, and every other edge of their players goes: the optima left are those
    # holding them, the first among them.
    proven = set(predicted.proven)
    gone = {v for pair in proven for v in pair}
    return lexicographic_matching({e: weights[e] for e in predicted.fallback if e in proven or gone.isdisjoint(e)},
                                  order.tiers())


def _downfloats(data: RoundData, view: BracketView, bracket: frozenset[int], progress: Progress) -> int:
    """How many of the ``bracket``'s free players every optimum of the solve leaves unpaired in it
    (Dutch C6, the solve's leading digit: as few as a largest matching of the bracket's own pairs
    allows). Its own pairs are those the weights count in C6: a resident with a resident or with
    an MDP that may be paired here; the Limbo's players have none (they downfloat, 3.2.4)."""
    graph = _OwnPairs(data, view, bracket)
    inside, residents, adjacency = graph.inside, view.residents, data.adjacency
    # Warm-started from the round's completion witness (its pairs inside the bracket, when edges here),
    # each pair tested without making the neighbour sets (the matcher makes those it visits).
    hint = {v: u for v, u in progress.completion.items()
            if v in inside and v in bracket and u in bracket and u in (inside if v in residents else residents)
            and u in adjacency[v]}
    return len(bracket) - len(max_cardinality_matching(graph, hint, initial_in_graph=True))


class _OwnPairs(Mapping[int, frozenset[int]]):
    """The graph of a bracket's own pairs for ``_downfloats``: each player's neighbour set made when
    first read (issue 34: a warm-started matching reads few of 800 players' sets)."""

    def __init__(self, data: RoundData, view: BracketView, bracket: frozenset[int]) -> None:
        self.inside = view.residents | view.mdps
        self._adjacency, self._residents, self._bracket = data.adjacency, view.residents, bracket
        self._made: dict[int, frozenset[int]] = {}

    def __getitem__(self, v: int) -> frozenset[int]:
        made = self._made.get(v)
        if made is None:
            if v not in self._bracket:
                raise KeyError(v)
            inside, residents = self.inside, self._residents
            made = self._made[v] = (self._adjacency[v] & self._bracket & (inside if v in residents else residents)
                                    if v in inside else frozenset())
        return made

    def __iter__(self) -> Iterator[int]:
        return iter(self._bracket)

    def __len__(self) -> int:
        return len(self._bracket)


def _look_ahead_is_flat(data: RoundData, bracket: frozenset[int], below: frozenset[int], k: int) -> bool:
    """True when C8 cannot tell this bracket's candidates apart, so the next scoregroup may stay
    out of the solve (a small bracket above a large scoregroup would otherwise carry it whole).

    ``k`` is how many of the bracket's players downfloat in every optimum (``_downfloats``: C6 leads
    the weights, and the next scoregroup's players add no pair to C6). None downfloats: C8 has
    nothing to choose (its pairs are those of the next scoregroup alone, the same for every
    candidate). Else a sufficient test: whoever of the ``bracket``'s players downfloat can meet
    different players of the next scoregroup (each has k compatible ones there: Hall), and what is
    left of that scoregroup can still be paired but for one player (every one of its players is
    compatible with half of it plus k: after k are taken the rest keeps degree >= half, and Dirac's
    theorem gives a Hamiltonian cycle). Then the next bracket pairs every downfloater and all the
    rest it can, and C8 (its pairs, and their upper players' scores) depends only on how many
    downfloat and with which scores: C6 and C7 fix both already.
    """
    if k == 0:
        return True
    if len(below) - k < 3:
        return False
    adjacency = data.adjacency
    if any(len(adjacency[v] & below) < k for v in bracket):
        return False
    need = len(below) / 2 + k
    return all(len(adjacency[v] & below) >= need for v in below)


def _downfloaters(mate: dict[int, int], bracket: tuple[int, ...], residents: frozenset[int]) -> int:
    """How many players of the bracket a solution leaves unpaired in it (C6)."""
    inside = set(bracket)
    pairs = sum(1 for v in bracket if mate.get(v, BYE) in inside and v < mate[v] and mate[v] in residents)
    return len(bracket) - 2 * pairs


def _c9_applies(
    data: RoundData, progress: Progress, mate: dict[int, int], bracket: tuple[int, ...], residents: frozenset[int]
) -> bool:
    """C9 note: the bracket downfloats exactly one player, who may be the PAB assignee.

    Without a PAB candidate in the bracket, or when every candidate's C9 value is 0 (they all have
    as many unplayed games; 2017, whose C.2 weighs no unplayed game, gives every one 0), the C9
    digit would be the same for every candidate, so it is left off (saves a solve, changes nothing).
    """
    return _c9_may_apply(data, progress, bracket) and _downfloaters(mate, bracket, residents) == 1


def _c9_may_apply(data: RoundData, progress: Progress, bracket: tuple[int, ...]) -> bool:
    """The C9 note's conditions but the number of downfloaters: a PAB to give, a candidate in the
    bracket, and candidates with different C9 values (``_c9_applies``)."""
    return data.c9_best > 0 and BYE in progress.free and not data.bye_candidates.isdisjoint(bracket)


def _c9_guess(data: RoundData, progress: Progress, view: BracketView, bracket: tuple[int, ...]) -> bool:
    """Whether C9 applies to the bracket, guessed before its first solve from C6's bound (the largest
    matching of its own pairs, ``_downfloats``): right unless completion (C4) costs a pair. The solve
    then tells (``_c9_applies``: C6 ranks above C9, so every optimum, with C9 weighed or not, leaves
    as many downfloaters); a wrong guess costs the second solve that was always made when C9 applied
    (issue 34: a 1,600-player bracket's solve saved)."""
    return _c9_may_apply(data, progress, bracket) and _downfloats(data, view, frozenset(bracket), progress) == 1


def _perfect_candidate(
    data: RoundData, progress: Progress, residents: tuple[int, ...], next_group: tuple[int, ...]
) -> Progress | None:
    """Dutch 3.4.1: the progress after the 3.3 candidate of a homogeneous bracket if it is perfect.

    Perfect here means: every pair S1[i]-S2[i] complies with C1-C3 and grants both colour
    preferences (C10-C13), no downfloater (or, in the last bracket, a PAB candidate with the best
    C9 value and no downfloat in the last two rounds, C14/C16), and the players below can still be
    paired (C4, C5). Such a candidate is optimal on every criterion and first in the order of 4.2,
    so the full search would return it too. None otherwise.
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
        if (
            others != {BYE}
            or floater not in data.bye_candidates
            or data.c9_value[floater] != max(data.c9_value[v] for v in data.bye_candidates if v in progress.free)
            or players[floater].float_before(1) == "down"
            or players[floater].float_before(2) == "down"
        ):
            return None
        return progress.fix(pairs, {floater: BYE, BYE: floater})
    rest = complete(data, others, progress.completion)
    return None if rest is None else progress.fix(pairs, rest)


def _pair_mdps(
    data: RoundData, progress: Progress, mdps: tuple[int, ...], residents: tuple[int, ...], next_group: tuple[int, ...],
    special: bool,
) -> tuple[Progress, int, bool]:
    """The MDP-Pairing of a heterogeneous bracket (3.3.3, 3.7.2, 3.7.3).

    Returns the progress with the MDP pairs fixed, the number of resident pairs of the same best
    candidate (MaxPairs - M1 for the remainder), and whether C9 applies to the bracket.
    """
    view = bracket_view(data, mdps, (), residents, next_group)
    order = MdpPairingOrder(mdps=mdps, residents=residents)
    res = frozenset(residents)
    guess = _c9_guess(data, progress, view, (*mdps, *residents))
    best = _solve(data, progress, view, order, guess, special)
    c9_active = _c9_applies(data, progress, best.mate, (*mdps, *residents), res)
    if c9_active != guess:
        best = _solve(data, progress, view, order, c9_active, special)
    mate = best.mate
    mdp_pairs = [(h, mate[h]) for h in mdps if mate.get(h) in res]
    taken = {l for _, l in mdp_pairs}
    resident_pairs = sum(1 for v in residents if v not in taken and mate.get(v, BYE) in res and v < mate[v])
    return progress.fix(mdp_pairs, best.completion), resident_pairs, c9_active


def _pair_remainder(
    data: RoundData,
    progress: Progress,
    limbo: tuple[int, ...],
    remainder: tuple[int, ...],
    next_group: tuple[int, ...],
    pairs: int,
    c9_active: bool | None,
    special: bool,
) -> Progress:
    """A homogeneous bracket or a remainder (3.3.2, 3.6), S1 = its first ``pairs`` players.

    ``pairs`` is a guess of MaxPairs when the bracket is homogeneous: the solve is repeated with
    the number the best candidates actually reach. ``c9_active`` None: not known yet (homogeneous
    bracket), guessed from C6's bound and told by the first solve (C6 fixes the number of
    downfloaters first), solved again when the guess was wrong.

    The number of pairs the best candidates reach is C6's optimum, which no order digit changes:
    the loop ends on the solve with that number whatever the guess. So a homogeneous bracket
    guesses C6's own bound, the largest matching of its compatible pairs (``_downfloats``), right
    unless completion (C4, ranked above C6) costs a pair: one solve of the whole bracket instead of
    two when some of it must downfloat (issue 34: a 960-player solve saved per such bracket).
    """
    view = bracket_view(data, (), limbo, remainder, next_group)
    res = frozenset(remainder)
    guess = bool(c9_active)
    if c9_active is None:
        floats = _downfloats(data, view, res, progress)
        pairs = (len(remainder) - floats) // 2
        # C9 guessed from C6's bound as in _c9_guess (the same matching), then told by the solve.
        guess = floats == 1 and _c9_may_apply(data, progress, remainder)
    while True:
        best = _solve(data, progress, view, RemainderOrder(players=remainder, pairs=pairs), guess, special)
        if c9_active is None:
            c9_active = _c9_applies(data, progress, best.mate, remainder, res)
            if c9_active != guess:
                guess = c9_active
                continue
        got = [(v, best.mate[v]) for v in remainder if best.mate.get(v, BYE) in res and v < best.mate[v]]
        if len(got) == pairs:
            return progress.fix(got, best.completion)
        pairs = len(got)


def _pair_bracket(
    data: RoundData, progress: Progress, mdps: tuple[int, ...], residents: tuple[int, ...], next_group: tuple[int, ...],
    special: bool = False,
) -> tuple[Progress, tuple[int, ...]]:
    """Pair one bracket (Dutch 3); returns the progress and the downfloaters (next bracket's MDPs)."""
    c9_active: bool | None = None
    pairs = len(residents) // 2
    if mdps and residents:
        progress, pairs, c9_active = _pair_mdps(data, progress, mdps, residents, next_group, special)
    limbo = tuple(v for v in mdps if v in progress.free)
    remainder = tuple(v for v in residents if v in progress.free)
    if not mdps and len(remainder) >= 2:
        perfect = _perfect_candidate(data, progress, remainder, next_group)
        if perfect is not None:
            return perfect, tuple(v for v in remainder if v in perfect.free)
    if len(remainder) >= 2:
        progress = _pair_remainder(data, progress, limbo, remainder, next_group, pairs, c9_active, special)
    return progress, tuple(v for v in (*limbo, *remainder) if v in progress.free)


def pair(state: DutchState) -> Pairing:
    """Pair a round by the FIDE (Dutch) System (C.04.3, 2026); PairingImpossible if 1.9.3 applies."""
    return pair_route(state)[0]


def pair_route(state: DutchState) -> tuple[Pairing, int | None]:
    """The round's pairing and, under the 2017 text, the scoregroup index of its PPB (A.9: None
    when the ordinary route completed the round), for explain and the check to name it."""
    ppb: int | None = None
    data, witness = round_data(state)
    n = len(data.players)
    progress = Progress(free=frozenset(range(n)) | ({BYE} if n % 2 else set()), completion=witness)
    carried: tuple[int, ...] = ()
    for gi, group in enumerate(data.groups):
        next_group = data.groups[gi + 1] if gi + 1 < len(data.groups) else ()
        if not data.collapses:
            progress, carried = _pair_bracket(data, progress, carried, group, next_group)
            continue
        # Dutch 2017 A.9: the last bracket is paired for completion; a bracket above it is paired
        # looking at the following bracket alone, then the round's completion is asked.
        paired = _pair_bracket(data, progress, carried, group, next_group, special=not next_group)
        still = complete(data, paired[0].free, paired[0].completion) if next_group else paired[0].completion
        if still is not None:
            progress, carried = replace(paired[0], completion=still), paired[1]
            continue
        # This bracket is the PPB: re-paired for completion (C.4, no C.7); its downfloaters and every
        # player below form the collapsed last bracket (CLB), which completes the round.
        ppb = gi
        progress, carried = _pair_bracket(data, progress, carried, group, (), special=True)
        below = tuple(v for g in data.groups[gi + 1:] for v in g)
        progress, carried = _pair_bracket(data, progress, carried, below, (), special=True)
        break
    pab: int | None = None
    if carried:
        if len(carried) != 1 or BYE not in progress.free or carried[0] not in data.bye_candidates:
            raise InternalError(f"Dutch 1.9.1: unpaired players left {carried}")
        pab = carried[0]
    return _pairing(state, data, progress.paired, pab), ppb


def _pairing(state: DutchState, data: RoundData, pairs: tuple[tuple[int, int], ...], pab: int | None) -> Pairing:
    """Colours by 5.2 and boards sorted as General Handling 3.6 recommends; players by TPN
    (the state's numbering: printing maps them to start numbers, which differ under ``XXC rank``)."""
    players = data.players
    boards = []
    for h, l in pairs:
        ph, pl = players[h], players[l]
        white, black = (ph, pl) if allocate(ph, pl, data.initial_colour) == "w" else (pl, ph)
        key = (-data.scores[h], -(data.scores[h] + data.scores[l]), ph.tpn)
        boards.append((key, Pair(white=white.tpn, black=black.tpn)))
    boards.sort(key=lambda b: b[0])
    return Pairing(
        round=state.round,
        pairs=tuple(b for _, b in boards),
        pab=None if pab is None else players[pab].tpn,
    )

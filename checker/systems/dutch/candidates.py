"""The brackets of a whole round-pairing and the Dutch criteria of a fixed bracket candidate.

A round-pairing (the published one or the rules' one) is cut into brackets the way Dutch 1.9.2
pairs them: scoregroups from the top, each bracket made of the players left unpaired above (MDPs)
and a scoregroup (residents); a bracket's pairs are the pairs of the round among its members, its
downfloaters the members paired lower (or given the PAB).

A fixed bracket candidate is valued with the reference pairer's own weight layout
(``dutch_weights``): its pairs are weighed with ``EdgeQuality``, the players below are completed
with the best look-ahead the engine would find (C8, and C9 on the PAB edge), and the sum is
unpacked digit by digit. The audit and the pairer therefore share every criterion's definition.
"""

from __future__ import annotations

from decimal import Decimal
from collections.abc import Mapping

from checker.evaluation.evaluation import OrderPosition
from checker.matching import max_weight_matching
from checker.models import Frozen, Pairing
from checker.systems.dutch.digits import Digit, DigitKey, digit_of
from checker.systems.dutch.edition import Edition
from checker.systems.dutch.order import MdpPairingOrder, RemainderOrder
from checker.systems.dutch.round import BYE, RoundData, complete
from checker.systems.dutch.weights import BracketView, EdgeQuality, bracket_view, build_layout, quality_digits


class Bracket(Frozen):
    """One bracket (Dutch 1.3.2): its MDPs and residents, the next scoregroup, the players still free."""

    group: int
    """Index of the resident scoregroup, 0 for the top one."""
    score: Decimal
    """The residents' pairing score: the bracket's name (``3.5``)."""
    mdps: tuple[int, ...]
    """Players moved down from the brackets above (rank indices, Dutch 1.2 order)."""
    residents: tuple[int, ...]
    next_group: tuple[int, ...]
    """The following scoregroup (C8 looks at it), empty for the last bracket."""
    free: frozenset[int]
    """Every vertex not paired in the brackets above (BYE included when the round needs a PAB)."""

    @property
    def members(self) -> tuple[int, ...]:
        """MDPs then residents, in Dutch 1.2 order (their BSN order, 4.1.1)."""
        return self.mdps + self.residents

    @property
    def heterogeneous(self) -> bool:
        """Dutch 1.3.3: a bracket with MDPs."""
        return bool(self.mdps)

    def collapsed(self, scores: tuple[Decimal, ...]) -> bool:
        """2017 A.9: a collapsed last bracket whose residents have several scores (C.6 is A.8's PSD there)."""
        return not self.next_group and len({scores[v] for v in self.residents}) > 1


class Candidate(Frozen):
    """The pairs a round-pairing makes in one bracket, and the bracket's downfloaters (1.4.1)."""

    pairs: tuple[tuple[int, int], ...]
    """(higher ranked, lower ranked) rank indices, sorted."""
    downfloaters: tuple[int, ...]

    def mdp_pairs(self, bracket: Bracket) -> tuple[tuple[int, int], ...]:
        """The MDP-Pairing (3.3.3): the pairs of an MDP with a resident."""
        return tuple(p for p in self.pairs if p[0] in bracket.mdps)

    def resident_pairs(self, bracket: Bracket) -> tuple[tuple[int, int], ...]:
        """The pairs of the remainder (or of a homogeneous bracket)."""
        return tuple(p for p in self.pairs if p[0] not in bracket.mdps)


class CandidateDigits(Frozen):
    """A candidate's digits in the engine's layout and the best completion below it (C8, C9)."""

    digits: dict[DigitKey, int]
    """Digit (``C6``, ``(C7, score)``, ``C8A``, ...) -> its value (higher is better)."""
    order: tuple[DigitKey, ...]
    """The digits, most significant first."""
    completion: dict[int, int]
    """The engine's best pairing of the players below the bracket, given this candidate."""


def rank_index(data: RoundData) -> dict[int, int]:
    """TPN -> rank index (the vertex numbers of ``RoundData``)."""
    return {p.tpn: i for i, p in enumerate(data.players)}


def mate_of(data: RoundData, pairing: Pairing) -> dict[int, int]:
    """A TPN pairing as a vertex matching; the PAB assignee is matched with ``BYE``."""
    index = rank_index(data)
    mate: dict[int, int] = {}
    for pair in pairing.pairs:
        a, b = index[pair.white], index[pair.black]
        mate[a], mate[b] = b, a
    if pairing.pab is not None:
        mate[index[pairing.pab]], mate[BYE] = BYE, index[pairing.pab]
    return mate


def brackets(data: RoundData, mate: dict[int, int], ppb: int | None = None) -> tuple[tuple[Bracket, Candidate], ...]:
    """Dutch 1.9.2: walk the round-pairing bracket by bracket from the top scoregroup down.

    A pair belongs to the first bracket that holds both of its players; a member not paired in
    its bracket is a downfloater and an MDP of the next bracket. With ``ppb`` (2017 A.9, the PPB's
    scoregroup index) the PPB looks at no following bracket (C.7) and every scoregroup below it
    forms the collapsed scoregroup of one last bracket (the CLB).
    """
    n = len(data.players)
    free = frozenset(range(n)) | ({BYE} if n % 2 else frozenset())
    carried: tuple[int, ...] = ()
    out: list[tuple[Bracket, Candidate]] = []
    groups = data.groups if ppb is None else (*data.groups[:ppb + 1], tuple(v for g in data.groups[ppb + 1:] for v in g))
    for gi, group in enumerate(groups):
        nxt = groups[gi + 1] if gi + 1 < len(groups) and gi != ppb else ()
        bracket = Bracket(group=gi, score=data.scores[group[0]], mdps=carried, residents=group,
                          next_group=nxt, free=free)
        members = set(bracket.members)
        pairs = tuple(sorted((v, mate[v]) for v in bracket.members if mate.get(v) in members and v < mate[v]))
        paired = {v for p in pairs for v in p}
        down = tuple(v for v in bracket.members if v not in paired)
        out.append((bracket, Candidate(pairs=pairs, downfloaters=down)))
        free = free - paired
        carried = down
    return tuple(out)


def view_of(data: RoundData, bracket: Bracket) -> BracketView:
    """The bracket as the engine's weights see it in its first solve (every MDP may be paired)."""
    return bracket_view(data, bracket.mdps, (), bracket.residents, bracket.next_group)


def quality_layout(data: RoundData, bracket: Bracket) -> tuple[BracketView, list[tuple[DigitKey, int]], Mapping[DigitKey, int]]:
    """The view, the digits (name, largest sum) and the place values the engine uses for this bracket."""
    view = view_of(data, bracket)
    digits = quality_digits(view, len(bracket.free) // 2, data.c9_best, True)
    return view, digits, build_layout(digits).multipliers


def c9_applies(data: RoundData, bracket: Bracket, candidate: Candidate) -> bool:
    """C9 note (2.4.4): a PAB is due, the candidate downfloats exactly one player, a PAB candidate is here."""
    free = bracket.free - {v for p in candidate.pairs for v in p}
    return (BYE in free and len(candidate.downfloaters) == 1
            and not data.bye_candidates.isdisjoint(bracket.members))


def _below(data: RoundData, bracket: Bracket, candidate: Candidate, view: BracketView,
           mult: Mapping[DigitKey, int], hint: dict[int, int]) -> tuple[int, dict[int, int]]:
    """The C8 and C9 part of the weight: the engine's best completion of the players below.

    As in the engine's solve: first the downfloaters and the next scoregroup alone (only their
    next-bracket pairs weigh, C8), the rest checked for completion (C4); when that fails, or when
    C9 weighs the PAB edge, every free player at once with completion dominating.
    """
    free = bracket.free - {v for p in candidate.pairs for v in p}
    members = set(bracket.members)
    quality = EdgeQuality(view, mult, data)

    def c8(h: int, l: int) -> int:
        if l in view.next_group and h in view.downfloat_side:
            return quality.look_ahead(h)  # a pair of the next bracket: C8 alone
        return 0

    c9_on = c9_applies(data, bracket, candidate)
    if not c9_on:
        local = view.downfloat_side & free
        weights = {(h, l): c8(h, l) for h in local for l in data.adjacency[h] if l > h and l in local}
        weights = {e: w for e, w in weights.items() if w}
        mate = max_weight_matching(weights)
        exported = {v for v in local if v not in mate}
        rest = complete(data, (free - local) | exported, hint)
        if rest is not None:
            total = sum(weights[(h, mate[h])] for h in mate if h < mate[h])
            return total, {**rest, **mate}
    card = mult[Digit.CARD]
    weights = {}
    for h in free:
        if h == BYE:
            continue
        for l in data.adjacency[h]:
            if l > h and l in free:
                weights[(h, l)] = card + c8(h, l)
        if BYE in free and h in data.bye_candidates:
            c9 = 0
            if c9_on:
                c9 = data.c9_value[h] if h in members else data.c9_best
            weights[(h, BYE)] = card + mult[Digit.C9] * c9
    mate = max_weight_matching(weights)
    if len(mate) != len(free):
        raise ValueError("Dutch C4: the players below this bracket cannot all be paired")
    total = sum(w - card for (h, l), w in weights.items() if mate.get(h) == l)
    return total, mate


def evaluate(data: RoundData, bracket: Bracket, candidate: Candidate, hint: dict[int, int] | None = None) -> CandidateDigits:
    """C6-C21 of a fixed candidate in the engine's layout (C9 "not applicable" counts as its best value).

    ``hint`` is a complete pairing to warm-start the completion tests (the round-pairing itself).
    """
    view, digits, mult = quality_layout(data, bracket)
    quality = EdgeQuality(view, mult, data)
    total = sum(quality(h, l) for h, l in candidate.pairs)
    below, completion = _below(data, bracket, candidate, view, mult, hint or {})
    total += below
    if not c9_applies(data, bracket, candidate):
        total += mult[Digit.C9] * data.c9_best  # C9 not applicable: as good as the best PAB assignee
    values = {name: (total // mult[name]) % (largest + 1) for name, largest in digits}
    return CandidateDigits(digits=values, order=tuple(name for name, _ in digits), completion=completion)


def criterion_of(digit: DigitKey) -> str:
    """The criterion a digit stands for: ``(C7, 3.5)`` -> ``C7``, ``C8A`` -> ``C8``."""
    return digit_of(digit).criterion


def criterion_ranks(digits: CandidateDigits) -> dict[str, tuple[int, ...]]:
    """C6-C21 of a candidate as ranks, most significant digit first, smaller is better (the digits
    are "higher is better"); a criterion counted per score (C7, C8, C18-C21) has one entry per score."""
    ranks: dict[str, list[int]] = {}
    for name in digits.order:
        criterion = criterion_of(name)
        if criterion != "C4":  # the completion digit is 0 for every fixed candidate
            ranks.setdefault(criterion, []).append(-digits.digits[name])
    return {criterion: tuple(values) for criterion, values in ranks.items()}


ORDER_ARTICLES: dict[Digit, tuple[str, str]] = {
    Digit.SET: ("Dutch 4.4.2", "set of paired MDPs (smallest differing BSN)"),
    Digit.OPP: ("Dutch 4.2.2", "transposition order of S2 in the MDP-Pairing"),
    Digit.X1: ("Dutch 4.3.2", "exchange order (rule 1: fewest exchanged BSNs)"),
    Digit.X2: ("Dutch 4.3.2", "exchange order (rule 2: smallest difference of the BSN sums)"),
    Digit.X3: ("Dutch 4.3.2", "exchange order (rule 3: largest differing BSN moved from S1 to S2)"),
    Digit.X4: ("Dutch 4.3.2", "exchange order (rule 4: smallest differing BSN moved from S2 to S1)"),
    Digit.T: ("Dutch 4.2.2", "transposition order of S2 in the remainder"),
}
"""Order digit -> (article, what it orders)."""


def _order_digits(order: MdpPairingOrder | RemainderOrder, pairs: tuple[tuple[int, int], ...]) -> dict[DigitKey, int]:
    """The order digits of a set of pairs under one generation order."""
    digits = order.digits()
    mult = build_layout(digits).multipliers
    total = sum(order.value(mult, h, l) for h, l in pairs)
    return {name: (total // mult[name]) % (largest + 1) for name, largest in digits}


def order_positions(bracket: Bracket, candidate: Candidate, edition: Edition) -> tuple[OrderPosition, ...]:
    """Where a candidate stands in the generation order (3.7, 3.6, 4.2-4.4), as the engine orders it.

    The MDP-Pairing first (4.4.2 set, then 4.2.2), then the remainder (4.3.2 exchange, then 4.2.2),
    with S1R = its first P players (P its pairs). The MDP digits say every MDP's opponent, so two
    candidates reach the remainder's digits only with the same MDP-Pairing (and then the same
    number of remainder pairs, or C6 would have told them apart).
    """
    steps: list[tuple[MdpPairingOrder | RemainderOrder, tuple[tuple[int, int], ...]]] = []
    if bracket.mdps:
        steps.append((MdpPairingOrder(mdps=bracket.mdps, residents=bracket.residents), candidate.mdp_pairs(bracket)))
    taken = {l for _, l in candidate.mdp_pairs(bracket)}
    remainder = tuple(v for v in bracket.residents if v not in taken)
    pairs = candidate.resident_pairs(bracket)
    steps.append((RemainderOrder(players=remainder, pairs=len(pairs)), pairs))
    out: list[OrderPosition] = []
    for order, chosen in steps:
        values = _order_digits(order, chosen)
        for name, _ in order.digits():
            article, what = ORDER_ARTICLES[digit_of(name)]
            out.append(OrderPosition(article=edition.article(article), key=(-values[name],), words=what))
    return tuple(out)

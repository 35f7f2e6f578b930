"""Types of the compiled core (checker/matching/_blossom.c); see ``checker.matching.weighted``."""

def solve(nvertex: int, endpoints: bytes, weights: list[int], limbs: int, maxcardinality: bool,
          support: bool = False, start_mate: list[int] | None = None, start_dual: list[int] | None = None,
          shape: bool = False, /) -> tuple[list[int], bytes] | tuple[list[int], bytes, bytes]:
    """Mates by vertex index (-1: unmatched) of the maximum-weight matching, the weights read as
    ``limbs`` 64-bit limbs; with ``support``, one native int32 per edge: its level, -1 off the support.
    With ``start_dual`` (a doubled dual per vertex, all even, feasible) and ``start_mate`` (a partner
    per vertex, -1): a warm start from those duals and the start's pairs tight under them; with
    ``shape`` a third item, one native int32 per vertex: its form (``weighted._forms``)."""


def relabel(pairs: list[tuple[int, int]], /) -> tuple[list[int], bytes]:
    """The pairs' vertices numbered in order of first appearance (labels[i] is vertex i), and the pairs'
    ends by those numbers as native ints (``solve``'s endpoints); TypeError when a pair is not a 2-tuple."""

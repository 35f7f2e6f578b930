"""Types of the compiled core (checker/matching/_blossom.c); see ``checker.matching.weighted``."""

def solve(nvertex: int, endpoints: bytes, weights: list[int], limbs: int, maxcardinality: bool,
          support: bool = False, /) -> tuple[list[int], bytes]:
    """Mates by vertex index (-1: unmatched) of the maximum-weight matching, the weights read as
    ``limbs`` 64-bit limbs; with ``support``, one native int32 per edge: its level, -1 off the support."""


def relabel(pairs: list[tuple[int, int]], /) -> tuple[list[int], bytes]:
    """The pairs' vertices numbered in order of first appearance (labels[i] is vertex i), and the pairs'
    ends by those numbers as native ints (``solve``'s endpoints); TypeError when a pair is not a 2-tuple."""

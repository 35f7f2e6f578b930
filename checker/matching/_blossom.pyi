"""Types of the compiled core (checker/matching/_blossom.c); see ``checker.matching.weighted``."""

def solve(nvertex: int, endpoints: bytes, w2: bytes, maxweight: bytes, limbs: int, maxcardinality: bool, /) -> list[int]:
    """Mates by vertex index (-1: unmatched) of the maximum-weight matching; numbers as fixed-width limbs."""

"""checker.matching: the exact weighted and cardinality matchers (cross-checked against networkx)."""

"""checker.systems: one package per pairing system."""

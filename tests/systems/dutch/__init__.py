"""The Dutch system (C.04.3): its state, the fast pairer, colours, and the corpus reproduced."""

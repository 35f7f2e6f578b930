"""The top-scoregroup procedure: how Double-Swiss (C.04.5) and the Swiss Team system (C.04.6) pair a round.

Both texts pair word for word the same way (3.3-3.6): the pairing-allocated bye first (3.4), then
the top scoregroup with the first set of upfloaters (3.5), paired by the first identifier (3.6).
``procedure`` is the fast pairer (exact matchings, no enumeration), ``rules`` what a system tells
it (entrants, criteria, words, colour rule) and the values of sets and brackets, ``evaluation``
the stages the check compares, ``explain`` the candidates tried, ``literal`` the text read word for
word. Each system package adds its state, its criteria and its colours (art. 4).
"""

"""The FIDE (Dutch) System, C.04.3 applied from 1 Feb 2026.

``state`` (1.2-1.8), ``round`` (what a round fixes before any bracket: order, compatibility, PAB
candidates), ``weights`` and ``order`` (criteria C6-C21 and the generation order 4.2-4.4 packed
into matching weights), ``pairer`` (the reference pairer), ``colours`` (5.2), ``candidates`` and
``criteria`` (a fixed bracket candidate valued in the pairer's own layout), ``evaluation`` (what
the check compares), ``explain``, ``literal/`` (the text read word for word, for small brackets)
and ``system`` (the interface to the rest of swisscheck: ``DUTCH``).
"""

"""swisscheck: a FIDE Swiss pairing checker.

Read a TRF file with :func:`checker.trf.load`, build the state before a round with
:func:`checker.state.individual.build_state`, pair it with a system from :mod:`checker.systems`.
"""

__version__ = "0.1.0"

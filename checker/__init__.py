"""swisscheck: a FIDE Swiss pairing checker.

Program authors: :mod:`checker.api` (``read``, ``check``, ``pair``, ``explain``, ``campaign``;
docs/api.md) is the documented API, imported only when asked for (``from checker import api``).
Underneath, read a TRF file with :func:`checker.trf.load`; pick its system with
:func:`checker.systems.registry.choose` (or :func:`~checker.systems.registry.lookup` by name or 192
code); then ``system.build_state(tournament, r)``, ``system.pair(state)``, and
:func:`checker.check.round.check_round` for a round's verdict. docs/architecture.md gives the
layout and the data flow.
"""

__version__ = "0.1.0"

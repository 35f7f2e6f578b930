"""The pairing systems: one package each, the interface they implement, and the registry that lists them.

``interface.PairingSystem`` is what a system is to the rest of swisscheck; ``registry`` maps
command-line names, TRF-2026 192 codes and free-text 092 records to systems. The packages:
``dutch`` (C.04.3), ``double_swiss`` (C.04.5), ``team`` (C.04.6), and ``top_scoregroup``, the
pairing procedure Double-Swiss and Team share word for word (3.3-3.6). docs/architecture.md says
how to add one.
"""

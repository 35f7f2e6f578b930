"""The pairing systems: one package each, the interface they implement, and the registry that lists them.

``interface.PairingSystem`` is what a system is to the rest of swisscheck (build a round's state,
pair, evaluate, explain); ``adapter`` makes one from a package's functions; ``capabilities`` are what
only some systems do (generate tournaments, count rounds their own way for ``info``); ``identity``
names a system and declares its options as data; ``registry`` maps command-line names, TRF-2026 192
codes and free-text 092 records to systems. The packages: ``dutch`` (C.04.3), ``double_swiss``
(C.04.5), ``team`` (C.04.6), ``burstein`` (C.04.4.2), ``dubov`` (C.04.4.1), ``lim`` (C.04.4.3),
``dutch_procedural`` (C.04.1 2009 and C.04.3 2012), and ``top_scoregroup``, the pairing procedure Double-Swiss and Team
share word for word (3.3-3.6). docs/architecture.md says how to add one.
"""

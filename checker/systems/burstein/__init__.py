"""The FIDE Burstein System, C.04.4.2 applied from 1 Feb 2026.

The seeding rounds (1.6) are Dutch rounds: ``system`` hands them to ``checker.systems.dutch``
unchanged. After them: ``state`` (the Index of 1.7 and the ranking order of 1.8 on top of the
colour preferences of 1.5, which are Dutch 1.7 word for word), ``colours`` (5.2), ``rules`` (what a
round fixes before its brackets: C1-C3 compatibility, C4 completion, the PAB of 3.1, the brackets
of 1.2.2 and the pairing order of 4.1-4.3), ``pairer`` (the fast engine: one exact matching per
bracket with C5-C8 and the 4.3 order packed into its weights), ``evaluation`` (what the check
compares), ``explain``, ``literal`` (the text walked word for word on small brackets) and
``system`` (``BURSTEIN``, dispatching by round).
"""

from __future__ import annotations

from checker.systems.identity import SystemIdentity


IDENTITY = SystemIdentity(
    name="burstein", title="FIDE Burstein System, C.04.4.2 (2026)",
    module="checker.systems.burstein.system", instance="BURSTEIN",
    codes=("FIDE_BURSTEIN",), words=("burstein",),
)
"""How the registry knows the system before loading it."""

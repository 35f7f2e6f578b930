"""TRF reading and writing.

``load(path)`` / ``loads(text_or_bytes)`` read TRF16, TRF-2026 and the JaVaFo (XX?) and
bbpPairings (BB?) extensions into a :class:`checker.models.Tournament` plus a tuple of
:class:`TRFWarning`; an unreadable file raises :class:`TRFError`, whose text is
``file:line:column: field: what was expected``. ``dumps(tournament)`` writes it back.
``load_located`` / ``loads_located`` also return the :class:`checker.trf.source.SourceMap` of the
records, which locates an input error raised after reading (``checker.errors.RecordRef``).
"""

from checker.trf.errors import TRFError, TRFWarning
from checker.trf.reader import load, loads
from checker.trf.writer import dumps

__all__ = ["TRFError", "TRFWarning", "dumps", "load", "loads"]

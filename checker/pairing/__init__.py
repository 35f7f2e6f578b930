"""One round as ``pair`` and ``explain`` give it, and the Python API alike: the byes given for the round to pair,
the warnings that go with it (probably withdrawn participants, the assumed edition), the pairing, one player's answer."""

"""Endorsement campaigns: random tournaments paired round by round by an external engine, every round checked.

``engine`` runs the engine's command on a round and reads its ``-p`` output; ``play`` plays one
tournament against it (the generator's round loop with the engine as the pairer, each round judged
by ``checker.check.round.check_pairing``); ``parallel`` runs tournaments (or a batch check's files)
here, on a process pool or on Dask; ``report`` sums them up. Above ``check/``, below ``commands/``.
"""

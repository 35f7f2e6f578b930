"""The ``swisscheck`` subcommands, one module each; imported only by the entry point, ``checker.cli``.

Each module has ``register(subparsers)``, which declares the command and sets its handler: a
function of the parsed arguments that prints and returns the exit code. ``COMMANDS`` lists them in
the order ``--help`` shows them.
"""

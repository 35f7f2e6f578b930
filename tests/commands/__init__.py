"""checker.commands and checker.cli: what a user runs (info, pair, check, samples, options)."""

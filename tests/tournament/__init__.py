"""checker.tournament: what a tournament file says before any system reads it (initial colour, rounds)."""

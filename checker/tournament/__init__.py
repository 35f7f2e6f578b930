"""Facts of a tournament file that every system reads alike: scoring and acceleration, pairing
numbers, rounds, absences, prohibited pairings, the published pairing of a round, the info summary."""

"""Random tournaments, paired round after round by a system's own reference pairer (tests, benchmarks).

``settings`` holds what a generated tournament may contain (absences, byes, forfeits, draws);
``results`` the rating-based game model; ``individual`` the round-by-round loop of an individual
competition, given a pairer. Each system's ``generate`` puts them together (the Team system writes
its own team records).
"""

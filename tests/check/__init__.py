"""checker.check: verdicts on published rounds (clean corpus rounds, tampered rounds, explain)."""

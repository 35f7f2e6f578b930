"""Checking a tournament round by round: state, reference pairing, evaluations compared, verdict."""

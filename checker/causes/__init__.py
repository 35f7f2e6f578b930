"""Why a published round differs from the rules' pairing: hypotheses tried simplest first, each proved by re-pairing (issue 24)."""

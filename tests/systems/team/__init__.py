"""The Swiss Team system (C.04.6): state, line-ups, pairer, colours, check, CLI, corpus."""

"""The Double-Swiss system (C.04.5): state, pairer, literal enumeration, check, CLI, corpus."""

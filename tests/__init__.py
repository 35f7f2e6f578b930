"""swisscheck's tests, one package per layer of checker/; helpers are imported as ``tests.<layer>.<module>``."""

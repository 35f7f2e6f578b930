"""TRF reading and writing."""

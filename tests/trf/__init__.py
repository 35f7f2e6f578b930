"""checker.trf: reading and writing TRF files (fields, records, warnings, bad input, fuzzing, the wheel)."""

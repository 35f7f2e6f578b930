#!/bin/sh
# Digests of every Dutch verdict and pairing (issue 34: "every pairing and verdict unchanged"):
# `check --format json --jobs 1` and `pair --format bbp --rounds 99` (the round after the file's
# last: a complete file refuses `pair` without it) of each file given, one line per file and
# command, "sha256  command  file". Run it from a checkout before and after a change and diff the two.
# Usage: sh bench/dutch_digests.sh FILE... > digests.txt   (from the checkout to measure)
for f in "$@"; do
    c=$(nice python3 -m checker.cli check --format json --jobs 1 "$f" 2>&1 | sha256sum | cut -c1-16)
    p=$(nice python3 -m checker.cli pair --format bbp --rounds 99 "$f" 2>&1 | sha256sum | cut -c1-16)
    echo "$c  check  $f"
    echo "$p  pair   $f"
done

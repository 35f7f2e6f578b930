#!/bin/sh
# Digests of every verdict and every round's pairing of the files given (issue 34, Team, Lim and
# Double-Swiss: "every pairing and verdict unchanged"): `check --format json --jobs 1`, and
# `pair --format bbp --rounds 99 --round R` for each round R from 1 to the one after the file's last
# (--rounds 99: a complete file refuses the next round without it). One line per file and command,
# "sha256  command  file". Run it from a checkout before and after a change and diff the two.
# Usage: sh bench/system_digests.sh FILE... > digests.txt   (from the checkout to measure)
for f in "$@"; do
    c=$(nice python3 -m checker.cli check --format json --jobs 1 "$f" 2>&1 | sha256sum | cut -c1-16)
    echo "$c  check  $f"
    played=$(python3 -m checker.cli info "$f" 2>/dev/null | sed -n 's/^rounds played *\([0-9]*\).*/\1/p')
    r=1
    while [ "$r" -le "$((${played:-0} + 1))" ]; do
        p=$(nice python3 -m checker.cli pair --format bbp --rounds 99 --round "$r" "$f" 2>&1 | sha256sum | cut -c1-16)
        echo "$p  pair$r  $f"
        r=$((r + 1))
    done
done
